/** Reads an API answer through the contract: the envelope, then the data with its schema. */
import { z } from "zod";
import { envelopeOf } from "@/lib/contracts/envelope";

/** Top-level extra fields fail too: an answer must say exactly what the contract says. */
function strict<S extends z.ZodType>(schema: S): z.ZodType<z.infer<S>> {
  return (schema instanceof z.ZodObject ? schema.strict() : schema) as unknown as z.ZodType<z.infer<S>>;
}

export async function dataOf<S extends z.ZodType>(
  schema: S,
  res: Response,
  status = 200,
): Promise<z.infer<S>> {
  const body: unknown = await res.json();
  if (res.status !== status)
    throw new Error(`expected HTTP ${status}, got ${res.status}: ${JSON.stringify(body)}`);
  return envelopeOf(strict(schema)).parse(body).data;
}

/** A refused call: its errno and, for invalid input, the fields named. */
export async function refusalOf(
  res: Response,
): Promise<{ status: number; errno: number; errmsg: string; details?: Record<string, string> }> {
  const body = envelopeOf(z.null()).parse(await res.json());
  return {
    status: res.status,
    errno: body.errno,
    errmsg: body.errmsg,
    ...(body.details ? { details: body.details } : {}),
  };
}

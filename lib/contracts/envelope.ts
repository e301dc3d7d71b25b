/** The JSON envelope of every API answer (DESIGN.md §3). */
import { z } from "zod";

export type Envelope<T> = {
  errno: number;
  errmsg: string;
  data: T;
  details?: Record<string, string>;
  login_url?: string;
};

/** The envelope schema around a data schema, for clients and tests that parse answers. */
export function envelopeOf<S extends z.ZodType>(data: S) {
  return z.object({
    errno: z.number().int(),
    errmsg: z.string(),
    data,
    details: z.record(z.string(), z.string()).optional(),
    login_url: z.string().optional(),
  });
}

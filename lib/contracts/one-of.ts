/**
 * A zod enum whose values are read when it parses, not when it is built: the kinds and modes
 * schemas follow kinds registered after the schema was made. Refusals are the same
 * `invalid_value` issue `z.enum` gives, so answers name the allowed values as before.
 */
import { z } from "zod";

const valuesOf = new WeakMap<object, () => readonly string[]>();

export function oneOf<T extends string>(values: () => readonly T[]): z.ZodType<T> {
  const schema = z
    .custom<T>(() => true)
    .superRefine((value, ctx) => {
      const allowed = values();
      if (typeof value !== "string" || !allowed.includes(value as T))
        ctx.addIssue({ code: "invalid_value", values: [...allowed], input: value });
    });
  valuesOf.set(schema, values);
  return schema;
}

/** The values a `oneOf` schema allows now (for JSON Schema, e.g. the OpenAPI document); undefined for other schemas. */
export function oneOfValues(schema: object): readonly string[] | undefined {
  return valuesOf.get(schema)?.();
}

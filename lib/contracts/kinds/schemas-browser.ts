/**
 * Every `@/lib/contracts/kinds/<kind>/schemas` in the browser (next.config.ts, one pattern for all
 * kinds): a kind's content schema and request options are checked on the server, so the browser's
 * definitions carry these stand-ins and pages that need only the kinds' names load no zod. Both say
 * so if anything asks them to parse; the options have no fields.
 */
import type { z } from "zod";

function serverOnly(): never {
  throw new Error("A kind's schemas are checked on the server (lib/contracts/kinds/<kind>/schemas.ts).");
}

const parsers = {
  parse: serverOnly,
  safeParse: serverOnly,
  parseAsync: serverOnly,
  safeParseAsync: serverOnly,
};

// The types are the server's: TypeScript reads the kinds' own modules, only the bundler swaps them.
export const contentSchema: z.ZodType = Object.freeze({ ...parsers }) as unknown as z.ZodType;
export const requestOptions: z.ZodObject = Object.freeze({
  ...parsers,
  shape: Object.freeze({}),
}) as unknown as z.ZodObject;

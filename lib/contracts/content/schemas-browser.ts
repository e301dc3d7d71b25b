/**
 * `@/lib/contracts/content/schemas` in the browser (next.config.ts): the kinds' content schemas
 * are checked on the server only, so the browser's kind definitions carry this stand-in, which
 * says so if anything asks it to parse.
 */
import type { z } from "zod";

function serverOnly(): never {
  throw new Error("The kinds' content schemas are checked on the server (lib/contracts/content/schemas.ts).");
}

const checkedOnTheServer = Object.freeze({
  parse: serverOnly,
  safeParse: serverOnly,
  parseAsync: serverOnly,
  safeParseAsync: serverOnly,
}) as unknown as z.ZodType;

export const prdContentSchema = checkedOnTheServer;
export const mermaidContentSchema = checkedOnTheServer;
export const multPrototypeContentSchema = checkedOnTheServer;
export const prototypeContentSchema = checkedOnTheServer;
export const testCaseContentSchema = checkedOnTheServer;
export const pictureContentSchema = checkedOnTheServer;
export const liteAppContentSchema = checkedOnTheServer;
export const textContentSchema = checkedOnTheServer;

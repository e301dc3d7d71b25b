/**
 * `./request-options` in the browser (next.config.ts): the stream request is parsed on the server,
 * so the browser's kind definitions carry this stand-in, with no fields, which says so if anything
 * asks it to parse.
 */
import type * as Options from "@/lib/contracts/kinds/request-options";

function serverOnly(): never {
  throw new Error("The stream request is parsed on the server (lib/contracts/kinds/request-options.ts).");
}

const parsedOnTheServer = Object.freeze({
  shape: Object.freeze({}),
  parse: serverOnly,
  safeParse: serverOnly,
  parseAsync: serverOnly,
  safeParseAsync: serverOnly,
});

export const agenticRequestOptions = parsedOnTheServer as unknown as typeof Options.agenticRequestOptions;
export const pictureRequestOptions = parsedOnTheServer as unknown as typeof Options.pictureRequestOptions;
export const prdRequestOptions = parsedOnTheServer as unknown as typeof Options.prdRequestOptions;
export const multPrototypeRequestOptions =
  parsedOnTheServer as unknown as typeof Options.multPrototypeRequestOptions;
export const prototypePagesRequestOptions =
  parsedOnTheServer as unknown as typeof Options.prototypePagesRequestOptions;
export const researchRequestOptions = parsedOnTheServer as unknown as typeof Options.researchRequestOptions;
export const noRequestOptions = parsedOnTheServer as unknown as typeof Options.noRequestOptions;

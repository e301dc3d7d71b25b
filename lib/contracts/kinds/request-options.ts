/**
 * The kinds' stream-request options (`requestOptions` of their definitions), read on the server.
 * In the browser this module is request-options-browser.ts (next.config.ts): a page that needs
 * only the kinds' names does not load zod with them. A kind with options adds its line here and
 * there.
 */
import { z } from "zod";

export { agenticRequestOptions } from "./agentic-options";
export { pictureRequestOptions } from "./picture-options";
export { prdRequestOptions } from "./prd-options";
export { multPrototypeRequestOptions, prototypePagesRequestOptions } from "./prototype-options";
export { researchRequestOptions } from "./research-options";

/** The options of a kind that declares none. */
export const noRequestOptions = z.object({});

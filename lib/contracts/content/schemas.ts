/**
 * The kinds' content schemas (lib/contracts/kinds: `content.schema`), what a version's stored text
 * must be: checked on the server (the artifact pipeline, a saved edit). In the browser this module
 * is schemas-browser.ts (next.config.ts): a page that needs only the kinds' names does not load
 * zod and the content modules with them. Client code that checks content itself (the test-case
 * editor) imports the content module's schema directly.
 */
import { z } from "zod";

export { prdContentSchema } from "./prd";
export { mermaidContentSchema } from "./mermaid";
export { multPrototypeContentSchema, prototypeContentSchema } from "./prototype";
export { testCaseContentSchema } from "./test-case";
export { pictureContentSchema } from "../pictures";
export { liteAppContentSchema } from "../lite-app";

/** The content of a kind whose definition names no schema: any text. */
export const textContentSchema = z.string();

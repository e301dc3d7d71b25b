/** The `mult_prototype` artifact kind: a set of linked pages in one version (DESIGN.md §2). */
import type { ServerArtifact } from "../types";
import type { ValidationProblem } from "../types";
import { multPrototypeContentSchema, parseMultPrototype } from "@/lib/contracts/content/prototype";
import { validatePage } from "../prototype/html/validate-page";
import { generateMultPrototype } from "./generate";

async function validateSet(content: string): Promise<ValidationProblem[]> {
  const set = parseMultPrototype(content);
  if (!set) return [{ message: "The content is not a page set ({ pages: [...] })." }];
  return set.pages.flatMap((page) => validatePage(page.html).map((p) => ({ ...p, message: `${page.file_name}: ${p.message}` })));
}

export const multPrototypeArtifact: ServerArtifact = {
  kind: "mult_prototype",
  contentSchema: multPrototypeContentSchema,
  generate: generateMultPrototype,
  validate: validateSet,
};

/** The `mult_prototype` artifact kind: a set of linked pages in one version (DESIGN.md §2). */
import type { ServerArtifact } from "../types";
import type { ValidationProblem } from "../../validate/validation-problem";
import { validatePage } from "@/server/html/validate-page";
import { PAGE_OFFLINE_TASKS } from "../shared/prototype-pages/offline-tasks";
import { generateMultPrototype } from "./generate";
import { PAGE_PLAN_TASK } from "./offline-tasks";
import { multPrototypeRoutes } from "./routes";
import { multPrototypeKind } from "@/lib/contracts/kinds";
import { parseMultPrototype } from "@/lib/contracts/content/prototype";
import { multPrototypeText } from "./readable-text";
import { multPrototypeExamplePrompts } from "./example-prompts";
import { multPrototypeOfflineCopy } from "./offline-copy";
import { multPrototypeOpenApi } from "./openapi";

/** Every page of the set passes the page checks (the set's shape is its content schema's). */
async function validateSet(content: string): Promise<ValidationProblem[]> {
  const set = parseMultPrototype(content);
  if (!set) return [{ message: "The content is not a page set ({ pages: [...] })." }];
  return set.pages.flatMap((page) =>
    validatePage(page.html).map((p) => ({ ...p, message: `${page.file_name}: ${p.message}` })),
  );
}

export const multPrototypeArtifact: ServerArtifact = {
  kind: multPrototypeKind,
  readableText: multPrototypeText,
  generate: generateMultPrototype,
  validate: validateSet,
  offlineTasks: [PAGE_PLAN_TASK, ...PAGE_OFFLINE_TASKS],
  routes: multPrototypeRoutes,
  openapi: multPrototypeOpenApi,
  offlineCopy: multPrototypeOfflineCopy,
  examplePrompts: multPrototypeExamplePrompts,
};

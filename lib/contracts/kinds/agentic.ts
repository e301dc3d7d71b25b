/** Lite apps: generated web apps that can be previewed, reverted and deployed. Not priced by the spec: free. */
import type { z } from "zod";
import type { AgenticRoundOptions } from "../lite-app";
import { defineKind } from "./definition";
import { contentSchema, requestOptions } from "@/lib/contracts/kinds/agentic/schemas";

/** The stream request's options carrying a lite-app round's choices (none: no options). */
export function liteAppRequestOptions(
  choices: AgenticRoundOptions | undefined,
): z.infer<typeof requestOptions> {
  return { agentic: choices };
}

export const agenticKind = defineKind({
  id: "agentic",
  mode: "agentic",
  viewer: "agentic",
  event: "agentic",
  // Spec §7: the lite app's versions are `GET /chats/{id}/versions`.
  versions: { path: "versions" },
  // A lite-app round's choices (app type, style, a runtime error's stack).
  requestOptions,
  cost: () => 0,
  // The app's source files with its title, type and style (lib/contracts/lite-app.ts).
  content: { format: "json", schema: contentSchema },
  lazyContent: true,
  // A card on the chat home: a mode only found in the mode menu went unnoticed.
  featureCard: true,
  // Lite apps live in their viewer with their deployments, not in the personal space.
  space: false,
  // The owner's page of a deployed app's data (the deploy popover's admin-panel link).
  pages: { admin: { title: "liteDeploy.admin.title" } },
});

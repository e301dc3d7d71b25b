/** Lite apps: generated web apps that can be previewed, reverted and deployed. Not priced by the spec: free. */
import { defineKind } from "./definition";

export const agenticKind = defineKind({
  id: "agentic",
  mode: "agentic",
  viewer: "agentic",
  event: "agentic",
  // Spec §7: the lite app's versions are `GET /chats/{id}/versions`.
  versions: { path: "versions" },
  cost: () => 0,
  lazyContent: true,
  // Lite apps live in their viewer with their deployments, not in the personal space.
  space: false,
});

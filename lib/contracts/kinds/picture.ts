/** Pictures: images from a description. Not priced by the spec: free. */
import { pictureContentSchema } from "@/lib/contracts/content/schemas";
import { defineKind } from "./definition";

export const pictureKind = defineKind({
  id: "picture",
  mode: "picture",
  viewer: "picture",
  event: "picture",
  versions: { path: "picture-versions" },
  cost: () => 0,
  // The image as a data URL with its prompt, size and model (lib/contracts/pictures.ts).
  content: { format: "json", schema: pictureContentSchema },
  featureCard: true,
});

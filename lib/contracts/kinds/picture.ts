/** Pictures: images from a description. Not priced by the spec: free. */
import { defineKind } from "./definition";
import { contentSchema, requestOptions } from "@/lib/contracts/kinds/picture/schemas";

export const pictureKind = defineKind({
  id: "picture",
  mode: "picture",
  viewer: "picture",
  event: "picture",
  versions: { path: "picture-versions" },
  requestOptions,
  cost: () => 0,
  // The image as a data URL with its prompt, size and model (lib/contracts/pictures.ts).
  content: { format: "json", schema: contentSchema },
  featureCard: true,
});

/** Pictures: images from a description. Not priced by the spec: free. */
import { pictureContentSchema } from "@/lib/contracts/content/schemas";
import { defineKind } from "./definition";
import { pictureRequestOptions } from "@/lib/contracts/kinds/request-options";

export const pictureKind = defineKind({
  id: "picture",
  mode: "picture",
  viewer: "picture",
  event: "picture",
  versions: { path: "picture-versions" },
  requestOptions: pictureRequestOptions,
  cost: () => 0,
  // The image as a data URL with its prompt, size and model (lib/contracts/pictures.ts).
  content: { format: "json", schema: pictureContentSchema },
  featureCard: true,
});

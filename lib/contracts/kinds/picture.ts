/** Pictures: images from a description. Not priced by the spec: free. */
import { defineKind } from "./definition";

export const pictureKind = defineKind({
  id: "picture",
  mode: "picture",
  viewer: "picture",
  event: "picture",
  versions: { path: "picture-versions" },
  cost: () => 0,
  featureCard: true,
});

/** Pictures: images from a description. Not priced by the spec: free. */
import { pictureContentSchema } from "@/lib/contracts/content/schemas";
import { z } from "zod";
import { PICTURE_ASPECTS } from "../pictures";
import { defineKind } from "./definition";

export const pictureKind = defineKind({
  id: "picture",
  mode: "picture",
  viewer: "picture",
  event: "picture",
  versions: { path: "picture-versions" },
  // The aspect chosen in the composer (else read from the prompt's words).
  requestOptions: z.object({ aspect: z.enum(PICTURE_ASPECTS).optional() }),
  cost: () => 0,
  // The image as a data URL with its prompt, size and model (lib/contracts/pictures.ts).
  content: { format: "json", schema: pictureContentSchema },
  featureCard: true,
});

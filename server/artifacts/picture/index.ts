/** The `picture` kind: text-to-image through an image model, or the Offline generator's drawing. */
import type { ServerArtifact } from "../types";
import { generatePicture } from "./generate";
import { pictureRoutes } from "./routes";
import { pictureKind } from "@/lib/contracts/kinds";
import { parsePictureContent } from "@/lib/contracts/pictures";
import { pictureExamplePrompts } from "./example-prompts";
import { pictureOfflineCopy } from "./offline-copy";
import { pictureOpenApi } from "./openapi";

export const pictureArtifact: ServerArtifact = {
  kind: pictureKind,
  generate: generatePicture,
  routes: pictureRoutes,
  openapi: pictureOpenApi,
  // What the space searches: the prompt (the image has no words).
  readableText: (content) => parsePictureContent(content)?.prompt ?? "",
  offlineCopy: pictureOfflineCopy,
  examplePrompts: pictureExamplePrompts,
};

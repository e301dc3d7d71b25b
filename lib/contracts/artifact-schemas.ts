/**
 * The wire schemas of the kinds' names (artifacts.ts): read when they parse, so a kind registered
 * after they were made counts. Apart from artifacts.ts so that a page needing only the names does
 * not load zod with them.
 */
import {
  artifactKinds,
  viewerTypes,
  type ArtifactEventType,
  type ArtifactKind,
  type ViewerType,
} from "./artifacts";
import { oneOf } from "./one-of";

export const artifactKindSchema = oneOf<ArtifactKind>(() => artifactKinds().map((k) => k.id));
export const viewerTypeSchema = oneOf<ViewerType>(() => viewerTypes());
export const artifactEventTypeSchema = oneOf<ArtifactEventType>(() =>
  artifactKinds().map((k) => k.event as ArtifactEventType),
);

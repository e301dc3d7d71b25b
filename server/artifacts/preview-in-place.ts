/**
 * Live preview of an edit of PART of a document (one PRD section, one chart): the viewer keeps
 * the unchanged text before the part and shows the part as the model writes it, instead of the
 * part alone. The pipeline streams the extracted part; this wraps its events. The final
 * `replace` (the whole edited document) goes out unchanged.
 */
import type { Emit } from "../engine/generation";
import { eventTypeOf, type ArtifactKind } from "@/lib/contracts/artifacts";

export function previewInPlace(
  emit: Emit,
  kind: ArtifactKind,
  prefix: string,
  isWhole: (content: string) => boolean,
): Emit {
  const type = eventTypeOf(kind);
  let started = false;
  return (event) => {
    if (event.type !== type || !("op" in event)) return emit(event);
    if (event.op === "append") {
      if (started) return emit(event);
      started = true;
      return emit({ ...event, op: "replace", content: prefix + String(event.content ?? "") });
    }
    if (event.op === "replace" && !isWhole(String(event.content ?? ""))) {
      started = true;
      return emit({ ...event, content: prefix + String(event.content ?? "") });
    }
    return emit(event);
  };
}

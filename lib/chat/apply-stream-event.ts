/**
 * What one stream event does to a chat's client state: the reply and reasoning grow, an
 * artifact's partial content grows (and its viewer opens), a saved version refreshes its list,
 * and a kind's own events go to the kind (lib/chat/kind-rounds.ts).
 * Pure apart from the stores (and the notice of an `error` event), so the same events give the
 * same state on first read and replay.
 */
import { kindOfEvent, viewerOf } from "@/lib/contracts/artifacts";
import { isArtifactEvent, type StreamEvent } from "@/lib/contracts/stream-events";
import { useChatStore } from "@/lib/stores/chat-store";
import { useVersionStore } from "@/lib/stores/version-store";
import { announceStreamError } from "./stream-notices";
import { applyKindEvent } from "./kind-rounds";

export function applyStreamEvent(chatId: string, event: StreamEvent, id?: string): void {
  const store = useChatStore.getState();
  if (id) store.patchStreaming(chatId, { lastEventId: id, reconnecting: false });
  if (event.round_id) store.patch(chatId, { currentRoundId: event.round_id });

  if (event.type === "content") {
    store.patchStreaming(chatId, (s) => ({ reply: s.reply + event.content }));
  } else if (event.type === "think") {
    store.patchStreaming(chatId, (s) => ({ think: s.think + event.content }));
  } else if (isArtifactEvent(event)) {
    const viewer = viewerOf(kindOfEvent(event.type) ?? event.kind);
    if (event.op === "append" || event.op === "replace") {
      store.patch(chatId, (s) => ({
        activeViewer: viewer, // a round that writes an artifact opens its viewer (issue: auto-open)
        partial: {
          ...s.partial,
          [viewer]:
            event.op === "append" ? (s.partial[viewer] ?? "") + (event.content ?? "") : (event.content ?? ""),
        },
      }));
    } else {
      // saved or failed: the version list now has it; the viewer shows the stored version.
      store.patch(chatId, (s) => ({ activeViewer: viewer, partial: { ...s.partial, [viewer]: undefined } }));
      void useVersionStore.getState().versionCreated(chatId, viewer);
    }
  } else if (applyKindEvent(chatId, event)) {
    // a kind's own progress (a plan, steps, builds…): kept by the kind for its viewer
  } else if (event.type === "done") {
    store.patchStreaming(chatId, { outcome: event.status === "stopped" ? "stopped" : "done" });
  } else if (event.type === "error") {
    store.patchStreaming(chatId, { outcome: "error", error: event.errmsg });
    announceStreamError(chatId, event);
  }
}

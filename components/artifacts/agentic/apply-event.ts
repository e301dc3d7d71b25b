/** What a lite-app `runtime` or `alert` event does to the round's progress (and the open viewer). */
import { liteAppAlertEventSchema, liteAppRuntimeEventSchema } from "@/lib/contracts/lite-app";
import type { StreamEvent } from "@/lib/contracts/stream-events";
import { agenticKind } from "@/lib/contracts/kinds";
import { useChatStore } from "@/lib/stores/chat-store";
import { EMPTY_LITE_APP_PROGRESS, useLiteAppProgressStore } from "./progress-store";

/** Applies the event when it is a lite-app event; says whether it was one. */
export function applyLiteAppEvent(chatId: string, event: StreamEvent): boolean {
  if (event.type === "alert") {
    const alert = liteAppAlertEventSchema.safeParse(event);
    if (alert.success)
      useLiteAppProgressStore
        .getState()
        .patch(chatId, (s) => ({ alerts: [...s.alerts, alert.data.message] }));
    return true;
  }
  if (event.type !== "runtime") return false;
  const parsed = liteAppRuntimeEventSchema.safeParse(event);
  if (!parsed.success) return true;
  const runtime = parsed.data;
  const { patch } = useLiteAppProgressStore.getState();
  switch (runtime.step) {
    case "plan":
      // The viewer opens with the plan: the todos and files show before any build.
      patch(chatId, () => ({ todos: runtime.todos }));
      useChatStore.getState().patch(chatId, { activeViewer: agenticKind.viewer });
      break;
    case "file":
      patch(chatId, (s) => ({
        files: [...s.files.filter((f) => f.path !== runtime.path), { path: runtime.path, op: runtime.op }],
      }));
      break;
    case "build":
      patch(chatId, () => ({
        build: {
          status: runtime.status,
          versionId: runtime.version_id,
          attempt: runtime.attempt,
          errors: runtime.errors ?? [],
          log: runtime.log ?? null,
        },
      }));
      break;
    case "open-url":
      patch(chatId, () => ({ openUrl: { versionId: runtime.version_id, viewUrl: runtime.view_url } }));
      break;
  }
  return true;
}

/** A new round starts with no progress (its plan and files replace the last round's). */
export function resetLiteAppProgress(chatId: string): void {
  useLiteAppProgressStore.getState().patch(chatId, () => ({ ...EMPTY_LITE_APP_PROGRESS }));
}

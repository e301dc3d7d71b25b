/**
 * A stream's `error` event (spec §8): a notice for 5 s (errno 4001/4003/4004/4005 as warnings),
 * then a window event that the workspace answers by resetting the chat (its saved messages
 * replace the live copy). The registration gate (40003) goes to /wait; 401 clears the cookies
 * and signs in again.
 */
import { toast } from "sonner";
import { GATE_ERRNO, isWarning } from "@/lib/api/api-error";
import { goToWait, NOTICE_MS, restartLogin } from "@/lib/api/handle-api-error";
import type { ErrorEvent } from "@/lib/contracts/stream-events";
import { CHAT_STREAM_ERROR_EVENT, type ChatStreamErrorDetail } from "./stream-error-event";

export { CHAT_STREAM_ERROR_EVENT, type ChatStreamErrorDetail } from "./stream-error-event";

export function announceStreamError(chatId: string, event: Pick<ErrorEvent, "errno" | "errmsg">): void {
  if (event.errno === GATE_ERRNO) goToWait();
  else if (event.errno === 401) void restartLogin(event.errmsg || undefined);
  else if (event.errmsg)
    (isWarning(event.errno) ? toast.warning : toast.error)(event.errmsg, {
      duration: NOTICE_MS,
      id: `stream-error-${chatId}`,
    });
  if (typeof window !== "undefined") {
    window.dispatchEvent(
      new CustomEvent<ChatStreamErrorDetail>(CHAT_STREAM_ERROR_EVENT, {
        detail: { chatId, errno: event.errno, errmsg: event.errmsg },
      }),
    );
  }
}

/**
 * The button a `done` event offered (spec §7): the click is recorded (POST /chats/{id}/button-click)
 * and the server says what follows — a round to stream with the request it gives, or nothing.
 */
import type { StreamTexts } from "@/lib/api/sse";
import { handleApiError, type ApiErrorTexts } from "@/lib/api/handle-api-error";
import type { DoneButton } from "@/lib/contracts/stream-events";
import { chatApi } from "./chat-api";
import { runChatStream } from "./run-chat-stream";
import { settleChat } from "./chat-session";
import { refreshChatLists } from "./use-chat-list";

export async function clickDoneButton(
  chatId: string,
  messageId: string,
  button: DoneButton,
  deps: { texts: StreamTexts; notices: ApiErrorTexts & { failed: string } },
): Promise<void> {
  try {
    const answer = await chatApi.buttonClick(chatId, {
      button_type: button.type,
      message_id: messageId,
      ...(button.payload ? { payload: button.payload } : {}),
    });
    if (answer.action === "stream") await runChatStream(chatId, answer.request, deps.texts);
  } catch (error) {
    handleApiError(error, deps.notices.failed, deps.notices);
  } finally {
    await settleChat(chatId);
    refreshChatLists();
  }
}

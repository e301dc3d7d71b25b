/**
 * A lite-app round starts at `POST /chats/{id}/agentic` (spec §7) with the spec's body — `chat_id`
 * and `user_input` {text, html_snippets, attachments, javascript_error_stack} — plus the app type,
 * style and model the composer chose. A "fix" sends the running app's error stack with it.
 */
import type { StreamRequest } from "@/lib/contracts/chat";
import { agenticKind } from "@/lib/contracts/kinds";
import { resetLiteAppProgress } from "./apply-lite-app-event";
import type { StreamStart } from "./run-chat-stream";

export function isLiteAppRound(request: Pick<StreamRequest, "mode">): boolean {
  return request.mode === agenticKind.mode;
}

export function liteAppStart(
  chatId: string,
  request: Partial<StreamRequest>,
  errorStack?: string | null,
): StreamStart {
  resetLiteAppProgress(chatId);
  return {
    // Spec §7 names the route after the kind: POST /chats/{id}/agentic.
    path: agenticKind.id,
    body: {
      chat_id: chatId,
      user_input: {
        text: request.content ?? "",
        html_snippets: [],
        attachments: request.attachments ?? [],
        ...(errorStack ? { javascript_error_stack: errorStack } : {}),
      },
      ...(request.agentic?.app_type ? { app_type: request.agentic.app_type } : {}),
      ...(request.agentic?.style ? { style: request.agentic.style } : {}),
      ...(request.model ? { model: request.model } : {}),
    },
  };
}

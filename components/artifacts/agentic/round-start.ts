/**
 * A lite-app round starts at `POST /chats/{id}/agentic` (spec §7) with the spec's body — `chat_id`
 * and `user_input` {text, html_snippets, attachments, javascript_error_stack} — plus the app type,
 * style and model the composer chose. A "fix" sends the running app's error stack with it
 * (`agentic.javascript_error_stack`). The round starts with no progress of the last one.
 */
import { liteAppRequestOptions } from "@/lib/contracts/kinds/agentic";
import { agenticKind } from "@/lib/contracts/kinds";
import type { RoundRequest } from "@/lib/chat/kind-rounds";
import type { StreamStart } from "@/lib/chat/run-chat-stream";
import { useComposerStore } from "@/lib/stores/composer-store";
import { resetLiteAppProgress } from "./apply-event";

/**
 * A round the viewer starts — "fix" with the compiler's messages or the running app's error
 * stack — with the app type and style the composer chose.
 */
export function liteAppFixRequest(chatId: string, text: string, errorStack?: string | null): RoundRequest {
  const { options } = useComposerStore.getState().get(chatId);
  return {
    mode: agenticKind.mode,
    content: text,
    ...liteAppRequestOptions({ ...options.agentic, javascript_error_stack: errorStack || undefined }),
  };
}

export function liteAppStart(chatId: string, request: RoundRequest): StreamStart {
  const errorStack = request.agentic?.javascript_error_stack;
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

/**
 * Sending a message from the composer (spec §2, §4, §7):
 * 1. on the welcome screen the chat is created first and the welcome composer becomes its own;
 * 2. the chat's choices (mode, model, design type, style) are saved with it (set_config);
 * 3. the round is streamed with the composer's mode, model and options, and the attachments;
 * 4. the saved messages replace the live copy, the points and the sidebar are refreshed (as after
 *    every round: lib/chat/run-round.ts); after the chat's first exchange the model names the chat
 *    (PUT title with user_input, 5 min).
 * Refusals (409 busy, 429 cap, 401, 40003, points) are shown the spec §8 way; a refused first
 * message leaves no chat (the API removes it, the page goes back to the welcome screen).
 */
import type { StreamTexts } from "@/lib/api/sse";
import { handleApiError, type ApiErrorTexts } from "@/lib/api/handle-api-error";
import type { AttachmentRef, StreamRequest } from "@/lib/contracts/chat";
import type { BaseChoice } from "@/lib/contracts/versions";
import { useChatStore } from "@/lib/stores/chat-store";
import { NEW_CHAT, useComposerStore, type Composer } from "@/lib/stores/composer-store";
import { chatApi } from "./chat-api";
import { runRound } from "./run-round";
import { configOf, savedConfigs } from "./saved-config";
import { patchChatInLists, refreshChatLists } from "./use-chat-list";

export type SendInput = {
  /** The open chat, or null on the welcome screen. */
  chatId: string | null;
  content: string;
  attachments: AttachmentRef[];
  /** Knowledge-base items picked for the message (their ids become `knowledge_ids`). */
  knowledge?: { id: string }[];
  /** The version the message changes, when the user chose one (an older version was shown). */
  base?: { base_version_id: string; base_choice?: BaseChoice };
};

export type SendDeps = {
  texts: StreamTexts;
  notices: ApiErrorTexts & { failed: string };
  /** A chat was created for this message: show it (the router push). */
  onChatCreated: (chatId: string) => void;
  /** The first message was refused and its chat removed (by the API): back to the welcome screen. */
  onChatDropped: () => void;
};

export { configOf } from "./saved-config";

/** The stream request for the composer's state and the typed text. */
export function streamRequestOf(
  composer: Composer,
  content: string,
  attachments: AttachmentRef[],
  knowledge: { id: string }[] = [],
): Partial<StreamRequest> & { mode: StreamRequest["mode"] } {
  return {
    ...composer.options,
    content,
    mode: composer.mode,
    ...(composer.model ? { model: composer.model } : {}),
    ...(attachments.length ? { attachments: attachments.map((a) => a.id) } : {}),
    ...(knowledge.length ? { knowledge_ids: knowledge.map((k) => k.id) } : {}),
  };
}

export type SendResult = {
  /** The chat (null: it could not be created). */
  chatId: string | null;
  /** The server took the message (a refused send keeps the text for the user to send again). */
  accepted: boolean;
};

/** Resolves once the round has ended. */
export async function sendMessage(input: SendInput, deps: SendDeps): Promise<SendResult> {
  let chatId = input.chatId;
  let created = false;
  try {
    if (!chatId) {
      chatId = (await chatApi.create()).id;
      created = true;
      useComposerStore.getState().adopt(chatId);
      deps.onChatCreated(chatId);
      refreshChatLists();
    }
  } catch (error) {
    handleApiError(error, deps.notices.failed, deps.notices);
    return { chatId: null, accepted: false };
  }

  const id = chatId;
  const before = useChatStore.getState().get(id).messages.length;
  const firstExchange = created || before === 0;
  const composer = useComposerStore.getState().get(id);
  if (created) {
    savedConfigs.remember(id, composer);
    void chatApi.setConfig(id, configOf(composer)).catch(() => undefined);
  }

  // A round on an older version names it, with the user's choice (see follow-up-base.ts).
  const request = {
    ...streamRequestOf(composer, input.content, input.attachments, input.knowledge),
    ...input.base,
  };
  try {
    // Settles the chat, the points and the chat lists however the round ends.
    await runRound(id, request, deps.texts);
  } catch (error) {
    handleApiError(error, deps.notices.failed, deps.notices);
  }

  const { messages: saved, currentRoundId } = useChatStore.getState().get(id);
  const accepted = currentRoundId !== null || saved.length > before;
  if (!accepted && created) {
    // A refused first message leaves no chat behind (the API removed it): the welcome screen
    // gets the composer and the text back.
    useComposerStore.getState().release(id);
    deps.onChatDropped();
    return { chatId: null, accepted };
  }
  if (!accepted) return { chatId: id, accepted };
  if (firstExchange && input.content && saved.some((m) => m.role === "assistant")) {
    // Naming waits for the model (up to 5 min); the sidebar shows the first line until then.
    void chatApi.generateTitle(id, input.content).then(
      (chat) => patchChatInLists(id, { title: chat.title }),
      () => refreshChatLists(),
    );
  }
  return { chatId: id, accepted };
}

/** The composer's key for a chat (the welcome screen has none yet). */
export const composerKey = (chatId: string | null | undefined) => chatId ?? NEW_CHAT;

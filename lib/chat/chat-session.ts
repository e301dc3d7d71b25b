/**
 * Opening a chat and settling a round (spec §4):
 * - `openChatSession` loads the chat's details into its store, restores its composer from the
 *   saved config, switches every viewer to latest, and follows a round still running on the
 *   server (a reloaded page, another tab) unless this page is already following it;
 * - `settleChat` reloads the saved messages after a round and, in the same store update, drops
 *   the live copy of the round, so the list never shows it twice or not at all.
 */
import type { StreamTexts } from "@/lib/api/sse";
import type { ChatDetail, MessageDto } from "@/lib/contracts/chat";
import { IDLE_STREAMING, useChatStore } from "@/lib/stores/chat-store";
import { useComposerStore } from "@/lib/stores/composer-store";
import { useVersionStore } from "@/lib/stores/version-store";
import { chatApi } from "./chat-api";
import { followRound } from "./run-chat-stream";
import { optionsOfConfig, savedConfigs } from "./saved-config";

/** Network seam for tests. */
export const sessionApi = {
  detail: (chatId: string) => chatApi.detail(chatId),
  messages: (chatId: string) => chatApi.messages(chatId),
};

const settling = new Map<string, Promise<void>>();

export async function openChatSession(chatId: string, texts: StreamTexts): Promise<ChatDetail> {
  const detail = await sessionApi.detail(chatId);
  const store = useChatStore.getState();
  const following = store.get(chatId).streaming.active;
  store.patch(chatId, { messages: detail.messages });
  restoreComposer(chatId, detail);
  void useVersionStore.getState().openChat(chatId);
  if (detail.active_round_id && !following) {
    void followRound(chatId, detail.active_round_id, texts).then(() => settleChat(chatId));
  }
  return detail;
}

/**
 * The chat's saved choices become its composer's, unless the user has already chosen here; what
 * was restored is what the chat has (saved-config.ts), not a change to save back.
 */
function restoreComposer(chatId: string, detail: ChatDetail) {
  const composers = useComposerStore.getState();
  if (composers.composers[chatId]) return;
  const config = detail.config ?? {};
  const lastMode = [...detail.messages].reverse().find((m) => m.role === "user")?.mode;
  const mode = config.mode ?? lastMode;
  if (mode) composers.setMode(chatId, mode);
  if (config.model) composers.setModel(chatId, config.model);
  const options = optionsOfConfig(config);
  if (Object.keys(options).length) composers.setOptions(chatId, options);
  if (config.design_type) useChatStore.getState().patch(chatId, { designType: config.design_type });
  savedConfigs.remember(chatId, useComposerStore.getState().get(chatId));
}

/**
 * After a round: the saved messages replace the live copy in one update. When they cannot be
 * loaded the live copy stays (with its outcome), which is still the truth as far as we know.
 */
export function settleChat(chatId: string): Promise<void> {
  // One after another per chat: a later settle must see the state the earlier one left.
  const job = (settling.get(chatId) ?? Promise.resolve()).then(async () => {
    let messages: MessageDto[];
    try {
      messages = await sessionApi.messages(chatId);
    } catch {
      return;
    }
    const store = useChatStore.getState();
    // A round still runs (or a new one started while the list loaded): keep its live state.
    if (store.get(chatId).streaming.active) {
      store.patch(chatId, { messages });
      return;
    }
    store.patch(chatId, { messages, streaming: IDLE_STREAMING });
  });
  settling.set(chatId, job);
  void job.finally(() => settling.get(chatId) === job && settling.delete(chatId));
  return job;
}

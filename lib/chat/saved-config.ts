/**
 * What each chat has saved of its composer (POST /chats/{id}/set_config), as this page knows it.
 * The composer is saved only when it differs from that: opening a chat restores the composer from
 * the chat (its config, or the mode of its last message), and that restore is what the chat
 * already has — saving it back was a write on every opening.
 */
import type { ChatConfig } from "@/lib/contracts/chat";
import type { Composer } from "@/lib/stores/composer-store";

/** What a chat saves of its composer. */
export function configOf(composer: Composer): ChatConfig {
  return {
    mode: composer.mode,
    ...(composer.model ? { model: composer.model } : {}),
    ...(composer.options.device_type ? { design_type: composer.options.device_type } : {}),
    ...(composer.options.prototype_style_id ? { style_id: composer.options.prototype_style_id } : {}),
    ...(composer.options.template_id ? { prd_template_id: composer.options.template_id } : {}),
  };
}

const saved = new Map<string, string>();

export const savedConfigs = {
  /** The chat has (or is being sent) this composer's config. */
  remember(chatId: string, composer: Composer): void {
    saved.set(chatId, JSON.stringify(configOf(composer)));
  },
  /** The config to save for this composer, or null when the chat already has it. */
  changed(chatId: string, composer: Composer): ChatConfig | null {
    const config = configOf(composer);
    return saved.get(chatId) === JSON.stringify(config) ? null : config;
  },
};

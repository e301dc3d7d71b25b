/**
 * What each chat has saved of its composer (POST /chats/{id}/set_config), as this page knows it.
 * The composer is saved only when it differs from that: opening a chat restores the composer from
 * the chat (its config, or the mode of its last message), and that restore is what the chat
 * already has — saving it back was a write on every opening.
 */
import type { ChatConfig } from "@/lib/contracts/chat";
import { artifactKinds } from "@/lib/contracts/artifacts";
import type { Composer, ComposerOptions } from "@/lib/stores/composer-store";

/** Each composer option a kind has the chat save, with the config key it is saved under. */
function savedOptionKeys(): [option: string, key: string][] {
  const pairs = new Map<string, string>();
  for (const kind of artifactKinds())
    for (const [option, key] of Object.entries(kind.savedOptions)) pairs.set(option, key);
  return [...pairs];
}

/** What a chat saves of its composer. */
export function configOf(composer: Composer): ChatConfig {
  const options: Readonly<Record<string, unknown>> = composer.options;
  const config: ChatConfig = {
    mode: composer.mode,
    ...(composer.model ? { model: composer.model } : {}),
    ...(composer.options.device_type ? { design_type: composer.options.device_type } : {}),
  };
  for (const [option, key] of savedOptionKeys()) {
    const value = options[option];
    if (typeof value === "string" && value) Object.assign(config, { [key]: value });
  }
  return config;
}

/** The composer options a chat's saved config restores (the kinds' choices and the design type). */
export function optionsOfConfig(config: ChatConfig): ComposerOptions {
  const saved: Readonly<Record<string, unknown>> = config;
  const options: ComposerOptions = config.design_type ? { device_type: config.design_type } : {};
  for (const [option, key] of savedOptionKeys()) {
    const value = saved[key];
    if (typeof value === "string" && value) Object.assign(options, { [option]: value });
  }
  return options;
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

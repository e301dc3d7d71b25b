/**
 * The version a chat message builds on. A message in a mode whose rounds change the current
 * version (a prototype, a PRD, a flowchart) builds on the latest; while the open viewer shows an
 * older version ("Version 1 of 2"), it asks first — the version shown or the latest — as an edit
 * does (base-choice.ts), and the answer goes with the message.
 */
import { confirmBase, olderVersion, type ChangeBase } from "@/components/viewer/base-choice";
import { kindOfMode } from "@/lib/contracts/modes";
import { useChatStore } from "@/lib/stores/chat-store";
import { useComposerStore } from "@/lib/stores/composer-store";
import { useVersionStore } from "@/lib/stores/version-store";

/** undefined: nothing to ask (the latest is shown, or the mode changes no version); null: cancelled. */
export async function followUpBase(chatId: string): Promise<ChangeBase | null | undefined> {
  const composer = useComposerStore.getState().get(chatId);
  const kind = kindOfMode(composer.mode);
  // An element's AI Modify from the chat carries its own base (chosen when it was picked).
  if (!kind?.followUpBase || composer.options.base_version_id) return undefined;
  if (useChatStore.getState().get(chatId).activeViewer !== kind.viewer) return undefined;
  const older = olderVersion(useVersionStore.getState().list(chatId, kind.viewer));
  if (!older) return undefined;
  return confirmBase(chatId, kind.viewer, older.shown.id);
}

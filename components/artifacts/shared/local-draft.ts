/**
 * Unsaved edits kept in the browser (localStorage) until they are saved or discarded, so a
 * closed tab, a crash or a navigation the prompt could not stop never costs the user their words.
 * One draft per chat, viewer and edited version.
 */
export type LocalDraft = { versionId: string; versionNumber: number; content: string; savedAt: number };

const prefix = (chatId: string, viewer: string) => `vibe-draft:${viewer}:${chatId}:`;

function parse(raw: string | null): LocalDraft | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<LocalDraft>;
    return typeof draft.versionId === "string" &&
      typeof draft.content === "string" &&
      typeof draft.versionNumber === "number"
      ? {
          versionId: draft.versionId,
          versionNumber: draft.versionNumber,
          content: draft.content,
          savedAt: Number(draft.savedAt) || 0,
        }
      : null;
  } catch {
    return null;
  }
}

export function readDraft(chatId: string, viewer: string, versionId: string): LocalDraft | null {
  try {
    return parse(window.localStorage.getItem(prefix(chatId, viewer) + versionId));
  } catch {
    return null;
  }
}

/** Every draft of a chat's viewer, newest first. */
export function listDrafts(chatId: string, viewer: string): LocalDraft[] {
  const drafts: LocalDraft[] = [];
  try {
    const start = prefix(chatId, viewer);
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(start)) {
        const draft = parse(window.localStorage.getItem(key));
        if (draft) drafts.push(draft);
      }
    }
  } catch {
    // storage blocked: no drafts
  }
  return drafts.sort((a, b) => b.savedAt - a.savedAt);
}

export function writeDraft(chatId: string, viewer: string, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(prefix(chatId, viewer) + draft.versionId, JSON.stringify(draft));
  } catch {
    // storage full or blocked: the unsaved-changes prompt still protects the edit
  }
}

export function clearDraft(chatId: string, viewer: string, versionId: string): void {
  try {
    window.localStorage.removeItem(prefix(chatId, viewer) + versionId);
  } catch {
    // nothing to clear
  }
}

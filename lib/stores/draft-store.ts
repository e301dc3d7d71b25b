/**
 * What the user is writing, per chat (or the welcome screen): the text and the attachments of
 * the next message. Kept outside the composer component so switching chats, opening the side
 * viewer or a refused send never loses it.
 */
import { create } from "zustand";
import type { PendingAttachment } from "@/lib/chat/attachments";

export type Draft = { text: string; attachments: PendingAttachment[] };

export const EMPTY_DRAFT: Draft = { text: "", attachments: [] };

type DraftStore = {
  drafts: Record<string, Draft>;
  get: (key: string) => Draft;
  setText: (key: string, text: string) => void;
  setAttachments: (key: string, change: (current: PendingAttachment[]) => PendingAttachment[]) => void;
  clear: (key: string) => void;
};

export const useDraftStore = create<DraftStore>((set, get) => {
  const update = (key: string, change: (d: Draft) => Draft) => set((s) => ({ drafts: { ...s.drafts, [key]: change(s.drafts[key] ?? EMPTY_DRAFT) } }));
  return {
    drafts: {},
    get: (key) => get().drafts[key] ?? EMPTY_DRAFT,
    setText: (key, text) => update(key, (d) => ({ ...d, text })),
    setAttachments: (key, change) => update(key, (d) => ({ ...d, attachments: change(d.attachments) })),
    clear: (key) => set((s) => ({ drafts: { ...s.drafts, [key]: EMPTY_DRAFT } })),
  };
});

export function useDraft(key: string): Draft {
  return useDraftStore((s) => s.drafts[key] ?? EMPTY_DRAFT);
}

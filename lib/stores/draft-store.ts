/**
 * What the user is writing, per chat (or the welcome screen): the text, the attachments and the
 * picked knowledge of the next message. Kept outside the composer component so switching chats, opening the side
 * viewer or a refused send never loses it.
 */
import { create } from "zustand";
import type { PendingAttachment } from "@/lib/chat/attachments";
import type { SpaceItemType } from "@/lib/contracts/space-items";

/** A knowledge-base item picked in the file selector, sent as `knowledge_ids`. */
export type PickedKnowledge = { id: string; title: string; type: SpaceItemType };

export type Draft = { text: string; attachments: PendingAttachment[]; knowledge: PickedKnowledge[] };

export const EMPTY_DRAFT: Draft = { text: "", attachments: [], knowledge: [] };

type DraftStore = {
  drafts: Record<string, Draft>;
  get: (key: string) => Draft;
  setText: (key: string, text: string) => void;
  setAttachments: (key: string, change: (current: PendingAttachment[]) => PendingAttachment[]) => void;
  setKnowledge: (key: string, knowledge: PickedKnowledge[]) => void;
  clear: (key: string) => void;
};

export const useDraftStore = create<DraftStore>((set, get) => {
  const update = (key: string, change: (d: Draft) => Draft) =>
    set((s) => ({ drafts: { ...s.drafts, [key]: change(s.drafts[key] ?? EMPTY_DRAFT) } }));
  return {
    drafts: {},
    get: (key) => get().drafts[key] ?? EMPTY_DRAFT,
    setText: (key, text) => update(key, (d) => ({ ...d, text })),
    setAttachments: (key, change) => update(key, (d) => ({ ...d, attachments: change(d.attachments) })),
    setKnowledge: (key, knowledge) => update(key, (d) => ({ ...d, knowledge })),
    clear: (key) => set((s) => ({ drafts: { ...s.drafts, [key]: EMPTY_DRAFT } })),
  };
});

export function useDraft(key: string): Draft {
  return useDraftStore((s) => s.drafts[key] ?? EMPTY_DRAFT);
}

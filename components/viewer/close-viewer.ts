/**
 * Every way out of a viewer — its close button, Escape on a phone's sheet, a version card of
 * another kind — asks first when it holds unsaved edits (save, discard or stay).
 */
import { useChatStore } from "@/lib/stores/chat-store";
import type { ViewerType } from "@/lib/contracts/artifacts";
import { confirmLeave, guardKey } from "./unsaved-changes";

export async function closeViewer(chatId: string): Promise<boolean> {
  const open = useChatStore.getState().get(chatId).activeViewer;
  if (open && !(await confirmLeave(guardKey(chatId, open)))) return false;
  useChatStore.getState().patch(chatId, { activeViewer: null });
  return true;
}

/** Shows `viewer` (leaving the one open, if another, the safe way). */
export async function openViewer(chatId: string, viewer: ViewerType): Promise<boolean> {
  const open = useChatStore.getState().get(chatId).activeViewer;
  if (open && open !== viewer && !(await confirmLeave(guardKey(chatId, open)))) return false;
  useChatStore.getState().patch(chatId, { activeViewer: viewer });
  return true;
}

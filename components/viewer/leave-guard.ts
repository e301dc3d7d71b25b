/**
 * Unsaved-changes guards of the side viewers (spec §4: switching with unsaved edits asks first and
 * warns that changes are lost). A viewer with unsaved edits registers a guard; the version picker
 * (and the viewer's own page switches) ask it before leaving the version shown.
 */
import type { ViewerType } from "@/lib/contracts/artifacts";

/** Resolves true when leaving is fine (nothing unsaved, or the user chose to discard). */
export type LeaveGuard = () => Promise<boolean>;

const guards = new Map<string, LeaveGuard>();
const keyOf = (chatId: string, viewer: ViewerType) => `${chatId}:${viewer}`;

/** Registers (or with null removes) the guard of a viewer; returns the unregister function. */
export function setLeaveGuard(chatId: string, viewer: ViewerType, guard: LeaveGuard | null): () => void {
  const key = keyOf(chatId, viewer);
  if (guard) guards.set(key, guard);
  else guards.delete(key);
  return () => {
    if (guards.get(key) === guard) guards.delete(key);
  };
}

export async function mayLeave(chatId: string, viewer: ViewerType): Promise<boolean> {
  const guard = guards.get(keyOf(chatId, viewer));
  return guard ? guard() : true;
}

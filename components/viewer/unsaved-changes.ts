/**
 * Unsaved edits in a viewer (spec §2/§4: the PRD editor prompts to save or discard). A viewer
 * with an editor registers a guard; whoever is about to replace what it shows — the version
 * picker, a link out of the chat — asks `confirmLeave` first. The prompt itself is drawn by
 * `UnsavedChangesHost`; a guard that is not dirty lets everything through at once.
 */
import { useEffect, useRef } from "react";
import { create } from "zustand";

export type UnsavedGuard = {
  isDirty: () => boolean;
  /** Saves the edit as a new version; false when it could not be saved (stay put). */
  save: () => Promise<boolean>;
  discard: () => void;
  /** The prompt's title and text for this viewer (default: the PRD editor's). */
  labels?: { title: string; description: string };
};

export type LeaveChoice = "save" | "discard" | "cancel";

type Prompt = { key: string; resolve: (choice: LeaveChoice) => void };

type UnsavedStore = {
  guards: Record<string, UnsavedGuard>;
  prompt: Prompt | null;
};

export const useUnsavedStore = create<UnsavedStore>(() => ({ guards: {}, prompt: null }));

export const guardKey = (chatId: string, viewer: string) => `${chatId}:${viewer}`;

export function registerUnsavedGuard(key: string, guard: UnsavedGuard): () => void {
  useUnsavedStore.setState((s) => ({ guards: { ...s.guards, [key]: guard } }));
  return () =>
    useUnsavedStore.setState((s) => {
      if (s.guards[key] !== guard) return s;
      const guards = { ...s.guards };
      delete guards[key];
      return { guards };
    });
}

/**
 * Registers a viewer's guard for as long as it is mounted under `key`. The guard's callbacks are
 * read at call time, so a viewer passes its current state and handlers on every render.
 */
export function useUnsavedGuard(key: string, guard: UnsavedGuard): void {
  const latest = useRef(guard);
  useEffect(() => {
    latest.current = guard;
  });
  useEffect(
    () =>
      registerUnsavedGuard(key, {
        isDirty: () => latest.current.isDirty(),
        save: () => latest.current.save(),
        discard: () => latest.current.discard(),
        get labels() {
          return latest.current.labels;
        },
      }),
    [key],
  );
}

/** The dirty guards (of one key, or all). */
function dirtyKeys(key?: string): string[] {
  const { guards } = useUnsavedStore.getState();
  return Object.keys(guards).filter((k) => (key === undefined || k === key) && guards[k].isDirty());
}

export function hasUnsavedChanges(key?: string): boolean {
  return dirtyKeys(key).length > 0;
}

/** Ctrl+S / ⌘S: saves every editor with unsaved edits (each says how it went). */
export async function saveAll(): Promise<void> {
  const { guards } = useUnsavedStore.getState();
  for (const key of dirtyKeys()) await guards[key]?.save().catch(() => false);
}

/** Resolves true when the caller may go on (nothing unsaved, saved, or discarded). */
export async function confirmLeave(key?: string): Promise<boolean> {
  for (const k of dirtyKeys(key)) {
    const choice = await new Promise<LeaveChoice>((resolve) =>
      useUnsavedStore.setState({ prompt: { key: k, resolve } }),
    );
    const guard = useUnsavedStore.getState().guards[k];
    let go = true;
    if (choice === "cancel") go = false;
    else if (guard && choice === "discard") guard.discard();
    // The prompt stays up (showing it is saving) until the save has answered.
    else if (guard) go = await guard.save().catch(() => false);
    useUnsavedStore.setState({ prompt: null });
    if (!go) return false;
  }
  return true;
}

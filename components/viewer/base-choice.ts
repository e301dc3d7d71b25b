/**
 * Which version a change builds on (lib/contracts/versions.ts "BASE_CHOICES"). When the viewer
 * shows an older version than the latest, every change — a save, AI Modify, a redraw, an edit —
 * asks first: build on the version shown, or on the latest. Choosing the latest switches the
 * viewer to it. The answer goes with the change (`base_version_id` + `base_choice`) and the
 * server records it on the new version. The prompt is drawn by `BaseChoiceHost`.
 */
import { useEffect, useRef } from "react";
import { create } from "zustand";
import { LATEST, useVersionStore, type VersionList } from "@/lib/stores/version-store";
import type { ViewerType } from "@/lib/contracts/artifacts";
import type { BaseChoice, VersionSummary } from "@/lib/contracts/versions";
import { saveCaret, type Caret } from "@/lib/browser/caret";

/** What a change sends: the version it names and, for an older one, the user's choice. */
export type ChangeBase = { base_version_id: string; base_choice?: BaseChoice };

/**
 * `caret`: where the user was typing when the prompt opened (focus goes back there after it).
 * `typed`: for a prompt raised by typing, the text typed so far — held back from the version
 * until the user answers (what they type while it is open is added), then put in where they were
 * typing when they build on the version shown; null for a prompt raised otherwise (a save).
 */
type Prompt = {
  shown: number;
  latest: number;
  resolve: (choice: BaseChoice | null) => void;
  caret: Caret | null;
  typed: string | null;
};

/**
 * `chosen`: the choice already made for a version, and the latest it was made against — later
 * changes of that version do not ask again until a newer version appears.
 */
type Chosen = { choice: BaseChoice; latestId: string };
export const useBaseChoiceStore = create<{ prompt: Prompt | null; chosen: Record<string, Chosen> }>(() => ({
  prompt: null,
  chosen: {},
}));

const remember = (versionId: string, choice: BaseChoice, latestId: string) =>
  useBaseChoiceStore.setState((s) => ({ chosen: { ...s.chosen, [versionId]: { choice, latestId } } }));

/** The choice made earlier for `versionId`, while the latest is still the one it was made against. */
function earlierChoice(list: VersionList, versionId: string): BaseChoice | null {
  const chosen = useBaseChoiceStore.getState().chosen[versionId];
  return chosen && list.versions.find(isSaved)?.id === chosen.latestId ? chosen.choice : null;
}

const isSaved = (v: VersionSummary) => v.status === "complete" || v.status === "deployed";

/** The version shown and the newest saved one, when the shown one is older (else null). */
export function olderVersion(list: VersionList): { shown: VersionSummary; latest: VersionSummary } | null {
  if (list.currentVersionId === LATEST) return null;
  const shown = list.versions.find((v) => v.id === list.currentVersionId);
  const latest = list.versions.find(isSaved);
  return shown && latest && shown.version_number < latest.version_number ? { shown, latest } : null;
}

/** Whether a change to `versionId` would ask first (an older version shown, no choice made for it yet). */
export function asksForBase(chatId: string, viewer: ViewerType, versionId: string): boolean {
  const list = useVersionStore.getState().list(chatId, viewer);
  if (earlierChoice(list, versionId)) return false;
  return olderVersion(list)?.shown.id === versionId;
}

/** Adds text typed while the prompt is open to what it holds. */
export function addTyped(change: (typed: string) => string): void {
  useBaseChoiceStore.setState((s) =>
    s.prompt && s.prompt.typed !== null ? { prompt: { ...s.prompt, typed: change(s.prompt.typed) } } : s,
  );
}

type ConfirmOptions = {
  /** Runs before the viewer switches to the latest (an editor undoing its change first). */
  beforeSwitch?: () => void;
  /** The prompt comes from typing: what was typed (see Prompt). */
  typed?: string;
};

/**
 * The base of a change to `versionId` as shown in the viewer: itself when nothing newer exists,
 * else the user's choice (null: the user chose neither — no change).
 */
export async function confirmBase(
  chatId: string,
  viewer: ViewerType,
  versionId: string,
  { beforeSwitch, typed }: ConfirmOptions = {},
): Promise<ChangeBase | null> {
  const list = useVersionStore.getState().list(chatId, viewer);
  const earlier = earlierChoice(list, versionId);
  if (earlier) return { base_version_id: versionId, base_choice: earlier };
  const older = olderVersion(list);
  if (!older || older.shown.id !== versionId) return { base_version_id: versionId };
  const choice = await new Promise<BaseChoice | null>((resolve) =>
    useBaseChoiceStore.setState({
      prompt: {
        shown: older.shown.version_number,
        latest: older.latest.version_number,
        resolve,
        caret: saveCaret(),
        typed: typed ?? null,
      },
    }),
  );
  useBaseChoiceStore.setState({ prompt: null });
  if (!choice) return null;
  if (choice === "latest") {
    remember(older.latest.id, "latest", older.latest.id);
    beforeSwitch?.();
    await useVersionStore.getState().selectVersion(chatId, viewer, LATEST);
    return { base_version_id: older.latest.id, base_choice: "latest" };
  }
  remember(versionId, "shown", older.latest.id);
  return { base_version_id: versionId, base_choice: "shown" };
}

/**
 * An editor's first unsaved change on an older version asks where the change goes: on the
 * version shown (editing goes on), on the latest (`drop` undoes the change, the viewer switches),
 * or nowhere (`drop`).
 */
export function useBaseGate(
  chatId: string,
  viewer: ViewerType,
  versionId: string | null,
  dirty: boolean,
  drop: () => void,
): void {
  const asking = useRef(false);
  const latestDrop = useRef(drop);
  useEffect(() => {
    latestDrop.current = drop;
  });
  useEffect(() => {
    // A prompt already open (raised by the typing itself) answers for this change too.
    if (!dirty || !versionId || asking.current || useBaseChoiceStore.getState().prompt) return;
    const list = useVersionStore.getState().list(chatId, viewer);
    const older = olderVersion(list);
    if (!older || older.shown.id !== versionId || earlierChoice(list, versionId)) return;
    asking.current = true;
    void confirmBase(chatId, viewer, versionId, { beforeSwitch: () => latestDrop.current() }).then((base) => {
      asking.current = false;
      if (!base) latestDrop.current();
    });
  }, [chatId, viewer, versionId, dirty]);
}

"use client";
/**
 * The lifecycle every editable viewer shares (the PRD, the test cases, the flowchart): the version
 * shown without a blank moment, a draft of it left earlier restored (and another version's draft
 * offered), unsaved edits kept locally as they are typed, saved as a new version (asking where the
 * change goes when the version shown is not the latest), discarded, and guarded — the version
 * picker, links out of the chat and Ctrl+S go through the unsaved-changes guard registered here.
 *
 * The viewer keeps the edit itself (a rich-text editor, a table, a source text): it says what the
 * edit is now (`read`), how to start from a version or a restored draft (`onShow`) and how to go
 * back to the saved version (`onDiscard`).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { handleApiError } from "@/lib/api/handle-api-error";
import { ClientApiError } from "@/lib/api/api-error";
import { useVersionStore } from "@/lib/stores/version-store";
import type { ArtifactKind, ViewerType } from "@/lib/contracts/artifacts";
import type { VersionDto } from "@/lib/contracts/versions";
import { confirmLeave, guardKey, useUnsavedGuard } from "@/components/viewer/unsaved-changes";
import { asksForBase, confirmBase, useBaseGate } from "@/components/viewer/base-choice";
import { useTypingGate } from "@/components/viewer/use-typing-gate";
import { documentsApi } from "./documents-api";
import { useSteadyVersion } from "./use-steady-version";
import { clearDraft, listDrafts, readDraft, writeDraft, type LocalDraft } from "./local-draft";

export type EditableVersionOptions = {
  chatId: string;
  /** The kind's definition (lib/contracts/kinds): its id names the edits route, its viewer the version list. */
  kind: { id: ArtifactKind; viewer: ViewerType };
  /** The version the frame passes (null while its content loads: the last one stays shown). */
  version: VersionDto | null;
  /** The edited content now, or null when nothing has been edited. */
  read: () => string | null;
  /**
   * Whether the edit differs from the version, when the viewer knows it better than a comparison
   * of `read()` with the version (a rich-text editor whose markdown is not byte-equal on load).
   */
  dirty?: boolean;
  /** The same, read at call time (the guard asks between renders). */
  isDirtyNow?: () => boolean;
  /** Another version is shown: start from `restored` (this version's draft) or, when null, from its content. Runs during render. */
  onShow: (restored: string | null, version: VersionDto | null) => void;
  /** Back to the version as saved (the draft is already gone). */
  onDiscard: () => void;
  /** The edit was saved, or found equal to the version. */
  onClean?: () => void;
  /** Before anything else when a save starts (from a button, the guard's prompt or Ctrl+S). */
  onSaveStart?: () => void;
  /** Checks the content before it is sent and says why it is refused: the content to send, or null to stop. */
  prepare?: (content: string) => string | null | Promise<string | null>;
  /** How long typing pauses before the draft is written (0: at once). */
  draftDelay?: number;
  /** `unchanged`: said when a save finds nothing changed (no version is made). */
  texts: { saved: (versionNumber: number) => string; saveFailed: string; unchanged: string };
};

export type EditableVersion = {
  /** The version shown (the last one while the next loads). */
  version: VersionDto | null;
  /** The next version's content is on its way: what is shown is read-only. */
  loading: boolean;
  dirty: boolean;
  saving: boolean;
  /** A draft left earlier: this version's (restored) or another version's (offered). */
  draft: LocalDraft | null;
  /** Saves the edit as a new version: its id (the shown version's when nothing changed), null when not saved. */
  save: () => Promise<string | null>;
  discard: () => void;
  /** The edit changed: the draft is written once typing pauses. */
  keepDraft: () => void;
  /** Writes the draft now (an editor that is going away). */
  storeDraft: (content: string) => void;
  /** Opens the version the offered draft belongs to (asking before unsaved edits are dropped). */
  openDraft: () => void;
  /** Drops the draft shown in the banner (this version's: the edit is discarded too). */
  dropDraft: () => void;
  /**
   * The ref of the editing area (mark it `data-edit-region` too): typing into it on an older
   * version asks where the change goes before the first key takes effect (use-typing-gate.ts).
   */
  editRegion: (element: HTMLElement | null) => void;
  /**
   * An editor opened on purpose (a cell clicked): on an older version, asks first. True when the
   * edit may start on the version shown (false: cancelled, or the viewer went to the latest).
   */
  beginEdit: () => boolean | Promise<boolean>;
};

export function useEditableVersion(options: EditableVersionOptions): EditableVersion {
  const { chatId, kind } = options;
  const { shown: version, loading } = useSteadyVersion(chatId, kind.viewer, options.version);
  const versionId = version?.id ?? null;
  // Callbacks are read when they are called: the viewer passes fresh ones on every render.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState<LocalDraft | null>(null);

  // Drafts left from an earlier visit: this version's is restored, another version's is offered.
  // (Worked out when the version changes, during render: the edit starts from the draft.)
  const [seenVersion, setSeenVersion] = useState<string | null>(null);
  if (versionId !== seenVersion) {
    setSeenVersion(versionId);
    const own = version ? readDraft(chatId, kind.viewer, version.id) : null;
    const restored = own && own.content !== version?.content ? own : null;
    setDraft(
      restored ??
        (versionId ? (listDrafts(chatId, kind.viewer).find((d) => d.versionId !== versionId) ?? null) : null),
    );
    options.onShow(restored?.content ?? null, version);
  }

  const changedFrom = (shown: VersionDto, content: string | null) =>
    content !== null && content !== shown.content;
  const dirty = options.dirty ?? (version !== null && !loading && changedFrom(version, options.read()));

  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopDraftTimer = () => {
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = null;
  };
  useEffect(() => stopDraftTimer, []);

  const storeDraft = useCallback(
    (content: string) => {
      if (version)
        writeDraft(chatId, kind.viewer, {
          versionId: version.id,
          versionNumber: version.version_number,
          content,
          savedAt: Date.now(),
        });
    },
    [chatId, kind.viewer, version],
  );

  const keepDraft = useCallback(() => {
    if (!version) return;
    const write = () => {
      const { read, isDirtyNow } = latest.current;
      const content = read();
      if (content === null) return; // nothing edited (or the editor is gone): leave any draft alone
      const edited = isDirtyNow ? isDirtyNow() : changedFrom(version, content);
      if (edited) storeDraft(content);
      else clearDraft(chatId, kind.viewer, version.id);
    };
    stopDraftTimer();
    const delay = latest.current.draftDelay ?? 0;
    if (delay > 0) draftTimer.current = setTimeout(write, delay);
    else write();
  }, [chatId, kind.viewer, storeDraft, version]);

  const save = useCallback(async (): Promise<string | null> => {
    if (!version) return null;
    const { read, prepare, onSaveStart, onClean } = latest.current;
    onSaveStart?.();
    const edited = read();
    if (!changedFrom(version, edited)) {
      // Saved as it is: no copy of the version is made, and the user is told why nothing appeared.
      onClean?.();
      clearDraft(chatId, kind.viewer, version.id);
      toast.info(latest.current.texts.unchanged, { id: "nothing-changed" });
      return version.id;
    }
    const content = prepare ? await prepare(edited as string) : edited;
    if (content === null) return null;
    const base = await confirmBase(chatId, kind.viewer, version.id);
    if (!base) return null;
    setSaving(true);
    stopDraftTimer();
    try {
      const saved = await documentsApi.saveContent(chatId, kind.id, content, base);
      latest.current.onClean?.();
      clearDraft(chatId, kind.viewer, version.id);
      setDraft((d) => (d?.versionId === version.id ? null : d));
      toast.success(latest.current.texts.saved(saved.version_number));
      await useVersionStore.getState().versionCreated(chatId, kind.viewer);
      return saved.id;
    } catch (error) {
      // A refused save names what is wrong (e.g. the chart and line with a syntax error).
      if (error instanceof ClientApiError && error.details?.content)
        toast.error(`${error.message} — ${error.details.content}`, { duration: 8000 });
      else handleApiError(error, latest.current.texts.saveFailed);
      return null;
    } finally {
      setSaving(false);
    }
  }, [chatId, kind.id, kind.viewer, version]);

  const discard = useCallback(() => {
    stopDraftTimer();
    if (versionId) clearDraft(chatId, kind.viewer, versionId);
    setDraft((d) => (d?.versionId === versionId ? null : d));
    latest.current.onDiscard();
  }, [chatId, kind.viewer, versionId]);

  useUnsavedGuard(guardKey(chatId, kind.viewer), {
    isDirty: () => options.isDirtyNow?.() ?? dirty,
    save: async () => (await save()) !== null,
    discard,
  });
  useBaseGate(chatId, kind.viewer, versionId, dirty, discard);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  useTypingGate(region, { chatId, viewer: kind.viewer, versionId });

  // At once when nothing needs asking: the editor opens in the same event (no flash, no lost key).
  const beginEdit = useCallback((): boolean | Promise<boolean> => {
    if (!versionId || !asksForBase(chatId, kind.viewer, versionId)) return true;
    return confirmBase(chatId, kind.viewer, versionId).then(
      (base) => base !== null && base.base_choice !== "latest",
    );
  }, [chatId, kind.viewer, versionId]);

  const openDraft = () => {
    if (!draft) return;
    void confirmLeave(guardKey(chatId, kind.viewer)).then((ok) => {
      if (ok) void useVersionStore.getState().selectVersion(chatId, kind.viewer, draft.versionId);
    });
  };
  const dropDraft = () => {
    if (!draft) return;
    if (draft.versionId === versionId) discard();
    else {
      clearDraft(chatId, kind.viewer, draft.versionId);
      setDraft(null);
    }
  };

  return {
    version,
    loading,
    dirty,
    saving,
    draft,
    save,
    discard,
    keepDraft,
    storeDraft,
    openDraft,
    dropDraft,
    editRegion: setRegion,
    beginEdit,
  };
}

"use client";
/**
 * Rounds started from the prototype viewer: AI Modify of the selected element (unsaved precise
 * edits become a version first, so the answer builds on them) and "copy this version" as the
 * newest. One at a time; `busy` while one is being started or runs.
 */
import { useState } from "react";
import { toast } from "sonner";
import { useTranslations } from "next-intl";
import { confirmBase } from "@/components/viewer/base-choice";
import { useVersionStore } from "@/lib/stores/version-store";
import { multPrototypeKind } from "@/lib/contracts/kinds";
import type { VersionDto } from "@/lib/contracts/versions";
import type { PrototypeKind } from "../api";
import type { ElementEditor } from "../editor/use-element-editor";
import { usePrototypeRound } from "../use-prototype-round";

type Options = {
  chatId: string;
  kind: PrototypeKind;
  version: VersionDto | null;
  pageId: string | null;
  editor: ElementEditor;
  streaming: boolean;
  /** Asks before unsaved edits are dropped (resolves true when the caller may go on). */
  confirmLeave: () => Promise<boolean>;
};

export function useViewerRounds({ chatId, kind, version, pageId, editor, streaming, confirmLeave }: Options) {
  const t = useTranslations("prototype");
  const round = usePrototypeRound(chatId);
  const [roundBusy, setRoundBusy] = useState(false);
  const latestVersionId = () => useVersionStore.getState().list(chatId, kind).versions[0]?.id ?? version?.id;

  const aiModify = async (instruction: string) => {
    const element = editor.selected;
    if (!element || !pageId || roundBusy || streaming) return;
    setRoundBusy(true);
    try {
      // Unsaved precise edits become a version first, so the AI answer builds on them; else an
      // older version shown asks where the change goes.
      const savedFirst = editor.dirty;
      if (savedFirst && !(await editor.save())) return;
      const outer = editor.selectedSourceHtml();
      if (!outer) return;
      const base = savedFirst
        ? { base_version_id: latestVersionId() }
        : version && (await confirmBase(chatId, kind, version.id));
      if (!base?.base_version_id) return;
      editor.beginAi(element.id);
      const ok = await round(
        {
          mode: kind,
          content: instruction,
          edit_html: outer,
          ...base,
          ...(kind === multPrototypeKind.id ? { mult_page_id: pageId } : {}),
        },
        t("errors.aiFailed"),
      );
      if (!ok) editor.endAi();
    } finally {
      setRoundBusy(false);
    }
  };

  const copyVersion = async () => {
    if (!version || roundBusy || streaming) return;
    if (!(await confirmLeave())) return;
    setRoundBusy(true);
    try {
      const ok = await round(
        { mode: kind, content: "", copy_version_id: version.id, skip_user_message: true },
        t("errors.copyFailed"),
      );
      if (ok) toast.success(t("copied"));
    } finally {
      setRoundBusy(false);
    }
  };

  return { busy: streaming || roundBusy, aiModify, copyVersion };
}

"use client";
/**
 * "AI modify" of one sub-module (spec §2): pick a section of the PRD (the shared section model),
 * say what should change. The round rewrites only that section; the rest stays byte for byte.
 */
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { ghostButton, primaryButton, textField } from "@/components/ui/button-styles";
import { parsePrd, plainHeading, PREAMBLE_ID } from "@/lib/contracts/content/prd";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  markdown: string;
  /** The section to preselect (the one the cursor is in). */
  initialSectionId?: string | null;
  /** The editor has unsaved edits: they are saved first. */
  dirty: boolean;
  onSubmit: (sectionId: string, instruction: string) => void;
};

export function AiModifyDialog({ open, onOpenChange, markdown, initialSectionId, dirty, onSubmit }: Props) {
  const t = useTranslations("prdEditor.modify");
  const sections = useMemo(() => parsePrd(markdown).sections, [markdown]);
  const [picked, setPicked] = useState<string | null>(null);
  const [instruction, setInstruction] = useState("");
  // Each time the dialog opens it starts from the section the cursor is in.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPicked(null);
  }
  const preferred =
    sections.find((s) => s.id === initialSectionId) ??
    sections.find((s) => s.id !== PREAMBLE_ID) ??
    sections[0];
  const sectionId = picked ?? preferred?.id ?? "";
  const setSectionId = setPicked;

  const canSubmit = sectionId !== "" && instruction.trim().length > 0;
  const submit = () => {
    if (!canSubmit) return;
    onSubmit(sectionId, instruction.trim());
    setInstruction("");
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description")}
      size="md"
      closeLabel={t("close")}
      testId="ai-modify-dialog"
      footer={
        <>
          <button type="button" className={ghostButton} onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </button>
          <button type="submit" form="ai-modify-form" className={primaryButton} disabled={!canSubmit}>
            {dirty ? t("saveAndModify") : t("submit")}
          </button>
        </>
      }
    >
      <form
        id="ai-modify-form"
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink-900">
          {t("section")}
          <select
            value={sectionId}
            onChange={(e) => setSectionId(e.target.value)}
            className={textField}
            data-testid="modify-section"
          >
            {sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.id === PREAMBLE_ID ? t("preamble") : plainHeading(s.title) || s.id}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink-900">
          {t("instruction")}
          <textarea
            value={instruction}
            onChange={(e) => setInstruction(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
                e.preventDefault();
                submit();
              }
            }}
            rows={4}
            maxLength={4000}
            placeholder={t("placeholder")}
            className={`${textField} resize-y font-normal`}
            data-testid="modify-instruction"
          />
        </label>
        {dirty && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800">{t("unsavedNote")}</p>
        )}
      </form>
    </Dialog>
  );
}

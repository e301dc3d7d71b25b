"use client";
/** A PRD template read as a document: its sections and the guidance under each. */
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import type { TemplateDto } from "@/lib/contracts/templates";
import { MarkdownView } from "@/components/artifacts/prd/markdown-view";

type Props = {
  template: TemplateDto | null;
  onOpenChange: (open: boolean) => void;
  footer?: React.ReactNode;
};

export function TemplatePreviewDialog({ template, onOpenChange, footer }: Props) {
  const t = useTranslations("templateManager");
  return (
    <Dialog
      open={template !== null}
      onOpenChange={onOpenChange}
      title={template?.name ?? ""}
      description={template?.description || undefined}
      size="lg"
      closeLabel={t("close")}
      testId="template-preview"
      footer={footer}
    >
      {template && <TemplatePreview content={template.content} />}
    </Dialog>
  );
}

export function TemplatePreview({ content }: { content: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-5 py-5 sm:px-7">
      <MarkdownView markdown={content} className="text-[14px]" />
    </div>
  );
}

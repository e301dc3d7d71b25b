"use client";
/** View source (spec §2): the page's HTML, unsaved edits included, formatted, in a read-only code view. */
import { useState } from "react";
import dynamic from "next/dynamic";
import { toast } from "sonner";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { NOTICE_MS } from "@/lib/api/handle-api-error";
import { CopyIcon } from "../icons";

const CodeView = dynamic(() => import("./code-view"), {
  ssr: false,
  loading: () => <div className="h-full animate-pulse rounded-xl bg-slate-900/90" />,
});

/** The compiled Tailwind block (one long line of CSS the server writes): folded in the view. */
const COMPILED_CSS = /(<style[^>]*\bdata-vs-tailwind\b[^>]*>)([\s\S]*?)(<\/style>)/i;

export function SourceDialog({ html, title, onClose }: { html: string; title: string; onClose: () => void }) {
  const t = useTranslations("prototype.source");
  const shown = html.replace(
    COMPILED_CSS,
    (_, open: string, css: string, close: string) =>
      `${open}/* ${t("compiledCss", { kb: Math.max(1, Math.round(css.length / 1024)) })} */${close}`,
  );
  // The line count of what is shown (formatted), once the code view has formatted it.
  const [lines, setLines] = useState(() => html.split("\n").length);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("title", { title })}
      description={t("description", { lines, kb: Math.max(1, Math.round(html.length / 1024)) })}
      closeLabel={t("close")}
      size="xl"
      testId="source-dialog"
    >
      <div className="h-[min(70vh,720px)]">
        <CodeView code={shown} label={t("codeLabel")} onLines={setLines} />
      </div>
      <div className="mt-3 flex justify-end">
        <button
          type="button"
          onClick={() =>
            navigator.clipboard.writeText(html).then(
              () => toast.success(t("copied")),
              () => toast.error(t("copyFailed"), { duration: NOTICE_MS }),
            )
          }
          className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50"
        >
          <CopyIcon className="h-4 w-4" />
          {t("copy")}
        </button>
      </div>
    </Dialog>
  );
}

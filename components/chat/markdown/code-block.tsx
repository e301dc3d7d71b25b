"use client";
/** A fenced code block: its language, a copy button, and the highlighted code. */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";
import { copyText } from "@/lib/browser/copy-text";

export function CodeBlock({
  language,
  text,
  children,
}: {
  language: string | null;
  text: string;
  children: React.ReactNode;
}) {
  const t = useTranslations("chat");
  const [copied, setCopied] = useState(false);
  async function copy() {
    if (await copyText(text)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    }
  }
  return (
    <div className="code-block" data-testid="code-block">
      <div className="flex items-center justify-between gap-2 px-3 py-1.5 text-xs text-slate-400">
        <span className="font-mono">{language ?? t("code")}</span>
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-label={copied ? t("copied") : t("copyCode")}
        >
          {copied ? <CheckIcon className="h-3.5 w-3.5" /> : <CopyIcon className="h-3.5 w-3.5" />}
          <span>{copied ? t("copied") : t("copy")}</span>
        </button>
      </div>
      <pre>{children}</pre>
    </div>
  );
}

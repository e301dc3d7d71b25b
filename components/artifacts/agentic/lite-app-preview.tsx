"use client";
/**
 * The running app (spec §2 agentic viewer): its built document in a sandboxed frame (an opaque
 * origin, DESIGN.md §6), at the panel's width or a phone's. The document's own reporter posts
 * `lite-app-error` messages for uncaught errors; the viewer offers them as a "fix" with the stack.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Monitor, RotateCw, Smartphone } from "lucide-react";
import { PREVIEW_SANDBOX } from "@/lib/contracts/prototype";
import { liteAppPreviewErrorSchema } from "@/lib/contracts/lite-app";
import { iconButton } from "@/components/ui/button-styles";
import { ExternalIcon } from "@/components/ui/icons";

export type AppError = { message: string; stack: string };

type Props = {
  viewUrl: string;
  title: string;
  /** An uncaught error in the running app (only messages from this frame count). */
  onAppError: (error: AppError) => void;
};

export function LiteAppPreview({ viewUrl, title, onAppError }: Props) {
  const t = useTranslations("liteApp.preview");
  const frame = useRef<HTMLIFrameElement>(null);
  const [phone, setPhone] = useState(false);
  const [reloads, setReloads] = useState(0);
  const report = useRef(onAppError);
  useEffect(() => {
    report.current = onAppError;
  });

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      // The frame's origin is opaque ("null"): tell it apart by its window, never by origin.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const posted = liteAppPreviewErrorSchema.safeParse(event.data);
      if (!posted.success) return;
      report.current({
        message: posted.data.message.slice(0, 2000),
        stack: (posted.data.stack || posted.data.message).slice(0, 20_000),
      });
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, []);

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-1 border-b border-slate-200 bg-slate-50 px-2 py-1">
        <div
          className="flex rounded-lg bg-white p-0.5 ring-1 ring-slate-200"
          role="group"
          aria-label={t("width")}
        >
          <button
            type="button"
            aria-pressed={!phone}
            onClick={() => setPhone(false)}
            className={`rounded-md p-1.5 ${!phone ? "bg-slate-100 text-ink-900" : "text-ink-500 hover:text-ink-900"}`}
            aria-label={t("desktop")}
          >
            <Monitor className="h-4 w-4" />
          </button>
          <button
            type="button"
            aria-pressed={phone}
            onClick={() => setPhone(true)}
            className={`rounded-md p-1.5 ${phone ? "bg-slate-100 text-ink-900" : "text-ink-500 hover:text-ink-900"}`}
            aria-label={t("phone")}
          >
            <Smartphone className="h-4 w-4" />
          </button>
        </div>
        <span className="min-w-0 flex-1 truncate px-2 font-mono text-xs text-ink-500" title={viewUrl}>
          {viewUrl}
        </span>
        <button
          type="button"
          className={iconButton}
          onClick={() => setReloads((n) => n + 1)}
          aria-label={t("reload")}
        >
          <RotateCw className="h-4 w-4" />
        </button>
        <a
          className={iconButton}
          href={viewUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("open")}
        >
          <ExternalIcon className="h-4 w-4" />
        </a>
      </div>
      <div className={`min-h-0 flex-1 ${phone ? "flex justify-center overflow-auto bg-slate-100 p-4" : ""}`}>
        <iframe
          key={`${viewUrl}#${reloads}`}
          ref={frame}
          src={viewUrl}
          title={title}
          sandbox={PREVIEW_SANDBOX}
          className={
            phone
              ? "h-[760px] max-h-full w-[390px] shrink-0 rounded-2xl border border-slate-300 bg-white shadow-sm"
              : "h-full w-full border-0 bg-white"
          }
          data-testid="lite-app-frame"
        />
      </div>
    </div>
  );
}

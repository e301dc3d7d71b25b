"use client";
/**
 * The shared page in its device frame, for visitors (no login): a loading state until the
 * sandboxed page has loaded, Retry when it does not, and the page directory of a page set.
 * Labels arrive as props (public pages ship no client-side i18n).
 */
import { useEffect, useState } from "react";
import { PREVIEW_SANDBOX } from "@/lib/contracts/prototype";
import type { DesignType } from "@/lib/contracts/artifacts";
import { DeviceStage } from "@/components/prototype/viewer/device-stage";

export type SharedFrameLabels = {
  loading: string;
  failed: string;
  retry: string;
  pages: string;
  frameTitle: string;
  address: string;
  openFull: string;
};
export type SharedPageLink = { id: string; title: string; file_name: string; html_url: string };

/** A page that has not loaded after this long is offered again (Retry). */
const LOAD_TIMEOUT_MS = 20_000;

export function SharedFrame({
  htmlUrl,
  pages,
  initialPageId,
  device,
  labels,
}: {
  htmlUrl: string;
  pages: SharedPageLink[] | null;
  initialPageId: string | null;
  device: DesignType;
  labels: SharedFrameLabels;
}) {
  const [pageId, setPageId] = useState(() =>
    pages?.some((p) => p.id === initialPageId || p.file_name === initialPageId)
      ? (pages.find((p) => p.id === initialPageId || p.file_name === initialPageId)?.id ?? null)
      : (pages?.[0]?.id ?? null),
  );
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const page = pages?.find((p) => p.id === pageId) ?? null;
  const src = page ? page.html_url : htmlUrl;

  useEffect(() => {
    if (state !== "loading") return;
    const timer = setTimeout(() => setState("failed"), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state, src, attempt]);

  const choose = (id: string) => {
    setPageId(id);
    setState("loading");
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {pages && pages.length > 1 && (
        <nav
          aria-label={labels.pages}
          className="flex gap-1 overflow-x-auto border-b border-slate-200 bg-white px-3 py-2"
        >
          {pages.map((p) => (
            <button
              key={p.id}
              type="button"
              aria-current={p.id === pageId ? "page" : undefined}
              onClick={() => choose(p.id)}
              className={`shrink-0 rounded-lg px-3 py-1.5 text-sm font-medium ${p.id === pageId ? "bg-ink-900 text-white" : "text-ink-700 hover:bg-slate-100"}`}
            >
              {p.title || p.file_name}
            </button>
          ))}
        </nav>
      )}
      <DeviceStage
        device={device}
        address={page?.title || labels.address}
        // A phone (under 640 px) shows a phone design as the page itself.
        bareBelow={640}
        frame={(viewport) => (
          <iframe
            key={`${src}#${attempt}`}
            src={src}
            title={labels.frameTitle}
            sandbox={PREVIEW_SANDBOX}
            referrerPolicy="no-referrer"
            onLoad={() => setState("ready")}
            className="block border-0 bg-white"
            style={{ width: viewport.width, height: viewport.height }}
            data-testid="shared-frame"
          />
        )}
      >
        {state === "loading" && (
          <div
            className="pointer-events-none absolute top-4 left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-full bg-ink-900/85 px-3 py-1.5 text-xs font-medium text-white shadow-lg"
            role="status"
            data-testid="shared-loading"
          >
            <span
              className="h-3 w-3 animate-spin rounded-full border-2 border-white/40 border-t-white"
              aria-hidden="true"
            />
            {labels.loading}
          </div>
        )}
        {state === "failed" && (
          <div className="absolute inset-0 grid place-items-center bg-slate-100/90 p-6" role="alert">
            <div className="max-w-sm rounded-2xl bg-white p-6 text-center shadow-lg">
              <p className="text-sm text-ink-700">{labels.failed}</p>
              <button
                type="button"
                onClick={() => {
                  setAttempt((n) => n + 1);
                  setState("loading");
                }}
                className="mt-4 min-h-10 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {labels.retry}
              </button>
            </div>
          </div>
        )}
      </DeviceStage>
      <p className="border-t border-slate-200 bg-white px-4 py-2 text-center text-xs text-ink-500 sm:hidden">
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {labels.openFull}
        </a>
      </p>
    </div>
  );
}

"use client";
/**
 * The share dialog (spec §2 "a QR-code share dialog"): creating it makes a share of the version
 * shown; the dialog shows its link as a QR code, copies it, opens it, and lets the owner revoke
 * it (the link then answers "Shared content missing or expired").
 */
import { useEffect, useState } from "react";
import { QRCodeSVG } from "qrcode.react";
import { toast } from "sonner";
import { useFormatter, useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { NOTICE_MS } from "@/lib/api/handle-api-error";
import type { ShareDto } from "@/lib/contracts/prototype";
import { createShare, revokeShare, type Target } from "../api";
import { CheckIcon, CopyIcon, ExternalIcon, RefreshIcon } from "../icons";

type State =
  { status: "loading" } | { status: "ready"; share: ShareDto } | { status: "failed" } | { status: "revoked" };

export function absoluteShareUrl(shareUrl: string): string {
  return new URL(shareUrl, window.location.origin).toString();
}

export function ShareDialog({
  target,
  title,
  onClose,
}: {
  target: Target;
  title: string;
  onClose: () => void;
}) {
  const t = useTranslations("share");
  const format = useFormatter();
  const [state, setState] = useState<State>({ status: "loading" });
  const [copied, setCopied] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    createShare(target, title)
      .then((share) => live && setState({ status: "ready", share }))
      .catch(() => live && setState({ status: "failed" }));
    return () => {
      live = false;
    };
  }, [target, title, attempt]);

  const url = state.status === "ready" ? absoluteShareUrl(state.share.share_url) : "";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(t("copied"));
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t("copyFailed"), { duration: NOTICE_MS });
    }
  };

  const revoke = async () => {
    if (state.status !== "ready") return;
    try {
      await revokeShare(state.share.share_id);
      setState({ status: "revoked" });
      toast.success(t("revoked"));
    } catch {
      toast.error(t("revokeFailed"), { duration: NOTICE_MS });
    } finally {
      setConfirmRevoke(false);
    }
  };

  return (
    <Dialog
      size="lg"
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("title")}
      description={t("description")}
      closeLabel={t("close")}
      testId="share-dialog"
    >
      {state.status === "loading" && (
        <div className="flex flex-col items-center gap-3 py-8" role="status">
          <span className="h-40 w-40 animate-pulse rounded-xl bg-slate-100" />
          <span className="text-sm text-ink-500">{t("creating")}</span>
        </div>
      )}
      {state.status === "failed" && (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-sm text-red-600" role="alert">
            {t("failed")}
          </p>
          <button
            type="button"
            onClick={() => {
              setState({ status: "loading" });
              setAttempt((n) => n + 1);
            }}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50"
          >
            <RefreshIcon className="h-4 w-4" />
            {t("retry")}
          </button>
        </div>
      )}
      {state.status === "revoked" && (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-ink-700" role="status">
          {t("revokedBody")}
        </p>
      )}
      {state.status === "ready" && (
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <figure className="mx-auto flex shrink-0 flex-col items-center gap-2">
            <div
              className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
              data-testid="share-qr"
            >
              <QRCodeSVG value={url} size={148} level="M" marginSize={0} title={t("qrAlt")} />
            </div>
            <figcaption className="text-xs text-ink-500">{t("scan")}</figcaption>
          </figure>
          <div className="min-w-0 flex-1 space-y-3">
            <label className="block text-xs font-medium text-ink-700" htmlFor="share-link">
              {t("link")}
            </label>
            <div className="flex gap-2">
              <input
                id="share-link"
                readOnly
                value={url}
                onFocus={(e) => e.currentTarget.select()}
                className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-2.5 py-2 font-mono text-xs text-ink-900"
              />
              <button
                type="button"
                onClick={copy}
                className="inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-lg bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
              >
                {copied ? <CheckIcon className="h-4 w-4" /> : <CopyIcon className="h-4 w-4" />}
                {copied ? t("copiedShort") : t("copy")}
              </button>
            </div>
            <p className="text-xs text-ink-500">
              {t("meta", {
                version: state.share.version_number,
                date: format.dateTime(new Date(state.share.created_at), {
                  dateStyle: "medium",
                  timeStyle: "short",
                }),
              })}
            </p>
            <div className="flex flex-wrap items-center gap-2 pt-1">
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-medium text-ink-900 hover:bg-slate-50"
              >
                <ExternalIcon className="h-4 w-4" />
                {t("open")}
              </a>
              {confirmRevoke ? (
                <span className="inline-flex items-center gap-2 text-sm">
                  <span className="text-ink-700">{t("revokeConfirm")}</span>
                  <button
                    type="button"
                    onClick={revoke}
                    className="min-h-9 rounded-lg bg-red-600 px-3 text-sm font-medium text-white hover:bg-red-700"
                  >
                    {t("revokeYes")}
                  </button>
                  <button
                    type="button"
                    onClick={() => setConfirmRevoke(false)}
                    className="min-h-9 rounded-lg px-2 text-sm text-ink-700 hover:bg-slate-100"
                  >
                    {t("cancel")}
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => setConfirmRevoke(true)}
                  className="min-h-9 rounded-lg px-3 text-sm font-medium text-red-600 hover:bg-red-50"
                >
                  {t("revoke")}
                </button>
              )}
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}

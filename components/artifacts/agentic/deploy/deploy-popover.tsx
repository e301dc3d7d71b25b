"use client";
/**
 * The agentic viewer's deploy popover (spec §2, §3; issue #20 §3): deploy the version shown (only
 * a complete one — otherwise the button says why), the live address (copy, open), custom
 * sub-domains, the admin panel and the code download. The live app keeps its own data: while it
 * has none and the preview has some, deploying can copy the preview's records over.
 */
import { useState } from "react";
import Link from "next/link";
import * as Popover from "@radix-ui/react-popover";
import useSWR from "swr";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { handleApiError } from "@/lib/api/handle-api-error";
import {
  CheckIcon,
  CopyIcon,
  DownloadIcon,
  ExternalIcon,
  GlobeIcon,
  SettingsIcon,
} from "@/components/ui/icons";
import { ghostButton, iconButton, primaryButton } from "@/components/ui/button-styles";
import { deployStateKey, deployVersion, downloadUrl, fetchDeployState } from "./api";
import { DomainList } from "./domain-list";
import { useVersionStore } from "@/lib/stores/version-store";
import { agenticKind } from "@/lib/contracts/kinds";

export type DeployPopoverProps = { chatId: string; versionId: string | null; versionStatus: string | null };

/** Statuses a version can be deployed from (spec §4: only a complete version; the deployed one again). */
const DEPLOYABLE = new Set(["complete", "deployed"]);

/** A deploy changes two versions' statuses: the viewer's list and loaded versions take them. */
function announceVersionsChanged(chatId: string) {
  void useVersionStore.getState().statusesChanged(chatId, agenticKind.viewer);
}

export function DeployPopover({ chatId, versionId, versionStatus }: DeployPopoverProps) {
  const t = useTranslations("liteDeploy.popover");
  const [open, setOpen] = useState(false);
  const { data, error, mutate } = useSWR(open ? deployStateKey(chatId) : null, fetchDeployState, {
    revalidateOnFocus: false,
  });
  const [deploying, setDeploying] = useState(false);
  const [copied, setCopied] = useState(false);
  const [copyRecords, setCopyRecords] = useState(false);

  const deployment = data?.deployment ?? null;
  const reason = !versionId ? t("noVersion") : !DEPLOYABLE.has(versionStatus ?? "") ? t("notComplete") : null;
  const live = deployment && deployment.version_id === versionId;
  const previewRecords = data && data.records.live === 0 ? data.records.preview : 0;

  async function deploy() {
    if (!versionId || reason) return;
    setDeploying(true);
    try {
      await deployVersion(chatId, versionId, copyRecords && previewRecords > 0);
      setCopyRecords(false);
      await mutate();
      announceVersionsChanged(chatId);
      toast.success(t("deployed"));
    } catch (e) {
      handleApiError(e, t("loadFailed"));
    } finally {
      setDeploying(false);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an insecure context): the address is selectable text next to the button.
    }
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={`${ghostButton} border border-slate-200 aria-expanded:bg-slate-100`}
        data-testid="lite-deploy-trigger"
      >
        <GlobeIcon className="h-4 w-4" />
        <span>{t("trigger")}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={6}
          align="end"
          collisionPadding={8}
          className="z-50 w-[min(calc(100vw-16px),360px)] space-y-4 rounded-xl border border-slate-200 bg-white p-4 text-ink-900 shadow-xl"
          aria-label={t("title")}
          data-testid="lite-deploy-popover"
        >
          <section className="space-y-2">
            <button
              type="button"
              className={`${primaryButton} w-full`}
              onClick={() => void deploy()}
              disabled={Boolean(reason) || deploying}
              aria-describedby={reason ? "lite-deploy-reason" : undefined}
            >
              {deploying ? t("deploying") : live ? t("redeploy") : t("deploy")}
            </button>
            {!reason && previewRecords > 0 ? (
              <label
                className="flex items-start gap-2 text-sm text-ink-700"
                data-testid="lite-deploy-copy-records"
              >
                <input
                  type="checkbox"
                  checked={copyRecords}
                  onChange={(e) => setCopyRecords(e.target.checked)}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
                />
                {t("copyPreviewRecords", { count: previewRecords })}
              </label>
            ) : null}
            {reason ? (
              <p id="lite-deploy-reason" className="text-xs text-ink-500">
                {reason}
              </p>
            ) : deployment ? (
              <p className="text-xs text-ink-500">{live ? t("thisVersionLive") : t("otherVersionLive")}</p>
            ) : null}
          </section>

          <section className="space-y-1.5">
            <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{t("liveUrl")}</h3>
            {error ? (
              <p className="text-sm text-red-700">{t("loadFailed")}</p>
            ) : deployment ? (
              <div className="flex items-center gap-1 rounded-lg bg-slate-50 py-0.5 pl-2.5">
                <a
                  href={deployment.preview_url}
                  title={deployment.preview_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="min-w-0 flex-1 truncate text-sm text-brand-700 hover:underline"
                  data-testid="lite-deploy-url"
                >
                  {deployment.preview_url.replace(/^https?:\/\//, "")}
                </a>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={copied ? t("copied") : t("copy")}
                  onClick={() => void copy(deployment.preview_url)}
                >
                  {copied ? (
                    <CheckIcon className="h-4 w-4 text-green-700" />
                  ) : (
                    <CopyIcon className="h-4 w-4" />
                  )}
                </button>
                <a
                  href={deployment.preview_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={iconButton}
                  aria-label={t("open")}
                >
                  <ExternalIcon className="h-4 w-4" />
                </a>
              </div>
            ) : (
              <p className="text-sm text-ink-500">{data ? t("notDeployed") : "…"}</p>
            )}
          </section>

          <section className="space-y-1.5">
            <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{t("domains")}</h3>
            {deployment ? (
              <DomainList
                chatId={chatId}
                versionId={deployment.version_id}
                domains={data?.domains ?? []}
                onChange={() => void mutate()}
              />
            ) : (
              <p className="text-sm text-ink-500">{t("deployFirst")}</p>
            )}
          </section>

          <section className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
            {deployment && (
              <Link
                href={deployment.admin_url}
                className={`${ghostButton} border border-slate-200`}
                data-testid="lite-deploy-admin"
              >
                <SettingsIcon className="h-4 w-4" />
                {t("adminPanel")}
              </Link>
            )}
            {versionId && (
              <a
                href={downloadUrl(chatId, versionId)}
                download
                className={`${ghostButton} border border-slate-200`}
                data-testid="lite-deploy-download"
              >
                <DownloadIcon className="h-4 w-4" />
                {t("download")}
              </a>
            )}
          </section>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

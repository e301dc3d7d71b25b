"use client";
/**
 * The agentic viewer (spec §2): while a round runs, its plan, files and build; then the version
 * shown — its running app (preview) or its source (code), its status, a failed build's compiler
 * messages with "fix", an in-app error offered as a "fix" carrying the stack, revert to an older
 * version and the deploy popover (deploy, sub-domains, admin panel, code download).
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { Bug, Wrench } from "lucide-react";
import type { ViewerProps } from "../types";
import { liteAppContentSchema, type LiteAppContent } from "@/lib/contracts/lite-app";
import { agenticKind } from "@/lib/contracts/kinds";
import { liteAppApi } from "./lite-app-api";
import { useChatStore } from "@/lib/stores/chat-store";
import { useLiteAppProgress } from "./progress-store";
import { useVersionStore } from "@/lib/stores/version-store";
import { ghostButton, primaryButton } from "@/components/ui/button-styles";
import { CloseIcon } from "@/components/ui/icons";
import { LiteAppProgress } from "./lite-app-progress";
import { LiteAppPreview, type AppError } from "./lite-app-preview";
import { LiteAppCode } from "./lite-app-code";
import { BuildErrors } from "./build-errors";
import { RevertAction } from "./revert-action";
import { useChatRound } from "@/components/chat/use-chat-round";
import { liteAppFixRequest } from "./round-start";
import { LiteAppActions } from "./lite-app-actions";
import { ViewerEmpty } from "../shared/viewer-empty";

function parseContent(text: string | undefined): LiteAppContent | null {
  if (!text) return null;
  try {
    const parsed = liteAppContentSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const STATUS_TONE: Record<string, string> = {
  init: "bg-slate-100 text-ink-700",
  building: "bg-brand-50 text-brand-700",
  complete: "bg-emerald-50 text-emerald-700",
  deployed: "bg-emerald-600 text-white",
  failed: "bg-red-50 text-red-700",
  reverted: "bg-slate-100 text-ink-500 line-through",
};

export default function AgenticViewer({ chatId, version, streaming }: ViewerProps) {
  const t = useTranslations("liteApp");
  const progress = useLiteAppProgress(chatId);
  const todos = progress.todos;
  const versions = useVersionStore((s) => s.list(chatId, agenticKind.viewer).versions);
  const [tab, setTab] = useState<"preview" | "code">("preview");
  // An in-app error belongs to the version that raised it: another version shown hides it.
  const [raised, setRaised] = useState<{ versionId: string; error: AppError } | null>(null);
  const round = useChatRound(chatId);
  const content = parseContent(version?.content);
  const status = version?.status ?? null;

  const failed = status === "failed";
  const { data: detail } = useSWR(failed && version ? ["lite-app-build", chatId, version.id] : null, () =>
    liteAppApi.version(chatId, version!.id),
  );

  const roundShown = streaming && (todos.length > 0 || progress.files.length > 0 || progress.build !== null);
  if (roundShown || (streaming && !version)) return <LiteAppProgress chatId={chatId} streaming={streaming} />;
  if (!version || !content) {
    return <ViewerEmpty testId="lite-app-empty" title={t("emptyTitle")} body={t("emptyBody")} />;
  }

  const index = versions.findIndex((v) => v.id === version.id);
  const later = index > 0 ? versions.slice(0, index).filter((v) => v.status !== "reverted").length : 0;
  const canRevert = !streaming && index > 0 && later > 0 && status !== "reverted" && status !== "failed";
  const appError = raised?.versionId === version.id ? raised.error : null;
  const setAppError = (error: AppError | null) => setRaised(error ? { versionId: version.id, error } : null);
  const fix = (text: string, stack: string | null) => {
    useChatStore.getState().patch(chatId, { jsErrorStack: null });
    setAppError(null);
    void round(liteAppFixRequest(chatId, text, stack));
  };
  const onAppError = (error: AppError) => {
    setAppError(error);
    useChatStore.getState().patch(chatId, { jsErrorStack: error.stack });
  };
  const liveBuild = progress.build?.versionId === version.id ? progress.build : null;
  const buildErrors = detail?.build_errors?.length ? detail.build_errors : (liveBuild?.errors ?? []);
  const buildLog = detail?.build_log ?? liveBuild?.log ?? null;

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="agentic-viewer" data-status={status ?? ""}>
      <div className="flex flex-wrap items-center gap-1 border-b border-slate-200 px-2 py-1.5 sm:px-3">
        <div role="tablist" aria-label={t("tabs.label")} className="flex rounded-lg bg-slate-100 p-0.5">
          {(["preview", "code"] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
              className={`rounded-md px-3 py-1 text-[13px] font-medium ${tab === name ? "bg-white text-ink-900 shadow-sm" : "text-ink-500 hover:text-ink-900"}`}
              data-testid={`lite-app-tab-${name}`}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
        {status && (
          <span
            className={`ml-1 rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[status] ?? ""}`}
            data-testid="lite-app-status"
          >
            {t(`status.${status}`)}
          </span>
        )}
        <span className="min-w-0 flex-1 truncate px-1 text-sm text-ink-700" title={content.title}>
          {content.title}
        </span>
        {canRevert && (
          <RevertAction
            chatId={chatId}
            versionId={version.id}
            versionNumber={version.version_number}
            later={later}
          />
        )}
        <LiteAppActions chatId={chatId} versionId={version.id} versionStatus={status} />
      </div>
      {status === "reverted" && (
        <p className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm text-ink-500">
          {t("revertedNote")}
        </p>
      )}
      <div className="min-h-0 flex-1">
        {tab === "code" ? (
          <LiteAppCode files={content.files} />
        ) : failed ? (
          <div className="h-full overflow-y-auto px-4 py-5 sm:px-6" data-testid="lite-app-failed">
            <div className="mx-auto max-w-xl">
              <p className="text-base font-semibold text-ink-900">{t("failedTitle")}</p>
              <p className="mt-1 text-sm text-ink-500">{t("failedBody")}</p>
              {progress.alerts.length > 0 && progress.build?.versionId === version.id && (
                <p className="mt-3 text-sm text-amber-800">{progress.alerts.at(-1)}</p>
              )}
              <BuildErrors errors={buildErrors} log={buildLog} />
              <button
                type="button"
                className={`${primaryButton} mt-4 gap-2`}
                disabled={streaming}
                onClick={() =>
                  fix(t("fix.buildPrompt"), buildLog ?? buildErrors.map((e) => e.text).join("\n"))
                }
                data-testid="lite-app-fix-build"
              >
                <Wrench className="h-4 w-4" aria-hidden />
                {t("fix.action")}
              </button>
            </div>
          </div>
        ) : version.view_url ? (
          <LiteAppPreview viewUrl={version.view_url} title={content.title} onAppError={onAppError} />
        ) : (
          <p className="p-6 text-sm text-ink-500">{t("noPreview")}</p>
        )}
      </div>
      {appError && tab === "preview" && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 border-t border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
          data-testid="lite-app-runtime-error"
        >
          <Bug className="h-4 w-4 shrink-0" aria-hidden />
          <span className="min-w-0 flex-1 truncate" title={appError.message}>
            {t("fix.runtimeError", { message: appError.message })}
          </span>
          <button
            type="button"
            className={`${ghostButton} bg-white`}
            disabled={streaming}
            onClick={() => fix(t("fix.runtimePrompt", { message: appError.message }), appError.stack)}
            data-testid="lite-app-fix-runtime"
          >
            <Wrench className="h-4 w-4" aria-hidden />
            {t("fix.action")}
          </button>
          <button
            type="button"
            className="rounded p-1 text-red-700 hover:bg-red-100"
            onClick={() => setAppError(null)}
            aria-label={t("fix.dismiss")}
          >
            <CloseIcon className="h-4 w-4" />
          </button>
        </div>
      )}
    </div>
  );
}

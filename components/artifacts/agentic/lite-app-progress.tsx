"use client";
/**
 * A lite-app round as it happens (issue #20 §1): the plan's steps with their states, the files
 * written so far and the build — building, failed with the compiler's messages (and the fix
 * attempt it is on), or complete.
 */
import { useTranslations } from "next-intl";
import { Check, Circle, FileCode2, LoaderCircle, Trash2 } from "lucide-react";
import { useLiteAppProgress } from "./progress-store";
import { BuildErrors } from "./build-errors";

export function LiteAppProgress({ chatId, streaming }: { chatId: string; streaming: boolean }) {
  const t = useTranslations("liteApp");
  const { todos, files, build, alerts } = useLiteAppProgress(chatId);
  return (
    <div
      className="h-full overflow-y-auto px-4 py-5 sm:px-6"
      data-testid="lite-app-progress"
      aria-live="polite"
    >
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <section>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-500">{t("progress.plan")}</h3>
          {todos.length === 0 ? (
            <p className="mt-3 flex items-center gap-2 text-sm text-ink-500">
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
              {t("progress.planning")}
            </p>
          ) : (
            <ol className="mt-3 flex flex-col gap-2" data-testid="lite-app-todos">
              {todos.map((todo) => (
                <li key={todo.id} className="flex items-start gap-2.5 text-sm" data-state={todo.status}>
                  {todo.status === "done" ? (
                    <Check
                      className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600"
                      aria-label={t("progress.done")}
                    />
                  ) : todo.status === "in_progress" && streaming ? (
                    <LoaderCircle
                      className="mt-0.5 h-4 w-4 shrink-0 animate-spin text-brand-600"
                      aria-label={t("progress.working")}
                    />
                  ) : (
                    <Circle
                      className="mt-0.5 h-4 w-4 shrink-0 text-slate-300"
                      aria-label={t("progress.pending")}
                    />
                  )}
                  <span className={todo.status === "done" ? "text-ink-500" : "text-ink-900"}>
                    {todo.title}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
        {files.length > 0 && (
          <section>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-500">
              {t("progress.files", { count: files.length })}
            </h3>
            <ul className="mt-3 flex flex-col gap-1 font-mono text-[13px]" data-testid="lite-app-files">
              {files.map((file) => (
                <li key={file.path} className="flex items-center gap-2 text-ink-700">
                  {file.op === "delete" ? (
                    <Trash2 className="h-3.5 w-3.5 text-red-500" aria-hidden />
                  ) : (
                    <FileCode2 className="h-3.5 w-3.5 text-brand-600" aria-hidden />
                  )}
                  <span className={`truncate ${file.op === "delete" ? "line-through" : ""}`}>
                    {file.path}
                  </span>
                  <span className="ml-auto shrink-0 font-sans text-xs text-ink-500">
                    {t(`progress.fileOps.${file.op}`)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {build && (
          <section data-testid="lite-app-build" data-status={build.status}>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-500">
              {t("progress.build")}
            </h3>
            <p className="mt-3 flex items-center gap-2 text-sm text-ink-900">
              {build.status === "building" || build.status === "init" ? (
                <LoaderCircle className="h-4 w-4 animate-spin text-brand-600" aria-hidden />
              ) : build.status === "complete" ? (
                <Check className="h-4 w-4 text-emerald-600" aria-hidden />
              ) : (
                <span className="h-2 w-2 rounded-full bg-red-500" aria-hidden />
              )}
              {t(`status.${build.status}`)}
              {build.attempt > 0 && (
                <span className="text-ink-500">· {t("progress.fixAttempt", { attempt: build.attempt })}</span>
              )}
            </p>
            {build.status === "failed" && build.errors.length > 0 && (
              <BuildErrors errors={build.errors} log={build.log} />
            )}
          </section>
        )}
        {alerts.map((alert, i) => (
          <p
            key={i}
            role="alert"
            className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {alert}
          </p>
        ))}
      </div>
    </div>
  );
}

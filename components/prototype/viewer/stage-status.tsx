"use client";
/**
 * The pill at the bottom of the stage saying what the viewer is doing: a round starting, writing
 * the page or answering AI Modify (busy), or how to select an element (info). A touch screen has
 * no Esc key: it is told to tap, and gets a Done button to leave selection.
 */
import { useTranslations } from "next-intl";
import type { ElementEditor } from "../editor/use-element-editor";

export type StageNoticeState = {
  streaming: boolean;
  aiWorking: boolean;
  writing: boolean;
  mode: ElementEditor["mode"];
  coarse: boolean;
};

export function StageStatus({ state, onDone }: { state: StageNoticeState; onDone: () => void }) {
  const t = useTranslations("prototype");
  const { streaming, aiWorking, writing, mode, coarse } = state;
  let notice: { tone: "info" | "busy"; text: string } | null = null;
  if (streaming && aiWorking) notice = { tone: "busy", text: t("status.aiWorking") };
  else if (streaming && writing) notice = { tone: "busy", text: t("status.writing") };
  else if (streaming) notice = { tone: "busy", text: t("status.starting") };
  else if (mode === "select")
    notice = { tone: "info", text: t(coarse ? "status.selectHintTouch" : "status.selectHint") };
  else if (mode === "chat") notice = { tone: "info", text: t("status.chatHint") };
  if (!notice) return null;
  return (
    <div
      className="pointer-events-none absolute bottom-4 left-1/2 z-10 flex max-w-[90%] -translate-x-1/2 items-center gap-2 rounded-full bg-ink-900/85 px-3 py-1.5 text-xs font-medium text-white shadow-lg backdrop-blur"
      role="status"
      data-testid="stage-status"
      data-tone={notice.tone}
    >
      {notice.tone === "busy" && (
        <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-emerald-400" aria-hidden="true" />
      )}
      <span className="truncate">{notice.text}</span>
      {coarse && mode === "select" && (
        <button
          type="button"
          onClick={onDone}
          className="pointer-events-auto -my-1 -mr-2 min-h-11 shrink-0 rounded-full bg-white px-4 text-xs font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          data-testid="stop-selecting"
        >
          {t("status.done")}
        </button>
      )}
    </div>
  );
}

"use client";
/**
 * The prototype viewer and editor (spec §2 prototype viewer, §4 editor states), for single-page
 * and multi-page prototypes: the page in a sandboxed frame inside a device frame, written live
 * while a round streams it, with the header actions, the element editor and its panel.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import * as Tooltip from "@radix-ui/react-tooltip";
import { toast } from "sonner";
import { useTranslations } from "next-intl";
import { useMediaQuery } from "@/lib/browser/use-media-query";
import type { ViewerProps } from "@/components/artifacts/types";
import { confirmLeave as confirmLeaveOf, guardKey, useUnsavedGuard } from "@/components/viewer/unsaved-changes";
import { confirmBase, useBaseGate } from "@/components/viewer/base-choice";
import { previewPath } from "@/lib/contracts/prototype";
import type { DesignType } from "@/lib/contracts/artifacts";
import { NOTICE_MS } from "@/lib/api/handle-api-error";
import { useChatState } from "@/lib/stores/chat-store";
import { useVersionStore } from "@/lib/stores/version-store";
import type { FrameToApp } from "../frame/messages";
import type { PrototypeKind, Target } from "../api";
import { keepElementId, outerHtmlOf } from "../editor/html-source";
import { useElementEditor } from "../editor/use-element-editor";
import { EditPanel } from "../editor/edit-panel";
import { useExportActions } from "../export/use-export-actions";
import { ShareDialog } from "../share/share-dialog";
import { SourceDialog } from "../source/source-dialog";
import { tourSeen, ViewerTour } from "../tour/viewer-tour";
import { usePrototypeRound } from "../use-prototype-round";
import { DeviceStage, type Viewport } from "./device-stage";
import { isFragment, livePageHtml, pageIdOfLink, pagesOf } from "./pages";
import { PreviewFrame, type PreviewFrameHandle } from "./preview-frame";
import { SelectionOverlay } from "./selection-overlay";
import { PageSkeleton, StageNotice } from "./stage-notice";
import { ViewerToolbar } from "./viewer-toolbar";
import { useCompact, useFullscreen, useHistoryKeys } from "./studio-hooks";
import { multPrototypeKind } from "@/lib/contracts/kinds";
import { ElementOutline } from "../outline/element-outline";
import { useFocusFallback } from "../outline/use-focus-fallback";

const CAPTURE_TIMEOUT_MS = 30_000;

export function PrototypeStudio({ chatId, kind, version: versionProp, partial, streaming }: ViewerProps & { kind: PrototypeKind }) {
  // While the next version's content loads the frame passes null: keep the last one meanwhile,
  // so the editor, its selection and the toolbar do not blink through "no version".
  const [heldVersion, setHeldVersion] = useState(versionProp);
  if (versionProp && versionProp !== heldVersion) setHeldVersion(versionProp);
  const version = versionProp ?? heldVersion;
  const t = useTranslations("prototype");
  const viewer = kind;
  const chatDesignType = useChatState(chatId, (s) => s.designType);
  const root = useRef<HTMLDivElement>(null);
  const frame = useRef<PreviewFrameHandle>(null);
  const compact = useCompact(root, 680);
  // Below this the element outline is a sheet opened from a button, not a column beside the page.
  const narrow = useCompact(root, 480);
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen(root);
  const round = usePrototypeRound(chatId);

  // The device follows the version shown (a version made for a phone opens in the phone frame)
  // until the user switches it; while a round writes a page for a named device, that device's
  // frame from the first byte (not the last version's frame, switching when the page is saved).
  const roundDevice = useChatState(chatId, (s) => s.roundDesignType);
  const versionDevice = (streaming ? roundDevice : null) ?? version?.design_type ?? chatDesignType;
  const [chosenDevice, setChosenDevice] = useState<{ device: DesignType; over: DesignType } | null>(null);
  const device = chosenDevice && chosenDevice.over === versionDevice ? chosenDevice.device : versionDevice;
  const setDevice = (next: DesignType) => setChosenDevice({ device: next, over: versionDevice });
  const [pageId, setPageId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<null | "share" | "source">(null);
  const [tourOpen, setTourOpen] = useState(false);
  const [roundBusy, setRoundBusy] = useState(false);
  const captures = useRef(new Map<string, (message: FrameToApp) => void>());

  const pages = useMemo(() => pagesOf(kind, version), [kind, version]);
  const page = pages.find((p) => p.id === pageId) ?? pages[0] ?? null;
  const title = page?.title || version?.title || t("untitled");
  const target: Target | null = version && page ? { chatId, kind, version, pageId: page.id } : null;

  const editorRef = useRef<ReturnType<typeof useElementEditor> | null>(null);
  // Unsaved edits ask before another page or version replaces them (spec §4): save, discard or stay.
  const confirmLeave = useCallback(() => confirmLeaveOf(guardKey(chatId, viewer)), [chatId, viewer]);
  const switchPage = useCallback(
    async (id: string) => {
      if (id === page?.id) return;
      if (await confirmLeave()) setPageId(id);
    },
    [confirmLeave, page?.id],
  );

  const editor = useElementEditor({
    chatId,
    kind,
    version,
    page,
    frame,
    streaming,
    texts: { saveFailed: t("errors.saveFailed"), frameUnavailable: t("errors.frameUnavailable") },
    notify: (message) => toast.error(message, { duration: NOTICE_MS }),
    onLink: (href) => {
      const id = pageIdOfLink(href);
      const linked = pages.find((p) => p.id === id || href.endsWith(`/${p.file_name}`));
      if (linked) void switchPage(linked.id);
    },
  });
  useEffect(() => {
    editorRef.current = editor;
  });

  useBaseGate(chatId, viewer, version?.id ?? null, editor.dirty, editor.discard);
  useUnsavedGuard(guardKey(chatId, viewer), {
    isDirty: () => editorRef.current?.dirty ?? false,
    save: () => editorRef.current?.save() ?? Promise.resolve(true),
    discard: () => editorRef.current?.discard(),
    labels: { title: t("unsaved.title"), description: t("unsaved.body") },
  });
  useHistoryKeys(editor);
  useFocusFallback(root, `${editor.mode}:${editor.selected?.id ?? ""}:${editor.source ?? ""}`);

  // --- live preview ---------------------------------------------------------------------------
  // An AI Modify round answers one element (the page arrives whole at its end): the element is
  // swapped in place in the page shown, never the live shell.
  const live = streaming && editor.aiElementId === null ? livePageHtml(partial) : null;
  // Keep the saved page on screen until the new one has a body to show.
  const liveHtml = live !== null && /<body[\s>]/i.test(live) ? live : null;
  const url = version && page && version.status !== "failed" ? previewPath(chatId, version.id, kind === multPrototypeKind.id ? page.id : null) : null;
  // Once a page is on screen it stays until the next one is ready (e.g. between the end of a
  // stream and the saved version's arrival), so the frame is never torn down in between.
  const [pageShown, setPageShown] = useState(false);
  const showsPage = liveHtml !== null || url !== null || pageShown;

  const aiElementId = editor.aiElementId;
  const aiAnswer = useMemo(() => {
    if (!streaming || !aiElementId || !partial) return null;
    const whole = livePageHtml(partial);
    if (whole !== null) return outerHtmlOf(whole, aiElementId);
    return isFragment(partial) ? keepElementId(partial, aiElementId) : null;
  }, [streaming, aiElementId, partial]);
  const answerFrame = useRef(0);
  useEffect(() => {
    if (!aiAnswer || !aiElementId) return;
    cancelAnimationFrame(answerFrame.current);
    answerFrame.current = requestAnimationFrame(() => frame.current?.post({ type: "replace", id: aiElementId, outerHTML: aiAnswer }));
  }, [aiAnswer, aiElementId]);

  const onFrameMessage = useCallback(
    (message: FrameToApp) => {
      if (message.type === "captured" || message.type === "capture-failed") {
        captures.current.get(message.requestId)?.(message);
        captures.current.delete(message.requestId);
        return;
      }
      editorRef.current?.onFrameMessage(message);
    },
    [],
  );

  const captureInFrame = useCallback(
    (scale: number) =>
      new Promise<string>((resolve, reject) => {
        const requestId = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
        const timer = setTimeout(() => {
          captures.current.delete(requestId);
          reject(new Error("timeout"));
        }, CAPTURE_TIMEOUT_MS);
        captures.current.set(requestId, (message) => {
          clearTimeout(timer);
          // Frame messages are untrusted data: only a PNG is accepted as the picture.
          if (message.type === "captured" && message.dataUrl.startsWith("data:image/png;base64,")) resolve(message.dataUrl);
          else reject(new Error(message.type === "capture-failed" ? message.reason : "failed"));
        });
        if (!frame.current?.post({ type: "capture", requestId, scale })) {
          clearTimeout(timer);
          captures.current.delete(requestId);
          reject(new Error("no runtime"));
        }
      }),
    [],
  );

  const exportActions = useExportActions({
    target,
    title,
    designType: device,
    editedHtml: editor.dirty ? editor.source : null,
    sourceHtml: editor.source,
    captureInFrame,
  });

  // --- rounds started from the viewer ---------------------------------------------------------
  const latestVersionId = () => useVersionStore.getState().list(chatId, viewer).versions[0]?.id ?? version?.id;

  const aiModify = async (instruction: string) => {
    const element = editor.selected;
    if (!element || !page || roundBusy || streaming) return;
    setRoundBusy(true);
    try {
      // Unsaved precise edits become a version first, so the AI answer builds on them; else an
      // older version shown asks where the change goes.
      const savedFirst = editor.dirty;
      if (savedFirst && !(await editor.save())) return;
      const outer = editor.selectedSourceHtml();
      if (!outer) return;
      const base = savedFirst ? { base_version_id: latestVersionId() } : version && (await confirmBase(chatId, viewer, version.id));
      if (!base?.base_version_id) return;
      editor.beginAi(element.id);
      const ok = await round(
        {
          mode: kind,
          content: instruction,
          edit_html: outer,
          ...base,
          ...(kind === multPrototypeKind.id ? { mult_page_id: page.id } : {}),
        },
        t("errors.aiFailed"),
      );
      if (!ok) editor.endAi();
    } finally {
      setRoundBusy(false);
    }
  };

  const copyVersion = async () => {
    if (!version || roundBusy || streaming) return;
    if (!(await confirmLeave())) return;
    setRoundBusy(true);
    try {
      const ok = await round({ mode: kind, content: "", copy_version_id: version.id, skip_user_message: true }, t("errors.copyFailed"));
      if (ok) toast.success(t("copied"));
    } finally {
      setRoundBusy(false);
    }
  };

  // First run: the tour once the first page is there.
  useEffect(() => {
    if (version && !streaming && !tourSeen()) {
      const timer = setTimeout(() => setTourOpen(true), 900);
      return () => clearTimeout(timer);
    }
  }, [version, streaming]);

  const busy = streaming || roundBusy;
  const coarse = useMediaQuery("(pointer: coarse)", false);
  // On a narrow viewer the edit panel is a sheet over the page: it goes to the half the selected
  // element is not in, so the element stays in sight while it is edited.
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const selectedMiddle = editor.selected ? editor.selected.rect.y + editor.selected.rect.height / 2 : 0;
  const panelAt: "top" | "bottom" = viewport && selectedMiddle > viewport.height / 2 ? "top" : "bottom";
  const selectedBox = editor.selected ? { rect: editor.selected.rect, label: `<${editor.selected.tagName}>` } : null;
  const hoverBox = editor.mode !== "view" && editor.hover ? { rect: editor.hover.rect } : null;

  let notice: { tone: "info" | "busy"; text: string } | null = null;
  if (streaming && editor.aiElementId) notice = { tone: "busy", text: t("status.aiWorking") };
  else if (streaming && liveHtml !== null) notice = { tone: "busy", text: t("status.writing") };
  else if (streaming) notice = { tone: "busy", text: t("status.starting") };
  // A touch screen has no Esc key: it is told to tap, and gets a Done button to leave.
  else if (editor.mode === "select") notice = { tone: "info", text: t(coarse ? "status.selectHintTouch" : "status.selectHint") };
  else if (editor.mode === "chat") notice = { tone: "info", text: t("status.chatHint") };

  return (
    <Tooltip.Provider>
      <div ref={root} className="flex h-full min-h-0 flex-col bg-white" data-testid="prototype-viewer" data-kind={kind}>
        <ViewerToolbar
          compact={compact}
          device={device}
          onDevice={setDevice}
          pages={kind === multPrototypeKind.id ? pages : null}
          pageId={page?.id ?? null}
          onPage={(id) => void switchPage(id)}
          editor={editor}
          hasVersion={Boolean(version && page)}
          busy={busy}
          fullscreen={fullscreen}
          onFullscreen={toggleFullscreen}
          onSource={() => {
            setTourOpen(false);
            setDialog("source");
          }}
          onCopyVersion={() => void copyVersion()}
          onShare={() => {
            // The share dialog is what the tour's last card points at: the tour gives way to it.
            setTourOpen(false);
            setDialog("share");
          }}
          onTour={() => setTourOpen(true)}
          exportActions={exportActions}
        />
        <div className="relative flex min-h-0 flex-1">
          {/* The keyboard and screen-reader way to pick an element (issue #26); on a narrow viewer a sheet. */}
          {editor.mode !== "view" && !(narrow && editor.mode === "edit") && (
            <ElementOutline
              source={editor.source}
              selectedId={editor.selected?.id ?? null}
              onHighlight={(id) => frame.current?.post({ type: "highlight", id })}
              onChoose={(id) => frame.current?.post({ type: "select", id })}
              compact={narrow}
            />
          )}
          <DeviceStage
            device={device}
            address={title}
            onViewport={setViewport}
            showDevice={showsPage || streaming}
            frame={(viewport) =>
              !showsPage ? (
                <PageSkeleton />
              ) : (
                <PreviewFrame
                  ref={frame}
                  url={url}
                  html={page?.html ?? null}
                  liveHtml={liveHtml}
                  title={t("frameTitle", { title })}
                  width={viewport.width}
                  height={viewport.height}
                  onMessage={onFrameMessage}
                  onShown={() => {
                    setPageShown(true);
                    editorRef.current?.onFrameShown();
                  }}
                />
              )
            }
            overlay={(viewport) => <SelectionOverlay hover={hoverBox} selected={selectedBox} scale={viewport.scale} busy={Boolean(editor.aiElementId && streaming)} />}
          >
            {url === null && !streaming && (version?.status === "failed" || !showsPage) && <StageNotice kind={version?.status !== "failed" ? "empty" : version.meta?.stopped ? "stopped" : "failed"} versionNumber={version?.version_number} />}
            {notice && (
              <div
                className="pointer-events-none absolute bottom-4 left-1/2 z-10 flex max-w-[90%] -translate-x-1/2 items-center gap-2 rounded-full bg-ink-900/85 px-3 py-1.5 text-xs font-medium text-white shadow-lg backdrop-blur"
                role="status"
                data-testid="stage-status"
                data-tone={notice.tone}
              >
                {notice.tone === "busy" && <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-emerald-400" aria-hidden="true" />}
                <span className="truncate">{notice.text}</span>
                {coarse && editor.mode === "select" && (
                  <button
                    type="button"
                    onClick={editor.exit}
                    className="pointer-events-auto -my-1 -mr-2 min-h-11 shrink-0 rounded-full bg-white px-4 text-xs font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                    data-testid="stop-selecting"
                  >
                    {t("status.done")}
                  </button>
                )}
              </div>
            )}
          </DeviceStage>
          {editor.selected && editor.mode === "edit" && (
            <EditPanel key={editor.selected.id} editor={editor} onAiModify={(text) => void aiModify(text)} aiBusy={busy} compact={compact} placement={panelAt} />
          )}
        </div>
        {dialog === "share" && target && <ShareDialog target={target} title={title} onClose={() => setDialog(null)} />}
        {dialog === "source" && editor.source !== null && <SourceDialog html={editor.source} title={title} onClose={() => setDialog(null)} />}
        <ViewerTour open={tourOpen} onClose={() => setTourOpen(false)} />
      </div>
    </Tooltip.Provider>
  );
}

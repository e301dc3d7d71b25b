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
import {
  confirmLeave as confirmLeaveOf,
  guardKey,
  useUnsavedGuard,
} from "@/components/viewer/unsaved-changes";
import { useBaseGate } from "@/components/viewer/base-choice";
import { previewPath } from "@/lib/contracts/prototype";
import { NOTICE_MS } from "@/lib/api/handle-api-error";
import type { FrameToApp } from "../frame/messages";
import type { PrototypeKind, Target } from "../api";
import { useElementEditor } from "../editor/use-element-editor";
import { EditPanel } from "../editor/edit-panel";
import { useExportActions } from "../export/use-export-actions";
import { ShareDialog } from "../share/share-dialog";
import { SourceDialog } from "../source/source-dialog";
import { tourSeen, ViewerTour } from "../tour/viewer-tour";
import { DeviceStage, type Viewport } from "./device-stage";
import { livePageHtml, pageIdOfLink, pagesOf } from "./pages";
import { PreviewFrame, type PreviewFrameHandle } from "./preview-frame";
import { SelectionOverlay } from "./selection-overlay";
import { PageSkeleton, StageNotice } from "./stage-notice";
import { ViewerToolbar } from "./viewer-toolbar";
import { useCompact, useFullscreen, useHistoryKeys, useShownDevice } from "./studio-hooks";
import { useFrameCapture } from "./use-frame-capture";
import { useAiAnswerInFrame } from "./use-ai-answer-in-frame";
import { useViewerRounds } from "./use-viewer-rounds";
import { StageStatus } from "./stage-status";
import { multPrototypeKind } from "@/lib/contracts/kinds";
import { ElementOutline } from "../outline/element-outline";
import { useFocusFallback } from "../outline/use-focus-fallback";

export function PrototypeStudio({
  chatId,
  kind,
  version: versionProp,
  partial,
  streaming,
}: ViewerProps & { kind: PrototypeKind }) {
  // While the next version's content loads the frame passes null: keep the last one meanwhile,
  // so the editor, its selection and the toolbar do not blink through "no version".
  const [heldVersion, setHeldVersion] = useState(versionProp);
  if (versionProp && versionProp !== heldVersion) setHeldVersion(versionProp);
  const version = versionProp ?? heldVersion;
  const t = useTranslations("prototype");
  const viewer = kind;
  const root = useRef<HTMLDivElement>(null);
  const frame = useRef<PreviewFrameHandle>(null);
  const compact = useCompact(root, 680);
  // Below this the element outline is a sheet opened from a button, not a column beside the page.
  const narrow = useCompact(root, 480);
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen(root);

  const { device, setDevice } = useShownDevice(chatId, version, streaming);
  const [pageId, setPageId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<null | "share" | "source">(null);
  const [tourOpen, setTourOpen] = useState(false);

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
  const url =
    version && page && version.status !== "failed"
      ? previewPath(chatId, version.id, kind === multPrototypeKind.id ? page.id : null)
      : null;
  // Once a page is on screen it stays until the next one is ready (e.g. between the end of a
  // stream and the saved version's arrival), so the frame is never torn down in between.
  const [pageShown, setPageShown] = useState(false);
  const showsPage = liveHtml !== null || url !== null || pageShown;

  useAiAnswerInFrame(frame, streaming, editor.aiElementId, partial);
  const { takeCaptureAnswer, captureInFrame } = useFrameCapture(frame);
  const onFrameMessage = useCallback(
    (message: FrameToApp) => {
      if (!takeCaptureAnswer(message)) editorRef.current?.onFrameMessage(message);
    },
    [takeCaptureAnswer],
  );

  const exportActions = useExportActions({
    target,
    // Named after what the page is called; "untitled" is for the address bar, not a file name.
    title: page?.title || version?.title || null,
    designType: device,
    editedHtml: editor.dirty ? editor.source : null,
    sourceHtml: editor.source,
    captureInFrame,
  });

  // --- rounds started from the viewer ---------------------------------------------------------
  const { busy, aiModify, copyVersion } = useViewerRounds({
    chatId,
    kind,
    version,
    pageId: page?.id ?? null,
    editor,
    streaming,
    confirmLeave,
  });

  // First run: the tour once the first page is there.
  useEffect(() => {
    if (version && !streaming && !tourSeen()) {
      const timer = setTimeout(() => setTourOpen(true), 900);
      return () => clearTimeout(timer);
    }
  }, [version, streaming]);

  const coarse = useMediaQuery("(pointer: coarse)", false);
  // On a narrow viewer the edit panel is a sheet over the page: it goes to the half the selected
  // element is not in, so the element stays in sight while it is edited.
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const selectedMiddle = editor.selected ? editor.selected.rect.y + editor.selected.rect.height / 2 : 0;
  const panelAt: "top" | "bottom" = viewport && selectedMiddle > viewport.height / 2 ? "top" : "bottom";
  const selectedBox = editor.selected
    ? { rect: editor.selected.rect, label: `<${editor.selected.tagName}>` }
    : null;
  const hoverBox = editor.mode !== "view" && editor.hover ? { rect: editor.hover.rect } : null;

  const stageState = {
    streaming,
    aiWorking: editor.aiElementId !== null,
    writing: liveHtml !== null,
    mode: editor.mode,
    coarse,
  };

  return (
    <Tooltip.Provider>
      <div
        ref={root}
        className="flex h-full min-h-0 flex-col bg-white"
        data-testid="prototype-viewer"
        data-kind={kind}
      >
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
            overlay={(viewport) => (
              <SelectionOverlay
                hover={hoverBox}
                selected={selectedBox}
                scale={viewport.scale}
                busy={Boolean(editor.aiElementId && streaming)}
              />
            )}
          >
            {url === null && !streaming && (version?.status === "failed" || !showsPage) && (
              <StageNotice
                kind={version?.status !== "failed" ? "empty" : version.meta?.stopped ? "stopped" : "failed"}
                versionNumber={version?.version_number}
              />
            )}
            <StageStatus state={stageState} onDone={editor.exit} />
          </DeviceStage>
          {editor.selected && editor.mode === "edit" && (
            <EditPanel
              key={editor.selected.id}
              editor={editor}
              onAiModify={(text) => void aiModify(text)}
              aiBusy={busy}
              compact={compact}
              placement={panelAt}
            />
          )}
        </div>
        {dialog === "share" && target && (
          <ShareDialog target={target} title={title} onClose={() => setDialog(null)} />
        )}
        {dialog === "source" && editor.source !== null && (
          <SourceDialog html={editor.source} title={title} onClose={() => setDialog(null)} />
        )}
        <ViewerTour open={tourOpen} onClose={() => setTourOpen(false)} />
      </div>
    </Tooltip.Provider>
  );
}

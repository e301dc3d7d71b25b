"use client";
/**
 * The sandboxed preview (DESIGN.md §6): `<iframe sandbox>` without allow-same-origin and without
 * a referrer, talking to the runtime inside by message (frame/messages.ts).
 *
 * - A version loads its served document (`/html/{chatId}/{versionId}`). When that document has no
 *   runtime (the server did not add it), the page is shown as served and, behind it, the live
 *   shell writes the same HTML into itself with the runtime (`load`), which then replaces it: the
 *   page stays viewable at once and editable a moment later. The shell is used directly after that.
 * - While a page is written, the frame is the live shell and each partial page is posted in as
 *   `render` (the runtime morphs the DOM: no reload, no flash, scroll kept).
 * - Every new document loads in a frame behind the shown one and replaces it once ready, so
 *   switching versions, saving or finishing a stream never flashes white.
 */
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from "react";
import { PREVIEW_SANDBOX } from "@/lib/contracts/prototype";
import {
  frameMessage,
  postToFrame,
  type AppMessage,
  type AppToFrame,
  type FrameToApp,
} from "../frame/messages";

/** The live shell: a blank page with the runtime (public/prototype-html/live.html). */
export const LIVE_SHELL = "/prototype-html/live.html";

/** A served document without the runtime still loads; after this long it is shown as it is. */
const NO_RUNTIME_GRACE_MS = 1000;

/** Whether served documents carry the runtime (learnt once per page load of the app). */
let servedDocumentsHaveRuntime: boolean | null = null;

export type PreviewFrameHandle = {
  /** Posts to the shown frame's runtime; false when no runtime is listening. */
  post: (message: AppMessage) => boolean;
  element: () => HTMLIFrameElement | null;
};

type LayerKind = "url" | "load" | "live";
type Layer = {
  key: number;
  kind: LayerKind;
  src: string;
  target: string;
  html: string | null;
  ready: boolean;
  runtime: boolean;
  written: boolean;
};

type PreviewFrameProps = {
  /** The served page document, null while there is only live HTML. */
  url: string | null;
  /** The page's HTML (written into the shell when the served document has no runtime). */
  html: string | null;
  /** Page HTML being written: shown live in the shell while not null. */
  liveHtml: string | null;
  title: string;
  width: number;
  height: number;
  onMessage: (message: FrameToApp) => void;
  /** A new document became the shown one. */
  onShown?: (info: { runtime: boolean }) => void;
};

function targetOf(url: string | null, liveHtml: string | null): string | null {
  if (liveHtml !== null) return "live";
  return url ? `doc:${url}` : null;
}

export const PreviewFrame = forwardRef<PreviewFrameHandle, PreviewFrameProps>(function PreviewFrame(
  { url, html, liveHtml, title, width, height, onMessage, onShown },
  ref,
) {
  const frames = useRef(new Map<number, HTMLIFrameElement>());
  const nextKey = useRef(1);
  const [layers, setLayers] = useState<Layer[]>([]);
  const layersRef = useRef<Layer[]>([]);
  const latest = useRef({ onMessage, onShown, liveHtml, html });
  useEffect(() => {
    latest.current = { onMessage, onShown, liveHtml, html };
  });

  const commit = useCallback((next: Layer[]) => {
    layersRef.current = next;
    setLayers(next);
  }, []);

  const layerFor = useCallback(
    (target: string, kind: LayerKind, source: string | null, pageHtml: string | null): Layer => {
      return {
        key: nextKey.current++,
        kind,
        src: kind === "url" && source ? source : LIVE_SHELL,
        target,
        html: pageHtml,
        ready: false,
        runtime: false,
        written: false,
      };
    },
    [],
  );

  // A new target (a version's document, or live writing) loads behind the shown frame.
  const target = targetOf(url, liveHtml);
  useEffect(() => {
    if (!target) return;
    const current = layersRef.current;
    if (current[current.length - 1]?.target === target) return;
    const kind: LayerKind =
      target === "live"
        ? "live"
        : servedDocumentsHaveRuntime === false && latest.current.html !== null
          ? "load"
          : "url";
    commit([...current.filter((layer) => layer.ready), layerFor(target, kind, url, latest.current.html)]);
  }, [target, url, commit, layerFor]);

  const shown = useCallback((): Layer | undefined => {
    const list = layersRef.current;
    return [...list].reverse().find((layer) => layer.ready);
  }, []);

  const promote = useCallback(
    (key: number, runtime: boolean) => {
      const current = layersRef.current;
      const index = current.findIndex((layer) => layer.key === key);
      if (index < 0) return;
      if (current[index].ready) {
        if (runtime && !current[index].runtime)
          commit(current.map((layer) => (layer.key === key ? { ...layer, runtime } : layer)));
        latest.current.onShown?.({ runtime });
        return;
      }
      // Older frames go; a newer one still loading stays behind.
      commit(current.slice(index).map((layer, i) => (i === 0 ? { ...layer, ready: true, runtime } : layer)));
      latest.current.onShown?.({ runtime });
    },
    [commit],
  );

  const send = useCallback(
    (layer: Layer, message: AppMessage) =>
      postToFrame(frames.current.get(layer.key) ?? null, { ...message, vs: 1 } as AppToFrame),
    [],
  );

  useEffect(() => {
    const onWindowMessage = (event: MessageEvent) => {
      for (const layer of layersRef.current) {
        const message = frameMessage(event, frames.current.get(layer.key) ?? null);
        if (!message) continue;
        if (message.type === "ready") {
          if (layer.kind === "url") {
            servedDocumentsHaveRuntime = true;
            promote(layer.key, true);
          } else if (layer.kind === "live") {
            if (latest.current.liveHtml !== null)
              send(layer, { type: "render", html: latest.current.liveHtml });
            promote(layer.key, true);
          } else if (!layer.written && layer.html !== null) {
            // The blank shell is up: write the page into it (its runtime comes back with it).
            commit(layersRef.current.map((l) => (l.key === layer.key ? { ...l, written: true } : l)));
            send(layer, { type: "load", html: layer.html });
          } else {
            promote(layer.key, true);
          }
        }
        if (layer.key === shown()?.key && message.type !== "ready") latest.current.onMessage(message);
        return;
      }
    };
    window.addEventListener("message", onWindowMessage);
    return () => window.removeEventListener("message", onWindowMessage);
  }, [promote, shown, send, commit]);

  // Live pages: post every change to the shell once it is shown.
  useEffect(() => {
    const layer = shown();
    if (!layer || layer.kind !== "live" || liveHtml === null) return;
    send(layer, { type: "render", html: liveHtml });
  }, [liveHtml, layers, shown, send]);

  const onLoaded = (layer: Layer) => {
    if (layer.kind !== "url") return;
    window.setTimeout(() => {
      const current = layersRef.current.find((l) => l.key === layer.key);
      if (!current || current.runtime) return;
      // No runtime in served documents: show this one as it is, and bring the editable copy.
      servedDocumentsHaveRuntime = false;
      if (!current.ready) promote(current.key, false);
      const pageHtml = latest.current.html;
      if (pageHtml !== null && layersRef.current[layersRef.current.length - 1]?.key === current.key) {
        commit([...layersRef.current, layerFor(current.target, "load", null, pageHtml)]);
      }
    }, NO_RUNTIME_GRACE_MS);
  };

  useImperativeHandle(
    ref,
    () => ({
      post: (message) => {
        const layer = shown();
        return layer?.runtime ? send(layer, message) : false;
      },
      element: () => {
        const layer = shown();
        return layer ? (frames.current.get(layer.key) ?? null) : null;
      },
    }),
    [shown, send],
  );

  const shownKey = [...layers].reverse().find((layer) => layer.ready)?.key;
  return (
    <div className="relative bg-white" style={{ width, height }}>
      {layers.map((layer) => {
        const visible = layer.key === shownKey;
        return (
          <iframe
            key={layer.key}
            ref={(element) => {
              if (element) frames.current.set(layer.key, element);
              else frames.current.delete(layer.key);
            }}
            src={layer.src}
            title={title}
            sandbox={PREVIEW_SANDBOX}
            referrerPolicy="no-referrer"
            onLoad={() => onLoaded(layer)}
            aria-hidden={visible ? undefined : true}
            tabIndex={visible ? 0 : -1}
            data-testid={visible ? "prototype-frame" : undefined}
            data-frame-kind={layer.kind}
            className={`absolute inset-0 block border-0 bg-white ${visible ? "" : "pointer-events-none opacity-0"}`}
            style={{ width, height }}
          />
        );
      })}
    </div>
  );
});

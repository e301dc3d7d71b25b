"use client";
/**
 * The sandboxed preview (DESIGN.md §6): `<iframe sandbox>` without allow-same-origin and without
 * a referrer, talking to the runtime inside by message (frame/messages.ts).
 *
 * A new document loads in a second frame behind the shown one and replaces it once its runtime
 * says it is ready, so switching versions, saving or finishing a stream never flashes white.
 * While a page is written, the frame is the live shell and each partial page is posted in as a
 * `render` message (the runtime morphs the DOM: no reload, scroll kept).
 */
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from "react";
import { PREVIEW_SANDBOX } from "@/lib/contracts/prototype";
import { frameMessage, postToFrame, type AppToFrame, type FrameToApp } from "../frame/messages";

/** The live shell: a blank page with the runtime (public/prototype-html/live.html). */
export const LIVE_SHELL = "/prototype-html/live.html";

/** A document without the runtime still loads; after this long it is shown anyway. */
const NO_RUNTIME_GRACE_MS = 1200;

export type PreviewFrameHandle = {
  /** Posts to the shown frame's runtime; false when no runtime is listening. */
  post: (message: Omit<AppToFrame, "vs"> & { vs?: 1 }) => boolean;
  /** The shown frame has a runtime (selection, edits, capture work). */
  hasRuntime: () => boolean;
  element: () => HTMLIFrameElement | null;
};

type Layer = { key: number; src: string; ready: boolean; runtime: boolean };

type PreviewFrameProps = {
  src: string;
  /** Page HTML to render live (only used while `src` is the live shell). */
  liveHtml: string | null;
  title: string;
  width: number;
  height: number;
  onMessage: (message: FrameToApp) => void;
  /** A new document became the shown one (its runtime is ready, or it has none). */
  onShown?: (info: { runtime: boolean; path: string | null }) => void;
};

export const PreviewFrame = forwardRef<PreviewFrameHandle, PreviewFrameProps>(function PreviewFrame(
  { src, liveHtml, title, width, height, onMessage, onShown },
  ref,
) {
  const [layers, setLayers] = useState<Layer[]>(() => [{ key: 0, src, ready: false, runtime: false }]);
  const frames = useRef(new Map<number, HTMLIFrameElement>());
  const nextKey = useRef(1);
  const layersRef = useRef(layers);
  layersRef.current = layers;
  const handlers = useRef({ onMessage, onShown });
  handlers.current = { onMessage, onShown };
  const liveRef = useRef(liveHtml);
  liveRef.current = liveHtml;

  const replaceLayers = (next: Layer[]) => {
    layersRef.current = next;
    setLayers(next);
  };

  // A new src loads behind the shown frame.
  useEffect(() => {
    const top = layersRef.current[layersRef.current.length - 1];
    if (top?.src === src) return;
    replaceLayers([...layersRef.current.filter((layer) => layer.ready), { key: nextKey.current++, src, ready: false, runtime: false }]);
  }, [src]);

  /** The shown layer: the newest ready one (or the first while none is ready). */
  const shown = useCallback((): Layer | undefined => {
    const list = layersRef.current;
    return [...list].reverse().find((layer) => layer.ready) ?? list[0];
  }, []);

  const promote = useCallback((key: number, runtime: boolean, path: string | null) => {
    const current = layersRef.current;
    const index = current.findIndex((layer) => layer.key === key);
    if (index < 0) return;
    if (current[index].ready) {
      // Shown without a runtime after the grace period, and the runtime spoke up after all;
      // or a page of a set navigated inside the frame.
      if (runtime && !current[index].runtime) replaceLayers(current.map((layer) => (layer.key === key ? { ...layer, runtime } : layer)));
      if (runtime) handlers.current.onShown?.({ runtime, path });
      return;
    }
    // Older frames go; a newer one still loading stays behind.
    replaceLayers(current.slice(index).map((layer, i) => (i === 0 ? { ...layer, ready: true, runtime } : layer)));
    if (runtime && current[index].src === LIVE_SHELL && liveRef.current !== null) {
      postToFrame(frames.current.get(key) ?? null, { vs: 1, type: "render", html: liveRef.current });
    }
    handlers.current.onShown?.({ runtime, path });
  }, []);

  useEffect(() => {
    const onWindowMessage = (event: MessageEvent) => {
      for (const layer of layersRef.current) {
        const message = frameMessage(event, frames.current.get(layer.key) ?? null);
        if (!message) continue;
        if (message.type === "ready") promote(layer.key, true, message.path);
        if (layer.key === shown()?.key) handlers.current.onMessage(message);
        return;
      }
    };
    window.addEventListener("message", onWindowMessage);
    return () => window.removeEventListener("message", onWindowMessage);
  }, [promote, shown]);

  // Live pages: post every change to the shell once it is ready.
  useEffect(() => {
    const layer = shown();
    if (!layer || !layer.ready || !layer.runtime || layer.src !== LIVE_SHELL || liveHtml === null) return;
    postToFrame(frames.current.get(layer.key) ?? null, { vs: 1, type: "render", html: liveHtml });
  }, [liveHtml, layers, shown]);

  useImperativeHandle(
    ref,
    () => ({
      post: (message) => {
        const layer = shown();
        if (!layer?.ready || !layer.runtime) return false;
        return postToFrame(frames.current.get(layer.key) ?? null, { ...message, vs: 1 } as AppToFrame);
      },
      hasRuntime: () => Boolean(shown()?.ready && shown()?.runtime),
      element: () => {
        const layer = shown();
        return layer ? (frames.current.get(layer.key) ?? null) : null;
      },
    }),
    [shown],
  );

  const shownKey = shown()?.key;
  return (
    <div className="relative" style={{ width, height }}>
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
            onLoad={() => {
              const key = layer.key;
              window.setTimeout(() => promote(key, false, null), NO_RUNTIME_GRACE_MS);
            }}
            aria-hidden={visible ? undefined : true}
            tabIndex={visible ? 0 : -1}
            data-testid={visible ? "prototype-frame" : undefined}
            className={`absolute inset-0 block border-0 bg-white ${visible ? "" : "pointer-events-none opacity-0"}`}
            style={{ width, height }}
          />
        );
      })}
    </div>
  );
});

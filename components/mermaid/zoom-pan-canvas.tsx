"use client";
/**
 * A chart on a canvas that zooms and pans: buttons (zoom in/out, fit), the wheel (zooms around
 * the pointer), dragging (pans), and the keyboard (+, −, 0) when the canvas has focus.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { standaloneSvg } from "./mermaid-image";
import { FitIcon, MinusIcon, PlusIcon } from "@/components/ui/icons";

export type ZoomLabels = {
  zoomIn: string;
  zoomOut: string;
  reset: string;
  canvas: string;
  zoomLevel: (percent: number) => string;
};

const MIN = 0.1;
const MAX = 8;
const clamp = (value: number) => Math.min(MAX, Math.max(MIN, value));

type View = { scale: number; x: number; y: number };

/** Margin around a fitted chart, and the height kept free for the zoom controls below it (px). */
const PAD = 16;
const CONTROLS = 56;

export function ZoomPanCanvas({
  svg,
  labels,
  dimmed = false,
}: {
  svg: string;
  labels: ZoomLabels;
  dimmed?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { svg: sized, width, height } = standaloneSvg(svg);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const drag = useRef<{ id: number; x: number; y: number; startX: number; startY: number } | null>(null);

  const fit = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const { clientWidth: cw, clientHeight: ch } = el;
    // Fitted above the zoom controls (bottom right), so they never cover the chart's last node.
    const tall = ch - PAD - CONTROLS;
    const scale = clamp(Math.min((cw - 2 * PAD) / width, tall / height, 1.5));
    setView({ scale, x: (cw - width * scale) / 2, y: PAD + (tall - height * scale) / 2 });
  }, [width, height]);

  // A new chart (or a resized viewer) starts fitted.
  useLayoutEffect(() => {
    fit();
  }, [fit]);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => fit());
    observer.observe(el);
    return () => observer.disconnect();
  }, [fit]);

  const zoomAt = useCallback((factor: number, px?: number, py?: number) => {
    const el = box.current;
    setView((v) => {
      const scale = clamp(v.scale * factor);
      const cx = px ?? (el ? el.clientWidth / 2 : 0);
      const cy = py ?? (el ? el.clientHeight / 2 : 0);
      const k = scale / v.scale;
      return { scale, x: cx - (cx - v.x) * k, y: cy - (cy - v.y) * k };
    });
  }, []);

  // The wheel zooms the chart instead of scrolling the page (a non-passive listener).
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = el.getBoundingClientRect();
      zoomAt(Math.exp(-event.deltaY * 0.0015), event.clientX - rect.left, event.clientY - rect.top);
    };
    el.addEventListener("wheel", wheel, { passive: false });
    return () => el.removeEventListener("wheel", wheel);
  }, [zoomAt]);

  const button =
    "flex h-8 w-8 items-center justify-center rounded-md text-ink-700 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600";

  return (
    <div className="relative h-full min-h-0 w-full">
      <div
        ref={box}
        role="img"
        aria-label={labels.canvas}
        tabIndex={0}
        data-testid="mermaid-canvas"
        className="h-full w-full cursor-grab touch-none overflow-hidden bg-[radial-gradient(circle,#e2e8f0_1px,transparent_1px)] [background-size:18px_18px] outline-none select-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset active:cursor-grabbing"
        onPointerDown={(e) => {
          (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
          drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, startX: view.x, startY: view.y };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d || d.id !== e.pointerId) return;
          setView((v) => ({ ...v, x: d.startX + e.clientX - d.x, y: d.startY + e.clientY - d.y }));
        }}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={(e) => {
          if (e.key === "+" || e.key === "=") zoomAt(1.25);
          else if (e.key === "-" || e.key === "_") zoomAt(0.8);
          else if (e.key === "0") fit();
          else return;
          e.preventDefault();
        }}
      >
        <div
          className={`origin-top-left transition-opacity ${dimmed ? "opacity-40" : ""}`}
          style={{ width, height, transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          data-testid="mermaid-rendered"
          // mermaid's strict mode sanitises the SVG (DOMPurify) before it reaches us
          dangerouslySetInnerHTML={{ __html: sized.replace(/^<\?xml[^>]*>\s*/, "") }}
        />
      </div>
      <div className="absolute right-3 bottom-3 flex items-center gap-0.5 rounded-lg border border-slate-200 bg-white/95 p-0.5 shadow-sm backdrop-blur">
        <button
          type="button"
          className={button}
          onClick={() => zoomAt(0.8)}
          aria-label={labels.zoomOut}
          title={labels.zoomOut}
        >
          <MinusIcon className="h-4 w-4" strokeWidth={2} />
        </button>
        <span
          className="w-12 text-center text-xs tabular-nums text-ink-500"
          aria-live="polite"
          data-testid="zoom-level"
        >
          {labels.zoomLevel(Math.round(view.scale * 100))}
        </span>
        <button
          type="button"
          className={button}
          onClick={() => zoomAt(1.25)}
          aria-label={labels.zoomIn}
          title={labels.zoomIn}
        >
          <PlusIcon className="h-4 w-4" strokeWidth={2} />
        </button>
        <button type="button" className={button} onClick={fit} aria-label={labels.reset} title={labels.reset}>
          <FitIcon className="h-4 w-4" strokeWidth={2} />
        </button>
      </div>
    </div>
  );
}

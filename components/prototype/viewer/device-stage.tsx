"use client";
/**
 * The device frames of the viewer (spec §3 design types): a browser window for web, a tablet and
 * a phone. The page renders at the device's real width and is scaled down to fit the viewer, so
 * a 1280-wide web page keeps its desktop layout in a half-screen viewer. Overlays (hover and
 * selection boxes) are drawn in the scaled viewport box, over the frame.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { DesignType } from "@/lib/contracts/artifacts";

export const DEVICE_SIZES: Record<DesignType, { width: number; height: number }> = {
  web: { width: 1280, height: 800 },
  tablet: { width: 820, height: 1180 },
  mobile: { width: 390, height: 844 },
};

const PADDING = 20;
const BROWSER_BAR = 34;
const BEZEL: Record<DesignType, number> = { web: 0, tablet: 14, mobile: 11 };

export type Viewport = { width: number; height: number; scale: number };

/** The frame size and scale that fit a device into the available box. */
export function fitDevice(device: DesignType, availableWidth: number, availableHeight: number): Viewport {
  const { width, height } = DEVICE_SIZES[device];
  const w = Math.max(availableWidth - PADDING * 2, 120);
  const h = Math.max(availableHeight - PADDING * 2, 160);
  if (device === "web") {
    const scale = Math.min(1, w / width);
    // The browser window fills the height: a taller viewport shows more of the page.
    return { width, height: Math.max(320, Math.floor((h - BROWSER_BAR) / scale)), scale };
  }
  const bezel = BEZEL[device] * 2;
  const scale = Math.min(1, (w - bezel) / width, (h - bezel) / height);
  return { width, height, scale };
}

type DeviceStageProps = {
  device: DesignType;
  /** Shown in the browser bar of the web frame. */
  address: string;
  frame: (viewport: Viewport) => ReactNode;
  overlay?: (viewport: Viewport) => ReactNode;
  /** Told when the frame's size or scale changes. */
  onViewport?: (viewport: Viewport) => void;
  /** False: no device is drawn (nothing to show yet); children still are. */
  showDevice?: boolean;
  /** Drawn over the whole stage (empty and error states, status). */
  children?: ReactNode;
  /**
   * Below this stage width a phone design is shown as the page itself, filling the stage with no
   * phone drawn around it (a shared phone page opened on a phone is not a phone inside a phone).
   */
  bareBelow?: number;
};

export function DeviceStage({
  device,
  address,
  frame,
  overlay,
  onViewport,
  showDevice = true,
  children,
  bareBelow = 0,
}: DeviceStageProps) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measured = (width: number, height: number) =>
      setSize((current) =>
        current && Math.abs(current.width - width) < 1 && Math.abs(current.height - height) < 1
          ? current
          : { width, height },
      );
    // The first size is read before the first paint, so the page is never drawn at a size from
    // before the stage had its place (nor is it missing for a frame).
    measured(element.clientWidth, element.clientHeight);
    const observer = new ResizeObserver(([entry]) =>
      measured(entry.contentRect.width, entry.contentRect.height),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const bare = device === "mobile" && size !== null && size.width < bareBelow;
  const viewport = size
    ? bare
      ? { width: Math.floor(size.width), height: Math.floor(size.height), scale: 1 }
      : fitDevice(device, size.width, size.height)
    : null;
  const { width: vw = 0, height: vh = 0, scale: vs = 0 } = viewport ?? {};
  useEffect(() => {
    if (vw) onViewport?.({ width: vw, height: vh, scale: vs });
  }, [vw, vh, vs, onViewport]);
  const scaled = viewport
    ? {
        width: Math.round(viewport.width * viewport.scale),
        height: Math.round(viewport.height * viewport.scale),
      }
    : null;

  return (
    <div
      ref={box}
      className="relative grid min-h-0 flex-1 place-items-center overflow-hidden bg-slate-100 [background-image:radial-gradient(circle,rgb(148_163_184/0.35)_1px,transparent_1px)] [background-size:18px_18px]"
      data-testid="device-stage"
      data-device={device}
      data-bare={bare || undefined}
    >
      {showDevice && viewport && bare && (
        <div className="absolute inset-0 bg-white" data-testid="device-page">
          {frame(viewport)}
          {overlay?.(viewport)}
        </div>
      )}
      {showDevice && viewport && scaled && !bare && (
        <div
          className={
            device === "web"
              ? "overflow-hidden rounded-xl border border-slate-300 bg-white shadow-[0_12px_40px_-12px_rgb(15_23_42/0.35)]"
              : device === "tablet"
                ? "rounded-[30px] bg-ink-900 p-[14px] shadow-[0_18px_50px_-16px_rgb(15_23_42/0.55)] ring-1 ring-slate-700"
                : "relative rounded-[44px] bg-ink-900 p-[11px] shadow-[0_18px_50px_-16px_rgb(15_23_42/0.55)] ring-1 ring-slate-700"
          }
          data-testid="device-frame"
        >
          {device === "web" && (
            <div
              className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-3"
              style={{ height: BROWSER_BAR }}
              aria-hidden="true"
            >
              <span className="flex gap-1.5">
                <span className="h-2.5 w-2.5 rounded-full bg-[#ff5f57]" />
                <span className="h-2.5 w-2.5 rounded-full bg-[#febc2e]" />
                <span className="h-2.5 w-2.5 rounded-full bg-[#28c840]" />
              </span>
              <span className="mx-auto max-w-[60%] min-w-0 truncate rounded-md bg-white px-3 py-0.5 text-center text-[11px] text-ink-500 ring-1 ring-slate-200">
                {address}
              </span>
              <span className="w-[42px]" />
            </div>
          )}
          <div
            className={`relative overflow-hidden bg-white ${device === "mobile" ? "rounded-[34px]" : device === "tablet" ? "rounded-[18px]" : ""}`}
            style={{ width: scaled.width, height: scaled.height }}
          >
            <div
              style={{
                width: viewport.width,
                height: viewport.height,
                transform: `scale(${viewport.scale})`,
                transformOrigin: "0 0",
              }}
            >
              {frame(viewport)}
            </div>
            {overlay?.(viewport)}
          </div>
        </div>
      )}
      {children}
    </div>
  );
}

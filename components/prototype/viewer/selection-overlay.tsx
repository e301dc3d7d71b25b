"use client";
/**
 * Hover and selection boxes over the preview, drawn in the app (never inside the page, so the
 * saved HTML holds no editor markup). Rects arrive in the frame's coordinates; the viewport box
 * they are drawn in is the frame's scaled box, so app coordinates = rect × scale.
 */
import type { Rect } from "../frame/messages";

type Box = { rect: Rect; label?: string };

function place(rect: Rect, scale: number) {
  return {
    left: rect.x * scale,
    top: rect.y * scale,
    width: Math.max(rect.width * scale, 2),
    height: Math.max(rect.height * scale, 2),
  };
}

export function SelectionOverlay({
  hover,
  selected,
  scale,
  busy,
}: {
  hover: Box | null;
  selected: Box | null;
  scale: number;
  busy?: boolean;
}) {
  return (
    <div className="pointer-events-none absolute inset-0 overflow-hidden" aria-hidden="true">
      {hover && (!selected || hover.rect !== selected.rect) && (
        <div
          className="absolute rounded-[3px] border border-dashed border-brand-500 bg-brand-500/5"
          style={place(hover.rect, scale)}
          data-testid="hover-outline"
        />
      )}
      {selected && (
        <div
          className={`absolute rounded-[3px] border-2 border-brand-600 ${busy ? "animate-pulse bg-brand-500/15" : "bg-brand-500/5"}`}
          style={place(selected.rect, scale)}
          data-testid="selection-outline"
        >
          {selected.label && (
            <span
              className={`absolute left-[-2px] rounded-md bg-brand-600 px-1.5 py-0.5 font-mono text-[10px] leading-none font-medium whitespace-nowrap text-white ${selected.rect.y * scale < 20 ? "top-full mt-1" : "bottom-full mb-1"}`}
            >
              {selected.label}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

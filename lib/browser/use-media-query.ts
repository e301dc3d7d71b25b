"use client";
import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches, kept current. On the server (and in the first client render)
 * it answers `serverValue`, so pick the value the server-rendered markup assumes.
 */
export function useMediaQuery(query: string, serverValue = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** The split layout (sidebar beside, viewer beside) starts at Tailwind's md breakpoint. */
export const WIDE_QUERY = "(min-width: 768px)";

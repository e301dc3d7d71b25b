"use client";
/**
 * An AI Modify round answers one element (the page arrives whole at its end): as the answer
 * streams, the element is swapped in place in the page shown (once per animation frame), never
 * the live shell.
 */
import { useEffect, useMemo, useRef, type RefObject } from "react";
import { keepElementId, outerHtmlOf } from "../editor/html-source";
import { isFragment, livePageHtml } from "./pages";
import type { PreviewFrameHandle } from "./preview-frame";

export function useAiAnswerInFrame(
  frame: RefObject<PreviewFrameHandle | null>,
  streaming: boolean,
  aiElementId: string | null,
  partial: string | null,
): void {
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
    answerFrame.current = requestAnimationFrame(() =>
      frame.current?.post({ type: "replace", id: aiElementId, outerHTML: aiAnswer }),
    );
  }, [aiAnswer, aiElementId, frame]);
}

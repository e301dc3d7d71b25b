"use client";
/**
 * Pictures of the page taken inside the sandboxed frame (PNG export): a request goes in with an
 * id, the frame answers `captured` or `capture-failed` with that id, or the request times out.
 */
import { useCallback, useRef, type RefObject } from "react";
import type { FrameToApp } from "../frame/messages";
import type { PreviewFrameHandle } from "./preview-frame";

const CAPTURE_TIMEOUT_MS = 30_000;

export function useFrameCapture(frame: RefObject<PreviewFrameHandle | null>) {
  const captures = useRef(new Map<string, (message: FrameToApp) => void>());

  /** True when `message` answered a capture (it is then no one else's). */
  const takeCaptureAnswer = useCallback((message: FrameToApp): boolean => {
    if (message.type !== "captured" && message.type !== "capture-failed") return false;
    captures.current.get(message.requestId)?.(message);
    captures.current.delete(message.requestId);
    return true;
  }, []);

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
          if (message.type === "captured" && message.dataUrl.startsWith("data:image/png;base64,"))
            resolve(message.dataUrl);
          else reject(new Error(message.type === "capture-failed" ? message.reason : "failed"));
        });
        if (!frame.current?.post({ type: "capture", requestId, scale })) {
          clearTimeout(timer);
          captures.current.delete(requestId);
          reject(new Error("no runtime"));
        }
      }),
    [frame],
  );

  return { takeCaptureAnswer, captureInFrame };
}

"use client";
/** Small hooks of the prototype viewer: its width class, fullscreen, the device shown, and the undo/redo keys. */
import { useEffect, useLayoutEffect, useState, type RefObject } from "react";
import type { ElementEditor } from "../editor/use-element-editor";
import { useChatState } from "@/lib/stores/chat-store";
import type { DesignType } from "@/lib/contracts/artifacts";
import type { VersionDto } from "@/lib/contracts/versions";

/** True while the element is narrower than `breakpoint` (the viewer is a half screen or a phone). */
export function useCompact(ref: RefObject<HTMLElement | null>, breakpoint: number): boolean {
  const [compact, setCompact] = useState(false);
  // Decided from the first layout, before the browser paints: waiting for the first resize notice
  // (a frame later, longer on a busy phone) let a phone paint the wide layout first — the element
  // list as a side column squeezing the preview, the toolbar's labels — and relayout under a tap.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setCompact(element.clientWidth < breakpoint);
    const observer = new ResizeObserver(([entry]) => setCompact(entry.contentRect.width < breakpoint));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, breakpoint]);
  return compact;
}

export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === ref.current && ref.current !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [ref]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void ref.current?.requestFullscreen?.().catch(() => undefined);
  };
  return { fullscreen, toggle };
}

/** A dialog of its own (share, source, a confirmation) is open: Escape is for it. */
const OTHER_DIALOG = '[role="dialog"]:not(:has([data-testid="prototype-viewer"])), [role="alertdialog"]';

function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === "INPUT" ||
    target.tagName === "TEXTAREA" ||
    target.tagName === "SELECT"
  );
}

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes the editor's changes, Escape leaves the
 * editor — unless the user is typing in a field, whose own undo wins. (Inside the page the frame's
 * runtime forwards the same keys.)
 */
export function useHistoryKeys(editor: ElementEditor) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typingInto(event.target)) return;
      const key = event.key.toLowerCase();
      if ((event.ctrlKey || event.metaKey) && (key === "z" || key === "y")) {
        if (!editor.canUndo && !editor.canRedo) return;
        event.preventDefault();
        if (key === "y" || event.shiftKey) editor.redo();
        else editor.undo();
      } else if (key === "escape" && editor.mode !== "view" && !document.querySelector(OTHER_DIALOG)) {
        // Escape leaves the editor first; it must not also close the viewer's own sheet (phones),
        // whose dialog listens on the document: the window's capture phase comes before it.
        event.stopPropagation();
        editor.exit();
      }
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [editor]);
}

/**
 * The device follows the version shown (a version made for a phone opens in the phone frame)
 * until the user switches it; while a round writes a page for a named device, that device's
 * frame from the first byte (not the last version's frame, switching when the page is saved).
 */
export function useShownDevice(chatId: string, version: VersionDto | null, streaming: boolean) {
  const chatDesignType = useChatState(chatId, (s) => s.designType);
  const roundDevice = useChatState(chatId, (s) => s.roundDesignType);
  const versionDevice = (streaming ? roundDevice : null) ?? version?.design_type ?? chatDesignType;
  const [chosenDevice, setChosenDevice] = useState<{ device: DesignType; over: DesignType } | null>(null);
  const device = chosenDevice && chosenDevice.over === versionDevice ? chosenDevice.device : versionDevice;
  const setDevice = (next: DesignType) => setChosenDevice({ device: next, over: versionDevice });
  return { device, setDevice };
}

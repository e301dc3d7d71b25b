/**
 * The messages between the app and the runtime inside a sandboxed preview frame
 * (shared/notes/sandboxed-preview.md). The frame's origin is opaque, so:
 * - app → frame: `frame.contentWindow.postMessage(msg, "*")` — the only target that arrives;
 *   nothing secret is ever posted in (page HTML and element edits only).
 * - frame → app: every sandboxed frame posts with origin "null", so the app accepts a message only
 *   when `event.source` is the very frame it is talking to.
 * - the runtime accepts messages only from its parent window, posted from the app's exact origin.
 * Every message carries `vs: 1` so stray messages (extensions, page scripts) are ignored.
 */

export const MESSAGE_TAG = 1;

export type Rect = { x: number; y: number; width: number; height: number };

/** Computed styles the edit panel starts from. */
export type ElementStyles = {
  color: string;
  backgroundColor: string;
  backgroundImage: string;
  fontSize: string;
  fontWeight: string;
  fontFamily: string;
  lineHeight: string;
  textAlign: string;
  paddingTop: string;
  paddingRight: string;
  paddingBottom: string;
  paddingLeft: string;
  marginTop: string;
  marginRight: string;
  marginBottom: string;
  marginLeft: string;
  borderRadius: string;
};

export type SelectedElement = {
  /** data-vs-id */
  id: string;
  tagName: string;
  outerHTML: string;
  /** In the frame's viewport coordinates. */
  rect: Rect;
  styles: ElementStyles;
  /** Text of the element (trimmed, at most 500 characters). */
  text: string;
  /** All children are text: the text can be edited in place. */
  textEditable: boolean;
};

/** What the app asks of the runtime. */
export type AppToFrame =
  /** Page HTML to show by morphing the live document (streaming; scripts do not run). */
  | { vs: 1; type: "render"; html: string }
  /** A whole page to become this document (the live shell showing a saved page; scripts run). */
  | { vs: 1; type: "load"; html: string }
  /** Selection mode on/off (off also clears hover and selection). */
  | { vs: 1; type: "mode"; selecting: boolean; interceptLinks: boolean }
  /** Clears the selection (null) or selects an element by id. */
  | { vs: 1; type: "select"; id: string | null }
  /** Shows an element as hovered and scrolls it into view (the element outline's focus); null clears. */
  | { vs: 1; type: "highlight"; id: string | null }
  /**
   * Precise Edit applied live: inline style properties ("" removes one), whole attributes (null
   * removes one; undo restores the style attribute as it was) and/or text.
   */
  | {
      vs: 1;
      type: "patch";
      id: string;
      style?: Record<string, string>;
      attributes?: Record<string, string | null>;
      text?: string;
    }
  /** Replaces an element (AI Modify, undo/redo of one). */
  | { vs: 1; type: "replace"; id: string; outerHTML: string }
  /** Renders the page to a PNG inside the frame (html-to-image). */
  | { vs: 1; type: "capture"; requestId: string; /** Pixel density of the image (1–3). */ scale?: number };

/** An app message without its tag (postToFrame adds it). */
export type AppMessage = AppToFrame extends infer M ? (M extends AppToFrame ? Omit<M, "vs"> : never) : never;

/** What the runtime tells the app. */
export type FrameToApp =
  | { vs: 1; type: "ready"; path: string; title: string }
  | { vs: 1; type: "hover"; id: string | null; rect: Rect | null }
  | { vs: 1; type: "selected"; element: SelectedElement | null }
  /** The selected element moved (scroll, resize, an edit). */
  | { vs: 1; type: "rect"; id: string; rect: Rect | null }
  /** A link to another page was clicked (multi-page prototypes); the app decides. */
  | { vs: 1; type: "link"; href: string }
  | { vs: 1; type: "escape" }
  /** Ctrl/Cmd+Z or Ctrl/Cmd+Shift+Z pressed inside the frame while selecting. */
  | { vs: 1; type: "history"; action: "undo" | "redo" }
  | { vs: 1; type: "captured"; requestId: string; dataUrl: string }
  | { vs: 1; type: "capture-failed"; requestId: string; reason: string };

type Tagged = { vs: number; type: string };

function isTagged(data: unknown): data is Tagged {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as Tagged).vs === MESSAGE_TAG &&
    typeof (data as Tagged).type === "string"
  );
}

const FRAME_TYPES = new Set<FrameToApp["type"]>([
  "ready",
  "hover",
  "selected",
  "rect",
  "link",
  "escape",
  "history",
  "captured",
  "capture-failed",
]);
const APP_TYPES = new Set<AppToFrame["type"]>([
  "render",
  "load",
  "mode",
  "select",
  "highlight",
  "patch",
  "replace",
  "capture",
]);

/**
 * App side: the message came from this frame (its window, not a page the frame opened or another
 * frame) and is a runtime message. The origin is not checked: it is "null" for every sandboxed frame.
 */
export function frameMessage(
  event: Pick<MessageEvent, "source" | "data">,
  frame: Pick<HTMLIFrameElement, "contentWindow"> | null,
): FrameToApp | null {
  if (!frame || !frame.contentWindow || event.source !== frame.contentWindow) return null;
  return isTagged(event.data) && FRAME_TYPES.has(event.data.type as FrameToApp["type"])
    ? (event.data as FrameToApp)
    : null;
}

/** Frame side: the message came from the parent window, posted by the app's own origin. */
export function appMessage(
  event: Pick<MessageEvent, "source" | "origin" | "data">,
  parentWindow: unknown,
  appOrigin: string,
): AppToFrame | null {
  if (event.source === null || event.source !== parentWindow || event.origin !== appOrigin) return null;
  return isTagged(event.data) && APP_TYPES.has(event.data.type as AppToFrame["type"])
    ? (event.data as AppToFrame)
    : null;
}

/**
 * The runtime works only inside a sandbox: at an opaque origin, or at a preview origin that is not
 * the app's. At the app's own origin (the file opened directly) it stays inert.
 */
export function runtimeMayRun(selfOrigin: string, appOrigin: string): boolean {
  return selfOrigin === "null" || selfOrigin !== appOrigin;
}

/** Posts to the frame; "*" is the only target that reaches an opaque origin (nothing secret goes in). */
export function postToFrame(frame: HTMLIFrameElement | null, message: AppToFrame): boolean {
  const target = frame?.contentWindow;
  if (!target) return false;
  target.postMessage(message, "*");
  return true;
}

/**
 * The runtime inside a sandboxed preview frame (bundled to public/prototype-html/vs-runtime.js by
 * scripts/build-prototype-runtime.mjs; the server adds it to served pages, the live shell
 * public/prototype-html/live.html carries it). It:
 * - shows a page while it is written: each partial document is parsed with DOMParser and the live
 *   DOM is morphed into it (idiomorph, `head: { style: "morph" }` so no script runs mid-stream,
 *   scroll kept, no flash);
 * - in selection mode reports the element under the pointer and the clicked one (by data-vs-id);
 * - applies Precise Edits and element replacements at once for instant feedback;
 * - renders the page to a PNG (html-to-image) and hands it out by message.
 * It talks only to its parent, posted from the app's origin, and stays inert outside a sandbox.
 */
import { Idiomorph } from "idiomorph";
import { toPng } from "html-to-image";
import { appMessage, MESSAGE_TAG, runtimeMayRun, type AppToFrame, type FrameToApp } from "../messages";
import { byId, describe, editableAncestor, rectOf } from "./inspect";
import { liveTailwindCss } from "./live-tailwind";

type Outgoing = FrameToApp extends infer M ? (M extends { vs: 1 } ? Omit<M, "vs"> : never) : never;

function start() {
  const script = document.currentScript as HTMLScriptElement | null;
  const appOrigin = script?.dataset.appOrigin || (script?.src ? new URL(script.src).origin : "");
  if (!appOrigin || !runtimeMayRun(self.origin, appOrigin) || window.parent === window) return;

  const post = (message: Outgoing) => window.parent.postMessage({ vs: MESSAGE_TAG, ...message }, appOrigin);

  let selecting = false;
  let interceptLinks = false;
  let hovered: HTMLElement | null = null;
  let selectedId: string | null = null;

  // --- live rendering -------------------------------------------------------------------------
  let pendingHtml: string | null = null;
  let scheduled = false;
  let rendering = false;
  let lastCss: string | null = null;
  const compilerSrc = script?.src ? new URL("vs-tailwind.js", script.src).toString() : "";
  const render = async () => {
    scheduled = false;
    if (pendingHtml === null || rendering) return;
    rendering = true;
    const html = pendingHtml;
    pendingHtml = null;
    const next = new DOMParser().parseFromString(html, "text/html");
    // Classes of a page still being written have no CSS yet: compile them here (the saved page
    // gets the server's compiled block), so it streams in styled.
    const css = compilerSrc ? ((await liveTailwindCss(next, compilerSrc)) ?? lastCss) : null;
    if (css) {
      lastCss = css;
      const style = next.createElement("style");
      style.dataset.vsLiveTailwind = "";
      style.textContent = css;
      next.head.prepend(style);
    }
    rendering = false;
    if (pendingHtml !== null && !scheduled) {
      // A newer page arrived while compiling: show that one instead.
      scheduled = true;
      requestAnimationFrame(() => void render());
      return;
    }
    try {
      Idiomorph.morph(document.documentElement, next.documentElement, {
        head: { style: "morph" },
        ignoreActiveValue: true,
        callbacks: {
          beforeNodeRemoved: (node) => !(node instanceof HTMLElement && node.dataset.vsRuntime !== undefined),
        },
      });
    } catch {
      // A page half written can trip the morph (an id twice, a node moved away mid-way: "insertBefore
      // on a removed node"). The stream must never break: show this state by replacing instead.
      replaceDocument(next);
    }
    reportSelection();
  };
  /** The page's head and body replaced by `next`'s (no script runs; the runtime's own nodes stay). */
  const replaceDocument = (next: Document) => {
    for (const node of [...document.head.childNodes])
      if (!(node instanceof HTMLElement && node.dataset.vsRuntime !== undefined)) node.remove();
    for (const node of [...next.head.childNodes])
      if (!(node instanceof HTMLScriptElement)) document.head.append(document.importNode(node, true));
    const runtimeNodes = [...document.body.querySelectorAll("[data-vs-runtime]")];
    document.body.innerHTML = next.body.innerHTML; // innerHTML never runs scripts
    for (const attr of [...document.body.attributes]) document.body.removeAttribute(attr.name);
    for (const attr of [...next.body.attributes]) document.body.setAttribute(attr.name, attr.value);
    document.body.append(...runtimeNodes);
  };
  const queueRender = (html: string) => {
    pendingHtml = html;
    if (!scheduled) {
      scheduled = true;
      requestAnimationFrame(() => void render());
    }
  };

  // A saved page written over this document: its scripts run, and the runtime (added back to
  // it) starts again and says "ready". Only a runtime loaded by URL can add itself back.
  const load = (html: string) => {
    if (!script?.src) return;
    const tag = `<script src="${script.src.replace(/"/g, "&quot;")}" data-vs-runtime data-app-origin="${appOrigin.replace(/"/g, "&quot;")}"></script>`;
    const head = /<head(\s[^>]*)?>/i.exec(html);
    const root = /<html(\s[^>]*)?>/i.exec(html);
    const at = head ? head.index + head[0].length : root ? root.index + root[0].length : 0;
    document.open();
    document.write(html.slice(0, at) + tag + html.slice(at));
    document.close();
  };

  // --- selection ------------------------------------------------------------------------------
  const reportSelection = () => {
    if (selectedId) post({ type: "rect", id: selectedId, rect: rectOf(byId(selectedId)) });
    if (hovered) post({ type: "hover", id: hovered.getAttribute("data-vs-id"), rect: rectOf(hovered) });
  };
  const setHovered = (element: HTMLElement | null) => {
    if (element === hovered) return;
    hovered = element;
    post({ type: "hover", id: element?.getAttribute("data-vs-id") ?? null, rect: rectOf(element) });
  };
  const select = (element: HTMLElement | null) => {
    selectedId = element?.getAttribute("data-vs-id") ?? null;
    post({ type: "selected", element: element ? describe(element) : null });
  };

  document.addEventListener(
    "mousemove",
    (event) => {
      if (selecting) setHovered(editableAncestor(event.target));
    },
    true,
  );
  document.addEventListener(
    "mouseout",
    (event) => {
      if (selecting && !event.relatedTarget) setHovered(null);
    },
    true,
  );
  // In selection mode a click selects and does nothing else (no link, no submit, no handler).
  const swallow = (event: Event) => {
    if (!selecting) return false;
    event.preventDefault();
    event.stopImmediatePropagation();
    return true;
  };
  document.addEventListener(
    "click",
    (event) => {
      if (swallow(event)) {
        select(editableAncestor(event.target));
        return;
      }
      if (!interceptLinks) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      const href = link?.getAttribute("href");
      if (!link || !href || href.startsWith("#") || /^(javascript|mailto|tel):/i.test(href)) return;
      const url = new URL(href, location.href);
      if (url.origin !== location.origin) return;
      event.preventDefault();
      post({ type: "link", href: url.pathname + url.search });
    },
    true,
  );
  for (const type of ["mousedown", "mouseup", "dblclick", "submit", "pointerdown", "auxclick", "contextmenu"])
    document.addEventListener(type, swallow, true);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") post({ type: "escape" });
    // While selecting, the editor's undo/redo keys work with the pointer over the page too.
    if (
      selecting &&
      (event.ctrlKey || event.metaKey) &&
      (event.key.toLowerCase() === "z" || event.key.toLowerCase() === "y")
    ) {
      event.preventDefault();
      post({ type: "history", action: event.key.toLowerCase() === "y" || event.shiftKey ? "redo" : "undo" });
    }
  });
  window.addEventListener("scroll", reportSelection, { passive: true, capture: true });
  window.addEventListener("resize", reportSelection);

  // --- edits ----------------------------------------------------------------------------------
  const patch = (message: Extract<AppToFrame, { type: "patch" }>) => {
    const element = byId(message.id);
    if (!element) return;
    for (const [name, value] of Object.entries(message.attributes ?? {})) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
    for (const [property, value] of Object.entries(message.style ?? {})) {
      if (value.trim() === "") element.style.removeProperty(property);
      else element.style.setProperty(property, value);
    }
    if (message.text !== undefined) element.textContent = message.text;
    if (selectedId === message.id) post({ type: "selected", element: describe(element) });
  };
  const replace = (message: Extract<AppToFrame, { type: "replace" }>) => {
    const element = byId(message.id);
    if (!element) return;
    // A <template> parses without running scripts; morphing keeps what did not change.
    const template = document.createElement("template");
    template.innerHTML = message.outerHTML.trim();
    const replacement = template.content.firstElementChild;
    if (!replacement) return;
    Idiomorph.morph(element, replacement, { morphStyle: "outerHTML" });
    const updated = byId(replacement.getAttribute("data-vs-id") ?? message.id);
    if (selectedId === message.id && updated) post({ type: "selected", element: describe(updated) });
  };

  // --- capture --------------------------------------------------------------------------------
  const capture = async (requestId: string, scale?: number) => {
    try {
      const root = document.documentElement;
      const width = Math.max(root.scrollWidth, document.body?.scrollWidth ?? 0);
      const height = Math.max(root.scrollHeight, document.body?.scrollHeight ?? 0);
      const background = getComputedStyle(document.body ?? root).backgroundColor;
      const dataUrl = await toPng(document.body ?? root, {
        width,
        height,
        // The density the user asked for (1×–3×), else the screen's, at most 2×.
        pixelRatio:
          typeof scale === "number" && scale >= 1 && scale <= 3
            ? scale
            : Math.min(2, window.devicePixelRatio || 1),
        backgroundColor: background && background !== "rgba(0, 0, 0, 0)" ? background : "#ffffff",
        filter: (node) => !(node instanceof HTMLElement && node.dataset.vsRuntime !== undefined),
        // Assets that cannot load at the opaque origin become empty instead of failing the render.
        imagePlaceholder: "data:image/gif;base64,R0lGODlhAQABAAAAACwAAAAAAQABAAA=",
      });
      post({ type: "captured", requestId, dataUrl });
    } catch (error) {
      // html-to-image rejects with a DOM Event (not an Error) when an asset fails to load.
      post({
        type: "capture-failed",
        requestId,
        reason: error instanceof Error ? error.message : String((error as Event)?.type ?? error),
      });
    }
  };

  window.addEventListener("message", (event) => {
    const message = appMessage(event, window.parent, appOrigin);
    if (!message) return;
    switch (message.type) {
      case "render":
        queueRender(message.html);
        break;
      case "load":
        load(message.html);
        break;
      case "mode":
        selecting = message.selecting;
        interceptLinks = message.interceptLinks;
        document.documentElement.style.cursor = selecting ? "default" : "";
        if (!selecting) {
          setHovered(null);
          selectedId = null;
        }
        break;
      case "select":
        select(message.id ? byId(message.id) : null);
        break;
      case "highlight": {
        const element = message.id ? byId(message.id) : null;
        setHovered(element);
        // Scrolling reports the moved rect (the scroll listener), so the outline follows it.
        element?.scrollIntoView({ block: "nearest", inline: "nearest" });
        break;
      }
      case "patch":
        patch(message);
        break;
      case "replace":
        replace(message);
        break;
      case "capture":
        void capture(message.requestId, message.scale);
        break;
    }
  });

  const ready = () => post({ type: "ready", path: location.pathname, title: document.title });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", ready, { once: true });
  else ready();
}

start();

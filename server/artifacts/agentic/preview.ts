/**
 * A complete version's preview (issue #20 §2): its built document, served at an opaque origin
 * like a prototype preview (app/html/lite-app/[versionId]/route.ts answers it with the sandbox
 * CSP), with a head script that reports the running app's errors to the viewer so it can offer
 * "fix". Built documents are cached by version id: a version never changes, so neither does its
 * build; the cache is bounded by count and by characters.
 */
import { LITE_APP_PREVIEW_ERROR } from "@/lib/contracts/lite-app";

/** The address of a version's preview document. */
export function previewUrl(versionId: string): string {
  return `/html/lite-app/${encodeURIComponent(versionId)}`;
}

/**
 * Where a preview's app keeps its data: the chat's preview store, through the public API on the
 * product's host (the preview's origin is opaque: CORS, no cookies). Every version's preview
 * shares it, so test data survives the next version; the deployed app has a store of its own
 * (the deploy popover offers once to copy the preview's records into it).
 */
export function previewDataUrl(versionId: string): string {
  return `/api/agentic/preview/${encodeURIComponent(versionId)}/__data`;
}

/** The preview's head script: the error reporter, and the data address the app's store reads. */
export function previewHeadScript(versionId: string): string {
  return `window.__LITE_APP__={dataUrl:${JSON.stringify(previewDataUrl(versionId))}};${PREVIEW_ERROR_SCRIPT}`;
}

/**
 * Run before the app: uncaught errors and unhandled rejections go to the parent window as
 * `{ type: "lite-app-error", message, stack }` (at most 20 per page, each cut to 4,000 characters).
 * The page is sandboxed without allow-same-origin: postMessage is all it can do.
 */
export const PREVIEW_ERROR_SCRIPT = `(function(){var sent=0;function post(message,stack){if(sent>=20||!window.parent||window.parent===window)return;sent++;try{window.parent.postMessage({type:${JSON.stringify(LITE_APP_PREVIEW_ERROR)},message:String(message||"Error").slice(0,4000),stack:String(stack||"").slice(0,4000)},"*")}catch(e){}}window.addEventListener("error",function(e){var err=e&&e.error;post(err&&err.message||e.message,err&&err.stack||(e.filename?e.filename+":"+e.lineno+":"+e.colno:""))});window.addEventListener("unhandledrejection",function(e){var r=e&&e.reason;post(r&&r.message||String(r),r&&r.stack||"")})})();`;

const MAX_ENTRIES = 64;
const MAX_CHARS = 48_000_000;

/** Built documents by version id, least recently used dropped first. */
export class BuiltDocuments {
  private readonly entries = new Map<string, string>();
  private chars = 0;

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxChars = MAX_CHARS,
  ) {}

  get(versionId: string): string | undefined {
    const html = this.entries.get(versionId);
    if (html === undefined) return undefined;
    this.entries.delete(versionId);
    this.entries.set(versionId, html);
    return html;
  }

  set(versionId: string, html: string): void {
    if (html.length > this.maxChars) return;
    const old = this.entries.get(versionId);
    if (old !== undefined) {
      this.chars -= old.length;
      this.entries.delete(versionId);
    }
    this.entries.set(versionId, html);
    this.chars += html.length;
    while (this.entries.size > this.maxEntries || this.chars > this.maxChars) {
      const [oldest, text] = this.entries.entries().next().value as [string, string];
      this.entries.delete(oldest);
      this.chars -= text.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

const holder = globalThis as unknown as { __vsLiteAppDocuments?: BuiltDocuments };

export function builtDocuments(): BuiltDocuments {
  holder.__vsLiteAppDocuments ??= new BuiltDocuments();
  return holder.__vsLiteAppDocuments;
}

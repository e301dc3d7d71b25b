/**
 * The preview's pieces: the built-document cache is bounded (count and characters, least
 * recently used out first), and the error reporter is plain script that posts to the parent.
 */
import { BuiltDocuments, PREVIEW_ERROR_SCRIPT, previewUrl } from "@/server/artifacts/agentic/preview";

describe("built documents", () => {
  it("keeps the most recently used within the bounds", () => {
    const cache = new BuiltDocuments(2, 100);
    cache.set("a", "x".repeat(10));
    cache.set("b", "y".repeat(10));
    expect(cache.get("a")).toBe("x".repeat(10)); // a is now the most recent
    cache.set("c", "z".repeat(10));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    cache.set("d", "w".repeat(95)); // over the characters with a and c: both go
    expect(cache.size).toBe(1);
    cache.set("huge", "h".repeat(101)); // larger than the whole cache: not kept
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("d")).toBeDefined();
  });
});

describe("the preview's error reporter", () => {
  it("posts uncaught errors and rejections to the parent as lite-app-error", () => {
    const listeners: Record<string, (e: unknown) => void> = {};
    const posted: unknown[] = [];
    const parent = { postMessage: (data: unknown, origin: string) => posted.push({ data, origin }) };
    const fakeWindow = {
      parent,
      addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[type] = fn),
    };
    new Function("window", PREVIEW_ERROR_SCRIPT)(fakeWindow);
    listeners.error({ error: { message: "boom", stack: "at App (src/App.tsx:3)" } });
    listeners.unhandledrejection({ reason: "nope" });
    expect(posted).toEqual([
      { data: { type: "lite-app-error", message: "boom", stack: "at App (src/App.tsx:3)" }, origin: "*" },
      { data: { type: "lite-app-error", message: "nope", stack: "" }, origin: "*" },
    ]);
    expect(previewUrl("v 1")).toBe("/html/lite-app/v%201");
  });
});

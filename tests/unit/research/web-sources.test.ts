/**
 * Research's web sources through the WebSources interface (a test double; the engines land
 * separately): hits are searched per query, pages that could not be read are not numbered, so
 * a citation can only name a page that was read; reading progress counts every candidate.
 */
import { readCandidates, webCandidates, type Candidate } from "@/server/artifacts/research/sources";
import type { GenerationContext } from "@/server/engine/generation";
import type { WebSources } from "@/server/net/web-search";

const web: WebSources = {
  engine: "searxng",
  search: async (query) => [
    { title: `About ${query}`, url: "https://example.com/a", snippet: "" },
    { title: "Blocked", url: "http://127.0.0.1/secret", snippet: "" },
  ],
  read: async () => null,
  readAll: async (urls, options) =>
    urls.map((url, i) => {
      options?.onRead?.(i + 1, urls.length);
      return url.startsWith("https://")
        ? {
            url,
            title: "Page A",
            markdown: "Tea exports rose 5% in 2024.",
            accessedAt: "2026-01-01T00:00:00Z",
          }
        : null;
    }),
};

const context = {
  abortSignal: new AbortController().signal,
  locale: "en",
  clock: { now: () => Date.parse("2026-02-03T10:00:00Z") },
} as unknown as GenerationContext;

describe("research web sources", () => {
  it("numbers only the pages that were read, after the local sources", async () => {
    const found = await webCandidates(web, ["tea exports", "tea imports"], context);
    expect(found.map((c) => c.url)).toEqual(["https://example.com/a", "http://127.0.0.1/secret"]);
    const local: Candidate = {
      title: "Notes",
      origin: "knowledge",
      url: null,
      item_id: "k1",
      text: "Tea notes.",
    };
    const progress: [number, number][] = [];
    const read = await readCandidates([local, ...found], web, context, (done, total) =>
      progress.push([done, total]),
    );
    expect(read.map((s) => [s.n, s.title, s.origin, s.url])).toEqual([
      [1, "Notes", "knowledge", null],
      [2, "Page A", "web", "https://example.com/a"],
    ]);
    expect(read.every((s) => s.accessed_at === "2026-02-03")).toBe(true);
    expect(progress.at(-1)).toEqual([3, 3]);
  });
});

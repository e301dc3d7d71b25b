/**
 * The two search engines research can use, against local servers speaking their real wire
 * formats (tests/helpers/fake-search-engines.ts): what is sent (SearXNG's query string, Tavily's
 * JSON body and key), what comes back (hits deduped by URL, non-http(s) links dropped, the limit
 * kept), and every way an engine fails becoming a WebSearchError rather than a crash.
 */
import { createSafeFetcher } from "@/server/net/safe-fetch";
import { createWebSources, webSourcesFromEnv, WebSearchError } from "@/server/net/web-search";
import { engineFromEnv } from "@/server/net/web-search/index";
import { DEFAULT_SEARCH_TIMEOUT_MS } from "@/server/net/web-search/web-sources";
import {
  startFakeSearxng,
  startFakeTavily,
  type FakeEngine,
  type FakeHit,
} from "../../helpers/fake-search-engines";

const KEY = "tvly-test-key";
let searxng: FakeEngine;
let tavily: FakeEngine;
const fetcher = createSafeFetcher();

const HITS: FakeHit[] = [
  {
    url: "https://example.com/pomodoro",
    title: "The Pomodoro Technique",
    content: "Work  for 25 minutes,\n then rest.",
  },
  { url: "https://example.com/pomodoro#history", title: "Same page, other anchor", content: "dup" },
  { url: "javascript:alert(1)", title: "Script link", content: "x" },
  { url: "magnet:?xt=urn:btih:abc", title: "Torrent", content: "x" },
  { url: "not a url", title: "Broken", content: "x" },
  { url: "http://news.example.org/focus?id=7", title: "", content: "Focus at work" },
  { url: "https://blog.example.net/deep-work", title: "Deep work", content: "Long blocks" },
];

beforeAll(async () => {
  searxng = await startFakeSearxng();
  tavily = await startFakeTavily(KEY);
});
afterAll(async () => {
  await searxng.close();
  await tavily.close();
});
beforeEach(() => {
  for (const engine of [searxng, tavily]) {
    engine.behaviour = "ok";
    engine.hits = HITS;
    engine.requests.length = 0;
  }
});

const EXPECTED = [
  {
    url: "https://example.com/pomodoro",
    title: "The Pomodoro Technique",
    snippet: "Work for 25 minutes, then rest.",
  },
  { url: "http://news.example.org/focus?id=7", title: "news.example.org", snippet: "Focus at work" },
  { url: "https://blog.example.net/deep-work", title: "Deep work", snippet: "Long blocks" },
];

describe("SearXNG", () => {
  const sources = () =>
    createWebSources({ engine: "searxng", baseUrl: searxng.origin, fetcher, searchTimeoutMs: 2_000 });

  it("asks GET /search with q, format=json and the language, and answers deduped http(s) hits", async () => {
    const hits = await sources().search("番茄工作法 focus", { limit: 10, language: "zh" });
    expect(hits).toEqual(EXPECTED);
    expect(searxng.requests).toHaveLength(1);
    const [request] = searxng.requests;
    expect(request.method).toBe("GET");
    expect(request.url.pathname).toBe("/search");
    expect(Object.fromEntries(request.url.searchParams)).toMatchObject({
      q: "番茄工作法 focus",
      format: "json",
      language: "zh-CN",
    });
    await sources().search("focus", { limit: 10, language: "en" });
    expect(searxng.requests[1].url.searchParams.get("language")).toBe("en");
  });

  it("keeps the limit (SearXNG has no result-count parameter) and keeps a base path", async () => {
    expect(await sources().search("focus", { limit: 2 })).toEqual(EXPECTED.slice(0, 2));
    const trailingSlash = createWebSources({ engine: "searxng", baseUrl: `${searxng.origin}/`, fetcher });
    await trailingSlash.search("focus", { limit: 1 });
    expect(searxng.requests.at(-1)?.url.pathname).toBe("/search");
    const underPath = createWebSources({ engine: "searxng", baseUrl: `${searxng.origin}/searx`, fetcher });
    expect(await underPath.search("focus", { limit: 1 })).toEqual(EXPECTED.slice(0, 1));
    expect(searxng.requests.at(-1)?.url.pathname).toBe("/searx/search");
  });

  it("a non-JSON answer, a JSON answer of the wrong shape and a 403 are clear errors", async () => {
    searxng.behaviour = "not-json";
    await expect(sources().search("focus", { limit: 5 })).rejects.toMatchObject({
      name: "WebSearchError",
      engine: "searxng",
      failure: "malformed",
      message: expect.stringContaining("not JSON"),
    });
    searxng.behaviour = "wrong-shape";
    await expect(sources().search("focus", { limit: 5 })).rejects.toMatchObject({
      failure: "malformed",
      message: expect.stringContaining("results"),
    });
    searxng.behaviour = "ok";
    searxng.hits = [{ title: "no url" } as FakeHit];
    await expect(sources().search("focus", { limit: 5 })).rejects.toMatchObject({
      failure: "malformed",
      message: expect.stringContaining("results.0.url"),
    });
    // An instance without the JSON format enabled answers 403: the message says what to change.
    searxng.behaviour = "json-disabled";
    await expect(sources().search("focus", { limit: 5 })).rejects.toMatchObject({
      failure: "status",
      message: expect.stringMatching(/HTTP 403 .*search\.formats/),
    });
  });

  it("an engine that never answers ends at the deadline; a stopped search ends at once", async () => {
    searxng.behaviour = "hang";
    const slow = createWebSources({
      engine: "searxng",
      baseUrl: searxng.origin,
      fetcher,
      searchTimeoutMs: 300,
    });
    const started = Date.now();
    const error = await slow.search("focus", { limit: 5 }).catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(WebSearchError);
    expect(error).toMatchObject({ failure: "timeout" });
    // Its own 300 ms deadline: not before it, and not the 15 s default (a bound of 2 s was a race on a
    // loaded machine; the answer to "which deadline" does not depend on the machine's speed).
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(DEFAULT_SEARCH_TIMEOUT_MS);

    const stop = new AbortController();
    const pending = sources().search("focus", { limit: 5, signal: stop.signal });
    setTimeout(() => stop.abort(), 50);
    await expect(pending).rejects.toMatchObject({ failure: "aborted" });
  });

  it("an engine that cannot be reached is an error too", async () => {
    const gone = createWebSources({
      engine: "searxng",
      baseUrl: "http://127.0.0.1:9",
      fetcher,
      searchTimeoutMs: 2_000,
    });
    await expect(gone.search("focus", { limit: 5 })).rejects.toMatchObject({ failure: "unreachable" });
  });
});

describe("Tavily", () => {
  const sources = (apiKey = KEY, searchDepth?: "basic" | "advanced") =>
    createWebSources({
      engine: "tavily",
      apiKey,
      baseUrl: tavily.origin,
      searchDepth,
      fetcher,
      searchTimeoutMs: 2_000,
    });

  it("POSTs /search with api_key, query, max_results and search_depth (and the Bearer key), and answers deduped http(s) hits", async () => {
    const hits = await sources().search("focus techniques", { limit: 7 });
    expect(hits).toEqual(EXPECTED);
    const [request] = tavily.requests;
    expect(request.method).toBe("POST");
    expect(request.url.pathname).toBe("/search");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body).toMatchObject({
      api_key: KEY,
      query: "focus techniques",
      max_results: 7,
      search_depth: "basic",
    });
  });

  it("clamps max_results to Tavily's 1–20 and passes the search depth", async () => {
    await sources(KEY, "advanced").search("focus", { limit: 50 });
    await sources().search("focus", { limit: 0 });
    expect(
      tavily.requests.map((r) => (r.body as { max_results: number; search_depth: string }).max_results),
    ).toEqual([20, 1]);
    expect((tavily.requests[0].body as { search_depth: string }).search_depth).toBe("advanced");
  });

  it("a wrong key (401), a malformed answer and a silent engine are clear errors", async () => {
    await expect(sources("tvly-wrong").search("focus", { limit: 5 })).rejects.toMatchObject({
      engine: "tavily",
      failure: "status",
      message: expect.stringContaining("HTTP 401"),
    });
    tavily.behaviour = "not-json";
    await expect(sources().search("focus", { limit: 5 })).rejects.toMatchObject({ failure: "malformed" });
    tavily.behaviour = "wrong-shape";
    await expect(sources().search("focus", { limit: 5 })).rejects.toMatchObject({ failure: "malformed" });
    tavily.behaviour = "hang";
    const slow = createWebSources({
      engine: "tavily",
      apiKey: KEY,
      baseUrl: tavily.origin,
      fetcher,
      searchTimeoutMs: 300,
    });
    await expect(slow.search("focus", { limit: 5 })).rejects.toMatchObject({ failure: "timeout" });
  });
});

describe("webSourcesFromEnv", () => {
  it("is null with no engine configured", () => {
    expect(webSourcesFromEnv({})).toBeNull();
    expect(webSourcesFromEnv({ SEARXNG_URL: "", TAVILY_API_KEY: "  " })).toBeNull();
  });

  it("SearXNG wins over Tavily; Tavily alone is used with TAVILY_BASE_URL", async () => {
    const both = webSourcesFromEnv({
      SEARXNG_URL: searxng.origin,
      TAVILY_API_KEY: KEY,
      TAVILY_BASE_URL: tavily.origin,
    });
    expect(both?.engine).toBe("searxng");
    expect(await both?.search("focus", { limit: 1 })).toEqual(EXPECTED.slice(0, 1));
    expect(searxng.requests).toHaveLength(1);
    expect(tavily.requests).toHaveLength(0);

    const onlyTavily = webSourcesFromEnv({ TAVILY_API_KEY: KEY, TAVILY_BASE_URL: tavily.origin });
    expect(onlyTavily?.engine).toBe("tavily");
    expect(await onlyTavily?.search("focus", { limit: 1 })).toEqual(EXPECTED.slice(0, 1));
    expect(tavily.requests).toHaveLength(1);
    expect(engineFromEnv({ TAVILY_API_KEY: KEY })).toEqual({
      engine: "tavily",
      apiKey: KEY,
      baseUrl: undefined,
    });
  });

  it("a SEARXNG_URL that is not an http(s) URL is ignored (Tavily or nothing is used instead)", () => {
    expect(webSourcesFromEnv({ SEARXNG_URL: "file:///etc/passwd" })).toBeNull();
    expect(webSourcesFromEnv({ SEARXNG_URL: "searx.local:8080", TAVILY_API_KEY: KEY })?.engine).toBe(
      "tavily",
    );
    expect(webSourcesFromEnv({ TAVILY_API_KEY: KEY, TAVILY_BASE_URL: "ftp://x" })).toBeNull();
  });
});

/**
 * Research reads the web when a search engine is configured (issue #19): a local server in
 * SearXNG's JSON format and one in Tavily's answer the searches, a local site serves the pages
 * (reached through the test-only allowance of the app's safe fetcher, as link import's tests do).
 * Every research event comes in order, the search event names the engine, and the report cites
 * only pages that were read — a hit whose page is missing or points at our own network is never
 * a source.
 */
import { chatSchema } from "@/lib/contracts/chat";
import { reportCitations, reportSources, researchVersionSchema } from "@/lib/contracts/research";
import { researchKind } from "@/lib/contracts/kinds";
import { createSafeFetcher } from "@/server/net/safe-fetch";
import { closePageParsePool } from "@/server/net/web-search";
import { createTestApp, readSse, type TestApp } from "../helpers/test-app";
import { dataOf } from "../helpers/contract";
import { startFakeSearxng, startFakeTavily, type FakeEngine } from "../helpers/fake-search-engines";
import { startFakeWebSite, type FakeWebSite } from "../helpers/fake-web-pages";

const page = (title: string, text: string) => ({
  headers: { "content-type": "text/html; charset=utf-8" },
  body: `<!doctype html><html><head><title>${title}</title></head><body><article><h1>${title}</h1><p>${text}</p></article></body></html>`,
});

let site: FakeWebSite;
let searxng: FakeEngine;
let tavily: FakeEngine;
let t: TestApp;
const saved = {
  searxng: process.env.SEARXNG_URL,
  tavily: process.env.TAVILY_API_KEY,
  tavilyBase: process.env.TAVILY_BASE_URL,
};

beforeAll(async () => {
  site = await startFakeWebSite();
  site.pages.set(
    "/kits-2025",
    page(
      "Meal kit market 2025",
      "The European meal kit market reached 4.2 billion euros in 2025. Subscription churn stays above 60 percent in the first six months.",
    ),
  );
  site.pages.set(
    "/kit-pricing",
    page(
      "Meal kit pricing survey",
      "The average meal kit costs 7.50 euros per serving. Families choose four-person boxes twice a week.",
    ),
  );
  searxng = await startFakeSearxng();
  tavily = await startFakeTavily("tvly-test-key");
  // The app's own fetcher, allowed to reach the local site only (a private address otherwise).
  t = await createTestApp({ services: { fetcher: createSafeFetcher({ allowHosts: [site.hostPort] }) } });
});

afterAll(async () => {
  process.env.SEARXNG_URL = saved.searxng;
  process.env.TAVILY_API_KEY = saved.tavily;
  process.env.TAVILY_BASE_URL = saved.tavilyBase;
  for (const [k, v] of Object.entries({
    SEARXNG_URL: saved.searxng,
    TAVILY_API_KEY: saved.tavily,
    TAVILY_BASE_URL: saved.tavilyBase,
  }))
    if (v === undefined) delete process.env[k];
  await closePageParsePool();
  await t.close();
  await Promise.all([site.close(), searxng.close(), tavily.close()]);
});

const ORDER = [
  "research_steps",
  "search",
  "reading_progress",
  "core_info_extracted",
  "chapter_writing",
  "write_section",
  "generate_holistic_report",
  "finalize_report",
  `${researchKind.event}:saved`,
  "done",
];

async function researchRound(email: string, content: string) {
  const u = await t.signIn(email);
  const chat = await dataOf(
    chatSchema,
    await t.call("/api/chats", { method: "POST", token: u.token, json: {} }),
  );
  const res = await t.call(`/api/chats/${chat.id}/stream`, {
    method: "POST",
    token: u.token,
    json: { content, mode: researchKind.mode },
  });
  expect(res.status).toBe(200);
  const events = (await readSse(res)).map((e) => e.data);
  const report = await dataOf(
    researchVersionSchema.nullable(),
    await t.call(`/api/chats/${chat.id}/report`, { token: u.token }),
  );
  return { events, report: report!.content };
}

function expectInOrder(events: { type?: unknown; op?: unknown }[]) {
  const at = ORDER.map((type) =>
    events.findIndex((e) => e.type === type || `${String(e.type)}:${String(e.op)}` === type),
  );
  expect(at.every((i) => i >= 0)).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
}

/** The hits: two readable pages, one missing, one on our own network (refused by the fetcher). */
function hits() {
  return [
    { url: `${site.origin}/kits-2025`, title: "Meal kit market 2025", content: "market size" },
    { url: `${site.origin}/missing`, title: "A page that is gone", content: "404" },
    { url: "http://169.254.169.254/latest/meta-data/", title: "Cloud metadata", content: "never read" },
    { url: `${site.origin}/kit-pricing`, title: "Meal kit pricing survey", content: "pricing" },
  ];
}

function expectCitesOnlyReadPages(report: string) {
  const sources = reportSources(report);
  const titles = [...sources.values()].map((s) => s.split(" — ")[0]).sort();
  expect(titles).toEqual(["Meal kit market 2025", "Meal kit pricing survey"]);
  expect([...sources.values()].join("\n")).toContain(`${site.origin}/kits-2025`);
  expect(report).not.toMatch(/169\.254|A page that is gone|Cloud metadata/);
  const cited = reportCitations(report);
  expect(cited.length).toBeGreaterThan(0);
  for (const n of cited) expect(sources.has(n)).toBe(true);
  // The pages' own sentences, whole (a decimal point does not end a sentence).
  expect(report).toContain("The European meal kit market reached 4.2 billion euros in 2025 [1]");
  expect(report).toContain("The average meal kit costs 7.50 euros per serving [2]");
}

it("SearXNG: searches, reads the pages it found and cites only those it read", async () => {
  delete process.env.TAVILY_API_KEY;
  process.env.SEARXNG_URL = searxng.origin;
  searxng.hits = hits();
  site.requests.length = 0;
  const { events, report } = await researchRound(
    "research-searxng@example.com",
    "Research the European meal kit market",
  );
  expectInOrder(events);
  expect(events.find((e) => e.type === "search")).toMatchObject({ engine: "searxng" });
  expect(searxng.requests.length).toBeGreaterThan(0);
  expect(searxng.requests[0].url.searchParams.get("format")).toBe("json");
  expect(events.filter((e) => e.type === "reading_progress").at(-1)).toMatchObject({ done: 4, total: 4 });
  expect(site.requests).toEqual(expect.arrayContaining(["/kits-2025", "/kit-pricing", "/missing"]));
  expectCitesOnlyReadPages(report);
});

it("Tavily: the same research through Tavily's API", async () => {
  delete process.env.SEARXNG_URL;
  process.env.TAVILY_API_KEY = "tvly-test-key";
  process.env.TAVILY_BASE_URL = tavily.origin;
  tavily.hits = hits();
  const { events, report } = await researchRound(
    "research-tavily@example.com",
    "Research the European meal kit market",
  );
  expectInOrder(events);
  expect(events.find((e) => e.type === "search")).toMatchObject({ engine: "tavily" });
  expect(tavily.requests.length).toBeGreaterThan(0);
  expectCitesOnlyReadPages(report);
});

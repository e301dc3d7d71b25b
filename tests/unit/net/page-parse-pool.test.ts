/**
 * Pages become Markdown off the request thread (server/net/page-parse-pool.ts): jsdom
 * takes seconds of CPU on a 2 MB page (2.3 s for a 2 MB article, 9 s for 2 MB of small elements,
 * measured in-process on this machine), which on the request thread would stall every other
 * user. Here the request thread's own CPU time is measured while such a page is read, and a page
 * past its deadline or beyond the queue answers null instead of waiting.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createSafeFetcher } from "@/server/net/safe-fetch";
import { closePageParsePool, createWebSources } from "@/server/net/web-search";
import { DEFAULT_PAGE_PARSE, PageParsePool } from "@/server/net/page-parse-pool";
import { startFakeWebSite, type FakeWebSite } from "../../helpers/fake-web-pages";

const PARAGRAPH = `<p>${"Readable words about focus and deep work. ".repeat(10)}</p>`;
const BIG_ARTICLE = `<html><head><title>Big article</title></head><body><article>${PARAGRAPH.repeat(Math.floor((1.9 * 1024 * 1024) / PARAGRAPH.length))}</article></body></html>`;
const MANY_ELEMENTS = `<html><head><title>Many elements</title></head><body>${"<div><span>x</span></div>".repeat(80_000)}</body></html>`;

let site: FakeWebSite;
const pools: PageParsePool[] = [];

beforeAll(async () => {
  site = await startFakeWebSite();
  site.pages.set("/big", { body: BIG_ARTICLE });
  site.pages.set("/many", { body: MANY_ELEMENTS });
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  await closePageParsePool();
  await site.close();
});

const sources = (pagePool?: PageParsePool) =>
  createWebSources({
    engine: "searxng",
    baseUrl: "http://127.0.0.1:9",
    fetcher: createSafeFetcher({ allowHosts: [site.hostPort] }),
    pagePool,
  });

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

it("a 1.9 MB article is read while the event loop keeps answering", async () => {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  // A pool of its own with deadlines no busy machine reaches: this test is about the event loop,
  // not the deadlines (the next test is; on a loaded 2-core run the defaults were not enough).
  const pool = new PageParsePool({ ...DEFAULT_PAGE_PARSE, deadlineMs: 60_000, startupMs: 60_000 });
  pools.push(pool);
  const thread = process.threadCpuUsage();
  const whole = process.cpuUsage();
  const page = await sources(pool).read(`${site.origin}/big`);
  const threadMs = cpuMs(process.threadCpuUsage(thread));
  const wholeMs = cpuMs(process.cpuUsage(whole));
  const elapsed = performance.now() - started;
  delay.disable();
  expect(page?.title).toBe("Big article");
  expect(page!.markdown.length).toBeLessThanOrEqual(20_000);
  expect(page!.markdown.length).toBeGreaterThan(19_000);
  console.log(
    `read 1.9 MB article: ${Math.round(elapsed)} ms; CPU ${Math.round(wholeMs)} ms, of which the ` +
      `request thread ${Math.round(threadMs)} ms; longest event-loop delay ${Math.round(delay.max / 1e6)} ms`,
  );
  // What stalls other users is CPU spent on this thread, so that is what is bounded, as a share of
  // the CPU the read took: about 5 % on an idle machine (fetching the page, the fake site serving
  // it), 10.2 % seen at a load of 15 on 2 cores (the thread's fixed work costs more CPU under
  // contention); parsed on this thread it would be over 90 %. A quarter separates the two on any
  // machine. The event loop's longest delay, printed above, also counts the time a busy machine
  // gave the process no core at all: 296 and 521 ms were seen with the parse off the thread.
  expect(threadMs).toBeLessThan(wholeMs / 4);
  // Three minutes: about 3 s of CPU on an idle machine, it ran past Jest's 60 s on 2 cores at a
  // load of 28 (a cold thread loading jsdom, then the parse, each given a fraction of a core).
}, 180_000);

const SMALL =
  "<html><head><title>Small</title></head><body><article><p>A small page with enough words to be an article body for the reader.</p></article></body></html>";

it("a page over its parse deadline is null, the thread is replaced, and the next page is read", async () => {
  const pool = new PageParsePool({
    threads: 1,
    heapMb: 256,
    deadlineMs: 1_500,
    maxQueue: 4,
    // A start-up no busy machine reaches: the parse deadline is what this test is about (a cold
    // thread took over 10 s to load jsdom at load 28 on 2 cores, and the first page came back null).
    startupMs: 60_000,
  });
  pools.push(pool);
  // The first page starts the thread: its start-up (loading jsdom) is not counted in the deadline.
  expect(await pool.parse(SMALL, "http://example.com/")).toMatchObject({
    markdown: expect.stringContaining("A small page"),
  });
  // Null instead of waiting: at the deadline the thread reading the page is terminated mid-parse
  // (it would otherwise live out its minute of idle time). Shown by the thread's exit rather than a
  // clock: "null within 4 s" was a race on a loaded machine (the fetch and the thread's share of a
  // core both slow down), while a parse left to finish never ends this thread at all.
  const [thread] = pool["piscina"].threads;
  const exited = new Promise<number>((resolve) => thread.once("exit", resolve));
  expect(await sources(pool).read(`${site.origin}/many`)).toBeNull();
  expect(await exited).toBe(1);
  // The terminated thread is replaced, and the next page gets its start-up time again.
  expect(await pool.parse(SMALL, "http://example.com/")).toMatchObject({
    markdown: expect.stringContaining("A small page"),
  });
});

it("pages beyond the queue answer null at once", async () => {
  // Deadlines no busy machine reaches: this test is about the queue, not about how fast a cold
  // thread loads jsdom (5 s was not enough for the first page while two test runs shared 2 cores).
  const pool = new PageParsePool({
    threads: 1,
    heapMb: 256,
    deadlineMs: 60_000,
    maxQueue: 1,
    startupMs: 60_000,
  });
  pools.push(pool);
  const html = "<html><body><article><p>Short page text that the reader keeps.</p></article></body></html>";
  const settled: string[] = [];
  const parse = (name: string) =>
    pool.parse(html, `http://${name}.example/`).then((answer) => {
      settled.push(name);
      return answer;
    });
  const answers = await Promise.all([parse("a"), parse("b"), parse("c")]);
  expect(answers.map((a) => a !== null)).toEqual([true, true, false]);
  // "At once": the page beyond the queue was answered before the thread finished the first page.
  expect(settled).toEqual(["c", "a", "b"]);
});

it("the worker keeps the article (headings, lists, code) and drops the page's chrome and scripts", async () => {
  // Deadlines no busy machine reaches: this test is about what the page becomes (a cold thread
  // loading jsdom took the whole 5 s it had here while other test runs shared the 2 cores).
  const pool = new PageParsePool({
    threads: 1,
    heapMb: 256,
    deadlineMs: 60_000,
    maxQueue: 4,
    startupMs: 60_000,
  });
  pools.push(pool);
  const article = `<!doctype html><html><head><title>番茄工作法指南 - 效率博客</title></head><body><nav><a href="/">首页</a></nav><article><h1>番茄工作法指南</h1><p>番茄钟是最常用的专注方法：每次工作二十五分钟，然后休息五分钟。连续完成四个番茄钟后，休息十五到三十分钟。</p><h2>常见问题</h2><ul><li>被打断怎么办？记录下来，稍后处理。</li><li>任务太大？拆成多个番茄钟。</li></ul><pre><code>focus --minutes 25</code></pre></article><footer>版权所有</footer><script>document.title = "hacked"</script></body></html>`;
  const page = await pool.parse(article, "https://blog.example.com/post");
  expect(page?.title).toContain("番茄工作法指南");
  expect(page?.markdown).toContain("## 常见问题");
  expect(page?.markdown).toContain("- 被打断怎么办？记录下来，稍后处理。");
  expect(page?.markdown).toContain("focus --minutes 25");
  expect(page?.markdown).not.toMatch(/首页|版权所有|hacked/);
  // A page with barely an article still gives its text and title, without its footer.
  const bare = await pool.parse(
    "<html><head><title>No article</title></head><body><nav>menu</nav><div>Just a line.</div><footer>foot</footer></body></html>",
    "https://blog.example.com/post",
  );
  expect(bare?.title).toBe("No article");
  expect(bare?.markdown).toContain("Just a line.");
  expect(bare?.markdown).not.toContain("foot");
});

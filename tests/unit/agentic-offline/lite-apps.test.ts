/**
 * The Offline model's lite apps (issue #20 §4): every app × both languages builds with the real
 * builder, and what the brief named is in the app — in its files, in the bundle and in the DOM
 * the built document renders (the whole HTML document run in jsdom, React and all, as a preview
 * would run it), and the files pass a strict type check like la-server's (esbuild does not check
 * types). Follow-ups write only the files they must; a fix round writes a full set.
 */
import type { JSDOM } from "jsdom";
import { liteAppContentSchema } from "@/lib/contracts/lite-app";
import { buildLiteApp, disposeLiteAppBuilder } from "@/server/artifacts/agentic/build/build-app";
import { AGENTIC_OFFLINE_TASKS } from "@/server/artifacts/agentic/offline/offline-tasks";
import { filesOf } from "@/server/artifacts/agentic/offline/files";
import { formatRound, liteAppRound, type LiteAppRound } from "@/server/artifacts/agentic/offline/writer";
import type { OfflineLocale } from "@/server/ai/offline/types";
import { built, first, followUp, render, unescapeJs, type Rendered } from "./app-harness";
import { typeErrors } from "./typecheck-app";

jest.setTimeout(120_000);
afterAll(() => disposeLiteAppBuilder());

const includesAll = (haystack: string, needles: string[]) =>
  needles.filter((n) => !haystack.toLowerCase().includes(n.toLowerCase()));

type Case = {
  brief: string;
  kind: string;
  type: string;
  named: string[];
  check?: (r: Rendered, round: LiteAppRound) => void | Promise<void>;
};

const headings = (r: Rendered, selector: string) =>
  [...r.document.querySelectorAll(selector)].map(
    (el) => el.getAttribute("data-column") ?? el.textContent?.trim() ?? "",
  );

const CASES: Record<OfflineLocale, Case[]> = {
  en: [
    {
      brief: "Make me a todo list with a due date",
      kind: "todo",
      type: "tracker",
      named: ["Task", "Due date"],
    },
    {
      brief: "a habit tracker for reading, running and meditation",
      kind: "habit",
      type: "tracker",
      named: ["reading", "running", "meditation"],
    },
    {
      brief: "an expense tracker with categories food, rent, travel",
      kind: "expense",
      type: "tracker",
      named: ["food", "rent", "travel"],
    },
    {
      brief: "a kanban with Backlog, Doing, Shipped",
      kind: "kanban",
      type: "board",
      named: ["Backlog", "Doing", "Shipped"],
      check: (r) => expect(headings(r, "[data-column]")).toEqual(["Backlog", "Doing", "Shipped"]),
    },
    {
      brief: "a quiz about the solar system",
      kind: "quiz",
      type: "quiz",
      named: ["Which planet is closest to the Sun?", "Mercury"],
    },
    {
      brief: "a 50/10 pomodoro",
      kind: "pomodoro",
      type: "timer",
      named: ["50:00", "Work · 50 min", "Break · 10 min"],
      check: (_r, round) => expect([round.spec.workMinutes, round.spec.breakMinutes]).toEqual([50, 10]),
    },
    {
      brief: "a form with name, email and team and a table below",
      kind: "form",
      type: "form",
      named: ["Name", "Email", "Team"],
      check: (r) => {
        expect(headings(r, "thead th").filter(Boolean)).toEqual(["Name", "Email", "Team"]);
        expect(r.document.querySelector('input[type="email"]')).not.toBeNull();
      },
    },
  ],
  zh: [
    {
      brief: "做一个待办清单，带截止日期",
      kind: "todo",
      type: "tracker",
      named: ["任务", "截止日期", "未完成"],
    },
    {
      brief: "习惯打卡：阅读、跑步、冥想",
      kind: "habit",
      type: "tracker",
      named: ["阅读", "跑步", "冥想", "今天"],
    },
    {
      brief: "做一个记账本，分类：餐饮、房租、旅行",
      kind: "expense",
      type: "tracker",
      named: ["餐饮", "房租", "旅行", "合计"],
    },
    {
      brief: "看板：待办、进行中、已完成三列",
      kind: "kanban",
      type: "board",
      named: ["待办", "进行中", "已完成"],
      check: (r) => expect(headings(r, "[data-column]")).toEqual(["待办", "进行中", "已完成"]),
    },
    { brief: "做一个关于太阳系的测验", kind: "quiz", type: "quiz", named: ["哪颗行星离太阳最近？", "水星"] },
    {
      brief: "做一个番茄钟，工作50分钟休息10分钟",
      kind: "pomodoro",
      type: "timer",
      named: ["50:00", "工作 · 50 分钟", "休息 · 10 分钟"],
      check: (_r, round) => expect([round.spec.workMinutes, round.spec.breakMinutes]).toEqual([50, 10]),
    },
    {
      brief: "做一个报名表单，包含姓名、邮箱和团队，下面有表格",
      kind: "form",
      type: "form",
      named: ["姓名", "邮箱", "团队"],
      check: (r) => expect(headings(r, "thead th").filter(Boolean)).toEqual(["姓名", "邮箱", "团队"]),
    },
  ],
};

describe.each(["en", "zh"] as const)("first round (%s)", (lang) => {
  test.each(CASES[lang].map((c) => [c.brief, c] as const))("%s", async (_brief, c) => {
    const round = first(c.brief, {}, lang);
    expect(round.spec.kind).toBe(c.kind);
    expect(round.app?.type).toBe(c.type);
    expect(round.spec.lang).toBe(lang);
    // A valid version content, with a store of its own.
    expect(
      liteAppContentSchema.safeParse({
        title: round.app!.title,
        app_type: round.app!.type,
        style: round.app!.style,
        files: round.files,
      }).success,
    ).toBe(true);
    expect(round.files["src/lib/store.ts"]).toContain("export function useCollection");
    expect(typeErrors(round.files)).toEqual([]);
    // The named things are in the files (config) and the bundle…
    const named = c.named.filter((n) => !/\d:\d|·/.test(n));
    expect(includesAll(round.files["src/config.ts"]!, named)).toEqual([]);
    const result = await built(round.files, round.spec.title);
    expect(includesAll(unescapeJs(result.js), named)).toEqual([]);
    // …and on screen.
    const rendered = await render(result.html);
    expect(rendered.document.querySelector("h1")?.textContent).toBe(round.spec.title);
    expect(includesAll(rendered.text, c.named)).toEqual([]);
    if (lang === "zh") expect(rendered.text).not.toMatch(/\b(?:Add|Delete|Save|Start)\b/);
    await c.check?.(rendered, round);
    expect(rendered.errors).toEqual([]);
    rendered.dom.window.close();
  });
});

test("the todo app works: a task added in the preview is listed, ticking it moves it to done", async () => {
  const round = first("a todo list");
  const { html } = await built(round.files);
  const { dom, document } = await render(html);
  const window = dom.window;
  const input = document.querySelector<HTMLInputElement>("form input")!;
  const setValue = Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, "value")!.set!;
  setValue.call(input, "Buy milk");
  input.dispatchEvent(new window.Event("input", { bubbles: true }));
  document
    .querySelector("form")!
    .dispatchEvent(new window.Event("submit", { bubbles: true, cancelable: true }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.querySelector("ul li")?.textContent).toContain("Buy milk");
  expect(document.querySelector("#root")!.textContent).toContain("1 left");
  document.querySelector<HTMLInputElement>('ul li input[type="checkbox"]')!.click();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.querySelector("#root")!.textContent).toContain("0 left");
  window.close();
});

/** The data API of a deployed app (common.md), in memory: what `/__data/{collection}` would answer. */
function fakeDataApi() {
  const db = new Map<string, { id: string; data: unknown; created_at: string; updated_at: string }[]>();
  const calls: string[] = [];
  let next = 1;
  const fetch = async (url: string, init: { method?: string; body?: string } = {}) => {
    const method = init.method ?? "GET";
    calls.push(`${method} ${url}`);
    const [, collection, id] = /^\/__data\/([a-z0-9_-]+)(?:\/(.+))?$/.exec(url) ?? [];
    const list = db.get(collection!) ?? [];
    db.set(collection!, list);
    const reply = (status: number, body?: unknown) => ({
      ok: status < 300,
      status,
      json: async () => JSON.parse(JSON.stringify(body)),
    });
    if (method === "GET") return reply(200, { records: list });
    if (method === "POST") {
      const record = {
        id: String(next++),
        data: JSON.parse(init.body!).data,
        created_at: "t",
        updated_at: "t",
      };
      list.push(record);
      return reply(201, record);
    }
    const at = list.findIndex((r) => r.id === id);
    if (at < 0) return reply(404, {});
    if (method === "PUT") {
      list[at] = { ...list[at]!, data: JSON.parse(init.body!).data };
      return reply(200, list[at]);
    }
    list.splice(at, 1);
    return reply(204);
  };
  return { db, calls, install: (window: JSDOM["window"]) => Object.assign(window, { fetch }) };
}

test("deployed, the todo app keeps its todos through the data API: a reload lists them, ticks and deletes are saved", async () => {
  const round = first("a todo list");
  const result = await buildLiteApp(round.files, {
    title: "Todos",
    headScript: 'window.__LITE_APP__ = { dataUrl: "/__data" };',
  });
  if (!result.ok) throw new Error(result.log);
  const api = fakeDataApi();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  const a = await render(result.html, api.install);
  const window = a.dom.window;
  const input = a.document.querySelector<HTMLInputElement>("form input")!;
  Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, "value")!.set!.call(
    input,
    "Water the plants",
  );
  input.dispatchEvent(new window.Event("input", { bubbles: true }));
  a.document
    .querySelector("form")!
    .dispatchEvent(new window.Event("submit", { bubbles: true, cancelable: true }));
  await settle();
  expect(api.db.get("todos")?.map((r) => r.data)).toEqual([{ task: "Water the plants", done: false }]);
  a.dom.window.close();

  const b = await render(result.html, api.install);
  await settle();
  expect(b.document.querySelector("ul li")?.textContent).toContain("Water the plants");
  b.document.querySelector<HTMLInputElement>('ul li input[type="checkbox"]')!.click();
  await settle();
  expect(api.db.get("todos")?.[0]?.data).toEqual({ task: "Water the plants", done: true });
  b.document.querySelector<HTMLButtonElement>('ul li button[aria-label="Delete"]')!.click();
  await settle();
  expect(api.db.get("todos")).toEqual([]);
  expect(api.calls).toEqual([
    "GET /__data/todos",
    "POST /__data/todos",
    "GET /__data/todos",
    "PUT /__data/todos/1",
    "DELETE /__data/todos/1",
  ]);
  expect([...a.errors, ...b.errors]).toEqual([]);
  b.dom.window.close();
});

test("an ask that is none of the seven gets an app of the user's own nouns and fields, never a bare Hello", async () => {
  const round = first("a reading log with book, author and rating");
  expect(round.spec.kind).toBe("list");
  expect(round.spec.title).toBe("Reading log");
  expect(round.spec.fields.map((f) => [f.label, f.type])).toEqual([
    ["Book", "text"],
    ["Author", "text"],
    ["Rating", "number"],
  ]);
  const rendered = await render((await built(round.files)).html);
  expect(headings(rendered, "thead th").filter(Boolean)).toEqual(["Book", "Author", "Rating"]);
  expect(rendered.text).not.toMatch(/hello/i);
  rendered.dom.window.close();
});

test("style and type the user chose are followed", () => {
  const round = first("a todo list", { style: "playful", app_type: "tracker" });
  expect(round.app).toEqual({ title: "To-do list", type: "tracker", style: "playful" });
  expect(round.files["src/theme.ts"]).toContain("rounded-3xl");
  expect(first("something for my team", { app_type: "timer" }).spec.kind).toBe("pomodoro");
});

test("the answer is in the agreed format and the task is keyed agentic", () => {
  expect(AGENTIC_OFFLINE_TASKS.map((t) => t.key)).toEqual(["agentic"]);
  const text = AGENTIC_OFFLINE_TASKS[0]!.writer({
    userText: "a 50/10 pomodoro",
    history: [],
    locale: "en",
    options: {},
  });
  expect(text).toMatch(/^[^<]+\n/);
  expect(text).toContain('<app title="Pomodoro timer" type="timer" style="clean" />');
  expect(text).toMatch(/<plan>\n- 50-minute work, 10-minute breaks\n[\s\S]*<\/plan>/);
  const paths = [...text.matchAll(/<file path="([^"]+)">\n[\s\S]*?\n<\/file>/g)].map((m) => m[1]);
  expect(paths).toEqual(Object.keys(first("a 50/10 pomodoro").files));
  expect(paths).toEqual(
    expect.arrayContaining(["src/main.tsx", "src/App.tsx", "src/lib/store.ts", "src/config.ts"]),
  );
});

type FollowUp = {
  brief: string;
  ask: string;
  changes: string[];
  check: (round: LiteAppRound, rendered: Rendered) => void | Promise<void>;
};

const FOLLOW_UPS: FollowUp[] = [
  {
    brief: "a todo list",
    ask: "add a priority field",
    changes: ["src/config.ts"],
    check: (round, r) => {
      expect(round.spec.fields.at(-1)).toMatchObject({ label: "Priority", type: "select" });
      expect(r.document.querySelector("select")?.textContent).toBe("HighMediumLow");
    },
  },
  {
    brief: "a kanban with Backlog, Doing, Shipped",
    ask: "rename the Doing column to In progress",
    changes: ["src/config.ts"],
    check: (_round, r) => expect(headings(r, "[data-column]")).toEqual(["Backlog", "In progress", "Shipped"]),
  },
  {
    brief: "a 50/10 pomodoro",
    ask: "make breaks 15 minutes",
    changes: ["src/config.ts"],
    check: (round, r) => {
      expect([round.spec.workMinutes, round.spec.breakMinutes]).toEqual([50, 15]);
      expect(r.text).toContain("Break · 15 min");
    },
  },
  {
    brief: "a todo list",
    ask: "add a dark mode toggle",
    changes: ["src/App.tsx", "src/config.ts", "src/theme.ts"],
    check: async (_round, r) => {
      const toggle = r.document.querySelector<HTMLButtonElement>('header button[aria-label="Dark mode"]');
      expect(toggle).not.toBeNull();
      expect(r.document.querySelector("#root > div")?.className).toContain("bg-slate-50");
      toggle!.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(toggle!.getAttribute("aria-label")).toBe("Light mode");
      expect(r.document.querySelector("#root > div")?.className).toContain("bg-slate-950");
    },
  },
  {
    brief: "做一个待办清单",
    ask: "加一个截止日期字段",
    changes: ["src/config.ts"],
    check: (round, r) => {
      expect(round.spec.fields.at(-1)).toMatchObject({ label: "截止日期", type: "date" });
      expect(r.document.querySelector('input[type="date"]')).not.toBeNull();
    },
  },
  {
    brief: "看板：待办、进行中、已完成三列",
    ask: "把进行中改名为处理中",
    changes: ["src/config.ts"],
    check: (_round, r) => expect(headings(r, "[data-column]")).toEqual(["待办", "处理中", "已完成"]),
  },
  {
    brief: "做一个番茄钟，工作50分钟休息10分钟",
    ask: "休息改成15分钟",
    changes: ["src/config.ts"],
    check: (_round, r) => expect(r.text).toContain("休息 · 15 分钟"),
  },
  {
    brief: "a kanban with Backlog, Doing, Shipped",
    ask: "make the cards sparkle like unicorns",
    changes: ["src/config.ts"],
    check: (round, r) => {
      expect(round.reply).toMatch(
        /couldn.t turn .* Instead I kept your ask as a note .* Connect an AI model/,
      );
      expect(r.document.querySelector("footer")?.textContent).toContain(
        "make the cards sparkle like unicorns",
      );
    },
  },
];

test.each(FOLLOW_UPS.map((f) => [f.ask, f] as const))(
  "follow-up %s: writes only the files it must",
  async (_ask, f) => {
    const before = first(f.brief);
    const after = followUp(f.brief, before, f.ask);
    expect(Object.keys(after.files).sort()).toEqual(f.changes);
    expect(after.deletes).toEqual([]);
    // The files it does not write are what the new app needs, byte for byte.
    const regenerated = filesOf(after.spec);
    for (const path of Object.keys(before.files).filter((p) => !f.changes.includes(p)))
      expect(regenerated[path]).toBe(before.files[path]);
    expect(Object.keys(regenerated).sort()).toEqual(Object.keys(before.files).sort());
    const merged = { ...before.files, ...after.files };
    expect(typeErrors(merged)).toEqual([]);
    const text = formatRound(after);
    expect(text).not.toContain("<app ");
    expect([...text.matchAll(/<file path="([^"]+)">/g)].map((m) => m[1]).sort()).toEqual(f.changes);
    const rendered = await render((await built(merged)).html);
    await f.check(after, rendered);
    expect(rendered.errors).toEqual([]);
    rendered.dom.window.close();
  },
);

test("a fix round writes a corrected full set that builds", async () => {
  const before = first("a quiz about the solar system");
  const broken = { ...before.files, "src/App.tsx": "export default function App( {" };
  const failed = await buildLiteApp(broken, { title: "x" });
  expect(failed.ok).toBe(false);
  const errors = failed.ok ? [] : failed.errors;
  const fix = liteAppRound({
    userText: "fix it",
    history: [],
    locale: "en",
    options: {
      app: { title: before.spec.title, app_type: "quiz", style: "clean", files: broken },
      build_errors: errors,
    },
  });
  expect(Object.keys(fix.files).sort()).toEqual(Object.keys(before.files).sort());
  expect(fix.reply).toContain("src/App.tsx");
  const rendered = await render((await built({ ...broken, ...fix.files })).html);
  expect(rendered.text).toContain("Which planet is closest to the Sun?");
  rendered.dom.window.close();
});

test("a runtime error stack also gets a corrected set", () => {
  const before = first("a todo list");
  const fix = liteAppRound({
    userText: "fix",
    history: [],
    locale: "en",
    options: {
      app: { title: "To-do list", app_type: "tracker", style: "clean", files: before.files },
      error_stack: "TypeError: x is undefined\n    at App",
    },
  });
  expect(Object.keys(fix.files).sort()).toEqual(Object.keys(before.files).sort());
  expect(fix.reply).toContain("TypeError: x is undefined");
});

test("an app another model wrote is rebuilt from the chat's brief when followed up", async () => {
  const foreign = {
    "src/main.tsx": 'import App from "./App";\n',
    "src/App.tsx": "export default function App() { return null; }\n",
  };
  const round = liteAppRound({
    userText: "add a notes field",
    history: [{ role: "user", text: "an expense tracker with categories food, rent, travel" }],
    locale: "en",
    options: { app: { title: "Spend", app_type: "tracker", style: "warm", files: foreign } },
  });
  expect(round.spec.kind).toBe("expense");
  expect(round.spec.categories).toEqual(["food", "rent", "travel"]);
  expect(round.spec.fields.map((f) => f.label)).toContain("Notes");
  await built({ ...foreign, ...round.files });
});

/** Other phrasings, both languages: the kind and what the brief named (read from the spec the files carry). */
const PHRASINGS: [string, string, Record<string, unknown>][] = [
  [
    "Build a kanban board with columns: Ideas, In review, Done",
    "kanban",
    { columns: ["Ideas", "In review", "Done"] },
  ],
  [
    "看板，列为：需求池、开发中、测试中、已上线",
    "kanban",
    { columns: ["需求池", "开发中", "测试中", "已上线"] },
  ],
  ["expense tracker for groceries, bills and fun", "expense", { categories: ["groceries", "bills", "fun"] }],
  ["费用记录，类别包括交通、住宿、餐饮", "expense", { categories: ["交通", "住宿", "餐饮"] }],
  ["pomodoro with 45 minute focus and 15 minute breaks", "pomodoro", { workMinutes: 45, breakMinutes: 15 }],
  ["番茄钟 45/15", "pomodoro", { workMinutes: 45, breakMinutes: 15 }],
  [
    "Habit tracker with habits like meditate, journal, walk the dog",
    "habit",
    { habits: ["meditate", "journal", "walk the dog"] },
  ],
  ["做一个习惯追踪，习惯有早起、背单词", "habit", { habits: ["早起", "背单词"] }],
  ["a quiz on world capitals", "quiz", { topic: "world capitals" }],
  ["一个关于JavaScript的小测验", "quiz", { topic: "JavaScript" }],
  ["todo app with priority and due date", "todo", { fields: ["Task", "Priority", "Due date"] }],
  ["待办事项应用，带优先级和截止日期", "todo", { fields: ["任务", "优先级", "截止日期"] }],
  [
    "I need a signup form with first name, last name, phone and company, and a table of submissions",
    "form",
    { fields: ["First name", "Last name", "Phone", "Company"] },
  ],
  ["做一个表单：姓名、手机号、部门，下面用表格展示", "form", { fields: ["姓名", "手机号", "部门"] }],
  [
    "a recipe box with dish, cuisine and cooking time",
    "list",
    { title: "Recipe box", fields: ["Dish", "Cuisine", "Cooking time"] },
  ],
  ["做一个读书记录，包含书名、作者、评分", "list", { title: "读书记录", fields: ["书名", "作者", "评分"] }],
];

test.each(PHRASINGS)("%s → %s", (brief, kind, named) => {
  const round = first(brief);
  expect(round.spec.kind).toBe(kind);
  const { fields, ...rest } = named as { fields?: string[] };
  expect(round.spec).toMatchObject(rest);
  if (fields) expect(round.spec.fields.map((f) => f.label)).toEqual(fields);
});

test("a quiz on a topic the Offline model has no questions for asks about that topic and says so, inventing no facts", () => {
  const round = first("a quiz about Roman history");
  expect(round.spec.title).toBe("Roman history quiz");
  expect(round.spec.questions[0]).toEqual({
    q: "What is this quiz about?",
    options: ["Roman history", "Weather", "Cooking", "Sports"],
    answer: 0,
  });
  expect(round.reply).toContain("no question bank about “Roman history”");
});

test("a style chosen in the composer on a follow-up restyles the app: only the theme and config change", () => {
  const before = first("a todo list");
  const app = { title: before.spec.title, app_type: "tracker", style: "clean", files: before.files };
  const after = liteAppRound({
    userText: "use this style",
    history: [{ role: "user", text: "a todo list" }],
    locale: "en",
    options: { app, style: "warm" },
  });
  expect(Object.keys(after.files).sort()).toEqual(["src/config.ts", "src/theme.ts"]);
  expect(after.files["src/theme.ts"]).toContain("bg-amber-50");
  expect(after.app).toEqual({ title: "To-do list", type: "tracker", style: "warm" });
  expect(after.spec.notes).toEqual([]);
  expect(after.reply).toBe("Switched the look to the “warm” style.");
  const both = liteAppRound({
    userText: "add a priority field",
    history: [],
    locale: "en",
    options: { app, style: "warm" },
  });
  expect(both.spec.fields.map((f) => f.label)).toEqual(["Task", "Priority"]);
  expect(both.spec.style).toBe("warm");
});

/** More follow-ups, both languages: what each changes in the spec; every one writes src/config.ts only. */
const MORE_FOLLOW_UPS: [string, string, Record<string, unknown>][] = [
  [
    "a habit tracker for reading and running",
    "add meditation to my habits",
    { habits: ["reading", "running", "meditation"] },
  ],
  [
    "a kanban with Backlog, Doing, Shipped",
    "add a Review column between Doing and Shipped",
    { columns: ["Backlog", "Doing", "Review", "Shipped"] },
  ],
  [
    "a kanban with Backlog, Doing, Shipped",
    "add a column called Blocked",
    { columns: ["Backlog", "Doing", "Shipped", "Blocked"] },
  ],
  ["a kanban with Backlog, Doing, Shipped", "remove Shipped", { columns: ["Backlog", "Doing"] }],
  [
    "a kanban with Backlog, Doing, Shipped",
    "change the title to Team board",
    { title: "Team board", columns: ["Backlog", "Doing", "Shipped"] },
  ],
  [
    "expense tracker for food and rent",
    "add categories health and gifts",
    { categories: ["food", "rent", "health", "gifts"] },
  ],
  ["a 50/10 pomodoro", "make work 45 minutes", { workMinutes: 45, breakMinutes: 10 }],
  ["看板：待办、进行中、已完成", "新增一列：测试中", { columns: ["待办", "进行中", "已完成", "测试中"] }],
  ["习惯打卡：阅读、跑步", "添加习惯：喝水", { habits: ["阅读", "跑步", "喝水"] }],
  ["做一个番茄钟", "改成45/15", { workMinutes: 45, breakMinutes: 15 }],
];

test.each(MORE_FOLLOW_UPS)("%s, then %s", (brief, ask, expected) => {
  const before = first(brief);
  const after = followUp(brief, before, ask);
  expect(after.spec).toMatchObject(expected);
  expect(Object.keys(after.files)).toEqual(["src/config.ts"]);
  expect(after.spec.notes).toEqual([]);
});

test("a follow-up with fields names each, in the app's language", () => {
  const form = first("a form with name and email");
  expect(
    followUp("a form with name and email", form, "add phone and company fields").spec.fields.map(
      (f) => f.label,
    ),
  ).toEqual(["Name", "Email", "Phone", "Company"]);
  const zh = first("做一个报名表单，包含姓名、邮箱");
  const after = followUp("做一个报名表单，包含姓名、邮箱", zh, "加一个电话字段");
  expect(after.spec.fields.map((f) => f.label)).toEqual(["姓名", "邮箱", "电话"]);
  expect(after.reply).toBe("添加了“电话”。");
});

describe("the apps work in the preview (memory store)", () => {
  const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));
  async function open(brief: string) {
    const round = first(brief);
    const r = await render((await built(round.files)).html);
    const window = r.dom.window;
    const type = (el: Element, value: string) => {
      const proto =
        el.tagName === "SELECT" ? window.HTMLSelectElement.prototype : window.HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(el, value);
      el.dispatchEvent(new window.Event(el.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
    };
    const submit = (form: Element) =>
      form.dispatchEvent(new window.Event("submit", { bubbles: true, cancelable: true }));
    const root = () => r.document.querySelector("#root")!.textContent ?? "";
    return { ...r, type, submit, root };
  }

  test("kanban: a card is added to the first column and moved right", async () => {
    const app = await open("a kanban with Backlog, Doing, Shipped");
    app.type(app.document.querySelector("form input")!, "Write docs");
    app.submit(app.document.querySelector("form")!);
    await settle();
    const column = (name: string) => app.document.querySelector(`[data-column="${name}"]`)!.textContent ?? "";
    expect(column("Backlog")).toContain("Write docs");
    app.document
      .querySelector<HTMLButtonElement>('[data-column="Backlog"] button[aria-label="Move right"]')!
      .click();
    await settle();
    expect(column("Backlog")).not.toContain("Write docs");
    expect(column("Doing")).toContain("Write docs");
    expect(app.errors).toEqual([]);
    app.dom.window.close();
  });

  test("expense tracker: an expense counts in the total and its category", async () => {
    const app = await open("an expense tracker with categories food, rent, travel");
    const form = app.document.querySelector("form")!;
    app.type(form.querySelector("#field-description")!, "June rent");
    app.type(form.querySelector("#field-amount")!, "12.5");
    app.type(form.querySelector("#field-category")!, "rent");
    app.submit(form);
    await settle();
    expect(app.root()).toContain("Total12.50");
    expect(app.root()).toContain("rent12.50");
    expect(app.root()).toContain("food0.00");
    app.dom.window.close();
  });

  test("form: a bad email is refused, a good entry lands in the table", async () => {
    const app = await open("a form with name, email and team and a table below");
    const form = app.document.querySelector("form")!;
    app.type(form.querySelector("#field-name")!, "Ada");
    app.type(form.querySelector("#field-email")!, "not-an-email");
    app.submit(form);
    await settle();
    expect(app.root()).toContain("Please enter a valid email");
    expect(app.document.querySelectorAll("tbody tr td").length).toBe(1); // the empty row
    app.type(form.querySelector("#field-email")!, "ada@example.com");
    app.type(form.querySelector("#field-team")!, "Core");
    app.submit(form);
    await settle();
    expect([...app.document.querySelectorAll("tbody tr td")].map((td) => td.textContent).slice(0, 3)).toEqual(
      ["Ada", "ada@example.com", "Core"],
    );
    app.dom.window.close();
  });

  test("quiz: the right answer scores, the last question shows the score", async () => {
    const app = await open("a quiz about the solar system");
    const answer = (text: string) =>
      [...app.document.querySelectorAll("button")].find((b) => b.textContent === text)!.click();
    answer("Mercury");
    await settle();
    expect(app.root()).toContain("Correct!");
    for (const [pick, right] of [
      ["Saturn", "Jupiter"],
      ["Mars", ""],
      ["8", ""],
      ["Saturn", ""],
    ]) {
      answer("Next");
      await settle();
      answer(pick!);
      await settle();
      if (right) expect(app.root()).toContain(`Not quite — the answer is ${right}`);
    }
    answer("Next");
    await settle();
    expect(app.root()).toContain("Score: 4 / 5");
    app.dom.window.close();
  });

  test("pomodoro: start counts down from the named work length", async () => {
    const app = await open("a 50/10 pomodoro");
    expect(app.root()).toContain("50:00");
    [...app.document.querySelectorAll("button")].find((b) => b.textContent === "Start")!.click();
    await settle(1300);
    expect(app.root()).toMatch(/49:5\d/);
    [...app.document.querySelectorAll("button")].find((b) => b.textContent?.includes("Break"))!.click();
    await settle();
    expect(app.root()).toContain("10:00");
    app.dom.window.close();
  });

  test("habit tracker: checking today starts a streak", async () => {
    const app = await open("习惯打卡：阅读、跑步、冥想");
    const now = new Date();
    const today = [
      now.getFullYear(),
      String(now.getMonth() + 1).padStart(2, "0"),
      String(now.getDate()).padStart(2, "0"),
    ].join("-");
    app.document.querySelector<HTMLButtonElement>(`button[aria-label="阅读 ${today}"]`)!.click();
    await settle();
    expect(
      app.document.querySelector(`button[aria-label="阅读 ${today}"]`)!.getAttribute("aria-pressed"),
    ).toBe("true");
    const row = [...app.document.querySelectorAll("tbody tr")].find((tr) =>
      tr.textContent?.startsWith("阅读"),
    )!;
    expect(row.textContent).toContain("1 天连续");
    app.dom.window.close();
  });
});

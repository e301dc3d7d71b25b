/**
 * The Offline lite-app planner reads the brief's nouns and numbers: each field with its type,
 * the values the app computes, the controls it offers, calculators that work the numbers out, and
 * what it could not build said in the reply (with what it built instead and a pointer to a model).
 * Follow-ups add the control or value they name. Apps are built with the real builder and run in
 * jsdom; the new kinds of file pass the download's strict type check.
 */
import { disposeLiteAppBuilder } from "@/server/artifacts/agentic/build/build-app";
import { filesOf } from "@/server/artifacts/agentic/offline/files";
import { planApp } from "@/server/artifacts/agentic/offline/plan";
import type { AppSpec } from "@/server/artifacts/agentic/offline/spec";
import type { LiteAppRound } from "@/server/artifacts/agentic/offline/writer";
import {
  byLabel,
  built,
  first,
  followUp,
  render,
  settle,
  submitForm,
  typeInto,
  specFields as fields,
} from "./app-harness";
import { typeErrors } from "./typecheck-app";

jest.setTimeout(120_000);
afterAll(() => disposeLiteAppBuilder());

const stats = (spec: AppSpec) => spec.stats.map((s) => s.kind);
const controls = (spec: AppSpec) => spec.controls.map((c) => [c.kind, c.field ?? ""]);

async function open(round: LiteAppRound) {
  return render((await built(round.files, round.spec.title)).html);
}

describe("fields, their types, computed values and controls from the brief", () => {
  test("a bill split with tip is a calculator of the bill, the tip and the people, not a list of one 'Tip' field", async () => {
    const round = first("Split a restaurant bill between friends with tip");
    expect(round.spec.kind).toBe("calculator");
    expect(fields(round.spec)).toEqual([
      ["Bill amount", "amount"],
      ["Tip (%)", "number"],
      ["Number of people", "count"],
    ]);
    expect(round.spec.outputs.map((o) => o.label)).toEqual(["Tip", "Total with tip", "Per person"]);
    expect(round.reply).toContain("it works out Tip, Total with tip, Per person as you type");
    const app = await open(round);
    typeInto(app, byLabel(app, "Bill amount"), "120");
    typeInto(app, byLabel(app, "Tip"), "15");
    typeInto(app, byLabel(app, "Number of people"), "4");
    await settle();
    const result = (key: string) => app.document.querySelector(`[data-output="${key}"] dd`)?.textContent;
    expect([result("tipAmount"), result("total"), result("perPerson")]).toEqual(["18.00", "138.00", "34.50"]);
    expect(app.errors).toEqual([]);
    app.dom.window.close();
  });

  test("记录孩子每天读书时长: a date, the book and the minutes, with this week's total — not a 名称/备注 list", () => {
    const { spec } = first("记录孩子每天读书时长", {}, "zh");
    expect(spec.title).toBe("孩子读书时长记录");
    expect(fields(spec)).toEqual([
      ["日期", "date"],
      ["书名", "text"],
      ["时长（分钟）", "minutes"],
    ]);
    expect(stats(spec)).toEqual(["week", "total"]);
  });

  test("an expense tracker's categories are its categories, never its fields or its totals", () => {
    const named = first(
      "Expense tracker with categories for groceries, rent, transport and eating out, showing the monthly total",
    ).spec;
    expect(named.categories).toEqual(["groceries", "rent", "transport", "eating out"]);
    expect(named.fields.find((f) => f.key === "category")?.options).toEqual(named.categories);
    expect(stats(named)).toEqual(["month", "total", "byCategory"]);
    const listed = first("An expense tracker: amount, date, monthly total").spec;
    expect(listed.categories).toEqual(["Food", "Transport", "Home", "Fun"]);
    expect(fields(listed)).toEqual([
      ["Description", "text"],
      ["Amount", "amount"],
      ["Category", "select"],
      ["Date", "date"],
    ]);
  });

  const BRIEFS: [string, (string | undefined)[][], string[], string[][]][] = [
    [
      "Workout log: exercise, sets, reps, weight in kg and date; show my weekly total of sets",
      [
        ["Exercise", "text"],
        ["Sets", "count"],
        ["Reps", "count"],
        ["Weight (kg)", "number"],
        ["Date", "date"],
      ],
      ["week", "total"],
      [],
    ],
    [
      "Water intake tracker - log glasses of water per day, goal of 8 a day, show today's count",
      [
        ["Date", "date"],
        ["Glasses", "count"],
      ],
      ["goal", "week", "total"],
      [],
    ],
    [
      "A reading list with title, author, genre and whether I've read it; let me search by title",
      [
        ["Title", "text"],
        ["Author", "text"],
        ["Genre", "select"],
        ["Read", "checkbox"],
      ],
      [],
      [["search", ""]],
    ],
    [
      "购物清单：商品名、数量、是否已买，可以只看没买的",
      [
        ["商品名", "text"],
        ["数量", "count"],
        ["已买", "checkbox"],
      ],
      [],
      [["toggle", "field"]],
    ],
    [
      "体重记录：每天记录体重（公斤），显示平均值",
      [
        ["日期", "date"],
        ["体重（公斤）", "number"],
      ],
      ["average"],
      [],
    ],
    [
      "记账本：记录收入和支出，显示余额",
      [
        ["说明", "text"],
        ["金额", "amount"],
        ["分类", "select"],
        ["日期", "date"],
        ["类型", "select"],
      ],
      ["balance"],
      [],
    ],
    [
      "Meditation tracker that logs minutes each day and shows my current streak",
      [
        ["Date", "date"],
        ["Minutes", "minutes"],
      ],
      ["streak", "week", "total"],
      [],
    ],
    [
      "Split our holiday cabin costs between Mia, Leo and Sam",
      [
        ["What", "text"],
        ["Amount", "amount"],
        ["Paid by", "select"],
        ["Date", "date"],
      ],
      ["total", "perPerson"],
      [],
    ],
    [
      "A log of the books I read: title, author, pages, date finished, sorted by date",
      [
        ["Title", "text"],
        ["Author", "text"],
        ["Pages", "count"],
        ["Date finished", "date"],
      ],
      ["week", "total"],
      [["sort", "dateFinished"]],
    ],
  ];

  test.each(BRIEFS)("%s", (brief, wantFields, wantStats, wantControls) => {
    const lang = /[\u4e00-\u9fff]/.test(brief) ? "zh" : "en";
    const { spec } = first(brief, {}, lang);
    expect(fields(spec)).toEqual(wantFields);
    expect(stats(spec)).toEqual(wantStats);
    expect(controls(spec)).toEqual(wantControls);
  });

  test("a kanban keeps the columns the user named, wherever the brief names them", () => {
    expect(
      first("Build a Kanban board with To-do, Doing, Done columns and cards I can move").spec.columns,
    ).toEqual(["To-do", "Doing", "Done"]);
    const team = first("Team kanban: To do, Doing, Done. Cards have a title and an owner.").spec;
    expect(team.columns).toEqual(["To do", "Doing", "Done"]);
    expect(fields(team)).toEqual([
      ["Title", "text"],
      ["Owner", "text"],
    ]);
    expect(first("Make a kanban board with Doing column").spec.columns).toEqual(["To do", "Doing", "Done"]);
    expect(first("招聘看板，阶段：简历筛选、一面、二面、offer、入职", {}, "zh").spec).toMatchObject({
      title: "招聘看板",
      columns: ["简历筛选", "一面", "二面", "offer", "入职"],
    });
  });
});

test.each([
  ["Track my weight daily and show the monthly average", "Weight tracker"],
  ["Log how many cups of coffee I drink each day", "Cups of coffee tracker"],
])("“%s” is called “%s”, not “My list”", (brief, title) => {
  expect(first(brief).spec.title).toBe(title);
});

describe("what the Offline model cannot build is said, with what it built instead", () => {
  test.each([
    [
      "Build a snake game I can play with the arrow keys",
      "en",
      /^The Offline model can't build a game .*, so instead I made a “Score board” app .* Connect an AI model to build the game itself\./,
    ],
    [
      "做一个天气预报应用，显示未来7天的天气",
      "zh",
      /^离线模式下我做不了天气预报（.*），所以改为做了一个“天气记录”，可以记录日期、温度（°C）、天气情况。接入 AI 模型后可以做出你要的天气预报。/,
    ],
  ] as const)("%s", async (brief, lang, said) => {
    const round = first(brief, {}, lang);
    expect(round.reply).toMatch(said);
    const app = await open(round);
    expect(app.errors).toEqual([]);
    app.dom.window.close();
  });

  test("a feature it cannot add is said in the first reply", () => {
    const { said } = planApp("A habit tracker that sends me reminders", "en");
    expect(said).toEqual([
      "The Offline model can't build reminders; instead, a lite app cannot notify you when it is closed; the app shows today's entries when you open it. Connect an AI model to get it built as asked.",
    ]);
  });

  test("a calculation it has no formula for says so and keeps the numbers instead", () => {
    const round = first("A calculator for my carbon footprint");
    expect(round.spec.kind).toBe("list");
    expect(round.reply).toContain("The Offline model doesn't know the formula for this calculation");
  });
});

describe("follow-ups add the control or value they name", () => {
  test("a week's weight is the week's average, not its sum; “show the weekly average” adds that average once", async () => {
    const { spec, files } = first("做一个体重记录，看每周平均体重", {}, "zh");
    expect(spec.stats.map((s) => [s.kind, s.label, s.period])).toEqual([["average", "本周平均", "week"]]);
    // Only this week's entries count: 70 and 72 this week, 90 long ago → 71.
    const app = await render((await built(files, spec.title)).html);
    const form = app.document.querySelector("form")!;
    for (const [kg, day] of [
      ["70", new Date().toISOString().slice(0, 10)],
      ["72", new Date().toISOString().slice(0, 10)],
      ["90", "2020-01-06"],
    ]) {
      typeInto(app, byLabel(app, "体重"), kg!);
      typeInto(app, byLabel(app, "日期"), day!);
      submitForm(app, form);
      await settle();
    }
    expect(app.document.querySelector('[data-stat="average"]')?.textContent).toContain("71");
    expect(app.errors).toEqual([]);
    app.dom.window.close();

    const brief = "A mood log with a rating from 1 to 5";
    const after = followUp(brief, first(brief), "show the weekly average");
    expect(after.spec.stats.map((s) => [s.kind, s.period])).toEqual([["average", "week"]]);
    expect(after.reply).toBe(
      "There was no date field, so I added one. It now shows this week's average of rating from 1 to 5 above the list.",
    );
    // A log that already shows this week's total gets the week's average beside it, not "already shown".
    const sleep = "每天记录睡眠时长";
    const zh = followUp(sleep, first(sleep, {}, "zh"), "显示每周平均");
    expect(zh.spec.stats.map((s) => [s.kind, s.period])).toEqual([
      ["week", undefined],
      ["total", undefined],
      ["average", "week"],
    ]);
    expect(zh.reply).toContain("列表上方现在会显示“本周平均”");
    expect(zh.reply).not.toContain("已经显示");
  });

  test("“Add a category filter” on a household expense tracker filters by its category; never a field named “A”", async () => {
    const brief = "Expense tracker for my household";
    const after = followUp(brief, first(brief), "Add a category filter");
    expect(controls(after.spec)).toEqual([["filter", "category"]]);
    expect(after.spec.fields.map((f) => f.label)).not.toContain("A");
    expect(after.reply).toBe("Added a filter by category above the list (Food, Transport, Home, Fun).");
    expect(Object.keys(after.files)).toEqual(["src/config.ts"]);
    const app = await render((await built({ ...first(brief).files, ...after.files })).html);
    const form = app.document.querySelector("form")!;
    for (const [what, amount, category] of [
      ["Bread", "3", "Food"],
      ["Bus", "2", "Transport"],
    ]) {
      typeInto(app, form.querySelector("#field-description")!, what!);
      typeInto(app, form.querySelector("#field-amount")!, amount!);
      typeInto(app, form.querySelector("#field-category")!, category!);
      submitForm(app, form);
      await settle();
    }
    typeInto(app, byLabel(app, "Filter by category"), "Transport");
    await settle();
    const rows = [...app.document.querySelectorAll("tbody tr")].map((tr) => tr.textContent);
    expect(rows).toEqual([expect.stringContaining("Bus")]);
    app.dom.window.close();
  });

  test("a shopping list's categories are aisles, not spending categories (餐饮、交通)", () => {
    const zh = first("做一个购物清单，有分类", {}, "zh");
    expect(zh.spec.fields.find((f) => f.type === "select")?.options).toEqual([
      "蔬果",
      "肉蛋奶",
      "粮油零食",
      "日用品",
    ]);
    const brief = "Grocery list with item and quantity";
    const after = followUp(brief, first(brief), "add a category filter");
    expect(controls(after.spec)).toEqual([["filter", "category"]]);
    expect(after.reply).toBe(
      "There was no category field, so I added one (Produce, Dairy & eggs, Pantry, Household). Added a filter by category above the list (Produce, Dairy & eggs, Pantry, Household).",
    );
  });

  test("a filter by category on an app without categories adds them first, and says so", () => {
    const brief = "A reading list with title and author";
    const after = followUp(brief, first(brief), "add a category filter");
    expect(fields(after.spec).at(-1)).toEqual(["Category", "select"]);
    expect(after.reply).toBe(
      "There was no category field, so I added one (Food, Transport, Home, Fun). Added a filter by category above the list (Food, Transport, Home, Fun).",
    );
  });

  test.each([
    [
      "A log of the books I read: title, author, pages, date finished",
      "sort by date",
      [["sort", "dateFinished"]],
    ],
    ["Movie watchlist with title, genre and rating", "add a search box", [["search", ""]]],
    ["记录每天跑步的距离（公里）和用时（分钟）", "按日期排序", [["sort", "date"]]],
    ["做一个支出记录", "加一个分类筛选", [["filter", "category"]]],
    ["购物清单：商品名、数量、是否已买", "只看没买的", [["toggle", "field"]]],
  ])("%s, then %s", (brief, ask, want) => {
    const lang = /[\u4e00-\u9fff]/.test(brief) ? "zh" : "en";
    const after = followUp(brief, first(brief, {}, lang), ask);
    expect(controls(after.spec)).toEqual(want);
    expect(after.spec.notes).toEqual([]);
    expect(Object.keys(after.files)).toEqual(["src/config.ts"]);
  });

  test("“show the weekly total” adds this week's total; a list with no number says it cannot", () => {
    const brief = "Study log: subject and hours";
    const after = followUp(brief, first(brief), "show the weekly total");
    expect(stats(after.spec)).toContain("week");
    expect(after.spec.fields.some((f) => f.type === "date")).toBe(true);
    expect(after.reply).toContain("There was no date field, so I added one.");
    expect(after.reply).toContain("It now shows this week's total of hours above the list.");
    // Asked in Chinese of an English app: the reply is in Chinese.
    const names = followUp(
      "a guest list with name and email",
      first("a guest list with name and email"),
      "显示平均值",
    );
    expect(names.reply).toMatch(/^应用里没有可以计算“平均值”的数字字段，所以没有加/);
    expect(names.spec.stats).toEqual([]);
    const zh = followUp("记录每天的睡眠时间", first("记录每天的睡眠时间", {}, "zh"), "显示平均值");
    expect(stats(zh.spec)).toContain("average");
    expect(zh.reply).toBe("列表上方现在会显示“平均值”（睡眠（小时））。");
  });

  test("a pie chart is said to be beyond it, with what the app shows instead", () => {
    const brief = "an expense tracker with categories food, rent and travel";
    const after = followUp(brief, first(brief), "add a pie chart of spending by category");
    expect(after.reply).toContain(
      "The Offline model can't build a chart; instead, the app shows the figures as totals and a bar per category.",
    );
    expect(after.spec.notes).toEqual([]);
  });
});

test("every computed value and control, and a calculator, pass the download's strict type check and render", async () => {
  const spec = first("Water intake tracker: glasses and date, with a category").spec;
  const kinds = [
    "total",
    "today",
    "week",
    "month",
    "average",
    "count",
    "max",
    "perPerson",
    "balance",
    "streak",
    "goal",
    "byCategory",
  ] as const;
  const every: AppSpec = {
    ...spec,
    fields: [
      ...spec.fields,
      { key: "type", label: "Type", type: "select", options: ["Expense", "Income"] },
      { key: "done", label: "Done", type: "checkbox" },
      { key: "people", label: "Paid by", type: "select", options: ["Ann", "Bo"] },
    ],
    stats: [
      ...kinds.map((kind) => ({
        kind,
        label: kind,
        field: "glasses",
        by: kind === "balance" ? "type" : kind === "perPerson" ? "people" : "category",
        plus: "Income",
        target: 8,
      })),
      { kind: "average", label: "Week's average", field: "glasses", period: "week" },
      { kind: "average", label: "Month's average", field: "glasses", period: "month" },
    ],
    controls: [
      { kind: "search", label: "Search" },
      { kind: "filter", label: "Filter by category", field: "category" },
      { kind: "toggle", label: "Hide done", field: "done" },
      { kind: "sort", label: "Date (newest first)", field: "date", desc: true },
      { kind: "sort", label: "Glasses (highest first)", field: "glasses", desc: true },
    ],
  };
  const files = filesOf(every);
  const calculator = first("A loan calculator: amount, interest rate and years").files;
  expect([...typeErrors(files), ...typeErrors(calculator)]).toEqual([]);
  const app = await render((await built(files)).html);
  expect(app.document.querySelectorAll("[data-stat]").length).toBe(kinds.length + 2);
  expect(app.document.querySelector('input[type="search"]')).not.toBeNull();
  expect(app.errors).toEqual([]);
  app.dom.window.close();
});

test("an app made before stats and controls takes a follow-up: its data collection stays, its old component goes", async () => {
  const brief = "an expense tracker with categories food, rent, travel";
  const now = first(brief);
  // The config an older app carries: no stats, controls, outputs or collection; the category a text field.
  const config = now.files["src/config.ts"]!;
  const start =
    config.indexOf("export const config: AppConfig = ") + "export const config: AppConfig = ".length;
  const old = JSON.parse(config.slice(start, config.lastIndexOf("};") + 1));
  for (const key of ["stats", "controls", "outputs", "collection"]) delete old[key];
  old.fields = old.fields.map((f: { key: string }) =>
    f.key === "category" ? { ...f, type: "text", options: undefined } : f,
  );
  const files = {
    ...now.files,
    "src/config.ts": config.slice(0, start) + JSON.stringify(old, null, 2) + ";\n",
    "src/components/ExpenseTracker.tsx": "export default function ExpenseTracker() { return null; }\n",
  };
  const after = followUp(brief, { ...now, files }, "add a category filter");
  expect(after.deletes).toEqual(["src/components/ExpenseTracker.tsx"]);
  expect(after.spec.collection).toBe("expenses");
  expect(stats(after.spec)).toEqual(["total", "byCategory"]);
  expect(after.spec.fields.find((f) => f.key === "category")).toMatchObject({
    type: "select",
    options: ["food", "rent", "travel"],
  });
  const merged = Object.fromEntries(
    Object.entries({ ...files, ...after.files }).filter(([path]) => !after.deletes.includes(path)),
  );
  expect(typeErrors(merged)).toEqual([]);
  const app = await render((await built(merged)).html);
  expect(app.text).toContain("Filter by category");
  app.dom.window.close();
});

test("a list whose brief names no fields says so, instead of passing a name and a note off as asked", () => {
  expect(first("a list of my favourite restaurants").reply).toContain(
    "The request names no fields, so each entry has a name and a note for now.",
  );
  expect(first("做一个清单", {}, "zh").reply).toContain(
    "描述里没有提到要记录哪些字段，所以每条记录先只有名称和备注。",
  );
});

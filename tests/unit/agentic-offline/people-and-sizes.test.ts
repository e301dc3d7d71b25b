/**
 * Issue 39 item 4, on the la4- briefs nobody tuned the Offline planner for: the people a brief names
 * ("for Tom and Lily", "小明和小红", "给爸爸、妈妈和外婆") or counts ("三个室友") are a choice on each
 * record with a value worked out per person — what each has left of what they got and spent, what
 * was spent on each, how many chores each did; a calculator keeps every size the brief gives (rooms
 * and tiles, floorboards and boxes, a wall and its coats) and computes from them; a choice's options
 * written after it ("状态（想读、在读、读完）", "status — to read, reading or finished") are a select,
 * and a switch can hide one of them; totals only where they add up (not a recipe box's minutes).
 * Every test here fails on the code before this change. Apps are built with the real builder and run
 * in jsdom where what is shown matters.
 */
import { disposeLiteAppBuilder } from "@/server/artifacts/agentic/build/build-app";
import type { LiteAppFiles } from "@/lib/contracts/lite-app";
import type { AppSpec } from "@/server/artifacts/agentic/offline/spec";
import { planApp } from "@/server/artifacts/agentic/offline/plan";
import {
  byLabel,
  built,
  first,
  followUp,
  render,
  settle,
  submitForm,
  typeInto,
  calculatorText,
} from "./app-harness";

jest.setTimeout(120_000);
afterAll(() => disposeLiteAppBuilder());

const fields = (spec: AppSpec) =>
  spec.fields.map((f) => (f.options ? [f.label, f.type, f.options] : [f.label, f.type]));
const stats = (spec: AppSpec) => spec.stats.map((s) => [s.kind, s.label, s.field, s.minus, s.by]);

/** Adds records through the app's own form: each a list of [label words, value]. */
async function withRecords(spec: AppSpec, files: Record<string, string>, records: [string, string][][]) {
  const app = await render((await built(files, spec.title)).html);
  const form = app.document.querySelector("form")!;
  for (const record of records) {
    for (const [label, value] of record) typeInto(app, byLabel(app, label), value);
    submitForm(app, form);
    await settle();
  }
  return app;
}

const statRows = (app: Awaited<ReturnType<typeof render>>, label: string) => {
  const card = [...app.document.querySelectorAll("[data-stat]")].find(
    (c) => c.querySelector("h2")?.textContent === label,
  );
  if (!card) throw new Error(`no stat “${label}”`);
  return {
    value: card.querySelector("p")?.textContent,
    rows: [...card.querySelectorAll("li")].map((li) =>
      [...li.querySelectorAll("span")].map((s) => s.textContent),
    ),
  };
};

describe("named people: a choice on each record, a value worked out for each", () => {
  test("Pocket money for Tom and Lily: got and spent per entry, what's left for each and in total", async () => {
    const { spec, files, reply } = first(
      "Pocket money tracker for Tom and Lily: what they got, what they spent, what's left for each",
    );
    expect(spec.title).toBe("Pocket money tracker");
    expect(fields(spec)).toEqual([
      ["Who", "select", ["Tom", "Lily"]],
      ["What for", "text"],
      ["Got", "amount"],
      ["Spent", "amount"],
      ["Date", "date"],
    ]);
    expect(stats(spec)).toEqual([
      ["byCategory", "Left per person", "got", "spent", "who"],
      ["balance", "Left in total", "got", "spent", undefined],
    ]);
    expect(reply).not.toMatch(/does not count or add up/);
    const app = await withRecords(spec, files, [
      [
        ["Who", "Tom"],
        ["Got", "10"],
      ],
      [
        ["Who", "Lily"],
        ["Got", "5"],
      ],
      [
        ["Who", "Tom"],
        ["Spent", "3.5"],
      ],
    ]);
    const each = statRows(app, "Left per person");
    expect(each.rows.map(([name, value]) => [name, value?.replace(/[^\d.-]/g, "")])).toEqual([
      ["Tom", "6.50"],
      ["Lily", "5.00"],
    ]);
    expect(statRows(app, "Left in total").value).toMatch(/11\.50/);
    expect(app.errors).toEqual([]);
    app.dom.window.close();
  });

  test("两个孩子的零花钱：小明和小红，收到、花了、还剩 — per child, no 还剩多少 field to type", () => {
    const { spec, reply } = first(
      "两个孩子的零花钱记账：小明和小红，每人收到多少、花了多少、还剩多少",
      {},
      "zh",
    );
    expect(spec.title).toBe("零花钱记账");
    expect(fields(spec)).toEqual([
      ["谁", "select", ["小明", "小红"]],
      ["事项", "text"],
      ["收到", "amount"],
      ["花了", "amount"],
      ["日期", "date"],
    ]);
    expect(stats(spec)[0]).toEqual(["byCategory", "每人还剩", "got", "spent", "who"]);
    expect(reply).not.toMatch(/不能按人统计/);
  });

  test("Gift budget for Mum, Dad and Sam: whose gift is a choice, spent per person — not a split", async () => {
    const { spec, files } = first(
      "Christmas gift budget for Mum, Dad and Sam: the gift, its price and whether I've bought it; show what I've spent on each person",
    );
    expect(spec.kind).toBe("list");
    expect(spec.title).toBe("Christmas gift budget");
    expect(fields(spec)).toEqual([
      ["Who", "select", ["Mum", "Dad", "Sam"]],
      ["Gift", "text"],
      ["Price", "amount"],
      ["Bought", "checkbox"],
    ]);
    expect(spec.stats.some((s) => s.kind === "perPerson")).toBe(false);
    const app = await withRecords(spec, files, [
      [
        ["Who", "Dad"],
        ["Gift", "Scarf"],
        ["Price", "20"],
      ],
      [
        ["Who", "Mum"],
        ["Gift", "Book"],
        ["Price", "12"],
      ],
      [
        ["Who", "Dad"],
        ["Gift", "Socks"],
        ["Price", "5"],
      ],
    ]);
    const each = statRows(app, "Total per person");
    expect(each.rows.map(([name, value]) => [name, value?.replace(/[^\d.]/g, "")])).toEqual([
      ["Mum", "12.00"],
      ["Dad", "25.00"],
      ["Sam", "0.00"],
    ]);
    app.dom.window.close();
  });

  test("给爸爸、妈妈和外婆买礼物：谁 is a choice of them, 每人合计 by it", () => {
    const { spec } = first("给爸爸、妈妈和外婆买新年礼物：礼物、价格、是否已买，显示每人花了多少", {}, "zh");
    expect(spec.fields[0]).toMatchObject({ label: "谁", type: "select", options: ["爸爸", "妈妈", "外婆"] });
    expect(stats(spec)[0]).toEqual(["byCategory", "每人合计", "price", undefined, spec.fields[0]!.key]);
  });

  test("三个室友的家务轮值表: who (室友1–3), the chore and the day; chores counted per roommate", async () => {
    const { spec, files, reply } = first("三个室友的家务轮值表", {}, "zh");
    expect(spec.title).toBe("家务轮值表");
    expect(fields(spec)).toEqual([
      ["谁", "select", ["室友1", "室友2", "室友3"]],
      ["家务", "text"],
      ["日期", "date"],
    ]);
    expect(stats(spec)).toEqual([["byCategory", "每人次数", undefined, undefined, "who"]]);
    expect(reply).not.toMatch(/没有提到要记录哪些字段/);
    const app = await withRecords(spec, files, [
      [
        ["谁", "室友2"],
        ["家务", "倒垃圾"],
      ],
      [
        ["谁", "室友2"],
        ["家务", "拖地"],
      ],
      [
        ["谁", "室友1"],
        ["家务", "洗碗"],
      ],
    ]);
    expect(statRows(app, "每人次数").rows).toEqual([
      ["室友1", "1"],
      ["室友2", "2"],
      ["室友3", "0"],
    ]);
    app.dom.window.close();
  });

  test("a chore chart is a table, not a drawing; meals and weekdays are nobody's names", () => {
    const chart = planApp("Chore chart for Mia, Leo and Ava: the chore, the day and whether it's done", "en");
    expect(chart.said).toEqual([]);
    expect(fields(chart.spec)).toEqual([
      ["Who", "select", ["Mia", "Leo", "Ava"]],
      ["Chore", "text"],
      ["Day", "date"],
      ["Done", "checkbox"],
    ]);
    const meals = planApp("Meal log for Breakfast, Lunch and Dinner: food and calories", "en").spec;
    expect(meals.fields.some((f) => f.options?.includes("Breakfast") && f.label === "Who")).toBe(false);
  });
});

describe("calculators keep every size the brief gives and compute from them", () => {
  const outputs = (spec: AppSpec, files: LiteAppFiles, values: [string, string][]) =>
    calculatorText(spec.title, files, values);

  test("tile calculator: room 4.2 × 3.5 m, tiles 60 × 60 cm, boxes of 8 → 14.7 m², 41 tiles, 6 boxes", async () => {
    const { spec, files } = first("tile calculator: room 4.2 × 3.5 m, tiles 60 × 60 cm, how many boxes of 8");
    expect(spec.fields.map((f) => [f.label, f.value])).toEqual([
      ["Room length (m)", 4.2],
      ["Room width (m)", 3.5],
      ["Tile length (cm)", 60],
      ["Tile width (cm)", 60],
      ["Tiles per box", 8],
    ]);
    expect(spec.outputs.map((o) => o.label)).toEqual(["Floor area (m²)", "Tiles needed", "Boxes to buy"]);
    const text = await outputs(spec, files, []);
    expect(text).toMatch(/Floor area \(m²\)\s*14\.7/);
    expect(text).toMatch(/Tiles needed\s*41/);
    expect(text).toMatch(/Boxes to buy\s*6/);
  });

  test("铺地板要买几箱：5.4 × 3.6 米，120 × 20 厘米，一箱 10 块，多买 5% → 86 块、9 箱", async () => {
    const { spec, files } = first(
      "铺地板要买几箱：客厅 5.4 × 3.6 米，地板每块 120 × 20 厘米，一箱 10 块，多买 5% 损耗",
      {},
      "zh",
    );
    expect(spec.kind).toBe("calculator");
    expect(spec.fields.map((f) => [f.label, f.value])).toEqual([
      ["客厅长（米）", 5.4],
      ["客厅宽（米）", 3.6],
      ["地板长（厘米）", 120],
      ["地板宽（厘米）", 20],
      ["每箱块数", 10],
      ["损耗（%）", 5],
    ]);
    // 19.44 / 0.24 is 81.00000000000001 in floating point: still 81 boards before the waste.
    expect(await outputs(spec, files, [["损耗", "0"]])).toMatch(/需要地板（块）\s*81/);
    const text = await outputs(spec, files, []);
    expect(text).toMatch(/需要地板（块）\s*86/);
    expect(text).toMatch(/需要箱数\s*9/);
  });

  test("paint: a wall 5 m wide and 2.6 m high, 2 coats, a litre covers 10 m² → 2.6 litres", async () => {
    const { spec, files } = first(
      "Paint calculator: a wall 5 m wide and 2.6 m high, 2 coats, one litre covers 10 m² — how many litres do I need?",
    );
    expect(spec.fields.map((f) => [f.label, f.value])).toEqual([
      ["How wide (m)", 5],
      ["How high (m)", 2.6],
      ["Coats", 2],
      ["One litre covers (m²)", 10],
    ]);
    expect(await outputs(spec, files, [])).toMatch(/Litres needed\s*2\.6/);
  });
});

describe("choices and their options, and totals only where they add up", () => {
  test("状态（想读、在读、读完）and 难度（简单、中等、难）are selects with those options", () => {
    expect(fields(first("读书清单：书名、作者、状态（想读、在读、读完）", {}, "zh").spec)).toEqual([
      ["书名", "text"],
      ["作者", "text"],
      ["状态", "select", ["想读", "在读", "读完"]],
    ]);
    const recipes = first(
      "家常菜谱：每道菜的菜名、主要食材、烹饪时间（分钟）和难度（简单、中等、难）",
      {},
      "zh",
    ).spec;
    expect(recipes.fields.find((f) => f.label === "难度")).toMatchObject({
      type: "select",
      options: ["简单", "中等", "难"],
    });
    // Each dish's cooking time is its own: no 合计 of minutes over the recipes.
    expect(recipes.stats).toEqual([]);
  });

  test("Recipe box: a name, ingredients, minutes and servings per recipe — no grand total of minutes", () => {
    const { spec } = first(
      "Recipe box: each recipe has a name, ingredients, cooking minutes and how many it serves",
    );
    expect(fields(spec)).toEqual([
      ["Name", "text"],
      ["Ingredients", "text"],
      ["Cooking minutes", "minutes"],
      ["Serves", "count"],
    ]);
    expect(spec.stats).toEqual([]);
  });

  test("a workout log's total minutes this week are in minutes, not sets (本周总时长 is 时长)", () => {
    const { spec } = first("健身记录：日期、项目、组数、时长（分钟），显示本周总时长", {}, "zh");
    const duration = spec.fields.find((f) => f.label.startsWith("时长"))!;
    expect(spec.stats.find((s) => s.kind === "week")).toMatchObject({ field: duration.key });
  });

  test("a run log adds up its distance (跑步记录 → 本周 km), not the minutes; an odometer's 里程 is no distance", () => {
    const run = first("跑步记录：日期、距离（公里）、用时（分钟）、地点", {}, "zh").spec;
    expect(run.stats.map((s) => [s.label, s.field])).toEqual([
      ["本周合计", "distance"],
      ["合计", "distance"],
    ]);
    const car = first("汽车保养记录：日期、里程、保养项目、费用", {}, "zh").spec;
    const cost = car.fields.find((f) => f.label === "费用")!;
    expect(car.stats.every((s) => s.field === cost.key)).toBe(true);
  });

  test("status — to read, reading or finished; “add a toggle to hide finished books” hides those", async () => {
    const brief = "Reading list: title, author and status — to read, reading or finished";
    const before = first(brief);
    expect(fields(before.spec)).toEqual([
      ["Title", "text"],
      ["Author", "text"],
      ["Status", "select", ["to read", "reading", "finished"]],
    ]);
    const after = followUp(brief, before, "add a toggle to hide finished books");
    expect(after.spec.controls).toEqual([
      { kind: "toggle", field: "status", value: "finished", label: "Hide finished" },
    ]);
    expect(after.reply).toContain("Hide finished");
    const files = { ...before.files, ...after.files };
    const app = await withRecords(after.spec, files, [
      [
        ["Title", "Dune"],
        ["Status", "finished"],
      ],
      [
        ["Title", "Emma"],
        ["Status", "reading"],
      ],
    ]);
    const titles = () => [...app.document.querySelectorAll("tbody tr")].map((tr) => tr.textContent ?? "");
    expect(titles().some((t) => t.includes("Dune"))).toBe(true);
    const toggle = byLabel(app, "Hide finished") as HTMLInputElement;
    toggle.click();
    await settle();
    expect(titles().some((t) => t.includes("Dune"))).toBe(false);
    expect(titles().some((t) => t.includes("Emma"))).toBe(true);
    app.dom.window.close();
  });
});

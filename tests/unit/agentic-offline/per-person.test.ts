/**
 * Issue 39 item 4: a brief that asks for a value per person ("统计每人完成次数", "who's on call
 * most", "每人花了多少") gets it computed — the entries each person has, or the sum of the app's
 * measure for each — grouped by the field naming the person and shown in the app with the most
 * first, and no input field for what is computed. A split ("split", 人均, AA) still shares one
 * total out. Apps are built with the real builder and run in jsdom.
 */
import { disposeLiteAppBuilder } from "@/server/artifacts/agentic/build/build-app";
import type { AppSpec } from "@/server/artifacts/agentic/offline/spec";
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

jest.setTimeout(120_000);
afterAll(() => disposeLiteAppBuilder());

const stats = (spec: AppSpec) => spec.stats.map((s) => [s.kind, s.label, s.field, s.by]);

/** Adds records through the app's own form, then reads the per-person card's rows. */
async function perPersonRows(spec: AppSpec, files: Record<string, string>, entries: [string, string][]) {
  const app = await render((await built(files, spec.title)).html);
  const form = app.document.querySelector("form")!;
  const person = spec.fields.find((f) => f.key === spec.stats[0]!.by)!;
  const measure = spec.fields.find((f) => f.key === spec.stats[0]!.field);
  for (const [who, n] of entries) {
    typeInto(app, byLabel(app, person.label), who);
    if (measure) typeInto(app, byLabel(app, measure.label.replace(/（.*$/, "")), n);
    submitForm(app, form);
    await settle();
  }
  const card = app.document.querySelector(`[data-stat="byCategory"]`)!;
  const rows = [...card.querySelectorAll("li")].map((li) =>
    [...li.querySelectorAll("span")].map((s) => s.textContent),
  );
  const result = { heading: card.querySelector("h2")?.textContent, rows, errors: app.errors };
  app.dom.window.close();
  return result;
}

test("宿舍值日表，统计每人完成次数: who did it and when, the entries counted per person — no 次数 field", async () => {
  const { spec, files } = first("宿舍值日表，统计每人完成次数", {}, "zh");
  expect(fields(spec)).toEqual([
    ["姓名", "text"],
    ["日期", "date"],
  ]);
  expect(stats(spec)).toEqual([["byCategory", "每人次数", undefined, "person"]]);
  const shown = await perPersonRows(spec, files, [
    ["小王", ""],
    ["小李", ""],
    ["小王", ""],
  ]);
  expect(shown.heading).toBe("每人次数");
  expect(shown.rows).toEqual([
    ["小王", "2"],
    ["小李", "1"],
  ]);
  expect(shown.errors).toEqual([]);
});

test("“who's on call most” counts the shifts per person, most first — not a text field", async () => {
  const { spec, files } = first("A tracker for my team's on-call shifts: who's on call most");
  expect(fields(spec)).toEqual([
    ["Person", "text"],
    ["Date", "date"],
  ]);
  expect(stats(spec)).toEqual([["byCategory", "Entries per person", undefined, "person"]]);
  const shown = await perPersonRows(spec, files, [
    ["Ben", ""],
    ["Ana", ""],
    ["Ana", ""],
    ["Ana", ""],
  ]);
  expect(shown.rows).toEqual([
    ["Ana", "3"],
    ["Ben", "1"],
  ]);
  expect(shown.errors).toEqual([]);
});

test("a rota that names its engineer groups by that field; “pages received” is not repeated as “Pages”", () => {
  const { spec } = first(
    "Keep our support rota: engineer, week starting, pages received, who's on call most",
  );
  expect(fields(spec)).toEqual([
    ["Engineer", "text"],
    ["Week starting", "date"],
    ["Pages received", "count"],
  ]);
  expect(spec.stats.filter((s) => s.by)).toEqual([
    { kind: "byCategory", label: "Entries per person", by: "engineer" },
  ]);
});

test("记录大家的加班时长，统计每人总数 adds up each person's minutes, most first", async () => {
  const { spec, files } = first("记录大家的加班时长，统计每人总数", {}, "zh");
  expect(fields(spec)).toEqual([
    ["时长（分钟）", "minutes"],
    ["姓名", "text"],
  ]);
  expect(stats(spec)[0]).toEqual(["byCategory", "每人合计", "minutes", "person"]);
  const shown = await perPersonRows(spec, files, [
    ["小李", "30"],
    ["小王", "60"],
    ["小李", "45"],
  ]);
  expect(shown.rows).toEqual([
    ["小李", "75 分钟"],
    ["小王", "60 分钟"],
  ]);
  expect(shown.errors).toEqual([]);
});

test("each person's spending is a sum of the amount per person (en and zh), beside the category share", () => {
  const en = first("Track who paid for groceries and show each person's total spent").spec;
  expect(stats(en)[0]).toEqual(["byCategory", "Total per person", "amount", "person"]);
  expect(en.stats.some((s) => s.kind === "perPerson")).toBe(false);
  const zh = first("家庭开销记录，统计每人花了多少", {}, "zh").spec;
  expect(stats(zh)).toEqual([
    ["byCategory", "每人合计", "amount", "person"],
    ["total", "合计", "amount", undefined],
    ["byCategory", "按分类", "amount", "category"],
  ]);
});

test("a split still shares one total out; “每个人的” in a log is no split", () => {
  const split = first("Split trip costs between Anna, Ben and Chloe").spec;
  expect(split.stats.map((s) => [s.kind, s.by])).toContainEqual(["perPerson", "paidBy"]);
  const run = first("记录每个人的跑步距离，看谁跑得最多", {}, "zh").spec;
  expect(run.stats.some((s) => s.kind === "perPerson")).toBe(false);
  expect(run.stats.map((s) => [s.kind, s.by])).toEqual([["byCategory", "person"]]);
  expect(run.fields.map((f) => f.label)).not.toContain("看");
});

test("a follow-up asks for a value per person: added beside the category share, and said by its name", () => {
  const shifts = "Log our team's on-call shifts with date";
  const oncall = followUp(shifts, first(shifts), "show who's on call most");
  expect(stats(oncall.spec)).toEqual([["byCategory", "Entries per person", undefined, "person"]]);
  expect(oncall.reply).toContain("It now shows entries per person above the list.");
  const expense = "An expense tracker";
  const spent = followUp(expense, first(expense), "show each person's total spent");
  expect(stats(spent.spec)).toContainEqual(["byCategory", "Total per person", "amount", "person"]);
  expect(stats(spent.spec)).toContainEqual(["byCategory", "By category", "amount", "category"]);
  expect(spent.reply).not.toContain("already shows");
});

test("an app that cannot count per person says so, in the user's language (en and zh)", () => {
  const todo = first("A todo list where I can see how many tasks each person has done");
  expect(todo.spec.kind).toBe("todo");
  expect(todo.reply).toContain(
    "A to-do list made offline does not count or add up entries per person, so it does not show that. Connect an AI model",
  );
  const board = first("做一个看板，统计每人完成次数", {}, "zh");
  expect(board.spec.kind).toBe("kanban");
  expect(board.reply).toContain("离线做的“看板”不能按人统计次数或合计，所以没有显示这一项。接入 AI 模型");
  // An app that shows it says nothing of the kind.
  expect(first("宿舍值日表，统计每人完成次数", {}, "zh").reply).not.toContain("不能按人统计");
});

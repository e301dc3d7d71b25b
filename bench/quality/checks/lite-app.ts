/**
 * Lite-app checks in Chromium, read as a person would read the app (no knowledge of how the
 * Offline model writes it, so another model's app is judged the same way): every labelled input
 * with its type, the selects' options, the controls outside the entry form (search, sort, filter,
 * toggle), the board's column headings, the text shown, sideways scrolling at the preview's width on
 * a 1440 px screen and at 390 px, console errors, and numbers typed into a calculator.
 */
import type { Browser, Page } from "playwright-core";
import { buildLiteApp } from "@/server/artifacts/agentic/build/build-app";
import { parseLiteAppContent } from "@/server/artifacts/agentic/model-output";
import type { AppExpect, AppField } from "../corpus/types";
import { mentions } from "./text";

/** The preview's width beside the chat on a 1440 px screen (issue 40 measured 611 px). */
export const PREVIEW_WIDTH = 611;

export type Input = {
  label: string;
  type: "text" | "number" | "date" | "checkbox" | "select" | "email" | "search" | "other";
  inForm: boolean;
  /** In a list item or a table row (a record's own checkbox, not a control). */
  inRecord: boolean;
  options: string[];
};

export type AppFacts = {
  text: string;
  inputs: Input[];
  buttons: string[];
  headings: string[];
  overflow: { preview: number; phone: number };
  consoleErrors: string[];
};

const FACTS_SCRIPT = `(() => {
  // A label's own words, without the options of the select it wraps.
  const words = (label) => {
    const copy = label.cloneNode(true);
    for (const inner of copy.querySelectorAll("select, option, datalist")) inner.remove();
    return copy.textContent;
  };
  const labelOf = (el) => {
    const parts = [];
    if (el.id) for (const l of document.querySelectorAll('label[for="' + el.id + '"]')) parts.push(words(l));
    const wrap = el.closest("label");
    if (wrap && !(el.id && wrap.getAttribute("for") === el.id)) parts.push(words(wrap));
    for (const a of ["aria-label", "placeholder", "title", "name"]) if (el.getAttribute(a)) parts.push(el.getAttribute(a));
    const by = el.getAttribute("aria-labelledby");
    if (by) for (const id of by.split(/\\s+/)) parts.push(document.getElementById(id)?.textContent ?? "");
    return parts.join(" ").replace(/\\s+/g, " ").trim();
  };
  const typeOf = (el) => {
    if (el.tagName === "SELECT") return "select";
    if (el.tagName === "TEXTAREA") return "text";
    if (el.getAttribute("role") === "switch") return "checkbox";
    const t = (el.getAttribute("type") || "text").toLowerCase();
    return ["text", "number", "date", "checkbox", "email", "search"].includes(t) ? t : t === "radio" ? "select" : "other";
  };
  const inputs = [...document.querySelectorAll("input, select, textarea, [role=switch]")]
    .filter((el) => el.getAttribute("type") !== "hidden")
    .map((el) => ({
      label: labelOf(el),
      type: typeOf(el),
      inForm: Boolean(el.closest("form")),
      inRecord: Boolean(el.closest("li, tbody tr")),
      options: el.tagName === "SELECT" ? [...el.options].map((o) => o.textContent.trim()) : [],
    }));
  const buttons = [...document.querySelectorAll("button, [role=button], [role=tab]")].map((b) =>
    ((b.getAttribute("aria-label") || "") + " " + (b.textContent || "")).replace(/\\s+/g, " ").trim(),
  );
  const headings = [...document.querySelectorAll("h2, h3")].map((h) => h.textContent.replace(/\\s+/g, " ").trim());
  return { text: document.body.innerText, inputs, buttons, headings };
})()`;

async function open(browser: Browser, html: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text().slice(0, 200));
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message.slice(0, 200)}`));
  await page.route("**/*", (route) =>
    route.request().url().startsWith("data:") ? route.continue() : route.abort(),
  );
  await page.setContent(html, { waitUntil: "load" });
  await page.waitForFunction(() => document.querySelector("#root")?.childElementCount, null, {
    timeout: 5000,
  });
  return { page, errors };
}

const overflowOf = (page: Page) =>
  page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");

export async function builtApp(content: string): Promise<{ html: string } | { error: string }> {
  const app = parseLiteAppContent(content);
  if (!app) return { error: "not a lite app's content" };
  const built = await buildLiteApp(app.files, { title: app.title });
  return built.ok ? { html: built.html } : { error: built.log.slice(0, 300) };
}

export async function readApp(
  browser: Browser,
  html: string,
  attempt?: AppExpect["try"],
): Promise<AppFacts & { tried: string | null }> {
  const { page, errors } = await open(browser, html, PREVIEW_WIDTH);
  try {
    const facts = (await page.evaluate(FACTS_SCRIPT)) as Omit<AppFacts, "overflow" | "consoleErrors">;
    const preview = await overflowOf(page);
    let tried: string | null = null;
    if (attempt) {
      for (const [words, value] of attempt.fill) {
        const index = facts.inputs.findIndex(
          (i) => mentions(i.label, words) && (i.type === "number" || i.type === "text"),
        );
        if (index < 0) {
          tried = `no input for "${words}"`;
          break;
        }
        await page.locator("input, select, textarea, [role=switch]").nth(index).fill(value);
      }
      if (!tried) {
        // A form that computes on submit: press its button.
        const submit = page.locator("form button[type=submit]");
        if ((await submit.count()) === 1 && facts.inputs.some((i) => i.inForm)) await submit.click();
        await page.waitForTimeout(50);
        tried = await page.evaluate<string>("document.body.innerText");
      }
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(30);
    const phone = await overflowOf(page);
    return { ...facts, overflow: { preview, phone }, consoleErrors: [...errors], tried };
  } finally {
    await page.context().close();
  }
}

function fieldFound(inputs: Input[], want: AppField): string | null {
  const named = inputs.filter((i) => mentions(i.label, want.label));
  if (!named.length) return `no input labelled "${want.label}"`;
  if (want.type && !named.some((i) => i.type === want.type))
    return `"${want.label}" is ${[...new Set(named.map((i) => i.type))].join("/")}, want ${want.type}`;
  return null;
}

const SEARCH = /search|find|filter by (?:name|title|text)|搜索|查找|检索/i;
const SORT = /sort|order|排序/i;
const FILTER = /filter|show only|all\b|筛选|过滤|全部|只看|仅显示/i;

/** Controls live outside the entry form and outside the records themselves. */
function controlFound(facts: AppFacts, kind: string, about?: string): boolean {
  const controls = facts.inputs.filter((i) => !i.inForm && !i.inRecord);
  const names = (i: Input) => [i.label, ...i.options].join(" | ");
  const isAbout = (text: string) => !about || mentions(text, about);
  switch (kind) {
    case "search":
      return controls.some(
        (i) => i.type === "search" || ((i.type === "text" || i.type === "other") && SEARCH.test(i.label)),
      );
    case "sort":
      return (
        controls.some((i) => i.type === "select" && SORT.test(names(i)) && isAbout(names(i))) ||
        facts.buttons.some((b) => SORT.test(b) && isAbout(b))
      );
    case "filter":
      return (
        controls.some((i) => i.type === "select" && FILTER.test(names(i)) && isAbout(names(i))) ||
        facts.buttons.some((b) => FILTER.test(b) && isAbout(b))
      );
    case "toggle":
      return controls.some((i) => i.type === "checkbox" && i.label.length > 0 && isAbout(i.label));
    default:
      return false;
  }
}

const CANNOT =
  /can(?:'|’)t|cannot|could not|couldn(?:'|’)t|not able|beyond|isn(?:'|’)t something|离线|无法|没法|不能|做不了|不支持/i;
const INSTEAD = /instead|in its place|rather than|替代|代替|改为|改成|先做了|换成|取而代之/i;
const MODEL = /\bmodel\b|模型/i;

export function judgeApp(
  want: AppExpect,
  facts: AppFacts & { tried: string | null },
  reply: string,
  fail: (m: string) => void,
): void {
  for (const field of want.fields ?? []) {
    const problem = fieldFound(facts.inputs, field);
    if (problem) fail(problem);
  }
  for (const word of want.forbidFields ?? [])
    if (facts.inputs.some((i) => i.inForm && i.label.trim().toLowerCase() === word.toLowerCase()))
      fail(`an input labelled "${word}"`);
  const missing = (want.shows ?? []).filter((w) => !mentions(facts.text, w));
  if (missing.length) fail(`does not show: ${missing.join(", ")}`);
  const offered = [...facts.inputs.flatMap((i) => i.options), ...facts.buttons].join(" | ");
  const noOption = (want.options ?? []).filter((o) => !mentions(offered, o));
  if (noOption.length) fail(`no option: ${noOption.join(", ")}`);
  const wrongOption = (want.forbidOptions ?? []).filter((o) =>
    facts.inputs.some((i) => i.options.some((x) => mentions(x, o))),
  );
  if (wrongOption.length) fail(`offers: ${wrongOption.join(", ")}`);
  for (const control of want.controls ?? [])
    if (!controlFound(facts, control.kind, control.about))
      fail(`no ${control.kind} control${control.about ? ` by ${control.about}` : ""}`);
  if (want.columns) {
    const heads = facts.headings.map((h) => h.replace(/\s*\d+$/, "").trim());
    const start = heads.findIndex((h) => h.toLowerCase() === want.columns![0].toLowerCase());
    const got = start < 0 ? [] : heads.slice(start, start + want.columns.length);
    if (got.join(" | ").toLowerCase() !== want.columns.join(" | ").toLowerCase())
      fail(`columns ${heads.join(", ")}, asked ${want.columns.join(", ")}`);
  }
  if (want.try) {
    if (!facts.tried || !facts.tried.includes("\n")) fail(`could not try it: ${facts.tried ?? "no text"}`);
    else {
      const absent = want.try.expect.filter((x) => !facts.tried!.includes(x));
      if (absent.length)
        fail(`after typing ${want.try.fill.map((f) => f[1]).join(", ")}: no ${absent.join(", ")}`);
    }
  }
  if (facts.overflow.preview > 1)
    fail(`scrolls sideways in the preview (+${facts.overflow.preview} px at ${PREVIEW_WIDTH})`);
  if (facts.overflow.phone > 1) fail(`scrolls sideways at 390 px (+${facts.overflow.phone} px)`);
  if (facts.consoleErrors.length) fail(`console errors: ${facts.consoleErrors.slice(0, 2).join(" | ")}`);
  if (want.saysUnsupported) {
    const says = [
      CANNOT.test(reply) && "that it could not",
      INSTEAD.test(reply) && "what instead",
      MODEL.test(reply) && "a model",
    ];
    const lacking = ["that it could not", "what instead", "a model"].filter((w) => !says.includes(w));
    if (lacking.length) fail(`reply does not say ${lacking.join(", ")}: "${reply.slice(0, 160)}"`);
  }
  for (const bad of want.replyForbid ?? []) if (reply.includes(bad)) fail(`reply says ${bad}`);
}

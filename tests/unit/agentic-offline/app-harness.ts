/**
 * What the Offline lite-app tests share: a first round and a follow-up through the writer, the
 * real builder, and the built document run in jsdom (React and all, as a preview runs it).
 */
import type { AppSpec } from "@/server/artifacts/agentic/offline/spec";
import { JSDOM, VirtualConsole } from "jsdom";
import type { LiteAppFiles } from "@/lib/contracts/lite-app";
import { buildLiteApp } from "@/server/artifacts/agentic/build/build-app";
import { liteAppRound, type LiteAppRound } from "@/server/artifacts/agentic/offline/writer";
import type { OfflineLocale } from "@/server/ai/offline/types";

export function first(
  text: string,
  options: Record<string, unknown> = {},
  locale: OfflineLocale = "en",
): LiteAppRound {
  return liteAppRound({ userText: text, history: [], locale, options });
}

export function followUp(brief: string, before: LiteAppRound, ask: string): LiteAppRound {
  const app = {
    title: before.spec.title,
    app_type: before.app!.type,
    style: before.spec.style,
    files: before.files,
  };
  return liteAppRound({
    userText: ask,
    history: [
      { role: "user", text: brief },
      { role: "assistant", text: before.reply },
    ],
    locale: before.spec.lang,
    options: { app },
  });
}

/** esbuild writes non-ASCII text as \uXXXX escapes: read the bundle's strings back. */
export function unescapeJs(js: string): string {
  return js.replace(
    /\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})/gi,
    (_, long: string | undefined, short: string | undefined) =>
      String.fromCodePoint(parseInt(long ?? short!, 16)),
  );
}

/** `errors`: what the page reported (uncaught errors, console.error), but jsdom's own CSS parser
 * failing on Tailwind 4's stylesheet (@layer, @property): so the DOM checks are about content and
 * structure, not about styling. */
export type Rendered = { dom: JSDOM; document: Document; text: string; errors: string[] };

/** Runs the built document in jsdom and waits until React has rendered the app. */
export async function render(
  html: string,
  beforeParse?: (window: JSDOM["window"]) => void,
): Promise<Rendered> {
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on("jsdomError", (error) => {
    if (!/Could not parse CSS stylesheet/.test(error.message)) errors.push(error.message);
  });
  virtualConsole.on("error", (...args: unknown[]) => errors.push(args.map(String).join(" ")));
  const dom = new JSDOM(html, {
    runScripts: "dangerously",
    pretendToBeVisual: true,
    beforeParse,
    virtualConsole,
  });
  const document = dom.window.document;
  for (let i = 0; i < 100 && !document.querySelector("#root h1"); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return { dom, document, text: document.querySelector("#root")?.textContent ?? "", errors };
}

export async function built(files: LiteAppFiles, title = "app") {
  const result = await buildLiteApp(files, { title });
  if (!result.ok) throw new Error(`build failed: ${result.log}`);
  return result;
}

/** Types into an input or picks an option, as a person would (React sees the change). */
export function typeInto(r: Rendered, el: Element, value: string): void {
  const window = r.dom.window;
  const proto =
    el.tagName === "SELECT" ? window.HTMLSelectElement.prototype : window.HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(el, value);
  el.dispatchEvent(new window.Event(el.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
}

export function submitForm(r: Rendered, form: Element): void {
  form.dispatchEvent(new r.dom.window.Event("submit", { bubbles: true, cancelable: true }));
}

export const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

/** A labelled control by its label's own words (without a wrapped select's options). */
export function byLabel(r: Rendered, words: string): HTMLInputElement | HTMLSelectElement {
  for (const label of r.document.querySelectorAll("label")) {
    const copy = label.cloneNode(true) as Element;
    for (const inner of copy.querySelectorAll("select, option")) inner.remove();
    if (!copy.textContent?.toLowerCase().includes(words.toLowerCase())) continue;
    const control = label.querySelector("input, select");
    if (control) return control as HTMLInputElement | HTMLSelectElement;
  }
  throw new Error(`no control labelled "${words}"`);
}

/** A calculator built and run: each labelled input given its value, then the app's whole text. */
export async function calculatorText(title: string, files: LiteAppFiles, values: [string, string][]) {
  const app = await render((await built(files, title)).html);
  for (const [label, value] of values) typeInto(app, byLabel(app, label), value);
  await settle();
  const text = app.document.querySelector("#root")!.textContent ?? "";
  app.dom.window.close();
  return text;
}

/** A plan's fields as [label, type] pairs, the shape the planner tests compare. */
export const specFields = (spec: AppSpec) => spec.fields.map((f) => [f.label, f.type]);

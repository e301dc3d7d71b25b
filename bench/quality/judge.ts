/**
 * Judges one case's output against what its request named: terms in the right structure,
 * the chart type, language share, device, pages and navigation, follow-up edits in place, and
 * the prototype checks in Chromium. Returns the list of failures (empty = pass).
 */
import type { Browser } from "playwright-core";
import type { PageExpect, QualityCase } from "./corpus/types";
import type { CaseRun, Produced } from "./run-case";
import { languageShare, leftovers, mentions, missingTerms, presentTerms, prose } from "./checks/text";
import { arrows, links, messages, mindmapTree, participants, readChart } from "./checks/mermaid";
import { readPage, type PageFacts } from "./checks/page";
import { incoherent } from "./checks/coherence";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { checkPage, hsl, isDark, isHue, type BrowserFacts } from "./checks/browser";
import { readTemplateHtml } from "@/server/seed/prototype-templates";
import { builtApp, judgeApp, readApp } from "./checks/lite-app";
import { judgePicture, pictureFacts } from "./checks/picture";

export type Verdict = {
  failures: string[];
  pages: PageFacts[];
  browser: BrowserFacts[];
  brand: string | null;
};

const LANGUAGE_MIN = 0.8;
const DAY = 86_400_000;

type Page = { file: string; title: string; html: string };

function pagesOf(v: Produced): Page[] {
  if (v.kind === "mult_prototype") {
    const set = JSON.parse(v.content) as { pages: { file_name: string; title: string; html: string }[] };
    return set.pages.map((p) => ({ file: p.file_name, title: p.title, html: p.html }));
  }
  return [{ file: "index.html", title: v.title ?? "", html: v.content }];
}

function ordered(labels: string[], terms: string[]): string | null {
  let at = -1;
  for (const term of terms) {
    const found = labels.findIndex((l, i) => i > at && mentions(l, term));
    if (found < 0)
      return labels.some((l) => mentions(l, term)) ? `"${term}" out of order` : `"${term}" is not a node`;
    at = found;
  }
  return null;
}

const CJK_TEXT = /[\u4e00-\u9fff]/;

function judgeChart(c: QualityCase, source: string, fail: (m: string) => void) {
  const want = c.expect.chart!;
  const chart = readChart(source);
  if (want.type !== "any" && chart.type !== want.type)
    return fail(`chart type ${chart.type}, asked ${want.type}`);
  const labels = want.type === "sequence" ? participants(source) : chart.labels;
  const miss = (want.named ?? []).filter((term) => !labels.some((l) => mentions(l, term)));
  if (miss.length)
    fail(`not in the chart's ${want.type === "sequence" ? "participants" : "nodes"}: ${miss.join(", ")}`);
  if (want.ordered) {
    const problem = ordered(chart.labels, want.ordered);
    if (problem) fail(problem);
  }
  if (want.decision && !chart.decisions.some((d) => d.branches >= 2)) fail("no decision with two branches");
  if (want.links || want.noLinks) {
    const drawn = links(source);
    // A term that is a label itself names that label only ("delivered", not "out for delivery").
    const exact = (term: string) => chart.labels.some((l) => l.toLowerCase() === term.toLowerCase());
    const names = (label: string, term: string) =>
      term === "[*]"
        ? label === "[*]"
        : exact(term)
          ? label.toLowerCase() === term.toLowerCase()
          : mentions(label, term);
    const has = ([a, b]: [string, string]) => drawn.some((e) => names(e.from, a) && names(e.to, b));
    const missing = (want.links ?? []).filter((l) => !has(l));
    if (missing.length) fail(`not linked: ${missing.map(([a, b]) => `${a} → ${b}`).join(", ")}`);
    const wrong = (want.noLinks ?? []).filter(has);
    if (wrong.length) fail(`wrongly linked: ${wrong.map(([a, b]) => `${a} → ${b}`).join(", ")}`);
  }
  if (want.about) {
    const steps = chart.labels.filter(
      (l) => !/^(?:start|end|开始|结束)$/i.test(l) && !chart.decisions.some((d) => d.label === l),
    );
    const about = steps.filter((l) => want.about!.words.some((w) => mentions(l, w)));
    if (about.length < want.about.min)
      fail(`${about.length} of ${steps.length} steps are about the subject, want ≥ ${want.about.min}`);
  }
  if (want.messages) {
    const sent = messages(source);
    const miss = want.messages.filter((m) => !sent.some((s) => mentions(s.text, m)));
    if (miss.length) fail(`no message names: ${miss.join(", ")}`);
    const forward = sent.filter((s) => !s.reply).map((s) => s.text.toLowerCase());
    const twice = forward.filter((t, i) => forward.indexOf(t) !== i);
    if (twice.length) fail(`the same message twice: ${[...new Set(twice)].join(", ")}`);
  }
  if (want.arrows) {
    // Who sends it and who gets it, as the request's sentence says (issue 39: not the next one listed).
    const drawn = arrows(source);
    const same = (name: string, term: string) => name.toLowerCase() === term.toLowerCase();
    const missing = want.arrows.filter(
      ([a, b, t]) => !drawn.some((m) => same(m.from, a) && same(m.to, b) && mentions(m.text, t)),
    );
    if (missing.length) fail(`no message: ${missing.map(([a, b, t]) => `${a} → ${b} "${t}"`).join(", ")}`);
  }
  if (want.alt) {
    const body = source.split("\n").map((l) => l.trim());
    if (!body.some((l) => /^alt\b/.test(l)) || !body.some((l) => /^else\b/.test(l)))
      fail("the condition is not an alt … else block");
  }
  if (want.under) {
    const tree = mindmapTree(source);
    const wrong = want.under.filter(
      ([parent, child]) =>
        !tree.some((n) => mentions(n.label, child) && n.parent !== null && mentions(n.parent, parent)),
    );
    if (wrong.length) fail(`not under its branch: ${wrong.map(([p, c]) => `${c} (under ${p})`).join(", ")}`);
  }
  if (want.deadline) {
    const ends = chart.tasks.map((t) => t.end).filter(Number.isFinite);
    const due = Date.parse(`${want.deadline}T00:00:00Z`);
    const last = Math.max(...ends);
    // A milestone on the day ends on it; a one-day task on the day ends the day after.
    if (!(last >= due && last <= due + DAY))
      fail(
        `gantt ends ${Number.isFinite(last) ? new Date(last).toISOString().slice(0, 10) : "?"}, deadline ${want.deadline}`,
      );
  }
  if (want.spanDays || want.startDate) {
    const starts = chart.tasks.map((t) => t.start).filter(Number.isFinite);
    const ends = chart.tasks.map((t) => t.end).filter(Number.isFinite);
    const span = (Math.max(...ends) - Math.min(...starts)) / DAY;
    if (want.spanDays && !(Math.abs(span - want.spanDays) <= want.spanDays * 0.1))
      fail(`gantt spans ${Number.isFinite(span) ? span : "?"} days, asked ${want.spanDays}`);
    if (want.startDate && new Date(Math.min(...starts)).toISOString().slice(0, 10) !== want.startDate)
      fail(
        `gantt starts ${Number.isFinite(Math.min(...starts)) ? new Date(Math.min(...starts)).toISOString().slice(0, 10) : "?"}, asked ${want.startDate}`,
      );
  }
}

function requirementsText(markdown: string): string {
  const out: string[] = [];
  let inRequirements = false;
  for (const line of markdown.split("\n")) {
    const heading = /^#{2,3}\s+(.+)$/.exec(line);
    if (heading)
      inRequirements =
        /requirement|feature|功能|需求/i.test(heading[1]) && !/non-?functional|非功能/i.test(heading[1]);
    if (inRequirements || /\bFR-\d+/.test(line)) out.push(line);
  }
  return out.join("\n");
}

function judgeReply(c: QualityCase, reply: string, fail: (m: string) => void) {
  const want = c.expect.reply!;
  const items = reply.split("\n").filter((l) => /^\s*(\d+[.)、]|[-*•])\s+/.test(l));
  if (want.intent === "howto") {
    const steps = reply.split("\n").filter((l) => /^\s*\d+[.)、]\s+/.test(l));
    if (steps.length < 3) fail(`how-to without numbered steps (${steps.length})`);
    const words = (c.expect.terms ?? []).flatMap((t) =>
      /[\u4e00-\u9fff]/.test(t) ? [t] : t.split(/\s+/).filter((w) => w.length > 3),
    );
    const specific = steps.filter((s) => words.some((w) => mentions(s, w)));
    if (steps.length && specific.length < 2)
      fail(`steps are not about the topic (${specific.length}/${steps.length} name it)`);
  }
  if (want.intent === "list" && items.length < 3) fail(`list with ${items.length} items`);
  if (want.intent === "compare") {
    const table = reply.split("\n").find((l) => /^\s*\|/.test(l));
    if (!table) fail("comparison without a table");
    else
      for (const item of want.items ?? []) if (!mentions(table, item)) fail(`table header lacks "${item}"`);
  }
  if (want.intent === "definition") {
    const first = reply.split(/\n\s*\n/).find((p) => p.trim()) ?? "";
    const term = c.expect.terms?.[0] ?? "";
    if (!mentions(first, term) || !/\bis\b|\bare\b|是|指/.test(first)) fail("no definition first");
  }
}

function linksOk(pages: Page[], facts: PageFacts[], fail: (m: string) => void) {
  const files = pages.map((p) => p.file);
  const graph = facts.map(
    (f) => new Set(f.hrefs.map((h) => h.replace(/^\.\//, "").split("#")[0]).filter((h) => files.includes(h))),
  );
  const seen = new Set([0]);
  const queue = [0];
  while (queue.length)
    for (const next of graph[queue.shift()!]) {
      const i = files.indexOf(next);
      if (!seen.has(i)) {
        seen.add(i);
        queue.push(i);
      }
    }
  const unreachable = files.filter((_, i) => !seen.has(i));
  if (unreachable.length) fail(`pages not reachable from the first: ${unreachable.join(", ")}`);
  const deadEnds = files.filter((f, i) => ![...graph[i]].some((h) => h !== f));
  if (deadEnds.length && files.length > 1) fail(`pages with no link to another page: ${deadEnds.join(", ")}`);
}

const WEEKDAY_ITEM =
  /^(?:view |查看 ?)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day [a-z][^\s]*|周[一二三四五六日天](?![至到~～\-–—]|上午|下午|晚上|全天)[\u4e00-\u9fff）)]{1,8})$/i;
const MONTHS =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|(?<![\d/])(?:1[0-2]|[1-9])月(?!\d|份?\s*\d+日)/gi;
const WEEKS = /\b(?:week|wk|w)\s?\d{1,2}\b|第\s?\d{1,2}\s?周|\b\d{1,2}\s?周(?![一二三四五六日天])/gi;
const WEEKDAY_AXIS = /\bMon\b\s+Tue\b\s+Wed\b|周一\s*周二\s*周三/;

/** What the request named, as a person in that domain would look for it (issue 39, held-out pr5-). */
function judgeNamed(want: PageExpect, facts: PageFacts[], fail: (m: string) => void) {
  const items = facts.flatMap((f) => f.items);
  const text = facts.map((f) => `${f.title} ${f.text}`).join(" ");
  const listed = want.items ?? [];
  const own = (t: string, option: string) =>
    mentions(t, option) && !listed.some((o) => o !== option && mentions(t, o));
  const unlisted = listed.filter((o) => !items.some((t) => own(t, o)));
  if (unlisted.length) fail(`not an item of its own: ${unlisted.join(", ")}`);
  if (want.noWeekdayItems) {
    const weekday = [...new Set(items.filter((t) => WEEKDAY_ITEM.test(t)))];
    if (weekday.length) fail(`items named weekday + word: ${weekday.slice(0, 3).join(", ")}`);
  }
  const untitled = (want.title ?? []).filter((w) => !facts.some((f) => mentions(f.title, w)));
  if (untitled.length) fail(`title "${facts[0]?.title}" does not name: ${untitled.join(", ")}`);
  const noControl = (want.filters ?? []).filter(
    (w) => !facts.some((f) => f.controls.some((c) => mentions(c, w))),
  );
  if (noControl.length) fail(`filter not a control: ${noControl.join(", ")}`);
  if (want.axis) {
    const pattern = want.axis === "months" ? MONTHS : WEEKS;
    const tick = (m: string) =>
      want.axis === "months" ? m.toLowerCase().slice(0, 3) : m.replace(/\s+/g, "");
    const ticks = new Set((text.match(pattern) ?? []).map(tick));
    if (ticks.size < 3 || WEEKDAY_AXIS.test(text))
      fail(
        `chart axis not in ${want.axis} (${ticks.size} distinct${WEEKDAY_AXIS.test(text) ? ", Mon…Sun" : ""})`,
      );
  }
  const unshown = (want.shows ?? []).filter((p) => !new RegExp(p, "i").test(text));
  if (unshown.length) fail(`does not show: ${unshown.join(" ; ")}`);
  const generic = want.noTableHead;
  if (
    generic &&
    facts.some((f) =>
      f.tableHeads.some(
        (h) => h.length === generic.length && h.every((x, i) => x.toLowerCase() === generic[i].toLowerCase()),
      ),
    )
  )
    fail(`a table headed ${generic.join(" | ")}`);
  const picked = (want.forbidFields ?? []).filter((w) =>
    facts.some((f) => f.fieldLabels.some((l) => mentions(l, w))),
  );
  if (picked.length) fail(`a control for: ${picked.join(", ")}`);
}

/** How much of the template's frame the page kept (a tab bar counts as navigation). */
function landmarksRecall(template: string[], page: string[]): number {
  const same = (x: string) => (x === "tabbar" ? "nav" : x);
  const want = [...new Set(template.map(same))];
  const got = new Set(page.map(same));
  return want.length ? want.filter((x) => got.has(x)).length / want.length : 1;
}

/** The template's brand colour: the saturated colour its CSS uses most. */
function templatePrimary(html: string): string | null {
  const css = (/<style[^>]*>([\s\S]*?)<\/style>/i.exec(html)?.[1] ?? "").toLowerCase();
  const counts = new Map<string, number>();
  for (const m of css.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/g)) {
    const h = m[1].length === 3 ? [...m[1]].map((x) => x + x).join("") : m[1];
    counts.set(h, (counts.get(h) ?? 0) + 1);
  }
  const ranked = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(
      ([h]) =>
        `rgb(${parseInt(h.slice(0, 2), 16)}, ${parseInt(h.slice(2, 4), 16)}, ${parseInt(h.slice(4, 6), 16)})`,
    );
  return (
    ranked.find((c) => {
      const x = hsl(c);
      return !!x && x.s >= 0.35 && x.l >= 0.2 && x.l <= 0.72;
    }) ?? null
  );
}

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

async function judgePages(
  c: QualityCase,
  v: Produced,
  browser: Browser,
  fail: (m: string) => void,
): Promise<Pick<Verdict, "pages" | "browser" | "brand">> {
  const want = c.expect.page;
  const pages = pagesOf(v);
  const facts = pages.map((p) => readPage(p.html));
  const all = facts.map((f) => [f.title, f.text, ...f.fieldLabels, ...f.actionNames].join(" ")).join(" ");
  if (want) {
    if (v.designType !== want.device) fail(`device ${v.designType}, asked ${want.device}`);
    if (want.brand && !facts.every((f) => mentions(`${f.title} ${f.text}`, want.brand!)))
      fail(`brand "${want.brand}" missing`);
    for (const field of want.fields ?? [])
      if (!facts.some((f) => f.fieldLabels.some((l) => mentions(l, field))))
        fail(`no labelled field for "${field}"`);
    for (const action of want.actions ?? [])
      if (!facts.some((f) => f.actionNames.some((n) => mentions(n, action))))
        fail(`no button or link "${action}"`);
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    if (
      want.tableHead &&
      !facts.some((f) =>
        f.tableHeads.some(
          (h) => h.length === want.tableHead!.length && h.every((x, i) => same(x, want.tableHead![i])),
        ),
      )
    )
      fail(`no table headed ${want.tableHead.join(" | ")}`);
    const sectioned = (want.noSections ?? []).filter((w) =>
      facts.some((f) => f.headings.some((h) => same(h, w))),
    );
    if (sectioned.length) fail(`a section of its own: ${sectioned.join(", ")}`);
    judgeNamed(want, facts, fail);
    if (want.pages) {
      if (pages.length !== want.pages.length)
        fail(`${pages.length} pages, asked ${want.pages.length} (${pages.map((p) => p.title).join(", ")})`);
      const used = new Set<number>();
      for (const name of want.pages) {
        const i = pages.findIndex(
          (p, n) => !used.has(n) && (mentions(p.title, name) || mentions(facts[n].headings[0] ?? "", name)),
        );
        if (i < 0) fail(`no page "${name}"`);
        else used.add(i);
      }
      linksOk(pages, facts, fail);
    }
  }
  const bad = leftovers(all);
  if (bad.length) fail(`leftovers: ${bad.join(", ")}`);
  const results: BrowserFacts[] = [];
  for (const [i, p] of pages.entries()) {
    // QUALITY_DUMP=<dir> keeps every page the bench judged, to open by hand.
    if (process.env.QUALITY_DUMP) {
      mkdirSync(process.env.QUALITY_DUMP, { recursive: true });
      writeFileSync(
        path.join(process.env.QUALITY_DUMP, `${c.id}--${p.file.replace(/[^\w.-]/g, "_")}`),
        p.html,
      );
    }
    const r = await checkPage(browser, p.html, {
      device: (want?.device ?? v.designType) as "web",
      pageFiles: pages.map((x) => x.file),
    });
    results.push(r);
    const where = pages.length > 1 ? `${p.file}: ` : "";
    for (const m of incoherent(p.html, c.turns.map((t) => t.content).join(" ")))
      fail(`${where}incoherent: ${m}`);
    if (!r.rendered) fail(`${where}does not render`);
    if (r.consoleErrors.length) fail(`${where}console errors: ${r.consoleErrors.slice(0, 2).join(" | ")}`);
    if (r.axeSerious.length) fail(`${where}axe: ${r.axeSerious.join(", ")}`);
    if (r.overflow390 > 1) fail(`${where}scrolls sideways at 390 px (+${r.overflow390} px)`);
    if (r.deadActions.length)
      fail(`${where}${r.deadActions.length} dead calls to action (${r.deadActions.slice(0, 3).join("; ")})`);
    if (i === 0 && c.kind === "template") {
      const template = await readTemplateHtml(c.turns[0].template!);
      const frame = readPage(template!).landmarks;
      if (landmarksRecall(frame, facts[0].landmarks) < 0.5)
        fail(`layout unlike the template (${facts[0].landmarks.join("+")} vs template ${frame.join("+")})`);
      // The template's brand colour carries over: the page's most common saturated button colour is of its hue.
      const want = templatePrimary(template!);
      const got = r.buttonColors
        .map((x) => ({ x, c: hsl(x) }))
        .filter((b) => b.c && b.c.s >= 0.3 && b.c.l > 0.12 && b.c.l < 0.85);
      const wantHue = want ? hsl(want)!.h : null;
      if (wantHue !== null && !got.some((b) => hueDistance(b.c!.h, wantHue) <= 30))
        fail(
          `colours unlike the template (buttons ${[...new Set(got.map((b) => b.x))].slice(0, 3).join(", ") || "none"} vs template ${want})`,
        );
    }
  }
  const brand = facts[0]?.title.split(/\s+[·|—-]\s+/)[0]?.trim() || null;
  return { pages: facts, browser: results, brand };
}

/** Steps and results a QA engineer could not run: they name no screen, value or outcome. */
const TEST_CASE_BOILERPLATE = [
  "Set up the situation the rule is about",
  "Carry out the action and watch the result",
  "exactly as specified",
  "Enter valid details",
  "the user is told what happened",
];

export async function judge(c: QualityCase, run: CaseRun, browser: Browser): Promise<Verdict> {
  const failures: string[] = [];
  const fail = (m: string) => failures.push(m);
  const last = run.rounds[run.rounds.length - 1];
  const verdict: Verdict = { failures, pages: [], browser: [], brand: null };
  for (const r of run.rounds) if (r.error) fail(`round error: ${r.error}`);
  if (!last) return (fail("no round"), verdict);

  if (c.kind === "normal") {
    const share = languageShare(last.reply, c.lang);
    if (share < LANGUAGE_MIN) fail(`reply ${Math.round(share * 100)} % in ${c.lang}`);
    if (last.think && languageShare(last.think, c.lang) < LANGUAGE_MIN)
      fail(`thinking ${Math.round(languageShare(last.think, c.lang) * 100)} % in ${c.lang}`);
    const miss = missingTerms(last.reply, c.expect.terms);
    if (miss.length) fail(`reply lacks: ${miss.join(", ")}`);
    const drift = presentTerms(last.reply, c.expect.forbid);
    if (drift.length) fail(`drifts to: ${drift.join(", ")}`);
    judgeReply(c, last.reply, fail);
    return verdict;
  }

  // A lite-app follow-up answered in words (a change the Offline model cannot make, said so) keeps
  // the app as it was: the app judged is the chat's latest version.
  const latest = c.kind === "lite_app" ? [...run.rounds].reverse().find((r) => r.versions.length) : last;
  const v = latest?.versions[latest.versions.length - 1];
  if (!v) return (fail("no version saved"), verdict);
  if (v.status !== "complete") fail(`version ${v.status}`);

  let text = v.content;
  if (c.kind === "picture") {
    judgePicture(c.expect.picture ?? {}, pictureFacts(c.turns[c.turns.length - 1].content), last.reply, fail);
    return verdict;
  }
  if (c.kind === "lite_app") {
    const built = await builtApp(v.content);
    if ("error" in built) return (fail(`does not build: ${built.error}`), verdict);
    const facts = await readApp(browser, built.html, c.expect.app?.try);
    judgeApp(c.expect.app ?? {}, facts, last.reply, fail);
    text = facts.text;
    const share = languageShare(text, c.lang);
    if (share < LANGUAGE_MIN) fail(`${Math.round(share * 100)} % in ${c.lang}`);
    const miss = missingTerms(text, c.expect.terms);
    if (miss.length) fail(`missing: ${miss.join(", ")}`);
    const drift = presentTerms(text, c.expect.forbid);
    if (drift.length) fail(`drifts to: ${drift.join(", ")}`);
    const bad = leftovers(text);
    if (bad.length) fail(`leftovers: ${bad.join(", ")}`);
    if (c.turns.length > 1) {
      const first = run.rounds[0].versions[0];
      if (!first) fail("the first round saved nothing");
      // No new version is right when the app already does what was asked (the reply says so).
      else if (v.number < first.number) fail(`follow-up is version ${v.number}, before ${first.number}`);
    }
    return verdict;
  }
  if (v.kind === "mermaid") {
    judgeChart(c, v.content, fail);
    const said = c.expect.chart?.reply;
    if (said) {
      const unsaid = said.filter((group) => !group.some((term) => mentions(last.reply, term)));
      if (unsaid.length) fail(`reply does not say: ${unsaid.map((g) => g.join(" / ")).join("; ")}`);
      const share = languageShare(last.reply, c.lang);
      if (share < LANGUAGE_MIN) fail(`reply ${Math.round(share * 100)} % in ${c.lang}`);
    }
    const labels = readChart(v.content).labels.join(" ");
    text = labels;
  } else if (v.kind === "prd") {
    const title = /^#\s+(.+)$/m.exec(v.content)?.[1] ?? "";
    if (c.expect.prd && c.expect.prd.title.length && !c.expect.prd.title.some((t) => mentions(title, t)))
      fail(`title "${title}" does not name ${c.expect.prd.title.join(" / ")}`);
    const reqs = requirementsText(v.content);
    const missFeatures = (c.expect.prd?.features ?? []).filter((f) => !mentions(reqs, f));
    if (missFeatures.length) fail(`not in the requirements: ${missFeatures.join(", ")}`);
    text = prose(v.content);
  } else if (v.kind === "test_case") {
    const parsed = JSON.parse(v.content) as { cases: Record<string, unknown>[] };
    if (parsed.cases.length < (c.expect.cases?.min ?? 1))
      fail(`${parsed.cases.length} cases, want ≥ ${c.expect.cases?.min}`);
    if (parsed.cases.some((tc) => !Array.isArray(tc.steps) || (tc.steps as unknown[]).length < 2))
      fail("a case with fewer than two steps");
    text = parsed.cases.map((tc) => Object.values(tc).flat().join(" ")).join("\n");
    const modules = [...new Set(parsed.cases.map((tc) => String(tc.module ?? "")))];
    const absent = (c.expect.cases?.modules ?? []).filter(
      (m) => !modules.some((x) => x.toLowerCase() === m.toLowerCase()),
    );
    if (absent.length) fail(`no module named: ${absent.join(", ")} (modules: ${modules.join(" / ")})`);
    const most = c.expect.cases?.moduleWords;
    const long = most
      ? modules.filter((m) => (CJK_TEXT.test(m) ? m.length > most * 2 : m.split(/\s+/).length > most))
      : [];
    if (long.length) fail(`module named by a whole sentence: ${long.join(" / ")}`);
    const tcx = c.expect.cases;
    const flat = (x: unknown) => [x].flat().map(String).join(" ");
    const acts = parsed.cases.map((tc) => `${flat(tc.steps)} ${flat(tc.expected)}`).join("\n");
    const unacted = missingTerms(acts, tcx?.acted);
    if (unacted.length) fail(`not in any step or expected result: ${unacted.join(", ")}`);
    const unbound = (tcx?.bounds ?? []).filter((b) => !new RegExp(b, "i").test(acts));
    if (unbound.length) fail(`no boundary case at: ${unbound.join(", ")}`);
    const pre = parsed.cases.map((tc) => flat(tc.preconditions)).join("\n");
    const wrongPre = presentTerms(pre, tcx?.noPrecondition);
    if (wrongPre.length) fail(`preconditions say: ${wrongPre.join(", ")}`);
    const boiler = tcx?.concrete ? presentTerms(text, TEST_CASE_BOILERPLATE) : [];
    if (boiler.length) fail(`boilerplate: ${boiler.join(" / ")}`);
    const unsaid = missingTerms(last.reply, tcx?.reply);
    if (unsaid.length) fail(`reply does not say: ${unsaid.join(", ")}`);
  } else {
    const pages = await judgePages(c, v, browser, fail);
    Object.assign(verdict, pages);
    text = pages.pages.map((f) => [f.title, f.text, ...f.fieldLabels, ...f.actionNames].join(" ")).join(" ");
  }

  const share = languageShare(text, c.lang);
  if (share < LANGUAGE_MIN) fail(`${Math.round(share * 100)} % in ${c.lang}`);
  const miss = missingTerms(text, c.expect.terms);
  if (miss.length) fail(`missing: ${miss.join(", ")}`);
  const drift = presentTerms(text, c.expect.forbid);
  if (drift.length) fail(`drifts to: ${drift.join(", ")}`);
  if (c.expect.noNumberedRows) {
    // A row named by a word of the request and a number ("Language #7187", "登录 3590").
    const rows = text.match(/\b[A-Z][a-z-]+ #\d{4}\b|[\u4e00-\u9fff]{2,6} \d{4}(?![\d-])/g) ?? [];
    if (rows.length) fail(`rows named word + number: ${[...new Set(rows)].slice(0, 3).join(", ")}`);
  }
  if (v.kind !== "mermaid" && v.kind !== "prototype" && v.kind !== "mult_prototype") {
    const bad = leftovers(text);
    if (bad.length) fail(`leftovers: ${bad.join(", ")}`);
  }

  const follow = c.expect.followup;
  if (follow) {
    const first = run.rounds[0].versions[0];
    if (!first) fail("the first round saved nothing");
    else {
      if (v.kind !== first.kind) fail(`follow-up made a ${v.kind}, not a new ${first.kind} version`);
      if (v.number !== first.number + 1) fail(`follow-up is version ${v.number}, want ${first.number + 1}`);
      if (follow.sameTitle && v.title !== first.title) fail(`title changed: "${first.title}" → "${v.title}"`);
      if (run.firstAgain && run.firstAgain.content !== first.content) fail("the first version changed");
      const lost = missingTerms(text, follow.keep);
      if (lost.length) fail(`follow-up lost: ${lost.join(", ")}`);
      if (follow.change && verdict.browser[0]) {
        const b = verdict.browser[0];
        const change = follow.change;
        if (change.kind === "dark" && !isDark(b.canvasColor)) fail(`not dark (${b.canvasColor})`);
        if (
          change.kind === "color" &&
          change.target === "button" &&
          !b.buttonColors.some((col) => isHue(col, change.hue))
        )
          fail(`no ${change.hue} button (${[...new Set(b.buttonColors)].slice(0, 4).join(", ")})`);
        if (change.kind === "color" && change.target === "header" && !isHue(b.headerColor, change.hue))
          fail(`header not ${change.hue} (${b.headerColor})`);
      }
    }
  }
  return verdict;
}

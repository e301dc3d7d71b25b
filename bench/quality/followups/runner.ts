/**
 * The follow-up part of the quality bench: each case's page made through the real API with the
 * Offline model, the follow-up sent in the same chat, and every change asked checked on the new
 * page. Prints changes made / asked (by language), and whether every change not made is said in
 * the reply. `--json <file>` keeps results; `--only <id prefix>` runs one block (e.g. `f3-`);
 * `QUALITY_VERBOSE=1` prints every reply; `QUALITY_DUMP=<dir>` keeps each page before and after.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createTestApp, readSse, type TestApp } from "@/tests/helpers/test-app";
import { FOLLOW_UP_CASES, type Check, type FollowUpCase } from "./cases";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const visible = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? html;
const chartSvgs = (html: string) =>
  [...html.matchAll(/<svg\b[^>]*role="img"[\s\S]*?<\/svg>/g)]
    .map((m) => m[0])
    .filter((s) => /<polyline|<rect|<path/.test(s));
const customButtons = (html: string) =>
  [
    ...html.matchAll(/<(button|a)\b[^>]*class="[^"]*\bbg-\[#[0-9a-fA-F]{3,8}\][^"]*"[^>]*>([\s\S]*?)<\/\1>/g),
  ].map((m) => visible(m[2]).trim());

export function passes(check: Check, before: string, after: string): boolean {
  const text = visible(after);
  if ("has" in check) return text.includes(check.has);
  if ("gains" in check) return text.includes(check.gains) && !visible(before).includes(check.gains);
  if ("replaces" in check) {
    const [from, to] = check.replaces;
    const was = visible(mainOf(before));
    const now = visible(mainOf(after));
    return was.includes(from) && !was.includes(to) && now.includes(to) && !now.includes(from);
  }
  if ("order" in check) {
    const headings = (html: string) =>
      [...mainOf(html).matchAll(/<h[23]\b[^>]*>([\s\S]*?)<\/h[23]>/g)].map((m) => visible(m[1]).trim());
    const at = (html: string, name: string) => headings(html).indexOf(name);
    const [a, b, was] = check.order;
    const [a0, b0, a1, b1] = [at(before, was ?? a), at(before, b), at(after, a), at(after, b)];
    return a0 > b0 && b0 >= 0 && a1 >= 0 && b1 >= 0 && a1 < b1;
  }
  if ("lacks" in check)
    return visible(before).includes(check.lacks) && !visible(mainOf(after)).includes(check.lacks);
  if ("title" in check) return visible(/<h1\b[\s\S]*?<\/h1>/i.exec(after)?.[0] ?? "").trim() === check.title;
  if ("field" in check) {
    const labels = (html: string) =>
      [...html.matchAll(/<label\b[^>]*>([\s\S]*?)<\/label>/g)].map((m) => visible(m[1]).toLowerCase());
    const want = check.field.toLowerCase();
    return labels(after).some((l) => l.includes(want)) && !labels(before).some((l) => l.includes(want));
  }
  if ("control" in check) return after.includes(`data-added-control="${check.control}"`);
  if ("chart" in check) {
    const svgs = chartSvgs(after);
    const is = (s: string) =>
      check.chart === "bar"
        ? (s.match(/<rect\b[^>]*height=/g) ?? []).length >= 3
        : check.chart === "pie"
          ? (s.match(/<path\b[^>]*data-value=/g) ?? []).length >= 2
          : check.chart === "area"
            ? /<polygon/.test(s)
            : /<polyline/.test(s) && !/<polygon/.test(s) && !/<rect\b[^>]*height=/.test(s);
    return svgs.some(is) && chartSvgs(before).join("") !== svgs.join("");
  }
  if ("oneButtonColor" in check) {
    // A named button may sit in an app's header bar ("导出报表"), so the whole page is looked at.
    const painted = customButtons(check.text === undefined ? mainOf(after) : after);
    return painted.length === 1 && (check.text === undefined || painted[0] === check.text);
  }
  if ("allButtonsColor" in check)
    return (
      customButtons(mainOf(after)).length >= 1 &&
      !/<(?:button|a)\b[^>]*class="[^"]*\bbg-primary\b/.test(mainOf(after))
    );
  if ("placeholder" in check)
    return [...after.matchAll(/placeholder="([^"]*)"/g)].some((m) =>
      visible(m[1]).includes(check.placeholder),
    );
  if ("column" in check) {
    const heads = (html: string) =>
      [...html.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g)].map((m) => visible(m[1]).trim());
    return heads(after).includes(check.column) && !heads(before).includes(check.column);
  }
  if ("navItem" in check) {
    const items = (html: string) =>
      [...html.matchAll(/<nav\b[\s\S]*?<\/nav>/g)].flatMap((n) =>
        [...n[0].matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((m) => visible(m[1]).trim()),
      );
    return items(after).includes(check.navItem) && !items(before).includes(check.navItem);
  }
  if ("styled" in check) {
    const [words, how] = check.styled;
    const laidOut = (cls: string) =>
      how === "full width"
        ? /(?:^|\s)w-full(?:\s|$)/.test(cls) && !/\b(?:sm|md|lg):(?:w-auto|max-w-|w-\d)/.test(cls)
        : /(?:^|\s)(?:text-center|mx-auto)(?:\s|$)/.test(cls);
    const classes = (html: string) =>
      [...html.matchAll(/<(button|a|h[1-3]|p)\b([^>]*)>([\s\S]*?)<\/\1>/g)]
        .filter((m) => visible(m[3]).trim() === words)
        .map((m) => /class="([^"]*)"/.exec(m[2])?.[1] ?? "");
    return classes(after).some(laidOut) && !classes(before).some(laidOut);
  }
  if ("painted" in check)
    return check.painted === "header"
      ? /<header\b[^>]*class="[^"]*bg-\[#/.test(after)
      : /--color-canvas:\s*#/.exec(after)?.[0] !== /--color-canvas:\s*#[0-9a-fA-F]+/.exec(before)?.[0] &&
          (/--color-canvas:\s*(#[0-9a-fA-F]+)/.exec(after)?.[1] ?? "") !==
            (/--color-canvas:\s*(#[0-9a-fA-F]+)/.exec(before)?.[1] ?? "");
  return false;
}

const SAYS_NOT_MADE = /Not made:|没有做的改动|could not map|没能把/;

async function round(t: TestApp, token: string, chatId: string, c: FollowUpCase, content: string) {
  const events = (
    await readSse(
      await t.call(`/api/chats/${chatId}/stream`, {
        method: "POST",
        token,
        json: { content, mode: "prototype", device_type: c.device ?? "web" },
        headers: { "Accept-Language": c.lang },
      }),
    )
  ).map((e) => e.data as Json);
  await t.app.services.registry.drain();
  const page = ((await (await t.call(`/api/chats/${chatId}/prototype-content`, { token })).json()) as Json)
    .data;
  const reply = events
    .filter((e) => e.type === "content")
    .map((e) => e.content)
    .join("");
  return { html: (page?.content as string) ?? "", reply, error: events.find((e) => e.type === "error") };
}

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main() {
  const t = await createTestApp();
  const results: {
    id: string;
    lang: string;
    made: number;
    asked: number;
    honest: boolean;
    misses: string[];
    reply: string;
  }[] = [];
  try {
    const only = option("only");
    for (const [i, c] of FOLLOW_UP_CASES.entries()) {
      if (only && !c.id.startsWith(only)) continue;
      const { token } = await t.signIn(`followup-${i}@quality.local`);
      const chatId = (
        (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()) as Json
      ).data.id;
      const first = await round(t, token, chatId, c, c.first);
      const next = await round(t, token, chatId, c, c.followUp);
      if (process.env.QUALITY_DUMP) {
        mkdirSync(process.env.QUALITY_DUMP, { recursive: true });
        writeFileSync(path.join(process.env.QUALITY_DUMP, `${c.id}.before.html`), first.html);
        writeFileSync(path.join(process.env.QUALITY_DUMP, `${c.id}.after.html`), next.html);
      }
      const misses = c.asked.filter((a) => !passes(a.check, first.html, next.html)).map((a) => a.change);
      const made = c.asked.length - misses.length;
      // Honest: every change not made is said in the reply (never a silent substitute).
      const honest = !misses.length || SAYS_NOT_MADE.test(next.reply);
      results.push({
        id: c.id,
        lang: c.lang,
        made,
        asked: c.asked.length,
        honest,
        misses,
        reply: next.reply,
      });
      if (process.env.QUALITY_VERBOSE)
        console.log(
          `\n=== ${c.id}: ${c.followUp}\n${next.reply}${next.error ? `\nERROR ${JSON.stringify(next.error)}` : ""}`,
        );
    }
  } finally {
    await t.close();
  }
  const sum = (rows: typeof results, k: "made" | "asked") => rows.reduce((n, r) => n + r[k], 0);
  console.log(
    `\nFollow-ups: ${sum(results, "made")}/${sum(results, "asked")} changes made in ${results.length} cases`,
  );
  for (const lang of ["en", "zh"]) {
    const rows = results.filter((r) => r.lang === lang);
    console.log(
      `  ${lang}: ${sum(rows, "made")}/${sum(rows, "asked")} made; ${rows.filter((r) => r.made === r.asked).length}/${rows.length} cases complete`,
    );
  }
  for (const block of ["f3-", "f5-"]) {
    const fresh = results.filter((r) => r.id.startsWith(block));
    if (fresh.length && fresh.length < results.length)
      console.log(
        `  ${block} block (written before any change for it): ${sum(fresh, "made")}/${sum(fresh, "asked")} made; ${fresh.filter((r) => r.made === r.asked).length}/${fresh.length} cases complete`,
      );
  }
  console.log(
    `  replies that name every change not made: ${results.filter((r) => r.honest).length}/${results.length}`,
  );
  for (const r of results)
    if (r.misses.length)
      console.log(
        `  ✗ ${r.id}: not made ${r.misses.join(", ")}${r.honest ? " (said in reply)" : " (NOT said)"}`,
      );
  const json = option("json");
  if (json) writeFileSync(json, JSON.stringify(results, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * A follow-up that changes the chat's current PRD: a requirement added (a new FR row with the
 * next id and its user story), something removed or renamed. The title and every other
 * section stay as they were.
 */
import type { Brief, Change } from "../../../ai/offline/brief";
import { table } from "../../../ai/offline/language/markdown";
import { requirementCells as cellsEn, storyText as storyEn } from "./prd-sections-en";
import { requirementCells as cellsZh, storyText as storyZh } from "./prd-sections-zh";
import { featureFrom, type ProductSpec } from "../../shared/prd-spec/spec";

export type PrdEdit = { markdown: string; summary: string };

function addRequirement(doc: string, what: string, brief: Brief, spec: ProductSpec): PrdEdit | null {
  const zh = brief.language === "zh";
  const lines = doc.split("\n");
  const ids = (doc.match(/\bFR-(\d+)\b/g) ?? []).map((id) => Number(id.slice(3)));
  const n = (ids.length ? Math.max(...ids) : 0) + 1;
  const feature = featureFrom(what, brief, "P1", spec.pack.users[0]);
  const row = (zh ? cellsZh : cellsEn)(spec, feature, n);
  const lastRow = lines
    .map((l, i) => (/^\|\s*FR-\d+/.test(l) ? i : -1))
    .filter((i) => i >= 0)
    .pop();
  if (lastRow !== undefined) lines.splice(lastRow + 1, 0, table(["", "", ""], [row]).split("\n")[2]);
  else {
    const at = lines.findIndex((l) => /^##\s.*(?:requirement|feature|功能|需求)/i.test(l));
    if (at < 0) return null;
    lines.splice(
      at + 1,
      0,
      "",
      `- **${feature.name}**${zh ? "：" : ": "}${row[1].replace(/^\*\*[^*]+\*\*[:：]\s*/, "")}`,
    );
  }
  // Its user story goes after the last story, when the document has them.
  const stories = lines.map((l, i) => (/^\*\*US-(\d+)\b/.test(l) ? i : -1)).filter((i) => i >= 0);
  if (stories.length) {
    const last = stories[stories.length - 1];
    const next = lines.findIndex((l, i) => i > last && /^##\s/.test(l));
    const storyNo = Math.max(...stories.map((i) => Number(/^\*\*US-(\d+)/.exec(lines[i])![1]))) + 1;
    lines.splice(next < 0 ? lines.length : next, 0, (zh ? storyZh : storyEn)(spec, feature, storyNo), "");
  }
  return {
    markdown: lines.join("\n").replace(/\n{3,}/g, "\n\n"),
    summary: zh
      ? `新增了需求 FR-${n}「${feature.name}」及其用户故事`
      : `added FR-${n} (${feature.name}) with its user story`,
  };
}

function removeText(doc: string, what: string, zh: boolean): PrdEdit | null {
  const key = what.toLowerCase().replace(/^(?:the|a|an)\s+/, "");
  const lines = doc.split("\n");
  const kept = lines.filter(
    (l) => !(/^\s*(?:[-*]|\d+\.|\|)/.test(l) && !/^\|\s*-/.test(l) && l.toLowerCase().includes(key)),
  );
  if (kept.length === lines.length) return null;
  return {
    markdown: kept.join("\n"),
    summary: zh ? `删除了与「${what}」有关的条目` : `removed the items about ${what}`,
  };
}

function renameText(doc: string, from: string, to: string, zh: boolean): PrdEdit | null {
  const clean = from.replace(/[「」“”"]/g, "");
  const [title, ...rest] = doc.split("\n");
  const body = rest.join("\n");
  if (!body.includes(clean)) return null;
  return {
    markdown: [title, body.split(clean).join(to.replace(/[「」“”"]/g, ""))].join("\n"),
    summary: zh ? `把「${clean}」改成了「${to}」` : `renamed "${clean}" to "${to}"`,
  };
}

export function editPrd(doc: string, brief: Brief, spec: ProductSpec): PrdEdit | null {
  const zh = brief.language === "zh";
  const changes: Change[] = brief.edit?.changes ?? [];
  let markdown = doc;
  const done: string[] = [];
  for (const change of changes) {
    const edit =
      change.kind === "add"
        ? addRequirement(markdown, change.what, brief, spec)
        : change.kind === "remove"
          ? removeText(markdown, change.what, zh)
          : change.kind === "rename"
            ? renameText(markdown, change.from, change.to, zh)
            : null;
    if (edit) {
      markdown = edit.markdown;
      done.push(edit.summary);
    }
  }
  return done.length ? { markdown, summary: done.join(zh ? "；" : "; ") } : null;
}

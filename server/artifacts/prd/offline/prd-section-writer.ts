/**
 * Offline writer for `prd_section`: rewrites the one section it is given (options.section) as
 * the instruction asks — shorter, more detailed, with something added or removed — and keeps
 * what it was not asked to change (heading, requirement ids, charts). Without a recognisable
 * instruction it rewrites the section for its kind from the product's knowledge.
 */
import { prdKind } from "@/lib/contracts/kinds";
import { plainHeading } from "@/lib/contracts/content/prd";
import type { OfflineLocale, OfflineWriter } from "../../../ai/offline/types";
import { splitItems } from "../../../ai/offline/brief/lists";
import { specFromDocument } from "./spec-from-doc";
import { bullets, upperFirst } from "../../../ai/offline/language/markdown";
import { requirementCells as cellsEn, SECTIONS_EN } from "./prd-sections-en";
import { requirementCells as cellsZh, SECTIONS_ZH } from "./prd-sections-zh";
import { parseBrief } from "../../../ai/offline/brief";
import { featureFrom } from "../../shared/prd-spec/spec";
import { sectionKinds } from "../../shared/prd-spec/section-kinds";
import type { ProductSpec } from "../../shared/prd-spec/spec";

const SHORTER = /shorter|shorten|concise|spec|trim|condense|tighten|精简|简短|缩短|简洁|删减|压缩/i;
const LONGER =
  /more detail|detailed|expand|elaborate|deeper|flesh out|more specific|详细|展开|丰富|具体|细化|深入/i;
const ADD =
  /(?:^|\s)(?:please\s+)?(?:add|include|mention|cover)\s+(?:a |an |the |some )?(.+?)[.!]?$|(?:增加|添加|加上|补充|加入|新增)(?:一个|一条|一些)?(.+?)[。！]?$/i;
const REMOVE =
  /(?:^|\s)(?:remove|delete|drop|cut)\s+(?:the\s+)?(.+?)[.!]?$|(?:删除|去掉|删掉|移除)(.+?)[。！]?$/i;

type Edit = { text: string; summary: string };

function splitHeading(section: string): [string, string] {
  const [first, ...rest] = section.split("\n");
  return /^#{1,6}\s/.test(first) ? [first, rest.join("\n").trim()] : ["", section.trim()];
}

/** Lists and tables cut to half their items; paragraphs kept to the first one. */
function shorten(body: string): string {
  const blocks = body.split(/\n{2,}/);
  const out: string[] = [];
  let paragraphs = 0;
  for (const block of blocks) {
    const lines = block.split("\n");
    if (/^```/.test(lines[0])) out.push(block);
    else if (lines.every((l) => /^\s*([-*]|\d+\.)\s/.test(l) || /^\s{2,}/.test(l)))
      out.push(lines.slice(0, Math.max(1, Math.ceil(lines.length / 2))).join("\n"));
    else if (lines[0].startsWith("|"))
      out.push(lines.slice(0, Math.max(3, 2 + Math.ceil((lines.length - 2) / 2))).join("\n"));
    else if (paragraphs++ === 0) out.push(block);
  }
  return out.join("\n\n");
}

function expand(body: string, spec: ProductSpec, kinds: ReturnType<typeof sectionKinds>): string {
  const zh = spec.locale === "zh";
  const mentioned = spec.pack.features.filter((f) => body.includes(f.name));
  const focus = (mentioned.length ? mentioned : spec.pack.features).slice(0, 4);
  const details = kinds.includes("risks")
    ? spec.pack.risks.map(([risk, mitigation]) =>
        zh ? `**${risk}**：${mitigation}` : `**${risk}:** ${mitigation}`,
      )
    : kinds.includes("goals")
      ? spec.pack.metrics.map((m) =>
          zh
            ? `**${m.name}**：目标 ${m.target}，试点第一周建立基线，之后每周复盘`
            : `**${m.name}:** target ${m.target}; baseline set in the first pilot week, reviewed weekly`,
        )
      : focus.map((f) =>
          zh
            ? `**${f.name}**：${f.criteria.join("；")}。异常情况：${f.edge}。`
            : `**${f.name}:** ${f.criteria.join("; ")}. Edge case: ${f.edge}.`,
        );
  return `${body}\n\n${zh ? "**补充说明：**" : "**In more detail:**"}\n\n${bullets(details)}`;
}

function add(body: string, item: string, spec: ProductSpec): string {
  const zh = spec.locale === "zh";
  const lines = body.split("\n");
  const ids = (body.match(/\bFR-(\d+)\b/g) ?? []).map((id) => Number(id.slice(3)));
  const lastRow = lines
    .map((l, i) => (l.startsWith("|") ? i : -1))
    .filter((i) => i >= 0)
    .at(-1);
  if (ids.length && lastRow !== undefined) {
    const feature = featureFrom(
      item,
      parseBrief({ text: item, mode: prdKind.mode, language: spec.locale }),
      "P2",
      spec.pack.users[0],
    );
    const row = `| ${(zh ? cellsZh : cellsEn)(spec, feature, Math.max(...ids) + 1)
      .map((c) => c.replace(/\|/g, "\\|"))
      .join(" | ")} |`;
    lines.splice(lastRow + 1, 0, row);
    return lines.join("\n");
  }
  const lastItem = lines
    .map((l, i) => (/^\s*([-*]|\d+\.)\s/.test(l) ? i : -1))
    .filter((i) => i >= 0)
    .at(-1);
  if (lastItem !== undefined) {
    const numbered = /^\s*(\d+)\./.exec(lines[lastItem]);
    lines.splice(
      lastItem + 1,
      0,
      numbered ? `${Number(numbered[1]) + 1}. ${upperFirst(item)}` : `- ${upperFirst(item)}`,
    );
    return lines.join("\n");
  }
  return `${body}\n\n${zh ? `此外，${item}。` : `${upperFirst(item)}.`}`;
}

function remove(body: string, what: string): string {
  const words = splitItems(what, /[\u4e00-\u9fff]/.test(what) ? "zh" : "en")
    .items.flatMap((w) => w.toLowerCase().split(/\s+/))
    .filter((w) => w.length > 1);
  const kept = body.split("\n").filter((line) => {
    if (!/^\s*([-*]|\d+\.|\|)\s/.test(line) || /^\|\s*-/.test(line)) return true;
    const lower = line.toLowerCase();
    return !words.every((w) => lower.includes(w));
  });
  return kept.join("\n");
}

function edit(section: string, instruction: string, spec: ProductSpec, locale: OfflineLocale): Edit {
  const zh = locale === "zh";
  const [heading, body] = splitHeading(section);
  const kinds = sectionKinds(plainHeading(heading.replace(/^#+\s*/, "")));
  const join = (text: string) => (heading ? `${heading}\n\n${text}` : text);
  const removeMatch = REMOVE.exec(instruction.trim());
  if (removeMatch)
    return {
      text: join(remove(body, removeMatch[1] ?? removeMatch[2])),
      summary: zh ? "删掉了你指出的内容" : "removed what you pointed out",
    };
  const addMatch = ADD.exec(instruction.trim());
  if (addMatch)
    return {
      text: join(add(body, (addMatch[1] ?? addMatch[2]).trim(), spec)),
      summary: zh
        ? `加入了「${(addMatch[1] ?? addMatch[2]).trim()}」`
        : `added ${addMatch[1] ?? addMatch[2]}`,
    };
  if (SHORTER.test(instruction))
    return {
      text: join(shorten(body)),
      summary: zh ? "精简了这一节，保留要点" : "tightened the section to its essentials",
    };
  if (LONGER.test(instruction) || !instruction.trim())
    return {
      text: join(expand(body, spec, kinds)),
      summary: zh ? "补充了更具体的细节" : "added more specific detail",
    };
  const renderers = zh ? SECTIONS_ZH : SECTIONS_EN;
  const fresh = kinds.map((kind) =>
    renderers[kind]({ spec, heading: plainHeading(heading.replace(/^#+\s*/, "")), guidance: instruction }),
  );
  return {
    text: join(fresh.join("\n\n")),
    summary: zh ? "按你的要求重写了这一节" : "rewrote the section as you asked",
  };
}

export const prdSectionWriter: OfflineWriter = ({ userText, locale, options }) => {
  const section = typeof options?.section === "string" ? options.section : "";
  const title = typeof options?.title === "string" ? options.title : "";
  const instruction = typeof options?.instruction === "string" ? options.instruction : userText;
  const spec = specFromDocument(title || instruction, section, locale);
  const { text, summary } = edit(section, instruction, spec, locale);
  const intro =
    locale === "zh"
      ? `我${summary}，其他章节保持不变：`
      : `I ${summary}; the other sections stay as they are:`;
  return `${intro}\n\n\`\`\`markdown\n${text}\n\`\`\``;
};

/**
 * What a PRD (ours or anyone's) says a product must do: its functional requirements (FR rows or
 * list items), each one's acceptance criteria from its user story when the document has them,
 * and its non-functional requirements.
 */
import { parsePrd, sectionMarkdown } from "@/lib/contracts/content/prd";
import type { Priority } from "../../../ai/offline/knowledge/pack-types";
import { sectionKinds } from "./section-kinds";

export type Requirement = {
  id: string | null;
  name: string;
  text: string;
  priority: Priority | "P3";
  criteria: string[];
};

const ROW = /^\|\s*(FR-\d+)\s*\|\s*(.+?)\s*\|\s*(P[0-3])?\s*\|?\s*$/;
const LIST = /^\s*[-*\d.]*\s*\**(FR-\d+)\**[:：.\s]+(.+)$/;
const STORY = /^\*\*US-\d+\s+(.+?)[.。]\*\*/;

/** Acceptance criteria by story name ("**US-2 Pickup slot.** … Acceptance criteria: - …"). */
function storyCriteria(markdown: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string | null = null;
  for (const line of markdown.split("\n")) {
    const story = STORY.exec(line);
    if (story) {
      current = story[1].trim().toLowerCase();
      out.set(current, []);
      continue;
    }
    if (/^#{1,6}\s/.test(line)) current = null;
    const bullet = /^\s*[-*]\s+(.+)$/.exec(line);
    if (current && bullet) out.get(current)!.push(bullet[1].replace(/\*\*/g, "").trim());
  }
  return out;
}

export function prdRequirements(markdown: string): Requirement[] {
  const found = new Map<string, Requirement>();
  const criteria = storyCriteria(markdown);
  for (const line of markdown.split("\n")) {
    const m = ROW.exec(line) ?? LIST.exec(line);
    if (!m || found.has(m[1])) continue;
    const body = m[2].replace(/\\\|/g, "|");
    const bold = /^\*\*(.+?)\*\*\s*[:：]?\s*(.*)$/.exec(body);
    const name = bold ? bold[1] : body.split(/[:：.。]/)[0].slice(0, 40);
    const priority = (m[3] ??
      (/\bP[0-3]\b/.exec(line)?.[0] as Priority | undefined) ??
      "P2") as Requirement["priority"];
    found.set(m[1], {
      id: m[1],
      name,
      text: bold ? bold[2] : body,
      priority,
      criteria: criteria.get(name.toLowerCase()) ?? [],
    });
  }
  return [...found.values()];
}

export function nfrLines(markdown: string): string[] {
  const outline = parsePrd(markdown);
  const section = outline.sections.find((s) => s.level > 0 && sectionKinds(s.title).includes("nfr"));
  if (!section) return [];
  return sectionMarkdown(markdown, section)
    .split("\n")
    .filter((l) => /^\s*[-*]\s+/.test(l))
    .map((l) =>
      l
        .replace(/^\s*[-*]\s+/, "")
        .replace(/\*\*/g, "")
        .trim(),
    )
    .slice(0, 4);
}

/**
 * A mind map's branches and their leaves as the request tells them: "分为行程、预算、住宿和行李四部分；
 * 行程包括景点和交通，预算包括机票、酒店和餐饮" / "itinerary, budget and packing; the budget covers
 * flights, hotels and food". A clause "X includes A, B and C" (包括/包含/分为/有/涵盖, includes/covers/
 * has/is split into) puts A, B and C under X; without an X (or with the request itself before the
 * verb) they are the main branches. The verbs and counts ("四部分", "等") are not nodes.
 */
import type { BriefLanguage } from "../../../../ai/offline/brief";
import type { MindModel } from "./models";

const ZH_HAS = /^(.{0,12}?)(?:主要)?(?:包括|包含|分为|分成|细分为|下设|涵盖|含有|有)[:：]?(.+)$/;
const EN_HAS =
  /^(.{0,40}?)\s*\b(?:includes?|including|covers?|has|have|contains?|is split into|splits into|breaks? down into|consists? of|with branches)\b:?\s+(.+)$/i;
const ZH_COUNT = /(?:这|等)?[一二三四五六七八九十两\d]+(?:个|大)?(?:部分|方面|块|类|模块|板块|分支)$|等$/;
const ASK = /思维导图|脑图|导图|mind ?map|brainstorm/i;

function items(list: string, lang: BriefLanguage): string[] {
  const parts =
    lang === "zh"
      ? list.split(/[、,，]|和|与|及|以及/)
      : list.split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/i);
  return parts
    .map((p) =>
      p
        .trim()
        .replace(/[.。]$/, "")
        .replace(ZH_COUNT, "")
        .replace(/^(?:the|a|an|our|its)\s+/i, "")
        .trim(),
    )
    .filter((p) => p && (lang === "zh" ? [...p].length <= 10 : p.split(/\s+/).length <= 4));
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The branches a request tells with their leaves; null unless some branch has leaves. */
export function mindFromSentences(text: string, lang: BriefLanguage): MindModel["branches"] | null {
  const clauses = text.split(lang === "zh" ? /[，,；;。\n]/ : /[;.\n]\s*/).map((c) => c.trim());
  let main: string[] = [];
  const under = new Map<string, string[]>();
  for (const clause of clauses) {
    const m = (lang === "zh" ? ZH_HAS : EN_HAS).exec(clause);
    // "Mind map for planning a trip: itinerary, budget…": a list after the request's own head.
    const listed = !m && lang === "en" ? /^[^:]*(?:mind ?map|brainstorm)[^:]*:\s*(.+)$/i.exec(clause) : null;
    if (listed) {
      main = items(listed[1], lang);
      continue;
    }
    if (!m) continue;
    const parent = m[1].replace(/^(?:the|a|an|our|its)\s+/i, "").trim();
    const kids = items(m[2], lang);
    if (kids.length < 1) continue;
    if (!parent || ASK.test(parent)) main = kids;
    else under.set(parent, [...(under.get(parent) ?? []), ...kids]);
  }
  if (!under.size) return null;
  const branches: MindModel["branches"] = main.map((name) => ({ name, children: [] }));
  for (const [parent, kids] of under) {
    const branch = branches.find(
      (b) => same(b.name, parent) || same(b.name.replace(/s$/i, ""), parent.replace(/s$/i, "")),
    );
    if (branch) branch.children.push(...kids);
    else branches.push({ name: parent, children: kids });
  }
  return branches;
}

/**
 * The lists a brief names ("columns: Backlog, Doing, Done", "包含书名、作者、评分", "with title,
 * author and genre"): where a list starts, where its clause ends, and its items cleaned of the
 * words around them.
 */

/** Splits an enumeration: "a, b and c", "甲、乙和丙", "a / b". */
export function splitList(text: string): string[] {
  return text
    .split(/\s*(?:,|，|、|;|；|\/|\band\b|\bor\b|&|和|及|与|以及|或)\s*/i)
    .map(cleanItem)
    .filter((item) => item.length > 0 && item.length <= 40);
}

export function cleanItem(item: string): string {
  return item
    .replace(/^(?:(?:the|a|an|my|our|some|for|of|its|their|each|every)\s+)+/i, "")
    .replace(
      /^(?:categories|category|columns?|fields?|habits?|lanes?|stages?)\s*(?:of|like|such as|for|:)?\s*/i,
      "",
    )
    .replace(/\s*(?:columns?|lanes?|fields?|habits?|categories)$/i, "")
    .replace(/[一二三四五六七八九十两\d]+\s*(?:列|栏|项|个字段|个)$/, "")
    .replace(/(?:等|等等)$/, "")
    .replace(/^(?:分类|类别|列|字段|习惯|阶段)(?:有|为|是|：|:)?/, "")
    .replace(/^["'“‘「]|["'”’」.。!！?？]$/g, "")
    .trim();
}

/** Where a list's clause ends: a sentence end, a semicolon, or a clause that is not part of the list. */
const CLAUSE_END = new RegExp(
  [
    "[.。!！?？\\n;；]",
    "[，,]\\s*(?=下面|下方|并且|同时|然后|另外|还有|可以|能够|显示|展示|统计|按|只看|方便)",
    "[，,]\\s*(?=(?:plus|with|then|below|under|show|showing|display|displaying|sorted|sort|filter|search|let me|so (?:i|we) can|and (?:show|display|let|sort|filter|search)|that|which)\\b)",
    "\\s+(?:and|with|plus)\\s+(?:a|an)\\s+(?:table|list|chart|timer|button)\\b",
    "\\s+(?:so|that|where|which)\\s+",
    "\\s+to\\s+(?=(?:track|log|see|show|keep|record|help|make|plan)\\b)",
  ].join("|"),
  "i",
);

/** The list a brief names after one of `leads`, up to the end of its clause. */
export function listAfter(text: string, leads: RegExp): string[] {
  const match = leads.exec(text);
  if (!match) return [];
  const rest = text.slice(match.index + match[0].length).split(CLAUSE_END)[0] ?? "";
  return splitList(rest);
}

const LIST_LEAD = /[:：]|\bwith\b|\bhas\b|\bhaving\b|包含|包括|分为|有/gi;

/** The list just before a closing word: "with To-do, Doing, Done columns", "待办、进行中、已完成三列". */
export function listBefore(text: string, closing: RegExp): string[] {
  const match = closing.exec(text);
  if (!match) return [];
  const before = text.slice(0, match.index);
  let start = 0;
  for (const lead of before.matchAll(LIST_LEAD)) start = lead.index + lead[0].length;
  return splitList(before.slice(start));
}

export function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

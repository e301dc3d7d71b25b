/**
 * What a PRD section is about, from its heading (the template's or the document's), in both
 * languages. One heading may name two kinds ("Risks and open questions"); unknown headings are
 * `custom` and get content built from their guidance line.
 */
export type SectionKind =
  | "overview"
  | "background"
  | "goals"
  | "personas"
  | "stories"
  | "functional"
  | "solution"
  | "flows"
  | "nfr"
  | "release"
  | "risks"
  | "nongoals"
  | "scope"
  | "questions"
  | "data"
  | "roles"
  | "reports"
  | "integrations"
  | "notifications"
  | "offline"
  | "platforms"
  | "analytics"
  | "edge"
  | "ia"
  | "training"
  | "qa"
  | "custom";

// Order matters: the more specific patterns come first and stop the broader ones below them.
const PATTERNS: [SectionKind, RegExp, SectionKind[]?][] = [
  ["nfr", /non-?functional|非功能/i],
  ["nongoals", /non-?goals?|out of scope|won't do|非目标|不做/i],
  ["stories", /user stor|stories|用户故事/i],
  ["questions", /questions|待定|待决|疑问/i, ["background"]],
  ["notifications", /notification|push|通知|推送/i, ["roles"]],
  ["roles", /roles?\b|permission|角色|权限/i],
  ["data", /data model|entit|database|schema|数据模型|数据结构|实体/i],
  ["ia", /information architecture|信息架构|site ?map/i],
  ["reports", /reports?\b|dashboards?|报表|看板/i],
  ["integrations", /integrations?|集成|对接/i],
  ["offline", /offline|离线/i],
  ["platforms", /platform|ios|android|平台差异/i],
  ["analytics", /analytics|tracking|数据分析|埋点/i],
  ["edge", /edge cases?|errors?|exceptions?|边界|异常/i],
  ["training", /training|migration|培训|迁移/i],
  ["qa", /\bqa\b|testing|测试/i],
  ["personas", /persona|target users|who it is for|users and|用户画像|目标用户|用户与|适用用户/i, ["goals"]],
  ["goals", /goals?|metrics?|success|objectives?|kpis?|目标|指标/i],
  ["flows", /flows?\b|process|journey|\bux\b|流程|交互/i],
  ["release", /release|rollout|launch|roadmap|milestone|发布|上线|里程碑|排期|计划/i],
  ["risks", /risks?|风险/i],
  ["scope", /scope|范围/i],
  ["solution", /proposed solution|solution|解决方案|方案/i],
  ["functional", /requirements?|features?|modules?|功能|需求|模块/i],
  ["background", /background|problem|context|pain|背景|现状|痛点|^问题$/i],
  ["overview", /overview|summary|introduction|概述|概要|简介|总览/i],
];

function plainWords(heading: string): string {
  return heading
    .replace(/^[\s\d.、)]+|^[一二三四五六七八九十]+[、.]\s*/, "")
    .replace(/[*_`]/g, "")
    .trim();
}

/** The kinds a heading names, in the order they are rendered (at most two). */
export function sectionKinds(heading: string): SectionKind[] {
  const words = plainWords(heading);
  const found: SectionKind[] = [];
  const blocked = new Set<SectionKind>();
  for (const [kind, pattern, blocks] of PATTERNS) {
    if (blocked.has(kind) || !pattern.test(words)) continue;
    found.push(kind);
    for (const b of blocks ?? []) blocked.add(b);
  }
  // "Goals and success metrics" is one kind; "Risks and open questions" two.
  const unique = [...new Set(found)];
  if (unique.includes("nfr")) return ["nfr"];
  if (unique.includes("nongoals")) return ["nongoals"];
  if (unique.includes("stories")) return ["stories"];
  if (unique.includes("flows") && unique.includes("ia")) return ["ia"];
  return unique.length ? orderByPosition(unique, words).slice(0, 2) : ["custom"];
}

function orderByPosition(kinds: SectionKind[], words: string): SectionKind[] {
  const at = (kind: SectionKind) => {
    const pattern = PATTERNS.find(([k]) => k === kind)![1];
    return words.search(pattern);
  };
  return [...kinds].sort((a, b) => at(a) - at(b));
}

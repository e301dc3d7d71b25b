/**
 * Offline writer for `test_cases`: the cases follow the PRD passed in the options — every
 * functional requirement (FR-n rows) gets cases from its acceptance criteria plus a negative or
 * boundary case, the non-functional requirements a check each — or, without a PRD, the product
 * the request names. JSON in a ```json block, with a sentence before it, as a model writes.
 */
import { parsePrd, plainHeading, sectionMarkdown } from "@/lib/contracts/content/prd";
import type { TestCase, TestCaseType } from "@/lib/contracts/content/test-case";
import type { OfflineLocale, OfflineWriter } from "../types";
import { buildBrief } from "./brief";
import { lowerFirst, upperFirst } from "./markdown";
import { requestText } from "./request";
import { sectionKinds } from "./section-kinds";
import type { DocFeature, Priority } from "./types";

type Requirement = { id: string | null; name: string; text: string; priority: Priority | "P3"; feature?: DocFeature };

const ROW = /^\|\s*(FR-\d+)\s*\|\s*(.+?)\s*\|\s*(P[0-3])?\s*\|?\s*$/;
const LIST = /^\s*[-*\d.]*\s*\**(FR-\d+)\**[:：.\s]+(.+)$/;

/** The functional requirements a PRD lists (table rows or list items with FR ids). */
export function prdRequirements(markdown: string): Requirement[] {
  const found = new Map<string, Requirement>();
  for (const line of markdown.split("\n")) {
    const m = ROW.exec(line) ?? LIST.exec(line);
    if (!m || found.has(m[1])) continue;
    const body = m[2].replace(/\\\|/g, "|");
    const bold = /^\*\*(.+?)\*\*\s*[:：]?\s*(.*)$/.exec(body);
    const name = bold ? bold[1] : body.split(/[:：.。]/)[0].slice(0, 40);
    const priority = (m[3] ?? (/\bP[0-3]\b/.exec(line)?.[0] as Priority | undefined) ?? "P2") as Requirement["priority"];
    found.set(m[1], { id: m[1], name, text: bold ? bold[2] : body, priority });
  }
  return [...found.values()];
}

function nfrLines(markdown: string): string[] {
  const outline = parsePrd(markdown);
  const section = outline.sections.find((s) => s.level > 0 && sectionKinds(s.title).includes("nfr"));
  if (!section) return [];
  return sectionMarkdown(markdown, section)
    .split("\n")
    .filter((l) => /^\s*[-*]\s+/.test(l))
    .map((l) => l.replace(/^\s*[-*]\s+/, "").replace(/\*\*/g, "").trim())
    .slice(0, 4);
}

const COPY = {
  en: {
    signedIn: (who: string) => `Signed in as ${/^[aeiou]/i.test(who) ? "an" : "a"} ${who}`,
    open: (name: string) => `Open "${name}"`,
    check: (criterion: string) => `Check that ${lowerFirst(criterion)}`,
    reproduce: (condition: string) => upperFirst(condition),
    genericSteps: (r: Requirement) => [`Open "${r.name}"`, `Use it as the requirement describes: ${lowerFirst(r.text).slice(0, 160)}`, "Check the result on screen and after a reload"],
    genericExpected: (r: Requirement) => `${upperFirst(r.text.replace(/[.]\s*$/, "")).slice(0, 300)} works as specified and the result is saved`,
    invalidTitle: (name: string) => `${name}: missing or invalid input is refused`,
    invalidSteps: (name: string) => [`Open "${name}"`, "Leave a required field empty or enter an invalid value", "Submit"],
    invalidExpected: "The error names the field and how to fix it; nothing is saved",
    nfrModule: "Non-functional",
    nfrSteps: (line: string) => ["Prepare the test environment with production-like data", `Measure or verify: ${lowerFirst(line)}`, "Record the result"],
    nfrPre: "Staging environment with production-like data",
  },
  zh: {
    signedIn: (who: string) => `已以${who}身份登录`,
    open: (name: string) => `打开「${name}」`,
    check: (criterion: string) => `检查：${criterion}`,
    reproduce: (condition: string) => condition,
    genericSteps: (r: Requirement) => [`打开「${r.name}」`, `按需求描述操作：${r.text.slice(0, 120)}`, "查看页面结果，并刷新后再次确认"],
    genericExpected: (r: Requirement) => `${r.text.replace(/[。.]\s*$/, "").slice(0, 300)}，功能符合需求且结果已保存`,
    invalidTitle: (name: string) => `${name}：必填项缺失或输入非法时被拒绝`,
    invalidSteps: (name: string) => [`打开「${name}」`, "必填项留空或输入非法值", "提交"],
    invalidExpected: "提示具体是哪一项有问题以及如何修改，不保存任何数据",
    nfrModule: "非功能",
    nfrSteps: (line: string) => ["准备与生产环境相近的测试数据", `测量或验证：${line}`, "记录结果"],
    nfrPre: "预发环境，数据量与生产环境相近",
  },
};

const EN_RESULT = /\s(shows?|is refused|are refused|is not|are not|cannot|can not|does not|do not|asks|gets|keeps|is removed|is routed|is cancelled|is held|is moved|freezes|counts|returns|lowers|is recorded|is blocked|offers|produces|is flagged|is converted|stops|sends|goes|is saved|is ignored|is hidden|are hidden)\b/;

/** "Saving X with Y shows Z" → condition "Saving X with Y", result "shows Z". */
function splitEdge(edge: string, locale: OfflineLocale): [string, string] {
  if (locale === "zh") {
    const at = edge.indexOf("时");
    return at > 2 ? [edge.slice(0, at), edge.slice(at + 1).replace(/^[，,]/, "")] : [edge, edge];
  }
  const m = EN_RESULT.exec(edge);
  return m && m.index > 5 ? [edge.slice(0, m.index), edge.slice(m.index + 1)] : [edge, edge];
}

const BOUNDARY = /\d|limit|maximum|minimum|more than|up to|at most|over|twice|second|overlap|expired|empty|上限|最多|超过|至少|重复|第二次|过期|为空|空白|重叠/i;
const lower = (p: Requirement["priority"]): Priority | "P3" => (p === "P0" ? "P1" : p === "P1" ? "P2" : "P3");

function casesFor(requirements: Requirement[], nfr: string[], who: string, locale: OfflineLocale): Omit<TestCase, "id">[] {
  const c = COPY[locale];
  const cases: Omit<TestCase, "id">[] = [];
  for (const r of requirements) {
    const ids = r.id ? { requirement_ids: [r.id] } : {};
    const pre = c.signedIn(r.feature?.actor ?? who);
    if (r.feature) {
      for (const criterion of r.feature.criteria.slice(0, 2)) {
        cases.push({ module: r.name, title: criterion, preconditions: pre, steps: [c.open(r.name), upperFirst(r.feature.want), c.check(criterion)], expected: criterion, priority: r.priority, type: "functional", ...ids });
      }
      const [condition, result] = splitEdge(r.feature.edge, locale);
      const type: TestCaseType = BOUNDARY.test(r.feature.edge) ? "boundary" : "negative";
      cases.push({ module: r.name, title: condition, preconditions: pre, steps: [c.open(r.name), c.reproduce(condition)], expected: upperFirst(result), priority: lower(r.priority), type, ...ids });
    } else {
      cases.push({ module: r.name, title: `${r.name}: ${locale === "zh" ? "主流程" : "main path"}`, preconditions: pre, steps: c.genericSteps(r), expected: c.genericExpected(r), priority: r.priority, type: "functional", ...ids });
      cases.push({ module: r.name, title: c.invalidTitle(r.name), preconditions: pre, steps: c.invalidSteps(r.name), expected: c.invalidExpected, priority: lower(r.priority), type: "negative", ...ids });
    }
  }
  for (const line of nfr) {
    const type: TestCaseType = /secur|encrypt|privacy|permission|private|access|delet|retention|personal data|加密|隐私|权限|安全|可见|删除|保留/i.test(line) ? "security" : /ios|android|browser|compat|版本|兼容|微信/i.test(line) ? "compatibility" : /accessib|wcag|screen.?reader|无障碍|读屏/i.test(line) ? "usability" : "performance";
    cases.push({ module: c.nfrModule, title: line.slice(0, 300), preconditions: c.nfrPre, steps: c.nfrSteps(line), expected: line.slice(0, 2000), priority: "P1", type });
  }
  return cases;
}

function matchFeature(features: DocFeature[], name: string): DocFeature | undefined {
  return features.find((f) => f.name === name) ?? features.find((f) => f.name.toLowerCase() === name.toLowerCase());
}

export function writeTestCases(prd: string | null, request: string, locale: OfflineLocale): { cases: TestCase[]; requirements: number; fromPrd: boolean } {
  const title = prd ? plainHeading(parsePrd(prd).title).replace(/\s*(PRD|product requirements document|产品需求文档|需求文档)\s*$/i, "") : "";
  const brief = buildBrief(title || request, locale);
  let requirements: Requirement[] = prd ? prdRequirements(prd) : [];
  if (requirements.length === 0) requirements = brief.pack.features.map((f) => ({ id: null, name: f.name, text: f.want, priority: f.priority, feature: f }));
  else requirements = requirements.map((r) => ({ ...r, feature: matchFeature(brief.pack.features, r.name) }));
  const raw = casesFor(requirements, prd ? nfrLines(prd) : brief.pack.nfr.slice(0, 2), brief.pack.user, locale);
  const cases = raw.map((c, i) => ({ id: `TC-${String(i + 1).padStart(3, "0")}`, ...c }));
  return { cases, requirements: requirements.filter((r) => r.id).length, fromPrd: Boolean(prd && requirements.some((r) => r.id)) };
}

export const testCasesWriter: OfflineWriter = (input) => {
  const prd = typeof input.options?.prd === "string" && input.options.prd.trim() ? input.options.prd : null;
  const { cases, requirements, fromPrd } = writeTestCases(prd, requestText(input), input.locale);
  const zh = input.locale === "zh";
  const intro = fromPrd
    ? zh
      ? `根据 PRD 的 ${requirements} 条功能需求编写了 ${cases.length} 条测试用例，每条需求至少一条用例，并包含非功能检查：`
      : `Here are ${cases.length} test cases from the PRD's ${requirements} functional requirements — every requirement is covered — plus the non-functional checks:`
    : zh
      ? `根据你的描述编写了 ${cases.length} 条测试用例，覆盖主流程、边界和异常情况：`
      : `Here are ${cases.length} test cases from your description, covering the main paths, boundaries and failures:`;
  return `${intro}\n\n\`\`\`json\n${JSON.stringify({ cases }, null, 2)}\n\`\`\``;
};

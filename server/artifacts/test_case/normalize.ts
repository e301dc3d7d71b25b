/**
 * Deterministic repair of test cases as models write them: an array or `{ cases }` or
 * `{ test_cases }`, trailing commas and comments, keys in another spelling or in Chinese, steps
 * as one string, priorities as "high" or "高", types as "边界"… → the canonical content. What
 * cannot be read stays for the validator (and the model) to report.
 */
import {
  serializeTestCases,
  TEST_CASE_TYPES,
  type TestCasePriority,
  type TestCaseType,
} from "@/lib/contracts/content/test-case";

type Raw = Record<string, unknown>;

const KEYS: Record<string, string[]> = {
  id: ["id", "case_id", "caseid", "case_no", "no", "number", "编号", "用例编号", "用例id"],
  module: ["module", "feature", "area", "component", "模块", "功能模块", "所属模块"],
  title: ["title", "name", "case", "summary", "scenario", "标题", "用例标题", "用例名称", "测试点"],
  preconditions: [
    "preconditions",
    "precondition",
    "pre_conditions",
    "prerequisites",
    "prerequisite",
    "given",
    "前置条件",
    "前提条件",
  ],
  steps: ["steps", "step", "test_steps", "actions", "procedure", "步骤", "操作步骤", "测试步骤"],
  expected: [
    "expected",
    "expected_result",
    "expectedresult",
    "expected_results",
    "result",
    "then",
    "预期结果",
    "期望结果",
  ],
  priority: ["priority", "level", "优先级"],
  type: ["type", "category", "kind", "类型", "用例类型"],
  requirement_ids: [
    "requirement_ids",
    "requirements",
    "requirement",
    "req",
    "req_ids",
    "requirement_id",
    "covers",
    "需求编号",
    "关联需求",
    "需求",
  ],
};

function pick(raw: Raw, field: string): unknown {
  const wanted = new Set(KEYS[field]);
  for (const [key, value] of Object.entries(raw))
    if (wanted.has(key.toLowerCase().replace(/[\s-]/g, "_"))) return value;
  return undefined;
}

function text(value: unknown): string {
  if (value == null) return "";
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join("\n");
  if (typeof value === "object")
    return Object.values(value as Raw)
      .map(text)
      .filter(Boolean)
      .join(" ");
  return String(value).trim();
}

function steps(value: unknown): string[] {
  const list = Array.isArray(value)
    ? value.map((s) =>
        s && typeof s === "object"
          ? text((s as Raw).action ?? (s as Raw).step ?? (s as Raw).description ?? s)
          : text(s),
      )
    : text(value).split(/\n+|(?=(?:^|\s)\d+[.、)]\s)/);
  return list.map((s) => s.replace(/^\s*(?:\d+[.、)]|[-*•])\s*/, "").trim()).filter(Boolean);
}

const PRIORITY_WORDS: [RegExp, TestCasePriority][] = [
  [/^p?0$|critical|blocker|highest|urgent|紧急|最高|阻塞/i, "P0"],
  [/^p?1$|^high$|高/i, "P1"],
  [/^p?2$|medium|normal|中/i, "P2"],
  [/^p?3$|^low$|lowest|minor|低/i, "P3"],
];

function priority(value: unknown): TestCasePriority | string {
  const t = text(value);
  for (const [pattern, p] of PRIORITY_WORDS) if (pattern.test(t)) return p;
  return t || "P2";
}

const TYPE_WORDS: [RegExp, TestCaseType][] = [
  [/bound|edge|limit|边界|极限/i, "boundary"],
  [/negat|error|exception|invalid|abnormal|异常|反向|错误|负向/i, "negative"],
  [/perf|load|stress|性能|压力/i, "performance"],
  [/secur|auth|permission|安全|权限/i, "security"],
  [/usab|\bux\b|\bui\b|accessib|易用|可用性|体验|界面/i, "usability"],
  [/compat|browser|device|兼容/i, "compatibility"],
  [/func|正向|功能|happy/i, "functional"],
];

function type(value: unknown): TestCaseType | string {
  const t = text(value).toLowerCase();
  if ((TEST_CASE_TYPES as readonly string[]).includes(t)) return t;
  for (const [pattern, kind] of TYPE_WORDS) if (pattern.test(t)) return kind;
  return "functional";
}

function requirementIds(value: unknown): string[] | undefined {
  const ids = [
    ...new Set(
      text(value)
        .toUpperCase()
        .match(/\bFR-\d{1,4}\b/g) ?? [],
    ),
  ];
  return ids.length ? ids : undefined;
}

/** JSON as models write it: fences, comments, trailing commas, prose around. */
export function parseLenientJson(input: string): unknown {
  let body = input
    .trim()
    .replace(/^```\w*\s*\n?/, "")
    .replace(/\n?```\s*$/, "");
  const start = body.search(/[[{]/);
  if (start > 0) body = body.slice(start);
  try {
    return JSON.parse(body);
  } catch {
    const cleaned = body
      .replace(
        /("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
        (all, str: string | undefined) => str ?? "",
      )
      .replace(/,(\s*[}\]])/g, "$1");
    const end = Math.max(cleaned.lastIndexOf("}"), cleaned.lastIndexOf("]"));
    return JSON.parse(cleaned.slice(0, end + 1));
  }
}

function caseList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value && typeof value === "object") {
    const raw = value as Raw;
    for (const key of ["cases", "test_cases", "testCases", "testcases", "data", "items", "用例"])
      if (Array.isArray(raw[key])) return raw[key] as unknown[];
  }
  return null;
}

/**
 * The canonical JSON text of the cases, when the text can be read at all; else the text as it
 * was (the validator then says why it is not valid).
 */
export function normalizeTestCases(input: string): string {
  let value: unknown;
  try {
    value = parseLenientJson(input);
  } catch {
    return input.trim();
  }
  const list = caseList(value);
  if (!list) return input.trim();
  const used = new Set<string>();
  const cases = list
    .filter((c): c is Raw => Boolean(c) && typeof c === "object" && !Array.isArray(c))
    .map((raw, i) => {
      let id = text(pick(raw, "id")) || `TC-${String(i + 1).padStart(3, "0")}`;
      for (let n = 2; used.has(id); n++) id = `${text(pick(raw, "id")) || "TC"}-${n}`;
      used.add(id);
      const reqs = requirementIds(pick(raw, "requirement_ids"));
      return {
        id,
        module: text(pick(raw, "module")),
        title: text(pick(raw, "title")),
        preconditions: text(pick(raw, "preconditions")),
        steps: steps(pick(raw, "steps")),
        expected: text(pick(raw, "expected")),
        priority: priority(pick(raw, "priority")),
        type: type(pick(raw, "type")),
        ...(reqs ? { requirement_ids: reqs } : {}),
      };
    });
  // Serialised in the canonical key order even when a field is still invalid.
  return serializeTestCases({ cases } as Parameters<typeof serializeTestCases>[0]);
}

/** Test-case content: the lenient repair of model JSON, the canonical form, the live partial parse. */
import { normalizeTestCases } from "@/server/artifacts/test_case/normalize";
import { validateTestCases } from "@/server/artifacts/test_case/validate";
import { parsePartialTestCases, parseTestCases, serializeTestCases } from "@/lib/contracts/content/test-case";
import { sectionKinds } from "@/server/artifacts/shared/prd-spec/section-kinds";
import { BUILTIN_TEMPLATES } from "@/server/seed/prd-templates";
import { templateSections } from "@/server/artifacts/prd/offline/prd-writer";

describe("test-case content", () => {
  it("repairs what models write: other key spellings, Chinese keys, steps as text, priorities and types in words", () => {
    const model = `Here they are:
\`\`\`json
[
  // first one
  {"case_id": "1", "模块": "打卡", "用例标题": "重复打卡", "前置条件": ["已登录", "今天已打卡"], "操作步骤": "1. 打开首页 2. 再次点击打卡", "预期结果": "提示已打卡", "优先级": "高", "类型": "边界", "关联需求": "FR-2、FR-3"},
  {"title": "Login works", "module": "Auth", "steps": [{"action": "Open the app"}, "Sign in"], "expected_result": ["Home opens", "Name shown"], "priority": "critical", "type": "Happy path",},
]
\`\`\``;
    const content = normalizeTestCases(model);
    const parsed = parseTestCases(content);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const [a, b] = parsed.content.cases;
    expect(a).toMatchObject({
      id: "1",
      module: "打卡",
      preconditions: "已登录\n今天已打卡",
      steps: ["打开首页", "再次点击打卡"],
      priority: "P1",
      type: "boundary",
      requirement_ids: ["FR-2", "FR-3"],
    });
    expect(b).toMatchObject({
      id: "TC-002",
      steps: ["Open the app", "Sign in"],
      expected: "Home opens\nName shown",
      priority: "P0",
      type: "functional",
    });
    expect(content).toBe(serializeTestCases(parsed.content));
    expect(normalizeTestCases(content)).toBe(content);
  });

  it("reports coverage gaps against the PRD's requirement ids", () => {
    const content = serializeTestCases({
      cases: [
        {
          id: "TC-1",
          module: "m",
          title: "t",
          preconditions: "",
          steps: ["s"],
          expected: "e",
          priority: "P2",
          type: "functional",
          requirement_ids: ["FR-1"],
        },
      ],
    });
    expect(validateTestCases(content, ["FR-1"])).toEqual([]);
    expect(validateTestCases(content, ["FR-1", "FR-2"])[0].message).toContain("FR-2");
    expect(validateTestCases("not json")[0].message).toMatch(/not valid JSON/);
  });

  it("reads the complete cases out of JSON that is still streaming", () => {
    const full = serializeTestCases({
      cases: [1, 2, 3].map((n) => ({
        id: `TC-${n}`,
        module: "m",
        title: `case {${n}} "quoted"`,
        preconditions: "",
        steps: ["s"],
        expected: "e",
        priority: "P1" as const,
        type: "negative" as const,
      })),
    });
    const cut = full.slice(0, full.lastIndexOf('"TC-3"'));
    expect(parsePartialTestCases(cut).map((c) => c.id)).toEqual(["TC-1", "TC-2"]);
    expect(parsePartialTestCases(full)).toHaveLength(3);
    expect(parsePartialTestCases("")).toEqual([]);
  });
});

describe("section kinds", () => {
  it("every heading of every built-in template, in both languages, is a known kind", () => {
    for (const template of BUILTIN_TEMPLATES)
      for (const locale of ["en", "zh"] as const)
        for (const { heading } of templateSections(template[locale].content).sections)
          expect([heading, sectionKinds(heading)]).not.toContainEqual(["custom"]);
  });

  it("splits combined headings and keeps one-kind headings whole", () => {
    expect(sectionKinds("Risks and open questions")).toEqual(["risks", "questions"]);
    expect(sectionKinds("风险与待定问题")).toEqual(["risks", "questions"]);
    expect(sectionKinds("5. User stories and acceptance criteria")).toEqual(["stories"]);
    expect(sectionKinds("8. Non-functional requirements")).toEqual(["nfr"]);
    expect(sectionKinds("目标用户与使用场景")).toEqual(["personas"]);
    expect(sectionKinds("Competitive landscape")).toEqual(["custom"]);
  });
});

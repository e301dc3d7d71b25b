/**
 * The Offline model's documents for 20 product requests (10 English, 10 Chinese), end to end
 * through the chat stream: every PRD passes its validator (canonical form, sections, every chart
 * parses) and speaks of its product; every test-case set passes the schema and covers each FR
 * of that PRD; every flowchart is of the type asked and parses.
 */
import { createTestApp, type TestApp } from "../helpers/test-app";
import { lastEvent, latest, newChat, runRound } from "../helpers/documents";
import { CHART_PROMPTS, DOCUMENT_PROMPTS } from "../fixtures/document-prompts";
import { closeMermaidValidator, parseMermaid } from "@/server/validate/mermaid";
import { mermaidHeaderLine } from "@/lib/contracts/content/mermaid";
import { validateGeneratedPrd } from "@/server/artifacts/prd/validate";
import { isCanonicalPrd } from "@/lib/contracts/content/prd-canonical";
import { parsePrd, requirementIds } from "@/lib/contracts/content/prd";
import { parseTestCases } from "@/lib/contracts/content/test-case";

jest.setTimeout(60_000);

describe("offline documents for 20 prompts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await closeMermaidValidator();
  });

  it.each(DOCUMENT_PROMPTS.map((p, i) => [p.prompt, i] as const))(
    "%s → PRD, test cases and a chart that pass their validators",
    async (_prompt, i) => {
      const { prompt, locale, expect: words } = DOCUMENT_PROMPTS[i];
      const { token } = await t.signIn(`docs-${i}@example.com`);
      const chatId = await newChat(t, token);

      const prdRound = await runRound(t, token, chatId, { content: prompt, mode: "prd" });
      expect(lastEvent(prdRound)).toMatchObject({ type: "done", status: "done" });
      const prd = (await latest(t, token, chatId, "prd-content?type=prd"))!;
      expect(prd.status).toBe("complete");
      expect(await validateGeneratedPrd(prd.content)).toEqual([]);
      expect(isCanonicalPrd(prd.content)).toBe(true);
      const outline = parsePrd(prd.content);
      expect(outline.sections.filter((s) => s.level > 0)).toHaveLength(12);
      expect(outline.charts.length).toBeGreaterThanOrEqual(2);
      for (const word of words) expect(prd.content.toLowerCase()).toContain(word.toLowerCase());
      if (locale === "zh") expect(prd.content).toMatch(/产品需求文档|功能需求/);
      else expect(prd.content).toMatch(/Functional requirements/);
      // The chat got the model's prose, not the document.
      const chatText = prdRound
        .filter((e) => e.data.type === "content")
        .map((e) => e.data.content)
        .join("");
      expect(chatText).toMatch(locale === "zh" ? /PRD/ : /Here is the PRD/);

      const caseRound = await runRound(t, token, chatId, {
        content: locale === "zh" ? "根据 PRD 生成测试用例" : "Write the test cases for this PRD",
        mode: "test_case",
      });
      expect(lastEvent(caseRound)).toMatchObject({ type: "done" });
      const cases = (await latest(t, token, chatId, "prd-content?type=test_case"))!;
      const parsed = parseTestCases(cases.content);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
      const covered = new Set(parsed.content.cases.flatMap((c) => c.requirement_ids ?? []));
      const ids = requirementIds(prd.content);
      expect(ids.length).toBeGreaterThanOrEqual(5);
      for (const id of ids) expect(covered).toContain(id);
      expect(cases.meta).toMatchObject({ prd_version_id: prd.id });

      const chart = CHART_PROMPTS[i];
      const chartRound = await runRound(t, token, chatId, { content: chart.prompt, mode: "mermaid" });
      expect(lastEvent(chartRound)).toMatchObject({ type: "done" });
      const saved = (await latest(t, token, chatId, "mermaid"))!;
      expect((await parseMermaid(saved.content)).ok).toBe(true);
      expect(mermaidHeaderLine(saved.content)).toMatch(chart.header);
      // The chart names itself (a title line or front matter; a mind map's root is its name) and the
      // saved version carries that name.
      expect(saved.title).toBeTruthy();
      if (!/^mindmap/.test(mermaidHeaderLine(saved.content))) expect(saved.content).toContain(saved.title);
      for (const word of chart.expect) expect(saved.content.toLowerCase()).toContain(word.toLowerCase());
    },
  );
});

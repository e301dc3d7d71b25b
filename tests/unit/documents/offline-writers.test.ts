/**
 * The offline document writers on their own: canonical form over 50 generated PRDs (both
 * languages, every built-in template), section edits that follow the instruction and keep the
 * rest, chart redraws of the kind asked, the chart fixer, test cases from a PRD someone else wrote.
 */
import { prdWriter } from "@/server/artifacts/prd/offline/prd-writer";
import { prdSectionWriter } from "@/server/artifacts/prd/offline/prd-section-writer";
import { prdChartWriter } from "@/server/artifacts/prd/offline/prd-chart-writer";
import { mermaidFixWriter } from "@/server/artifacts/shared/charts/offline/mermaid-fix-writer";
import { writeTestCases } from "@/server/artifacts/test_case/offline/test-cases-writer";
import { getOfflineWriter } from "@/server/ai/offline/writers";
import { parseBrief } from "@/server/ai/offline/brief";
import { serverArtifacts } from "@/server/artifacts/registry";
import { extractArtifact } from "@/server/ai/extract";
import { BUILTIN_TEMPLATES } from "@/server/seed/prd-templates";
import { canonicalPrd } from "@/lib/contracts/content/prd-canonical";
import { parsePrd, sectionMarkdown } from "@/lib/contracts/content/prd";
import { testCaseContentSchema } from "@/lib/contracts/content/test-case";
import { DOCUMENT_PROMPTS } from "../../fixtures/document-prompts";
import { closeMermaidValidator, parseMermaid } from "@/server/validate/mermaid";

afterAll(() => closeMermaidValidator());

const prd = (
  prompt: string,
  locale: "en" | "zh",
  template: { name: string; content: string } = BUILTIN_TEMPLATES[0][locale],
) =>
  canonicalPrd(
    extractArtifact(prdWriter({ userText: prompt, history: [], locale, options: { template } }), "markdown")!
      .body,
  );

describe("offline PRDs in canonical form", () => {
  it("50 generated PRDs (10 prompts × 5 templates, both languages): canonical form is a fixed point and keeps every section and chart", () => {
    const prompts = [...DOCUMENT_PROMPTS.slice(0, 5), ...DOCUMENT_PROMPTS.slice(10, 15)];
    let n = 0;
    for (const { prompt, locale } of prompts) {
      for (const template of BUILTIN_TEMPLATES) {
        const raw = extractArtifact(
          prdWriter({ userText: prompt, history: [], locale, options: { template: template[locale] } }),
          "markdown",
        )!.body;
        const doc = canonicalPrd(raw);
        expect(canonicalPrd(doc)).toBe(doc);
        expect(parsePrd(doc).sections.map((s) => s.id)).toEqual(parsePrd(raw).sections.map((s) => s.id));
        expect(parsePrd(doc).charts.map((c) => c.source)).toEqual(parsePrd(raw).charts.map((c) => c.source));
        n++;
      }
    }
    expect(n).toBe(50);
  });

  it("a product that books lessons is a booking product, not a course platform; its stories read as sentences", () => {
    const doc = prd("An app for a piano teacher to schedule lessons and collect payments", "en");
    // The jobs the request names are the requirements, for the people it names.
    expect(doc).toMatch(/\| FR-1 \| \*\*Schedule lessons\*\*/);
    expect(doc).toMatch(/\| FR-2 \| \*\*Collect payments\*\*/);
    expect(doc).not.toMatch(/course|video/i);
    expect(doc).toMatch(/As a piano teacher, I want to schedule lessons/);
    expect(doc).not.toMatch(/\ban user\b|they chasing/);
    const zh = prd("钢琴老师的约课排课小程序", "zh");
    expect(zh).not.toMatch(/网课|视频课程/);
  });

  it("follows a custom template's headings in order and fills its title placeholder", () => {
    const doc = prd("A budgeting app for couples", "en", {
      name: "Mine",
      content:
        "# {Product name} spec\n\n## Why\n> The reason.\n\n## Who it is for\n\n## Requirements\n\n## Launch plan\n",
    });
    expect(doc.match(/^#{1,2} .+$/gm)).toEqual([
      "# Budgeting app for couples spec",
      "## Why",
      "## Who it is for",
      "## Requirements",
      "## Launch plan",
    ]);
    expect(doc).toContain("FR-1");
  });
});

describe("offline section and chart edits", () => {
  const doc = prd("Write a PRD for a habit-tracking app for students", "en");
  const outline = parsePrd(doc);
  const section = (title: RegExp) =>
    sectionMarkdown(
      doc,
      outline.sections.find((s) => title.test(s.title))!,
    );
  const edit = (text: string, instruction: string) =>
    extractArtifact(
      prdSectionWriter({
        userText: instruction,
        history: [],
        locale: "en",
        options: { section: text, title: outline.title, instruction },
      }),
      "markdown",
    )!.body;

  it("shortens, adds a requirement with the next FR id, removes an item, and keeps the heading", () => {
    const fr = section(/Functional requirements/);
    const shorter = edit(section(/User stories/), "Make it shorter");
    expect(shorter.startsWith("## 5. User stories and acceptance criteria\n")).toBe(true);
    expect(shorter.length).toBeLessThan(section(/User stories/).length);
    const added = edit(fr, "Add offline mode");
    expect(added).toContain("| FR-7 | **Offline mode**");
    expect(added).toContain("| FR-1 |");
    const removed = edit(section(/Non-goals/), "Remove health data integrations");
    expect(removed).not.toMatch(/Health data/i);
    expect(removed).toContain("leaderboards");
    const longer = edit(section(/Risks/), "more detail please");
    expect(longer).toContain("In more detail");
  });

  it("redraws a chart as the kind asked, or the same kind laid out anew", async () => {
    const chart = outline.charts[0];
    const redraw = (instruction: string) =>
      extractArtifact(
        prdChartWriter({
          userText: instruction,
          history: [],
          locale: "en",
          options: { chart: chart.source, title: outline.title, instruction },
        }),
        "mermaid",
      )!.body;
    const again = redraw("Regenerate this chart");
    expect(again).not.toBe(chart.source);
    expect(again.startsWith("flowchart")).toBe(true);
    // A new take on the same content, not the same drawing turned: another structure, every label kept.
    expect(again.replace(/^flowchart (TD|LR)/, "")).not.toBe(chart.source.replace(/^flowchart (TD|LR)/, ""));
    const labels = (source: string) =>
      new Set(
        [...source.matchAll(/[[({]+"?([^\])}"]+)"?[\])}]+/g)]
          .map((m) => m[1])
          .filter((l) => !/^lane/.test(l)),
      );
    for (const text of labels(chart.source)) expect(again).toContain(text);
    const third = extractArtifact(
      prdChartWriter({
        userText: "Regenerate this chart",
        history: [],
        locale: "en",
        options: { chart: again, title: outline.title, instruction: "Regenerate this chart" },
      }),
      "mermaid",
    )!.body;
    expect(new Set([chart.source, again, third]).size).toBe(3);
    expect((await parseMermaid(third)).ok).toBe(true);
    expect(redraw("Make it a sequence diagram").startsWith("sequenceDiagram")).toBe(true);
    const withStep = redraw("Add a parent approval step");
    expect(withStep).toContain('"parent approval"');
    for (const source of [again, withStep]) expect((await parseMermaid(source)).ok).toBe(true);
  });

  it("fixes a chart it is shown, including node ids with spaces", async () => {
    const out = mermaidFixWriter({
      userText: "",
      history: [],
      locale: "en",
      options: { chart: "flowchart TD\n  Sign In Page --> Home Screen\n  Home Screen --> end" },
    });
    const fixed = extractArtifact(out, "mermaid")!.body;
    expect((await parseMermaid(fixed)).ok).toBe(true);
    expect(fixed).toContain('SignInPage["Sign In Page"]');
  });
});

describe("offline test cases", () => {
  it("cover every FR of a PRD written elsewhere (no pack knowledge): a case per criterion and an edge case each, steps naming the requirement", () => {
    const foreign =
      "# Parking app PRD\n\n## Requirements\n\n| ID | Requirement | Priority |\n| - | - | - |\n| FR-1 | **Find a spot**: drivers see free spots within 500 m | P0 |\n| FR-2 | **Pay by plate**: payment starts when the plate is recognised | P1 |\n\n## Non-functional requirements\n\n- Spot availability updates within 10 s\n- Plate images deleted after 24 h\n";
    const { cases } = writeTestCases(foreign, parseBrief({ text: "", mode: "test_case", language: "en" }));
    expect(testCaseContentSchema.safeParse({ cases }).success).toBe(true);
    for (const id of ["FR-1", "FR-2"]) {
      const mine = cases.filter((c) => c.requirement_ids?.includes(id));
      expect(mine.filter((c) => c.type === "functional").length).toBeGreaterThanOrEqual(3);
      expect(mine.filter((c) => c.type === "negative" || c.type === "boundary")).toHaveLength(1);
      const name = id === "FR-1" ? "Find a spot" : "Pay by plate";
      for (const c of mine) expect(c.steps.join(" ")).toContain(name);
    }
    // "Pay by plate" is a payment: its cases speak of amounts and receipts, not generic behaviour.
    expect(
      cases
        .filter((c) => c.requirement_ids?.includes("FR-2"))
        .map((c) => c.expected)
        .join(" "),
    ).toMatch(/receipt|amount/i);
    expect(cases.find((c) => c.requirement_ids?.includes("FR-1"))!.module).toBe("Find a spot");
    expect(cases.filter((c) => !c.requirement_ids).map((c) => c.type)).toEqual(["performance", "security"]);
  });

  it("without a PRD, come from the request's product in its language", () => {
    const { cases } = writeTestCases(
      null,
      parseBrief({ text: "宠物寄养预约App的测试用例", mode: "test_case" }),
    );
    expect(cases.length).toBeGreaterThanOrEqual(12);
    expect(cases[0].preconditions).toMatch(/宠物主人/);
    expect(cases.some((c) => c.type === "boundary")).toBe(true);
  });

  it("for a product and the jobs it does, one case per criterion of each job, about that job ('books' is not booking)", () => {
    const { cases } = writeTestCases(
      null,
      parseBrief({
        text: "Test cases for a tool for school librarians to track overdue books and email parents",
        mode: "test_case",
      }),
    );
    const modules = [...new Set(cases.map((c) => c.module))];
    expect(modules.slice(0, 2)).toEqual(["Track overdue books", "Email parents"]);
    expect(
      cases.filter((c) => c.module === "Track overdue books" && c.type === "functional").length,
    ).toBeGreaterThanOrEqual(3);
    expect(cases[0].preconditions).toMatch(/school librarian/);
    const text = JSON.stringify(cases);
    expect(text).not.toMatch(/free times|booked twice|format check/i);
    // A step says what it checks once, not "track overdue books: track overdue books: …".
    expect(cases[0].steps[2]).not.toMatch(/track overdue books:/i);
  });

  it("a PRD for named people and their jobs is about them, not about a pack that shares a word", () => {
    const groomers = prd(
      "Write a PRD: an app for dog groomers to book appointments, send reminders and take deposits",
      "en",
    );
    expect(groomers).toMatch(/dog groomers/i);
    expect(groomers).not.toMatch(/doctor|patient|consultation/i);
    for (const job of ["Book appointments", "Send reminders", "Take deposits"])
      expect(groomers).toContain(`**${job}**`);
    const librarians = prd(
      "PRD for a tool for school librarians to track overdue books and email parents",
      "en",
    );
    expect(librarians).toMatch(/Secondary — parents/);
    expect(librarians).not.toMatch(/free times|booked twice|As parents/);
  });

  it("every document task has its writer, registered with its kind", () => {
    for (const artifact of serverArtifacts())
      for (const task of artifact.offlineTasks ?? []) expect(getOfflineWriter(task.key)).toBe(task.writer);
    for (const task of ["prd", "prd_section", "prd_chart", "test_cases", "mermaid", "mermaid_fix"])
      expect(getOfflineWriter(task)).not.toBe(getOfflineWriter("normal"));
  });
});

describe("a feature named with its own verb keeps that verb (issue 39 reading)", () => {
  it("'capture proof of delivery photos' and 'reassign failed drops' are not glued to another verb", () => {
    const prd = prdWriter({
      userText:
        "Write a PRD for a last-mile delivery app where drivers scan parcels, capture proof of delivery photos, and dispatchers reassign failed drops",
      history: [],
      locale: "en",
      options: {},
    });
    expect(prd).toMatch(/I want to capture proof of delivery photos/);
    expect(prd).toMatch(/I want to reassign failed drops/);
    expect(prd).not.toMatch(/(?:add|manage|use) (?:“)?capture|(?:add|manage|use) (?:“)?reassign/i);
  });
});

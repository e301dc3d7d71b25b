/**
 * @jest-environment jsdom
 *
 * A section rewritten by AI replaces only that section (every other byte the same), the editor
 * opens the new version byte for byte, and the compare view finds exactly that section changed,
 * with the changed words marked.
 */
import { parsePrd, replaceSection } from "@/lib/contracts/content/prd";
import { diffSections, diffWords } from "@/components/artifacts/prd/compare/section-diff";
import { openPrd } from "../../helpers/prd-editor-harness";

const TITLES = [
  "Overview",
  "Background and problem",
  "Goals and success metrics",
  "Personas",
  "User stories",
  "Functional requirements",
  "Flows",
  "Non-functional requirements",
  "Release plan",
  "Risks",
  "Non-goals",
  "Open questions",
];

const doc = [
  "# Meal Planner PRD",
  "",
  ...TITLES.flatMap((title, i) => [
    `## ${i + 1}. ${title}`,
    "",
    `Body of ${title.toLowerCase()}, with **bold** words and a list:`,
    "",
    "- first point",
    "- second point",
    "",
    ...(title === "Flows" ? ["```mermaid", "flowchart TD", "  A[Open] --> B[Plan]", "```", ""] : []),
  ]),
].join("\n");

describe("modifying one section", () => {
  const sections = parsePrd(doc).sections;
  const fourth = sections.find((s) => s.title === "4. Personas")!;
  const rewritten = replaceSection(
    doc,
    fourth.id,
    "## 4. Personas\n\nBusy parents with two kids, and grandparents who cook on weekends.\n",
  );

  it("the document has twelve sections", () => {
    expect(sections.filter((s) => s.level === 2)).toHaveLength(12);
  });

  it("leaves the other eleven sections byte-identical", () => {
    const after = parsePrd(rewritten).sections;
    for (const s of sections.filter((x) => x.level === 2 && x.id !== fourth.id)) {
      const twin = after.find((x) => x.id === s.id)!;
      expect(rewritten.slice(twin.start, twin.end)).toBe(doc.slice(s.start, s.end));
    }
    expect(rewritten.slice(0, fourth.start)).toBe(doc.slice(0, fourth.start));
  });

  it("opens in the editor and saves back byte for byte", () => {
    const prd = openPrd(rewritten);
    expect(prd.write()).toBe(rewritten);
    prd.destroy();
  });

  it("compares as one changed section, the rest unchanged", () => {
    const pairs = diffSections(doc, rewritten);
    expect(pairs.filter((p) => p.status !== "same").map((p) => [p.status, p.id])).toEqual([
      ["changed", fourth.id],
    ]);
    expect(pairs.filter((p) => p.status === "same")).toHaveLength(sections.length - 1);
  });

  it("marks the words that changed inside the section", () => {
    const pair = diffSections(doc, rewritten).find((p) => p.status === "changed")!;
    const parts = diffWords(pair.before!, pair.after!);
    const added = parts
      .filter((p) => p.added)
      .map((p) => p.value)
      .join("");
    const removed = parts
      .filter((p) => p.removed)
      .map((p) => p.value)
      .join("");
    expect(added).toMatch(/Busy/);
    expect(added).toMatch(/grandparents/);
    expect(removed).toMatch(/second/);
    expect(
      parts
        .filter((p) => !p.added && !p.removed)
        .map((p) => p.value)
        .join(""),
    ).toContain("## 4. Personas");
  });
});

describe("section alignment", () => {
  it("pairs a renamed section as changed, and finds added and removed ones", () => {
    const before = "# T\n\n## A\n\none\n\n## B\n\ntwo\n\n## C\n\nthree\n";
    const after = "# T\n\n## A\n\none\n\n## B renamed\n\ntwo!\n\n## D\n\nnew\n";
    const pairs = diffSections(before, after).map((p) => [p.status, p.title]);
    expect(pairs).toEqual([
      ["same", "T"],
      ["same", "A"],
      ["changed", "B renamed"],
      ["changed", "D"],
    ]);
    expect(
      diffSections("# T\n\n## A\n\none\n", "# T\n\n## A\n\none\n\n## B\n\ntwo\n").map((p) => p.status),
    ).toEqual(["same", "same", "added"]);
    expect(
      diffSections("# T\n\n## A\n\none\n\n## B\n\ntwo\n", "# T\n\n## B\n\ntwo\n").map((p) => p.status),
    ).toEqual(["same", "removed", "same"]);
  });

  it("splits Chinese into words when it marks changes", () => {
    const parts = diffWords("父母每周花三小时决定做什么菜", "父母每周花十分钟决定做什么菜");
    const changed = parts.filter((p) => p.added || p.removed).map((p) => p.value);
    expect(changed.join("")).not.toContain("决定");
    expect(changed.some((v) => v.includes("十分钟") || v.includes("十"))).toBe(true);
  });
});

describe("the preview while one part is rewritten", () => {
  const { jobPreview } = jest.requireActual<typeof import("@/components/artifacts/prd/job-preview")>(
    "@/components/artifacts/prd/job-preview",
  );
  const personas = parsePrd(doc).sections.find((s) => s.title === "4. Personas")!;

  it("shows the rest of the document after the section being written", () => {
    const streamed = doc.slice(0, personas.start) + "## 4. Personas\n\nBusy par";
    const shown = jobPreview(doc, streamed, { kind: "section", id: personas.id });
    expect(shown.startsWith(streamed)).toBe(true);
    expect(shown.endsWith(doc.slice(personas.end))).toBe(true);
  });

  it("shows the new document as it is once the whole of it arrives", () => {
    const whole = replaceSection(doc, personas.id, "## 4. Personas\n\nNew.\n");
    expect(jobPreview(doc, whole, { kind: "section", id: personas.id })).toBe(whole);
  });

  it("closes a chart being redrawn with the rest of the document", () => {
    const chart = parsePrd(doc).charts[0];
    const streamed = doc.slice(0, chart.bodyStart) + "flowchart LR\n  A --> B";
    const shown = jobPreview(doc, streamed, { kind: "chart", id: chart.id });
    expect(shown).toBe(`${streamed}\n${doc.slice(chart.bodyEnd)}`);
    expect(parsePrd(shown).charts[0].source).toBe("flowchart LR\n  A --> B");
  });
});

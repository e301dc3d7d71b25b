/** Test cases: filters by module and priority, and what the CSV, Markdown and Excel exports hold. */
import ExcelJS from "exceljs";
import MarkdownIt from "markdown-it";
import { JSDOM } from "jsdom";
import type { TestCase } from "@/lib/contracts/content/test-case";
import { filterCases, modulesOf, NO_FILTER } from "@/components/artifacts/test_case/test-case-filters";
import {
  TEST_CASE_COLUMNS,
  type TestCaseLabels,
} from "@/components/artifacts/test_case/export/test-case-columns";
import { testCasesToCsv } from "@/components/artifacts/test_case/export/test-case-csv";
import { testCasesToMarkdown } from "@/components/artifacts/test_case/export/test-case-markdown";
import { testCasesToXlsx } from "@/components/artifacts/test_case/export/test-case-xlsx";

const CASES: TestCase[] = [
  {
    id: "TC-001",
    module: "Sign-in",
    title: "Sign in with e-mail",
    preconditions: "An account exists",
    steps: ["Open the app", 'Enter "pm@example.com"', "Tap Sign in"],
    expected: "The week view opens",
    priority: "P0",
    type: "functional",
    requirement_ids: ["FR-1"],
  },
  {
    id: "TC-002",
    module: "Sign-in",
    title: "Wrong password, then, retry",
    preconditions: "",
    steps: ["Enter a wrong password"],
    expected: "An error names the field | no lockout",
    priority: "P1",
    type: "negative",
  },
  {
    id: "TC-003",
    module: "周计划",
    title: "拖动菜谱到周三",
    preconditions: "已登录\n已有菜谱",
    steps: ["打开周视图", "把「番茄炒蛋」拖到周三"],
    expected: "周三显示该菜谱",
    priority: "P1",
    type: "functional",
  },
  {
    id: "TC-004",
    module: "周计划",
    title: "=SUM(A1) is not a formula",
    preconditions: "",
    steps: ["Type =1+1 as a meal name"],
    expected: "-shown as text",
    priority: "P3",
    type: "boundary",
  },
];

const LABELS: TestCaseLabels = {
  columns: {
    id: "ID",
    module: "Module",
    title: "Title",
    preconditions: "Preconditions",
    steps: "Steps",
    expected: "Expected result",
    priority: "Priority",
    type: "Type",
  },
  types: { functional: "Functional", boundary: "Boundary", negative: "Negative" },
};

describe("filters", () => {
  it("lists modules in the order they first appear", () => {
    expect(modulesOf(CASES)).toEqual(["Sign-in", "周计划"]);
  });
  it("filters by module, by priorities, and by both", () => {
    expect(filterCases(CASES, NO_FILTER)).toHaveLength(4);
    expect(filterCases(CASES, { module: "周计划", priorities: [] }).map((c) => c.id)).toEqual([
      "TC-003",
      "TC-004",
    ]);
    expect(filterCases(CASES, { module: null, priorities: ["P0", "P3"] }).map((c) => c.id)).toEqual([
      "TC-001",
      "TC-004",
    ]);
    expect(filterCases(CASES, { module: "Sign-in", priorities: ["P1"] }).map((c) => c.id)).toEqual([
      "TC-002",
    ]);
    expect(filterCases(CASES, { module: "Sign-in", priorities: ["P3"] })).toEqual([]);
  });
});

/** A minimal RFC 4180 reader, to read the CSV back. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  return rows;
}

describe("CSV", () => {
  const csv = testCasesToCsv(CASES, LABELS);
  it("starts with a byte-order mark and ends rows with CRLF", () => {
    expect(csv.startsWith("\uFEFFID,Module,Title,")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
  });
  it("reads back as the cases: quotes, commas, pipes, line breaks and Chinese intact", () => {
    const rows = readCsv(csv.slice(1));
    expect(rows[0]).toEqual(TEST_CASE_COLUMNS.map((c) => LABELS.columns[c]));
    expect(rows).toHaveLength(5);
    expect(rows[1]).toEqual([
      "TC-001",
      "Sign-in",
      "Sign in with e-mail",
      "An account exists",
      '1. Open the app\n2. Enter "pm@example.com"\n3. Tap Sign in',
      "The week view opens",
      "P0",
      "Functional",
    ]);
    expect(rows[2][2]).toBe("Wrong password, then, retry");
    expect(rows[2][5]).toBe("An error names the field | no lockout");
    expect(rows[3]).toEqual([
      "TC-003",
      "周计划",
      "拖动菜谱到周三",
      "已登录\n已有菜谱",
      "1. 打开周视图\n2. 把「番茄炒蛋」拖到周三",
      "周三显示该菜谱",
      "P1",
      "Functional",
    ]);
  });
  it("never lets a spreadsheet run a cell as a formula", () => {
    const rows = readCsv(csv.slice(1));
    expect(rows[4][2]).toBe("'=SUM(A1) is not a formula");
    expect(rows[4][5]).toBe("'-shown as text");
  });
});

describe("Markdown", () => {
  const md = testCasesToMarkdown(CASES, LABELS, "Meal planner test cases");
  it("is a titled GFM table with one row per case", () => {
    const lines = md.trimEnd().split("\n");
    expect(lines[0]).toBe("# Meal planner test cases");
    expect(lines[2]).toBe(
      "| ID | Module | Title | Preconditions | Steps | Expected result | Priority | Type |",
    );
    expect(lines[3]).toBe("| --- | --- | --- | --- | --- | --- | --- | --- |");
    expect(lines).toHaveLength(4 + CASES.length);
  });
  it("keeps each case on one row: line breaks as <br>, pipes escaped", () => {
    expect(md).toContain(
      '| TC-001 | Sign-in | Sign in with e-mail | An account exists | 1. Open the app<br>2. Enter "pm@example.com"<br>3. Tap Sign in | The week view opens | P0 | Functional |',
    );
    expect(md).toContain("An error names the field \\| no lockout");
    expect(md).toContain("| TC-003 | 周计划 | 拖动菜谱到周三 | 已登录<br>已有菜谱 |");
  });
});

describe("Markdown read back by a markdown renderer", () => {
  const awkward: TestCase[] = [
    {
      id: "TC-101",
      module: "<Sign-in> & co",
      title: "Type <email> into the field",
      preconditions: "A & B; &copy; is text",
      steps: [
        "Type `<email>` into the field",
        "Use *stars* and _under_scores_ and [brackets](x)",
        "Pipe | and back\\slash ~~tilde~~",
      ],
      expected: 'Shows "<b>bold</b>" literally #',
      priority: "P0",
      type: "functional",
    },
    {
      id: "TC-102",
      module: "周计划",
      title: "「番茄炒蛋」<拖到>周三 & 周四",
      preconditions: "",
      steps: ["=1+1"],
      expected: "-1",
      priority: "P1",
      type: "negative",
    },
  ];
  const md = testCasesToMarkdown(awkward, LABELS, "Checkout <v2> & more #");
  // As GitHub reads it: inline HTML allowed (the only way to break a line inside a table cell).
  const html = new MarkdownIt({ html: true }).render(md);
  const document = new JSDOM(html).window.document;

  it("renders every cell as exactly the case's text: no tag swallowed, no entity read, no emphasis", () => {
    const rows = [...document.querySelectorAll("tbody tr")].map((tr) =>
      [...tr.querySelectorAll("td")].map((td) =>
        td.innerHTML
          .split("<br>")
          .map((part) => new JSDOM(part).window.document.body.textContent)
          .join("\n"),
      ),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(
      TEST_CASE_COLUMNS.map((column) =>
        column === "steps"
          ? awkward[0].steps.map((step, i) => `${i + 1}. ${step}`).join("\n")
          : column === "type"
            ? "Functional"
            : String(awkward[0][column]),
      ),
    );
    expect(rows[1][2]).toBe("「番茄炒蛋」<拖到>周三 & 周四");
    expect(document.querySelectorAll("td em, td strong, td code, td a, td s, td b")).toHaveLength(0);
  });

  it("keeps the title whole, with its trailing #", () => {
    expect(document.querySelector("h1")!.textContent).toBe("Checkout <v2> & more #");
  });
});

describe("Excel", () => {
  it("holds a header row and one row per case, wrapped, with the header frozen and filtered", async () => {
    const bytes = await testCasesToXlsx(CASES, LABELS, "Test cases");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Test cases")!;
    expect(sheet).toBeDefined();
    expect(sheet.rowCount).toBe(1 + CASES.length);
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(TEST_CASE_COLUMNS.map((c) => LABELS.columns[c]));
    expect(values(2)).toEqual([
      "TC-001",
      "Sign-in",
      "Sign in with e-mail",
      "An account exists",
      '1. Open the app\n2. Enter "pm@example.com"\n3. Tap Sign in',
      "The week view opens",
      "P0",
      "Functional",
    ]);
    expect(values(4)[4]).toBe("1. 打开周视图\n2. 把「番茄炒蛋」拖到周三");
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell("E2").alignment?.wrapText).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    // Text stays text: no formula was written.
    expect(sheet.getCell("C5").formula).toBeUndefined();
    expect(sheet.getCell("C5").value).toBe("=SUM(A1) is not a formula");
  });
});

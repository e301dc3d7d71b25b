/**
 * PRD, test-case, flowchart and research-report exports, in English and Chinese, opened with
 * real programs:
 * - PRD Word: LibreOffice converts it to PDF; pdftotext finds every heading, and each chart takes
 *   its full height in the page (the gap between its heading and its caption); pdfimages finds
 *   one picture per chart, each drawn within the printable area with its aspect ratio (a chart
 *   taller than the page is scaled down, not cut at the page's bottom). PRD Markdown: markdown-it
 *   reads the headings, the table, the charts.
 * - Test cases: LibreOffice reads the Excel file and the CSV and writes them back as CSV: every
 *   cell as written, nothing run as a formula (the CSV's formula-looking cells keep their
 *   leading apostrophe). markdown-it renders the Markdown table cell by cell as the text.
 * - Flowchart: the SVG is well-formed XML, its shadows SVG filters (not CSS), and librsvg and
 *   resvg draw it like the app's own PNG — shadows included.
 * - Research report PDF: pdftotext reads the title whole (cut between words when the request ran
 *   long), each citation as `[n]` without its pop-up's text, the sources numbered once, and no
 *   line starting with a citation or the full stop after it.
 * - File names: one rule, `<title>-<kind>-v<n>.<ext>`, Unicode kept, cut between words; test
 *   cases named after the PRD they test, not the chat.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import JSZip from "jszip";
import { JSDOM } from "jsdom";
import MarkdownIt from "markdown-it";
import { TEST_CASE_COLUMNS } from "@/components/artifacts/test_case/export/test-case-columns";
import { signIn } from "../e2e/helpers/sign-in";
import en from "../../messages/en.json";
import zh from "../../messages/zh.json";
import testCaseEn from "../../lib/contracts/kinds/test_case/messages/en.json";
import testCaseZh from "../../lib/contracts/kinds/test_case/messages/zh.json";
import { CORPUS, type Lang } from "./corpus";
import { readCsv } from "./tools/csv";
import { pixelDiff } from "./tools/pixels";
import {
  missingPrograms,
  pdfImages,
  pdfLayout,
  pdfPages,
  resvgRender,
  rsvgConvert,
  soffice,
} from "./tools/programs";
import { ExportWorkspace } from "./tools/workspace";
import { expectNamed } from "./tools/names";
import { FLOWCHART_MAX_DIFF, LIBREOFFICE_PROFILE, CSV_FILTER, WORD_PRINTABLE_INCHES } from "./tools/limits";

/** The shared messages and the test-case kind's own (messages/index.ts merges them in the app). */
const MESSAGES = { en: { ...en, ...testCaseEn }, zh: { ...zh, ...testCaseZh } };
const squash = (text: string) => text.replace(/\s+/g, "");

test.beforeAll(async () => {
  expect(await missingPrograms(), "programs the round trips open the exports with").toEqual([]);
});

for (const lang of ["en", "zh"] as Lang[]) {
  const corpus = CORPUS[lang];
  const t = MESSAGES[lang];

  test.describe(`${lang}`, () => {
    test.use({ locale: lang === "zh" ? "zh-CN" : "en-US" });

    test(`PRD as Word and Markdown (${lang})`, async ({ page }, info) => {
      await signIn(page, `exports.prd.${lang}@example.com`, "Export PRD");
      const ws = new ExportWorkspace(page, corpus, info.outputPath("prd"));
      await ws.createChat();
      const prd = await ws.savePrd();
      await ws.open("prd", prd.id, '[data-testid="prd-editor"]');

      // Markdown: markdown-it reads the document as written.
      const md = await ws.download("export-prd", "export-markdown");
      const prdName = { title: corpus.prd.title, kind: "prd", version: prd.version_number } as const;
      expectNamed(md.name, { ...prdName, extension: "md" }, lang);
      const html = new MarkdownIt().render(readFileSync(md.file, "utf8"));
      const doc = new JSDOM(html).window.document;
      expect([...doc.querySelectorAll("h1, h2")].map((h) => h.textContent)).toEqual(corpus.prd.headings);
      expect(doc.querySelectorAll("pre > code.language-mermaid")).toHaveLength(corpus.prd.charts.length);
      expect([...doc.querySelectorAll("table tr")].map((tr) => tr.children.length)).toEqual([3, 3, 3, 3]);
      expect(doc.querySelector("tbody td")!.textContent).toMatch(/<(all devices|全部设备)>/);

      // Word: LibreOffice turns it into a PDF.
      const docx = await ws.download("export-prd", "export-word");
      expectNamed(docx.name, { ...prdName, extension: "docx" }, lang);
      const pictures = await JSZip.loadAsync(readFileSync(docx.file));
      const documentXml = await pictures.file("word/document.xml")!.async("string");
      // Each chart's height on the page, in points (EMU / 12700).
      const chartHeights = [...documentXml.matchAll(/<wp:extent cx="(\d+)" cy="(\d+)"\/>/g)].map(
        (m) => Number(m[2]) / 12700,
      );
      expect(chartHeights).toHaveLength(corpus.prd.charts.length);
      const pdfDir = info.outputPath("prd", "pdf");
      await soffice("pdf", [docx.file], pdfDir, LIBREOFFICE_PROFILE);
      const pdf = path.join(pdfDir, docx.name.replace(/\.docx$/, ".pdf"));
      const layout = await pdfLayout(pdf);
      const allText = squash(layout.lines.map((l) => l.text).join(""));
      for (const heading of corpus.prd.headings)
        expect(allText, `heading "${heading}" in the PDF`).toContain(squash(heading));
      for (const cell of ["=1+1", "≥3.5%"]) expect(allText).toContain(cell);
      const images = await pdfImages(pdf);
      expect(images).toHaveLength(corpus.prd.charts.length);
      await pdfPages(pdf, info.outputPath("prd", "pdf", "page"));

      // Every chart is drawn inside the printable area, its aspect ratio kept: the tall one (drawn
      // at twice its size, so taller than a page at its own size) is scaled down, not cut off at
      // the bottom of the page.
      const natural = images.map((image) => image.height / 2 / 96);
      expect(Math.max(...natural), "a chart taller than the printable area").toBeGreaterThan(
        WORD_PRINTABLE_INCHES.height,
      );
      images.forEach((image, i) => {
        const size = { width: image.width / image.xPpi, height: image.height / image.yPpi };
        console.log(
          `[exports] Word chart ${i + 1} ${lang}: ${size.width.toFixed(2)} × ${size.height.toFixed(2)} in (own size ${(image.width / 192).toFixed(2)} × ${natural[i].toFixed(2)} in)`,
        );
        expect(size.height, `chart ${i + 1} height on the page`).toBeLessThanOrEqual(
          WORD_PRINTABLE_INCHES.height,
        );
        expect(size.width, `chart ${i + 1} width on the page`).toBeLessThanOrEqual(
          WORD_PRINTABLE_INCHES.width,
        );
        expect(
          Math.abs(image.xPpi - image.yPpi),
          `chart ${i + 1} keeps its aspect ratio`,
        ).toBeLessThanOrEqual(1);
      });

      // Each chart takes its own height between its heading and its caption (not one line).
      const find = (text: string) => layout.lines.find((l) => squash(l.text).includes(squash(text)));
      corpus.prd.charts.forEach((chart, i) => {
        const heading = find(chart.heading);
        const caption = find(chart.caption);
        expect(heading && caption, `heading and caption of chart ${i + 1}`).toBeTruthy();
        const gap =
          caption!.page === heading!.page
            ? caption!.yMin - heading!.yMax
            : layout.pageHeight - heading!.yMax + caption!.yMin;
        expect(gap, `room of chart ${i + 1} (${chartHeights[i].toFixed(0)} pt tall)`).toBeGreaterThanOrEqual(
          chartHeights[i],
        );
      });
    });

    test(`test cases as CSV, Excel and Markdown (${lang})`, async ({ page }, info) => {
      await signIn(page, `exports.cases.${lang}@example.com`, "Export Cases");
      const ws = new ExportWorkspace(page, corpus, info.outputPath("cases"));
      await ws.createChat();
      await ws.savePrd();
      const cases = await ws.saveTestCases();
      await ws.open("test_case", cases.id, '[data-testid="test-case-viewer"]');

      const label = t.testCaseView.fileName;
      const columns = TEST_CASE_COLUMNS.map((column) => t.testCaseView.columns[column]);
      const rowOf = (c: (typeof corpus.testCases)[number]) => [
        c.id,
        c.module,
        c.title,
        c.preconditions,
        c.steps.map((s, i) => `${i + 1}. ${s}`).join("\n"),
        c.expected,
        c.priority,
        t.testCaseView.types[c.type as keyof typeof t.testCaseView.types],
      ];
      const expected = [columns, ...corpus.testCases.map(rowOf)];
      // Named after the PRD the cases test (its title without "PRD"), not the chat.
      const named = (name: string, extension: string) =>
        expectNamed(
          name,
          { title: corpus.testCaseSubject, kind: "testCases", version: cases.version_number, extension },
          lang,
        );

      // CSV: as written, formula-looking cells behind an apostrophe (OWASP), read back by LibreOffice.
      const csv = await ws.download("export-test-cases", "export-csv");
      named(csv.name, "csv");
      const raw = readFileSync(csv.file, "utf8");
      expect(raw.startsWith("\uFEFF")).toBe(true);
      const guarded = expected.map((row) => row.map((cell) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell)));
      expect(readCsv(raw)).toEqual(guarded);
      const fromCsv = info.outputPath("cases", "from-csv");
      await soffice(CSV_FILTER, [csv.file], fromCsv, LIBREOFFICE_PROFILE, "CSV:44,34,76,1");
      expect(readCsv(readFileSync(path.join(fromCsv, csv.name), "utf8"))).toEqual(guarded);

      // Excel: LibreOffice reads every cell as the text written; no formula runs.
      const xlsx = await ws.download("export-test-cases", "export-xlsx");
      named(xlsx.name, "xlsx");
      const fromXlsx = info.outputPath("cases", "from-xlsx");
      await soffice(CSV_FILTER, [xlsx.file], fromXlsx, LIBREOFFICE_PROFILE);
      expect(
        readCsv(readFileSync(path.join(fromXlsx, xlsx.name.replace(/\.xlsx$/, ".csv")), "utf8")),
      ).toEqual(expected);

      // Markdown: a renderer shows each cell exactly as the case's text (GitHub allows <br>).
      const md = await ws.download("export-test-cases", "export-md");
      named(md.name, "md");
      const doc = new JSDOM(new MarkdownIt({ html: true }).render(readFileSync(md.file, "utf8"))).window
        .document;
      const cellText = (td: Element) =>
        td.innerHTML
          .split("<br>")
          .map((part) => new JSDOM(part).window.document.body.textContent)
          .join("\n");
      const rows = [
        [...doc.querySelectorAll("thead th")].map((th) => th.textContent),
        ...[...doc.querySelectorAll("tbody tr")].map((tr) => [...tr.querySelectorAll("td")].map(cellText)),
      ];
      expect(rows).toEqual(expected);
      expect(doc.querySelectorAll("td em, td strong, td code, td a")).toHaveLength(0);
      const heading = doc.querySelector("h1")!.textContent!;
      expect(heading).toBe(`${corpus.testCaseSubject} - ${label}`);

      // Cases without a PRD, in a chat whose title names the conversation ("acceptance"): named
      // after what the cases cover (their modules), never after the chat.
      await ws.createChat("acceptance");
      const alone = await ws.saveTestCases();
      await ws.open("test_case", alone.id, '[data-testid="test-case-viewer"]');
      const aloneCsv = await ws.download("export-test-cases", "export-csv");
      const modules = [...new Set(corpus.testCases.map((c) => c.module))].join(", ");
      expectNamed(
        aloneCsv.name,
        { title: modules, kind: "testCases", version: alone.version_number, extension: "csv" },
        lang,
      );
      expect(aloneCsv.name).not.toContain("acceptance");
    });

    test(`flowchart as SVG and PNG (${lang})`, async ({ page }, info) => {
      await signIn(page, `exports.flow.${lang}@example.com`, "Export Flow");
      const ws = new ExportWorkspace(page, corpus, info.outputPath("flow"));
      await ws.createChat();
      const chart = await ws.saveFlowchart();
      await ws.open("mermaid", chart.id, '[data-testid="mermaid-rendered"] svg');

      const svg = await ws.download("export-chart", "export-svg");
      // The PNG at 2×: the scale the SVG is drawn at below (the menu offers 1×, 2× and 3×).
      const png = await ws.download("export-chart", "export-png-2x");
      const chartName = {
        title: corpus.flowchart.title,
        kind: "flowchart",
        version: chart.version_number,
      } as const;
      expectNamed(svg.name, { ...chartName, extension: "svg" }, lang);
      // A scaled PNG says its scale the way image files do ("…@2x.png").
      expectNamed(png.name, { ...chartName, extension: "png", scale: 2 }, lang);
      expect(png.name.endsWith("@2x.png")).toBe(true);
      const text = readFileSync(svg.file, "utf8");
      const xml = new JSDOM(text, { contentType: "image/svg+xml" }).window.document;
      expect(xml.getElementsByTagName("parsererror")).toHaveLength(0);
      expect(xml.documentElement.getAttribute("xml:space")).toBe("preserve");
      // The labels are SVG text, a tspan per line and per word, each word but a line's first
      // starting with its space (what xml:space="preserve" keeps for XML readers).
      const label = (el: Element) =>
        [...el.querySelectorAll("tspan.text-outer-tspan")].map((line) => line.textContent).join(" ");
      // Chinese wraps between characters: its lines join without a space.
      const labels = [...xml.querySelectorAll("text")].map(label).map((l) => (lang === "zh" ? squash(l) : l));
      expect(labels).toContain(lang === "en" ? "Open the sign-in screen" : "打开登录页面");
      expect(labels).toContain(
        lang === "en"
          ? "Pay with card, wallet or transfer"
          : squash("用银行卡、钱包或转账支付 (Card & Wallet)"),
      );

      // The boxes' shadows are SVG filters on the shapes (blur, offset, flood: what every reader
      // draws), not CSS drop-shadow(), which resvg and design tools ignore.
      expect(text).not.toMatch(/drop-shadow\(/);
      const shaded = [...xml.querySelectorAll(".node rect, .node polygon, .node path")].filter((shape) =>
        /^url\(#.+\)$/.test(shape.getAttribute("filter") ?? ""),
      );
      expect(shaded.length, "node shapes with a shadow filter").toBeGreaterThanOrEqual(5);
      const filter = xml.getElementById(shaded[0].getAttribute("filter")!.slice(5, -1))!;
      expect(filter.tagName).toBe("filter");
      expect(filter.querySelector("feGaussianBlur")).not.toBeNull();
      expect(filter.querySelector("feDropShadow")).toBeNull();

      // librsvg and resvg draw the SVG as the app drew its PNG (twice the size, on white).
      const appPng = readFileSync(png.file);
      const rsvg = pixelDiff(
        appPng,
        await rsvgConvert(svg.file, info.outputPath("flow", "rsvg.png"), 2, "white"),
        info.outputPath("flow", "rsvg-diff.png"),
      );
      const resvgPng = resvgRender(text, 2, "white");
      writeFileSync(info.outputPath("flow", "resvg.png"), resvgPng);
      const resvg = pixelDiff(appPng, resvgPng, info.outputPath("flow", "resvg-diff.png"));
      console.log(
        `[exports] flowchart ${lang}: rsvg ${rsvg.percent}% (${rsvg.sizes}), resvg ${resvg.percent}% (${resvg.sizes})`,
      );
      expect(rsvg.percent).toBeLessThanOrEqual(FLOWCHART_MAX_DIFF.rsvg);
      expect(resvg.percent).toBeLessThanOrEqual(FLOWCHART_MAX_DIFF.resvg);
    });

    test(`research report as PDF (${lang})`, async ({ page }, info) => {
      await signIn(page, `exports.report.${lang}@example.com`, "Export Report");
      const ws = new ExportWorkspace(page, corpus, info.outputPath("report"));
      await ws.createChat();
      const { request, paragraphs, sourcesHeading, sources } = corpus.report;

      // The Offline model names the report after the request; a long subject is shortened
      // between words, never inside one.
      await ws.round(request, "research");
      const generated = await ws.latestReport();
      const title = generated.title!;
      expect(title.endsWith("…"), title).toBe(true);
      const kept = title.slice(0, -1).replace(/^.*?[:：]\s*/, "");
      const at = request.indexOf(kept);
      expect(at, `"${kept}" is the start of the request's subject`).toBeGreaterThan(0);
      const end = at + kept.length;
      const boundaries = new Set(
        [...new Intl.Segmenter(lang, { granularity: "word" }).segment(request)].map((s) => s.index),
      );
      expect(boundaries.has(end), `"${kept}" ends where a word of the request ends`).toBe(true);

      // The user's edit: paragraphs ending in citations, the sources listed.
      const markdown = [
        `# ${title}`,
        ...paragraphs,
        `## ${sourcesHeading}`,
        sources.map((source, i) => `[${i + 1}] ${source}`).join("\n"),
      ].join("\n\n");
      const report = await ws.saveReport(markdown, generated.id);
      await ws.open("research", report.id, '[data-testid="research-report"]');
      // The viewer shows each citation's source on hover: that pop-up is not part of the page printed.
      await expect(page.getByRole("tooltip").first()).toBeHidden();
      const pdf = await ws.download("research-export-pdf");
      expectNamed(
        pdf.name,
        { title, kind: "report", version: report.version_number, extension: "pdf" },
        lang,
      );
      await pdfPages(pdf.file, info.outputPath("report", "page"));
      const layout = await pdfLayout(pdf.file);
      const lines = layout.lines.map((l) => l.text);
      const all = squash(lines.join(""));

      // The title whole, as the report has it, its lines broken between words only (Chinese has
      // no spaces to break at: a line may not end inside "飞书文档").
      expect(all.startsWith(squash(title)), "the PDF opens with the whole title").toBe(true);
      const titleText = squash(title);
      const wordEnds = new Set(
        [...new Intl.Segmenter(lang, { granularity: "word" }).segment(titleText)].map(
          (s) => s.index + s.segment.length,
        ),
      );
      const titleWords = new Set(title.split(/\s+/));
      let taken = 0;
      for (const line of lines) {
        taken += squash(line).length;
        if (taken >= titleText.length) break;
        if (lang === "zh") expect(wordEnds.has(taken), `title line "${line}" ends inside a word`).toBe(true);
        else
          expect(
            titleWords.has(line.split(/\s+/).pop()!),
            `title line "${line}" ends with a whole word`,
          ).toBe(true);
      }
      // Each source's words once, in the list: a citation prints as [n], not its pop-up text.
      for (const source of sources) expect(all.split(squash(source)), source).toHaveLength(2);
      // Each paragraph as written, its citations glued to it.
      for (const paragraph of paragraphs.slice(0, 5)) expect(all).toContain(squash(paragraph));
      // The sources numbered once: "[1] …", not "1. [1] …".
      const listed = lines.filter((l) => sources.some((s) => squash(l).includes(squash(s).slice(0, 12))));
      expect(listed).toHaveLength(sources.length);
      listed.forEach((line, i) => expect(line.startsWith(`[${i + 1}]`), line).toBe(true));
      // No line starts with a citation or the punctuation after it (the paragraphs' lengths put
      // a citation at every place in a line).
      const orphans = lines.filter(
        (l) => !listed.includes(l) && /^(?:\[\d+\]|[。，、．.,;:!?])/u.test(l.trim()),
      );
      expect(orphans, "lines starting with a citation or its full stop").toEqual([]);
    });
  });
}

/**
 * The design-tool SVG keeps a page's icons and its cut-off text as the page shows them (issue 17
 * §3), rendered in the real Chromium: an inline SVG icon painted by `currentColor` keeps its
 * colour, one painted only by a stylesheet (`.icon path { stroke: … }`) keeps that paint as
 * attributes (its class is gone in the export), an icon sized by CSS keeps its whole drawing
 * (viewBox), and `text-overflow: ellipsis` ends the visible part with "…".
 */
import { JSDOM } from "jsdom";
import { closeBrowser } from "@/server/artifacts/shared/export-browser/browser";
import { exportSvg } from "@/server/artifacts/prototype/export/design-export";

const BELL =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" class="h-5 w-5" aria-hidden="true"><path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9"/></svg>';
const PAGE = `<!DOCTYPE html><html><head><style>
  body { margin: 0; font-family: sans-serif; }
  .title { width: 200px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; margin: 0; }
  .row { display: flex; width: 160px; gap: 8px; align-items: center; color: #2563eb; }
  .row span { min-width: 0; flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .bell { width: 20px; height: 20px; flex: none; }
  .square path { stroke: #e11d48; }
</style></head><body>
  <p class="title">A very long title that will never fit into two hundred pixels</p>
  <div class="row"><i class="bell">${BELL}</i><span>Notifications for everyone today</span></div>
  <svg class="square" width="24" height="24" fill="none" style="width: 48px; height: 48px"><path d="M4 4h16v16H4z" stroke-width="2"/></svg>
</body></html>`;

afterAll(() => closeBrowser());

test("icons keep their paint and size, cut-off text its ellipsis", async () => {
  const { svg } = await exportSvg(PAGE, "mobile");
  const doc = new JSDOM(svg, { contentType: "image/svg+xml" }).window.document;
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  const lines = [...doc.querySelectorAll("text tspan")].map((t) => t.textContent ?? "");
  expect(lines.find((l) => l.startsWith("A very long title"))).toMatch(/^A very long title .*…$/);
  expect(lines.find((l) => l.startsWith("Notifications"))).toMatch(/^Notifications .*…$/);

  const icons = [...doc.querySelectorAll("svg svg")];
  expect(icons).toHaveLength(2);
  const [bell, square] = icons;
  // currentColor became the colour the page drew the icon in.
  expect(bell.getAttribute("stroke")).toBe("rgb(37, 99, 235)");
  expect(bell.querySelector("path")).not.toBeNull();
  expect(svg).not.toContain("currentColor");
  // The stylesheet's stroke is an attribute on the path; the CSS size keeps the 24-unit drawing whole.
  expect(square.querySelector("path")!.getAttribute("stroke")).toBe("rgb(225, 29, 72)");
  expect(square.getAttribute("width")).toBe("48");
  expect(square.getAttribute("viewBox")).toBe("0 0 24 24");
}, 60_000);

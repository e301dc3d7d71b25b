/**
 * Page tooling: Tailwind compiled and inlined (no CDN), external resources refused by the
 * validator and replaced by the repair, stable element ids (idempotent, strip back to source).
 */
import { inlineTailwind, withoutCompiledCss } from "@/server/html/tailwind-inline";
import { assignElementIds, elementIds, stripElementIds } from "@/server/html/element-ids";
import { validatePage } from "@/server/html/validate-page";
import { preparePage, repairPage } from "@/server/html/page-transform";
import { findExternalResources } from "@/server/html/external-resources";
import { ELEMENT_ID_ATTR } from "@/lib/contracts/content/prototype";
import { allByTag, firstByTag, parseHtml } from "@/server/html/parse-html";

const TAILWIND_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>T</title>
<script src="https://cdn.tailwindcss.com"></script>
<script>tailwind.config = { theme: { extend: { colors: { primary: '#0ea5e9', brand: { 500: '#f43f5e' } }, borderRadius: { card: '14px' } } } }</script>
</head><body class="bg-slate-50"><main class="mx-auto max-w-3xl p-6"><h1 class="text-3xl font-bold text-brand-500">Hello</h1>
<button class="rounded-card bg-primary px-4 py-2 text-white hover:bg-sky-700 md:px-6">Go</button><div class="grid grid-cols-[1fr_2fr] gap-4"><p class="text-[#123456]">A</p><p class="border">B</p></div></main></body></html>`;

describe("Tailwind inlining", () => {
  it("removes the CDN script, inlines the compiled CSS and resolves every class, the config's theme included", async () => {
    const out = await inlineTailwind(TAILWIND_PAGE);
    expect(out).not.toMatch(/cdn\.tailwindcss\.com/);
    expect(out).not.toMatch(/tailwind\.config\s*=/);
    const css =
      allByTag(parseHtml(out), "style").find((el) => el.getAttribute("data-vs-tailwind") !== undefined)
        ?.rawText ?? "";
    expect(css.length).toBeGreaterThan(1000);
    for (const selector of [
      ".bg-primary",
      ".text-brand-500",
      ".rounded-card",
      ".px-4",
      ".md\\:px-6",
      ".hover\\:bg-sky-700",
      ".grid-cols-\\[1fr_2fr\\]",
      ".text-\\[\\#123456\\]",
      ".max-w-3xl",
    ]) {
      expect(css).toContain(selector);
    }
    expect(css).toContain("--color-primary:#0ea5e9");
    expect(css).toContain("--radius-card:14px");
  });

  it("compiles again after an edit (the theme stays in the page) and leaves hand-written CSS pages alone", async () => {
    const once = await inlineTailwind(TAILWIND_PAGE);
    const edited = once.replace("px-4 py-2", "px-8 py-3 bg-brand-500");
    const twice = await inlineTailwind(edited);
    const css = allByTag(parseHtml(twice), "style").find(
      (el) => el.getAttribute("data-vs-tailwind") !== undefined,
    )!.rawText;
    expect(css).toContain(".px-8");
    expect(css).toContain(".bg-brand-500");
    expect(twice.match(/data-vs-tailwind/g)).toHaveLength(1);
    expect(withoutCompiledCss(twice)).not.toContain("data-vs-tailwind");
    const plain = `<!DOCTYPE html><html><head><style>.card{padding:8px}</style></head><body><div class="card hidden">x</div></body></html>`;
    expect(await inlineTailwind(plain)).toBe(plain);
  });
});

describe("validator and repair", () => {
  const external = `<!DOCTYPE html><html><head><link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">
<style>@import url("https://cdn.example.com/x.css"); @font-face { font-family: X; src: url(https://fonts.gstatic.com/x.woff2); } .hero { background-image: url('https://images.unsplash.com/photo-1?w=1200&h=600'); }</style>
<script src="https://cdn.jsdelivr.net/npm/chart.js"></script></head>
<body><img src="https://picsum.photos/800/600" class="w-full"><i data-lucide="home"></i><video src="https://v.example.com/a.mp4"></video><iframe src="https://www.youtube.com/embed/x" title="Demo"></iframe><a href="https://example.com">a link is fine</a></body></html>`;

  it("reports every external script, stylesheet, font, image, media and frame", () => {
    const urls = findExternalResources(external).map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        "https://fonts.googleapis.com/css2?family=Inter",
        "https://cdn.jsdelivr.net/npm/chart.js",
        "https://picsum.photos/800/600",
        "https://v.example.com/a.mp4",
        "https://www.youtube.com/embed/x",
        "https://fonts.gstatic.com/x.woff2",
      ]),
    );
    expect(urls).not.toContain("https://example.com");
    const problems = validatePage(external);
    expect(problems.length).toBeGreaterThanOrEqual(6);
    expect(problems.every((p) => typeof p.message === "string")).toBe(true);
  });

  it("repairs deterministically: externals removed or replaced, icons inlined, images become tinted SVG placeholders of the same aspect", async () => {
    const repaired = await repairPage(external);
    expect(findExternalResources(repaired)).toEqual([]);
    expect(validatePage(repaired)).toEqual([]);
    const img = firstByTag(parseHtml(repaired), "img")!;
    expect(img.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(img.getAttribute("src")!)).toContain('viewBox="0 0 800 600"');
    expect(repaired).not.toContain("data-lucide");
    expect(repaired).toMatch(/<svg[^>]*viewBox="0 0 24 24"/);
    expect(repaired).toContain('href="https://example.com"');
  });

  it("refuses a page whose script needs a library it cannot load, an empty body or a cut-off document", () => {
    expect(
      validatePage(
        `<!DOCTYPE html><html><body><canvas></canvas><script>new Chart(document.querySelector('canvas'), {})</script></body></html>`,
      )
        .map((p) => p.message)
        .join(),
    ).toMatch(/Chart\.js/);
    expect(
      validatePage(`<!DOCTYPE html><html><body>  </body></html>`)
        .map((p) => p.message)
        .join(),
    ).toMatch(/empty/);
    expect(
      validatePage(`<!DOCTYPE html><html><body><p>cut`)
        .map((p) => p.message)
        .join(),
    ).toMatch(/cut off/);
    expect(
      validatePage(`<html><head></head></html>`)
        .map((p) => p.message)
        .join(),
    ).toMatch(/no <body>/);
  });
});

describe("stable element ids", () => {
  it("gives every body element an id, is idempotent, keeps existing ids, renews duplicates, and strips back to the source byte for byte", async () => {
    const source = `<!DOCTYPE html><html lang="en"><head><title>x</title><style>a>b{}</style></head><body class='p'>
<header><nav><a href=#a>One &amp; two</a></nav></header><main><p>Hi <b>there</b>&copy;</p><img src="data:image/png;base64,AA" alt=""><br>
<svg viewBox="0 0 2 2"><path d="M0 0"/></svg><textarea>  <raw> </textarea><script>if (a < b) {}</script></main></body></html>`;
    const withIds = assignElementIds(source);
    const ids = elementIds(withIds);
    const root = parseHtml(withIds);
    // body, header, nav, a, main, p, b, img, br, svg, textarea (not script, not the svg's path)
    expect(ids.length).toBe(11);
    for (const tag of ["body", "header", "nav", "a", "main", "p", "b", "img", "br", "svg", "textarea"])
      expect([tag, firstByTag(root, tag)?.getAttribute(ELEMENT_ID_ATTR)?.length]).toEqual([tag, 8]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(firstByTag(root, "path")?.getAttribute(ELEMENT_ID_ATTR)).toBeUndefined();
    expect(firstByTag(root, "script")?.getAttribute(ELEMENT_ID_ATTR)).toBeUndefined();
    expect(assignElementIds(withIds)).toBe(withIds);
    expect(stripElementIds(withIds)).toBe(source);

    // A copied card keeps the first id; the copy gets a new one.
    const card = firstByTag(root, "p")!;
    const duplicated = withIds.replace("</main>", `${card.outerHTML}</main>`);
    const fixed = assignElementIds(duplicated);
    expect(new Set(elementIds(fixed)).size).toBe(elementIds(fixed).length);
    expect(elementIds(fixed)).toContain(card.getAttribute(ELEMENT_ID_ATTR));
    // The whole transform keeps ids through a save.
    const prepared = await preparePage(withIds);
    expect(elementIds(prepared)).toEqual(ids);
  });
});

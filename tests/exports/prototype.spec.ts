/**
 * Prototype exports, in English (mobile) and Chinese (web), on a page with shadows, clipped,
 * clamped and rotated text, pseudo-element content, CSS background images and data URLs:
 * - design-tool SVG: well-formed, shadows without feDropShadow, the clamp's "…", the rotated
 *   label in one line under its matrix, the badge from ::after; librsvg and resvg draw it like
 *   the server's own PNG of the page;
 * - HTML: opened from file:// with the network blocked, no console error, no outside request,
 *   drawn like the PNG;
 * - React: `tsc --strict` passes, esbuild bundles it, it mounts in StrictMode in Chromium with
 *   no console error, its script runs once (one click counts one), it looks like the page.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { build } from "esbuild";
import { JSDOM } from "jsdom";
import { signIn } from "../e2e/helpers/sign-in";
import { CORPUS, type Lang } from "./corpus";
import { pixelDiff } from "./tools/pixels";
import { missingPrograms, resvgRender, rsvgConvert, tscStrict } from "./tools/programs";
import { ExportWorkspace } from "./tools/workspace";
import { DESIGN_MAX_DIFF, HTML_MAX_DIFF, REACT_MAX_DIFF } from "./tools/limits";
import { expectNamed } from "./tools/names";

const VIEWPORT = { mobile: { width: 390, height: 844 }, web: { width: 1440, height: 900 } } as const;

test.beforeAll(async () => {
  expect(await missingPrograms(), "programs the round trips open the exports with").toEqual([]);
});

/** Opens a local file in a fresh page with every request but file: and data: refused. */
async function openOffline(browser: Browser, file: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  const outside: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(String(error)));
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith("file:") || url.startsWith("data:")) return route.continue();
    outside.push(url);
    return route.abort();
  });
  await page.goto(`file://${file}`, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { page, errors, outside, close: () => context.close() };
}

for (const lang of ["en", "zh"] as Lang[]) {
  const corpus = CORPUS[lang];
  const { device, texts } = corpus.prototype;

  test(`prototype as design-tool SVG, HTML and React (${lang}, ${device})`, async ({
    page,
    browser,
  }, info) => {
    await page.addInitScript(() => localStorage.setItem("vs.prototype-tour.v1", "1"));
    await signIn(page, `exports.proto.${lang}@example.com`, "Export Prototype");
    const ws = new ExportWorkspace(page, corpus, info.outputPath("prototype"));
    await ws.createChat();
    const version = await ws.savePrototype();
    const server = await ws.serverImage(version.id);
    const reference = server.png;
    writeFileSync(info.outputPath("prototype", "server.png"), reference);
    expect(version.title, "the version's title").toBeTruthy();
    const named = { title: version.title, kind: "prototype", version: version.version_number } as const;
    expectNamed(server.fileName, { ...named, extension: "png" }, lang);
    await ws.open("prototype", version.id, '[data-testid="prototype-frame"]');
    await expect(page.getByTestId("prototype-frame")).toHaveAttribute("data-frame-kind", /url|load/, {
      timeout: 60_000,
    });

    // Design-tool SVG.
    const svg = await ws.download("export-menu", "export-design");
    // Named like the PNG, version number included.
    expectNamed(svg.name, { ...named, extension: "svg" }, lang);
    expect(svg.name.replace(/\.svg$/, "")).toBe(server.fileName.replace(/\.png$/, ""));
    const text = readFileSync(svg.file, "utf8");
    const xml = new JSDOM(text, { contentType: "image/svg+xml" }).window.document;
    expect(xml.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(text).not.toContain("feDropShadow");
    expect(xml.querySelectorAll("filter feGaussianBlur").length).toBeGreaterThan(2);
    const textEls = [...xml.querySelectorAll("text")];
    const lines = (start: string) => {
      const el = textEls.find(
        (t) => t.textContent!.startsWith(start) || t.querySelector("tspan")?.textContent?.startsWith(start),
      );
      return el ? [...el.querySelectorAll("tspan")].map((s) => s.textContent!) : [];
    };
    const title = lines(texts.ellipsized);
    expect(title, "the truncated title").toHaveLength(1);
    expect(title[0].endsWith("…")).toBe(true);
    const quote = textEls.find((t) => t.textContent!.includes(texts.clamped));
    const quoteLines = [...quote!.querySelectorAll("tspan")].map((s) => s.textContent!);
    expect(quoteLines, "the testimonial clamped to two lines").toHaveLength(2);
    expect(quoteLines[1].endsWith("…")).toBe(true);
    const rotated = textEls.find((t) => t.textContent === texts.rotated)!;
    expect(rotated, "the rotated label, one line").toBeTruthy();
    expect(rotated.closest("g[transform^='matrix(']")).not.toBeNull();
    expect(textEls.some((t) => t.textContent === texts.badge && t.closest("g[id^='pseudo-after']"))).toBe(
      true,
    );
    expect(text).toMatch(/<image [^>]*href="data:image\/svg\+xml;base64,/);
    expect(xml.querySelector("pattern image")).not.toBeNull();

    const rsvg = pixelDiff(
      reference,
      await rsvgConvert(svg.file, info.outputPath("prototype", "rsvg.png")),
      info.outputPath("prototype", "rsvg-diff.png"),
    );
    const resvg = pixelDiff(reference, resvgRender(text), info.outputPath("prototype", "resvg-diff.png"));
    console.log(
      `[exports] design SVG ${lang}: rsvg ${rsvg.percent}% (${rsvg.sizes}), resvg ${resvg.percent}% (${resvg.sizes})`,
    );
    expect(rsvg.percent).toBeLessThanOrEqual(DESIGN_MAX_DIFF);
    expect(resvg.percent).toBeLessThanOrEqual(DESIGN_MAX_DIFF);

    // HTML: self-contained, offline.
    const html = await ws.download("export-menu", "export-html");
    expectNamed(html.name, { ...named, extension: "html" }, lang);
    const opened = await openOffline(browser, html.file, VIEWPORT[device]);
    const htmlShot = await opened.page.screenshot({ fullPage: true });
    expect(opened.errors, "console errors of the HTML export").toEqual([]);
    expect(opened.outside, "requests the HTML export makes").toEqual([]);
    await opened.close();
    const htmlDiff = pixelDiff(reference, htmlShot, info.outputPath("prototype", "html-diff.png"));
    console.log(`[exports] HTML ${lang}: ${htmlDiff.percent}% (${htmlDiff.sizes})`);
    expect(htmlDiff.percent).toBeLessThanOrEqual(HTML_MAX_DIFF);

    // React: strict TypeScript, esbuild, StrictMode in Chromium.
    const react = await ws.download("export-menu", "export-react");
    expectNamed(react.name, { ...named, extension: "jsx" }, lang);
    // The component inside keeps a valid identifier whatever the file is called.
    expect(readFileSync(react.file, "utf8")).toMatch(/export default function [A-Z][A-Za-z0-9]*\(/);
    const app = info.outputPath("prototype", "react");
    mkdirSync(app, { recursive: true });
    writeFileSync(path.join(app, "Page.jsx"), readFileSync(react.file, "utf8"));
    await tscStrict(["Page.jsx"], app);
    writeFileSync(
      path.join(app, "main.jsx"),
      `import { StrictMode } from "react";\nimport { createRoot } from "react-dom/client";\nimport Page from "./Page.jsx";\ncreateRoot(document.getElementById("root")).render(<StrictMode><Page /></StrictMode>);\n`,
    );
    await build({
      entryPoints: [path.join(app, "main.jsx")],
      bundle: true,
      outfile: path.join(app, "bundle.js"),
      format: "iife",
      jsx: "automatic",
      define: { "process.env.NODE_ENV": '"development"' },
      logLevel: "silent",
      nodePaths: [path.resolve("node_modules")],
    });
    writeFileSync(
      path.join(app, "index.html"),
      `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><div id="root"></div><script src="bundle.js"></script></body></html>`,
    );
    const mounted = await openOffline(browser, path.join(app, "index.html"), VIEWPORT[device]);
    await expect(mounted.page.locator("#count-btn")).toBeVisible();
    const reactShot = await mounted.page.screenshot({ fullPage: true });
    await mounted.page.locator("#count-btn").click();
    await expect(mounted.page.locator("#count")).toHaveText("1");
    expect(await mounted.page.evaluate(() => document.body.dataset.listened)).toBe("1");
    expect(mounted.errors, "console errors of the React export in StrictMode").toEqual([]);
    expect(mounted.outside, "requests the React export makes").toEqual([]);
    await mounted.close();
    const reactDiff = pixelDiff(reference, reactShot, info.outputPath("prototype", "react-diff.png"));
    console.log(`[exports] React ${lang}: ${reactDiff.percent}% (${reactDiff.sizes})`);
    expect(reactDiff.percent).toBeLessThanOrEqual(REACT_MAX_DIFF);
  });
}

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
 * And on a page styled only by its own `<style>` block: the design-tool SVG keeps a round
 * avatar round (clip-path: circle()), draws the native checkboxes and radios, and puts the
 * checkout bar fixed to the screen's bottom at the page's bottom, as the server's PNG does;
 * the React export carries the page's CSS and looks like the page.
 * Every file is named `<title>-prototype-v<n>.<ext>`, in the title's own script.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { build } from "esbuild";
import { JSDOM } from "jsdom";
import { signIn } from "../e2e/helpers/sign-in";
import { CORPUS, type Lang } from "./corpus";
import { colorShare, pixelDiff, regionDiff, type Region } from "./tools/pixels";
import { missingPrograms, resvgRender, rsvgConvert, tscStrict } from "./tools/programs";
import { ExportWorkspace } from "./tools/workspace";
import { DESIGN_MAX_DIFF, DESIGN_REGION_MAX_DIFF, HTML_MAX_DIFF, REACT_MAX_DIFF } from "./tools/limits";
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

/**
 * The React export as a developer uses it: strict TypeScript over it, esbuild bundles it with a
 * StrictMode entry, Chromium mounts it offline. The page, its console errors and outside requests.
 */
async function mountReact(
  browser: Browser,
  source: string,
  dir: string,
  lang: Lang,
  device: keyof typeof VIEWPORT,
) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "Page.jsx"), source);
  await tscStrict(["Page.jsx"], dir);
  writeFileSync(
    path.join(dir, "main.jsx"),
    `import { StrictMode } from "react";\nimport { createRoot } from "react-dom/client";\nimport Page from "./Page.jsx";\ncreateRoot(document.getElementById("root")).render(<StrictMode><Page /></StrictMode>);\n`,
  );
  await build({
    entryPoints: [path.join(dir, "main.jsx")],
    bundle: true,
    outfile: path.join(dir, "bundle.js"),
    format: "iife",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"development"' },
    logLevel: "silent",
    nodePaths: [path.resolve("node_modules")],
  });
  writeFileSync(
    path.join(dir, "index.html"),
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><div id="root"></div><script src="bundle.js"></script></body></html>`,
  );
  return openOffline(browser, path.join(dir, "index.html"), VIEWPORT[device]);
}

/** The component's name inside a React export: a valid identifier whatever the file is called. */
function componentOf(source: string): string | undefined {
  return /export default function ([A-Za-z_$][\w$]*)\(/.exec(source)?.[1];
}

for (const lang of ["en", "zh"] as Lang[]) {
  const corpus = CORPUS[lang];
  const { device, texts } = corpus.prototype;

  // The app in the corpus's language: the exports name their kind in it.
  test.describe(`${lang}`, () => {
    test.use({ locale: lang === "zh" ? "zh-CN" : "en-US" });

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
      const source = readFileSync(react.file, "utf8");
      expect(componentOf(source)).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      const mounted = await mountReact(browser, source, info.outputPath("prototype", "react"), lang, device);
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

    test(`a page styled by its own <style> block: design-tool SVG and React (${lang}, ${device})`, async ({
      page,
      browser,
    }, info) => {
      await page.addInitScript(() => localStorage.setItem("vs.prototype-tour.v1", "1"));
      await signIn(page, `exports.plain.${lang}@example.com`, "Export Plain Page");
      const ws = new ExportWorkspace(page, corpus, info.outputPath("plain"));
      await ws.createChat();
      const { html: plainHtml, cssRule, barText } = corpus.plainPage;
      const version = await ws.savePrototype(plainHtml);
      const server = await ws.serverImage(version.id);
      const reference = server.png;
      writeFileSync(info.outputPath("plain", "server.png"), reference);
      const { width, height } = { width: reference.readUInt32BE(16), height: reference.readUInt32BE(20) };
      expect(height, "a page well taller than the screen").toBeGreaterThan(VIEWPORT[device].height + 300);
      // The checkout bar fixed to the screen's bottom is at the page's bottom in the server's PNG.
      const BAR_RGB: [number, number, number] = [17, 24, 39];
      const bar: Region = { x: 0, y: height - 60, w: width, h: 50 };
      expect(colorShare(reference, bar, BAR_RGB), "the bar at the bottom of the PNG").toBeGreaterThan(50);
      await ws.open("prototype", version.id, '[data-testid="prototype-frame"]');

      // Design-tool SVG.
      const svg = await ws.download("export-menu", "export-design");
      const named = { title: version.title, kind: "prototype", version: version.version_number } as const;
      expectNamed(svg.name, { ...named, extension: "svg" }, lang);
      const text = readFileSync(svg.file, "utf8");
      const xml = new JSDOM(text, { contentType: "image/svg+xml" }).window.document;
      expect(xml.getElementsByTagName("parsererror")).toHaveLength(0);
      expect(xml.querySelector("text")?.textContent).toBeTruthy();
      expect([...xml.querySelectorAll("text")].some((t) => t.textContent === barText)).toBe(true);
      // The avatar is clipped by a circle, not drawn as its square box.
      const circle = xml.querySelector("clipPath > circle");
      expect(circle, "a circular clip path").not.toBeNull();
      const [cx, cy, r] = ["cx", "cy", "r"].map((a) => Number(circle!.getAttribute(a)));
      const clipId = circle!.parentElement!.getAttribute("id");
      expect(
        xml.querySelector(`g[clip-path="url(#${clipId})"]`),
        "the avatar's layer uses it",
      ).not.toBeNull();
      const avatar: Region = { x: cx - r - 2, y: cy - r - 2, w: 2 * r + 4, h: 2 * r + 4 };
      // Two checkboxes and two radio buttons, each a layer of its own with its shapes.
      const controls = [...xml.querySelectorAll("g[id^='input']")].filter((g) =>
        g.querySelector(":scope > rect, :scope > circle, :scope > path"),
      );
      expect(controls, "checkbox and radio layers").toHaveLength(4);
      const boxOf = (g: Element): Region => {
        const shape = g.querySelector(":scope > rect, :scope > circle, :scope > path")!;
        if (shape.tagName === "circle") {
          const [x, y, rr] = ["cx", "cy", "r"].map((a) => Number(shape.getAttribute(a)));
          return { x: x - rr - 2, y: y - rr - 2, w: 2 * rr + 4, h: 2 * rr + 4 };
        }
        const [x, y, w, h] = ["x", "y", "width", "height"].map((a) => Number(shape.getAttribute(a)));
        return { x: x - 2, y: y - 2, w: w + 4, h: h + 4 };
      };
      // The checked checkbox and radio in the browser's accent colour.
      expect(text).toMatch(/fill="#0075ff"/);

      const renders = {
        rsvg: await rsvgConvert(svg.file, info.outputPath("plain", "rsvg.png")),
        resvg: resvgRender(text),
      };
      writeFileSync(info.outputPath("plain", "resvg.png"), renders.resvg);
      for (const [program, png] of Object.entries(renders)) {
        const whole = pixelDiff(reference, png, info.outputPath("plain", `${program}-diff.png`));
        const regions = {
          avatar: regionDiff(reference, png, avatar),
          controls: Math.max(...controls.map((g) => regionDiff(reference, png, boxOf(g)))),
          bar: regionDiff(reference, png, bar),
        };
        console.log(
          `[exports] plain design SVG ${lang} ${program}: ${whole.percent}% (${whole.sizes}); avatar ${regions.avatar}%, controls ≤ ${regions.controls}%, bar ${regions.bar}%`,
        );
        expect(whole.percent).toBeLessThanOrEqual(DESIGN_MAX_DIFF);
        for (const [region, percent] of Object.entries(regions))
          expect(percent, `${program}: the ${region} as the server's PNG draws it`).toBeLessThanOrEqual(
            DESIGN_REGION_MAX_DIFF,
          );
        expect(colorShare(png, bar, BAR_RGB), `${program}: the bar at the bottom`).toBeGreaterThan(50);
      }

      // HTML and React: the React export carries the page's own CSS and looks like the HTML page.
      const html = await ws.download("export-menu", "export-html");
      expectNamed(html.name, { ...named, extension: "html" }, lang);
      const opened = await openOffline(browser, html.file, VIEWPORT[device]);
      const htmlShot = await opened.page.screenshot({ fullPage: true });
      await opened.close();
      const react = await ws.download("export-menu", "export-react");
      expectNamed(react.name, { ...named, extension: "jsx" }, lang);
      const source = readFileSync(react.file, "utf8");
      expect(componentOf(source)).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      const pageCss = JSON.parse(/^const PAGE_CSS = (.*);$/m.exec(source)![1]) as string;
      expect(pageCss, "the page's CSS in the component").toContain(cssRule);
      const mounted = await mountReact(browser, source, info.outputPath("plain", "react"), lang, device);
      await expect(mounted.page.getByText(barText)).toBeVisible();
      const reactShot = await mounted.page.screenshot({ fullPage: true });
      writeFileSync(info.outputPath("plain", "react.png"), reactShot);
      expect(mounted.errors, "console errors of the React export").toEqual([]);
      expect(mounted.outside, "requests the React export makes").toEqual([]);
      await mounted.close();
      const reactDiff = pixelDiff(htmlShot, reactShot, info.outputPath("plain", "react-diff.png"));
      console.log(`[exports] plain React ${lang}: ${reactDiff.percent}% (${reactDiff.sizes})`);
      expect(reactDiff.percent).toBeLessThanOrEqual(REACT_MAX_DIFF);
    });
  });
}

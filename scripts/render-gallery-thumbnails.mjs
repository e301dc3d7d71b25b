#!/usr/bin/env node
/**
 * Renders a JPEG thumbnail of every prototype gallery template into public/gallery/<slug>.jpg.
 *
 *   node scripts/render-gallery-thumbnails.mjs            # all templates
 *   node scripts/render-gallery-thumbnails.mjs crm-pipeline food-delivery
 *
 * Each template is rendered at its design size (web 1280×800, mobile 390×844, device scale 1)
 * with every network request blocked (templates must be self-contained), then downscaled by
 * Chromium itself on a second page at the thumbnail size (web 640×400, mobile 260×563) and
 * saved as JPEG, lowering the quality until the file is under 60 KB.
 * Set CHROMIUM_PATH to use another browser binary.
 */
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TEMPLATE_DIR = path.join(ROOT, "server", "seed", "prototype-templates");
const OUT_DIR = path.join(ROOT, "public", "gallery");
const MAX_BYTES = 60 * 1024;
const DESIGN_VIEWPORT = { web: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };

const { PROTOTYPE_TEMPLATES, THUMBNAIL_SIZE } = await tsImport(
  pathToFileURL(path.join(TEMPLATE_DIR, "index.ts")).href,
  import.meta.url,
);

const only = new Set(process.argv.slice(2));
const templates = PROTOTYPE_TEMPLATES.filter((t) => only.size === 0 || only.has(t.slug));
if (templates.length === 0) {
  console.error(`No template matches: ${[...only].join(", ")}`);
  process.exit(1);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

let failed = false;
try {
  await mkdir(OUT_DIR, { recursive: true });
  for (const template of templates) {
    const viewport = DESIGN_VIEWPORT[template.designType];
    const thumb = THUMBNAIL_SIZE[template.designType];

    // 1. Render the template at its design size; any non-local request is an error.
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, javaScriptEnabled: true });
    const page = await context.newPage();
    const external = [];
    await page.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith("file:") || url.startsWith("data:")) return route.continue();
      external.push(url);
      return route.abort();
    });
    const pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(pathToFileURL(path.join(TEMPLATE_DIR, template.file)).href, { waitUntil: "load" });
    const png = await page.screenshot({ type: "png", scale: "css" });
    await context.close();
    if (external.length > 0 || pageErrors.length > 0) {
      failed = true;
      console.error(
        `✗ ${template.slug}: ${[...external.map((u) => `external request ${u}`), ...pageErrors].join("; ")}`,
      );
      continue;
    }

    // 2. Downscale on a page of the thumbnail size and save as JPEG.
    const small = await browser.newContext({ viewport: thumb, deviceScaleFactor: 1 });
    const thumbPage = await small.newPage();
    await thumbPage.setContent(
      `<!doctype html><html><body style="margin:0;overflow:hidden"><img id="s" alt="" width="${thumb.width}" height="${thumb.height}" style="display:block;width:${thumb.width}px;height:${thumb.height}px" src="data:image/png;base64,${png.toString("base64")}"></body></html>`,
    );
    await thumbPage.locator("#s").evaluate((img) => img.decode());
    const file = path.join(OUT_DIR, `${template.slug}.jpg`);
    let quality = 72;
    let jpeg = await thumbPage.screenshot({ type: "jpeg", quality });
    while (jpeg.length > MAX_BYTES && quality > 40) {
      quality -= 6;
      jpeg = await thumbPage.screenshot({ type: "jpeg", quality });
    }
    await small.close();
    await writeFile(file, jpeg);
    const { size } = await stat(file);
    console.log(
      `✓ ${template.slug.padEnd(28)} ${template.designType.padEnd(6)} ${thumb.width}×${thumb.height} q${quality} ${(size / 1024).toFixed(1)} KB`,
    );
    if (size > MAX_BYTES) {
      failed = true;
      console.error(`✗ ${template.slug}: ${size} bytes is over the ${MAX_BYTES} byte budget`);
    }
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);

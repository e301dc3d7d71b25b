/** The prototype gallery seed: list, files, sandboxed serving and thumbnails (issue 3). */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { GET } from "@/app/prototype-html/templates/[slug]/route";
import {
  PROTOTYPE_TEMPLATES,
  THUMBNAIL_SIZE,
  TEMPLATE_TAGS,
  findTemplate,
  toGalleryItems,
} from "@/lib/contracts/prototype-gallery";
import { readTemplateHtml } from "@/server/seed/prototype-templates";

const DIR = path.join(process.cwd(), "server", "seed", "prototype-templates");

function call(slug: string) {
  return GET(new Request(`http://localhost/prototype-html/templates/${encodeURIComponent(slug)}`), {
    params: Promise.resolve({ slug }),
  });
}

/** Width and height from a baseline/progressive JPEG's SOF marker. */
function jpegSize(buffer: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < buffer.length) {
    const marker = buffer[offset + 1];
    const length = buffer.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: buffer.readUInt16BE(offset + 5), width: buffer.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error("no SOF marker");
}

describe("template list", () => {
  test("10–12 templates with unique slugs, both device types and several categories", () => {
    expect(PROTOTYPE_TEMPLATES.length).toBeGreaterThanOrEqual(10);
    expect(PROTOTYPE_TEMPLATES.length).toBeLessThanOrEqual(12);
    expect(new Set(PROTOTYPE_TEMPLATES.map((t) => t.slug)).size).toBe(PROTOTYPE_TEMPLATES.length);
    expect(new Set(PROTOTYPE_TEMPLATES.map((t) => t.designType))).toEqual(new Set(["web", "mobile"]));
    expect(new Set(PROTOTYPE_TEMPLATES.map((t) => t.tag)).size).toBeGreaterThanOrEqual(6);
    for (const t of PROTOTYPE_TEMPLATES) {
      expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(TEMPLATE_TAGS).toContain(t.tag);
      expect(t.file).toBe(`${t.slug}.html`);
      for (const text of [t.name.en, t.name.zh, t.description.en, t.description.zh])
        expect(text.trim().length).toBeGreaterThan(1);
    }
  });

  test("the first six mix web and mobile", () => {
    const firstSix = PROTOTYPE_TEMPLATES.slice(0, 6).map((t) => t.designType);
    expect(firstSix).toContain("web");
    expect(firstSix).toContain("mobile");
  });

  test("gallery items are plain, localised data", () => {
    const zh = toGalleryItems("zh");
    expect(zh[0].name).toBe(PROTOTYPE_TEMPLATES[0].name.zh);
    const en = toGalleryItems("en");
    expect(JSON.parse(JSON.stringify(en))).toEqual(en);
    expect(en[0].thumbnail).toEqual({
      src: `/gallery/${PROTOTYPE_TEMPLATES[0].slug}.jpg`,
      ...THUMBNAIL_SIZE[PROTOTYPE_TEMPLATES[0].designType],
    });
  });
});

describe.each(PROTOTYPE_TEMPLATES.map((t) => [t.slug, t] as const))("%s", (_slug, template) => {
  const html = readFileSync(path.join(DIR, template.file), "utf8");

  test("is a complete, self-contained document", () => {
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toMatch(/<meta name="viewport"/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    // No external assets: no http(s) URLs in src/href/url(), no <link>, no @import, no external scripts.
    expect(html).not.toMatch(/(src|href)\s*=\s*["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/url\(\s*["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/@import/i);
    expect(html).not.toMatch(/<script[^>]+src=/i);
    expect(html).not.toMatch(/\$[A-Z]+/); // no unexpanded shell variables
  });

  test("has a thumbnail of the right size under 60 KB", () => {
    const file = path.join(process.cwd(), "public", "gallery", `${template.slug}.jpg`);
    expect(statSync(file).size).toBeLessThan(60 * 1024);
    expect(jpegSize(readFileSync(file))).toEqual(THUMBNAIL_SIZE[template.designType]);
  });
});

describe("readTemplateHtml", () => {
  test("reads a listed template", async () => {
    const html = await readTemplateHtml(PROTOTYPE_TEMPLATES[0].slug);
    expect(html).toContain("<!doctype html>");
  });

  test.each([
    "",
    "nope",
    "../../package",
    "..%2F..%2Fpackage.json",
    "saas-analytics-dashboard.html",
    "__proto__",
    "constructor",
  ])("refuses %p", async (slug) => {
    expect(await readTemplateHtml(slug)).toBeNull();
    expect(findTemplate(slug)).toBeUndefined();
  });
});

describe("GET /prototype-html/templates/[slug]", () => {
  test("answers the HTML with a sandbox CSP and never allow-same-origin", async () => {
    const res = await call("fitness-tracker");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp.startsWith("sandbox allow-scripts allow-forms allow-popups allow-modals;")).toBe(true);
    expect(csp).toContain("default-src 'none'");
    expect(res.headers.get("content-security-policy")).not.toContain("allow-same-origin");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await res.text()).toContain("Stride");
  });

  test("unknown slug gives the 404 missing page", async () => {
    const res = await call("../../etc/passwd");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain("Page missing or expired");
  });
});

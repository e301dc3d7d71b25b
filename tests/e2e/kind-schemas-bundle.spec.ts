/**
 * The kinds' schemas stay on the server in the production build. In the browser every kind's
 * `@/lib/contracts/kinds/<kind>/schemas` is one stand-in (lib/contracts/kinds/schemas-browser.ts)
 * through a single wildcard in next.config.ts's turbopack.resolveAlias. Turbopack does not document
 * wildcards there: if an upgrade stopped honouring it, zod and the real schemas would come back into
 * the browser's bundles with no error and no Jest test failing (Jest maps modules itself). So this
 * reads the bundles `npm run build` wrote (no page needed) and, for the landing page, the scripts
 * the running server names.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const CHUNKS = path.resolve(".next/static/chunks");

/** The stand-in's error text: a string literal, so minification keeps it word for word. */
const STAND_IN = "A kind's schemas are checked on the server";

/**
 * What only the real `<kind>/schemas` modules bundle: an option's key (object keys survive
 * minification) right before the zod builder that declares it, whatever the minifier names the
 * zod import (`r.z.boolean()` in Next 16). The keys alone would not do: the composers send them
 * in request bodies, and the content schemas (`duplicate id`, …) are used by editors in the
 * browser too. Checked on a build without the alias line: each matched the same 7 chunks and the
 * stand-in none; with it, none matched and the stand-in was in 7.
 */
const REAL_SCHEMAS: Record<string, RegExp> = {
  research: /enable_clarification:[^,{}]{0,40}\bboolean\(/,
  prototype: /edit_html:[^,{}]{0,40}\bstring\(/,
  mult_prototype: /mult_page_id:[^,{}]{0,40}\bstring\(/,
  prd: /prd_sub_module_id:[^,{}]{0,40}\bstring\(/,
  // The picture API's own schemas (lib/contracts/pictures.ts) have a required or defaulted aspect.
  picture: /aspect:[^,{}]{0,40}\benum\([^()]*\)\.optional\(\)/,
  agentic: /agentic:[^,{}]{0,40}\.optional\(\)/,
};

/** zod's class names, strings its `$constructor` keeps in every build that bundles zod. */
const ZOD = /"\$Zod(?:Object|String|Error)"/;

function browserChunks(): { file: string; text: string }[] {
  return readdirSync(CHUNKS, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, text: readFileSync(path.join(CHUNKS, file), "utf8") }));
}

test("the browser's chunks carry the kinds' schema stand-in, not their schemas", () => {
  const chunks = browserChunks();
  expect(chunks.length).toBeGreaterThan(10);
  // No chunk has the stand-in when the alias no longer applies: nothing imports it by its own name.
  const standIn = chunks.some((c) => c.text.includes(STAND_IN));
  const leaks = Object.entries(REAL_SCHEMAS).flatMap(([kind, pattern]) => {
    const files = chunks.filter((c) => pattern.test(c.text)).map((c) => c.file);
    return files.length ? [`${kind}/schemas in ${files.join(", ")}`] : [];
  });
  // One comparison, so a failure shows both.
  expect({ standIn, leaks }).toEqual({ standIn: true, leaks: [] });
});

// The landing page's browser code loads no kind at all (it passed without the alias too): this
// keeps zod out of it from any module. It reads the scripts the page's HTML names (its own chunks
// and the shared ones, 11 in Next 16), not chunks it might import later.
test("the landing page loads no zod", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const scripts = [...html.matchAll(/\/_next\/static\/chunks\/([^"'?\s]+\.js)/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  const withZod = [...new Set(scripts)].filter((file) =>
    ZOD.test(readFileSync(path.join(CHUNKS, file), "utf8")),
  );
  expect(withZod).toEqual([]);
});

/**
 * The HTML files of the prototype gallery (the catalogue is lib/contracts/prototype-gallery.ts).
 * Plain Node code (no Next.js imports) so both the Next.js server and the Hono API can use it.
 */
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { findTemplate } from "@/lib/contracts/prototype-gallery";

const TEMPLATE_DIR = path.join("server", "seed", "prototype-templates");
const htmlCache = new Map<string, string>();

/**
 * The HTML of a gallery template, or null for an unknown slug. The file path comes from the
 * catalogue, never from the caller's string, so no traversal is possible.
 */
export async function readTemplateHtml(slug: string): Promise<string | null> {
  const template = findTemplate(slug);
  if (!template) return null;
  const cached = htmlCache.get(template.slug);
  if (cached !== undefined) return cached;
  const html = await readFile(path.join(process.cwd(), TEMPLATE_DIR, template.file), "utf8");
  htmlCache.set(template.slug, html);
  return html;
}

/**
 * The plan of a multi-page set: which pages, their file names and what each holds. A model
 * writes it as JSON (the Offline model's `prototype_pages` writer); it is checked and tidied
 * before any page is written.
 */
import { z } from "zod";
import { parseLooseJson } from "@/server/ai/extract";
import type { ValidationProblem } from "@/server/validate/validation-problem";

export const MAX_PAGES = 6;

const planSchema = z.object({
  pages: z
    .array(
      z.object({
        file_name: z.string().min(1).max(80),
        title: z.string().min(1).max(120),
        purpose: z.string().max(600).default(""),
      }),
    )
    .min(1)
    .max(12),
});
export type PagePlan = z.infer<typeof planSchema>;

export const PLAN_SYSTEM_PROMPT = [
  "You plan a multi-page clickable prototype. Answer with one sentence for the user, then a ```json block:",
  '{ "pages": [ { "file_name": "index.html", "title": "…", "purpose": "what the page shows and which pages it links to" } ] }',
  `Between 2 and ${MAX_PAGES} pages; the first is index.html; file names are lowercase-with-dashes.html; titles in the user's language.`,
].join("\n");

function slugFile(name: string, index: number): string {
  const base = name
    .toLowerCase()
    .replace(/\.html?$/, "")
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${base || `page-${index + 1}`}.html`;
}

/** The plan tidied: unique safe file names, index.html first, at most MAX_PAGES pages. */
export function readPlan(text: string): { plan: PagePlan | null; problems: ValidationProblem[] } {
  const parsed = parseLooseJson(text);
  if (!parsed.ok) return { plan: null, problems: [{ message: "The plan is not valid JSON." }] };
  const result = planSchema.safeParse(parsed.value);
  if (!result.success)
    return {
      plan: null,
      problems: [
        { message: `The plan does not match the shape: ${result.error.issues[0]?.message ?? "invalid"}` },
      ],
    };
  const seen = new Set<string>();
  const pages = result.data.pages.slice(0, MAX_PAGES).map((page, i) => {
    let file = slugFile(page.file_name, i);
    if (i === 0) file = "index.html";
    while (seen.has(file)) file = file.replace(/\.html$/, `-${i + 1}.html`);
    seen.add(file);
    return { ...page, file_name: file };
  });
  return { plan: { pages }, problems: [] };
}

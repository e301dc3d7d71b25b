/**
 * The stored content of prototype versions (pure; shared by the API and the viewers).
 *
 * - `prototype`: the page itself, one self-contained HTML document (Tailwind compiled and
 *   inlined, no request to another host, every element carrying a stable `data-vs-id`).
 * - `mult_prototype`: JSON `{ pages: [...] }`, one entry per page of the set; links between
 *   pages are written as `href="<file_name>"` and rewritten when a page is served.
 */
import { z } from "zod";

/** The attribute that gives every element of a stored page its stable id (spec §4 editor). */
export const ELEMENT_ID_ATTR = "data-vs-id";

export const prototypeContentSchema = z.string();

/** A page of a multi-page prototype (spec §3: id, file_name, timestamp). */
export const prototypePageSchema = z.object({
  id: z.string().min(1).max(100),
  file_name: z.string().min(1).max(200),
  title: z.string().max(200),
  html: z.string(),
  /** When this page's content last changed (ms since the epoch). */
  timestamp: z.number(),
});
export type PrototypePage = z.infer<typeof prototypePageSchema>;

export const multPrototypeContentSchema = z.object({ pages: z.array(prototypePageSchema).min(1) });
export type MultPrototypeContent = z.infer<typeof multPrototypeContentSchema>;

/** A page without its HTML: the page directory. */
export type PageEntry = Omit<PrototypePage, "html">;

/** Parses a `mult_prototype` version's content; null when it is not a page set. */
export function parseMultPrototype(content: string): MultPrototypeContent | null {
  try {
    const parsed = multPrototypeContentSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function pageDirectory(content: MultPrototypeContent): PageEntry[] {
  return content.pages.map(({ id, file_name, title, timestamp }) => ({ id, file_name, title, timestamp }));
}

/**
 * The checks a page passes before it is saved as complete (DESIGN.md §4): it parses into a
 * document with a body that has content, it is not cut off, it loads nothing from another host,
 * and its scripts do not call a library it cannot load.
 */
import type { ValidationProblem } from "@/server/validate/validation-problem";
import { allElements, parseHtml } from "./parse-html";
import { findExternalResources, findMissingLibraries } from "./external-resources";

export const MAX_PAGE_CHARS = 1_500_000;

export function validatePage(html: string): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (!html.trim()) return [{ message: "The page is empty." }];
  if (html.length > MAX_PAGE_CHARS)
    problems.push({
      message: `The page is ${html.length} characters long; keep it under ${MAX_PAGE_CHARS}.`,
    });
  let root;
  try {
    root = parseHtml(html);
  } catch (error) {
    return [{ message: `The HTML does not parse: ${(error as Error).message}` }];
  }
  const body = allElements(root).find((el) => el.rawTagName.toLowerCase() === "body");
  if (!body) problems.push({ message: "The document has no <body>." });
  else if (!body.text.trim() && !body.querySelector("img,svg,canvas,input,button"))
    problems.push({ message: "The <body> is empty." });
  if (!/<\/html\s*>\s*$/i.test(html.trim()))
    problems.push({ message: "The document is cut off: it does not end with </html>." });
  for (const resource of findExternalResources(html)) {
    problems.push({
      line: resource.line,
      message: `External resource: <${resource.tag} ${resource.attribute}="${resource.url.slice(0, 120)}">. A page must load nothing from another host: inline the CSS, use inline SVG for icons and data: URIs for images.`,
    });
  }
  for (const library of findMissingLibraries(html)) {
    problems.push({
      message: `A script uses ${library}, which the page cannot load. Write it in plain JavaScript (charts as inline SVG).`,
    });
  }
  return problems;
}

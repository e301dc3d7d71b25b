/**
 * What every page goes through before it is stored (generation, edits, copies, templates):
 * a whole document around it, Tailwind compiled and inlined, stable element ids. `repairPage`
 * adds the deterministic fixes of the validator's problems (externals replaced, a cut-off end
 * closed) and finishes the same way.
 */
import { assignElementIds } from "./element-ids";
import { stripExternalResources } from "./external-resources";
import { inlineTailwind } from "./tailwind-inline";

/** Wraps a fragment into a full document; leaves a document as it is. */
export function ensureDocument(html: string, lang = "en"): string {
  const trimmed = html.trim();
  if (/<html[\s>]/i.test(trimmed))
    return /^<!doctype/i.test(trimmed) ? trimmed : `<!DOCTYPE html>\n${trimmed}`;
  const hasBody = /<body[\s>]/i.test(trimmed);
  return `<!DOCTYPE html>\n<html lang="${lang}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n</head>\n${hasBody ? trimmed : `<body>\n${trimmed}\n</body>`}\n</html>`;
}

/** Closes a document the model stopped writing (the browser would close its open elements). */
export function closeDocument(html: string): string {
  let out = html.trimEnd();
  if (/<\/html\s*>$/i.test(out)) return out;
  if (!/<\/body\s*>/i.test(out)) out += "\n</body>";
  return `${out}\n</html>`;
}

export async function preparePage(html: string, lang?: string): Promise<string> {
  return assignElementIds(await inlineTailwind(ensureDocument(html, lang)));
}

export async function repairPage(html: string): Promise<string> {
  return assignElementIds(await inlineTailwind(closeDocument(stripExternalResources(html))));
}

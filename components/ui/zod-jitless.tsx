"use client";
/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that on the first
 * parse. Our pages' CSP has no 'unsafe-eval', so the probe is reported as a CSP violation even
 * though zod catches the throw. jitless: never try. Rendered by the layouts whose client code
 * parses with zod (the workspace); public pages ship no zod to the browser.
 * The setting is zod core's global configuration (one object for every zod in the page), set
 * through core's `config` alone: the workspace frame does not load zod's schema builders for it,
 * only the pages that parse do.
 */
import { config } from "zod/v4/core";

config({ jitless: true });

export function ZodJitless() {
  return null;
}

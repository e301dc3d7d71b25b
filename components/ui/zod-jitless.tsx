"use client";
/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that on the first
 * parse. Our pages' CSP has no 'unsafe-eval', so the probe is reported as a CSP violation even
 * though zod catches the throw. jitless: never try. Rendered by the layouts whose client code
 * parses with zod (the workspace); public pages ship no zod to the browser.
 */
import { z } from "zod";

z.config({ jitless: true });

export function ZodJitless() {
  return null;
}

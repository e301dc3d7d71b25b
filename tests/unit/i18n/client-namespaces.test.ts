/**
 * Every message namespace a client component reads (`useTranslations("…")` in a "use client"
 * file) reaches the browser: a namespace kept on the server (lib/i18n/compile-messages.ts) would
 * make the component log MISSING_MESSAGE and show the key instead of the text.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MESSAGES } from "@/messages";
import { clientNamespaces } from "@/lib/i18n/compile-messages";

const ROOTS = ["app", "components", "lib"];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const used = ROOTS.flatMap(sources)
  .map((file) => ({ file, text: readFileSync(file, "utf8") }))
  .filter(({ text }) => /^\s*["']use client["']/m.test(text.slice(0, 500)))
  .flatMap(({ file, text }) =>
    [...text.matchAll(/useTranslations\(\s*["']([^"'.]+)[^"']*["']\s*\)/g)].map((m) => ({
      file,
      namespace: m[1],
    })),
  );

test("the scan finds the client components' namespaces", () => {
  expect(used.length).toBeGreaterThan(50);
});

test("every namespace a client component reads goes to the browser", () => {
  const sent = new Set(Object.keys(clientNamespaces(MESSAGES.en)));
  const missing = used.filter(({ namespace }) => !sent.has(namespace));
  expect(missing).toEqual([]);
});

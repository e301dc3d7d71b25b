/**
 * Styles for a page while it is written (see tailwind-entry.ts): decides whether the page uses
 * Tailwind (the same signs the server looks for), loads the compiler on first need and builds
 * the CSS for the classes seen so far. Null: nothing to add (no Tailwind, or already compiled).
 */
import {
  TAILWIND_COMPAT_CSS,
  themeFromTailwindConfig,
  usesTailwindUtilities,
} from "@/lib/contracts/tailwind-page";
import type { LiveTailwind } from "./tailwind-entry";

let loading: Promise<LiveTailwind | null> | null = null;
let compiler: { key: string; build: (candidates: string[]) => string } | null = null;

function load(src: string): Promise<LiveTailwind | null> {
  loading ??= new Promise((resolve) => {
    const holder = window as unknown as { __vsTailwind?: LiveTailwind };
    if (holder.__vsTailwind) return resolve(holder.__vsTailwind);
    const script = document.createElement("script");
    script.src = src;
    script.dataset.vsRuntime = "";
    script.onload = () => resolve(holder.__vsTailwind ?? null);
    script.onerror = () => resolve(null);
    document.head.appendChild(script);
  });
  return loading;
}

/** A CDN-style `tailwind.config` theme as Tailwind 4 `@theme` variables (as the server does on save). */
function themeOfConfig(doc: Document): string {
  const script = [...doc.querySelectorAll("script:not([src])")]
    .map((s) => s.textContent ?? "")
    .find((text) => text.includes("tailwind.config"));
  return script ? themeFromTailwindConfig(script) : "";
}

function classTokens(doc: Document): string[] {
  const tokens = new Set<string>();
  for (const element of doc.querySelectorAll("[class]"))
    for (const token of (element.getAttribute("class") ?? "").split(/\s+/)) if (token) tokens.add(token);
  return [...tokens];
}

/** CSS for the page being written, or null. `compilerSrc`: URL of vs-tailwind.js. */
export async function liveTailwindCss(doc: Document, compilerSrc: string): Promise<string | null> {
  if (doc.querySelector("style[data-vs-tailwind]")) return null;
  const tokens = classTokens(doc);
  const themed = [
    themeOfConfig(doc),
    ...[...doc.querySelectorAll('style[type="text/tailwindcss"]')].map((style) => style.textContent ?? ""),
  ]
    .join("\n")
    .trim();
  const asks =
    themed !== "" ||
    /tailwind/i.test([...doc.querySelectorAll("script[src]")].map((s) => s.getAttribute("src")).join(" "));
  if (!asks && !usesTailwindUtilities(tokens)) return null;
  const tailwind = await load(compilerSrc);
  if (!tailwind) return null;
  const key = themed.replace(/@import\s+["']tailwindcss[^;]*;|@tailwind\s+\w+;/g, "");
  try {
    if (!compiler || compiler.key !== key)
      compiler = {
        key,
        ...(await tailwind.compile(`@import "tailwindcss";\n${TAILWIND_COMPAT_CSS}\n${key}`)),
      };
    return compiler.build(tokens);
  } catch {
    // A half-written theme block does not compile yet: keep the last good styles.
    return null;
  }
}

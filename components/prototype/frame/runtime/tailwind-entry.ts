/**
 * The Tailwind compiler for pages being written (bundled to public/prototype-html/vs-tailwind.js,
 * loaded by the runtime only while a page streams in). The server compiles and inlines a page's
 * Tailwind when it is saved; a page still being written has only its classes, so the live shell
 * compiles them here the same way (`@import "tailwindcss"` and the page's own
 * `text/tailwindcss` styles) and the page streams in styled instead of bare.
 */
import { compile } from "tailwindcss";
import indexCss from "virtual:tailwind-index-css";

export type LiveTailwind = { compile: (css: string) => Promise<{ build: (candidates: string[]) => string }> };

const api: LiveTailwind = {
  compile: (css) =>
    compile(css, {
      base: "/",
      loadStylesheet: async (id: string) => ({
        path: "tailwindcss/index.css",
        base: "/",
        content: id === "tailwindcss" || id.endsWith("index.css") ? indexCss : "",
      }),
    }),
};

(window as unknown as { __vsTailwind?: LiveTailwind }).__vsTailwind = api;

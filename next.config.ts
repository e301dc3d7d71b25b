import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // ESM-only packages: next/jest reads this list so Jest transpiles them too.
  // next-intl and its ICU formatter: component tests (jsdom) render translated components.
  transpilePackages: [
    "jose",
    "next-intl",
    "use-intl",
    "intl-messageformat",
    "@formatjs/fast-memoize",
    "@formatjs/icu-messageformat-parser",
    "@formatjs/icu-skeleton-parser",
    // file-type (uploads are typed by their bytes) and its ESM-only dependencies.
    "file-type",
    "strtok3",
    "token-types",
    "uint8array-extras",
    "@tokenizer/inflate",
    "@borewit/text-codec",
    // Loaded by @tailwindcss/node (prototype pages compile their classes on the server).
    "magic-string",
  ],
  // Server-only packages that load wasm/native files or spawn processes at run time: bundling
  // them breaks (native .node addons, esbuild's service binary, jsdom's worker files).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pino",
    "postgres",
    "esbuild",
    "@tailwindcss/node",
    "@tailwindcss/oxide",
    "tailwindcss",
    "lightningcss",
    "jsdom",
    "mermaid",
    "playwright-core",
    "ioredis",
    "rate-limiter-flexible",
  ],
  // The only optimised images are the gallery thumbnails, rendered at most 640 px wide
  // (scripts/render-gallery-thumbnails.mjs): wider srcset candidates would only repeat the source.
  images: { deviceSizes: [390, 640], imageSizes: [160, 256, 320] },
  poweredByHeader: false,
  compress: true,
};

export default withNextIntl(nextConfig);

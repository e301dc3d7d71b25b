import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // ESM-only packages: next/jest reads this list so Jest transpiles them too.
  // next-intl and its ICU formatter: component tests (jsdom) render translated components.
  transpilePackages: [
    "jose",
    // The PRD editor's markdown (TipTap reads it with marked, ESM-only).
    "marked",
    "next-intl",
    "use-intl",
    "intl-messageformat",
    "@formatjs/fast-memoize",
    "@formatjs/icu-messageformat-parser",
    "@formatjs/icu-skeleton-parser",
    // The markdown toolchain behind the PRD canonical form (lib/contracts/content/prd-canonical.ts):
    // unified + remark (parse, GFM, CJK-friendly emphasis, stringify) and their ESM-only parts.
    "unified",
    "bail",
    "devlop",
    "is-plain-obj",
    "trough",
    "vfile",
    "vfile-message",
    "unist-util-stringify-position",
    "remark-parse",
    "mdast-util-from-markdown",
    "decode-named-character-reference",
    "character-entities",
    "mdast-util-to-string",
    "micromark",
    "micromark-core-commonmark",
    "micromark-factory-destination",
    "micromark-util-character",
    "micromark-util-symbol",
    "micromark-util-types",
    "micromark-factory-label",
    "micromark-factory-space",
    "micromark-factory-title",
    "micromark-factory-whitespace",
    "micromark-util-chunked",
    "micromark-util-classify-character",
    "micromark-util-edit-map",
    "micromark-util-html-tag-name",
    "micromark-util-normalize-identifier",
    "micromark-util-resolve-all",
    "micromark-util-subtokenize",
    "micromark-util-combine-extensions",
    "micromark-util-decode-numeric-character-reference",
    "micromark-util-encode",
    "micromark-util-sanitize-uri",
    "micromark-util-decode-string",
    "remark-gfm",
    "mdast-util-gfm",
    "mdast-util-gfm-autolink-literal",
    "ccount",
    "mdast-util-find-and-replace",
    "escape-string-regexp",
    "unist-util-is",
    "unist-util-visit-parents",
    "mdast-util-gfm-footnote",
    "mdast-util-to-markdown",
    "longest-streak",
    "mdast-util-phrasing",
    "unist-util-visit",
    "zwitch",
    "mdast-util-gfm-strikethrough",
    "mdast-util-gfm-table",
    "markdown-table",
    "mdast-util-gfm-task-list-item",
    "micromark-extension-gfm",
    "micromark-extension-gfm-autolink-literal",
    "micromark-extension-gfm-footnote",
    "micromark-extension-gfm-strikethrough",
    "micromark-extension-gfm-table",
    "micromark-extension-gfm-tagfilter",
    "micromark-extension-gfm-task-list-item",
    "remark-stringify",
    "remark-cjk-friendly",
    "mdast-util-to-markdown-cjk-friendly",
    "micromark-extension-cjk-friendly-util",
    "get-east-asian-width",
    "micromark-extension-cjk-friendly",
    // file-type (uploads are typed by their bytes) and its ESM-only dependencies.
    "file-type",
    "strtok3",
    "token-types",
    "uint8array-extras",
    "@tokenizer/inflate",
    "@borewit/text-codec",
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
    "prom-client",
    "rate-limiter-flexible",
    // Worker threads: the pool starts its own worker file (server/files/extraction-pool.ts).
    "piscina",
    // The Offline model's Chinese word splitter is a native addon (server/ai/offline/brief/words-zh.ts).
    "@node-rs/jieba",
    // The Offline picture generator rasterises SVG with resvg's native addon (server/artifacts/picture/offline-image.ts).
    "@resvg/resvg-js",
  ],
  // The only optimised images are the gallery thumbnails, rendered at most 640 px wide
  // (scripts/render-gallery-thumbnails.mjs): wider srcset candidates would only repeat the source.
  images: { deviceSizes: [390, 640], imageSizes: [160, 256, 320] },
  turbopack: {
    resolveAlias: {
      // use-intl formats compiled messages in the browser (the workspace's client messages are
      // compiled on the server) and source messages on the server: lib/i18n/format-message.ts.
      "use-intl/format-message": "./lib/i18n/format-message.ts",
      // The browser has no source messages to format: the ICU parser stays out of its bundles.
      "@/lib/i18n/source-format": { browser: "./lib/i18n/source-format-browser.ts" },
      // A kind's content schema and request options are checked on the server: pages that need
      // only the kinds' names load no zod and no content module with them. One pattern for every
      // kind's `<kind>/schemas` (a wildcard: a new kind adds no line here).
      "@/lib/contracts/kinds/*/schemas": { browser: "./lib/contracts/kinds/schemas-browser.ts" },
    },
  },
  poweredByHeader: false,
  // proxy.ts redirects trailing slashes itself, after answering `/api/` with the API's 404.
  skipTrailingSlashRedirect: true,
  compress: true,
};

export default withNextIntl(nextConfig);

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
  ],
  // The embedded database and the model SDK are server-only and load wasm/native files at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pino", "postgres"],
  // The only optimised images are the gallery thumbnails, rendered at most 640 px wide
  // (scripts/render-gallery-thumbnails.mjs): wider srcset candidates would only repeat the source.
  images: { deviceSizes: [390, 640], imageSizes: [160, 256, 320] },
  poweredByHeader: false,
  compress: true,
};

export default withNextIntl(nextConfig);

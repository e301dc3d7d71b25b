import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // The public site (landing, about, manual, template preview, 404, error and shared views) links
    // with plain <a>: its pages are fast server-rendered documents, and next/link's client runtime
    // would otherwise be part of every public page's first-load JavaScript (issue 3 budget).
    files: ["app/(marketing)/**", "app/not-found.tsx", "app/error.tsx", "components/landing/**", "components/template-preview/**", "components/shared/**", "components/shared-view/**", "components/ui/go-back-button.tsx"],
    rules: { "@next/next/no-html-link-for-pages": "off", "@next/next/no-location-assign-relative-destination": "off" },
  },
  { ignores: [".next/**", "public/prototype-html/vs-runtime.js", "public/prototype-html/vs-tailwind.js", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "server/db/migrations/**"] },
];

export default config;

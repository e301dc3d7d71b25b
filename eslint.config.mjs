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
  {
    // Layers (DESIGN.md §2): the product API imports only itself and the contract, so it can run
    // without Next.js (tests call it directly, `npm run api` runs it alone).
    files: ["server/**/*.{ts,tsx,mjs}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        { regex: "^@/(?!server/|lib/contracts/|messages/)", message: "server/ imports only server/ and lib/contracts/ (DESIGN.md §2)." },
        { regex: "^(\\.\\./)+(app|components|lib|scripts)/", message: "server/ imports only server/ and lib/contracts/ (DESIGN.md §2)." },
      ] }],
    },
  },
  {
    // Pages, components and client code reach the API only through the BFF (/api/...). Only the
    // BFF's own server code (lib/server, lib/auth, route handlers) may use the API's helpers for
    // the shared secret, body limits and the in-process app.
    files: ["components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "app/**/*.tsx"],
    ignores: ["lib/server/**", "lib/auth/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        { regex: "^@/server/", message: "Client code and pages reach the API through the BFF; shared types and data live in lib/contracts/." },
      ] }],
    },
  },
  {
    // The contract is shared by both sides: it may import nothing of either.
    files: ["lib/contracts/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        { regex: "^@/(?!lib/contracts/)", message: "lib/contracts/ imports only itself (and zod)." },
      ] }],
    },
  },
  {
    // Plain constants every workspace page reads: they import nothing, so a page that needs a
    // number does not bring the schema library into its first load.
    files: ["lib/contracts/chat-limits.ts", "lib/contracts/user-paths.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        { regex: ".", message: "This file holds plain constants the workspace's first load reads: it imports nothing (schemas live beside it)." },
      ] }],
    },
  },
  { ignores: [".next/**", "public/prototype-html/vs-runtime.js", "public/prototype-html/vs-tailwind.js", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "server/db/migrations/**"] },
];

export default config;

import fs from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** The artifact kinds' folders on each side (DESIGN.md §2): read from disk, so a new kind is covered by the rules below. */
const kindFolders = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== "shared" && e.name !== "fallback")
    .map((e) => e.name);
const SERVER_KINDS = kindFolders("server/artifacts");
const CLIENT_KINDS = kindFolders("components/artifacts");
const either = (names) => names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

/**
 * What every server file obeys (DESIGN.md §2), repeated in each server block because a flat
 * config's later `no-restricted-imports` replaces an earlier one rather than adding to it.
 */
const SERVER_ONLY = [
  {
    regex: "^@/(?!server/|lib/contracts/|messages(?:/|$))",
    message: "server/ imports only server/ and lib/contracts/ (DESIGN.md §2).",
  },
  {
    regex: "^(\\.\\./)+(app|components|lib|scripts)/",
    message: "server/ imports only server/ and lib/contracts/ (DESIGN.md §2).",
  },
];
/** The server's top (DESIGN.md §7): the app, its services and database start-up, its entry point. */
const SERVER_TOP = "app|app-services|app-database|main";
/** The server's upper layers (DESIGN.md §7): nothing below them may reach up. */
const SERVER_UPPER_LAYERS = `engine|artifacts|routes|openapi|${SERVER_TOP}`;
const SERVER_UPPER = {
  regex: `^@/server/(${SERVER_UPPER_LAYERS})(/|$)|^(\\.\\./)+(${SERVER_UPPER_LAYERS})(/|$)`,
  message:
    "A lower layer of the server (models, services, validators, HTML, storage, time…) does not import the engine, the kinds, the routes or the app (DESIGN.md §7).",
};
/** Every folder of the server below the engine (a folder in no layer fails the lint: see SERVER_PLACED). */
const SERVER_LOWER_FOLDERS = [
  "ai",
  "auth",
  "config",
  "db",
  "files",
  "html",
  "http",
  "i18n",
  "mail",
  "net",
  "ops",
  "rate-limit",
  "sandbox",
  "seed",
  "services",
  "space",
  "streams",
  "time",
  "validate",
];

// Every folder of the server has its layer: a new one fails the lint until it is placed.
const SERVER_PLACED = new Set([...SERVER_LOWER_FOLDERS, ...SERVER_UPPER_LAYERS.split("|")]);
const unplaced = fs
  .readdirSync("server", { withFileTypes: true })
  .filter((e) => e.isDirectory() && !SERVER_PLACED.has(e.name))
  .map((e) => e.name);
if (unplaced.length)
  throw new Error(
    `server/${unplaced.join(", server/")}: place the folder in a layer of eslint.config.mjs (SERVER_LOWER_FOLDERS, or an upper layer) (DESIGN.md §7).`,
  );

/** Kinds do not import each other: what two kinds share lives in a shared module both import. */
function kindRules(root, kinds) {
  return kinds.map((kind) => {
    const others = kinds.filter((k) => k !== kind);
    return {
      files: [`${root}/${kind}/**/*.{ts,tsx}`],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: others.length
              ? [
                  {
                    regex: `^@/${root}/(${either(others)})(/|$)|^(\\.\\./)+(${either(others)})(/|$)`,
                    message: `Kinds do not import each other: move what ${kind} shares with another kind to a shared module both import (${root}/shared/, or a feature folder such as components/mermaid/) (DESIGN.md §2).`,
                  },
                  ...(root === "server/artifacts"
                    ? [...SERVER_ONLY, SERVER_UPPER_FOR_KINDS]
                    : [
                        {
                          regex: "^@/server/",
                          message:
                            "Client code and pages reach the API through the BFF; shared types and data live in lib/contracts/.",
                        },
                      ]),
                ]
              : [],
          },
        ],
      },
    };
  });
}

/** What a kind may not reach besides other kinds: the routes and the app (its own routes are part of it). */
const SERVER_UPPER_FOR_KINDS = {
  regex: `^@/server/(routes|openapi|${SERVER_TOP})(/|$)|^(\\.\\./)+(routes|openapi|${SERVER_TOP})(/|$)`,
  message: "A kind does not import the API's routes or the app (DESIGN.md §7).",
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // The public site (landing, about, manual, template preview, 404, error and shared views) links
    // with plain <a>: its pages are fast server-rendered documents, and next/link's client runtime
    // would otherwise be part of every public page's first-load JavaScript (issue 3 budget).
    files: [
      "app/(marketing)/**",
      "app/not-found.tsx",
      "app/error.tsx",
      "components/landing/**",
      "components/template-preview/**",
      "components/shared/**",
      "components/shared-view/**",
      "components/ui/go-back-button.tsx",
    ],
    rules: {
      "@next/next/no-html-link-for-pages": "off",
      "@next/next/no-location-assign-relative-destination": "off",
    },
  },
  {
    // A transaction is a `Db` (server/db/client.ts): services take `tx` as it is. A double cast
    // through `unknown` would hide a real mismatch the next time the schema or driver changes.
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword'][typeAnnotation.typeName.name='Db']",
          message: "A transaction is a Db already: pass `tx` without a cast (server/db/client.ts).",
        },
      ],
    },
  },
  {
    // Layers (DESIGN.md §2): the product API imports only itself and the contract, so it can run
    // without Next.js (tests call it directly, `npm run api` runs it alone).
    files: ["server/**/*.{ts,tsx,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [...SERVER_ONLY],
        },
      ],
    },
  },
  {
    // Layers inside the server (DESIGN.md §7): models, services, validators, HTML and storage sit
    // below the engine, which sits below the kinds, which sit below the routes and the app.
    files: [`server/{${SERVER_LOWER_FOLDERS.join(",")}}/**/*.{ts,tsx,mjs}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [...SERVER_ONLY, SERVER_UPPER],
        },
      ],
    },
  },
  {
    // The request context's type names the app's services (a type, erased at run time): the one
    // lower-layer file that may name the top.
    files: ["server/http/app-env.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...SERVER_ONLY,
            {
              regex: "^(\\.\\./)+(engine|artifacts|routes|openapi|app|app-database|main)(/|$)",
              message: "The request context names the app's services, nothing else above it (DESIGN.md §7).",
            },
          ],
        },
      ],
    },
  },
  {
    // The routes and the API's description sit under the app: they never import it.
    files: ["server/{routes,openapi}/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...SERVER_ONLY,
            {
              regex: `^@/server/(${SERVER_TOP})(/|$)|^(\\.\\./)+(${SERVER_TOP})(/|$)`,
              message:
                "The routes get the app's services from the request context; they never import the app (DESIGN.md §7).",
            },
          ],
        },
      ],
    },
  },
  {
    // The engine runs any kind through the registry; it never names one, nor the routes above it.
    files: ["server/engine/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...SERVER_ONLY,
            {
              regex: `^@/server/(routes|openapi|${SERVER_TOP})(/|$)|^(\\.\\./)+(routes|openapi|${SERVER_TOP})(/|$)`,
              message: "The engine does not import the routes or the app (DESIGN.md §7).",
            },
            {
              regex: "^@/server/artifacts/|^\\.\\./artifacts/",
              message:
                "The engine never imports a kind nor their registry: the app hands the kinds down (registry.ts registers their checks in engine/kind-checks.ts, AppServices carries their generators) (DESIGN.md §7).",
            },
          ],
        },
      ],
    },
  },
  {
    // What kinds share: it imports no kind (they import it).
    files: ["server/artifacts/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...SERVER_ONLY,
            {
              regex: `^@/server/artifacts/(${either(SERVER_KINDS)})(/|$)|^(\\.\\./)+(${either(SERVER_KINDS)})(/|$)`,
              message: "A shared module of the kinds imports no kind (DESIGN.md §2).",
            },
            SERVER_UPPER_FOR_KINDS,
          ],
        },
      ],
    },
  },
  ...kindRules("server/artifacts", SERVER_KINDS),
  {
    // Pages, components and client code reach the API only through the BFF (/api/...). Only the
    // BFF's own server code (lib/server, lib/auth, route handlers) may use the API's helpers for
    // the shared secret, body limits and the in-process app.
    files: ["components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "app/**/*.tsx"],
    ignores: ["lib/server/**", "lib/auth/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@/server/",
              message:
                "Client code and pages reach the API through the BFF; shared types and data live in lib/contracts/.",
            },
          ],
        },
      ],
    },
  },
  ...kindRules("components/artifacts", CLIENT_KINDS),
  {
    // The contract is shared by both sides: it may import nothing of either.
    files: ["lib/contracts/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^@/(?!lib/contracts/)", message: "lib/contracts/ imports only itself (and zod)." },
          ],
        },
      ],
    },
  },
  {
    // Plain constants every workspace page reads: they import nothing, so a page that needs a
    // number does not bring the schema library into its first load.
    files: ["lib/contracts/chat-limits.ts", "lib/contracts/user-paths.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: ".",
              message:
                "This file holds plain constants the workspace's first load reads: it imports nothing (schemas live beside it).",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      ".next/**",
      "public/prototype-html/vs-runtime.js",
      "public/prototype-html/vs-tailwind.js",
      "node_modules/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "server/db/migrations/**",
    ],
  },
];

export default config;

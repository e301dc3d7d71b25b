import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// One project in Node; component tests opt into jsdom with a `@jest-environment jsdom` docblock.
// (next/jest puts its SWC transform at the top level, which `projects` would not inherit.)
/** @type {import('jest').Config} */
const config = {
  // JEST_HANDLE_LOG=<file>: each file's leftover handles and child processes are logged there
  // (tests/helpers/jest-handle-env.ts); otherwise Jest's node environment.
  testEnvironment: process.env.JEST_HANDLE_LOG ? "<rootDir>/tests/helpers/jest-handle-env.ts" : "node",
  // 60 s: a suite that takes 7 s on an idle 2-core machine (a fresh database, migrations, an app)
  // took over 30 s while the machine also ran a second test run; a slow machine is not a failure.
  testTimeout: 60_000,
  // Half the cores, at least 2 (issue #28, bench figures in its note): the suites wait on PGlite,
  // child processes and sockets, so on 2 cores 2 workers took 0.65× the wall time of Jest's
  // default (1, run in band) and 4 took 0.73×.
  maxWorkers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  testMatch: ["<rootDir>/tests/api/**/*.test.ts", "<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  // The migrated PGlite cluster every test database is cloned from, made once per run.
  globalSetup: "<rootDir>/tests/helpers/jest-global-setup.ts",
  setupFilesAfterEnv: ["<rootDir>/tests/helpers/jest-after-env.ts"],
};

/**
 * The markdown renderer (react-markdown and its unified plugins) is about a hundred ESM-only
 * packages. Listing them in next.config.ts would also make Next transpile them; instead Jest
 * alone transforms every ESM package these roots pull in, found by walking their dependencies.
 * next-auth: the BFF decrypts the session cookie with next-auth/jwt (ESM only), and its tests too.
 * icu-minify: the workspace's client messages are compiled with it (lib/i18n/compile-messages.ts).
 */
const ESM_ROOTS = [
  "next-auth",
  "icu-minify",
  "@seriousme/openapi-schema-validator",
  "react-markdown",
  "remark-gfm",
  "remark-cjk-friendly",
  "remark-cjk-friendly-gfm-strikethrough",
  "rehype-highlight",
  "unified",
  "remark-parse",
  "remark-rehype",
];

function esmDependencies(roots) {
  const seen = new Set();
  const esm = new Set();
  // Resolves like Node: a package's own nested node_modules first, then the top level.
  const visit = (name, from) => {
    const dir = [path.join(from, "node_modules", name), path.join("node_modules", name)].find((d) =>
      fs.existsSync(path.join(d, "package.json")),
    );
    if (!dir || seen.has(dir)) return;
    seen.add(dir);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
    if (pkg.type === "module") esm.add(name);
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir);
  };
  for (const root of roots) visit(root, ".");
  return [...esm];
}

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const extra = esmDependencies(ESM_ROOTS)
    .map((name) => name.replace(/[.+]/g, "\\$&"))
    .join("|");
  // next/jest's first pattern ignores node_modules except its transpilePackages: widen that exception.
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith("/node_modules/(?!.pnpm)(?!(") ? pattern.replace("(?!(", `(?!(${extra}|`) : pattern,
  );
  // The same SWC transform, keeping ES modules where Jest loads them as such (see the file).
  for (const [pattern, entry] of Object.entries(resolved.transform)) {
    if (Array.isArray(entry) && entry[0].endsWith(path.join("swc", "jest-transformer.js")))
      resolved.transform[pattern] = [path.resolve("tests/helpers/jest-swc-transform.mjs"), entry[1]];
  }
  return resolved;
}

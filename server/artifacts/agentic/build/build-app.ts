/**
 * Builds a lite app (issue #20 §2, notes/build-in-process.md): esbuild bundles the app's TSX files
 * held in memory with React from our own node_modules (no network, no install, no container),
 * Tailwind compiles the classes its files use, and the result is one HTML document with the CSS
 * and the script inlined: a preview or a deployment serves it as it is.
 *
 * The sources are untrusted (a model or a person wrote them), so all of it runs in the build
 * sandbox (server/sandbox/): a worker process with no secret in its environment, whose resolver
 * lets an app import only its own files and the packages below, with a deadline and a memory cap,
 * builds taken user by user in turn. This module says what a lite app may use and turns the
 * sandbox's answers into build results, in the user's language where the compiler has no words.
 */
import { LITE_APP_ENTRY, type LiteAppBuildError, type LiteAppFiles } from "@/lib/contracts/lite-app";
import { translate, type Locale } from "@/server/i18n/api-messages";
import { recordBuild } from "@/server/ops/metrics";
import { MAX_CSS_BYTES, tailwindInputCss } from "@/server/html/tailwind-inline";
import {
  closeSharedSandbox,
  sharedSandbox,
  type BuildSandbox,
  type JobParts,
} from "@/server/sandbox/build-sandbox";
import type { AppPolicy, BundleAnswer } from "@/server/sandbox/worker/types";

/** Packages a lite app may import (and, from inside them, what they import themselves); anything else is a build error. */
export const LITE_APP_PACKAGES = ["react", "react-dom", "lucide-react"] as const;

/** Globals every lite app may use, for the type check (the deployed app's data address, CSS imports). */
const AMBIENT = `export {};
declare global {
  // The same shape the Offline apps declare in their store (identical declarations merge).
  interface Window { __LITE_APP__?: { dataUrl?: string } }
}
declare module "*.css";
declare module "*.svg" { const url: string; export default url; }
`;

const POLICY: AppPolicy = { packages: [...LITE_APP_PACKAGES], entry: LITE_APP_ENTRY, ambient: AMBIENT };

export type LiteAppBuildOk = { ok: true; html: string; js: string; css: string; ms: number };
export type LiteAppBuildFailed = { ok: false; errors: LiteAppBuildError[]; log: string; ms: number };
export type LiteAppBuildResult = LiteAppBuildOk | LiteAppBuildFailed;

export type TypecheckResult =
  { ok: true; errors: LiteAppBuildError[]; ms: number } | { ok: false; skipped: string; ms: number };

export type BuildOptions = {
  /** The document's title and language. */
  title: string;
  lang?: string;
  /** A script run before the app (the preview's error reporter); inlined as it is. */
  headScript?: string;
  /** Whose build this is (the version's owner): builds are taken user by user. */
  owner?: string;
};

function localeOf(lang: string | undefined): Locale {
  return lang?.toLowerCase().startsWith("zh") ? "zh" : "en";
}

function failed(text: string, ms: number): LiteAppBuildFailed {
  return {
    ok: false,
    errors: [{ text, file: null, line: null, column: null, line_text: null }],
    log: text,
    ms,
  };
}

/** The app's own CSS (what Tailwind adds itself is taken out by `tailwindInputCss`). */
function appCss(files: LiteAppFiles): string {
  return Object.entries(files)
    .filter(([file]) => file.endsWith(".css"))
    .map(([, css]) => css)
    .join("\n");
}

function buildOf(
  parts: JobParts,
  locale: Locale,
  started: number,
  sandbox: BuildSandbox,
): LiteAppBuildResult {
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const answer: BundleAnswer | undefined = parts.build;
  const { deadlineMs, memoryMb } = sandbox.options;
  if (!answer)
    return failed(
      translate(locale, `liteAppApi.build.${parts.ending ?? "crashed"}`, {
        seconds: Math.round(deadlineMs / 1000),
        mb: memoryMb,
      }),
      ms,
    );
  if (answer.ok) return answer;
  if (answer.refusal)
    return failed(translate(locale, `liteAppApi.build.${answer.refusal.key}`, answer.refusal.params), ms);
  return { ok: false, errors: answer.errors, log: answer.log, ms: answer.ms };
}

/**
 * Builds `files` (and type checks them when asked) in the build sandbox (the process's own, or
 * `sandbox`). Never throws for a bad app: it answers why. The type check never fails a build:
 * past its own deadline it is skipped.
 */
export async function compileLiteApp(
  files: LiteAppFiles,
  options: BuildOptions,
  { typecheck, sandbox = sharedSandbox() }: { typecheck: boolean; sandbox?: BuildSandbox },
): Promise<{ build: LiteAppBuildResult; typecheck: TypecheckResult | null }> {
  const started = performance.now();
  const locale = localeOf(options.lang);
  const parts = await sandbox.buildApp(
    {
      policy: POLICY,
      files,
      css: { ...tailwindInputCss(appCss(files)), maxBytes: MAX_CSS_BYTES },
      document: { title: options.title, lang: options.lang ?? "en", headScript: options.headScript },
      typecheck,
    },
    options.owner,
  );
  const build = buildOf(parts, locale, started, sandbox);
  recordBuild(build.ok, build.ms / 1000);
  const checked: TypecheckResult | null = !typecheck
    ? null
    : (parts.typecheck ?? {
        ok: false,
        skipped: build.ok ? (parts.ending ?? "crashed") : "build failed",
        ms: 0,
      });
  return { build, typecheck: checked };
}

/** Builds `files` (queued behind builds in progress). Never throws for a bad app: it answers why. */
export async function buildLiteApp(files: LiteAppFiles, options: BuildOptions): Promise<LiteAppBuildResult> {
  return (await compileLiteApp(files, options, { typecheck: false })).build;
}

/** Warms a build worker (esbuild, Tailwind, the type checker) while the model writes the app. */
export function warmLiteAppBuilder(): void {
  sharedSandbox().warm(POLICY);
}

/** Stops the build workers (tests, scripts, shutdown): the next build starts them again. */
export async function disposeLiteAppBuilder(): Promise<void> {
  await closeSharedSandbox();
}

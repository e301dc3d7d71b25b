/**
 * Builds one lite-app version (spec §3 statuses, issue #20 §2): the version goes `building`,
 * esbuild + Tailwind and then the TypeScript check run in the build sandbox (build/build-app.ts),
 * and it ends `complete` with its preview address, or `failed` with the compiler's messages (or
 * why the build was stopped: its deadline, its memory cap) in its meta and the whole log in its
 * `agentic_builds` row. A complete build's document goes to
 * the cache the preview reads.
 */
import type { Db } from "../../db/client";
import type { Clock } from "../../time/clock";
import {
  buildLiteApp,
  compileLiteApp,
  type LiteAppBuildResult,
  type TypecheckResult,
} from "./build/build-app";
import { builtDocuments, previewHeadScript, previewUrl, PREVIEW_ERROR_SCRIPT } from "./preview";
import { finishBuild, setAppStatus, startBuild } from "./store";
import type { LiteAppBuildError, LiteAppContent } from "@/lib/contracts/lite-app";
import type { VersionRow } from "../../services/versions";
import { currentOwner } from "../../sandbox/work-owner";

/**
 * Whose build this is: the signed-in user whose request started it; a public read (a preview
 * after a restart) counts as the app's own, so one app's rebuilds never hold another's.
 */
function ownerOf(version: VersionRow): string {
  return currentOwner() ?? `chat:${version.chatId}`;
}

export type VersionBuild =
  | { ok: true; version: VersionRow; viewUrl: string; ms: { build: number; typecheck: number | null } }
  | {
      ok: false;
      version: VersionRow;
      errors: LiteAppBuildError[];
      log: string;
      ms: { build: number; typecheck: number | null };
    };

/** Builds the document of an app (no database): esbuild's errors first, else the type errors. */
export async function compileApp(
  content: LiteAppContent,
  lang: string,
  headScript = PREVIEW_ERROR_SCRIPT,
  owner?: string,
): Promise<{
  build: LiteAppBuildResult;
  typecheck: TypecheckResult;
  errors: LiteAppBuildError[];
  log: string;
}> {
  const compiled = await compileLiteApp(
    content.files,
    { title: content.title, lang, headScript, owner },
    { typecheck: true },
  );
  const { build } = compiled;
  const typecheck = compiled.typecheck ?? { ok: false as const, skipped: "not run", ms: 0 };
  if (!build.ok) return { build, typecheck, errors: build.errors, log: build.log };
  const typeErrors = typecheck.ok ? typecheck.errors : [];
  const log = typeErrors
    .map(
      (e) =>
        `${e.file ?? ""}${e.line ? `:${e.line}:${e.column ?? 0}` : ""}: error: ${e.text}${e.line_text ? `\n    ${e.line_text}` : ""}`,
    )
    .join("\n");
  return { build, typecheck, errors: typeErrors, log };
}

export async function buildVersion(
  db: Db,
  clock: Clock,
  version: VersionRow,
  content: LiteAppContent,
  lang: string,
): Promise<VersionBuild> {
  const buildId = await startBuild(db, version.id);
  await setAppStatus(db, version.id, "building");
  const { build, typecheck, errors, log } = await compileApp(
    content,
    lang,
    previewHeadScript(version.id),
    ownerOf(version),
  );
  const ms = { build: build.ms, typecheck: typecheck.ok ? typecheck.ms : null };
  const at = new Date(clock.now());
  if (build.ok && errors.length === 0) {
    const viewUrl = previewUrl(version.id);
    builtDocuments().set(version.id, build.html);
    const note = typecheck.ok ? "" : `type check skipped: ${typecheck.skipped}`;
    await finishBuild(
      db,
      buildId,
      "complete",
      [`built in ${build.ms} ms`, note].filter(Boolean).join("\n"),
      at,
    );
    const row = await setAppStatus(db, version.id, "complete", {
      viewUrl,
      meta: {
        build_ms: build.ms,
        typecheck_ms: ms.typecheck,
        ...(note ? { typecheck_skipped: typecheck.ok ? undefined : typecheck.skipped } : {}),
      },
    });
    return { ok: true, version: row, viewUrl, ms };
  }
  await finishBuild(db, buildId, "failed", log, at);
  const row = await setAppStatus(db, version.id, "failed", {
    meta: { build_errors: errors, build_log: log.slice(0, 20_000) },
  });
  return { ok: false, version: row, errors, log, ms };
}

/** A complete version's document: from the cache, else built again from its files (a restart emptied the cache). */
export async function versionDocument(
  version: VersionRow,
  content: LiteAppContent,
  lang: string,
): Promise<string | null> {
  const cached = builtDocuments().get(version.id);
  if (cached) return cached;
  const build = await buildLiteApp(content.files, {
    title: content.title,
    lang,
    headScript: previewHeadScript(version.id),
    owner: ownerOf(version),
  });
  if (!build.ok) return null;
  builtDocuments().set(version.id, build.html);
  return build.html;
}

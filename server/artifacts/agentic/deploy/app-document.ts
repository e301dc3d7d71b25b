/**
 * A deployed version's document: its files built with the data API's address in a head script,
 * cached by version id (a version never changes, so neither does its build).
 */
import { buildLiteApp, type LiteAppBuildResult } from "../build/build-app";
import { currentOwner } from "../../../sandbox/work-owner";
import { liteAppContentSchema, type LiteAppContent } from "@/lib/contracts/lite-app";

/** Set before the app runs: generated apps' `src/lib/store.ts` keeps data through it (common format). */
export const DEPLOYED_HEAD_SCRIPT = 'window.__LITE_APP__ = { dataUrl: "/__data" };';

/** What a deployed app's document may do: its own inline script and style, calls to its own origin, nothing external. */
export const APP_DOCUMENT_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "img-src data: blob:",
  "font-src data:",
  "media-src data: blob:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

const CACHE_SIZE = 32;
const cache = new Map<string, Promise<LiteAppBuildResult>>();

export function parseLiteAppContent(content: string): LiteAppContent | null {
  try {
    const parsed = liteAppContentSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function langOf(title: string): string {
  return /[\u3400-\u9fff]/.test(title) ? "zh" : "en";
}

/** The built document of a version (built once, then from the cache). A failed build is not kept. */
export function deployedDocument(versionId: string, content: LiteAppContent): Promise<LiteAppBuildResult> {
  const hit = cache.get(versionId);
  if (hit) {
    cache.delete(versionId);
    cache.set(versionId, hit); // most recently used last
    return hit;
  }
  const built = buildLiteApp(content.files, {
    title: content.title,
    lang: langOf(content.title),
    headScript: DEPLOYED_HEAD_SCRIPT,
    // A visitor's first read after a restart builds as the app's own work, not a user's.
    owner: currentOwner() ?? `version:${versionId}`,
  });
  cache.set(versionId, built);
  built.then(
    (result) => {
      if (!result.ok) cache.delete(versionId);
    },
    () => cache.delete(versionId),
  );
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return built;
}

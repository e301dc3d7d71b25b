/**
 * Request-body limits (DESIGN.md §6), one table read by the BFF and by the API: both count a
 * body while it streams in and refuse it with 413 once it passes the limit, so no request can
 * make either process hold more than its limit in memory.
 *
 * JSON bodies get API_MAX_JSON_BYTES (1 MB by default). A route that takes larger bodies
 * (uploads) names itself in ROUTE_BODY_LIMITS with Hono-style `:param` segments.
 */
import { IMAGE_MAX_MB, uploadMaxMb } from "./uploads";
import { PICTURE_REFERENCES_MAX } from "./pictures";

type Env = Record<string, string | undefined>;
const MB = 1024 * 1024;

export const DEFAULT_MAX_JSON_BYTES = MB;
/** Room for the multipart framing around a file that may itself be at its size limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Upload limit: the largest file the upload route takes — UPLOAD_MAX_MB (default 20), and never
 * less than an image's 10 MB (spec §5, §9) — plus the multipart framing. API_MAX_UPLOAD_BYTES
 * overrides it.
 */
export function maxUploadBytes(env: Env = process.env): number {
  return (
    positiveInt(env.API_MAX_UPLOAD_BYTES) ??
    Math.max(uploadMaxMb(env), IMAGE_MAX_MB) * MB + MULTIPART_OVERHEAD_BYTES
  );
}

/** Bodies carrying a prototype page's HTML (edits, exports): 4 MB. */
export function maxHtmlBytes(): number {
  return 4 * MB;
}

export function maxJsonBytes(env: Env = process.env): number {
  return positiveInt(env.API_MAX_JSON_BYTES) ?? DEFAULT_MAX_JSON_BYTES;
}

/** `METHOD /api/path` → limit in bytes, for routes whose bodies are not small JSON. */
export const ROUTE_BODY_LIMITS: Record<string, (env: Env) => number> = {
  "POST /api/files": maxUploadBytes,
  // A whole prototype page (compiled CSS inlined) travels as JSON: pages are at most 2 M characters.
  "POST /api/chats/prototype-html-code": maxHtmlBytes,
  "POST /api/chats/mult-prototype-html-code": maxHtmlBytes,
  "POST /api/prototype/export_to_mastergo": maxHtmlBytes,
  "POST /api/prototype/save_as_image": maxHtmlBytes,
  // A research report's rendered article (its charts as SVG) for the PDF export.
  "POST /api/chats/:id/report/pdf": maxHtmlBytes,
  // A picture's prompt with its reference images (lib/contracts/pictures.ts), each at most an image's 10 MB.
  "POST /api/chats/create_picture": () =>
    PICTURE_REFERENCES_MAX * IMAGE_MAX_MB * MB + MULTIPART_OVERHEAD_BYTES,
};

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${body}/?$`);
}

const compiled = Object.entries(ROUTE_BODY_LIMITS).map(([key, limit]) => {
  const [method, pattern] = key.split(" ");
  return { method, re: patternRegExp(pattern), limit };
});

/** The body limit of a request to `pathname` (the path as sent, e.g. `/api/files`). */
export function bodyLimitFor(method: string, pathname: string, env: Env = process.env): number {
  const route = compiled.find((r) => r.method === method.toUpperCase() && r.re.test(pathname));
  return route ? route.limit(env) : maxJsonBytes(env);
}

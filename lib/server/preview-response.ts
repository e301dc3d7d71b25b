/**
 * How generated pages are answered as documents (DESIGN.md §6): an opaque origin by the CSP
 * `sandbox` (never allow-same-origin), no network but the page itself (data: images and fonts,
 * inline styles and scripts), no forms posting anywhere, no base URL, no referrer. With
 * PREVIEW_ORIGIN set, pages are only served on that origin: the app's origin redirects there.
 * Server-only.
 */
import { PREVIEW_SANDBOX } from "@/lib/contracts/prototype";
import { LOCALE_COOKIE, isLocale, localeFromAcceptLanguage, type Locale } from "@/lib/i18n/config";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

function origin(value: string | undefined): string | null {
  try {
    return value ? new URL(value).origin : null;
  } catch {
    return null;
  }
}

/** The CSP of a served page. Frames: the app itself (and APP_URL's origin when previews live elsewhere). */
export function previewCsp(connectSrc?: string): string {
  const app = process.env.PREVIEW_ORIGIN ? origin(process.env.APP_URL) : null;
  return [
    `sandbox ${PREVIEW_SANDBOX}`,
    "default-src 'none'",
    // Only a lite app's preview reaches anything: its own data address (server/artifacts/agentic/preview.ts).
    ...(connectSrc ? [`connect-src ${connectSrc}`] : []),
    "img-src data: blob:",
    "media-src data: blob:",
    "style-src 'unsafe-inline'",
    "script-src 'unsafe-inline'",
    "font-src data:",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors 'self'${app ? ` ${app}` : ""}`,
  ].join("; ");
}

const DOCUMENT_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Resource-Policy": "same-site",
};

export function previewDocument(html: string, cacheControl = "no-store", connectSrc?: string): Response {
  return new Response(html, {
    status: 200,
    headers: {
      ...DOCUMENT_HEADERS,
      "Content-Security-Policy": previewCsp(connectSrc),
      "Cache-Control": cacheControl,
    },
  });
}

/**
 * With PREVIEW_ORIGIN set, a page asked for on any other host is redirected there, so a
 * generated page never runs on the app's origin (its cookies' host). Null: serve it here.
 */
export function previewRedirect(request: Request): Response | null {
  const target = origin(process.env.PREVIEW_ORIGIN);
  if (!target) return null;
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  if (host === new URL(target).host) return null;
  return Response.redirect(`${target}${url.pathname}${url.search}`, 302);
}

function requestLocale(request: Request): Locale {
  const cookie = request.headers.get("cookie")?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`))?.[1];
  return isLocale(cookie) ? cookie : localeFromAcceptLanguage(request.headers.get("accept-language"));
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** "Missing or expired" as a small self-styled document (no app scripts; Retry reloads, Home leaves). */
export function missingDocument(request: Request, kind: "preview" | "shared"): Response {
  const locale = requestLocale(request);
  const t = (locale === "zh" ? zh : en) as typeof en;
  const title = kind === "shared" ? t.shared.missingTitle : t.prototypeApi.previewMissingTitle;
  const body = kind === "shared" ? t.shared.missingBody : t.prototypeApi.previewMissingBody;
  const url = new URL(request.url);
  const appHome =
    origin(process.env.APP_URL) && process.env.PREVIEW_ORIGIN ? `${origin(process.env.APP_URL)}/` : "/";
  const html = `<!DOCTYPE html><html lang="${locale === "zh" ? "zh-CN" : "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:Inter,"PingFang SC","Microsoft YaHei",system-ui,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .75rem}p{color:#475569;line-height:1.6;margin:0 0 1.5rem}
nav{display:flex;gap:.75rem;justify-content:center}a{border-radius:.5rem;padding:.55rem 1rem;font-size:.875rem;font-weight:600;text-decoration:none}
.primary{background:#4f46e5;color:#fff}.secondary{border:1px solid #cbd5e1;color:#334155;background:#fff}a:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}
</style></head><body><main><h1>${escape(title)}</h1><p>${escape(body)}</p><nav><a class="primary" href="${escape(url.pathname + url.search)}">${escape(t.prototypeApi.retry)}</a><a class="secondary" href="${escape(appHome)}" target="_top">${escape(t.prototypeApi.home)}</a></nav></main></body></html>`;
  return new Response(html, {
    status: 404,
    headers: { ...DOCUMENT_HEADERS, "Content-Security-Policy": previewCsp(), "Cache-Control": "no-store" },
  });
}

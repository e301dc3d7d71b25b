/**
 * Reads a share for the shared views (server side, through the product API): the content, or
 * why there is none — "missing" (unknown or revoked: spec §8 "Shared content missing or
 * expired") or "failed" (the API could not answer: "Failed to load shared content…").
 */
import "server-only";
import { apiFetch } from "@/lib/server/api-fetch";
import { sharedContentSchema, type SharedContentDto } from "@/lib/contracts/prototype";
import { isSharedDeviceSegment } from "@/lib/contracts/devices";

export type SharedLoad =
  { status: "ok"; share: SharedContentDto } | { status: "missing" } | { status: "failed" };

const SHARE_ID = /^[A-Za-z0-9_-]{6,100}$/;

export async function loadShared(shareId: string, acceptLanguage: string): Promise<SharedLoad> {
  if (!SHARE_ID.test(shareId)) return { status: "missing" };
  let res: Response;
  try {
    res = await apiFetch(`/api/prototype/shared/${encodeURIComponent(shareId)}`, {
      headers: { "accept-language": acceptLanguage },
    });
  } catch {
    return { status: "failed" };
  }
  const body = (await res.json().catch(() => null)) as { errno?: number; data?: unknown } | null;
  if (!body || typeof body.errno !== "number") return { status: "failed" };
  if (body.errno === 404 || res.status === 404) return { status: "missing" };
  if (body.errno !== 0) return res.status >= 500 ? { status: "failed" } : { status: "missing" };
  const parsed = sharedContentSchema.safeParse(body.data);
  return parsed.success ? { status: "ok", share: parsed.data } : { status: "failed" };
}

/** `/shared/{shareId}` or `/shared/{device}/{shareId}[/{page}]` (spec §2). */
export function parseSharedPath(segments: string[]): { shareId: string; pageId: string | null } | null {
  if (segments.length === 1) return { shareId: segments[0], pageId: null };
  if (segments.length >= 2 && isSharedDeviceSegment(segments[0]))
    return { shareId: segments[1], pageId: segments[2] ?? null };
  return null;
}

/**
 * The identity provider's tokens at rest (the ID token kept for logout's `id_token_hint`, the
 * refresh token of the periodic check): AES-256-GCM under a key derived from AUTH_SECRET, so a
 * copy of the database alone does not hand out working refresh tokens. A value sealed under
 * another secret (AUTH_SECRET rotated) opens as null, like a session without tokens.
 */
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

let cached: { secret: string; key: Buffer } | null = null;

function key(): Buffer {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  if (cached?.secret !== secret)
    cached = { secret, key: Buffer.from(hkdfSync("sha256", secret, "vibe-studio", "provider-tokens", 32)) };
  return cached.key;
}

export function sealToken(value: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(value, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString("base64url")}.${body.toString("base64url")}`;
}

export function openToken(sealed: string | null | undefined): string | null {
  if (!sealed) return null;
  const [version, ivPart, bodyPart] = sealed.split(".");
  if (version !== VERSION || !ivPart || !bodyPart) return null;
  try {
    const iv = Buffer.from(ivPart, "base64url");
    const body = Buffer.from(bodyPart, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key(), iv);
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}

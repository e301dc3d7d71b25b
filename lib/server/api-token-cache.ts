/**
 * The BFF's bearer tokens for the API, signed once per server session and reused until shortly
 * before they expire (they live 5 minutes) instead of signed on every call. A token only names
 * the user and the server session; the API checks that session on every call, so logout still
 * ends a reused token at once (server/http/require-user.ts).
 */
import "server-only";
import { signApiToken } from "@/server/auth/api-token";
import type { BffIdentity } from "./bff-forward";

const TOKEN_TTL_SECONDS = 300;
/** Reused for 4 of its 5 minutes: a token always has a minute left when the API reads it. */
const REUSE_MS = (TOKEN_TTL_SECONDS - 60) * 1000;
const MAX_ENTRIES = 10_000;

const tokens = new Map<string, { token: Promise<string>; renewAt: number }>();

export function apiTokenFor(identity: BffIdentity, now = Date.now()): Promise<string> {
  const key = `${identity.userId}\n${identity.sessionId}`;
  const cached = tokens.get(key);
  if (cached && cached.renewAt > now) return cached.token;
  if (cached) tokens.delete(key);
  else if (tokens.size >= MAX_ENTRIES) tokens.delete(tokens.keys().next().value!);
  const token = signApiToken({ sub: identity.userId, sid: identity.sessionId }, TOKEN_TTL_SECONDS);
  tokens.set(key, { token, renewAt: now + REUSE_MS });
  token.catch(() => tokens.delete(key)); // a failed signing is not remembered
  return token;
}

/** Forgets the tokens of a session that ended (logout); the API refuses them anyway. */
export function forgetApiToken(identity: BffIdentity): void {
  tokens.delete(`${identity.userId}\n${identity.sessionId}`);
}

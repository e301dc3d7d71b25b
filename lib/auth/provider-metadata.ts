/**
 * The identity provider's discovery document (`<OIDC_ISSUER>/.well-known/openid-configuration`)
 * as the app needs it outside Auth.js: the end-session endpoint for logout. Cached for an hour
 * once read; a failed read is not cached, and fails within a few seconds instead of holding a
 * logout up.
 */
import "server-only";

export type ProviderMetadata = { issuer: string; end_session_endpoint?: string };

const TTL_MS = 60 * 60 * 1000;
const TIMEOUT_MS = 5_000;

let cached: { issuer: string; metadata: ProviderMetadata; at: number } | null = null;

export function configuredIssuer(): string | null {
  return process.env.OIDC_ISSUER?.trim() || null;
}

export async function providerMetadata(issuer: string): Promise<ProviderMetadata> {
  if (cached?.issuer === issuer && Date.now() - cached.at < TTL_MS) return cached.metadata;
  const response = await fetch(`${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`, {
    cache: "no-store",
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`discovery answered HTTP ${response.status}`);
  const metadata = (await response.json()) as ProviderMetadata;
  cached = { issuer, metadata, at: Date.now() };
  return metadata;
}

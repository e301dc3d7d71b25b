/**
 * Auth.js for route handlers and pages. At sign-in the JWT callback registers the person with
 * the API (POST /user/login creates the user row the first time) and keeps our user id in the
 * session cookie, with the id of the server session the API opened for this sign-in; the BFF
 * turns both into a short-lived bearer token for the API.
 *
 * The provider's tokens go to the API with that call and stay there, with the server session
 * (the ID token for logout's `id_token_hint`, the refresh token for the periodic check): the
 * cookie holds only our ids, never a provider token.
 */
import NextAuth, { type Account } from "next-auth";
import { signApiToken } from "@/server/auth/api-token";
import { apiFetch } from "@/lib/server/api-fetch";
import type { LoginRequest } from "@/lib/contracts/sign-in";
import { baseAuthConfig } from "./auth-options";
import { logAuthError } from "./sign-in-failure";

export { OIDC_PROVIDER_ID, PRODUCT_TYPE } from "./auth-options";

type LoginAnswer = {
  errno: number;
  errmsg: string;
  data: { ucid: string; displayName: string; photo: string | null; session_id: string };
};

/** The provider's side of the sign-in: who, which provider session, and its tokens. */
function providerSignIn(profile: Record<string, unknown>, account: Account): LoginRequest["provider"] {
  const text = (value: unknown) => (typeof value === "string" && value ? value : null);
  return {
    issuer: text(profile.iss) ?? process.env.OIDC_ISSUER ?? "",
    subject: String(profile.sub),
    sid: text(profile.sid),
    id_token: text(account.id_token),
    refresh_token: text(account.refresh_token),
  };
}

async function registerSignIn(
  profile: Record<string, unknown>,
  account: Account,
): Promise<LoginAnswer["data"]> {
  const token = await signApiToken({
    oidc: {
      issuer: process.env.OIDC_ISSUER ?? "",
      subject: String(profile.sub),
      email: typeof profile.email === "string" ? profile.email : null,
      name: typeof profile.name === "string" ? profile.name : null,
      picture: typeof profile.picture === "string" ? profile.picture : null,
      locale: typeof profile.locale === "string" ? profile.locale : null,
    },
  });
  const request: LoginRequest = { provider: providerSignIn(profile, account) };
  const res = await apiFetch("/api/user/login", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(request),
  });
  const body = (await res.json()) as LoginAnswer;
  if (body.errno !== 0) throw new Error(`sign-in refused by the API: ${body.errmsg}`);
  return body.data;
}

const base = baseAuthConfig();

export const { handlers, auth, signIn, signOut } = NextAuth({
  ...base,
  logger: { error: logAuthError },
  callbacks: {
    ...base.callbacks,
    async jwt({ token, account, profile }) {
      if (account && profile) {
        const user = await registerSignIn(profile as Record<string, unknown>, account);
        token.uid = user.ucid;
        token.sid = user.session_id; // the server session: logout revokes it (DESIGN.md §6)
        token.name = user.displayName;
        token.picture = user.photo;
      }
      return token;
    },
  },
});

/**
 * Auth.js for route handlers and pages. At sign-in the JWT callback registers the person with
 * the API (POST /user/login creates the user row the first time) and keeps our user id in the
 * session cookie, with the id of the server session the API opened for this sign-in; the BFF
 * turns both into a short-lived bearer token for the API.
 */
import NextAuth from "next-auth";
import { signApiToken } from "@/server/auth/api-token";
import { apiFetch } from "@/lib/server/api-fetch";
import { baseAuthConfig } from "./auth-options";

export { OIDC_PROVIDER_ID, PRODUCT_TYPE } from "./auth-options";

type LoginAnswer = { errno: number; errmsg: string; data: { ucid: string; displayName: string; photo: string | null; session_id: string } };

async function registerSignIn(profile: Record<string, unknown>): Promise<LoginAnswer["data"]> {
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
  const res = await apiFetch("/api/user/login", { method: "POST", headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as LoginAnswer;
  if (body.errno !== 0) throw new Error(`sign-in refused by the API: ${body.errmsg}`);
  return body.data;
}

const base = baseAuthConfig();

export const { handlers, auth, signIn, signOut } = NextAuth({
  ...base,
  callbacks: {
    ...base.callbacks,
    async jwt({ token, account, profile }) {
      if (account && profile) {
        const user = await registerSignIn(profile as Record<string, unknown>);
        token.uid = user.ucid;
        token.sid = user.session_id; // the server session: logout revokes it (DESIGN.md §6)
        token.name = user.displayName;
        token.picture = user.photo;
      }
      return token;
    },
  },
});

/**
 * App sessions that end with the identity provider's, against the real development issuer
 * (a child process): the provider's side of a sign-in is kept with the session (sealed), logout
 * gets the ID token back for `id_token_hint`, the periodic check refreshes at the provider and
 * ends the session when the provider refuses (but not when it is unreachable), and the
 * back-channel logout route verifies the provider's logout token before revoking the sessions
 * it names — the real one the issuer posts when its session ends, and forged, replayed or
 * malformed ones, which are refused.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SignJWT, exportJWK, generateKeyPair, type JWK } from "jose";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { signApiToken } from "@/server/auth/api-token";
import { createIdentityProvider, type IdentityProvider } from "@/server/auth/identity-provider";
import { openToken } from "@/server/auth/token-seal";
import { userSessions } from "@/server/db/schema";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  POST_LOGOUT_URI,
  confirmLogout,
  CookieJar,
  jwtPayload,
  openLogoutPage,
  startIssuer,
  tokensFor,
  type RunningIssuer,
  type TokenResponse,
} from "../helpers/dev-issuer-client";

const BACKCHANNEL_EVENT = "http://schemas.openid.net/event/backchannel-logout";

let issuer: RunningIssuer;
/** One API app for the file (opening a database is the slow part); tests set its provider and interval. */
let app: TestApp;
let signingKey: { privateKey: CryptoKey; kid: string };
let receiver: Server;
/** The app the receiver hands logout tokens to; null drops them (a provider whose message was lost). */
let deliverTo: TestApp | null = null;
const delivered: number[] = [];

beforeAll(async () => {
  // The issuer signs with a key this test holds too, so it can forge tokens the issuer never sent.
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = "test-key";
  signingKey = { privateKey, kid };
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: "RS256", use: "sig" };
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", async () => {
      if (!deliverTo) return res.writeHead(200).end();
      const answer = await deliverTo.call("/api/auth/backchannel-logout", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      delivered.push(answer.status);
      res.writeHead(answer.status).end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const port = (receiver.address() as AddressInfo).port;
  issuer = await startIssuer({
    DEV_ISSUER_JWKS: JSON.stringify({ keys: [jwk] }),
    DEV_ISSUER_BACKCHANNEL_LOGOUT_URI: `http://127.0.0.1:${port}/api/auth/backchannel-logout`,
  });
  app = await createTestApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await issuer?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

function providerFor(url = issuer.url): IdentityProvider {
  return createIdentityProvider({ issuer: url, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
}

/** The app's provider and check interval for the next test. */
function useProvider(identityProvider: IdentityProvider | null, providerCheckMs = 15 * 60 * 1000) {
  Object.assign(app.app.services, { identityProvider, providerCheckMs });
}

/** POST /user/login as the BFF does after the provider's callback, with the provider's tokens. */
async function signInWith(tokens: TokenResponse) {
  const claims = jwtPayload(tokens.id_token) as {
    iss: string;
    sub: string;
    sid?: string;
    email?: string;
    name?: string;
  };
  const loginToken = await signApiToken({
    oidc: { issuer: claims.iss, subject: claims.sub, email: claims.email, name: claims.name },
  });
  const res = await app.call("/api/user/login", {
    method: "POST",
    token: loginToken,
    json: {
      provider: {
        issuer: claims.iss,
        subject: claims.sub,
        sid: claims.sid,
        id_token: tokens.id_token,
        refresh_token: tokens.refresh_token,
      },
    },
  });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { ucid: string; session_id: string } };
  return {
    userId: data.ucid,
    sessionId: data.session_id,
    token: await signApiToken({ sub: data.ucid, sid: data.session_id }),
    claims,
  };
}

async function sessionRow(id: string) {
  const [row] = await app.handle.db.select().from(userSessions).where(eq(userSessions.id, id));
  return row;
}

/** As if the check interval had passed since the session was last checked. */
async function makeDue(id: string) {
  await app.handle.db
    .update(userSessions)
    .set({ providerCheckedAt: new Date(Date.now() - 60 * 60 * 1000) })
    .where(eq(userSessions.id, id));
}

describe("the provider's side of a session", () => {
  test("is kept sealed; logout hands the ID token only to the app's logout route, then forgets the tokens", async () => {
    useProvider(providerFor());
    {
      const tokens = await tokensFor(new CookieJar(), issuer, "lena@example.com", "Lena");
      const { userId, sessionId, token, claims } = await signInWith(tokens);
      const row = await sessionRow(sessionId);
      expect(row).toMatchObject({
        providerIssuer: issuer.url,
        providerSubject: claims.sub,
        providerSid: claims.sid,
      });
      expect(row.idTokenSealed).not.toContain(tokens.id_token.split(".")[1]);
      expect(openToken(row.idTokenSealed)).toBe(tokens.id_token);
      expect(openToken(row.refreshTokenSealed)).toBe(tokens.refresh_token);

      // The BFF's own token (what a browser's call carries) never gets the ID token.
      const viaBff = await app.call("/api/user/logout", { method: "POST", token, json: {} });
      expect((await viaBff.json()).data).not.toHaveProperty("id_token_hint");

      const second = await signInWith(tokens);
      const logoutToken = await signApiToken({ sub: userId, sid: second.sessionId, purpose: "logout" });
      const res = await app.call("/api/user/logout", { method: "POST", token: logoutToken, json: {} });
      expect((await res.json()).data).toMatchObject({
        logged_out: true,
        sessions_ended: 1,
        id_token_hint: tokens.id_token,
      });
      const ended = await sessionRow(second.sessionId);
      expect(ended.revokedAt).not.toBeNull();
      expect(ended.idTokenSealed).toBeNull();
      expect(ended.refreshTokenSealed).toBeNull();
    }
  });
});

describe("the periodic check with the provider", () => {
  test("keeps a session the provider still vouches for, and ends it once the provider refuses", async () => {
    useProvider(providerFor());
    const jar = new CookieJar();
    const tokens = await tokensFor(jar, issuer, "carl@example.com", "Carl Check");
    const { sessionId, token } = await signInWith(tokens);

    await makeDue(sessionId);
    expect((await app.call("/api/user/info", { token })).status).toBe(200);
    const checkedAt = (await sessionRow(sessionId)).providerCheckedAt!;
    expect(Date.now() - checkedAt.getTime()).toBeLessThan(60_000); // asked just now

    // The provider session ends and its logout message never reaches the app (dropped here):
    // until the next check the session stands, then the provider's refusal ends it.
    deliverTo = null;
    const { html } = await openLogoutPage(jar, issuer, {
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: POST_LOGOUT_URI,
    });
    expect((await confirmLogout(jar, html)).status).toBe(303);
    expect((await app.call("/api/user/info", { token })).status).toBe(200);
    await makeDue(sessionId);
    const refused = await app.call("/api/user/info", { token });
    expect(refused.status).toBe(401);
    expect((await refused.json()).errno).toBe(401);
    const row = await sessionRow(sessionId);
    expect(row.revokedAt).not.toBeNull();
    expect(row.refreshTokenSealed).toBeNull();
  });

  test("asks the provider once for concurrent requests, and keeps the session while the provider is unreachable", async () => {
    const real = providerFor();
    let refreshes = 0;
    const counting: IdentityProvider = { ...real, refresh: (token) => (refreshes++, real.refresh(token)) };
    useProvider(counting);
    {
      const { sessionId, token } = await signInWith(
        await tokensFor(new CookieJar(), issuer, "dora@example.com", "Dora"),
      );
      await makeDue(sessionId);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => app.call("/api/user/info", { token })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(refreshes).toBe(1);
    }

    useProvider(providerFor("http://127.0.0.1:9"));
    {
      const { sessionId, token } = await signInWith(
        await tokensFor(new CookieJar(), issuer, "dora@example.com", "Dora"),
      );
      await makeDue(sessionId);
      expect((await app.call("/api/user/info", { token })).status).toBe(200);
      const row = await sessionRow(sessionId);
      expect(row.revokedAt).toBeNull();
      expect(Date.now() - row.providerCheckedAt!.getTime()).toBeLessThan(60_000); // asked again at the next interval
    }
  });

  test("is off without a configured provider or with an interval of 0", async () => {
    let refreshes = 0;
    const real = providerFor();
    const counting: IdentityProvider = { ...real, refresh: (token) => (refreshes++, real.refresh(token)) };
    const { sessionId, token } = await signInWith(
      await tokensFor(new CookieJar(), issuer, "ed@example.com", "Ed"),
    );
    await makeDue(sessionId);
    useProvider(null);
    expect((await app.call("/api/user/info", { token })).status).toBe(200);
    useProvider(counting, 0);
    expect((await app.call("/api/user/info", { token })).status).toBe(200);
    expect(refreshes).toBe(0);
    expect((await sessionRow(sessionId)).revokedAt).toBeNull();
  });
});

describe("back-channel logout", () => {
  test("the issuer's logout token ends the app sessions of that provider session, and only those", async () => {
    useProvider(providerFor());
    deliverTo = app;
    try {
      const jar = new CookieJar();
      const tokens = await tokensFor(jar, issuer, "fay@example.com", "Fay");
      const laptop = await signInWith(tokens);
      const sameProviderSession = await signInWith(tokens);
      // The same person signed in elsewhere (another provider session), and somebody else.
      const phone = await signInWith(await tokensFor(new CookieJar(), issuer, "fay@example.com", "Fay"));
      const other = await signInWith(await tokensFor(new CookieJar(), issuer, "gus@example.com", "Gus"));

      const before = delivered.length;
      const { html } = await openLogoutPage(jar, issuer, { client_id: CLIENT_ID });
      expect((await confirmLogout(jar, html)).status).toBe(303);
      expect(delivered.slice(before)).toEqual([200]);

      expect((await app.call("/api/user/info", { token: laptop.token })).status).toBe(401);
      expect((await app.call("/api/user/info", { token: sameProviderSession.token })).status).toBe(401);
      expect((await app.call("/api/user/info", { token: phone.token })).status).toBe(200);
      expect((await app.call("/api/user/info", { token: other.token })).status).toBe(200);
    } finally {
      deliverTo = null;
    }
  });

  describe("refuses logout tokens that do not verify", () => {
    let victim: Awaited<ReturnType<typeof signInWith>>;

    beforeAll(async () => {
      useProvider(providerFor());
      victim = await signInWith(await tokensFor(new CookieJar(), issuer, "hal@example.com", "Hal"));
    });

    type Shape = { claims?: Record<string, unknown>; drop?: string[]; key?: CryptoKey; kid?: string };

    async function logoutToken({
      claims = {},
      drop = [],
      key = signingKey.privateKey,
      kid = signingKey.kid,
    }: Shape = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload: Record<string, unknown> = {
        iss: issuer.url,
        aud: CLIENT_ID,
        iat: now,
        exp: now + 120,
        jti: crypto.randomUUID(),
        sub: victim.claims.sub,
        sid: victim.claims.sid,
        events: { [BACKCHANNEL_EVENT]: {} },
        ...claims,
      };
      for (const name of drop) delete payload[name];
      return new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid, typ: "logout+jwt" }).sign(key);
    }

    async function post(body: string, contentType = "application/x-www-form-urlencoded") {
      const res = await app.call("/api/auth/backchannel-logout", {
        method: "POST",
        headers: { "content-type": contentType },
        body,
      });
      return {
        status: res.status,
        body:
          res.status === 200 ? null : ((await res.json()) as { error: string; error_description: string }),
        cacheControl: res.headers.get("cache-control"),
      };
    }

    const send = async (token: string) => post(new URLSearchParams({ logout_token: token }).toString());

    test.each<[string, () => Promise<string>, RegExp]>([
      [
        "signed by another key",
        async () => logoutToken({ key: (await generateKeyPair("RS256")).privateKey }),
        /does not verify/,
      ],
      ["of another audience", () => logoutToken({ claims: { aud: "someone-else" } }), /does not verify.*aud/],
      [
        "of another issuer",
        () => logoutToken({ claims: { iss: "http://127.0.0.1:1" } }),
        /does not verify.*iss/,
      ],
      [
        "too old",
        () =>
          logoutToken({
            claims: { iat: Math.floor(Date.now() / 1000) - 3600, exp: Math.floor(Date.now() / 1000) + 60 },
          }),
        /does not verify/,
      ],
      [
        "without the back-channel event",
        () => logoutToken({ claims: { events: { "http://example.com/other": {} } } }),
        /event/,
      ],
      ["carrying a nonce (an ID token)", () => logoutToken({ claims: { nonce: "n-1" } }), /nonce/],
      ["naming neither sub nor sid", () => logoutToken({ drop: ["sub", "sid"] }), /neither sub nor sid/],
      ["without a jti", () => logoutToken({ drop: ["jti"] }), /does not verify.*jti/],
      [
        "unsigned",
        async () =>
          `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${Buffer.from(JSON.stringify({ iss: issuer.url, aud: CLIENT_ID, sub: victim.claims.sub, events: { [BACKCHANNEL_EVENT]: {} }, jti: "x", iat: Math.floor(Date.now() / 1000) })).toString("base64url")}.`,
        /does not verify/,
      ],
    ])("a token %s", async (_name, make, reason) => {
      const answer = await send(await make());
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        errno: 400,
        errmsg: "The logout token was refused",
        data: null,
        error: "invalid_request",
      });
      expect(answer.body!.error_description).toMatch(reason);
      expect(answer.cacheControl).toBe("no-store");
      expect((await app.call("/api/user/info", { token: victim.token })).status).toBe(200);
    });

    test("no token, or not a form", async () => {
      expect((await post("")).status).toBe(400);
      expect(
        (await post(JSON.stringify({ logout_token: await logoutToken() }), "application/json")).status,
      ).toBe(400);
      expect((await app.call("/api/user/info", { token: victim.token })).status).toBe(200);
    });

    test("a valid token works once; the same jti again is refused", async () => {
      const token = await logoutToken({ drop: ["sid"] }); // by `sub`: every session of the person
      const first = await send(token);
      expect(first.status).toBe(200);
      expect((await app.call("/api/user/info", { token: victim.token })).status).toBe(401);
      const replay = await send(token);
      expect(replay.status).toBe(400);
      expect(replay.body!.error_description).toMatch(/already used/);
    });
  });
});

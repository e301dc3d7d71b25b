/**
 * End-to-end test of the built-in development OpenID Connect issuer
 * (scripts/dev-issuer/main.mjs): discovery, login page, validation, authorization code +
 * PKCE, token exchange, ID token signature, userinfo, refresh tokens bound to the provider
 * session, RP-initiated logout (no question with a valid id_token_hint, a confirmation
 * without one) and Back-Channel Logout to the registered client.
 *
 * The issuer runs as a child process (tests/helpers/dev-issuer-client.ts), driven with plain
 * fetch, manual redirects and a tiny cookie jar, the way a browser + Auth.js would.
 */
import { createHash, createPublicKey, verify, type JsonWebKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import {
  CLIENT_ID,
  POST_LOGOUT_URI,
  REDIRECT_URI,
  confirmLogout,
  CookieJar,
  exchangeCode,
  follow,
  form,
  formAction,
  jwtPayload,
  openLogoutPage,
  request,
  signInAtIssuer,
  startAuthorization,
  startIssuer,
  tokenRequest,
  tokensFor,
  type RunningIssuer,
} from "../helpers/dev-issuer-client";

const ROOT = path.resolve(__dirname, "../..");
const zh = JSON.parse(readFileSync(path.join(ROOT, "messages/zh.json"), "utf8")).devIssuer as Record<
  string,
  string
>;
const en = JSON.parse(readFileSync(path.join(ROOT, "messages/en.json"), "utf8")).devIssuer as Record<
  string,
  string
>;

let issuer: RunningIssuer;
let issuerUrl = "";
let discovery: RunningIssuer["discovery"];
/** What the issuer posted to the client's back-channel logout URI. */
const logoutTokens: string[] = [];
let receiver: Server;

/** Verifies an RS256 JWT against the issuer's JWKS with node:crypto. */
async function verifyIdToken(token: string) {
  const [headerPart, payloadPart, signaturePart] = token.split(".");
  const header = JSON.parse(Buffer.from(headerPart, "base64url").toString()) as { alg: string; kid: string };
  expect(header.alg).toBe("RS256");
  const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: (JsonWebKey & { kid: string })[] };
  const jwk = jwks.keys.find((key) => key.kid === header.kid);
  expect(jwk).toBeDefined();
  expect(jwk).not.toHaveProperty("d"); // only public material is published
  const valid = verify(
    "RSA-SHA256",
    Buffer.from(`${headerPart}.${payloadPart}`),
    createPublicKey({ key: jwk as JsonWebKey, format: "jwk" }),
    Buffer.from(signaturePart, "base64url"),
  );
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(payloadPart, "base64url").toString()) as Record<string, unknown>;
}

async function exchangeCodeChecked(code: string, verifier: string, auth: "basic" | "post") {
  return exchangeCode(issuer, code, verifier, auth);
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const token = new URLSearchParams(body).get("logout_token");
      if (token) logoutTokens.push(token);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const port = (receiver.address() as AddressInfo).port;
  issuer = await startIssuer({
    DEV_ISSUER_BACKCHANNEL_LOGOUT_URI: `http://127.0.0.1:${port}/api/auth/backchannel-logout`,
  });
  issuerUrl = issuer.url;
  discovery = issuer.discovery;
}, 15_000);

afterAll(async () => {
  await issuer?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe("development OIDC issuer", () => {
  test("discovery advertises the client's needs", () => {
    expect(issuerUrl).not.toMatch(/:0$/);
    expect(discovery.issuer).toBe(issuerUrl);
    expect(discovery.end_session_endpoint).toBe(`${issuerUrl}/session/end`);
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(["openid", "profile", "email", "phone", "address"]),
    );
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining([
        "sub",
        "email",
        "email_verified",
        "name",
        "locale",
        "picture",
        "phone_number",
        "address",
      ]),
    );
    expect(discovery.code_challenge_methods_supported).toContain("S256");
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(["client_secret_basic", "client_secret_post"]),
    );
    expect(discovery.ui_locales_supported).toEqual(expect.arrayContaining(["en", "zh"]));
  });

  test("authorization code + PKCE flow in Chinese, userinfo and RP-initiated logout", async () => {
    const jar = new CookieJar();
    const started = await startAuthorization(jar, issuer, "zh");
    expect(started.response.status).toBe(200);
    expect(started.response.url).toMatch(new RegExp(`^${issuerUrl}/interaction/`));
    const page = await started.response.text();
    expect(page).toContain('<html lang="zh-CN">');
    expect(page).toContain(zh.title);
    expect(page).toContain("demo@vibestudio.dev");
    expect(page).toContain(zh.demoUse);
    const action = formAction(page, issuerUrl);

    // Invalid e-mail: same page, Chinese error, entered values kept (and escaped).
    const invalid = await request(jar, action, form({ email: "not-an-email", name: "<Ada>" }));
    expect(invalid.status).toBe(400);
    const invalidPage = await invalid.text();
    expect(invalidPage).toContain(zh.invalidEmail);
    expect(invalidPage).not.toContain(zh.nameRequired);
    expect(invalidPage).toContain('value="not-an-email"');
    expect(invalidPage).toContain('value="&lt;Ada&gt;"');
    expect(invalidPage).not.toContain("<Ada>");

    const missingName = await request(jar, action, form({ email: "ada@example.com", name: "  " }));
    expect(missingName.status).toBe(400);
    expect(await missingName.text()).toContain(zh.nameRequired);

    // Valid sign-in: login, automatic consent, back to the relying party.
    const { location } = await follow(
      jar,
      await request(jar, action, form({ email: "Ada@Example.com", name: "Ada Lovelace" })),
      REDIRECT_URI,
      issuerUrl,
    );
    expect(location).toBeDefined();
    const callback = new URL(location as string);
    expect(callback.searchParams.get("state")).toBe(started.state);
    const code = callback.searchParams.get("code");
    expect(code).toBeTruthy();

    const tokens = await exchangeCodeChecked(code as string, started.verifier, "basic");
    expect(tokens.token_type).toBe("Bearer");
    const claims = await verifyIdToken(tokens.id_token);
    const expectedSub = `dev-${createHash("sha256").update("ada@example.com").digest("hex").slice(0, 24)}`;
    expect(claims).toMatchObject({
      iss: issuerUrl,
      aud: CLIENT_ID,
      nonce: started.nonce,
      sub: expectedSub,
      email: "ada@example.com",
      email_verified: true,
      name: "Ada Lovelace",
      locale: "zh-CN",
    });
    expect(claims).not.toHaveProperty("phone_number");
    expect(claims).not.toHaveProperty("address");
    expect(claims).not.toHaveProperty("picture");

    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({
      sub: expectedSub,
      email: "ada@example.com",
      name: "Ada Lovelace",
    });

    // The code is single use.
    const replay = await tokenRequest(issuer, {
      grant_type: "authorization_code",
      code: code as string,
      redirect_uri: REDIRECT_URI,
      code_verifier: started.verifier,
    });
    expect(replay.status).toBe(400);

    // RP-initiated logout with a valid hint: nothing is asked, the page submits itself
    // (logout=yes) and lands on the app with its state.
    const { status, html: logoutHtml } = await openLogoutPage(jar, issuer, {
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: POST_LOGOUT_URI,
      state: "bye",
      ui_locales: "zh",
    });
    expect(status).toBe(200);
    expect(logoutHtml).toContain(zh.signingOut);
    expect(logoutHtml).toContain("document.forms['op.logoutForm'].submit()");
    expect(logoutHtml).not.toContain(zh.logoutConfirm);
    expect(logoutHtml).not.toContain(zh.logoutCancel);
    expect(logoutHtml).toContain('name="logout" value="yes"');
    expect(/<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(logoutHtml)?.[1]).toBe(
      `${issuerUrl}/session/end/confirm`,
    );
    const confirmed = await confirmLogout(jar, logoutHtml);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`${POST_LOGOUT_URI}?state=bye`);

    // The session is gone: a new authorization request asks to sign in again.
    const again = await startAuthorization(jar, issuer, "en");
    expect(again.response.status).toBe(200);
    expect(await again.response.text()).toContain(en.title);
  });

  test("sub is stable per e-mail, differs between e-mails; client_secret_post and the demo account work", async () => {
    const first = await signInAtIssuer(new CookieJar(), issuer, "grace@example.com", "Grace");
    const second = await signInAtIssuer(new CookieJar(), issuer, "  GRACE@example.com ", "Grace Hopper");
    const demo = await signInAtIssuer(new CookieJar(), issuer, "demo@vibestudio.dev", "Demo PM");

    const firstClaims = await verifyIdToken(
      (await exchangeCodeChecked(first.code, first.verifier, "basic")).id_token,
    );
    const secondClaims = await verifyIdToken(
      (await exchangeCodeChecked(second.code, second.verifier, "post")).id_token,
    );
    const demoClaims = await verifyIdToken(
      (await exchangeCodeChecked(demo.code, demo.verifier, "basic")).id_token,
    );

    expect(firstClaims.sub).toMatch(/^dev-[0-9a-f]{24}$/);
    expect(secondClaims.sub).toBe(firstClaims.sub);
    expect(secondClaims.name).toBe("Grace Hopper");
    expect(secondClaims.locale).toBe("en");
    expect(demoClaims).toMatchObject({ email: "demo@vibestudio.dev", name: "Demo PM" });
    expect(demoClaims.sub).not.toBe(firstClaims.sub);
  });

  test("form posts without the interaction cookie are rejected with the error page", async () => {
    const jar = new CookieJar();
    const started = await startAuthorization(jar, issuer, "en");
    const action = formAction(await started.response.text(), issuerUrl);
    const forged = await fetch(action, {
      ...form({ email: "eve@example.com", name: "Eve" }),
      redirect: "manual",
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(en.errorTitle);
  });

  test("a sign-in gets a refresh token bound to the provider session; ending that session refuses it", async () => {
    const jar = new CookieJar();
    const tokens = await tokensFor(jar, issuer, "rita@example.com", "Rita Refresh");
    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await tokenRequest(issuer, {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token!,
    });
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as { id_token: string; refresh_token?: string };
    expect(jwtPayload(body.id_token).sub).toBe(jwtPayload(tokens.id_token).sub);

    const { html } = await openLogoutPage(jar, issuer, {
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: POST_LOGOUT_URI,
    });
    expect((await confirmLogout(jar, html)).status).toBe(303);
    const refused = await tokenRequest(issuer, {
      grant_type: "refresh_token",
      refresh_token: body.refresh_token ?? tokens.refresh_token!,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "invalid_grant" });
  });

  test("without a hint the logout asks, in the user's language, and offers to stay signed in", async () => {
    const jar = new CookieJar();
    await tokensFor(jar, issuer, "quinn@example.com", "Quinn");
    const { status, html } = await openLogoutPage(jar, issuer, {
      client_id: CLIENT_ID,
      post_logout_redirect_uri: POST_LOGOUT_URI,
      state: "s1",
      ui_locales: "zh",
    });
    expect(status).toBe(200);
    expect(html).toContain(zh.logoutConfirm);
    expect(html).toContain(zh.logoutYes);
    expect(html).toContain(`href="${POST_LOGOUT_URI}?state=s1"`);
    expect(html).toContain(zh.logoutCancel);
    expect(html).not.toContain("document.forms['op.logoutForm'].submit()");

    // A hint for somebody else is no reason to skip the question either.
    const other = await tokensFor(new CookieJar(), issuer, "olga@example.com", "Olga");
    const foreign = await openLogoutPage(jar, issuer, {
      id_token_hint: other.id_token,
      post_logout_redirect_uri: POST_LOGOUT_URI,
    });
    expect(foreign.html).toContain(en.logoutConfirm);
    expect(foreign.html).not.toContain("document.forms['op.logoutForm'].submit()");
  });

  test("ending the provider session posts a signed logout token naming the session to the client", async () => {
    const jar = new CookieJar();
    const tokens = await tokensFor(jar, issuer, "bea@example.com", "Bea Backchannel");
    const idClaims = jwtPayload(tokens.id_token);
    expect(typeof idClaims.sid).toBe("string");
    expect(discovery.backchannel_logout_supported).toBe(true);
    expect(discovery.backchannel_logout_session_supported).toBe(true);

    const before = logoutTokens.length;
    const { html } = await openLogoutPage(jar, issuer, { client_id: CLIENT_ID });
    expect(html).toContain(en.logoutConfirm);
    expect((await confirmLogout(jar, html)).status).toBe(303);
    expect(logoutTokens.length).toBe(before + 1);
    const logoutToken = logoutTokens.at(-1)!;
    const claims = await verifyIdToken(logoutToken);
    expect(claims).toMatchObject({
      iss: issuerUrl,
      aud: CLIENT_ID,
      sub: idClaims.sub,
      sid: idClaims.sid,
      events: { "http://schemas.openid.net/event/backchannel-logout": {} },
    });
    expect(typeof claims.jti).toBe("string");
    expect(claims).not.toHaveProperty("nonce");
  });
});

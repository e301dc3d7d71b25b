/**
 * End-to-end test of the built-in development OpenID Connect issuer
 * (scripts/dev-issuer/main.mjs): discovery, login page, validation, authorization code +
 * PKCE, token exchange, ID token signature, userinfo and RP-initiated logout.
 *
 * The issuer runs as a child process because oidc-provider is ESM-only and Jest's module
 * system cannot load it; the flow is driven with plain fetch, manual redirects and a tiny
 * cookie jar, the way a browser + Auth.js would.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const zh = JSON.parse(readFileSync(path.join(ROOT, "messages/zh.json"), "utf8")).devIssuer as Record<string, string>;
const en = JSON.parse(readFileSync(path.join(ROOT, "messages/en.json"), "utf8")).devIssuer as Record<string, string>;

const CLIENT_ID = "vibe-studio-dev";
const CLIENT_SECRET = "vibe-studio-dev-secret";
const REDIRECT_URI = "http://localhost:3000/api/auth/callback/oidc";
const POST_LOGOUT_URI = "http://localhost:3000/";

type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  end_session_endpoint: string;
  scopes_supported: string[];
  claims_supported: string[];
  code_challenge_methods_supported: string[];
  token_endpoint_auth_methods_supported: string[];
  ui_locales_supported: string[];
};

type TokenResponse = { access_token: string; id_token: string; token_type: string };

let child: ChildProcess | undefined;
let issuerUrl = "";
let discovery: Discovery;

/** Minimal cookie jar: honours name, path and deletion, which is all oidc-provider uses. */
class CookieJar {
  private cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = new Map(
        attributes.map((a) => {
          const i = a.indexOf("=");
          return i === -1 ? [a.toLowerCase(), ""] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
        }),
      );
      const cookiePath = attr.get("path") || "/";
      const key = `${name}|${cookiePath}`;
      const expires = attr.get("expires");
      const expired = attr.get("max-age") === "0" || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (expired || value === "") this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path: cookiePath });
    }
  }

  header(url: string) {
    const { pathname } = new URL(url);
    return [...this.cookies.values()]
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith("/") ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
  }
}

async function request(jar: CookieJar, url: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set("cookie", cookie);
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  jar.store(response);
  return response;
}

function form(fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  };
}

/**
 * Follows redirects like a browser until one points at `stopPrefix` (returned, not
 * fetched: it belongs to the relying party) or a non-redirect response arrives.
 */
async function follow(jar: CookieJar, first: Response, stopPrefix: string) {
  let response = first;
  for (let hops = 0; hops < 10; hops += 1) {
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return { response };
    const next = new URL(location, response.url || issuerUrl).href;
    if (next.startsWith(stopPrefix)) return { response, location: next };
    await response.arrayBuffer();
    response = await request(jar, next);
  }
  throw new Error("too many redirects");
}

function base64url(buffer: Buffer) {
  return buffer.toString("base64url");
}

/** Starts an authorization request and returns the login page response. */
async function startAuthorization(jar: CookieJar, uiLocales: string) {
  const state = base64url(randomBytes(16));
  const nonce = base64url(randomBytes(16));
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash("sha256").update(verifier).digest());
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: "code",
    scope: "openid profile email phone address",
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: "S256",
    ui_locales: uiLocales,
  }).toString();
  const { response } = await follow(jar, await request(jar, url.href), REDIRECT_URI);
  return { response, state, nonce, verifier };
}

function formAction(html: string) {
  const match = /<form method="post" action="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no form in page:\n${html}`);
  return new URL(match[1].replace(/&amp;/g, "&"), issuerUrl).href;
}

async function exchangeCode(code: string, verifier: string, auth: "basic" | "post") {
  const fields: Record<string, string> = {
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  };
  const init = form(auth === "post" ? { ...fields, client_id: CLIENT_ID, client_secret: CLIENT_SECRET } : fields);
  if (auth === "basic") {
    const credentials = `${encodeURIComponent(CLIENT_ID)}:${encodeURIComponent(CLIENT_SECRET)}`;
    (init.headers as Record<string, string>).authorization = `Basic ${Buffer.from(credentials).toString("base64")}`;
  }
  const response = await fetch(discovery.token_endpoint, init);
  expect(response.status).toBe(200);
  return (await response.json()) as TokenResponse;
}

/** Verifies an RS256 JWT against the issuer's JWKS with node:crypto (jose is ESM-only). */
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

/** Signs in through the login form and returns the RP callback parameters. */
async function signIn(jar: CookieJar, email: string, name: string, uiLocales = "en") {
  const started = await startAuthorization(jar, uiLocales);
  expect(started.response.status).toBe(200);
  const action = formAction(await started.response.text());
  const { location } = await follow(jar, await request(jar, action, form({ email, name })), REDIRECT_URI);
  expect(location).toBeDefined();
  const callback = new URL(location as string);
  expect(callback.searchParams.get("state")).toBe(started.state);
  return { ...started, code: callback.searchParams.get("code") as string };
}

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DEV_ISSUER_HOST: "127.0.0.1",
    DEV_ISSUER_PORT: "0",
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
  };
  for (const name of ["DEV_ISSUER_URL", "DEV_ISSUER_JWKS", "DEV_ISSUER_REDIRECT_URIS", "DEV_ISSUER_POST_LOGOUT_REDIRECT_URIS"]) {
    delete env[name];
  }
  const proc = spawn(process.execPath, [path.join(ROOT, "scripts/dev-issuer/main.mjs")], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = proc;
  let stderr = "";
  proc.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  issuerUrl = await new Promise<string>((resolve, reject) => {
    let stdout = "";
    const timer = setTimeout(() => reject(new Error(`issuer did not start:\n${stdout}\n${stderr}`)), 10_000);
    proc.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`issuer exited with ${code}:\n${stdout}\n${stderr}`));
    });
  });
  discovery = (await (await fetch(`${issuerUrl}/.well-known/openid-configuration`)).json()) as Discovery;
}, 15_000);

afterAll(async () => {
  const proc = child;
  if (!proc || proc.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  proc.kill("SIGTERM");
  await exited;
});

describe("development OIDC issuer", () => {
  test("discovery advertises the client's needs", () => {
    expect(issuerUrl).not.toMatch(/:0$/);
    expect(discovery.issuer).toBe(issuerUrl);
    expect(discovery.end_session_endpoint).toBe(`${issuerUrl}/session/end`);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(["openid", "profile", "email", "phone", "address"]));
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(["sub", "email", "email_verified", "name", "locale", "picture", "phone_number", "address"]),
    );
    expect(discovery.code_challenge_methods_supported).toContain("S256");
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(["client_secret_basic", "client_secret_post"]),
    );
    expect(discovery.ui_locales_supported).toEqual(expect.arrayContaining(["en", "zh"]));
  });

  test("authorization code + PKCE flow in Chinese, userinfo and RP-initiated logout", async () => {
    const jar = new CookieJar();
    const started = await startAuthorization(jar, "zh");
    expect(started.response.status).toBe(200);
    expect(started.response.url).toMatch(new RegExp(`^${issuerUrl}/interaction/`));
    const page = await started.response.text();
    expect(page).toContain('<html lang="zh-CN">');
    expect(page).toContain(zh.title);
    expect(page).toContain("demo@vibestudio.dev");
    expect(page).toContain(zh.demoUse);
    const action = formAction(page);

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
    );
    expect(location).toBeDefined();
    const callback = new URL(location as string);
    expect(callback.searchParams.get("state")).toBe(started.state);
    const code = callback.searchParams.get("code");
    expect(code).toBeTruthy();

    const tokens = await exchangeCode(code as string, started.verifier, "basic");
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
    expect(await userinfo.json()).toMatchObject({ sub: expectedSub, email: "ada@example.com", name: "Ada Lovelace" });

    // The code is single use.
    const replay = await fetch(discovery.token_endpoint, {
      ...form({ grant_type: "authorization_code", code: code as string, redirect_uri: REDIRECT_URI, code_verifier: started.verifier }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`,
      },
    });
    expect(replay.status).toBe(400);

    // RP-initiated logout: the confirm page auto-submits (logout=yes) and lands on the app.
    const endSession = new URL(discovery.end_session_endpoint);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: POST_LOGOUT_URI,
      state: "bye",
      ui_locales: "zh",
    }).toString();
    const logoutPage = await request(jar, endSession.href);
    expect(logoutPage.status).toBe(200);
    const logoutHtml = await logoutPage.text();
    expect(logoutHtml).toContain(zh.logoutTitle);
    expect(logoutHtml).toContain(zh.logoutYes);
    const logoutAction = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(logoutHtml)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutHtml)?.[1];
    expect(logoutAction).toBe(`${issuerUrl}/session/end/confirm`);
    expect(xsrf).toBeTruthy();
    expect(logoutHtml).toContain('name="logout" value="yes"');
    const confirmed = await request(jar, logoutAction as string, form({ xsrf: xsrf as string, logout: "yes" }));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`${POST_LOGOUT_URI}?state=bye`);

    // The session is gone: a new authorization request asks to sign in again.
    const again = await startAuthorization(jar, "en");
    expect(again.response.status).toBe(200);
    expect(await again.response.text()).toContain(en.title);
  });

  test("sub is stable per e-mail, differs between e-mails; client_secret_post and the demo account work", async () => {
    const first = await signIn(new CookieJar(), "grace@example.com", "Grace");
    const second = await signIn(new CookieJar(), "  GRACE@example.com ", "Grace Hopper");
    const demo = await signIn(new CookieJar(), "demo@vibestudio.dev", "Demo PM");

    const firstClaims = await verifyIdToken((await exchangeCode(first.code, first.verifier, "basic")).id_token);
    const secondClaims = await verifyIdToken((await exchangeCode(second.code, second.verifier, "post")).id_token);
    const demoClaims = await verifyIdToken((await exchangeCode(demo.code, demo.verifier, "basic")).id_token);

    expect(firstClaims.sub).toMatch(/^dev-[0-9a-f]{24}$/);
    expect(secondClaims.sub).toBe(firstClaims.sub);
    expect(secondClaims.name).toBe("Grace Hopper");
    expect(secondClaims.locale).toBe("en");
    expect(demoClaims).toMatchObject({ email: "demo@vibestudio.dev", name: "Demo PM" });
    expect(demoClaims.sub).not.toBe(firstClaims.sub);
  });

  test("form posts without the interaction cookie are rejected with the error page", async () => {
    const jar = new CookieJar();
    const started = await startAuthorization(jar, "en");
    const action = formAction(await started.response.text());
    const forged = await fetch(action, { ...form({ email: "eve@example.com", name: "Eve" }), redirect: "manual" });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(en.errorTitle);
  });
});

/**
 * Drives the built-in development issuer (scripts/dev-issuer/main.mjs) from Jest the way a
 * browser and Auth.js would: the issuer runs as a child process (oidc-provider is ESM-only and
 * Jest's module system cannot load it), requests follow redirects by hand with a tiny cookie
 * jar, the login form is posted, the code is exchanged for tokens.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export const CLIENT_ID = "vibe-studio-dev";
export const CLIENT_SECRET = "vibe-studio-dev-secret";
export const REDIRECT_URI = "http://localhost:3000/api/auth/callback/oidc";
export const POST_LOGOUT_URI = "http://localhost:3000/";

export type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  end_session_endpoint: string;
  revocation_endpoint: string;
  scopes_supported: string[];
  claims_supported: string[];
  code_challenge_methods_supported: string[];
  token_endpoint_auth_methods_supported: string[];
  ui_locales_supported: string[];
  backchannel_logout_supported?: boolean;
  backchannel_logout_session_supported?: boolean;
};

export type TokenResponse = {
  access_token: string;
  id_token: string;
  token_type: string;
  refresh_token?: string;
};

export type RunningIssuer = { url: string; discovery: Discovery; stop: () => Promise<void> };

/** Starts the issuer on a free port of 127.0.0.1; `env` adds DEV_ISSUER_* settings. */
export async function startIssuer(env: Record<string, string> = {}): Promise<RunningIssuer> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DEV_ISSUER_HOST: "127.0.0.1",
    DEV_ISSUER_PORT: "0",
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
  };
  for (const name of [
    "DEV_ISSUER_URL",
    "DEV_ISSUER_JWKS",
    "DEV_ISSUER_REDIRECT_URIS",
    "DEV_ISSUER_POST_LOGOUT_REDIRECT_URIS",
    "DEV_ISSUER_BACKCHANNEL_LOGOUT_URI",
  ])
    delete childEnv[name];
  Object.assign(childEnv, env);
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, "scripts/dev-issuer/main.mjs")], {
    cwd: ROOT,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = "";
    // Within Jest's 60 s hook timeout, yet far beyond a start-up's usual second: 10 s was not enough
    // at a load of 40 on 2 cores. The child is stopped so a failed start leaves no process behind.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`issuer did not start:\n${stdout}\n${stderr}`));
    }, 50_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`issuer exited with ${code}:\n${stdout}\n${stderr}`));
    });
  });
  const discovery = (await (await fetch(`${url}/.well-known/openid-configuration`)).json()) as Discovery;
  return {
    url,
    discovery,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Minimal cookie jar: honours name, path and deletion, which is all oidc-provider uses. */
export class CookieJar {
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
      const expired =
        attr.get("max-age") === "0" || (expires !== undefined && Date.parse(expires) <= Date.now());
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

export async function request(jar: CookieJar, url: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set("cookie", cookie);
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  jar.store(response);
  return response;
}

export function form(fields: Record<string, string>): RequestInit {
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
export async function follow(jar: CookieJar, first: Response, stopPrefix: string, base: string) {
  let response = first;
  for (let hops = 0; hops < 10; hops += 1) {
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return { response };
    const next = new URL(location, response.url || base).href;
    if (next.startsWith(stopPrefix)) return { response, location: next };
    await response.arrayBuffer();
    response = await request(jar, next);
  }
  throw new Error("too many redirects");
}

/** Starts an authorization request and returns the login page response. */
export async function startAuthorization(jar: CookieJar, issuer: RunningIssuer, uiLocales: string) {
  const state = randomBytes(16).toString("base64url");
  const nonce = randomBytes(16).toString("base64url");
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const url = new URL(issuer.discovery.authorization_endpoint);
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
  const { response } = await follow(jar, await request(jar, url.href), REDIRECT_URI, issuer.url);
  return { response, state, nonce, verifier };
}

export function formAction(html: string, base: string) {
  const match = /<form method="post" action="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no form in page:\n${html}`);
  return new URL(match[1].replace(/&amp;/g, "&"), base).href;
}

/** POSTs to the token endpoint with the client's credentials (basic or in the body). */
export async function tokenRequest(
  issuer: RunningIssuer,
  fields: Record<string, string>,
  auth: "basic" | "post" = "basic",
) {
  const init = form(
    auth === "post" ? { ...fields, client_id: CLIENT_ID, client_secret: CLIENT_SECRET } : fields,
  );
  if (auth === "basic") {
    const credentials = `${encodeURIComponent(CLIENT_ID)}:${encodeURIComponent(CLIENT_SECRET)}`;
    (init.headers as Record<string, string>).authorization =
      `Basic ${Buffer.from(credentials).toString("base64")}`;
  }
  return fetch(issuer.discovery.token_endpoint, init);
}

export async function exchangeCode(
  issuer: RunningIssuer,
  code: string,
  verifier: string,
  auth: "basic" | "post" = "basic",
): Promise<TokenResponse> {
  const response = await tokenRequest(
    issuer,
    { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
    auth,
  );
  if (response.status !== 200)
    throw new Error(`token endpoint answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as TokenResponse;
}

/** Signs in through the login form and returns the RP callback parameters. */
export async function signInAtIssuer(
  jar: CookieJar,
  issuer: RunningIssuer,
  email: string,
  name: string,
  uiLocales = "en",
) {
  const started = await startAuthorization(jar, issuer, uiLocales);
  if (started.response.status !== 200) throw new Error(`login page answered ${started.response.status}`);
  const action = formAction(await started.response.text(), issuer.url);
  const { location } = await follow(
    jar,
    await request(jar, action, form({ email, name })),
    REDIRECT_URI,
    issuer.url,
  );
  if (!location) throw new Error("sign-in did not return to the relying party");
  const callback = new URL(location);
  if (callback.searchParams.get("state") !== started.state) throw new Error("state mismatch");
  return { ...started, code: callback.searchParams.get("code") as string };
}

/** Signs in and exchanges the code: the tokens a relying party holds after sign-in. */
export async function tokensFor(
  jar: CookieJar,
  issuer: RunningIssuer,
  email: string,
  name: string,
): Promise<TokenResponse> {
  const { code, verifier } = await signInAtIssuer(jar, issuer, email, name);
  return exchangeCode(issuer, code, verifier);
}

/** The payload of a JWT, unverified (for tests that read what a token says). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as Record<string, unknown>;
}

/** Opens the end-session page (RP-initiated logout) in the jar's session and returns its HTML. */
export async function openLogoutPage(jar: CookieJar, issuer: RunningIssuer, params: Record<string, string>) {
  const url = new URL(issuer.discovery.end_session_endpoint);
  url.search = new URLSearchParams(params).toString();
  const response = await request(jar, url.href);
  return { status: response.status, html: await response.text() };
}

/** Posts the logout form of an end-session page: `logout: "yes"` ends the whole provider session. */
export async function confirmLogout(
  jar: CookieJar,
  html: string,
  fields: Record<string, string> = { logout: "yes" },
) {
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !xsrf) throw new Error(`no logout form in page:\n${html}`);
  return request(jar, action, form({ xsrf, ...fields }));
}

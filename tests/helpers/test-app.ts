/** The real API app on a fresh database, plus helpers to sign users in through POST /user/login. */
import { parseSse } from "./sse";
export { parseSse };
import { createApp, type ApiApp } from "@/server/app";
import { signApiToken } from "@/server/auth/api-token";
import { createOfflineModel } from "@/server/ai/offline-model";
import type { DbHandle } from "@/server/db/client";
import type { AppServices } from "@/server/app-services";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { openTestDatabase } from "./test-database";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { localFileStorage } from "@/server/files/storage";
import { RateLimits } from "@/server/rate-limit/rate-limits";
import { RATE_LIMIT_NAMES, type RateLimitConfig } from "@/server/rate-limit/rules";

function relaxedRateLimits(): RateLimitConfig {
  const loose = { points: 1_000_000, duration: 60 };
  return Object.fromEntries(
    RATE_LIMIT_NAMES.map((name) => [name, { perClient: loose, global: loose }]),
  ) as RateLimitConfig;
}

process.env.AUTH_SECRET ??= "test-secret-for-jest-only-0123456789";

export type TestApp = {
  app: ApiApp;
  handle: DbHandle;
  /** The folder this app's uploads are stored in. */
  filesDir: string;
  /** Signs in as a browser would: a new server session each time; `token` is that session's. */
  signIn: (email: string, name?: string) => Promise<{ userId: string; sessionId: string; token: string }>;
  call: (path: string, init?: RequestInit & { token?: string; json?: unknown }) => Promise<Response>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  delayMs?: number;
  maxConcurrent?: number;
  /** Another model for every round (e.g. one pointed at a fake provider server). */
  model?: LanguageModelV3;
  services?: Partial<AppServices>;
  rateLimits?: RateLimits;
};

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const handle = await openTestDatabase();
  const model = opts.model ?? createOfflineModel({ delayMs: opts.delayMs ?? 0 });
  // Uploaded bytes go to a folder of this test app, removed on close.
  const filesDir = mkdtempSync(path.join(tmpdir(), "vibe-files-"));
  const app = createApp({
    db: handle.db,
    // Generous limits unless a test brings its own: suites sign in and bind codes many times.
    services: {
      resolveModel: () => ({ id: "offline", model }),
      files: localFileStorage(filesDir),
      rateLimits: opts.rateLimits ?? new RateLimits({ config: relaxedRateLimits() }),
      ...opts.services,
    },
  });
  if (opts.maxConcurrent) Object.assign(app.services.registry, { maxConcurrent: opts.maxConcurrent });

  const call: TestApp["call"] = async (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    return app.request(path, { ...init, headers, body });
  };

  const signIn: TestApp["signIn"] = async (email, name = email.split("@")[0]) => {
    const loginToken = await signApiToken({
      oidc: { issuer: "http://issuer.test", subject: `sub-${email}`, email, name },
    });
    const res = await call("/api/user/login", { method: "POST", token: loginToken });
    const body = (await res.json()) as { data: { ucid: string; session_id: string } };
    const userId = body.data.ucid;
    const sessionId = body.data.session_id;
    return { userId, sessionId, token: await signApiToken({ sub: userId, sid: sessionId }) };
  };

  return {
    app,
    handle,
    filesDir,
    call,
    signIn,
    close: async () => {
      await app.services.registry.drain();
      await app.services.registry.close();
      await app.services.rateLimits.close();
      await handle.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Reads a whole SSE body into its events (id + parsed data). */
export async function readSse(res: Response): Promise<{ id: number; data: Record<string, unknown> }[]> {
  const text = await res.text();
  return parseSse(text);
}

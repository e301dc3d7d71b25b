/**
 * The BFF's forwarding through a separately started API (API_ROOT set): the same calls work,
 * the browser's own Authorization is ignored, and an event stream arrives incrementally.
 */
import { forwardToApi, isSameOriginMutation } from "@/lib/server/bff-forward";
import { apiFetch } from "@/lib/server/api-fetch";
import { signApiToken } from "@/server/auth/api-token";
import { SPAWN_HOOK_MS, spawnApi, type SpawnedApi } from "../helpers/spawn-api";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const DELAY_MS = 40;
process.env.AUTH_SECRET ??= "test-secret-for-jest-only-0123456789";

let api: SpawnedApi;
// Uploads of the spawned API land here, not in the project's data folder.
const dataDir = mkdtempSync(path.join(tmpdir(), "vibe-bff-"));
let identity: { userId: string; sessionId: string };

beforeAll(async () => {
  api = await spawnApi({
    DATABASE_URL: "memory://",
    DATA_DIR: dataDir,
    OFFLINE_MODEL_DELAY_MS: String(DELAY_MS),
    AUTH_SECRET: process.env.AUTH_SECRET!,
  });
  process.env.API_ROOT = api.url;
  const login = await signApiToken({
    oidc: { issuer: "http://issuer.test", subject: "bff-user", email: "bff@example.com", name: "Bff" },
  });
  const res = await apiFetch("/api/user/login", {
    method: "POST",
    headers: { authorization: `Bearer ${login}` },
  });
  const { data } = await res.json();
  identity = { userId: data.ucid, sessionId: data.session_id };
}, SPAWN_HOOK_MS);

afterAll(async () => {
  delete process.env.API_ROOT;
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const browser = (path: string, init: RequestInit = {}) => new Request(`http://localhost:3000${path}`, init);

test("forwards JSON calls with the user's identity and language", async () => {
  const created = await forwardToApi(
    browser("/api/chats", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer forged" },
      body: JSON.stringify({ title: "Via BFF" }),
    }),
    { identity, locale: "zh" },
  );
  expect(created.status).toBe(200);
  const chat = (await created.json()).data;
  expect(chat.title).toBe("Via BFF");

  const list = await forwardToApi(browser("/api/chats?page=1&page_size=15"), { identity, locale: "zh" });
  expect((await list.json()).data.items.map((c: { id: string }) => c.id)).toContain(chat.id);

  const missing = await forwardToApi(browser("/api/chats/does-not-exist"), { identity, locale: "zh" });
  expect(missing.status).toBe(404);
  expect((await missing.json()).errmsg).toBe("对话不存在");
});

test("streams a whole round through, with the headers of an unbuffered event stream", async () => {
  const chat = (
    await (
      await forwardToApi(
        browser("/api/chats", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        }),
        { identity, locale: "en" },
      )
    ).json()
  ).data;
  const res = await forwardToApi(
    browser(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ content: "A booking tool for yoga studios" }),
    }),
    { identity, locale: "en" },
  );
  expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
  expect(res.headers.get("cache-control")).toContain("no-transform");
  // The whole round arrives, in order, ending with done. That it arrives event by event (not
  // buffered) is proven without timing in bff-route.test.ts, with an API that holds its second
  // event until the first has been read.
  const text = await res.text();
  const types = text
    .split("\n\n")
    .filter((block) => block.includes("data: "))
    .map((block) => JSON.parse(block.slice(block.indexOf("data: ") + 6)).type);
  expect(types.length).toBeGreaterThan(5);
  expect(types.at(-1)).toBe("done");
  expect(types.filter((type) => type === "content").length).toBeGreaterThan(3);
});

test("a mutation from another origin is refused", () => {
  expect(
    isSameOriginMutation(
      browser("/api/chats", {
        method: "POST",
        headers: { origin: "http://evil.test", host: "localhost:3000" },
      }),
    ),
  ).toBe(false);
  expect(
    isSameOriginMutation(
      browser("/api/chats", {
        method: "POST",
        headers: { origin: "http://localhost:3000", host: "localhost:3000" },
      }),
    ),
  ).toBe(true);
  expect(
    isSameOriginMutation(
      browser("/api/chats", { method: "POST", headers: { "sec-fetch-site": "cross-site" } }),
    ),
  ).toBe(false);
  expect(isSameOriginMutation(browser("/api/chats"))).toBe(true);
});

test("forwards a small JSON body in one piece and a multipart upload as a stream", async () => {
  const json = JSON.stringify({ title: "Sized body" });
  const created = await forwardToApi(
    browser("/api/chats", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(json)) },
      body: json,
    }),
    { identity, locale: "en" },
  );
  expect((await created.json()).data.title).toBe("Sized body");

  const form = new FormData();
  form.append("file", new File([new TextEncoder().encode("name,price\nbike,120\n")], "items.csv"));
  const uploaded = await forwardToApi(browser("/api/files", { method: "POST", body: form }), {
    identity,
    locale: "en",
  });
  expect((await uploaded.json()).data).toMatchObject({
    file_name: "items.csv",
    kind: "text",
    text_status: "extracted",
  });
});

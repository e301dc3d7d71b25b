/**
 * A lite app's data API refuses text PostgreSQL cannot store — a NUL or a lone UTF-16 surrogate,
 * in a value or a key, at any depth — with a 400 in its own JSON shape and the visitor's language,
 * on a deployed app's host and in a preview alike, and stores nothing. (Paths spelled that way
 * are refused before any route by server/http/request-guards.ts.)
 */
import { createVersion } from "@/server/services/versions";
import { createChat } from "@/server/services/chats";
import { serveAppHost } from "@/server/artifacts/agentic/deploy/serve-host";
import { liteAppRecords } from "@/server/db/schema";
import { deploymentSchema } from "@/lib/contracts/lite-app";
import { createTestApp, type TestApp } from "../../helpers/test-app";
import { dataOf } from "../../helpers/contract";
import { todoApp } from "../../unit/agentic-deploy/todo-app";

let t: TestApp;
let host: string;
let previewBase: string;
let recordId: string;

/** A request to a deployed app's host, through the Next side's handler and the real API. */
function visit(path: string, init: RequestInit = {}) {
  const url = new URL(path, `http://${host}`);
  const headers = new Headers(init.headers);
  headers.set("host", host);
  return serveAppHost(
    new Request(url, { ...init, headers }),
    url.pathname,
    url.search,
    async (p, i) => t.app.request(p, i),
    "localhost",
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.signIn("bad-text@example.com");
  const chat = await createChat(t.handle.db, user.userId, "Bad text");
  const version = await createVersion(t.handle.db, {
    chatId: chat.id,
    userId: user.userId,
    kind: "agentic",
    content: JSON.stringify(todoApp("Bad text")),
    status: "complete",
    title: "Bad text",
  });
  const deployed = await t.call("/api/deploy/real", {
    method: "POST",
    token: user.token,
    json: { chat_id: chat.id, version_id: version.id },
  });
  host = new URL((await dataOf(deploymentSchema, deployed)).preview_url).host;
  previewBase = `/api/agentic/preview/${version.id}/__data`;
  const made = await visit("/__data/notes", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data: { title: "fine" } }),
  });
  recordId = ((await made.json()) as { id: string }).id;
}, 120_000);
afterAll(() => t.close());

/** JSON text as a client may send it: `\\u0000` and `\\ud800` escapes arrive as those characters. */
const BODIES: [string, string, string][] = [
  ["a NUL in a value", '{"data":{"title":"a\\u0000b"}}', "title"],
  ["a lone surrogate in a value", '{"data":{"title":"a\\ud800b"}}', "title"],
  ["a NUL in a key", '{"data":{"ti\\u0000tle":"x"}}', "ti\\0tle"],
  ["a lone surrogate in a key", '{"data":{"\\udc00":"x"}}', "\ufffd"],
  ["a NUL deep inside", '{"data":{"items":[{"tags":["ok","\\u0000"]}]}}', "items.0.tags.1"],
];

describe.each(BODIES)("%s", (_, body, field) => {
  it.each([
    ["POST", "deployed"],
    ["PUT", "deployed"],
    ["POST", "preview"],
  ])("%s on the %s app is a 400 naming the field, and stores nothing", async (method, where) => {
    const before = await t.handle.db.select().from(liteAppRecords);
    const path = method === "PUT" ? `/__data/notes/${recordId}` : "/__data/notes";
    const init = { method, headers: { "content-type": "application/json", "accept-language": "en" }, body };
    const res =
      where === "deployed" ? await visit(path, init) : await t.call(`${previewBase}${path.slice(7)}`, init);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: { code: string; message: string } };
    expect(answer.error.code).toBe("badText");
    expect(answer.error.message).toContain(`“${field}”`);
    expect(await t.handle.db.select().from(liteAppRecords)).toEqual(before);
  });
});

it("says what is wrong in the visitor's language", async () => {
  const post = async (language: string, body: string) =>
    (
      await visit("/__data/notes", {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": language },
        body,
      })
    ).json();
  const nul = '{"data":{"title":"\\u0000"}}';
  const surrogate = '{"data":{"title":"\\ud83d"}}';
  expect(await post("en", nul)).toEqual({
    error: { code: "badText", message: "“title” holds a NUL character, which cannot be stored." },
  });
  expect(await post("en", surrogate)).toEqual({
    error: {
      code: "badText",
      message: "“title” holds an unpaired surrogate (broken Unicode text), which cannot be stored.",
    },
  });
  expect(await post("zh-CN", nul)).toEqual({
    error: { code: "badText", message: "“title”包含空字符（NUL），无法保存。" },
  });
  expect(await post("zh-CN", surrogate)).toEqual({
    error: { code: "badText", message: "“title”包含未配对的代理字符（无效的 Unicode 文本），无法保存。" },
  });
});

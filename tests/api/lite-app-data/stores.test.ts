/**
 * A lite app's previews and its deployed app keep their data apart: records typed while trying a
 * version never reach the live app's visitors and theirs never show in the preview. Every version's
 * preview of a chat shares one store (test data survives the next version); every deployment of
 * the chat shares the live one (a redeploy keeps it). While the live app has no records, a deploy
 * may copy the preview's into it — once. The owner's admin page shows the live store.
 */
import { z } from "zod";
import { createVersion } from "@/server/services/versions";
import { createChat } from "@/server/services/chats";
import { serveAppHost } from "@/server/artifacts/agentic/deploy/serve-host";
import {
  deploymentSchema,
  deployStateSchema,
  liteAdminOverviewSchema,
  liteRecordSchema,
} from "@/lib/contracts/lite-app";
import { createTestApp, type TestApp } from "../../helpers/test-app";
import { dataOf } from "../../helpers/contract";
import { todoApp } from "../../unit/agentic-deploy/todo-app";

type User = { userId: string; token: string };
let t: TestApp;
let owner: User;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn("stores@example.com");
}, 60_000);
afterAll(() => t.close());

const recordsSchema = z.object({ records: z.array(liteRecordSchema) });

async function newVersion(chatId: string, title: string) {
  const version = await createVersion(t.handle.db, {
    chatId,
    userId: owner.userId,
    kind: "agentic",
    content: JSON.stringify(todoApp(title)),
    status: "complete",
    title,
  });
  return version.id;
}

async function deploy(chatId: string, versionId: string, copy?: boolean) {
  const json = {
    chat_id: chatId,
    version_id: versionId,
    ...(copy === undefined ? {} : { copy_preview_records: copy }),
  };
  const deployment = await dataOf(
    deploymentSchema,
    await t.call("/api/deploy/real", { method: "POST", token: owner.token, json }),
  );
  return new URL(deployment.preview_url).host;
}

/** The data API of a version's preview, as the preview's sandboxed app calls it. */
function preview(versionId: string) {
  const base = `/api/agentic/preview/${versionId}/__data/todos`;
  return {
    add: async (title: string) =>
      (
        await t.call(base, {
          method: "POST",
          headers: { Origin: "null", "content-type": "application/json" },
          body: JSON.stringify({ data: { title } }),
        })
      ).status,
    titles: async () =>
      recordsSchema.parse(await (await t.call(base)).json()).records.map((r) => r.data.title),
  };
}

/** The data API of a deployed app's host, as its visitors call it. */
function live(host: string) {
  const call = (init: RequestInit = {}) => {
    const url = new URL("/__data/todos", `http://${host}`);
    const headers = new Headers(init.headers);
    headers.set("host", host);
    const request = new Request(url, { ...init, headers });
    return serveAppHost(request, url.pathname, url.search, async (p, i) => t.app.request(p, i), "localhost");
  };
  return {
    add: async (title: string) =>
      (
        await call({
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ data: { title } }),
        })
      ).status,
    records: async () => recordsSchema.parse(await (await call()).json()).records,
    titles: async () => recordsSchema.parse(await (await call()).json()).records.map((r) => r.data.title),
  };
}

const deployState = async (chatId: string) =>
  dataOf(deployStateSchema, await t.call(`/api/deploy/chat/${chatId}`, { token: owner.token }));

it("keeps the preview's records and the live app's apart, each across versions and redeploys", async () => {
  const chat = await createChat(t.handle.db, owner.userId, "Apart");
  const v1 = await newVersion(chat.id, "Apart");
  expect(await preview(v1).add("Test task from the preview")).toBe(201);

  const host = await deploy(chat.id, v1);
  expect(await live(host).titles()).toEqual([]);
  expect(await live(host).add("A visitor's task")).toBe(201);
  expect(await preview(v1).titles()).toEqual(["Test task from the preview"]);

  // A new version: its preview still has the test data; the live app keeps its visitors' data.
  const v2 = await newVersion(chat.id, "Apart v2");
  expect(await preview(v2).titles()).toEqual(["Test task from the preview"]);
  expect(await preview(v2).add("Tried in version 2")).toBe(201);
  await deploy(chat.id, v2);
  expect(await live(host).titles()).toEqual(["A visitor's task"]);
  expect(await preview(v1).titles()).toEqual(["Test task from the preview", "Tried in version 2"]);
  expect((await deployState(chat.id)).records).toEqual({ preview: 2, live: 1 });

  // The owner's admin page shows what the visitors see.
  const overview = await dataOf(
    liteAdminOverviewSchema,
    await t.call(`/api/lite-admin/${chat.id}`, { token: owner.token }),
  );
  expect(overview.collections).toEqual([{ name: "todos", count: 1, bytes: expect.any(Number) }]);
  const adminRecords = recordsSchema.parse(
    (
      await (
        await t.call(`/api/lite-admin/${chat.id}/records?collection=todos`, { token: owner.token })
      ).json()
    ).data,
  );
  expect(adminRecords.records.map((r) => r.data.title)).toEqual(["A visitor's task"]);
});

it("copies the preview's records into a live app that has none, once, when the deploy asks", async () => {
  const chat = await createChat(t.handle.db, owner.userId, "Copied");
  const v1 = await newVersion(chat.id, "Copied");
  for (const title of ["First", "Second", "Third"]) expect(await preview(v1).add(title)).toBe(201);
  expect((await deployState(chat.id)).records).toEqual({ preview: 3, live: 0 });

  const host = await deploy(chat.id, v1, true);
  const copied = await live(host).records();
  expect(copied.map((r) => r.data.title)).toEqual(["First", "Second", "Third"]);
  // Copies of their own: the live app changes them without touching the preview's.
  expect((await deployState(chat.id)).records).toEqual({ preview: 3, live: 3 });
  const previewIds = new Set(
    recordsSchema
      .parse(await (await t.call(`/api/agentic/preview/${v1}/__data/todos`)).json())
      .records.map((r) => r.id),
  );
  expect(copied.filter((r) => previewIds.has(r.id))).toEqual([]);

  // The live app has records now: asking again copies nothing (no test data among visitors').
  expect(await preview(v1).add("Fourth")).toBe(201);
  await deploy(chat.id, v1, true);
  expect(await live(host).titles()).toEqual(["First", "Second", "Third"]);
});

it("copies nothing unless asked", async () => {
  const chat = await createChat(t.handle.db, owner.userId, "Not copied");
  const v1 = await newVersion(chat.id, "Not copied");
  expect(await preview(v1).add("Only in the preview")).toBe(201);
  const host = await deploy(chat.id, v1);
  expect(await live(host).titles()).toEqual([]);
  await deploy(chat.id, v1, false);
  expect(await live(host).titles()).toEqual([]);
  expect((await deployState(chat.id)).records).toEqual({ preview: 1, live: 0 });
});

it("copies only the caller's own chat: another user's deploy call is refused and copies nothing", async () => {
  const chat = await createChat(t.handle.db, owner.userId, "Mine");
  const v1 = await newVersion(chat.id, "Mine");
  expect(await preview(v1).add("Private test data")).toBe(201);
  const other = await t.signIn("stores-other@example.com");
  const res = await t.call("/api/deploy/real", {
    method: "POST",
    token: other.token,
    json: { chat_id: chat.id, version_id: v1, copy_preview_records: true },
  });
  expect(res.status).toBe(404);
  expect((await deployState(chat.id)).records).toEqual({ preview: 1, live: 0 });
});

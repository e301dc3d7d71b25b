/**
 * Two users on every route of the live routing table: B calls each route with A's ids in the
 * path and in plausible body fields. Whatever B is answered, B never reads A's rows (A's private
 * texts appear in no answer) and never changes them (A's rows are byte-identical afterwards).
 */
import { changedTables, fingerprint } from "../../helpers/db-fingerprint";
import { callerOf, fillPath, routeTable } from "../../helpers/route-table";
import { createTestApp, readSse, type TestApp } from "../../helpers/test-app";

const MARK = `A-PRIVATE-${Date.now().toString(36)}`;
let t: TestApp;
let a: { token: string; userId: string };
let b: { token: string; userId: string };
let ids: { chat: string; round: string; message: string; inviteCode: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signIn(`${MARK.toLowerCase()}@example.com`, MARK);
  b = await t.signIn("b-intruder@example.com", "Intruder");
  const chat = (
    await (
      await t.call("/api/chats", { method: "POST", token: a.token, json: { title: `${MARK} roadmap` } })
    ).json()
  ).data;
  const events = await readSse(
    await t.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      token: a.token,
      json: { content: `${MARK}: a secret launch plan` },
    }),
  );
  const messages = (await (await t.call(`/api/chats/${chat.id}/messages`, { token: a.token })).json()).data;
  const info = (await (await t.call("/api/user/info", { token: a.token })).json()).data;
  ids = {
    chat: chat.id,
    round: String(events[0].data.round_id),
    message: messages[0].id,
    inviteCode: info.inviteCode,
  };
});
afterAll(() => t.close());

/** A's rows: everything owned by A or by A's chats, and A's user row. */
function aScope(table: string, columns: Set<string>): string | null {
  if (table === "users") return `id = '${a.userId}'`;
  if (columns.has("user_id")) return `user_id = '${a.userId}'`;
  if (columns.has("chat_id")) return `chat_id in (select id from chats where user_id = '${a.userId}')`;
  if (columns.has("inviter_id")) return `inviter_id = '${a.userId}'`;
  return "false"; // tables that belong to nobody (settings, templates…) are not A's
}

function idFor(param: string): string {
  if (/round/i.test(param)) return ids.round;
  if (/message/i.test(param)) return ids.message;
  if (/code/i.test(param)) return `${ids.inviteCode}`;
  return ids.chat;
}

test("B never reads or changes A's rows through any route", async () => {
  const routes = routeTable(t.app).filter((r) => callerOf(r) === "user");
  expect(routes.length).toBeGreaterThan(8);
  const before = await fingerprint(t.handle.db, aScope);
  const leaks: string[] = [];
  const bodies = [
    {},
    {
      chat_id: ids.chat,
      round_id: ids.round,
      message_id: ids.message,
      version_id: ids.chat,
      id: ids.chat,
      ids: [ids.chat],
      title: "B was here",
      content: "B was here",
      is_favorite: true,
      action: "like",
      everywhere: true,
      prompt: "B was here",
    },
  ];
  for (const route of routes) {
    const path = fillPath(route.path, idFor);
    const hasBody = !["GET", "HEAD"].includes(route.method);
    for (const body of hasBody ? bodies : [undefined]) {
      const res = await t.call(path, { method: route.method, token: b.token, json: body });
      const isStream = res.headers.get("content-type")?.startsWith("text/event-stream");
      const text = await res.text();
      // A stream on a path naming A's chat is A's (a stream of B's own, e.g. optimize-prompt, is not).
      if (isStream && res.status < 400 && path.includes(ids.chat))
        leaks.push(`${route.method} ${path}: B got an event stream of A's chat`);
      if (text.includes(MARK) || text.toLowerCase().includes(MARK.toLowerCase()))
        leaks.push(`${route.method} ${path}: answer shows A's data: ${text.slice(0, 200)}`);
      // B may have signed itself out (logout routes): sign in again for the next route.
      if ((await t.call("/api/user/info", { token: b.token })).status === 401)
        b = await t.signIn("b-intruder@example.com", "Intruder");
    }
  }
  await t.app.services.registry.drain();
  expect(leaks).toEqual([]);
  expect(changedTables(before, await fingerprint(t.handle.db, aScope))).toEqual([]);
  // A still has everything.
  expect((await t.call(`/api/chats/${ids.chat}`, { token: a.token })).status).toBe(200);
});

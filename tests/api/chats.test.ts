import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let a: { userId: string; token: string };
let b: { userId: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signIn("a@example.com");
  b = await t.signIn("b@example.com");
});
afterAll(() => t.close());

async function createChat(token: string, title?: string) {
  const res = await t.call("/api/chats", { method: "POST", token, json: title ? { title } : {} });
  return (await res.json()).data;
}

describe("chats", () => {
  it("creates a chat with the default title and the spec's fields", async () => {
    const chat = await createChat(a.token);
    expect(chat).toEqual({
      id: expect.any(String),
      title: "new chat",
      created_at: expect.any(String),
      updated_at: expect.any(String),
      last_message: null,
      has_permission: true,
      is_favorite: false,
    });
  });

  it("pages the list 15 at a time by default, newest first", async () => {
    const u = await t.signIn("pager@example.com");
    for (let i = 0; i < 17; i++) await createChat(u.token, `chat ${i}`);
    const first = (await (await t.call("/api/chats", { token: u.token })).json()).data;
    expect(first.items).toHaveLength(15);
    expect(first).toMatchObject({ total: 17, page: 1, page_size: 15, has_more: true });
    expect(first.items[0].title).toBe("chat 16");
    const second = (await (await t.call("/api/chats?page=2", { token: u.token })).json()).data;
    expect(second.items.map((c: { title: string }) => c.title)).toEqual(["chat 1", "chat 0"]);
    expect(second.has_more).toBe(false);
  });

  it("filters by is_favorite", async () => {
    const u = await t.signIn("fav@example.com");
    await createChat(u.token, "plain");
    const res = await (await t.call("/api/chats?is_favorite=true", { token: u.token })).json();
    expect(res.data.items).toEqual([]);
    const all = await (await t.call("/api/chats?is_favorite=false", { token: u.token })).json();
    expect(all.data.items).toHaveLength(1);
  });

  it("is per user: B cannot read, list, stream into or delete A's chat", async () => {
    const chat = await createChat(a.token, "A's secret plan");
    const read = await t.call(`/api/chats/${chat.id}`, { token: b.token });
    expect(read.status).toBe(404);
    expect((await t.call(`/api/chats/${chat.id}/messages`, { token: b.token })).status).toBe(404);
    const list = (await (await t.call("/api/chats", { token: b.token })).json()).data;
    expect(list.items.find((c: { id: string }) => c.id === chat.id)).toBeUndefined();
    expect(
      (
        await t.call(`/api/chats/${chat.id}/stream`, {
          method: "POST",
          token: b.token,
          json: { content: "hi" },
        })
      ).status,
    ).toBe(404);
    expect((await t.call(`/api/chats/${chat.id}`, { method: "DELETE", token: b.token })).status).toBe(404);
    // still there for A
    const mine = await t.call(`/api/chats/${chat.id}`, { token: a.token });
    expect(mine.status).toBe(200);
    expect((await mine.json()).data.title).toBe("A's secret plan");
  });

  it("deletes a chat and its messages", async () => {
    const chat = await createChat(a.token);
    const del = await t.call(`/api/chats/${chat.id}`, { method: "DELETE", token: a.token });
    expect((await del.json()).data).toEqual({ id: chat.id, deleted: true });
    expect((await t.call(`/api/chats/${chat.id}`, { token: a.token })).status).toBe(404);
  });
});

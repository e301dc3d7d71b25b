/** Favorite, toggle-favorite, per-chat config and a given title (spec §7), with two users on each. */
import { eq } from "drizzle-orm";
import { chats } from "@/server/db/schema";
import { chatConfigSchema, chatDetailSchema, chatSchema } from "@/lib/contracts/chat";
import { chatTitleAnswerSchema } from "@/lib/contracts/chat-actions";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dataOf, refusalOf } from "../helpers/contract";

let t: TestApp;
let a: { userId: string; token: string };
let b: { userId: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signIn("settings-a@example.com");
  b = await t.signIn("settings-b@example.com");
});
afterAll(() => t.close());

async function newChat(token: string, title = "Plan") {
  return dataOf(chatSchema, await t.call("/api/chats", { method: "POST", token, json: { title } }));
}
const row = async (id: string) => (await t.handle.db.select().from(chats).where(eq(chats.id, id)))[0];

describe("favorite", () => {
  it("PUT /chats/{id}/favorite sets the flag and the favorite filter lists it", async () => {
    const chat = await newChat(a.token);
    const fav = await dataOf(
      chatSchema,
      await t.call(`/api/chats/${chat.id}/favorite`, {
        method: "PUT",
        token: a.token,
        json: { is_favorite: true },
      }),
    );
    expect(fav).toMatchObject({ id: chat.id, is_favorite: true, updated_at: chat.updated_at });
    const list = (await (await t.call("/api/chats?is_favorite=true", { token: a.token })).json()).data;
    expect(list.items.map((c: { id: string }) => c.id)).toContain(chat.id);
    const off = await dataOf(
      chatSchema,
      await t.call(`/api/chats/${chat.id}/favorite`, {
        method: "PUT",
        token: a.token,
        json: { is_favorite: false },
      }),
    );
    expect(off.is_favorite).toBe(false);
  });

  it("refuses a missing or non-boolean is_favorite, naming the field", async () => {
    const chat = await newChat(a.token);
    const res = await t.call(`/api/chats/${chat.id}/favorite`, {
      method: "PUT",
      token: a.token,
      json: { is_favorite: "yes" },
    });
    expect(await refusalOf(res)).toMatchObject({
      status: 400,
      errno: 400,
      details: { is_favorite: expect.any(String) },
    });
  });

  it("POST /chats/{id}/toggle-favorite flips the flag; two toggles end where they started", async () => {
    const chat = await newChat(a.token);
    const once = await dataOf(
      chatSchema,
      await t.call(`/api/chats/${chat.id}/toggle-favorite`, { method: "POST", token: a.token }),
    );
    expect(once.is_favorite).toBe(true);
    await Promise.all(
      [1, 2].map(() => t.call(`/api/chats/${chat.id}/toggle-favorite`, { method: "POST", token: a.token })),
    );
    expect((await row(chat.id)).isFavorite).toBe(true);
  });

  it("user B can neither set nor toggle A's favorite: 404 and nothing changes", async () => {
    const chat = await newChat(a.token);
    expect(
      (
        await t.call(`/api/chats/${chat.id}/favorite`, {
          method: "PUT",
          token: b.token,
          json: { is_favorite: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call(`/api/chats/${chat.id}/toggle-favorite`, { method: "POST", token: b.token })).status,
    ).toBe(404);
    expect((await row(chat.id)).isFavorite).toBe(false);
  });
});

describe("config", () => {
  it("round-trips through set_config and get_config, merges fields, and comes back with the chat", async () => {
    const chat = await newChat(a.token);
    expect(
      await dataOf(chatConfigSchema, await t.call(`/api/chats/${chat.id}/get_config`, { token: a.token })),
    ).toEqual({});
    const set = await dataOf(
      chatConfigSchema,
      await t.call(`/api/chats/${chat.id}/set_config`, {
        method: "POST",
        token: a.token,
        json: { mode: "prototype", design_type: "mobile", style_id: "minimal" },
      }),
    );
    expect(set).toEqual({ mode: "prototype", design_type: "mobile", style_id: "minimal" });
    // Fields not sent stay as they were.
    await t.call(`/api/chats/${chat.id}/set_config`, {
      method: "POST",
      token: a.token,
      json: { model: "offline", design_type: "tablet" },
    });
    const expected = { mode: "prototype", design_type: "tablet", style_id: "minimal", model: "offline" };
    expect(
      await dataOf(chatConfigSchema, await t.call(`/api/chats/${chat.id}/get_config`, { token: a.token })),
    ).toEqual(expected);
    const detail = await dataOf(chatDetailSchema, await t.call(`/api/chats/${chat.id}`, { token: a.token }));
    expect(detail.config).toEqual(expected);
  });

  it("refuses unknown modes, design types and fields, naming each", async () => {
    const chat = await newChat(a.token);
    const res = await t.call(`/api/chats/${chat.id}/set_config`, {
      method: "POST",
      token: a.token,
      json: { mode: "poetry", design_type: "watch", colour: "red" },
    });
    const refusal = await refusalOf(res);
    expect(refusal).toMatchObject({
      status: 400,
      details: { mode: expect.any(String), design_type: expect.any(String) },
    });
    expect((await row(chat.id)).config).toEqual({});
  });

  it("drops a stored field that no longer fits the contract instead of failing the chat", async () => {
    const chat = await newChat(a.token);
    await t.handle.db
      .update(chats)
      .set({ config: { mode: "prd", design_type: "hologram" } })
      .where(eq(chats.id, chat.id));
    expect(
      await dataOf(chatConfigSchema, await t.call(`/api/chats/${chat.id}/get_config`, { token: a.token })),
    ).toEqual({ mode: "prd" });
  });

  it("user B can neither read nor write A's config", async () => {
    const chat = await newChat(a.token);
    await t.call(`/api/chats/${chat.id}/set_config`, {
      method: "POST",
      token: a.token,
      json: { mode: "prd" },
    });
    expect((await t.call(`/api/chats/${chat.id}/get_config`, { token: b.token })).status).toBe(404);
    expect(
      (
        await t.call(`/api/chats/${chat.id}/set_config`, {
          method: "POST",
          token: b.token,
          json: { mode: "mermaid" },
        })
      ).status,
    ).toBe(404);
    expect((await row(chat.id)).config).toEqual({ mode: "prd" });
  });
});

describe("PUT /chats/{id}/title without user_input", () => {
  it("sets the given title (trimmed, 1–100 characters)", async () => {
    const chat = await newChat(a.token);
    const renamed = await dataOf(
      chatTitleAnswerSchema,
      await t.call(`/api/chats/${chat.id}/title`, {
        method: "PUT",
        token: a.token,
        json: { title: "  Escrow marketplace  " },
      }),
    );
    expect(renamed).toMatchObject({ id: chat.id, title: "Escrow marketplace", title_source: "given" });
  });

  it("refuses an empty or over-long title", async () => {
    const chat = await newChat(a.token);
    const empty = await refusalOf(
      await t.call(`/api/chats/${chat.id}/title`, { method: "PUT", token: a.token, json: { title: "   " } }),
    );
    expect(empty).toMatchObject({ status: 400, details: { title: "This field is required" } });
    const long = await refusalOf(
      await t.call(`/api/chats/${chat.id}/title`, {
        method: "PUT",
        token: a.token,
        json: { title: "x".repeat(101) },
      }),
    );
    expect(long.details).toEqual({ title: "Must be at most 100" });
    expect((await row(chat.id)).title).toBe("Plan");
  });

  it("user B cannot rename A's chat", async () => {
    const chat = await newChat(a.token);
    expect(
      (
        await t.call(`/api/chats/${chat.id}/title`, {
          method: "PUT",
          token: b.token,
          json: { title: "Mine now" },
        })
      ).status,
    ).toBe(404);
    expect((await row(chat.id)).title).toBe("Plan");
  });
});

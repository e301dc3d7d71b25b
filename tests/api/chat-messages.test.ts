/**
 * POST /chats/{id}/messages, POST /messages/{id}/like and POST /chats/{id}/button-click
 * (spec §5, §7), with two users on each route.
 */
import { eq } from "drizzle-orm";
import { messages } from "@/server/db/schema";
import type { Generator } from "@/server/engine/generation";
import { generateNormal } from "@/server/engine/normal-reply";
import type { ChatMode } from "@/lib/contracts/modes";
import { chatDetailSchema, chatSchema, messageSchema } from "@/lib/contracts/chat";
import { buttonClickAnswerSchema, likeAnswerSchema } from "@/lib/contracts/chat-actions";
import { createTestApp, readSse, type TestApp } from "../helpers/test-app";
import { dataOf, refusalOf } from "../helpers/contract";

/** A PRD-mode generator that answers and offers "turn this into a prototype" with `done`. */
const offersPrototype: Generator = async (_ctx, emit) => {
  emit({ type: "content", content: "Here is the outline. Want a prototype of it?" });
  return {
    button: {
      type: "generate_prototype",
      label: "Make a prototype",
      payload: { mode: "prototype", device_type: "mobile" },
    },
  };
};

let t: TestApp;
let a: { userId: string; token: string };
let b: { userId: string; token: string };

beforeAll(async () => {
  t = await createTestApp({
    services: {
      generatorFor: (mode: ChatMode) =>
        mode === "prd" ? offersPrototype : mode === "normal" ? generateNormal : undefined,
    },
  });
  a = await t.signIn("msg-a@example.com");
  b = await t.signIn("msg-b@example.com");
});
afterAll(() => t.close());

async function newChat(token: string) {
  return dataOf(chatSchema, await t.call("/api/chats", { method: "POST", token, json: {} }));
}
async function detail(chatId: string, token = a.token) {
  return dataOf(chatDetailSchema, await t.call(`/api/chats/${chatId}`, { token }));
}
async function round(chatId: string, body: Record<string, unknown>) {
  const res = await t.call(`/api/chats/${chatId}/stream`, { method: "POST", token: a.token, json: body });
  expect(res.status).toBe(200);
  return readSse(res);
}

describe("POST /chats/{id}/messages", () => {
  it("saves the user's message without a round; the stream then answers it with skip_user_message", async () => {
    const chat = await newChat(a.token);
    const message = await dataOf(
      messageSchema,
      await t.call(`/api/chats/${chat.id}/messages`, {
        method: "POST",
        token: a.token,
        json: { content: "A booking tool for yoga studios", mode: "normal", model: "offline" },
      }),
    );
    expect(message).toMatchObject({
      chat_id: chat.id,
      role: "user",
      content: "A booking tool for yoga studios",
      mode: "normal",
      model: "offline",
      round_id: null,
      status: "done",
    });
    const saved = await detail(chat.id);
    expect(saved.messages.map((m) => m.id)).toEqual([message.id]);
    expect(saved).toMatchObject({
      title: "A booking tool for yoga studios",
      last_message: "A booking tool for yoga studios",
    });

    const events = await round(chat.id, {
      content: "A booking tool for yoga studios",
      mode: "normal",
      skip_user_message: true,
    });
    expect(events.at(-1)?.data).toMatchObject({ type: "done", status: "done" });
    const after = await detail(chat.id);
    expect(after.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
  });

  it("refuses empty content and unknown modes, naming the fields, and writes nothing", async () => {
    const chat = await newChat(a.token);
    const refusal = await refusalOf(
      await t.call(`/api/chats/${chat.id}/messages`, {
        method: "POST",
        token: a.token,
        json: { content: "  ", mode: "poem" },
      }),
    );
    expect(refusal).toMatchObject({
      status: 400,
      details: { content: "This field is required", mode: expect.stringContaining("normal") },
    });
    expect((await detail(chat.id)).messages).toEqual([]);
  });

  it("user B cannot add a message to A's chat", async () => {
    const chat = await newChat(a.token);
    expect(
      (
        await t.call(`/api/chats/${chat.id}/messages`, {
          method: "POST",
          token: b.token,
          json: { content: "hello" },
        })
      ).status,
    ).toBe(404);
    expect((await detail(chat.id)).messages).toEqual([]);
  });
});

describe("POST /messages/{id}/like", () => {
  async function reply() {
    const chat = await newChat(a.token);
    await round(chat.id, { content: "What is a north-star metric?" });
    const d = await detail(chat.id);
    return {
      chat,
      user: d.messages.find((m) => m.role === "user")!,
      assistant: d.messages.find((m) => m.role === "assistant")!,
    };
  }

  it("likes, dislikes and cancels an assistant message", async () => {
    const { chat, assistant } = await reply();
    const like = (action: string) =>
      t.call(`/api/messages/${assistant.id}/like`, { method: "POST", token: a.token, json: { action } });
    expect(await dataOf(likeAnswerSchema, await like("like"))).toEqual({
      id: assistant.id,
      like_state: "like",
    });
    expect((await detail(chat.id)).messages.find((m) => m.id === assistant.id)?.like_state).toBe("like");
    expect(await dataOf(likeAnswerSchema, await like("dislike"))).toEqual({
      id: assistant.id,
      like_state: "dislike",
    });
    expect(await dataOf(likeAnswerSchema, await like("cancel"))).toEqual({
      id: assistant.id,
      like_state: null,
    });
  });

  it("refuses an empty id with 400 (spec §5), and an unknown action", async () => {
    const empty = await refusalOf(
      await t.call("/api/messages//like", { method: "POST", token: a.token, json: { action: "like" } }),
    );
    expect(empty).toMatchObject({ status: 400, errno: 400, details: { id: "This field is required" } });
    const blank = await refusalOf(
      await t.call("/api/messages/%20/like", { method: "POST", token: a.token, json: { action: "like" } }),
    );
    expect(blank).toMatchObject({ status: 400, details: { id: "This field is required" } });
    const { assistant } = await reply();
    const bad = await refusalOf(
      await t.call(`/api/messages/${assistant.id}/like`, {
        method: "POST",
        token: a.token,
        json: { action: "love" },
      }),
    );
    expect(bad).toMatchObject({ status: 400, details: { action: "Must be one of: like, dislike, cancel" } });
  });

  it("refuses the user's own message: only replies are rated", async () => {
    const { user } = await reply();
    const refusal = await refusalOf(
      await t.call(`/api/messages/${user.id}/like`, {
        method: "POST",
        token: a.token,
        json: { action: "like" },
      }),
    );
    expect(refusal).toMatchObject({
      status: 400,
      errmsg: "Only the assistant's replies can be liked or disliked",
    });
  });

  it("user B cannot like A's message: 404, and the state stays", async () => {
    const { assistant } = await reply();
    const res = await t.call(`/api/messages/${assistant.id}/like`, {
      method: "POST",
      token: b.token,
      json: { action: "dislike" },
    });
    expect((await refusalOf(res)).status).toBe(404);
    expect(
      (await t.handle.db.select().from(messages).where(eq(messages.id, assistant.id)))[0].likeState,
    ).toBeNull();
  });
});

describe("POST /chats/{id}/button-click", () => {
  it("records the click on the message and answers the follow-up round, which the stream accepts", async () => {
    const chat = await newChat(a.token);
    const events = await round(chat.id, { content: "A PRD for a dog-walking marketplace", mode: "prd" });
    const done = events.at(-1)!.data;
    expect(done).toMatchObject({ type: "done", button: { type: "generate_prototype" } });

    const answer = await dataOf(
      buttonClickAnswerSchema,
      await t.call(`/api/chats/${chat.id}/button-click`, {
        method: "POST",
        token: a.token,
        json: { button_type: "generate_prototype" },
      }),
    );
    expect(answer).toEqual({
      action: "stream",
      message_id: done.message_id,
      request: expect.objectContaining({
        mode: "prototype",
        device_type: "mobile",
        button_type: "generate_prototype",
        skip_user_message: true,
        model: "offline",
      }),
    });
    const message = (await detail(chat.id)).messages.find((m) => m.id === done.message_id)!;
    expect(message.extension.button_click).toMatchObject({ type: "generate_prototype", count: 1 });

    // The answer is a valid stream body: this server has no prototype generator, which the stream says.
    if (answer.action !== "stream") throw new Error("expected a stream action");
    const follow = await t.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      token: a.token,
      json: answer.request,
    });
    expect(await refusalOf(follow)).toMatchObject({
      status: 400,
      details: { mode: "The prototype mode is not available yet" },
    });
  });

  it("answers 404 for a button the chat never offered, and for user B", async () => {
    const chat = await newChat(a.token);
    await round(chat.id, { content: "A PRD for a plant-care reminder app", mode: "prd" });
    const unknown = await refusalOf(
      await t.call(`/api/chats/${chat.id}/button-click`, {
        method: "POST",
        token: a.token,
        json: { button_type: "launch_rocket" },
      }),
    );
    expect(unknown).toMatchObject({ status: 404, errmsg: "This button is no longer available in the chat" });
    const other = await t.call(`/api/chats/${chat.id}/button-click`, {
      method: "POST",
      token: b.token,
      json: { button_type: "generate_prototype" },
    });
    expect(other.status).toBe(404);
    const message = (await detail(chat.id)).messages.find((m) => m.role === "assistant")!;
    expect(message.extension.button_click).toBeUndefined();
  });
});

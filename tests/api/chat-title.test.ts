/**
 * PUT /chats/{id}/title with user_input (spec §2): the model names the subject of the first
 * exchange (≤ 30 characters, no quotes); a failed, empty or timed-out answer falls back to the
 * first line. Offline writer in English and Chinese; a driven model for the failure paths.
 */
import { eq } from "drizzle-orm";
import { chats } from "@/server/db/schema";
import { chatSchema } from "@/lib/contracts/chat";
import { chatTitleAnswerSchema, GENERATED_TITLE_MAX, TITLE_TIMEOUT_MS } from "@/lib/contracts/chat-actions";
import { titleOf } from "@/server/ai/offline/chat-title";
import { tidyTitle } from "@/server/services/chat-title";
import { createTestApp, readSse, type TestApp } from "../helpers/test-app";
import { createFakeClock } from "../helpers/fake-clock";
import { scriptedModel, type ScriptedModel } from "../helpers/scripted-model";
import { dataOf } from "../helpers/contract";
import { createOfflineModel } from "@/server/ai/offline-model";

const offline = createOfflineModel({ delayMs: 0 });
const clock = createFakeClock();
let model: ScriptedModel | typeof offline = offline;
let t: TestApp;
let a: { userId: string; token: string };
let b: { userId: string; token: string };

beforeAll(async () => {
  t = await createTestApp({ services: { clock, resolveModel: () => ({ id: "test", model }) } });
  a = await t.signIn("title-a@example.com");
  b = await t.signIn("title-b@example.com");
});
beforeEach(() => {
  model = offline;
});
afterAll(() => t.close());

async function chatWithExchange(text: string) {
  const chat = await dataOf(
    chatSchema,
    await t.call("/api/chats", { method: "POST", token: a.token, json: {} }),
  );
  await readSse(
    await t.call(`/api/chats/${chat.id}/stream`, { method: "POST", token: a.token, json: { content: text } }),
  );
  return chat;
}
const retitle = (chatId: string, userInput: string, token = a.token) =>
  t.call(`/api/chats/${chatId}/title`, { method: "PUT", token, json: { user_input: userInput } });

describe("title from the first exchange", () => {
  it("names the subject, not the request's wording (English)", async () => {
    const text = "Write a short product brief for a habit-tracking app for students";
    const chat = await chatWithExchange(text);
    const titled = await dataOf(chatTitleAnswerSchema, await retitle(chat.id, text));
    expect(titled).toMatchObject({
      id: chat.id,
      title: "Habit-tracking for students",
      title_source: "model",
    });
    expect((await t.handle.db.select().from(chats).where(eq(chats.id, chat.id)))[0].title).toBe(
      "Habit-tracking for students",
    );
  });

  it("names the subject in Chinese", async () => {
    const text = "帮我写一个面向大学生的习惯打卡App的产品需求文档";
    const chat = await chatWithExchange(text);
    expect((await dataOf(chatTitleAnswerSchema, await retitle(chat.id, text))).title).toBe(
      "大学生习惯打卡App",
    );
  });

  it("keeps titles short and free of quotes", () => {
    for (const text of [
      "A PRD for a campus second-hand marketplace with escrow payments",
      "Compare Notion, Obsidian and Evernote for student note-taking: pricing, offline use",
      '"Pet sitting" marketplace for busy owners in Berlin and Munich',
      "设计一个校园二手交易平台的原型，支持担保交易",
      "对比 Notion、Obsidian 和印象笔记在学生记笔记场景下的表现",
    ]) {
      const title = titleOf(text);
      expect({
        text,
        ok: title.length > 0 && title.length <= GENERATED_TITLE_MAX && !/["“”「」]/.test(title),
      }).toEqual({ text, ok: true });
    }
    expect(titleOf("A PRD for a campus second-hand marketplace with escrow payments")).toBe(
      "Campus second-hand marketplace",
    );
    expect(titleOf("设计一个校园二手交易平台的原型，支持担保交易")).toBe("校园二手交易平台");
  });

  it("tidies what a real model writes", () => {
    expect(tidyTitle('Title: "Escrow Marketplace for Campus Students."')).toBe(
      "Escrow Marketplace for Campus",
    );
    expect(tidyTitle("**标题：校园二手交易平台**\n\n其他说明")).toBe("校园二手交易平台");
    expect(tidyTitle("# Habit tracker\n")).toBe("Habit tracker");
  });
});

describe("falls back to the first line", () => {
  it("when the model fails", async () => {
    const chat = await chatWithExchange("Dental clinic booking\nwith SMS reminders");
    const driven = scriptedModel();
    model = driven;
    const started = driven.started();
    const res = retitle(chat.id, "Dental clinic booking\nwith SMS reminders");
    await started;
    driven.fail(new Error("upstream 500"));
    expect(await dataOf(chatTitleAnswerSchema, await res)).toMatchObject({
      title: "Dental clinic booking",
      title_source: "first_line",
    });
  });

  it("when the model answers nothing but quotes", async () => {
    const chat = await chatWithExchange("Loyalty programme for a coffee chain");
    const driven = scriptedModel();
    model = driven;
    const started = driven.started();
    const res = retitle(chat.id, "Loyalty programme for a coffee chain");
    await started;
    driven.text('""');
    driven.end();
    expect(await dataOf(chatTitleAnswerSchema, await res)).toMatchObject({
      title: "Loyalty programme for a coffee chain",
      title_source: "first_line",
    });
  });

  it("when the model takes longer than 5 minutes", async () => {
    const chat = await chatWithExchange("Expense approvals for a small team");
    const driven = scriptedModel();
    model = driven;
    const started = driven.started();
    const res = retitle(chat.id, "Expense approvals for a small team");
    await started;
    driven.text("Expense");
    await new Promise((resolve) => setImmediate(resolve));
    clock.advance(TITLE_TIMEOUT_MS);
    expect(await dataOf(chatTitleAnswerSchema, await res)).toMatchObject({
      title: "Expense approvals for a small team",
      title_source: "first_line",
    });
  });
});

it("user B cannot title A's chat, and the model is never asked", async () => {
  const chat = await chatWithExchange("Warehouse picking on tablets");
  const before = (await t.handle.db.select().from(chats).where(eq(chats.id, chat.id)))[0].title;
  const driven = scriptedModel();
  model = driven;
  expect((await retitle(chat.id, "Warehouse picking on tablets", b.token)).status).toBe(404);
  expect(driven.calls).toHaveLength(0);
  expect((await t.handle.db.select().from(chats).where(eq(chats.id, chat.id)))[0].title).toBe(before);
});

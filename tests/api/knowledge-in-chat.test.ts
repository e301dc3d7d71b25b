/**
 * Knowledge as context (spec §2 file selector): items picked for a message reach the model
 * within the token budget, and both messages say which items were used. `import_url` (spec §7)
 * fetches a page into an attachment of the round, and a page that cannot be imported refuses
 * the round without writing anything.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { LanguageModelV3, LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { createOfflineModel } from "@/server/ai/offline-model";
import { createSafeFetcher } from "@/server/net/safe-fetch";
import { DEFAULT_PAGE_PARSE, PageParsePool } from "@/server/net/page-parse-pool";
import { estimateTokens, knowledgeForRound } from "@/server/services/knowledge-context";
import { messages, uploads } from "@/server/db/schema";
import { knowledgeCreateAnswerSchema } from "@/lib/contracts/knowledge";
import { spaceItemPageSchema } from "@/lib/contracts/space-items";
import { chatSchema, messageSchema, type MessageDto } from "@/lib/contracts/chat";
import { createTestApp, readSse, type TestApp } from "../helpers/test-app";
import { dataOf, refusalOf } from "../helpers/contract";
import { z } from "zod";

const calls: LanguageModelV3CallOptions[] = [];
const offline = createOfflineModel({ delayMs: 0 });
const recording: LanguageModelV3 = Object.assign(Object.create(offline), {
  doStream: (options: LanguageModelV3CallOptions) => {
    calls.push(options);
    return offline.doStream(options);
  },
});

let t: TestApp;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/brief") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(
        "<html><head><title>Campus swap brief</title></head><body><article><h1>Campus swap</h1><p>Students trade used textbooks on campus with escrow payments held until pickup.</p><p>Sellers list a book in under a minute by scanning its barcode.</p></article></body></html>",
      );
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = `http://${hostPort}`;
  // The page is read by the process's shared page pool. Its deadline (6 s, plus 5 s to start the
  // first thread) guards the server against pages that never finish; these tests are of fetching,
  // and on a loaded 2-core machine the first thread (nice +10, loading jsdom) took longer than that
  // to start ("No readable text was found"). Here the pool gets a deadline no loaded machine
  // reaches; the deadline itself is tested in tests/unit/net/page-parse-pool.test.ts. The setup
  // file (tests/helpers/jest-after-env.ts) closes it after the file.
  (globalThis as { __vsPageParsePool?: PageParsePool }).__vsPageParsePool = new PageParsePool({
    ...DEFAULT_PAGE_PARSE,
    deadlineMs: 55_000,
    startupMs: 0,
  });
  t = await createTestApp({
    model: recording,
    services: { fetcher: createSafeFetcher({ allowHosts: [hostPort] }) },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const promptText = (call: LanguageModelV3CallOptions) => JSON.stringify(call.prompt);

async function chatMessages(token: string, chatId: string): Promise<MessageDto[]> {
  return dataOf(z.array(messageSchema), await t.call(`/api/chats/${chatId}/messages`, { token }));
}

describe("knowledge picked for a message", () => {
  it("reaches the model and both messages name the items used; others' and archived items are left out", async () => {
    const u = await t.signIn("ctx@example.com");
    const other = await t.signIn("ctx-other@example.com");
    const add = async (token: string, title: string, content: string) =>
      (
        await dataOf(
          knowledgeCreateAnswerSchema,
          await t.call("/api/knowledge", { method: "POST", token, json: { type: "text", title, content } }),
        )
      ).items[0];
    const pomodoro = await add(u.token, "番茄钟规则", "番茄钟是最常用的功能：专注 25 分钟，休息 5 分钟。");
    const archived = await add(u.token, "Old idea", "Archived idea text that must not be read.");
    await t.call("/api/knowledge-base/items/batch", {
      method: "POST",
      token: u.token,
      json: { ids: [archived.id], action: "archive" },
    });
    const theirs = await add(other.token, "Their secret", "Another user's private text.");

    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: u.token, json: {} }),
    );
    calls.length = 0;
    const res = await t.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      token: u.token,
      json: {
        content: "Write a PRD for a 番茄钟 focus timer app",
        mode: "prd",
        knowledge_ids: [pomodoro.id, archived.id, theirs.id],
      },
    });
    expect(res.status).toBe(200);
    const events = await readSse(res);
    expect(events.at(-1)!.data.type).toBe("done");

    const prompt = calls.map(promptText).join("\n");
    expect(prompt).toContain('<knowledge title=\\"番茄钟规则\\" type=\\"knowledge\\">');
    expect(prompt).toContain("番茄钟是最常用的功能");
    expect(prompt).not.toContain("Archived idea text");
    expect(prompt).not.toContain("Another user's private text");

    const saved = await chatMessages(u.token, chat.id);
    const used = [{ id: pomodoro.id, title: "番茄钟规则", type: "knowledge", use: "full" }];
    expect(saved.find((m) => m.role === "user")!.extension.knowledge).toEqual(used);
    expect(saved.find((m) => m.role === "assistant")!.extension.knowledge).toEqual(used);
  });

  it("fits the items into the token budget: the first whole, the next cut, the rest skipped", async () => {
    const u = await t.signIn("budget@example.com");
    const ids: string[] = [];
    for (const [title, words] of [
      ["A", 300],
      ["B", 300],
      ["C", 300],
    ] as const) {
      const content = Array.from({ length: words }, (_, i) => `word${i}`)
        .join(" ")
        .slice(0, 2000);
      ids.push(
        (
          await dataOf(
            knowledgeCreateAnswerSchema,
            await t.call("/api/knowledge", {
              method: "POST",
              token: u.token,
              json: { type: "text", title, content },
            }),
          )
        ).items[0].id,
      );
    }
    const first = estimateTokens("word0 ".repeat(300).slice(0, 2000));
    // A request that names no subject reads every passage, in the order picked.
    const { context, uses } = await knowledgeForRound(
      t.handle.db,
      u.userId,
      ids,
      "Summarise these",
      first + 200,
    );
    expect(uses.map((x) => [x.title, x.use, x.reason ?? null])).toEqual([
      ["A", "full", null],
      ["B", "partial", "over_budget"],
      ["C", "skipped", "over_budget"],
    ]);
    expect(context.map((c) => c.title)).toEqual(["A", "B"]);
    const total = context.reduce(
      (sum, c) =>
        sum + c.passages.reduce((s, p) => s + estimateTokens(p) + 1, 0) + estimateTokens(c.title) + 10,
      0,
    );
    expect(total).toBeLessThanOrEqual(first + 200);
  });
});

describe("knowledge about the question", () => {
  it("answers from the relevant item's figures, cites it, and says the unrelated one was not about the question", async () => {
    const u = await t.signIn("grounded@example.com");
    const add = async (title: string, content: string) =>
      (
        await dataOf(
          knowledgeCreateAnswerSchema,
          await t.call("/api/knowledge", {
            method: "POST",
            token: u.token,
            json: { type: "text", title, content },
          }),
        )
      ).items[0];
    const reading = await add(
      "Reading survey",
      "Children read 20 minutes a day. Parents want weekly reports.",
    );
    const churn = await add(
      "Exit interviews",
      "We spoke to 48 subscribers who cancelled.\n38% cancelled over price.\n27% want to skip a week instead of cancelling.",
    );
    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: u.token, json: {} }),
    );
    calls.length = 0;
    const res = await t.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      token: u.token,
      json: {
        content: "What are the top 3 churn fixes?",
        mode: "normal",
        knowledge_ids: [reading.id, churn.id],
      },
    });
    await readSse(res);
    // The model reads only the passages about churn: the reading survey is not sent at all.
    const prompt = calls.map(promptText).join("\n");
    expect(prompt).toContain("38% cancelled over price.");
    expect(prompt).not.toContain("Children read");
    const reply = (await chatMessages(u.token, chat.id)).find((m) => m.role === "assistant")!;
    expect(reply.content).toContain("38% cancelled over price [1].");
    expect(reply.content).toContain("27% want to skip a week instead of cancelling [1].");
    expect(reply.content).toContain("[1] Exit interviews");
    expect(reply.content).not.toMatch(/Reading survey|20 minutes/);
    // Quotes come before any general advice.
    expect(reply.content.indexOf("38%")).toBeLessThan(reply.content.indexOf("General advice"));
    expect(reply.extension.knowledge).toEqual([
      { id: reading.id, title: "Reading survey", type: "knowledge", use: "unused", reason: "not_relevant" },
      // Every sentence of the interviews is about cancelling: all of it was read.
      { id: churn.id, title: "Exit interviews", type: "knowledge", use: "full" },
    ]);
  });

  it("answers a Chinese question in Chinese from the Chinese passages", async () => {
    const u = await t.signIn("grounded-zh@example.com");
    const item = (
      await dataOf(
        knowledgeCreateAnswerSchema,
        await t.call("/api/knowledge", {
          method: "POST",
          token: u.token,
          json: {
            type: "text",
            title: "留存分析",
            content: "次日留存为 32%，第七日留存为 14%。\n办公室下月搬迁。",
          },
        }),
      )
    ).items[0];
    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: u.token, json: {} }),
    );
    await readSse(
      await t.call(`/api/chats/${chat.id}/stream`, {
        method: "POST",
        token: u.token,
        json: { content: "我们的留存情况怎么样？", mode: "normal", knowledge_ids: [item.id] },
      }),
    );
    const reply = (await chatMessages(u.token, chat.id)).find((m) => m.role === "assistant")!;
    expect(reply.content).toMatch(/^\*\*你提供的资料中与此相关的内容：\*\*/);
    expect(reply.content).toContain("次日留存为 32%，第七日留存为 14% [1]。");
    expect(reply.content).toContain("[1] 留存分析（知识库）");
    expect(reply.content).not.toContain("搬迁");
  });
});

describe("import_url", () => {
  it("fetches the page into an attachment of the message and the model reads it; it joins the space as an attachment", async () => {
    const u = await t.signIn("import@example.com");
    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: u.token, json: {} }),
    );
    calls.length = 0;
    const res = await t.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      token: u.token,
      json: { content: "Summarise this page", mode: "normal", import_url: `${origin}/brief` },
    });
    expect(res.status).toBe(200);
    await readSse(res);
    expect(calls.map(promptText).join("\n")).toContain("escrow payments held until pickup");
    const [user] = (await chatMessages(u.token, chat.id)).filter((m) => m.role === "user");
    expect(user.extension.attachments).toEqual([
      expect.objectContaining({
        file_name: "Campus swap brief.md",
        content_type: "text/markdown; charset=utf-8",
      }),
    ]);
    const space = await dataOf(
      spaceItemPageSchema,
      await t.call("/api/knowledge-base/items?type=attachment", { token: u.token }),
    );
    expect(space.items).toEqual([
      expect.objectContaining({
        title: "Campus swap brief.md",
        chat_id: chat.id,
        source_url: `${origin}/brief`,
      }),
    ]);
  });

  it("refuses a page that cannot be imported, in the user's language, writing nothing", async () => {
    const u = await t.signIn("import-refused@example.com");
    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: u.token, json: {} }),
    );
    const before = {
      messages: (await t.handle.db.select().from(messages)).length,
      uploads: (await t.handle.db.select().from(uploads)).length,
    };
    const refused = await refusalOf(
      await t.call(`/api/chats/${chat.id}/stream`, {
        method: "POST",
        token: u.token,
        json: { mode: "normal", import_url: "http://169.254.169.254/latest/meta-data/" },
        headers: { "Accept-Language": "zh" },
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      errmsg: "无法导入该网页：不允许访问该地址：无法抓取本地或内网链接",
    });
    const missing = await refusalOf(
      await t.call(`/api/chats/${chat.id}/stream`, {
        method: "POST",
        token: u.token,
        json: { mode: "normal", import_url: `${origin}/gone` },
      }),
    );
    expect(missing.errmsg).toBe("The page could not be imported: The site answered with error 404");
    expect((await t.handle.db.select().from(messages)).length).toBe(before.messages);
    expect((await t.handle.db.select().from(uploads)).length).toBe(before.uploads);
  });
});

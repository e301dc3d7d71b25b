/**
 * The personal space's API (spec §2–§5, §7): personal knowledge with the validation texts of
 * spec §5 in both languages, every saved version and attachment as an item, filters, search,
 * edit, batch actions, stats — and a second user who sees none of it on any route.
 */
import { eq } from "drizzle-orm";
import { knowledgeItems, uploads } from "@/server/db/schema";
import { createVersion } from "@/server/services/versions";
import { chatSchema } from "@/lib/contracts/chat";
import { uploadSchema } from "@/lib/contracts/uploads";
import { knowledgeCreateAnswerSchema, knowledgeSchema } from "@/lib/contracts/knowledge";
import {
  spaceBatchAnswerSchema,
  spaceItemDetailSchema,
  spaceItemPageSchema,
  spaceStatsSchema,
  type SpaceItem,
} from "@/lib/contracts/space-items";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dataOf, refusalOf } from "../helpers/contract";

let t: TestApp;
let a: { userId: string; token: string };
let b: { userId: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signIn("kb-a@example.com");
  b = await t.signIn("kb-b@example.com");
});
afterAll(() => t.close());

const items = async (token: string, query = "") =>
  dataOf(
    spaceItemPageSchema,
    await t.call(`/api/knowledge-base/items${query ? `?${query}` : ""}`, { token }),
  );
const addText = async (token: string, title: string, content: string, tags?: string[]) =>
  (
    await dataOf(
      knowledgeCreateAnswerSchema,
      await t.call("/api/knowledge", { method: "POST", token, json: { type: "text", title, content, tags } }),
    )
  ).items[0];

async function upload(token: string, name: string, text: string, chatId?: string) {
  const form = new FormData();
  form.append("file", new File([text], name, { type: "text/plain" }));
  if (chatId) form.append("chat_id", chatId);
  return dataOf(uploadSchema, await t.call("/api/files", { method: "POST", token, body: form }));
}

describe("personal knowledge: validation texts of spec §5", () => {
  const cases: [string, unknown, Record<string, string>, Record<string, string>][] = [
    [
      "an empty title and content",
      { type: "text", title: " ", content: "" },
      { title: "Please enter a title", content: "Please enter content" },
      { title: "请输入标题", content: "请输入内容" },
    ],
    [
      "missing title and content",
      { type: "text" },
      { title: "Please enter a title", content: "Please enter content" },
      { title: "请输入标题", content: "请输入内容" },
    ],
    [
      "a title over 100 and content over 2000 characters",
      { type: "text", title: "t".repeat(101), content: "c".repeat(2001) },
      {
        title: "Title length should be between 1 and 100 characters",
        content: "Content length should be between 1 and 2000 characters",
      },
      { title: "标题长度应在 1 到 100 个字符之间", content: "内容长度应在 1 到 2000 个字符之间" },
    ],
    [
      "no files",
      { type: "file", files: [] },
      { files: "Please select files to upload" },
      { files: "请选择要上传的文件" },
    ],
  ];
  it.each(cases)("refuses %s in English and Chinese, writing nothing", async (_name, json, en, zh) => {
    const before = (await t.handle.db.select().from(knowledgeItems)).length;
    const inEnglish = await refusalOf(
      await t.call("/api/knowledge", {
        method: "POST",
        token: a.token,
        json,
        headers: { "Accept-Language": "en" },
      }),
    );
    expect(inEnglish).toMatchObject({ status: 400, errno: 400, details: en });
    const inChinese = await refusalOf(
      await t.call("/api/knowledge", {
        method: "POST",
        token: a.token,
        json,
        headers: { "Accept-Language": "zh-CN" },
      }),
    );
    expect(inChinese.details).toEqual(zh);
    expect((await t.handle.db.select().from(knowledgeItems)).length).toBe(before);
  });

  it("takes exactly 100 and 2000 characters", async () => {
    const saved = await addText(a.token, "标".repeat(100), "内".repeat(2000));
    expect(saved).toMatchObject({ type: "text", title: "标".repeat(100), content: "内".repeat(2000) });
  });

  it("refuses more files than the limit and files that are not the user's", async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ upload_id: `u${i}` }));
    const many = await refusalOf(
      await t.call("/api/knowledge", { method: "POST", token: a.token, json: { type: "file", files } }),
    );
    expect(many).toMatchObject({
      status: 400,
      errmsg: "You can only upload up to 10 files",
      details: { files: "You can only upload up to 10 files" },
    });
    const zh = await refusalOf(
      await t.call("/api/knowledge", {
        method: "POST",
        token: a.token,
        json: { type: "file", files },
        headers: { "Accept-Language": "zh" },
      }),
    );
    expect(zh.details).toEqual({ files: "最多只能上传 10 个文件" });
    const theirs = await upload(b.token, "b-notes.txt", "B's private notes");
    const none = await refusalOf(
      await t.call("/api/knowledge", {
        method: "POST",
        token: a.token,
        json: { type: "file", files: [{ upload_id: theirs.id }] },
      }),
    );
    expect(none).toMatchObject({ status: 400, details: { files: "No valid uploaded files" } });
    const noneZh = await refusalOf(
      await t.call("/api/knowledge", {
        method: "POST",
        token: a.token,
        json: { type: "file", files: [{ upload_id: theirs.id }] },
        headers: { "Accept-Language": "zh" },
      }),
    );
    expect(noneZh.details).toEqual({ files: "没有有效的上传文件" });
  });
});

describe("what goes in", () => {
  it("saved versions (not failed ones, not lite apps) and sent attachments become items linked to their chat and version", async () => {
    const u = await t.signIn("kb-versions@example.com");
    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: u.token, json: { title: "Pomodoro app" } }),
    );
    const prd = await createVersion(t.handle.db, {
      chatId: chat.id,
      userId: u.userId,
      kind: "prd",
      content: "# Pomodoro PRD\n\n## Goals\n\nFocus timer with 25-minute sessions.",
      title: "Pomodoro PRD",
    });
    await createVersion(t.handle.db, {
      chatId: chat.id,
      userId: u.userId,
      kind: "prd",
      content: "# broken",
      status: "failed",
    });
    await createVersion(t.handle.db, { chatId: chat.id, userId: u.userId, kind: "agentic", content: "{}" });
    const page = await createVersion(t.handle.db, {
      chatId: chat.id,
      userId: u.userId,
      kind: "prototype",
      content:
        "<!doctype html><html><head><style>.x{color:red}</style></head><body><h1>Focus timer</h1><script>var secret=1</script><button>Start</button></body></html>",
    });
    const file = await upload(
      u.token,
      "meeting-notes.txt",
      "Sprint review: the timer needs a pause button.",
      chat.id,
    );
    const sent = await t.call(`/api/chats/${chat.id}/messages`, {
      method: "POST",
      token: u.token,
      json: { content: "See the notes", mode: "normal", attachments: [file.id] },
    });
    expect(sent.status).toBe(200);

    const listed = await items(u.token);
    expect(listed.items.map((i) => [i.type, i.title])).toEqual([
      ["attachment", "meeting-notes.txt"],
      ["prototype", "Pomodoro app"],
      ["prd", "Pomodoro PRD"],
    ]);
    const attachment = listed.items[0];
    expect(attachment).toMatchObject({
      chat_id: chat.id,
      chat_title: "Pomodoro app",
      file_name: "meeting-notes.txt",
      file_size: file.size,
      file_url: `/api/files/${file.id}`,
      version_id: null,
    });
    expect(attachment.content_type).toMatch(/^text\/plain/);
    expect(listed.items[2]).toMatchObject({ version_id: prd.id, version_number: 1, chat_id: chat.id });
    // A prototype is searched by the words a person sees on it, not its markup or scripts.
    const detail = await dataOf(
      spaceItemDetailSchema,
      await t.call(`/api/knowledge-base/items/${listed.items[1].id}`, { token: u.token }),
    );
    expect(detail).toMatchObject({ version_id: page.id, text: "Focus timer\nStart" });
    expect((await items(u.token, "q=secret")).total).toBe(0);
    expect((await items(u.token, "q=pause")).items.map((i) => i.type)).toEqual(["attachment"]);
  });
});

describe("list, search, edit and batch", () => {
  let u: { userId: string; token: string };
  let notes: Record<string, string>;

  beforeAll(async () => {
    u = await t.signIn("kb-list@example.com");
    notes = {};
    notes.pomodoro = (
      await addText(u.token, "番茄钟功能说明", "番茄钟是最常用的功能，每次专注 25 分钟。", ["产品"])
    ).id;
    notes.growth = (
      await addText(u.token, "User growth plan", "Acquisition and retention experiments for Q3.", [
        "growth",
        "产品",
      ])
    ).id;
    notes.pricing = (
      await addText(u.token, "Pricing notes", "Competitors charge per seat; we charge per workspace.")
    ).id;
  });

  it("finds a Chinese note by a word inside a sentence, with the match highlighted", async () => {
    const found = await items(u.token, `q=${encodeURIComponent("番茄钟")}`);
    expect(found.items.map((i) => i.id)).toEqual([notes.pomodoro]);
    const [hit] = found.items;
    expect(hit.title_highlights).toEqual([[0, 3]]);
    const excerpt = hit.excerpt!;
    expect(excerpt.text).toContain("番茄钟是最常用的功能");
    expect(excerpt.highlights.map(([s, e]) => excerpt.text.slice(s, e))).toEqual(["番茄钟"]);
  });

  it("stems English and matches prefixes, and ranks title matches first", async () => {
    expect((await items(u.token, "q=experiment")).items.map((i) => i.id)).toEqual([notes.growth]);
    expect((await items(u.token, "q=retent")).items.map((i) => i.id)).toEqual([notes.growth]);
    const pricing = await addText(u.token, "Seat pricing", "Nothing else.");
    const ranked = await items(u.token, "q=pricing");
    expect(ranked.items[0].id).toBe(pricing.id);
    expect(ranked.items.map((i) => i.id).sort()).toEqual([pricing.id, notes.pricing].sort());
  });

  it("a query of punctuation only finds nothing instead of everything", async () => {
    expect((await items(u.token, `q=${encodeURIComponent("!!! ...")}`)).total).toBe(0);
  });

  it("filters by type, tag, favorite and time", async () => {
    expect((await items(u.token, "type=knowledge")).total).toBeGreaterThanOrEqual(3);
    expect((await items(u.token, "type=prd")).total).toBe(0);
    expect((await items(u.token, `tag=${encodeURIComponent("产品")}`)).items.map((i) => i.id).sort()).toEqual(
      [notes.pomodoro, notes.growth].sort(),
    );
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await items(u.token, `since=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await items(u.token, `until=${encodeURIComponent(future)}`)).total).toBeGreaterThanOrEqual(3);
    expect((await items(u.token, "favorite=true")).total).toBe(0);
  });

  it("edits title, tags, notes and favorite, and search follows the edit", async () => {
    const res = await t.call(`/api/knowledge-base/items/${notes.pricing}`, {
      method: "PUT",
      token: u.token,
      json: {
        title: "Seat-based pricing",
        tags: ["sales", "sales"],
        notes: "From the 3 May call",
        is_favorite: true,
      },
    });
    const saved = await dataOf(spaceItemDetailSchema, res);
    expect(saved).toMatchObject({
      title: "Seat-based pricing",
      tags: ["sales"],
      notes: "From the 3 May call",
      is_favorite: true,
    });
    expect((await items(u.token, "q=call")).items.map((i) => i.id)).toEqual([notes.pricing]);
    // The body is still found after an edit of the title (the indexed body is kept).
    expect((await items(u.token, "q=workspace")).items.map((i) => i.id)).toEqual([notes.pricing]);
    expect((await items(u.token, "favorite=true")).items.map((i) => i.id)).toEqual([notes.pricing]);
    const bad = await refusalOf(
      await t.call(`/api/knowledge-base/items/${notes.pricing}`, {
        method: "PUT",
        token: u.token,
        json: { title: "" },
        headers: { "Accept-Language": "zh" },
      }),
    );
    expect(bad.details).toEqual({ title: "请输入标题" });
  });

  it("archives, restores and deletes for good in batch; stats follow", async () => {
    const ids = [notes.pomodoro, notes.growth];
    const archived = await dataOf(
      spaceBatchAnswerSchema,
      await t.call("/api/knowledge-base/items/batch", {
        method: "POST",
        token: u.token,
        json: { ids, action: "archive" },
      }),
    );
    expect(archived.ids.sort()).toEqual([...ids].sort());
    const deleted = await items(u.token, "status=deleted");
    expect(deleted.items.map((i) => i.id).sort()).toEqual([...ids].sort());
    expect(deleted.items.every((i: SpaceItem) => i.deleted_at)).toBe(true);
    expect((await items(u.token)).items.some((i) => ids.includes(i.id))).toBe(false);
    // Search covers the status asked for.
    expect(
      (await items(u.token, `status=deleted&q=${encodeURIComponent("番茄")}`)).items.map((i) => i.id),
    ).toEqual([notes.pomodoro]);

    let stats = await dataOf(spaceStatsSchema, await t.call("/api/knowledge-base/stats", { token: u.token }));
    expect(stats).toMatchObject({
      deleted: 2,
      favorites: 1,
      limits: { max_files: 10, upload_max_mb: 20, image_max_mb: 10 },
    });
    expect(stats.by_type.knowledge).toBe(stats.total);

    const restored = await dataOf(
      spaceBatchAnswerSchema,
      await t.call("/api/knowledge-base/items/batch", {
        method: "POST",
        token: u.token,
        json: { ids: [notes.growth], action: "restore" },
      }),
    );
    expect(restored.ids).toEqual([notes.growth]);
    // Delete removes only what is already in Deleted: the active item is left alone.
    const gone = await dataOf(
      spaceBatchAnswerSchema,
      await t.call("/api/knowledge-base/items/batch", {
        method: "POST",
        token: u.token,
        json: { ids: [notes.pomodoro, notes.growth], action: "delete" },
      }),
    );
    expect(gone.ids).toEqual([notes.pomodoro]);
    expect((await t.call(`/api/knowledge-base/items/${notes.pomodoro}`, { token: u.token })).status).toBe(
      404,
    );
    stats = await dataOf(spaceStatsSchema, await t.call("/api/knowledge-base/stats", { token: u.token }));
    expect(stats.deleted).toBe(0);
    expect(stats.tags).toEqual(expect.arrayContaining([{ tag: "growth", count: 1 }]));
  });

  it("file knowledge keeps each file's description; deleting it for good removes the bytes", async () => {
    const one = await upload(u.token, "roadmap.md", "# Roadmap\n\nShip offline mode in Q4.");
    const two = await upload(u.token, "glossary.txt", "DAU: daily active users");
    const created = await dataOf(
      knowledgeCreateAnswerSchema,
      await t.call("/api/knowledge", {
        method: "POST",
        token: u.token,
        json: {
          type: "file",
          files: [{ upload_id: one.id, description: "Q4 plan" }, { upload_id: two.id }],
          tags: ["plans"],
        },
      }),
    );
    expect(created.items.map((k) => [k.type, k.title, k.attachments[0].description])).toEqual([
      ["file", "roadmap.md", "Q4 plan"],
      ["file", "glossary.txt", null],
    ]);
    const stats = await dataOf(
      spaceStatsSchema,
      await t.call("/api/knowledge-base/stats", { token: u.token }),
    );
    expect(stats.storage_bytes).toBeGreaterThanOrEqual(one.size + two.size);
    expect((await items(u.token, "q=offline")).items.map((i) => i.id)).toEqual([created.items[0].id]);

    const edited = await dataOf(
      knowledgeSchema,
      await t.call(`/api/knowledge/${created.items[0].id}`, {
        method: "PUT",
        token: u.token,
        json: { description: "Q4 plan, draft" },
      }),
    );
    expect(edited.attachments[0].description).toBe("Q4 plan, draft");
    const refused = await refusalOf(
      await t.call(`/api/knowledge/${created.items[0].id}`, {
        method: "PUT",
        token: u.token,
        json: { content: "new text" },
      }),
    );
    expect(refused.status).toBe(400);

    const id = created.items[0].id;
    await t.call("/api/knowledge-base/items/batch", {
      method: "POST",
      token: u.token,
      json: { ids: [id], action: "archive" },
    });
    await t.call("/api/knowledge-base/items/batch", {
      method: "POST",
      token: u.token,
      json: { ids: [id], action: "delete" },
    });
    expect(await t.handle.db.select().from(uploads).where(eq(uploads.id, one.id))).toEqual([]);
    expect((await t.call(`/api/files/${one.id}`, { token: u.token })).status).toBe(404);
  });

  it("text knowledge is read and edited through /knowledge/{id}", async () => {
    const note = await addText(u.token, "Interview script", "Ask about the last time they planned a sprint.");
    const read = await dataOf(knowledgeSchema, await t.call(`/api/knowledge/${note.id}`, { token: u.token }));
    expect(read).toMatchObject({ type: "text", title: "Interview script", attachments: [] });
    const saved = await dataOf(
      knowledgeSchema,
      await t.call(`/api/knowledge/${note.id}`, {
        method: "PUT",
        token: u.token,
        json: { content: "Ask about their last retrospective." },
      }),
    );
    expect(saved.content).toBe("Ask about their last retrospective.");
    expect((await items(u.token, "q=retrospective")).items.map((i) => i.id)).toEqual([note.id]);
    expect((await items(u.token, "q=sprint")).items.map((i) => i.id)).not.toContain(note.id);
  });
});

describe("two users: no route shows or changes another user's items", () => {
  it("answers 404, skips foreign ids in batches and counts only one's own", async () => {
    const mine = await addText(a.token, "A's secret plan", "Only A may read this.");
    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token: a.token, json: { title: "A's chat" } }),
    );
    await createVersion(t.handle.db, {
      chatId: chat.id,
      userId: a.userId,
      kind: "mermaid",
      content: "flowchart TD\nA[Secret]-->B[Plan]",
    });

    expect((await items(b.token)).items.some((i) => i.title.includes("A's") || i.chat_id === chat.id)).toBe(
      false,
    );
    expect((await items(b.token, "q=secret")).total).toBe(0);
    expect((await items(b.token, `chat_id=${chat.id}`)).total).toBe(0);
    expect((await t.call(`/api/knowledge-base/items/${mine.id}`, { token: b.token })).status).toBe(404);
    expect(
      (
        await t.call(`/api/knowledge-base/items/${mine.id}`, {
          method: "PUT",
          token: b.token,
          json: { title: "mine now" },
        })
      ).status,
    ).toBe(404);
    expect((await t.call(`/api/knowledge/${mine.id}`, { token: b.token })).status).toBe(404);
    expect(
      (
        await t.call(`/api/knowledge/${mine.id}`, {
          method: "PUT",
          token: b.token,
          json: { title: "mine now" },
        })
      ).status,
    ).toBe(404);
    for (const action of ["archive", "favorite", "delete"] as const) {
      const answer = await dataOf(
        spaceBatchAnswerSchema,
        await t.call("/api/knowledge-base/items/batch", {
          method: "POST",
          token: b.token,
          json: { ids: [mine.id], action },
        }),
      );
      expect(answer).toEqual({ action, ids: [], updated: 0 });
    }
    const statsB = await dataOf(
      spaceStatsSchema,
      await t.call("/api/knowledge-base/stats", { token: b.token }),
    );
    expect(statsB.by_type.mermaid).toBe(0);
    const still = await dataOf(
      knowledgeSchema,
      await t.call(`/api/knowledge/${mine.id}`, { token: a.token }),
    );
    expect(still).toMatchObject({ title: "A's secret plan", status: "active" });
  });

  it("needs a signed-in user on every route", async () => {
    for (const [method, path] of [
      ["GET", "/api/knowledge-base/items"],
      ["GET", "/api/knowledge-base/stats"],
      ["GET", "/api/knowledge-base/items/x"],
      ["PUT", "/api/knowledge-base/items/x"],
      ["POST", "/api/knowledge-base/items/batch"],
      ["POST", "/api/knowledge"],
      ["GET", "/api/knowledge/x"],
      ["PUT", "/api/knowledge/x"],
    ]) {
      expect((await t.call(path, { method, json: method === "GET" ? undefined : {} })).status).toBe(401);
    }
  });
});

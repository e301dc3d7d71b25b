/** POST /feedback and GET /space/artifacts (spec §3, §7), two users on each. */
import { eq } from "drizzle-orm";
import { feedback } from "@/server/db/schema";
import { createVersion } from "@/server/services/versions";
import { feedbackAnswerSchema } from "@/lib/contracts/feedback";
import { spaceArtifactPageSchema } from "@/lib/contracts/space";
import { chatSchema } from "@/lib/contracts/chat";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dataOf, refusalOf } from "../helpers/contract";

let t: TestApp;
let a: { userId: string; token: string };
let b: { userId: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signIn("space-a@example.com");
  b = await t.signIn("space-b@example.com");
});
afterAll(() => t.close());

describe("POST /feedback", () => {
  it("stores the feedback for the signed-in user only", async () => {
    const saved = await dataOf(
      feedbackAnswerSchema,
      await t.call("/api/feedback", {
        method: "POST",
        token: a.token,
        json: { category: "prototype", content: "  The mobile preview cuts off the bottom bar.  " },
      }),
    );
    expect(saved.category).toBe("prototype");
    const [row] = await t.handle.db.select().from(feedback).where(eq(feedback.id, saved.id));
    expect(row).toMatchObject({
      userId: a.userId,
      category: "prototype",
      content: "The mobile preview cuts off the bottom bar.",
    });
  });

  it("refuses an unknown category, empty content and content over 2000 characters, writing nothing", async () => {
    const before = (await t.handle.db.select().from(feedback)).length;
    const bad = await refusalOf(
      await t.call("/api/feedback", {
        method: "POST",
        token: b.token,
        json: { category: "pricing", content: "" },
      }),
    );
    expect(bad).toMatchObject({
      status: 400,
      details: {
        category: "Must be one of: prototype, prd, flowchart, other",
        content: "This field is required",
      },
    });
    const long = await refusalOf(
      await t.call("/api/feedback", {
        method: "POST",
        token: b.token,
        json: { category: "other", content: "x".repeat(2001) },
      }),
    );
    expect(long.details).toEqual({ content: "Must be at most 2000" });
    expect((await t.handle.db.select().from(feedback)).length).toBe(before);
  });

  it("needs a signed-in user", async () => {
    expect(
      (await t.call("/api/feedback", { method: "POST", json: { category: "other", content: "hi" } })).status,
    ).toBe(401);
  });
});

describe("GET /space/artifacts", () => {
  async function chatWithVersions(token: string, userId: string, title: string) {
    const chat = await dataOf(
      chatSchema,
      await t.call("/api/chats", { method: "POST", token, json: { title } }),
    );
    const db = t.handle.db;
    const prd1 = await createVersion(db, {
      chatId: chat.id,
      userId,
      kind: "prd",
      content: "# v1",
      title: "Escrow marketplace PRD",
    });
    const failed = await createVersion(db, {
      chatId: chat.id,
      userId,
      kind: "prd",
      content: "# broken",
      status: "failed",
    });
    const flow = await createVersion(db, {
      chatId: chat.id,
      userId,
      kind: "mermaid",
      content: "flowchart TD\nA-->B",
    });
    const prd2 = await createVersion(db, {
      chatId: chat.id,
      userId,
      kind: "prd",
      content: "# v3",
      title: "Escrow marketplace PRD (edited)",
      source: "edited",
    });
    return { chat, prd1, failed, flow, prd2 };
  }

  it("lists the user's saved versions across chats, newest first, without failed ones", async () => {
    const u = await t.signIn("space-list@example.com");
    const first = await chatWithVersions(u.token, u.userId, "Campus marketplace");
    const second = await chatWithVersions(u.token, u.userId, "Dental booking");
    const page = await dataOf(
      spaceArtifactPageSchema,
      await t.call("/api/space/artifacts", { token: u.token }),
    );
    expect(page).toMatchObject({ total: 6, page: 1, page_size: 20, has_more: false });
    expect(page.items.map((i) => i.version_id)).toEqual([
      second.prd2.id,
      second.flow.id,
      second.prd1.id,
      first.prd2.id,
      first.flow.id,
      first.prd1.id,
    ]);
    expect(page.items[0]).toEqual({
      kind: "prd",
      title: "Escrow marketplace PRD (edited)",
      chat_id: second.chat.id,
      chat_title: "Dental booking",
      version_id: second.prd2.id,
      version_number: 3,
      status: "complete",
      created_at: second.prd2.createdAt.toISOString(),
    });
    // A version without a title of its own shows its chat's.
    expect(page.items[1]).toMatchObject({ kind: "mermaid", title: "Dental booking" });
    expect(page.items.some((i) => i.version_id === first.failed.id)).toBe(false);
  });

  it("pages, filters by type and searches titles (the search words are literal)", async () => {
    const u = await t.signIn("space-filter@example.com");
    await chatWithVersions(u.token, u.userId, "Campus marketplace");
    await chatWithVersions(u.token, u.userId, "Dental booking 100%");
    const paged = await dataOf(
      spaceArtifactPageSchema,
      await t.call("/api/space/artifacts?page=2&page_size=4", { token: u.token }),
    );
    expect(paged).toMatchObject({ total: 6, page: 2, has_more: false });
    expect(paged.items).toHaveLength(2);
    const flows = await dataOf(
      spaceArtifactPageSchema,
      await t.call("/api/space/artifacts?type=mermaid", { token: u.token }),
    );
    expect(flows.items.map((i) => i.kind)).toEqual(["mermaid", "mermaid"]);
    const dental = await dataOf(
      spaceArtifactPageSchema,
      await t.call(`/api/space/artifacts?q=${encodeURIComponent("dental")}`, { token: u.token }),
    );
    expect(dental.total).toBe(3);
    const percent = await dataOf(
      spaceArtifactPageSchema,
      await t.call(`/api/space/artifacts?q=${encodeURIComponent("100%")}`, { token: u.token }),
    );
    expect(percent.total).toBe(3);
    const edited = await dataOf(
      spaceArtifactPageSchema,
      await t.call(`/api/space/artifacts?q=${encodeURIComponent("(edited)")}`, { token: u.token }),
    );
    expect(edited.items.map((i) => i.title)).toEqual([
      "Escrow marketplace PRD (edited)",
      "Escrow marketplace PRD (edited)",
    ]);
    expect(
      await refusalOf(await t.call("/api/space/artifacts?type=poem&page=0", { token: u.token })),
    ).toMatchObject({ status: 400, details: { type: expect.any(String), page: expect.any(String) } });
  });

  it("never shows another user's versions", async () => {
    await chatWithVersions(a.token, a.userId, "A's secret launch");
    const theirs = await dataOf(
      spaceArtifactPageSchema,
      await t.call("/api/space/artifacts?q=secret", { token: b.token }),
    );
    expect(theirs).toMatchObject({ items: [], total: 0 });
    const mine = await dataOf(
      spaceArtifactPageSchema,
      await t.call("/api/space/artifacts?q=secret", { token: a.token }),
    );
    expect(mine.total).toBe(3);
  });
});

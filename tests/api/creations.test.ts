/**
 * One definition of a creation (server/services/creations.ts) decides three things alike: the
 * invite reward for the invited user's first creation (spec §9), whether a newcomer can still be
 * invited, and the user center's totals (spec §2). Kinds that are not creations (test cases,
 * pictures, lite apps) and failed versions count for none of them.
 */
import { creationCondition, isCreation } from "@/server/services/creations";
import { createVersion } from "@/server/services/versions";
import { pointsBalance } from "@/server/services/points-ledger";
import { and, eq } from "drizzle-orm";
import { versions } from "@/server/db/schema";
import { artifactKinds } from "@/lib/contracts/artifacts";
import { INVITE_FIRST_CREATION_POINTS } from "@/lib/contracts/points";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let host: { userId: string; token: string };
let code: string;

beforeAll(async () => {
  t = await createTestApp();
  host = await t.signIn("creations-host@example.com");
  code = (await (await t.call("/api/user/info", { token: host.token })).json()).data.inviteCode;
});
afterAll(() => t.close());

const accept = async (token: string) =>
  (
    await (
      await t.call("/api/user/invite/accept", { method: "POST", token, json: { inviteCode: code } })
    ).json()
  ).data;
const available = async () => (await pointsBalance(t.handle.db, host.userId)).availablePoints;
const newChat = async (token: string) =>
  (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data.id as string;

it("is a complete version of a kind whose definition says so: PRDs, prototypes, flowcharts, research reports", () => {
  expect(
    artifactKinds()
      .filter((k) => k.creation)
      .map((k) => k.id)
      .sort(),
  ).toEqual(["mermaid", "mult_prototype", "prd", "prototype", "research"]);
  expect(isCreation({ type: "prd", status: "complete" })).toBe(true);
  expect(isCreation({ type: "prototype", status: "deployed" })).toBe(true);
  expect(isCreation({ type: "prd", status: "failed" })).toBe(false);
  expect(isCreation({ type: "test_case", status: "complete" })).toBe(false);
  expect(isCreation({ type: "picture", status: "complete" })).toBe(false);
});

it("rewards the inviter at the first creation only: not for test cases, not for a failed version, once", async () => {
  const guest = await t.signIn("creations-guest@example.com");
  expect(await accept(guest.token)).toMatchObject({ result: "accepted", status: "activated" });
  const before = await available();
  const chatId = await newChat(guest.token);
  await createVersion(t.handle.db, {
    chatId,
    userId: guest.userId,
    kind: "test_case",
    content: '{"cases":[]}',
  });
  await createVersion(t.handle.db, {
    chatId,
    userId: guest.userId,
    kind: "prd",
    content: "# Broken",
    status: "failed",
  });
  expect(await available()).toBe(before);
  await createVersion(t.handle.db, {
    chatId,
    userId: guest.userId,
    kind: "mermaid",
    content: "flowchart TD\n  A --> B",
  });
  expect(await available()).toBe(before + INVITE_FIRST_CREATION_POINTS);
  await createVersion(t.handle.db, { chatId, userId: guest.userId, kind: "prd", content: "# Plan" });
  expect(await available()).toBe(before + INVITE_FIRST_CREATION_POINTS);
});

it("lets a newcomer be invited until their first creation, whatever else they saved", async () => {
  const maker = await t.signIn("creations-maker@example.com");
  const chatId = await newChat(maker.token);
  await createVersion(t.handle.db, {
    chatId,
    userId: maker.userId,
    kind: "test_case",
    content: '{"cases":[]}',
  });
  await createVersion(t.handle.db, {
    chatId,
    userId: maker.userId,
    kind: "prd",
    content: "# Broken",
    status: "failed",
  });
  const stillNew = await t.signIn("creations-still-new@example.com");
  const otherChat = await newChat(stillNew.token);
  await createVersion(t.handle.db, {
    chatId: otherChat,
    userId: stillNew.userId,
    kind: "prototype",
    content: "<html></html>",
  });
  expect(await accept(maker.token)).toMatchObject({ result: "accepted" });
  expect(await accept(stillNew.token)).toMatchObject({ result: "not_eligible", status: null });
});

it("counts exactly the creations in the user center's totals", async () => {
  const me = await t.signIn("creations-totals@example.com");
  const chatId = await newChat(me.token);
  for (const kind of artifactKinds()) {
    await createVersion(t.handle.db, {
      chatId,
      userId: me.userId,
      kind: kind.id,
      content: kind.id === "mult_prototype" ? '{"pages":[]}' : "x",
    });
    await createVersion(t.handle.db, {
      chatId,
      userId: me.userId,
      kind: kind.id,
      content: "x",
      status: "failed",
    });
  }
  const stats = (await (await t.call("/api/user/product-stats", { token: me.token })).json()).data;
  expect(stats).toMatchObject({ prds: 1, prototypes: 2, flowcharts: 1, research_reports: 1 });
  const counted = await t.handle.db
    .select({ type: versions.type })
    .from(versions)
    .where(and(eq(versions.chatId, chatId), creationCondition()));
  expect(counted.map((row) => row.type).sort()).toEqual([
    "mermaid",
    "mult_prototype",
    "prd",
    "prototype",
    "research",
  ]);
});

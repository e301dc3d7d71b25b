/** Invites (spec §4, §9 rewards), invite setting (spec §6) and user center totals. */
import { eq } from "drizzle-orm";
import { chats, users, versions } from "@/server/db/schema";
import { setSetting, SETTING } from "@/server/services/app-settings";
import { countAdmitted } from "@/server/services/admission";
import { activateInvite, recordFirstCreation } from "@/server/services/invite-rewards";
import { createRegistrationCodes } from "@/server/services/registration-codes";
import { pointsBalance } from "@/server/services/points-ledger";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let inviter: { userId: string; token: string };
let inviteCode: string;

beforeAll(async () => {
  t = await createTestApp();
  inviter = await t.signIn("host@example.com", "Host");
  inviteCode = (await (await t.call("/api/user/info", { token: inviter.token })).json()).data.inviteCode;
});
afterAll(() => t.close());

const accept = (token: string, code: string) =>
  t
    .call("/api/user/invite/accept", { method: "POST", token, json: { inviteCode: code } })
    .then((r) => r.json());
const available = async (userId: string) => (await pointsBalance(t.handle.db, userId)).availablePoints;

describe("invite codes", () => {
  it("checks a code publicly, saying only whether it is valid", async () => {
    expect((await (await t.call(`/api/user/invite/check/${inviteCode}`)).json()).data).toEqual({
      valid: true,
    });
    expect((await (await t.call(`/api/user/invite/check/${inviteCode.toLowerCase()}`)).json()).data).toEqual({
      valid: true,
    });
    expect((await (await t.call("/api/user/invite/check/ZZZZZZZZ")).json()).data).toEqual({ valid: false });
    expect((await (await t.call("/api/user/invite/check/not%20a%20code!")).json()).data).toEqual({
      valid: false,
    });
  });

  it("refuses one's own code, unknown codes and malformed input", async () => {
    expect(await accept(inviter.token, inviteCode)).toMatchObject({
      data: { valid: false, result: "own_code" },
    });
    expect(await accept(inviter.token, "QQQQQQQQ")).toMatchObject({
      data: { valid: false, result: "not_found" },
    });
    const bad = await t.call("/api/user/invite/accept", {
      method: "POST",
      token: inviter.token,
      json: { inviteCode: "<script>" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("rewards", () => {
  it("activates an admitted newcomer at once and rewards the inviter once per step", async () => {
    const start = await available(inviter.userId);
    expect(start).toBe(100); // the monthly grant
    const friend = await t.signIn("friend@example.com", "Friend");
    expect(await accept(friend.token, inviteCode)).toEqual({
      errno: 0,
      errmsg: "",
      data: { valid: true, status: "activated", result: "accepted", admitted: true },
    });
    expect(await accept(friend.token, inviteCode)).toMatchObject({
      data: { valid: true, status: "activated" },
    });
    expect(
      await Promise.all([
        activateInvite(t.handle.db, friend.userId),
        activateInvite(t.handle.db, friend.userId),
      ]),
    ).toEqual([false, false]);
    expect(await available(inviter.userId)).toBe(start + 100);

    const firsts = await Promise.all([
      recordFirstCreation(t.handle.db, friend.userId),
      recordFirstCreation(t.handle.db, friend.userId),
    ]);
    expect(firsts.filter(Boolean)).toHaveLength(1);
    expect(await recordFirstCreation(t.handle.db, friend.userId)).toBe(false);
    expect(await available(inviter.userId)).toBe(start + 200);
    expect(await available(friend.userId)).toBe(100); // the invited user gets no reward of their own
  });

  it("keeps a held user's invite pending until they are admitted (invite setting off)", async () => {
    await setSetting(t.handle.db, SETTING.registrationCapacity, await countAdmitted(t.handle.db));
    const before = await available(inviter.userId);
    const held = await t.signIn("held@example.com", "Held");
    expect((await accept(held.token, inviteCode)).data).toEqual({
      valid: true,
      status: "pending",
      result: "accepted",
      admitted: false,
    });
    expect(await recordFirstCreation(t.handle.db, held.userId)).toBe(false); // not activated yet: nothing
    expect(await available(inviter.userId)).toBe(before);

    const [{ code }] = await createRegistrationCodes(t.handle.db, 1, null);
    await t.call("/api/user/bind/register/code", {
      method: "POST",
      token: held.token,
      json: { registerCode: code },
    });
    expect(await available(inviter.userId)).toBe(before + 100);
    expect(await accept(held.token, inviteCode)).toMatchObject({
      data: { status: "activated", admitted: true },
    });
  });

  it("lets an invite admit a held user when the invite setting is on", async () => {
    const guest = await t.signIn("guest@example.com", "Guest");
    expect((await accept(guest.token, inviteCode)).data).toMatchObject({
      status: "pending",
      admitted: false,
    });
    expect((await (await t.call("/api/chats", { token: guest.token })).json()).errno).toBe(40003);
    await setSetting(t.handle.db, SETTING.invitesEnabled, true);
    expect((await accept(guest.token, inviteCode)).data).toEqual({
      valid: true,
      status: "activated",
      result: "accepted",
      admitted: true,
    });
    const newcomer = await t.signIn("newcomer@example.com", "Newcomer");
    expect((await accept(newcomer.token, inviteCode)).data).toMatchObject({
      status: "activated",
      admitted: true,
    });
    expect((await t.call("/api/chats", { token: guest.token })).status).toBe(200);
    await setSetting(t.handle.db, SETTING.invitesEnabled, false);
  });

  it("does not let an old account, or one already invited, be invited", async () => {
    await setSetting(t.handle.db, SETTING.registrationCapacity, "unlimited");
    const old = await t.signIn("old@example.com");
    await t.handle.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(users.id, old.userId));
    expect((await accept(old.token, inviteCode)).data).toEqual({
      valid: true,
      status: null,
      result: "not_eligible",
      admitted: true,
    });

    const other = await t.signIn("other-host@example.com");
    const otherCode = (await (await t.call("/api/user/info", { token: other.token })).json()).data.inviteCode;
    const friend = await t.signIn("friend@example.com", "Friend");
    expect((await accept(friend.token, otherCode)).data).toMatchObject({
      valid: true,
      status: "activated",
      result: "already_invited",
    });
  });

  it("lists the people one invited", async () => {
    const { data } = await (await t.call("/api/user/invite/record", { token: inviter.token })).json();
    expect(data).toMatchObject({ invite_code: inviteCode, invite_count: 4, invites_enabled: false });
    expect(data.invite_url).toMatch(new RegExp(`/invite/${inviteCode}$`));
    expect(data.list.map((p: { name: string; status: string }) => [p.name, p.status]).sort()).toEqual([
      ["Friend", "activated"],
      ["Guest", "activated"],
      ["Held", "activated"],
      ["Newcomer", "activated"],
    ]);
    expect(data.list[0]).toEqual({
      name: expect.any(String),
      avatar: null,
      joinedAt: expect.any(String),
      status: "activated",
      activatedAt: expect.any(String),
    });
  });
});

describe("GET /user/product-stats", () => {
  it("counts chats and creations by type: artifacts (one per kind and chat), and their versions separately", async () => {
    const me = await t.signIn("maker@example.com");
    const [chat] = await t.handle.db.insert(chats).values({ userId: me.userId }).returning();
    await t.handle.db.insert(chats).values({ userId: me.userId });
    const v = (type: string, versionNumber: number, extra: Partial<typeof versions.$inferInsert> = {}) => ({
      chatId: chat.id,
      type,
      versionNumber,
      ...extra,
    });
    await t.handle.db.insert(versions).values([
      v("prd", 1),
      v("prd", 2),
      v("prototype", 1),
      v("mermaid", 1),
      v("research", 1),
      v("test_case", 1),
      v("mult_prototype", 1, { content: JSON.stringify({ pages: [{ id: "home" }, { id: "about" }] }) }), // one version, two pages
      v("mermaid", 2, { status: "failed" }),
    ]);
    const { data } = await (await t.call("/api/user/product-stats", { token: me.token })).json();
    // Two versions of one PRD are one PRD; the failed chart version and test cases are no creation.
    expect(data).toEqual({
      chats: 2,
      prds: 1,
      prototypes: 2,
      flowcharts: 1,
      research_reports: 1,
      versions: 6,
      invite_count: 0,
    });
    const host = await (await t.call("/api/user/product-stats", { token: inviter.token })).json();
    expect(host.data).toMatchObject({ chats: 0, invite_count: 4 });
  });
});

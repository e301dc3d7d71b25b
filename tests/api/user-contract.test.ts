/** The "User" answers of spec §7 are exactly the contract's shapes (lib/contracts/user.ts). */
import {
  bindRegisterCodeAnswerSchema,
  inviteAcceptSchema,
  inviteCheckSchema,
  inviteRecordSchema,
  joinWaitListAnswerSchema,
  logoutAnswerSchema,
  pointsBalanceAnswerSchema,
  productStatsSchema,
  userInfoSchema,
} from "@/lib/contracts/user";
import type { z } from "zod";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dataOf } from "../helpers/contract";

let t: TestApp;
let a: { userId: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signIn("contract@example.com");
});
afterAll(() => t.close());

async function answer<S extends z.ZodType>(
  schema: S,
  path: string,
  init: Parameters<TestApp["call"]>[1] = {},
): Promise<z.infer<S>> {
  // An answer with missing, mistyped or extra top-level fields fails here, not in the browser.
  return dataOf(schema, await t.call(path, { token: a.token, ...init }));
}

describe("user answers follow the contract", () => {
  it("GET /user/info", async () => {
    const info = await answer(userInfoSchema, "/api/user/info");
    expect(info).toMatchObject({
      ucid: a.userId,
      email: "contract@example.com",
      admitted: true,
      isAuthenticated: true,
    });
  });

  it("GET /user/points/balance carries points_balance and bizQuotas.point with the same figures", async () => {
    const balance = await answer(pointsBalanceAnswerSchema, "/api/user/points/balance");
    expect(balance.bizQuotas.point).toEqual({
      totalQuota: balance.points_balance.totalPoints,
      usedQuota: balance.points_balance.usedPoints,
      balanceQuota: balance.points_balance.availablePoints,
    });
  });

  it("GET /user/product-stats", async () => {
    expect(await answer(productStatsSchema, "/api/user/product-stats")).toEqual({
      chats: 0,
      prds: 0,
      prototypes: 0,
      flowcharts: 0,
      research_reports: 0,
      versions: 0,
      invite_count: 0,
    });
  });

  it("GET /user/invite/record and the invite check and accept answers", async () => {
    const record = await answer(inviteRecordSchema, "/api/user/invite/record");
    expect(record.list).toEqual([]);
    expect(await answer(inviteCheckSchema, `/api/user/invite/check/${record.invite_code}`)).toEqual({
      valid: true,
    });
    const accepted = await answer(inviteAcceptSchema, "/api/user/invite/accept", {
      method: "POST",
      json: { inviteCode: record.invite_code },
    });
    expect(accepted.result).toBe("own_code");
  });

  it("POST /user/join/waiting/list, /user/bind/register/code, /user/logout", async () => {
    const joined = await answer(joinWaitListAnswerSchema, "/api/user/join/waiting/list", {
      method: "POST",
      json: {},
    });
    expect(joined).toMatchObject({
      admitted: true,
      waitListStatus: "none",
      mail: "skipped",
      estimate: { minDays: 2, maxDays: 3 },
    });
    // An admitted user has nothing to bind: the call answers the state as it is.
    const bound = await answer(bindRegisterCodeAnswerSchema, "/api/user/bind/register/code", {
      method: "POST",
      json: { registerCode: "NOPE" },
    });
    expect(bound.admitted).toBe(true);
    expect(await answer(logoutAnswerSchema, "/api/user/logout", { method: "POST", json: {} })).toEqual({
      logged_out: true,
      everywhere: false,
      sessions_ended: 1,
    });
  });
});

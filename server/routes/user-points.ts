/** GET /user/points/balance (spec §3 "Points balance", §7 "response points_balance"). */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { pointsBalance } from "../services/points-ledger";
import type { PointsBalanceAnswer } from "@/lib/contracts/user";

export const pointsRoutes = new Hono<AppEnv>().get("/balance", async (c) => {
  const balance = await pointsBalance(c.get("db"), c.get("user").id);
  return ok(c, {
    points_balance: {
      totalPoints: balance.totalPoints,
      usedPoints: balance.usedPoints,
      availablePoints: balance.availablePoints,
      lastUpdated: (balance.lastUpdated ?? new Date()).toISOString(),
    },
    // The same figures under the source system's field names (spec §3 "Source fields").
    bizQuotas: {
      point: {
        totalQuota: balance.totalPoints,
        usedQuota: balance.usedPoints,
        balanceQuota: balance.availablePoints,
      },
    },
  } satisfies PointsBalanceAnswer);
});

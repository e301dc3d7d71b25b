import { ClientApiError } from "@/lib/api/api-error";
import { getPointsBalance, invalidatePoints, pointsCache, POINTS_TTL_MS, toPointsBalance } from "@/lib/user/points-cache";
import { pointsBalanceAnswerSchema } from "@/lib/contracts/user";

// Built from the contract: the fake answer is exactly what the API sends.
const ANSWER = pointsBalanceAnswerSchema.parse({
  points_balance: { totalPoints: 300, usedPoints: 25, availablePoints: 275, lastUpdated: "2025-06-01T09:00:00.000Z" },
  bizQuotas: { point: { totalQuota: 300, usedQuota: 25, balanceQuota: 275 } },
});
const ok = (data: unknown) => Response.json({ errno: 0, errmsg: "", data });
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
  jest.setSystemTime(new Date("2025-06-01T10:00:00Z"));
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  pointsCache.reset();
});
afterEach(() => jest.useRealTimers());

describe("points balance cache", () => {
  it("shares one call between concurrent readers and caches for 5 minutes", async () => {
    fetchMock.mockImplementation(async () => ok(ANSWER));
    const [a, b] = await Promise.all([getPointsBalance(), getPointsBalance()]);
    expect(a).toEqual({ totalPoints: 300, usedPoints: 25, availablePoints: 275, lastUpdated: "2025-06-01T09:00:00.000Z" });
    expect(b).toBe(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/user/points/balance");

    jest.advanceTimersByTime(POINTS_TTL_MS - 1);
    await getPointsBalance();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await getPointsBalance();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("invalidatePoints makes the next read ask again, keeping the old value visible meanwhile", async () => {
    fetchMock.mockResolvedValueOnce(ok(ANSWER)).mockResolvedValueOnce(ok({ ...ANSWER, points_balance: { ...ANSWER.points_balance, usedPoints: 35, availablePoints: 265 } }));
    await getPointsBalance();
    invalidatePoints();
    expect(pointsCache.getSnapshot().data?.availablePoints).toBe(275);
    expect(pointsCache.isFresh()).toBe(false);
    expect((await getPointsBalance()).availablePoints).toBe(265);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("rejects with the API error (e.g. the registration gate) and does not cache it", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ errno: 40003, errmsg: "gate", data: null }, { status: 403 }));
    const failure = await getPointsBalance().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ClientApiError);
    expect((failure as ClientApiError).errno).toBe(40003);
    expect(pointsCache.getSnapshot().error).toBe(failure);

    fetchMock.mockResolvedValueOnce(ok(ANSWER));
    expect((await getPointsBalance()).availablePoints).toBe(275);
    expect(pointsCache.getSnapshot().error).toBeUndefined();
  });

  it("reads the balance from the contract's points_balance", () => {
    expect(toPointsBalance(ANSWER)).toEqual(ANSWER.points_balance);
  });
});

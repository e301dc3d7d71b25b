/** @jest-environment jsdom */
import { act, renderHook, waitFor } from "@testing-library/react";
import { ClientApiError } from "@/lib/api/api-error";
import { invalidatePoints, POINTS_TTL_MS, toPointsBalance, usePointsBalance } from "@/lib/user/points-cache";
import { pointsBalanceAnswerSchema } from "@/lib/contracts/user";
import { forgetSwrCache } from "../../helpers/swr-cache";

// Built from the contract: the fake answer is exactly what the API sends.
const ANSWER = pointsBalanceAnswerSchema.parse({
  points_balance: {
    totalPoints: 300,
    usedPoints: 25,
    availablePoints: 275,
    lastUpdated: "2025-06-01T09:00:00.000Z",
  },
  bizQuotas: { point: { totalQuota: 300, usedQuota: 25, balanceQuota: 275 } },
});
const SPENT = {
  ...ANSWER,
  points_balance: { ...ANSWER.points_balance, usedPoints: 35, availablePoints: 265 },
};
// jsdom has no Response: a fake with what the API client reads.
const reply = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, statusText: "", json: async () => body }) as Response;
const ok = (data: unknown) => reply({ errno: 0, errmsg: "", data });
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

const mountBalance = () => renderHook(() => usePointsBalance());
/** Lets SWR's deferred mount revalidation (requestAnimationFrame) and its promises run. */
const settle = () => act(async () => void jest.advanceTimersByTime(50));

beforeEach(async () => {
  jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
  jest.setSystemTime(new Date("2025-06-01T10:00:00Z"));
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  await forgetSwrCache();
});
afterEach(() => jest.useRealTimers());

describe("points balance (SWR's cache)", () => {
  it("views mounted together share one call; a view mounted within 5 minutes reuses the answer, a later one asks again", async () => {
    fetchMock.mockImplementation(async () => ok(ANSWER));
    const a = mountBalance();
    const b = mountBalance();
    await waitFor(() => expect(a.result.current.balance?.availablePoints).toBe(275));
    expect(b.result.current.balance).toEqual(a.result.current.balance);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/user/points/balance");
    a.unmount();
    b.unmount();

    act(() => void jest.advanceTimersByTime(POINTS_TTL_MS - 1000));
    const c = mountBalance();
    expect(c.result.current.balance?.availablePoints).toBe(275);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    c.unmount();

    act(() => void jest.advanceTimersByTime(1000));
    mountBalance();
    await settle();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it("invalidatePoints reloads every mounted view, keeping the old value visible meanwhile", async () => {
    const next = deferred();
    fetchMock.mockResolvedValueOnce(ok(ANSWER)).mockReturnValueOnce(next.promise);
    const a = mountBalance();
    const b = mountBalance();
    await waitFor(() => expect(a.result.current.balance?.availablePoints).toBe(275));
    act(() => invalidatePoints());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(a.result.current.balance?.availablePoints).toBe(275);
    await act(async () => next.resolve(ok(SPENT)));
    await waitFor(() => expect(a.result.current.balance?.availablePoints).toBe(265));
    expect(b.result.current.balance?.availablePoints).toBe(265);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("invalidation drops an answer that was already on its way", async () => {
    const stale = deferred();
    fetchMock.mockReturnValueOnce(stale.promise).mockResolvedValueOnce(ok(SPENT));
    const view = mountBalance();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    act(() => invalidatePoints());
    await waitFor(() => expect(view.result.current.balance?.availablePoints).toBe(265));
    await act(async () => stale.resolve(ok(ANSWER)));
    await settle();
    expect(view.result.current.balance?.availablePoints).toBe(265);
  });

  it("a failure shows the API error (e.g. the registration gate), is not retried by itself nor cached, and refresh() asks again", async () => {
    fetchMock.mockResolvedValueOnce(reply({ errno: 40003, errmsg: "gate", data: null }, 403));
    const view = mountBalance();
    await waitFor(() => expect(view.result.current.error).toBeInstanceOf(ClientApiError));
    expect((view.result.current.error as ClientApiError).errno).toBe(40003);
    expect(view.result.current.isLoading).toBe(false);
    act(() => void jest.advanceTimersByTime(30_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(ok(ANSWER));
    await act(() => view.result.current.refresh());
    expect(view.result.current.balance?.availablePoints).toBe(275);
    expect(view.result.current.error).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("reads the balance from the contract's points_balance", () => {
    expect(toPointsBalance(ANSWER)).toEqual(ANSWER.points_balance);
  });
});

import { getUserInfo, invalidateUserInfo, userInfoCache, USER_INFO_TTL_MS, type UserInfo } from "@/lib/user/user-info-cache";
import { userInfoSchema } from "@/lib/contracts/user";

const INFO: UserInfo = userInfoSchema.parse({
  ucid: "u1",
  account: "ada@example.com",
  userCode: "U1",
  email: "ada@example.com",
  displayName: "Ada Lovelace",
  name: "Ada Lovelace",
  photo: null,
  avatar: null,
  inviteCode: "ABCD2345",
  registerCodeStatus: "bound",
  waitListStatus: "none",
  isAuthenticated: true,
  joinedAt: "2025-01-02T03:04:05.000Z",
  admitted: true,
  locale: "en",
});
const FALLBACK = { name: "Ada (session)", email: "ada@example.com", image: "https://example.com/a.png" };

const ok = (data: unknown) => Response.json({ errno: 0, errmsg: "", data });
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
  jest.setSystemTime(new Date("2025-06-01T10:00:00Z"));
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  userInfoCache.reset();
});
afterEach(() => jest.useRealTimers());

describe("user info cache", () => {
  it("shares one in-flight request between concurrent callers", async () => {
    const pending = deferred();
    fetchMock.mockReturnValueOnce(pending.promise);
    const callers = [getUserInfo(FALLBACK), getUserInfo(FALLBACK), getUserInfo()];
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/user/info");
    pending.resolve(ok(INFO));
    const answers = await Promise.all(callers);
    expect(answers.map((a) => a.source)).toEqual(["api", "api", "api"]);
    expect(answers[0].inviteCode).toBe("ABCD2345");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("answers from the cache for 5 minutes, then asks again", async () => {
    fetchMock.mockImplementation(async () => ok(INFO));
    await getUserInfo(FALLBACK);
    jest.advanceTimersByTime(USER_INFO_TTL_MS - 1000);
    await getUserInfo(FALLBACK);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    await getUserInfo(FALLBACK);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("falls back to the session on failure, and does not cache the failure", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ errno: 500, errmsg: "boom", data: null }, { status: 500 }));
    const fromSession = await getUserInfo(FALLBACK);
    expect(fromSession).toMatchObject({ source: "session", name: "Ada (session)", email: "ada@example.com", avatar: "https://example.com/a.png", inviteCode: null, joinedAt: null });

    fetchMock.mockRejectedValueOnce(new TypeError("fetch failed"));
    expect((await getUserInfo(FALLBACK)).source).toBe("session");

    fetchMock.mockResolvedValueOnce(ok(INFO));
    expect((await getUserInfo(FALLBACK)).source).toBe("api");
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("uses the e-mail as the name when the session has no name", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("fetch failed"));
    expect((await getUserInfo({ email: "x@example.com" })).name).toBe("x@example.com");
  });

  it("reloads after invalidation, ignoring an answer that was already on its way", async () => {
    const stale = deferred();
    fetchMock.mockReturnValueOnce(stale.promise).mockResolvedValueOnce(ok({ ...INFO, waitListStatus: "waiting" }));
    const first = getUserInfo(FALLBACK);
    invalidateUserInfo();
    const second = await getUserInfo(FALLBACK);
    expect(second.waitListStatus).toBe("waiting");
    stale.resolve(ok(INFO));
    await first;
    expect(userInfoCache.getSnapshot().data?.waitListStatus).toBe("waiting");
    await getUserInfo(FALLBACK);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

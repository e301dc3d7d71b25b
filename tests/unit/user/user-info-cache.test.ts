/** @jest-environment jsdom */
import { act, renderHook, waitFor } from "@testing-library/react";
import {
  invalidateUserInfo,
  reloadUserInfo,
  userFromSession,
  useUserInfo,
  type UserInfo,
} from "@/lib/user/user-info-cache";
import { userInfoSchema } from "@/lib/contracts/user";
import { forgetSwrCache } from "../../helpers/swr-cache";

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

const mountUser = (fallback: typeof FALLBACK | undefined = FALLBACK) =>
  renderHook(() => useUserInfo(fallback));

beforeEach(async () => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  await forgetSwrCache();
});

describe("user info (SWR's cache)", () => {
  it("views mounted together share one call; each shows the session's user until the profile arrives", async () => {
    const pending = deferred();
    fetchMock.mockReturnValueOnce(pending.promise);
    const views = [mountUser(), mountUser(), mountUser(undefined)];
    expect(views[0].result.current.user).toMatchObject({ source: "session", name: "Ada (session)" });
    expect(views[0].result.current.isLoading).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe("/api/user/info");
    await act(async () => pending.resolve(ok(INFO)));
    await waitFor(() =>
      expect(views.map((v) => v.result.current.user.source)).toEqual(["api", "api", "api"]),
    );
    expect(views[0].result.current.user.inviteCode).toBe("ABCD2345");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("falls back to the session on failure, keeps the error, does not cache the failure", async () => {
    fetchMock.mockResolvedValueOnce(reply({ errno: 500, errmsg: "boom", data: null }, 500));
    const first = mountUser();
    await waitFor(() => expect(first.result.current.error).toBeDefined());
    expect(first.result.current.isLoading).toBe(false);
    expect(first.result.current.user).toMatchObject({
      source: "session",
      name: "Ada (session)",
      email: "ada@example.com",
      avatar: "https://example.com/a.png",
      inviteCode: null,
      joinedAt: null,
    });
    first.unmount();

    fetchMock.mockResolvedValueOnce(ok(INFO));
    const next = mountUser();
    await waitFor(() => expect(next.result.current.user.source).toBe("api"));
    expect(next.result.current.error).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("uses the e-mail as the name when the session has no name", () => {
    expect(userFromSession({ email: "x@example.com" }).name).toBe("x@example.com");
  });

  it("reloadUserInfo hands the new profile to every mounted view, and falls back to the session when it fails", async () => {
    fetchMock
      .mockResolvedValueOnce(ok(INFO))
      .mockResolvedValueOnce(ok({ ...INFO, waitListStatus: "waiting" }));
    const view = mountUser();
    await waitFor(() => expect(view.result.current.user.waitListStatus).toBe("none"));
    const reloaded = await act(() => reloadUserInfo(FALLBACK));
    expect(reloaded).toMatchObject({ source: "api", waitListStatus: "waiting" });
    expect(view.result.current.user.waitListStatus).toBe("waiting");

    fetchMock.mockRejectedValueOnce(new TypeError("fetch failed"));
    expect(await act(() => reloadUserInfo(FALLBACK))).toMatchObject({
      source: "session",
      name: "Ada (session)",
    });
    expect(view.result.current.user.waitListStatus).toBe("waiting");
  });

  it("reloads after invalidation, ignoring an answer that was already on its way", async () => {
    const stale = deferred();
    fetchMock
      .mockReturnValueOnce(stale.promise)
      .mockResolvedValueOnce(ok({ ...INFO, waitListStatus: "waiting" }));
    const view = mountUser();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    act(() => invalidateUserInfo());
    await waitFor(() => expect(view.result.current.user.waitListStatus).toBe("waiting"));
    await act(async () => stale.resolve(ok(INFO)));
    expect(view.result.current.user.waitListStatus).toBe("waiting");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

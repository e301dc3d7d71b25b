import { ClientApiError } from "@/lib/api/api-error";
import {
  browserNavigation,
  handleApiError,
  loginUrlFor,
  resetApiErrorNavigation,
  restartLogin,
} from "@/lib/api/handle-api-error";
import { isWarning, WARNING_ERRNOS } from "@/lib/contracts/errno";

const toast = { error: jest.fn(), warning: jest.fn() };
jest.mock("sonner", () => ({
  toast: { error: (...a: unknown[]) => toast.error(...a), warning: (...a: unknown[]) => toast.warning(...a) },
}));

let assign: jest.SpyInstance;
let clearCookies: jest.SpyInstance;
/** What happened, in order: cookies cleared, then the navigation. */
let steps: string[];

/** Lets the sign-in restart (which awaits the cookie clearing) reach its navigation. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  resetApiErrorNavigation();
  toast.error.mockReset();
  toast.warning.mockReset();
  steps = [];
  assign = jest.spyOn(browserNavigation, "assign").mockImplementation((url) => void steps.push(`go ${url}`));
  clearCookies = jest
    .spyOn(browserNavigation, "clearCookies")
    .mockImplementation(async () => void steps.push("clear"));
  jest.spyOn(browserNavigation, "currentPath").mockReturnValue("/chat/abc?x=1");
  jest.spyOn(browserNavigation, "origin").mockReturnValue("https://studio.example");
});
afterEach(() => jest.restoreAllMocks());

describe("handleApiError", () => {
  it("on errno 401 shows the notice, clears the cookies, then signs in again back to the current page", async () => {
    expect(handleApiError(new ClientApiError(401, "user not logged in or session expired"), "fallback")).toBe(
      "login",
    );
    expect(toast.error).toHaveBeenCalledWith(
      "user not logged in or session expired",
      expect.objectContaining({ duration: 5000 }),
    );
    await settle();
    expect(steps).toEqual(["clear", "go /auth/login?callbackUrl=%2Fchat%2Fabc%3Fx%3D1"]);
  });

  it("treats HTTP status 401 without the errno the same way, with the translated notice", async () => {
    const error = new ClientApiError(-1, "HTTP error, status code 401", undefined, undefined, undefined, 401);
    expect(handleApiError(error, "fallback", { notLoggedIn: "用户未登录或会话已过期" })).toBe("login");
    expect(toast.error).toHaveBeenCalledWith("用户未登录或会话已过期", expect.anything());
    await settle();
    expect(steps).toEqual(["clear", "go /auth/login?callbackUrl=%2Fchat%2Fabc%3Fx%3D1"]);
  });

  it("follows the answer's login_url after a 401 (ours, with the return address added)", async () => {
    handleApiError(new ClientApiError(401, "expired", undefined, undefined, "/auth/login"), "f");
    await settle();
    expect(steps).toEqual(["clear", "go /auth/login?callbackUrl=%2Fchat%2Fabc%3Fx%3D1"]);

    resetApiErrorNavigation();
    steps = [];
    handleApiError(
      new ClientApiError(
        401,
        "expired",
        undefined,
        undefined,
        "https://studio.example/auth/login?callbackUrl=%2Fchat%2Fkept",
      ),
      "f",
    );
    await settle();
    expect(steps).toEqual(["clear", "go /auth/login?callbackUrl=%2Fchat%2Fkept"]);
  });

  it("never follows a login_url to another site", async () => {
    for (const foreign of [
      "https://evil.example/login",
      "//evil.example/auth/login",
      "javascript:alert(1)",
    ]) {
      resetApiErrorNavigation();
      steps = [];
      handleApiError(new ClientApiError(401, "expired", undefined, undefined, foreign), "f");
      await settle();
      expect(steps).toEqual(["clear", "go /auth/login?callbackUrl=%2Fchat%2Fabc%3Fx%3D1"]);
    }
  });

  it("follows a login_url that comes with another errno, keeping the cookies", async () => {
    expect(
      handleApiError(
        new ClientApiError(
          4004,
          "sign in again to continue",
          undefined,
          undefined,
          "/auth/login?callbackUrl=%2Fchat",
        ),
        "f",
      ),
    ).toBe("login");
    expect(toast.error).toHaveBeenCalledWith(
      "sign in again to continue",
      expect.objectContaining({ duration: 5000 }),
    );
    await settle();
    expect(clearCookies).not.toHaveBeenCalled();
    expect(steps).toEqual(["go /auth/login?callbackUrl=%2Fchat"]);
  });

  it("starts only one navigation when several calls fail at once", async () => {
    handleApiError(new ClientApiError(401, "x"), "f");
    handleApiError(new ClientApiError(401, "x"), "f");
    handleApiError(new ClientApiError(40003, "gate"), "f");
    await settle();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(clearCookies).toHaveBeenCalledTimes(1);
  });

  it("goes Home when sign-in cannot start", async () => {
    assign.mockImplementationOnce(() => {
      throw new Error("blocked");
    });
    await restartLogin("expired");
    expect(assign).toHaveBeenLastCalledWith("/");
  });

  it("sends the registration gate (40003) to /wait", () => {
    expect(handleApiError(new ClientApiError(40003, "gate"), "f")).toBe("wait");
    expect(assign).toHaveBeenCalledWith("/wait");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("does not reload /wait when a call on /wait answers 40003", () => {
    jest.spyOn(browserNavigation, "currentPath").mockReturnValue("/wait");
    handleApiError(new ClientApiError(40003, "gate"), "f");
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows warnings and errors for 5 s", () => {
    handleApiError(new ClientApiError(4001, "not enough points"), "f");
    expect(toast.warning).toHaveBeenCalledWith("not enough points", { duration: 5000 });
    handleApiError(new ClientApiError(500, "internal"), "f");
    expect(toast.error).toHaveBeenCalledWith("internal", { duration: 5000 });
    expect(assign).not.toHaveBeenCalled();
  });

  it("warns for exactly errno 4001, 4003, 4004 and 4005; 4002 is an error", () => {
    expect([...WARNING_ERRNOS].sort()).toEqual([4001, 4003, 4004, 4005]);
    expect([4000, 4001, 4002, 4003, 4004, 4005, 4006, 40003].filter(isWarning)).toEqual([
      4001, 4003, 4004, 4005,
    ]);
    handleApiError(new ClientApiError(4002, "something else"), "f");
    expect(toast.error).toHaveBeenCalledWith("something else", { duration: 5000 });
    expect(toast.warning).not.toHaveBeenCalled();
    for (const errno of [4001, 4003, 4004, 4005]) handleApiError(new ClientApiError(errno, `w${errno}`), "f");
    expect(toast.warning.mock.calls.map((c) => c[0])).toEqual(["w4001", "w4003", "w4004", "w4005"]);
  });

  it("shows 'Unknown error, please contact administrator' under the caller's notice for an error it cannot classify", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    handleApiError(new Error("boom"), "response error, please retry");
    expect(toast.error).toHaveBeenCalledWith("response error, please retry", {
      duration: 5000,
      description: "Unknown error, please contact administrator",
    });
    expect(log).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("stays silent for an abort (the user stopped or left)", () => {
    expect(handleApiError(new DOMException("The operation was aborted.", "AbortError"), "f")).toBe("ignored");
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("loginUrlFor", () => {
  it("keeps a page of this origin and refuses any other", () => {
    expect(loginUrlFor("/chat/1")).toBe("/auth/login?callbackUrl=%2Fchat%2F1");
    expect(loginUrlFor("/chat/1", "/auth/login?state=abc")).toBe("/auth/login?state=abc");
    expect(loginUrlFor("/chat/1", "/wait")).toBe("/wait");
    expect(loginUrlFor("/chat/1", "http://studio.example/auth/login")).toBe(
      "/auth/login?callbackUrl=%2Fchat%2F1",
    );
    expect(loginUrlFor("/chat/1", "https://studio.example.evil.example/auth/login")).toBe(
      "/auth/login?callbackUrl=%2Fchat%2F1",
    );
  });
});

import { ClientApiError } from "@/lib/api/api-error";
import { browserNavigation, handleApiError, resetApiErrorNavigation, restartLogin } from "@/lib/api/handle-api-error";

const toast = { error: jest.fn(), warning: jest.fn() };
jest.mock("sonner", () => ({ toast: { error: (...a: unknown[]) => toast.error(...a), warning: (...a: unknown[]) => toast.warning(...a) } }));

let assign: jest.SpyInstance;
beforeEach(() => {
  resetApiErrorNavigation();
  toast.error.mockReset();
  toast.warning.mockReset();
  assign = jest.spyOn(browserNavigation, "assign").mockImplementation(() => undefined);
  jest.spyOn(browserNavigation, "currentPath").mockReturnValue("/chat/abc?x=1");
});
afterEach(() => jest.restoreAllMocks());

describe("handleApiError", () => {
  it("restarts sign-in on errno 401, back to the current page, with the notice", () => {
    expect(handleApiError(new ClientApiError(401, "user not logged in or session expired"), "fallback")).toBe("login");
    expect(assign).toHaveBeenCalledWith("/auth/login?callbackUrl=%2Fchat%2Fabc%3Fx%3D1");
    expect(toast.error).toHaveBeenCalledWith("user not logged in or session expired", expect.objectContaining({ duration: 5000 }));
  });

  it("treats HTTP status 401 without the errno the same way, with the translated notice", () => {
    const error = new ClientApiError(-1, "HTTP error, status code 401", undefined, undefined, undefined, 401);
    expect(handleApiError(error, "fallback", { notLoggedIn: "用户未登录或会话已过期" })).toBe("login");
    expect(toast.error).toHaveBeenCalledWith("用户未登录或会话已过期", expect.anything());
  });

  it("starts only one navigation when several calls fail at once", () => {
    handleApiError(new ClientApiError(401, "x"), "f");
    handleApiError(new ClientApiError(401, "x"), "f");
    handleApiError(new ClientApiError(40003, "gate"), "f");
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("goes Home when sign-in cannot start", () => {
    assign.mockImplementationOnce(() => {
      throw new Error("blocked");
    });
    restartLogin("expired");
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
    handleApiError(new Error("boom"), "response error, please retry");
    expect(toast.error).toHaveBeenCalledWith("response error, please retry", { duration: 5000 });
    expect(assign).not.toHaveBeenCalled();
  });
});

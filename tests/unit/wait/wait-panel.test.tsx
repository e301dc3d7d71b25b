/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { MESSAGES } from "@/messages";
import { WaitPanel } from "@/components/wait/wait-panel";
import type { UserInfo } from "@/lib/user/user-info-cache";
import { forgetSwrCache } from "../../helpers/swr-cache";
import { browserNavigation, resetApiErrorNavigation } from "@/lib/api/handle-api-error";
import { bindRegisterCodeAnswerSchema, joinWaitListAnswerSchema, userInfoSchema } from "@/lib/contracts/user";

const messages = MESSAGES.en as AbstractIntlMessages;

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));
const toastSuccess = jest.fn();
const toastError = jest.fn();
jest.mock("sonner", () => ({
  toast: {
    success: (...a: unknown[]) => toastSuccess(...a),
    error: (...a: unknown[]) => toastError(...a),
    warning: jest.fn(),
  },
}));

// Fake answers are built from the contract, so they cannot drift from what the API sends.
const USER: UserInfo = userInfoSchema.parse({
  ucid: "u1",
  account: "pat@example.com",
  userCode: "U1",
  email: "pat@example.com",
  displayName: "Pat",
  name: "Pat",
  photo: null,
  avatar: null,
  inviteCode: "ABCD2345",
  registerCodeStatus: "unbound",
  waitListStatus: "none",
  admitted: false,
  isAuthenticated: true,
  joinedAt: "2025-01-02T00:00:00Z",
  locale: "en",
});

type Reply = { status?: number; body: unknown };
const envelope = (data: unknown): Reply => ({ body: { errno: 0, errmsg: "", data } });
const failure = (errno: number, errmsg: string, status = 400): Reply => ({
  status,
  body: { errno, errmsg, data: null },
});

let routes: Record<string, Reply>;
const calls: { method: string; url: string; body?: string }[] = [];

function installFetch() {
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    calls.push({ method, url, body: typeof init?.body === "string" ? init.body : undefined });
    const reply = routes[`${method} ${url}`];
    if (!reply) throw new TypeError(`unexpected ${method} ${url}`);
    const status = reply.status ?? 200;
    return { ok: status < 400, status, statusText: "", json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
}

function renderPanel() {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <WaitPanel fallback={{ name: "Pat", email: "pat@example.com", image: null }} />
    </NextIntlClientProvider>,
  );
}

beforeEach(async () => {
  routes = {
    "GET /api/user/info": envelope(USER),
  };
  calls.length = 0;
  replace.mockReset();
  toastSuccess.mockReset();
  toastError.mockReset();
  await forgetSwrCache();
  resetApiErrorNavigation();
  installFetch();
});

describe("wait page form", () => {
  it("offers both ways in to a gated user, with the estimate and support contact", async () => {
    renderPanel();
    expect(await screen.findByRole("button", { name: "Join Now" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Join Vibe Studio" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Apply for Join" })).toBeTruthy();
    expect(screen.getByText(/estimated wait is 2-3 working days/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "support@vibestudio.dev" }).getAttribute("href")).toBe(
      "mailto:support@vibestudio.dev",
    );
    expect(screen.getByText(/workdays, 9:00-18:00/)).toBeTruthy();
  });

  it("asks for a code before sending anything", async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Join Now" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a registration code");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("binds a registration code: success toast, then the chat", async () => {
    routes["POST /api/user/bind/register/code"] = envelope(
      bindRegisterCodeAnswerSchema.parse({ admitted: true, registerCodeStatus: "bound" }),
    );
    renderPanel();
    fireEvent.change(await screen.findByLabelText("Registration code"), {
      target: { value: "  VIBE-2025 " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Join Now" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/chat"));
    expect(toastSuccess).toHaveBeenCalledWith("Registration code verified successfully");
    expect(calls.find((c) => c.method === "POST")?.body).toBe(JSON.stringify({ registerCode: "VIBE-2025" }));
  });

  it("shows 'Registration code verification failed' inline when the code is refused", async () => {
    routes["POST /api/user/bind/register/code"] = failure(400, "Registration code verification failed");
    renderPanel();
    const input = await screen.findByLabelText("Registration code");
    fireEvent.change(input, { target: { value: "WRONG" } });
    fireEvent.click(screen.getByRole("button", { name: "Join Now" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Registration code verification failed");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(replace).not.toHaveBeenCalled();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("joins the waiting list: success toast and the 'request sent' state", async () => {
    routes["POST /api/user/join/waiting/list"] = envelope(
      joinWaitListAnswerSchema.parse({
        waitListStatus: "waiting",
        admitted: false,
        email: "pat@example.com",
        mail: "sent",
        estimate: { minDays: 2, maxDays: 3, unit: "working_days" },
        supportHours: { from: "09:00", to: "18:00", days: "workdays" },
      }),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Apply for Join" }));
    expect((await screen.findByTestId("wait-list-waiting")).textContent).toContain(
      "We will e-mail you at pat@example.com",
    );
    expect(toastSuccess).toHaveBeenCalledWith("Application joined successfully");
    expect(screen.queryByRole("button", { name: "Apply for Join" })).toBeNull();
  });

  it("shows 'Application join failed' when joining fails", async () => {
    routes["POST /api/user/join/waiting/list"] = failure(500, "internal", 500);
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: "Apply for Join" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Application join failed");
    expect(screen.getByRole("button", { name: "Apply for Join" })).toBeTruthy();
  });

  it("shows the waiting state instead of the button for a user already on the list", async () => {
    routes["GET /api/user/info"] = envelope({ ...USER, waitListStatus: "waiting" });
    renderPanel();
    expect((await screen.findByTestId("wait-list-waiting")).textContent).toContain(
      "Your request has been sent",
    );
    expect(screen.queryByRole("button", { name: "Apply for Join" })).toBeNull();
    expect(screen.getByRole("button", { name: "Join Now" })).toBeTruthy();
  });

  it("offers the chat to a user who is already admitted", async () => {
    routes["GET /api/user/info"] = envelope({ ...USER, admitted: true, registerCodeStatus: "bound" });
    renderPanel();
    expect((await screen.findByRole("link", { name: "Go to chat" })).getAttribute("href")).toBe("/chat");
    expect(screen.queryByRole("button", { name: "Join Now" })).toBeNull();
  });

  it("asks the user info whether the user is admitted, so a held user's visit costs no refused call", async () => {
    renderPanel();
    expect(await screen.findByRole("button", { name: "Join Now" })).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["GET /api/user/info"]);
  });

  it("restarts sign-in when the user info says the session ended", async () => {
    const assign = jest.spyOn(browserNavigation, "assign").mockImplementation(() => undefined);
    jest.spyOn(browserNavigation, "currentPath").mockReturnValue("/wait");
    routes["GET /api/user/info"] = failure(401, "user not logged in or session expired", 401);
    renderPanel();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/auth/login?callbackUrl=%2Fwait"));
    expect(screen.queryByRole("button", { name: "Join Now" })).toBeNull();
  });

  it("restarts sign-in when the session expired", async () => {
    const assign = jest.spyOn(browserNavigation, "assign").mockImplementation(() => undefined);
    jest.spyOn(browserNavigation, "currentPath").mockReturnValue("/wait");
    routes["POST /api/user/bind/register/code"] = failure(401, "user not logged in or session expired", 401);
    renderPanel();
    fireEvent.change(await screen.findByLabelText("Registration code"), { target: { value: "CODE" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Join Now" }));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/auth/login?callbackUrl=%2Fwait"));
    expect(toastError).toHaveBeenCalledWith(
      "user not logged in or session expired",
      expect.objectContaining({ duration: 5000 }),
    );
  });
});

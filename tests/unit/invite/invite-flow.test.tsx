/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { MESSAGES } from "@/messages";
import { InviteFlow } from "@/components/invite/invite-flow";
import { browserNavigation, resetApiErrorNavigation } from "@/lib/api/handle-api-error";
import { INVITE_COOKIE } from "@/lib/invite/invite-code";

const messages = MESSAGES.en as AbstractIntlMessages;

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn() }) }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() } }));

type Reply = { status?: number; body: unknown };
let routes: Record<string, Reply>;

beforeEach(() => {
  replace.mockReset();
  resetApiErrorNavigation();
  document.cookie = `${INVITE_COOKIE}=; Max-Age=0; Path=/`;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const reply = routes[`${init?.method ?? "GET"} ${String(input)}`];
    if (!reply) throw new TypeError("fetch failed");
    const status = reply.status ?? 200;
    return { ok: status < 400, status, statusText: "", json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
});

const renderFlow = (code: string, signedIn: boolean) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <InviteFlow code={code} signedIn={signedIn} />
    </NextIntlClientProvider>,
  );

describe("invite page", () => {
  it("lists the four steps with their state in words and a live region", () => {
    routes = {};
    renderFlow("ABCD2345", false);
    const list = screen.getByRole("list", { name: "Invitation progress" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector("p")?.textContent)).toEqual([
      "Verify code validity",
      "Check user permission",
      "Prepare user environment",
      "Redirect soon",
    ]);
    expect(items[0].getAttribute("aria-current")).toBe("step");
    expect(items[0].textContent).toContain("In progress");
    expect(items[1].textContent).toContain("Waiting");
    expect(screen.getByRole("status").getAttribute("aria-live")).toBe("polite");
  });

  it("keeps a visitor's code in a cookie and sends them to sign in", async () => {
    const assign = jest.spyOn(browserNavigation, "assign").mockImplementation(() => undefined);
    routes = {
      "GET /api/user/invite/check/ABCD2345": {
        status: 401,
        body: { errno: 401, errmsg: "not logged in", data: null },
      },
    };
    renderFlow("ABCD2345", false);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/auth/login?callbackUrl=%2Finvite%2FABCD2345"), {
      timeout: 4000,
    });
    expect(document.cookie).toContain(`${INVITE_COOKIE}=ABCD2345`);
    expect(screen.getByText("The code will be checked after you sign in.")).toBeTruthy();
    assign.mockRestore();
  });

  it("accepts for a signed-in user and goes to the chat", async () => {
    routes = {
      "GET /api/user/invite/check/ABCD2345": { body: { errno: 0, errmsg: "", data: { valid: true } } },
      "POST /api/user/invite/accept": {
        body: {
          errno: 0,
          errmsg: "",
          data: { valid: true, status: "pending", result: "accepted", admitted: true },
        },
      },
      "GET /api/user/info": { body: { errno: 0, errmsg: "", data: { name: "Pat" } } },
    };
    renderFlow("ABCD2345", true);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/chat"), { timeout: 4000 });
    expect(screen.getByTestId("invite-step-redirect").getAttribute("data-status")).toBe("done");
  });

  it("tells a user who opened their own link, with a way to the chat", async () => {
    routes = {
      "GET /api/user/invite/check/ABCD2345": { body: { errno: 0, errmsg: "", data: { valid: true } } },
      "POST /api/user/invite/accept": {
        body: {
          errno: 0,
          errmsg: "",
          data: { valid: false, status: null, result: "own_code", admitted: true },
        },
      },
    };
    renderFlow("ABCD2345", true);
    const alert = await screen.findByRole("alert", {}, { timeout: 4000 });
    expect(alert.textContent).toContain("This is your own invite link");
    expect(within(alert).getByRole("link", { name: "Go to chat" }).getAttribute("href")).toBe("/chat");
  });

  it("explains an invalid code and links home", async () => {
    routes = {
      "GET /api/user/invite/check/ZZZZ9999": { body: { errno: 0, errmsg: "", data: { valid: false } } },
    };
    renderFlow("ZZZZ9999", true);
    const alert = await screen.findByRole("alert", {}, { timeout: 4000 });
    expect(alert.textContent).toContain("This invite code is invalid or has expired");
    expect(within(alert).getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
    expect(screen.getByTestId("invite-step-verify").getAttribute("data-status")).toBe("failed");
    expect(replace).not.toHaveBeenCalled();
  });
});

/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { SWRConfig } from "swr";
import { MESSAGES } from "@/messages";
import { UserCenter } from "@/components/user-center/user-center";
import { initialsOf } from "@/components/user-center/user-avatar";
import { PointsCard } from "@/components/user-center/points-card";
import { browserNavigation, resetApiErrorNavigation } from "@/lib/api/handle-api-error";
import {
  inviteRecordSchema,
  pointsBalanceAnswerSchema,
  productStatsSchema,
  userInfoSchema,
} from "@/lib/contracts/user";

const messages = MESSAGES.en as AbstractIntlMessages;

jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
  usePathname: () => "/chat/info",
}));
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: { success: (...a: unknown[]) => toastSuccess(...a), error: jest.fn(), warning: jest.fn() },
}));

type Reply = { status?: number; body: unknown } | "network";
const ok = (data: unknown): Reply => ({ body: { errno: 0, errmsg: "", data } });
let routes: Record<string, Reply[]>;

// Fake answers are built from the contract, so they cannot drift from what the API sends.
const USER = userInfoSchema.parse({
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
  waitListStatus: "approved",
  admitted: true,
  isAuthenticated: true,
  joinedAt: "2025-03-04T12:00:00Z",
  locale: "en",
});
const balance = (total: number, used: number, lastUpdated = "2025-06-01T09:30:00Z") =>
  pointsBalanceAnswerSchema.parse({
    points_balance: { totalPoints: total, usedPoints: used, availablePoints: total - used, lastUpdated },
    bizQuotas: { point: { totalQuota: total, usedQuota: used, balanceQuota: total - used } },
  });
const statsAnswer = (
  chats: number,
  prds: number,
  prototypes: number,
  flowcharts: number,
  research_reports: number,
  invite_count: number,
  versions = 0,
) =>
  productStatsSchema.parse({ chats, prds, prototypes, flowcharts, research_reports, versions, invite_count });

function installFetch() {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const queue = routes[String(input)];
    const reply = queue && (queue.length > 1 ? queue.shift()! : queue[0]);
    if (!reply || reply === "network") throw new TypeError("fetch failed");
    const status = reply.status ?? 200;
    return { ok: status < 400, status, statusText: "", json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
}

/** Each test has its own SWR cache; a test passes one in to share it between two renders. */
function renderCenter(
  cache = new Map(),
  page = <UserCenter fallback={{ name: "Ada (session)", email: "ada@example.com", image: null }} />,
) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <SWRConfig value={{ provider: () => cache, shouldRetryOnError: false, dedupingInterval: 0 }}>
        {page}
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  routes = {
    "/api/user/info": [ok(USER)],
    "/api/user/points/balance": [ok(balance(300, 25))],
    "/api/user/product-stats": [ok(statsAnswer(12, 3, 5, 2, 1, 2, 17))],
    "/api/user/invite/record": [
      ok(
        inviteRecordSchema.parse({
          invite_code: "ABCD2345",
          invite_url: "http://app.example/invite/ABCD2345",
          invite_count: 2,
          invites_enabled: false,
          list: [
            {
              name: "Grace Hopper",
              avatar: null,
              joinedAt: "2025-05-01T00:00:00Z",
              status: "activated",
              activatedAt: "2025-05-02T00:00:00Z",
            },
            {
              name: "Alan Turing",
              avatar: null,
              joinedAt: "2025-05-20T00:00:00Z",
              status: "pending",
              activatedAt: null,
            },
          ],
        }),
      ),
    ],
  };
  toastSuccess.mockReset();
  resetApiErrorNavigation();
  installFetch();
});

describe("user center", () => {
  it("shows a reward that arrived after the balance was cached: the points and their Last updated time change", async () => {
    // Another view read the balance a moment ago (cached for 5 minutes).
    const cache = new Map();
    const earlier = renderCenter(cache, <PointsCard />);
    await waitFor(() => expect(screen.getByTestId("points-available").textContent).toBe("275"));
    earlier.unmount();
    routes["/api/user/points/balance"] = [ok(balance(400, 25, "2025-06-01T11:45:00Z"))];
    renderCenter(cache);
    await waitFor(() => expect(screen.getByTestId("points-available").textContent).toBe("375"));
    expect(screen.getByText(/Last updated .*11:45/)).toBeTruthy();
  });

  it("shows profile, points, totals, invite link and list, and the rules", async () => {
    renderCenter();
    expect(screen.getByRole("heading", { level: 1, name: "User center" })).toBeTruthy();
    expect((await screen.findByTestId("profile-joined")).textContent).toBe("Joined March 4, 2025");
    expect(screen.getByTestId("profile-name").textContent).toBe("Ada Lovelace");
    expect((await screen.findByTestId("points-available")).textContent).toBe("275");
    expect(screen.getByTestId("points-total").textContent).toBe("300");
    expect(screen.getByTestId("points-used").textContent).toBe("25");
    expect((await screen.findByTestId("stat-research_reports")).textContent).toBe("1");
    expect(screen.getByTestId("stat-invite_count").textContent).toBe("2");
    expect(screen.getByTestId("stat-prds").textContent).toBe("3"); // PRDs, not their versions
    expect(screen.getByTestId("stat-versions").textContent).toBe("17");

    const link = (await screen.findByLabelText("Your invite link")) as HTMLInputElement;
    expect(link.value).toBe("http://localhost/invite/ABCD2345");
    const list = await screen.findByTestId("invite-list");
    expect(within(list).getByText("Grace Hopper")).toBeTruthy();
    expect(within(list).getByText("Activated")).toBeTruthy();
    expect(within(list).getByText("Pending")).toBeTruthy();

    const rules = screen.getByTestId("user-center-rules");
    expect(rules.textContent).toContain(
      "You receive 100 points automatically every month; they are valid for that month.",
    );
    expect(within(rules).getByText("Prototype generation").parentElement?.textContent).toContain("10 points");
    expect(within(rules).getByText("PRD generation").parentElement?.textContent).toContain("5 points");
    expect(rules.textContent).toContain("100 more points when that friend makes their first creation.");
  });

  it("copies the invite link", async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderCenter();
    await screen.findByLabelText("Your invite link");
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Copied"));
    expect(writeText).toHaveBeenCalledWith("http://localhost/invite/ABCD2345");
  });

  it("shows an empty invite list", async () => {
    routes["/api/user/invite/record"] = [
      ok(
        inviteRecordSchema.parse({
          invite_code: "ABCD2345",
          invite_url: "http://app.example/invite/ABCD2345",
          invite_count: 0,
          invites_enabled: false,
          list: [],
        }),
      ),
    ];
    renderCenter();
    expect((await screen.findByTestId("invite-empty")).textContent).toBe(
      "No one has joined with your link yet.",
    );
  });

  it("shows a section error with retry, and recovers", async () => {
    routes["/api/user/product-stats"] = ["network", ok(statsAnswer(1, 0, 0, 0, 0, 0))];
    renderCenter();
    const stats = await screen.findByTestId("user-center-stats");
    const retry = await within(stats).findByRole("button", { name: "Retry" });
    expect(within(stats).getByRole("alert").textContent).toContain("Could not load this section.");
    fireEvent.click(retry);
    expect((await within(stats).findByTestId("stat-chats")).textContent).toBe("1");
  });

  it("falls back to the session's name when the profile cannot be loaded", async () => {
    routes["/api/user/info"] = ["network"];
    renderCenter();
    expect((await screen.findByTestId("profile-joined")).textContent).toBe("Join date unavailable");
    expect(screen.getByTestId("profile-name").textContent).toBe("Ada (session)");
    expect(screen.getByText(/details saved at sign-in/)).toBeTruthy();
  });

  it("sends a not-yet-admitted user to /wait", async () => {
    const assign = jest.spyOn(browserNavigation, "assign").mockImplementation(() => undefined);
    routes["/api/user/points/balance"] = [
      { status: 403, body: { errno: 40003, errmsg: "gate", data: null } },
    ];
    renderCenter();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/wait"));
    assign.mockRestore();
  });

  it("makes initials from names", () => {
    expect(initialsOf("Ada Lovelace")).toBe("AL");
    expect(initialsOf("ada")).toBe("A");
    expect(initialsOf("张三")).toBe("张");
    expect(initialsOf("  ")).toBe("?");
  });
});

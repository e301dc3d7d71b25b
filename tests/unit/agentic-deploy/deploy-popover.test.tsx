/** @jest-environment jsdom */
/**
 * The deploy popover (issue #20 §3): deploy is disabled with the reason for an unfinished version;
 * a complete one deploys and shows the live address; custom sub-domains are checked inline before
 * any call and the server's refusals (taken, limit) are said next to the field; the admin panel
 * and download links point at the chat and version; while the live app has no records, the
 * preview's can be copied into it with the deploy.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { SWRConfig } from "swr";
import { MESSAGES } from "@/messages";
import { DeployPopover } from "@/components/artifacts/agentic/deploy/deploy-popover";
import { deployStateSchema, deploymentSchema, domainMappingSchema } from "@/lib/contracts/lite-app";

const messages = MESSAGES.en as AbstractIntlMessages;

jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn() }),
  usePathname: () => "/chat/c1",
}));
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: { success: (...a: unknown[]) => toastSuccess(...a), error: jest.fn(), warning: jest.fn() },
}));

type Reply = { status?: number; body: unknown };
const ok = (data: unknown): Reply => ({ body: { errno: 0, errmsg: "", data } });
let routes: Record<string, Reply[]>;
let calls: { url: string; method: string; body: unknown }[];

const DEPLOYMENT = deploymentSchema.parse({
  id: "d1",
  chat_id: "c1",
  version_id: "v2",
  subdomain: "team-todo-k3x9",
  preview_url: "http://team-todo-k3x9.localhost:3000",
  admin_url: "/kinds/agentic/admin/c1",
  created_at: "2026-01-01T00:00:00Z",
});
const NO_RECORDS = { preview: 0, live: 0 };
const NONE = deployStateSchema.parse({ deployment: null, domains: [], domain_limit: 3, records: NO_RECORDS });
const LIVE = deployStateSchema.parse({
  deployment: DEPLOYMENT,
  domains: [],
  domain_limit: 3,
  records: NO_RECORDS,
});

beforeEach(() => {
  calls = [];
  toastSuccess.mockReset();
  routes = {};
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const queue = routes[`${method} ${url}`];
    const reply = queue && (queue.length > 1 ? queue.shift()! : queue[0]);
    if (!reply) throw new TypeError(`no route ${method} ${url}`);
    const status = reply.status ?? 200;
    return { ok: status < 400, status, statusText: "", json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
});

function renderPopover(versionId: string | null, versionStatus: string | null) {
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <DeployPopover chatId="c1" versionId={versionId} versionStatus={versionStatus} />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Deploy" }));
}

test("an unfinished version: the button is disabled and says why; nothing is sent", async () => {
  routes["GET /api/deploy/chat/c1"] = [ok(NONE)];
  renderPopover("v1", "building");
  const button = await screen.findByRole("button", { name: "Deploy this version" });
  expect((button as HTMLButtonElement).disabled).toBe(true);
  expect(document.getElementById(button.getAttribute("aria-describedby")!)?.textContent).toBe(
    "An unfinished version cannot be deployed.",
  );
  expect(await screen.findByText("Not deployed yet.")).toBeTruthy();
  expect(screen.getByText("Deploy first to add custom sub-domains.")).toBeTruthy();
  expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
});

test("a complete version deploys: the live address, admin panel and download appear; the viewer's versions are reloaded", async () => {
  routes["GET /api/deploy/chat/c1"] = [ok(NONE), ok(LIVE)];
  routes["POST /api/deploy/real"] = [ok(DEPLOYMENT)];
  routes["GET /api/chats/c1/versions"] = [ok([])];
  renderPopover("v2", "complete");
  await screen.findByText("Not deployed yet.");
  fireEvent.click(screen.getByRole("button", { name: "Deploy this version" }));
  const link = await screen.findByTestId("lite-deploy-url");
  expect(link.getAttribute("href")).toBe("http://team-todo-k3x9.localhost:3000");
  expect(calls.find((c) => c.method === "POST")?.body).toEqual({ chat_id: "c1", version_id: "v2" });
  expect(screen.getByText("This version is live.")).toBeTruthy();
  expect((screen.getByRole("button", { name: "Deploy again" }) as HTMLButtonElement).disabled).toBe(false);
  expect(screen.getByTestId("lite-deploy-admin").getAttribute("href")).toBe("/kinds/agentic/admin/c1");
  expect(screen.getByTestId("lite-deploy-download").getAttribute("href")).toBe("/api/product/c1/download/v2");
  expect(toastSuccess).toHaveBeenCalledWith("Deployed");
  // The deploy changed two versions' statuses: the list is fetched again for the viewer.
  await waitFor(() =>
    expect(calls.some((c) => c.method === "GET" && c.url === "/api/chats/c1/versions")).toBe(true),
  );
});

test("while the live app has no records, the preview's can be copied with the deploy; then the offer is gone", async () => {
  routes["GET /api/deploy/chat/c1"] = [
    ok({ ...NONE, records: { preview: 2, live: 0 } }),
    ok({ ...LIVE, records: { preview: 2, live: 2 } }),
  ];
  routes["POST /api/deploy/real"] = [ok(DEPLOYMENT)];
  routes["GET /api/chats/c1/versions"] = [ok([])];
  renderPopover("v2", "complete");
  const offer = await screen.findByRole("checkbox", {
    name: "Also copy the 2 records added in the preview into the live app (its data is kept apart from the preview’s)",
  });
  expect((offer as HTMLInputElement).checked).toBe(false);
  fireEvent.click(offer);
  fireEvent.click(screen.getByRole("button", { name: "Deploy this version" }));
  await screen.findByTestId("lite-deploy-url");
  expect(calls.find((c) => c.method === "POST")?.body).toEqual({
    chat_id: "c1",
    version_id: "v2",
    copy_preview_records: true,
  });
  expect(screen.queryByRole("checkbox")).toBeNull();
});

test("no offer to copy when the preview has no records", async () => {
  routes["GET /api/deploy/chat/c1"] = [ok(NONE)];
  renderPopover("v2", "complete");
  await screen.findByText("Not deployed yet.");
  expect(screen.queryByRole("checkbox")).toBeNull();
});

test("custom sub-domains: checked inline, the server's refusals shown at the field, a new one listed", async () => {
  const mapping = domainMappingSchema.parse({
    id: "m1",
    chat_id: "c1",
    deploy_version_id: "v2",
    domain: "bakery",
    url: "http://bakery.localhost:3000",
    created_at: "2026-01-01T00:00:00Z",
  });
  routes["GET /api/deploy/chat/c1"] = [ok(LIVE), ok({ ...LIVE, domains: [mapping] })];
  routes["POST /api/domain-mapping"] = [
    {
      status: 409,
      body: {
        errno: 409,
        errmsg: "This sub-domain is already taken. Please choose another one.",
        data: null,
      },
    },
    { status: 403, body: { errno: 4005, errmsg: "Custom-domain limit reached (at most 3).", data: null } },
    ok(mapping),
  ];
  renderPopover("v1", "complete");
  expect(await screen.findByText("Another version is live; deploying this one replaces it.")).toBeTruthy();
  const field = screen.getByLabelText("New sub-domain");
  const add = screen.getByRole("button", { name: "Add" });

  fireEvent.change(field, { target: { value: "my_shop" } });
  fireEvent.click(add);
  expect((await screen.findByRole("alert")).textContent).toBe(
    "Use 3–63 lower-case letters, digits and inner hyphens.",
  );
  expect(calls.some((c) => c.method === "POST")).toBe(false);

  fireEvent.change(field, { target: { value: "bakery" } });
  fireEvent.click(add);
  await waitFor(() =>
    expect(screen.getByRole("alert").textContent).toBe(
      "This sub-domain is already taken. Please choose another one.",
    ),
  );
  fireEvent.change(field, { target: { value: "bakery" } });
  fireEvent.click(add);
  await waitFor(() =>
    expect(screen.getByRole("alert").textContent).toBe("Custom-domain limit reached (at most 3)."),
  );
  fireEvent.change(field, { target: { value: "Bakery" } });
  fireEvent.click(add);
  await waitFor(() => expect(screen.getByRole("button", { name: "Remove bakery" })).toBeTruthy());
  expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({
    chat_id: "c1",
    deploy_version_id: "v2",
    domain: "bakery",
  });
  expect(screen.queryByRole("alert")).toBeNull();
});

/**
 * @jest-environment jsdom
 *
 * The test-case viewer: rows appear as the streaming JSON completes them, filters narrow the
 * table, and an edit in place is saved as a new version (POST prd-content?type=test_case with
 * the canonical JSON), the version list refreshed.
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { MESSAGES } from "@/messages";
import TestCaseViewer from "@/components/artifacts/test_case/test-case-viewer";
import { serializeTestCases, type TestCase } from "@/lib/contracts/content/test-case";
import type { VersionDto } from "@/lib/contracts/versions";
import { useVersionStore, versionApi } from "@/lib/stores/version-store";

const en = MESSAGES.en as AbstractIntlMessages;

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() } }));

const CASES: TestCase[] = [
  {
    id: "TC-001",
    module: "Sign-in",
    title: "Sign in with e-mail",
    preconditions: "An account exists",
    steps: ["Open the app", "Tap Sign in"],
    expected: "The week view opens",
    priority: "P0",
    type: "functional",
  },
  {
    id: "TC-002",
    module: "Planning",
    title: "Drag a recipe to Wednesday",
    preconditions: "",
    steps: ["Open the week"],
    expected: "Wednesday shows the recipe",
    priority: "P1",
    type: "functional",
  },
  {
    id: "TC-003",
    module: "Planning",
    title: "Empty week",
    preconditions: "",
    steps: ["Open a new week"],
    expected: "Suggestions are offered",
    priority: "P2",
    type: "boundary",
  },
];

const version = (content: string, n = 1): VersionDto => ({
  kind: "test_case",
  id: `v${n}`,
  version_number: n,
  created_at: "2026-01-01T00:00:00Z",
  timestamp: 0,
  date: "2026-01-01",
  design_type: "web",
  view_url: null,
  status: "complete",
  is_deployed: false,
  title: "Test cases (3)",
  source: "generated",
  round_id: null,
  content,
  meta: {},
});

let posted: { url: string; body: { content: string; base_version_id?: string } }[];

beforeEach(() => {
  posted = [];
  localStorage.clear();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    posted.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return {
      ok: true,
      status: 200,
      json: async () => ({ errno: 0, errmsg: "", data: version(JSON.parse(String(init?.body)).content, 2) }),
    } as Response;
  }) as unknown as typeof fetch;
  versionApi.list = jest.fn(async () => [version("", 2), version("", 1)]);
  versionApi.get = jest.fn(async (_c, _t, id) =>
    version(serializeTestCases({ cases: CASES }), Number(id.slice(1))),
  );
  useVersionStore.setState({ lists: {}, contents: {} });
});

function show(props: { version: VersionDto | null; partial: string | null; streaming: boolean }) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <TestCaseViewer chatId="c1" {...props} />
    </NextIntlClientProvider>,
  );
}

describe("test-case viewer", () => {
  it("shows each case as soon as the streaming JSON completes it", () => {
    const json = serializeTestCases({ cases: CASES });
    const cut = json.slice(0, json.indexOf('"TC-003"') + 12);
    show({ version: null, partial: cut, streaming: true });
    expect(screen.getAllByTestId("test-case-row").map((r) => r.getAttribute("data-case-id"))).toEqual([
      "TC-001",
      "TC-002",
    ]);
    expect(screen.getByText("Writing test cases… 2 so far")).toBeTruthy();
  });

  it("filters by module and by priority", () => {
    show({ version: version(serializeTestCases({ cases: CASES })), partial: null, streaming: false });
    fireEvent.change(screen.getByTestId("filter-module"), { target: { value: "Planning" } });
    expect(screen.getAllByTestId("test-case-row")).toHaveLength(2);
    fireEvent.click(screen.getByTestId("filter-priority-P2"));
    expect(screen.getAllByTestId("test-case-row").map((r) => r.getAttribute("data-case-id"))).toEqual([
      "TC-003",
    ]);
    expect(screen.getByTestId("test-case-count").textContent).toBe("1 of 3 cases");
  });

  it("saves an edit in place as a new version", async () => {
    const stored = serializeTestCases({ cases: CASES });
    show({ version: version(stored), partial: null, streaming: false });
    const row = screen.getAllByTestId("test-case-row")[1];
    fireEvent.click(within(row).getByRole("button", { name: /^Title: / }));
    const editor = within(row).getByTestId("cell-editor");
    fireEvent.change(editor, { target: { value: "Drag a recipe to Thursday" } });
    fireEvent.keyDown(editor, { key: "Enter" });
    fireEvent.click(within(row).getByRole("button", { name: /^Priority: / }));
    fireEvent.change(within(row).getByRole("combobox", { name: "Priority" }), { target: { value: "P0" } });
    expect(within(row).getByText("Drag a recipe to Thursday")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId("save-test-cases"));
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].url).toBe("/api/chats/c1/prd-content?type=test_case");
    expect(posted[0].body.base_version_id).toBe("v1");
    const saved = CASES.map((c) =>
      c.id === "TC-002" ? { ...c, title: "Drag a recipe to Thursday", priority: "P0" as const } : c,
    );
    expect(posted[0].body.content).toBe(serializeTestCases({ cases: saved }));
    await waitFor(() =>
      expect(
        useVersionStore
          .getState()
          .list("c1", "test_case")
          .versions.map((v) => v.id),
      ).toEqual(["v2", "v1"]),
    );
  });

  it("discarding edits puts the stored cases back", () => {
    show({ version: version(serializeTestCases({ cases: CASES })), partial: null, streaming: false });
    const row = screen.getAllByTestId("test-case-row")[0];
    fireEvent.click(within(row).getByRole("button", { name: /^Expected result: / }));
    fireEvent.change(within(row).getByTestId("cell-editor"), { target: { value: "Something else" } });
    fireEvent.blur(within(row).getByTestId("cell-editor"));
    expect(within(row).getByText("Something else")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    expect(within(screen.getAllByTestId("test-case-row")[0]).getByText("The week view opens")).toBeTruthy();
    expect(screen.queryByTestId("save-test-cases")).toBeNull();
  });
});

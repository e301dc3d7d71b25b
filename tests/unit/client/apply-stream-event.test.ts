/**
 * What each stream event (built from the contract) does to the chat's client state, and the
 * per-chat store's own transitions.
 */
import { applyStreamEvent } from "@/lib/chat/apply-stream-event";
import { CHAT_STREAM_ERROR_EVENT } from "@/lib/chat/stream-notices";
import { INITIAL_CHAT_STATE, useChatStore } from "@/lib/stores/chat-store";
import { useVersionStore, versionApi } from "@/lib/stores/version-store";
import { versionListSchema } from "@/lib/contracts/versions";
import { browserNavigation, resetApiErrorNavigation } from "@/lib/api/handle-api-error";
import { content, done, event, failure, think } from "../../helpers/stream-fixtures";

const toast = { error: jest.fn(), warning: jest.fn(), success: jest.fn() };
jest.mock("sonner", () => ({
  toast: {
    error: (...a: unknown[]) => toast.error(...a),
    warning: (...a: unknown[]) => toast.warning(...a),
    success: jest.fn(),
  },
}));

const chat = () => useChatStore.getState().get("c1");
const dispatched: Event[] = [];
const realAssign = browserNavigation.assign;
const navigations: string[] = [];

beforeAll(() => {
  // Node has EventTarget and CustomEvent; the module dispatches on `window`.
  (globalThis as unknown as { window: EventTarget }).window = new EventTarget();
  window.addEventListener(CHAT_STREAM_ERROR_EVENT, (e) => dispatched.push(e));
});

beforeEach(() => {
  useChatStore.setState({ chats: {} });
  useVersionStore.setState({ lists: {}, contents: {} });
  dispatched.length = 0;
  navigations.length = 0;
  toast.error.mockReset();
  toast.warning.mockReset();
  resetApiErrorNavigation();
  browserNavigation.assign = (url) => void navigations.push(url);
  browserNavigation.currentPath = () => "/chat/c1";
});
afterAll(() => {
  browserNavigation.assign = realAssign;
});

describe("chat store", () => {
  test("an unknown chat reads as the initial state of spec §3 (design type web, nothing streaming)", () => {
    expect(chat()).toEqual(INITIAL_CHAT_STATE);
    expect(chat()).toMatchObject({
      designType: "web",
      activeViewer: null,
      inputDisabled: false,
      abort: null,
      currentRoundId: null,
      jsErrorStack: null,
    });
  });

  test("patches merge per chat; streaming patches merge inside the flags; reset forgets the chat", () => {
    useChatStore.getState().patch("c1", { designType: "mobile" });
    useChatStore.getState().patchStreaming("c1", { active: true });
    useChatStore.getState().patchStreaming("c1", (s) => ({ reply: s.reply + "a" }));
    useChatStore.getState().patch("c2", { inputDisabled: true });
    expect(chat()).toMatchObject({ designType: "mobile", streaming: { active: true, reply: "a" } });
    expect(useChatStore.getState().get("c2").inputDisabled).toBe(true);
    useChatStore.getState().reset("c1");
    expect(chat()).toEqual(INITIAL_CHAT_STATE);
    expect(useChatStore.getState().get("c2").inputDisabled).toBe(true);
  });
});

describe("applyStreamEvent", () => {
  test("content and think grow the reply and the reasoning; ids and the round are recorded", () => {
    applyStreamEvent("c1", think("Let me see. "), "1");
    applyStreamEvent("c1", content("Hello"), "2");
    applyStreamEvent("c1", content(", world"), "3");
    expect(chat().streaming).toMatchObject({
      reply: "Hello, world",
      think: "Let me see. ",
      lastEventId: "3",
      reconnecting: false,
    });
    expect(chat().currentRoundId).toBe("r1");
  });

  test("an artifact being written opens its viewer and grows (or replaces) its partial content", () => {
    applyStreamEvent("c1", event({ type: "prd_content", kind: "prd", op: "append", content: "# Title\n" }));
    applyStreamEvent("c1", event({ type: "prd_content", kind: "prd", op: "append", content: "Body" }));
    expect(chat()).toMatchObject({ activeViewer: "prd", partial: { prd: "# Title\nBody" } });
    applyStreamEvent(
      "c1",
      event({ type: "mermaid", kind: "mermaid", op: "replace", content: "graph TD; A-->B" }),
    );
    expect(chat()).toMatchObject({
      activeViewer: "mermaid",
      partial: { prd: "# Title\nBody", mermaid: "graph TD; A-->B" },
    });
  });

  test("a saved version drops the partial content, reloads the list and switches to latest", async () => {
    const at = "2026-01-02T00:00:00.000Z";
    const listed = versionListSchema.parse([
      {
        kind: "prd",
        id: "v1",
        version_number: 1,
        created_at: at,
        timestamp: Date.parse(at),
        date: "2026-01-02",
        design_type: "web",
        view_url: null,
        status: "complete",
        is_deployed: false,
        title: null,
        source: "generated",
        round_id: "r1",
      },
    ]);
    const list = jest.spyOn(versionApi, "list").mockResolvedValue(listed);
    const get = jest.spyOn(versionApi, "get").mockResolvedValue({ ...listed[0], content: "# Doc", meta: {} });
    applyStreamEvent("c1", event({ type: "prd_content", kind: "prd", op: "append", content: "# Do" }));
    applyStreamEvent(
      "c1",
      event({
        type: "prd_content",
        kind: "prd",
        op: "saved",
        version: { kind: "prd", id: "v1", version_number: 1 },
      }),
    );
    expect(chat().partial.prd).toBeUndefined();
    expect(chat().activeViewer).toBe("prd");
    await new Promise((resolve) => setImmediate(resolve));
    expect(list).toHaveBeenCalledWith("c1", "prd");
    expect(useVersionStore.getState().list("c1", "prd")).toMatchObject({
      currentVersionId: "latest",
      versions: listed,
    });
    list.mockRestore();
    get.mockRestore();
  });

  test("done records the outcome: finished or stopped", () => {
    applyStreamEvent("c1", done("stopped"));
    expect(chat().streaming.outcome).toBe("stopped");
    applyStreamEvent("c2", done());
    expect(useChatStore.getState().get("c2").streaming.outcome).toBe("done");
  });

  test("an error event records the error, shows a 5 s notice and tells the workspace to reset the chat", () => {
    applyStreamEvent("c1", failure(500, "response error, please retry"));
    expect(chat().streaming).toMatchObject({ outcome: "error", error: "response error, please retry" });
    expect(toast.error).toHaveBeenCalledWith(
      "response error, please retry",
      expect.objectContaining({ duration: 5000 }),
    );
    expect(dispatched).toHaveLength(1);
    expect((dispatched[0] as CustomEvent).detail).toEqual({
      chatId: "c1",
      errno: 500,
      errmsg: "response error, please retry",
    });
  });

  test("errno 4001, 4003, 4004, 4005 are warnings (4002 is an error); 40003 goes to /wait; 401 clears the cookies and signs in again", async () => {
    applyStreamEvent("c1", failure(4001, "not enough points"));
    expect(toast.warning).toHaveBeenCalledWith("not enough points", expect.anything());
    applyStreamEvent("c1", failure(4002, "not a warning"));
    expect(toast.error).toHaveBeenCalledWith("not a warning", expect.anything());
    expect(toast.warning).toHaveBeenCalledTimes(1);
    applyStreamEvent("c1", failure(40003, "gate"));
    expect(navigations).toEqual(["/wait"]);
    resetApiErrorNavigation();
    const clearCookies = jest
      .spyOn(browserNavigation, "clearCookies")
      .mockImplementation(async () => void navigations.push("(cookies cleared)"));
    applyStreamEvent("c1", failure(401, "user not logged in or session expired"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(navigations.slice(1)).toEqual(["(cookies cleared)", "/auth/login?callbackUrl=%2Fchat%2Fc1"]);
    expect(dispatched).toHaveLength(4);
    clearCookies.mockRestore();
  });
});

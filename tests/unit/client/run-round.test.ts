/**
 * One rule after every round, whoever starts it (the composer or a viewer) and whatever its kind:
 * the saved messages replace the live copy and the chat lists refresh, also when the round was
 * refused; a kind with a start route of its own is started there.
 */
import "@/components/artifacts/registry";
import { sessionApi } from "@/lib/chat/chat-session";
import { streamTransport } from "@/lib/chat/run-chat-stream";
import { runViewerRound } from "@/lib/chat/run-round";
import { ClientApiError } from "@/lib/api/api-error";
import type { StreamTexts } from "@/lib/api/sse";
import { agenticKind, prdKind } from "@/lib/contracts/kinds";
import { IDLE_STREAMING, useChatStore } from "@/lib/stores/chat-store";
import { useComposerStore } from "@/lib/stores/composer-store";
import { content, done, envelope, message, sseResponse } from "../../helpers/stream-fixtures";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), warning: jest.fn(), success: jest.fn() } }));

const texts = {
  httpError: (s: number) => `HTTP ${s}`,
  parseError: "p",
  notLoggedIn: "n",
  idleTimeout: "i",
  unsupported: "u",
  missingBody: "m",
} satisfies StreamTexts;
const realFetch = streamTransport.fetch;
const saved = [
  message({ id: "u1", role: "user", chat_id: "c1", content: "Rewrite the goals" }),
  message({ id: "a1", role: "assistant", chat_id: "c1", content: "Rewritten." }),
];
const listChanges: unknown[] = [];

beforeAll(() => {
  (globalThis as unknown as { window: EventTarget }).window = new EventTarget();
  window.addEventListener("chat-list-change", (e) => listChanges.push((e as CustomEvent).detail));
});
beforeEach(() => {
  useChatStore.setState({ chats: {} });
  useComposerStore.setState({ composers: {} });
  listChanges.length = 0;
  jest.spyOn(sessionApi, "messages").mockResolvedValue(saved);
});
afterEach(() => {
  streamTransport.fetch = realFetch;
  jest.restoreAllMocks();
});

test("a viewer's round ends with the saved messages, the chat lists refreshed and how it ended", async () => {
  useComposerStore.getState().setModel("c1", "offline");
  const bodies: unknown[] = [];
  streamTransport.fetch = async (_url, init) => (
    bodies.push(JSON.parse(String(init.body))),
    sseResponse([content("Rewritten."), done()])
  );
  const result = await runViewerRound("c1", { mode: prdKind.mode, content: "Rewrite the goals" }, texts);
  expect(result).toEqual({ ok: true, outcome: "done", error: null });
  expect(bodies).toEqual([{ model: "offline", mode: prdKind.mode, content: "Rewrite the goals" }]);
  expect(useChatStore.getState().get("c1")).toMatchObject({ messages: saved, streaming: IDLE_STREAMING });
  expect(listChanges).toEqual([{ type: "refresh" }]);
});

test("a refused round is not ok, says why, and the chat is settled all the same", async () => {
  streamTransport.fetch = async () => envelope(409, 409, "a chat already has an active response");
  const result = await runViewerRound("c1", { mode: prdKind.mode, content: "again" }, texts);
  expect(result.ok).toBe(false);
  expect(result.error).toBeInstanceOf(ClientApiError);
  expect(useChatStore.getState().get("c1").messages).toEqual(saved);
  expect(listChanges).toEqual([{ type: "refresh" }]);
});

test("a lite app's round from its viewer starts at the kind's own route", async () => {
  const urls: string[] = [];
  streamTransport.fetch = async (url) => (urls.push(url), sseResponse([done()]));
  const result = await runViewerRound(
    "c1",
    { mode: agenticKind.mode, content: "Fix it", agentic: { javascript_error_stack: "TypeError: x" } },
    texts,
  );
  expect(result.ok).toBe(true);
  expect(urls).toEqual([`/api/chats/c1/${agenticKind.id}`]);
  expect(listChanges).toEqual([{ type: "refresh" }]);
});

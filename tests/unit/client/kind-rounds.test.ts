/**
 * A kind's own round hooks, declared on its client definition and nowhere else: the chat's
 * generic stream reader hands the kind the events it owns (its progress state is the kind's),
 * and a message sent in the kind's mode starts at the kind's own route. The kind here exists only
 * in this test, so nothing in the chat's code can know it.
 */
import { registerClientArtifact } from "@/components/artifacts/registry";
import type { ClientArtifact } from "@/components/artifacts/types";
import { applyStreamEvent } from "@/lib/chat/apply-stream-event";
import { sessionApi } from "@/lib/chat/chat-session";
import { streamTransport } from "@/lib/chat/run-chat-stream";
import { sendMessage } from "@/lib/chat/send-message";
import type { StreamTexts } from "@/lib/api/sse";
import { defineKind } from "@/lib/contracts/kinds/definition";
import type { ChatMode } from "@/lib/contracts/modes";
import type { StreamEvent } from "@/lib/contracts/stream-events";
import { useChatStore } from "@/lib/stores/chat-store";
import { useComposerStore } from "@/lib/stores/composer-store";
import { content, done, event, sseResponse } from "../../helpers/stream-fixtures";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), warning: jest.fn(), success: jest.fn() } }));

const tallyKind = defineKind({
  id: "tally",
  mode: "tally",
  viewer: "tally",
  event: "tally_content",
  versions: { path: "tally-versions" },
  cost: () => 0,
});

/** The kind's own progress: ticks counted per chat, and the rounds it started. */
const ticks = new Map<string, number>();
const started: string[] = [];

const tallyClient: ClientArtifact = {
  kind: tallyKind,
  Icon: () => null,
  Viewer: () => null,
  onEvent: (chatId, e) => {
    if ((e as { type: string }).type !== "tally_tick") return false;
    ticks.set(chatId, (ticks.get(chatId) ?? 0) + 1);
    return true;
  },
  start: (chatId, request) => {
    started.push(chatId);
    return { path: "tally/start", body: { chat: chatId, text: request.content } };
  },
};
registerClientArtifact(tallyClient);

const texts = {
  httpError: (s: number) => `HTTP ${s}`,
  parseError: "p",
  notLoggedIn: "n",
  idleTimeout: "i",
  unsupported: "u",
  missingBody: "m",
} satisfies StreamTexts;
const realFetch = streamTransport.fetch;
const tick = { type: "tally_tick", round_id: "r1" } as unknown as StreamEvent;

beforeAll(() => {
  (globalThis as unknown as { window: EventTarget }).window = new EventTarget();
});
beforeEach(() => {
  useChatStore.setState({ chats: {} });
  useComposerStore.setState({ composers: {} });
  ticks.clear();
  started.length = 0;
});
afterEach(() => {
  streamTransport.fetch = realFetch;
  jest.restoreAllMocks();
});

test("the kind's own events reach its onEvent; the events every kind shares stay the chat's", () => {
  applyStreamEvent("c1", tick, "1");
  applyStreamEvent("c1", tick, "2");
  applyStreamEvent("c1", content("Counting."), "3");
  applyStreamEvent("c2", tick, "1");
  applyStreamEvent("c1", done(), "4");
  expect(Object.fromEntries(ticks)).toEqual({ c1: 2, c2: 1 });
  expect(useChatStore.getState().get("c1").streaming).toMatchObject({
    reply: "Counting.",
    outcome: "done",
    lastEventId: "4",
  });
});

test("a message in the kind's mode starts at the kind's own route, with the body the kind builds", async () => {
  useComposerStore.getState().setMode("c1", tallyKind.mode as ChatMode);
  jest.spyOn(sessionApi, "messages").mockResolvedValue([]);
  const calls: { url: string; body: unknown }[] = [];
  streamTransport.fetch = async (url, init) => (
    calls.push({ url, body: JSON.parse(String(init.body)) }),
    sseResponse([event({ type: "content", content: "One.", round_id: "r1" }), done()])
  );

  await sendMessage(
    { chatId: "c1", content: "count", attachments: [] },
    { texts, notices: { failed: "failed" }, onChatCreated: () => {}, onChatDropped: () => {} },
  );

  expect(started).toEqual(["c1"]);
  expect(calls).toEqual([{ url: "/api/chats/c1/tally/start", body: { chat: "c1", text: "count" } }]);
});

test("a mode whose kind has no start route streams at POST /chats/{id}/stream", async () => {
  useComposerStore.getState().setMode("c1", "prd");
  jest.spyOn(sessionApi, "messages").mockResolvedValue([]);
  const urls: string[] = [];
  streamTransport.fetch = async (url) => (urls.push(url), sseResponse([done()]));
  await sendMessage(
    { chatId: "c1", content: "a PRD", attachments: [] },
    { texts, notices: { failed: "failed" }, onChatCreated: () => {}, onChatDropped: () => {} },
  );
  expect(urls).toEqual(["/api/chats/c1/stream"]);
  expect(started).toEqual([]);
});

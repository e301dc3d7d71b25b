/**
 * Opening a chat (details into the store, composer restored from its config, a running round
 * followed after a reload) and settling a round (saved messages replace the live copy at once).
 */
import { openChatSession, sessionApi, settleChat } from "@/lib/chat/chat-session";
import { streamTransport } from "@/lib/chat/run-chat-stream";
import { IDLE_STREAMING, useChatStore } from "@/lib/stores/chat-store";
import { useComposerStore } from "@/lib/stores/composer-store";
import { useVersionStore, versionApi } from "@/lib/stores/version-store";
import { chatDetailSchema, type ChatDetail } from "@/lib/contracts/chat";
import type { StreamTexts } from "@/lib/api/sse";
import { content, done, message, sseResponse } from "../../helpers/stream-fixtures";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), warning: jest.fn(), success: jest.fn() } }));

const texts = {
  httpError: (s: number) => `HTTP ${s}`,
  parseError: "p",
  notLoggedIn: "n",
  idleTimeout: "i",
  unsupported: "u",
  missingBody: "m",
} satisfies StreamTexts;
const chat = () => useChatStore.getState().get("c1");

function detail(change: Partial<ChatDetail> = {}): ChatDetail {
  return chatDetailSchema.parse({
    id: "c1",
    title: "Launch plan",
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    last_message: null,
    has_permission: true,
    is_favorite: false,
    messages: [],
    active_round_id: null,
    config: {},
    ...change,
  });
}

const realFetch = streamTransport.fetch;
beforeEach(() => {
  useChatStore.setState({ chats: {} });
  useComposerStore.setState({ composers: {} });
  useVersionStore.setState({ lists: {}, contents: {} });
  jest.spyOn(versionApi, "list").mockResolvedValue([]);
});
afterEach(() => {
  streamTransport.fetch = realFetch;
  jest.restoreAllMocks();
});

test("opening a chat puts its messages in the store and restores its saved mode, model, device and style", async () => {
  const saved = [
    message({ id: "u1", role: "user", content: "hi", mode: "prd" }),
    message({ id: "a1", role: "assistant", content: "hello", mode: "prd" }),
  ];
  jest.spyOn(sessionApi, "detail").mockResolvedValue(
    detail({
      messages: saved,
      config: { mode: "prototype", model: "offline", design_type: "mobile", style_id: "s1" },
    }),
  );
  await openChatSession("c1", texts);
  expect(chat().messages).toEqual(saved);
  expect(chat().designType).toBe("mobile");
  expect(useComposerStore.getState().get("c1")).toEqual({
    mode: "prototype",
    model: "offline",
    options: { device_type: "mobile", prototype_style_id: "s1" },
  });
});

test("without a saved config the chat continues in the mode of its last message; a choice made here is kept", async () => {
  jest
    .spyOn(sessionApi, "detail")
    .mockResolvedValue(
      detail({ messages: [message({ id: "u1", role: "user", content: "x", mode: "mermaid" })] }),
    );
  await openChatSession("c1", texts);
  expect(useComposerStore.getState().get("c1").mode).toBe("mermaid");
  useComposerStore.getState().setMode("c1", "prd");
  await openChatSession("c1", texts);
  expect(useComposerStore.getState().get("c1").mode).toBe("prd");
});

test("a round still running (a reloaded page) is followed from its start, then the saved messages take over", async () => {
  const partial = [
    message({ id: "u1", role: "user", content: "q" }),
    message({ id: "a1", role: "assistant", status: "streaming", content: "Hal" }),
  ];
  const final = [
    partial[0],
    message({ id: "a1", role: "assistant", status: "done", content: "Half and half." }),
  ];
  jest.spyOn(sessionApi, "detail").mockResolvedValue(detail({ messages: partial, active_round_id: "r1" }));
  const messages = jest.spyOn(sessionApi, "messages").mockResolvedValue(final);
  const urls: string[] = [];
  streamTransport.fetch = async (url) => (
    urls.push(url),
    sseResponse([content("Half"), content(" and half."), done()])
  );
  await openChatSession("c1", texts);
  for (let i = 0; i < 50 && messages.mock.calls.length === 0; i++) await new Promise((r) => setImmediate(r));
  await settleChat("c1");
  expect(urls).toEqual(["/api/chats/c1/stream/r1"]);
  expect(chat().messages).toEqual(final);
  expect(chat().streaming).toEqual(IDLE_STREAMING);
});

test("a round this page is already following is not followed a second time", async () => {
  useChatStore.getState().patchStreaming("c1", { active: true, pendingUserText: "q" });
  jest.spyOn(sessionApi, "detail").mockResolvedValue(detail({ active_round_id: "r1" }));
  const fetch = jest.fn();
  streamTransport.fetch = fetch;
  await openChatSession("c1", texts);
  expect(fetch).not.toHaveBeenCalled();
});

test("settling replaces the live copy with the saved messages in one update; a failed reload keeps the live copy", async () => {
  useChatStore
    .getState()
    .patchStreaming("c1", { outcome: "stopped", pendingUserText: "q", reply: "partial" });
  const saved = [
    message({ id: "u1", role: "user", content: "q" }),
    message({ id: "a1", role: "assistant", status: "stopped", content: "partial" }),
  ];
  jest
    .spyOn(sessionApi, "messages")
    .mockRejectedValueOnce(new TypeError("offline"))
    .mockResolvedValueOnce(saved);
  await settleChat("c1");
  expect(chat().streaming.reply).toBe("partial");
  const states: unknown[] = [];
  const unsubscribe = useChatStore.subscribe((s) => states.push(s.chats.c1));
  await settleChat("c1");
  unsubscribe();
  expect(states).toHaveLength(1);
  expect(chat()).toMatchObject({ messages: saved, streaming: IDLE_STREAMING });
});

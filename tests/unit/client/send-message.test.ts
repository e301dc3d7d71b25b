/**
 * Sending from the composer: on the welcome screen the chat is created first and takes the
 * welcome composer (mode, model, options), which is saved with it; the round streams with them;
 * after the first exchange the model names the chat (user_input); a refusal is not "accepted".
 */
import { sendMessage, streamRequestOf, configOf } from "@/lib/chat/send-message";
import { chatApi } from "@/lib/chat/chat-api";
import { sessionApi } from "@/lib/chat/chat-session";
import { streamTransport } from "@/lib/chat/run-chat-stream";
import { useChatStore } from "@/lib/stores/chat-store";
import { NEW_CHAT, useComposerStore } from "@/lib/stores/composer-store";
import { chatSchema } from "@/lib/contracts/chat";
import { chatTitleAnswerSchema } from "@/lib/contracts/chat-actions";
import { content, done, envelope, message, sseResponse } from "../../helpers/stream-fixtures";
import type { StreamTexts } from "@/lib/api/sse";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), warning: jest.fn(), success: jest.fn() } }));

const texts = {
  httpError: (s: number) => `HTTP ${s}`,
  parseError: "p",
  notLoggedIn: "n",
  idleTimeout: "i",
  unsupported: "u",
  missingBody: "m",
} satisfies StreamTexts;
const chatDto = chatSchema.parse({
  id: "c9",
  title: "new chat",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  last_message: null,
  has_permission: true,
  is_favorite: false,
});
const realFetch = streamTransport.fetch;

beforeAll(() => {
  (globalThis as unknown as { window: EventTarget }).window = new EventTarget();
});
beforeEach(() => {
  useChatStore.setState({ chats: {} });
  useComposerStore.setState({ composers: {} });
});
afterEach(() => {
  streamTransport.fetch = realFetch;
  jest.restoreAllMocks();
});

test("the request and the saved config come from the composer", () => {
  const composer = {
    mode: "prototype" as const,
    model: "offline",
    options: { device_type: "mobile" as const, prototype_style_id: "calm" },
  };
  expect(
    streamRequestOf(composer, "A booking page", [
      { id: "f1", file_name: "a.pdf", content_type: "application/pdf", size: 3 },
    ]),
  ).toEqual({
    content: "A booking page",
    mode: "prototype",
    model: "offline",
    device_type: "mobile",
    prototype_style_id: "calm",
    attachments: ["f1"],
  });
  expect(configOf(composer)).toEqual({
    mode: "prototype",
    model: "offline",
    design_type: "mobile",
    style_id: "calm",
  });
});

test("from the welcome screen: create, adopt the composer, save its config, stream, settle, then name the chat", async () => {
  useComposerStore.getState().setMode(NEW_CHAT, "prd");
  jest.spyOn(chatApi, "create").mockResolvedValue(chatDto);
  const setConfig = jest.spyOn(chatApi, "setConfig").mockResolvedValue({});
  const title = jest
    .spyOn(chatApi, "generateTitle")
    .mockResolvedValue(
      chatTitleAnswerSchema.parse({ ...chatDto, title: "Habit app PRD", title_source: "model" }),
    );
  const saved = [
    message({ id: "u1", role: "user", chat_id: "c9", content: "A habit app" }),
    message({ id: "a1", role: "assistant", chat_id: "c9", content: "Sure." }),
  ];
  jest.spyOn(sessionApi, "messages").mockResolvedValue(saved);
  let body: unknown;
  streamTransport.fetch = async (_url, init) => (
    (body = JSON.parse(String(init.body))),
    sseResponse([content("Sure."), done()])
  );
  const created: string[] = [];

  const result = await sendMessage(
    { chatId: null, content: "A habit app", attachments: [] },
    {
      texts,
      notices: { failed: "failed" },
      onChatCreated: (id) => created.push(id),
      onChatDropped: () => {},
    },
  );

  expect(result).toEqual({ chatId: "c9", accepted: true });
  expect(created).toEqual(["c9"]);
  expect(useComposerStore.getState().get("c9").mode).toBe("prd");
  expect(setConfig).toHaveBeenCalledWith("c9", { mode: "prd" });
  expect(body).toEqual({ content: "A habit app", mode: "prd" });
  expect(useChatStore.getState().get("c9").messages).toEqual(saved);
  expect(title).toHaveBeenCalledWith("c9", "A habit app");
});

test("a refused send is not accepted (the composer puts the text back) and names nothing", async () => {
  useChatStore.getState().patch("c1", {
    messages: [message({ id: "u0", role: "user" }), message({ id: "a0", role: "assistant", content: "x" })],
  });
  jest.spyOn(sessionApi, "messages").mockResolvedValue(useChatStore.getState().get("c1").messages);
  const title = jest.spyOn(chatApi, "generateTitle");
  streamTransport.fetch = async () =>
    envelope(409, 409, "a chat already has an active response, please wait");
  const result = await sendMessage(
    { chatId: "c1", content: "again", attachments: [] },
    { texts, notices: { failed: "failed" }, onChatCreated: () => {}, onChatDropped: () => {} },
  );
  expect(result).toEqual({ chatId: "c1", accepted: false });
  expect(title).not.toHaveBeenCalled();
});

test("a refused first message goes back to the welcome screen with its composer; the chat the API removed is not kept", async () => {
  useComposerStore.getState().setMode(NEW_CHAT, "prd");
  jest.spyOn(chatApi, "create").mockResolvedValue(chatDto);
  jest.spyOn(chatApi, "setConfig").mockResolvedValue({});
  jest.spyOn(sessionApi, "messages").mockResolvedValue([]);
  streamTransport.fetch = async () => envelope(400, 400, "The research mode is not available yet");
  const steps: string[] = [];
  const result = await sendMessage(
    { chatId: null, content: "Research the market", attachments: [] },
    {
      texts,
      notices: { failed: "failed" },
      onChatCreated: (id) => steps.push(`created ${id}`),
      onChatDropped: () => steps.push("dropped"),
    },
  );
  expect(result).toEqual({ chatId: null, accepted: false });
  expect(steps).toEqual(["created c9", "dropped"]);
  expect(useComposerStore.getState().composers.c9).toBeUndefined();
  expect(useComposerStore.getState().get(NEW_CHAT).mode).toBe("prd");
});

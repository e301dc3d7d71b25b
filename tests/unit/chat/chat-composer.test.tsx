/**
 * @jest-environment jsdom
 */
/**
 * The chat input: Enter sends, Shift+Enter and an IME's Enter do not; at most 5 attachments
 * (extras skipped with the warning), each removable; no sending while one uploads or a round runs.
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { SWRConfig } from "swr";
import { MESSAGES } from "@/messages";
import { ChatComposer } from "@/components/composer/chat-composer";
import { uploadApi } from "@/lib/chat/attachments";
import { useDraftStore } from "@/lib/stores/draft-store";
import { useChatStore } from "@/lib/stores/chat-store";
import { useComposerStore, NEW_CHAT } from "@/lib/stores/composer-store";
import { attachmentRefSchema } from "@/lib/contracts/chat";
import { chatModesAnswerSchema } from "@/lib/contracts/chat-actions";
import { chatModes } from "@/lib/contracts/modes";
import { templateListSchema } from "@/lib/contracts/templates";
import { z } from "zod";

const messages = MESSAGES.en as AbstractIntlMessages;

// GET /api/models (lib/contracts/models.ts arrives with the models branch; same shape).
const modelListSchema = z.object({
  models: z.array(
    z.object({ id: z.string(), label: z.string(), provider: z.string(), offline: z.boolean() }),
  ),
  default_model: z.string(),
  mode_defaults: z.record(z.string(), z.string()),
});

type SendInput = { chatId: string | null; content: string; attachments: unknown[] };
const send = jest.fn<Promise<{ chatId: string | null; accepted: boolean }>, [SendInput]>(async () => ({
  chatId: "c1",
  accepted: true,
}));
jest.mock("@/components/composer/use-send-message", () => ({ useSendMessage: () => send }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
const warning = jest.fn();
jest.mock("sonner", () => ({
  toast: { warning: (...a: unknown[]) => warning(...a), error: jest.fn(), success: jest.fn() },
}));

async function renderComposer(chatId: string | null = null) {
  const view = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <ChatComposer chatId={chatId} />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
  await screen.findByTestId("model-picker"); // the model list has arrived (and its update is done)
  return view;
}

const input = () => screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;

// The lists the pickers read, as the API answers them (built from the contracts).
const MODELS = modelListSchema.parse({
  models: [{ id: "offline", label: "Offline", provider: "offline", offline: true }],
  default_model: "offline",
  mode_defaults: {},
});
const TEMPLATES = templateListSchema.parse([]); // the PRD mode's template picker asks for these
const MODES = chatModesAnswerSchema.parse({
  modes: chatModes().map((mode) => ({
    mode,
    artifact_kind: null,
    cost: 0,
    available: true,
    feature_card: false,
  })),
});

beforeEach(() => {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const data = path === "/api/models" ? MODELS : path.startsWith("/api/templates") ? TEMPLATES : MODES;
    // jsdom has no Response: the client only reads ok, status and json().
    return { ok: true, status: 200, json: async () => ({ errno: 0, errmsg: "", data }) } as Response;
  }) as unknown as typeof fetch;
  send.mockClear();
  warning.mockReset();
  useDraftStore.setState({ drafts: {} });
  useChatStore.setState({ chats: {} });
  useComposerStore.setState({ composers: {} });
});

test("Enter sends the trimmed text; the input empties", async () => {
  useComposerStore.getState().setMode(NEW_CHAT, "prd");
  await renderComposer();
  fireEvent.change(input(), { target: { value: "  A PRD for a habit app  " } });
  await act(async () => fireEvent.keyDown(input(), { key: "Enter" }));
  expect(send).toHaveBeenCalledWith({
    chatId: null,
    content: "A PRD for a habit app",
    attachments: [],
    knowledge: [],
  });
  expect(input().value).toBe("");
});

test("Shift+Enter and Enter while an IME composes do not send", async () => {
  await renderComposer();
  fireEvent.change(input(), { target: { value: "你好" } });
  fireEvent.keyDown(input(), { key: "Enter", shiftKey: true });
  fireEvent.keyDown(input(), { key: "Enter", isComposing: true });
  fireEvent.keyDown(input(), { key: "Enter", keyCode: 229 });
  expect(send).not.toHaveBeenCalled();
});

test("a refused send puts the text back", async () => {
  send.mockResolvedValueOnce({ chatId: null, accepted: false });
  await renderComposer();
  fireEvent.change(input(), { target: { value: "keep me" } });
  await act(async () => fireEvent.keyDown(input(), { key: "Enter" }));
  await waitFor(() => expect(input().value).toBe("keep me"));
});

test("six files keep five, with the warning; each can be removed; sending waits for the uploads", async () => {
  const pending: ((value: ReturnType<typeof attachmentRefSchema.parse>) => void)[] = [];
  const upload = jest.spyOn(uploadApi, "upload").mockImplementation(
    (file: File) =>
      new Promise((resolve) =>
        pending.push(() =>
          resolve(
            attachmentRefSchema.parse({
              id: `id-${file.name}`,
              file_name: file.name,
              content_type: "text/plain",
              size: file.size,
            }),
          ),
        ),
      ),
  );
  await renderComposer();
  const files = Array.from(
    { length: 6 },
    (_, i) => new File([`text ${i}`], `notes-${i + 1}.txt`, { type: "text/plain" }),
  );
  fireEvent.change(screen.getByTestId("attachment-input"), { target: { files } });
  expect(screen.getAllByTestId("attachment-chip")).toHaveLength(5);
  expect(upload).toHaveBeenCalledTimes(5);
  expect(warning).toHaveBeenCalledWith(
    "At most 5 attachments per message; 1 file was skipped.",
    expect.anything(),
  );

  fireEvent.change(input(), { target: { value: "Summarise these" } });
  expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
  await act(async () => pending.forEach((resolve) => resolve(undefined as never)));
  await waitFor(() =>
    expect(screen.getAllByTestId("attachment-chip").every((c) => c.dataset.status === "ready")).toBe(true),
  );

  fireEvent.click(screen.getByRole("button", { name: "Remove notes-2.txt" }));
  expect(screen.getAllByTestId("attachment-chip")).toHaveLength(4);
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
  expect(send.mock.calls[0][0].attachments.map((a) => (a as { id: string }).id)).toEqual([
    "id-notes-1.txt",
    "id-notes-3.txt",
    "id-notes-4.txt",
    "id-notes-5.txt",
  ]);
  upload.mockRestore();
});

test("while a round runs the input takes no typing but keeps focus (read-only, not disabled) and Stop replaces Send", async () => {
  useChatStore.getState().patch("c1", {
    inputDisabled: true,
    streaming: { ...useChatStore.getState().get("c1").streaming, active: true },
  });
  await renderComposer("c1");
  // A disabled input would drop a keyboard user's focus to <body> (issue #26).
  expect(input().disabled).toBe(false);
  expect(input().readOnly).toBe(true);
  expect(input().getAttribute("aria-disabled")).toBe("true");
  expect(screen.getByRole("button", { name: "Stop" })).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
});

/**
 * @jest-environment jsdom
 *
 * A chat's composer choices are saved (set_config) when the user changes them — and only then:
 * the composer restored when the chat opens is what the chat already has.
 */
import { act, renderHook } from "@testing-library/react";
import { usePersistConfig } from "@/components/composer/use-persist-config";
import { chatApi } from "@/lib/chat/chat-api";
import { openChatSession, sessionApi } from "@/lib/chat/chat-session";
import { useChatStore } from "@/lib/stores/chat-store";
import { useComposerStore } from "@/lib/stores/composer-store";
import { useVersionStore, versionApi } from "@/lib/stores/version-store";
import { chatDetailSchema, type ChatConfig } from "@/lib/contracts/chat";
import type { StreamTexts } from "@/lib/api/sse";

const texts = {
  httpError: (s: number) => `HTTP ${s}`,
  parseError: "p",
  notLoggedIn: "n",
  idleTimeout: "i",
  unsupported: "u",
  missingBody: "m",
} satisfies StreamTexts;

/** A PRD chat: no saved config, its last message asked for a PRD (the composer opens in PRD mode). */
function prdChat(id: string, config: ChatConfig | Record<string, never> = {}) {
  return chatDetailSchema.parse({
    id,
    title: "Launch plan",
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    last_message: null,
    has_permission: true,
    is_favorite: false,
    messages: [
      {
        id: `${id}-u`,
        chat_id: id,
        round_id: "r1",
        role: "user",
        content: "Write a PRD",
        mode: "prd",
        model: null,
        status: "done",
        like_state: null,
        extension: {},
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-01-01T00:00:00.000Z",
      },
    ],
    active_round_id: null,
    config,
  });
}

let saves: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  useChatStore.setState({ chats: {} });
  useComposerStore.setState({ composers: {} });
  useVersionStore.setState({ lists: {}, contents: {} });
  jest.spyOn(versionApi, "list").mockResolvedValue([]);
  saves = jest.spyOn(chatApi, "setConfig").mockImplementation(async (_id, config) => config);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function open(id: string, config?: ChatConfig) {
  jest.spyOn(sessionApi, "detail").mockResolvedValue(prdChat(id, config));
  await act(() => openChatSession(id, texts));
}

test("opening a chat saves nothing: the restored composer is what the chat has", async () => {
  renderHook(() => usePersistConfig("c1"));
  await open("c1", { design_type: "mobile" });
  expect(useComposerStore.getState().get("c1")).toMatchObject({
    mode: "prd",
    options: { device_type: "mobile" },
  });
  await act(async () => jest.advanceTimersByTime(5_000));
  expect(saves).not.toHaveBeenCalled();
});

test("a change after opening is saved once, with the chat's choices", async () => {
  renderHook(() => usePersistConfig("c2"));
  await open("c2");
  act(() => useComposerStore.getState().setMode("c2", "normal"));
  act(() => useComposerStore.getState().setModel("c2", "offline"));
  await act(async () => jest.advanceTimersByTime(1_000));
  expect(saves).toHaveBeenCalledTimes(1);
  expect(saves).toHaveBeenCalledWith("c2", { mode: "normal", model: "offline" });
  // Back to what was saved: nothing more to write.
  await act(async () => jest.advanceTimersByTime(5_000));
  expect(saves).toHaveBeenCalledTimes(1);
});

test("a choice made before the chat's details arrive is kept and saved", async () => {
  renderHook(() => usePersistConfig("c3"));
  act(() => useComposerStore.getState().setMode("c3", "mermaid"));
  await open("c3");
  expect(useComposerStore.getState().get("c3").mode).toBe("mermaid");
  await act(async () => jest.advanceTimersByTime(1_000));
  expect(saves).toHaveBeenCalledWith("c3", { mode: "mermaid" });
});

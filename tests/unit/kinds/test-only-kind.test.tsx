/**
 * The seam's promise, proven: a kind that exists only in this test — its definition, its server
 * side (generator, validator, repair, Offline writer) and its client side (icon, viewer) — is
 * registered with ONE line per side and then works end to end with no other file changed. The
 * Offline model writes it, the pipeline validates and repairs and saves it, the generic version
 * routes list it, the chat's one version request carries it, and the workspace's own client
 * (stream reader, stores, side viewer) shows it with its viewer.
 */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { NextIntlClientProvider } from "next-intl";
import {
  AppRouterContext,
  type AppRouterInstance,
} from "next/dist/shared/lib/app-router-context.shared-runtime";
import { z } from "zod";
import { MESSAGES } from "@/messages";
import { registerServerArtifact } from "@/server/artifacts/registry";
import type { ServerArtifact } from "@/server/artifacts/types";
import { generateArtifact } from "@/server/engine/artifact-pipeline";
import { modelMessages } from "@/server/engine/model-messages";
import { offlineTask } from "@/server/ai/offline/writers";
import { registerClientArtifact } from "@/components/artifacts/registry";
import type { ClientArtifact, ViewerProps } from "@/components/artifacts/types";
import { SideViewer } from "@/components/viewer/side-viewer";
import { artifactKinds, versionPath, type ArtifactKind, type ViewerType } from "@/lib/contracts/artifacts";
import { defineKind } from "@/lib/contracts/kinds/definition";
import { chatModes, type ChatMode } from "@/lib/contracts/modes";
import { chatModesAnswerSchema } from "@/lib/contracts/chat-actions";
import { versionListSchema, versionSchema } from "@/lib/contracts/versions";
import { runChatStream } from "@/lib/chat/run-chat-stream";
import type { StreamTexts } from "@/lib/api/sse";
import { useChatStore } from "@/lib/stores/chat-store";
import { currentVersionId, useVersionStore } from "@/lib/stores/version-store";
import { createTestApp, type TestApp } from "../../helpers/test-app";
import { dataOf } from "../../helpers/contract";
import { installDom } from "../../helpers/install-dom";
import {
  isSpaceArtifactKind,
  spaceItemPageSchema,
  spaceItemTypes,
  spaceStatsSchema,
  type SpaceItemType,
} from "@/lib/contracts/space-items";
import { useItemTypeLabel } from "@/components/space/item-type-label";
import { ItemTypeIcon } from "@/components/space/item-type-icon";

// --- the kind: its definition, its server side, its client side --------------------------------

const noteKind = defineKind({
  id: "note",
  mode: "note",
  viewer: "note",
  event: "note_content",
  versions: { path: "note-versions" },
  cost: () => 0,
  content: { format: "text", schema: z.string().min(1).max(10_000) },
});
const note = noteKind.id as ArtifactKind;

/** Its Offline writer: what a model would answer, prose and fence included (and no title: the repair adds it). */
const NOTE_TASK = offlineTask(
  "note_writer",
  ({ userText }) => `Here is your note.\n\n\`\`\`markdown\nRemember: ${userText}\n\`\`\`\n`,
);

const noteServer: ServerArtifact = {
  kind: noteKind,
  generate: async (context, emit) => {
    const outcome = await generateArtifact(context, emit, {
      kind: note,
      shape: "markdown",
      system: "Write a short note.",
      messages: modelMessages(context),
      offline: { task: NOTE_TASK },
    });
    return { versions: [outcome.ref] };
  },
  validate: async (content) =>
    content.startsWith("# ") ? [] : [{ message: "A note starts with its title.", line: 1 }],
  repair: (content) => (content.startsWith("# ") ? content : `# Note\n\n${content}`),
  // Its words for the space's search and excerpts: without the heading mark and the "Remember:" lead.
  readableText: (content) => content.replace(/^# .*\n+/, "").replace(/^Remember: /, ""),
  offlineTasks: [NOTE_TASK],
};

function NoteIcon({ className }: { className?: string }) {
  return <svg className={className} data-testid="note-icon" />;
}

function NoteViewer({ version, partial }: ViewerProps) {
  return <article data-testid="note-viewer">{partial ?? version?.content ?? ""}</article>;
}

const noteClient: ClientArtifact = {
  kind: noteKind,
  Icon: NoteIcon,
  Viewer: NoteViewer,
  tint: "bg-lime-50 text-lime-700",
};

registerServerArtifact(noteServer);
registerClientArtifact(noteClient);

// --- the app, and the workspace's client pointed at it ----------------------------------------

const texts: StreamTexts = {
  httpError: (s) => `HTTP ${s}`,
  parseError: "parse",
  notLoggedIn: "login",
  idleTimeout: "idle",
  unsupported: "unsupported",
  missingBody: "no body",
};
/** The kind's labels live in the message files; this test brings its own. */
const viewer = MESSAGES.en.viewer as { names: Record<string, string> };
const messages = { ...MESSAGES.en, viewer: { ...viewer, names: { ...viewer.names, note: "Note" } } };

let t: TestApp;
let token: string;
const requests: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await t.signIn("note-maker@example.com"));
  // The browser's same-origin calls, answered by the API as the BFF would (with the user's token).
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    requests.push(`${init?.method ?? "GET"} ${path.split("?")[0]}`);
    return t.call(path, { ...init, token });
  }) as typeof fetch;
});
afterAll(() => t.close());

it("joins the vocabulary: its mode is offered, priced and available", async () => {
  expect(artifactKinds().map((k) => k.id)).toContain("note");
  expect(chatModes()).toContain("note");
  const { modes } = await dataOf(chatModesAnswerSchema, await t.call("/api/chats/modes", { token }));
  expect(modes.find((m) => m.mode === ("note" as ChatMode))).toEqual({
    mode: "note",
    artifact_kind: "note",
    cost: 0,
    available: true,
    feature_card: false,
  });
});

it("is written by the Offline model, validated, repaired, saved, listed by its version routes and shown by its viewer", async () => {
  const chatId = (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data
    .id as string;

  // The round, read by the workspace's own stream client into its stores.
  await runChatStream(chatId, { content: "water the basil on Fridays", mode: "note" as ChatMode }, texts);
  await t.app.services.registry.drain();
  const chat = useChatStore.getState().get(chatId);
  expect(chat.streaming.outcome).toBe("done");
  expect(chat.activeViewer).toBe("note");
  expect(chat.streaming.reply).toContain("Here is your note.");

  // Saved through the pipeline: the Offline writer's note, repaired to pass the kind's validator.
  const list = await dataOf(versionListSchema, await t.call(versionPath(note, chatId), { token }));
  expect(list).toEqual([
    expect.objectContaining({ kind: "note", version_number: 1, status: "complete", source: "generated" }),
  ]);
  const saved = await dataOf(versionSchema, await t.call(versionPath(note, chatId, list[0].id), { token }));
  expect(saved.content).toBe("# Note\n\nRemember: water the basil on Fridays");
  expect(requests).toContain(`GET /api/chats/${chatId}/note-versions`); // the client's refresh after `saved`

  // Opening the chat again: one request for every list, the newest content of each kind present.
  requests.length = 0;
  useVersionStore.setState({ lists: {}, contents: {} });
  await useVersionStore.getState().openChat(chatId);
  expect(requests).toEqual([
    `GET /api/chats/${chatId}/version-lists`,
    `GET /api/chats/${chatId}/note-versions/${saved.id}`,
  ]);
  expect(currentVersionId(useVersionStore.getState().list(chatId, "note" as ViewerType))).toBe(saved.id);

  // The side viewer shows it with the kind's icon, label and viewer (in a browser window from here on).
  const removeDom = installDom();
  try {
    // No page is mounted around it here: a router that goes nowhere stands in for Next's.
    const router = {
      back() {},
      forward() {},
      refresh() {},
      push() {},
      replace() {},
      prefetch() {},
    } as unknown as AppRouterInstance;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <AppRouterContext.Provider value={router}>
          <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
            <SideViewer chatId={chatId} viewer={"note" as ViewerType} />
          </NextIntlClientProvider>
        </AppRouterContext.Provider>,
      ),
    );
    const shown = (testId: string) => container.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
    expect(shown("side-viewer")?.dataset.viewer).toBe("note");
    expect(shown("note-icon")).not.toBeNull();
    expect(container.querySelector("h2")?.textContent).toBe("Note");
    expect(shown("note-viewer")?.textContent).toBe("# Note\n\nRemember: water the basil on Fridays");
    act(() => root.unmount());
  } finally {
    removeDom();
  }
});

it("joins the personal space: its saved version is an item, read, filtered, counted, labelled and tinted by its own definitions", async () => {
  expect(isSpaceArtifactKind("note")).toBe(true); // its definition's `space` (the default)
  expect(spaceItemTypes()).toContain("note");
  expect(isSpaceArtifactKind("agentic")).toBe(false); // lite apps say `space: false`

  // The version the previous test's round saved is in the space, found by its type.
  const page = await dataOf(
    spaceItemPageSchema,
    await t.call("/api/knowledge-base/items?type=note", { token }),
  );
  expect(page.items).toEqual([
    expect.objectContaining({ type: "note", version_number: 1, title: expect.any(String) }),
  ]);
  const stats = await dataOf(spaceStatsSchema, await t.call("/api/knowledge-base/stats", { token }));
  expect((stats.by_type as Record<string, number>).note).toBe(1);
  const found = await dataOf(
    spaceItemPageSchema,
    await t.call(`/api/knowledge-base/items?q=${encodeURIComponent("basil")}`, { token }),
  );
  expect(found.items.map((i) => i.type)).toEqual(["note"]);
  // Searched by the kind's own reader: the lead it drops is not among the item's words.
  const lead = await dataOf(
    spaceItemPageSchema,
    await t.call(`/api/knowledge-base/items?q=Remember&type=note`, { token }),
  );
  expect(lead.items).toEqual([]);

  // Its label in the space is its viewer's name: the space keeps no list of kind names.
  const removeDom = installDom();
  try {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container);
    function Label({ type }: { type: SpaceItemType }) {
      return (
        <span>
          <ItemTypeIcon type={type} />
          {useItemTypeLabel()(type)}
        </span>
      );
    }
    await act(async () =>
      root.render(
        <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
          <Label type={"note" as SpaceItemType} />
        </NextIntlClientProvider>,
      ),
    );
    expect(container.textContent).toBe("Note");
    // Its icon, in the tint its client definition gives.
    expect(container.querySelector('[data-testid="note-icon"]')?.parentElement?.className).toContain(
      "bg-lime-50 text-lime-700",
    );
    act(() => root.unmount());
  } finally {
    removeDom();
  }
});

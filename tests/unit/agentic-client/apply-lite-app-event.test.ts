/**
 * What a lite-app round's events (built from the contract) do on the client, through the kind's
 * own `onEvent` (registered with its client definition): the plan becomes the round's todos and
 * opens the viewer, files and builds become the round's progress, the
 * preview address is kept, alerts are listed; malformed runtime events are ignored, not thrown.
 */
import { applyStreamEvent } from "@/lib/chat/apply-stream-event";
import "@/components/artifacts/registry";
import { resetLiteAppProgress } from "@/components/artifacts/agentic/apply-event";
import { useChatStore } from "@/lib/stores/chat-store";
import {
  useLiteAppProgressStore,
  EMPTY_LITE_APP_PROGRESS,
} from "@/components/artifacts/agentic/progress-store";
import { liteAppRuntimeEventSchema, type LiteAppRuntimeEvent } from "@/lib/contracts/lite-app";
import { agenticKind } from "@/lib/contracts/kinds";
import type { StreamEvent } from "@/lib/contracts/stream-events";

const chat = () => useChatStore.getState().get("c1");
const progress = () => useLiteAppProgressStore.getState().chats.c1 ?? EMPTY_LITE_APP_PROGRESS;
const send = (event: LiteAppRuntimeEvent) =>
  applyStreamEvent("c1", liteAppRuntimeEventSchema.parse(event) as StreamEvent);

beforeEach(() => {
  useChatStore.setState({ chats: {} });
  useLiteAppProgressStore.setState({ chats: {} });
});

test("a round's plan, files, builds and preview address become the viewer's progress", () => {
  send({
    type: "runtime",
    step: "plan",
    todos: [
      { id: "t1", title: "Task list", status: "in_progress" },
      { id: "t2", title: "Filters", status: "pending" },
    ],
  });
  expect(progress().todos.map((t) => t.title)).toEqual(["Task list", "Filters"]);
  expect(chat().activeViewer).toBe(agenticKind.viewer);

  send({ type: "runtime", step: "file", op: "write", path: "src/App.tsx", content: "x" });
  send({ type: "runtime", step: "file", op: "write", path: "src/lib/store.ts", content: "y" });
  send({ type: "runtime", step: "file", op: "edit", path: "src/App.tsx", content: "z" });
  // A file written again moves to the end, once.
  expect(progress().files).toEqual([
    { path: "src/lib/store.ts", op: "write" },
    { path: "src/App.tsx", op: "edit" },
  ]);

  send({
    type: "runtime",
    step: "build",
    status: "failed",
    version_id: "v1",
    attempt: 0,
    errors: [
      { text: "Type 'number' is not assignable", file: "src/App.tsx", line: 3, column: 4, line_text: "x" },
    ],
    log: "log",
  });
  expect(progress().build).toMatchObject({ status: "failed", versionId: "v1", attempt: 0, log: "log" });
  expect(progress().build?.errors[0]?.line).toBe(3);

  send({ type: "runtime", step: "build", status: "complete", version_id: "v2", attempt: 1 });
  send({ type: "runtime", step: "open-url", version_id: "v2", view_url: "/html/agentic/v2" });
  expect(progress().build).toMatchObject({ status: "complete", versionId: "v2", attempt: 1, errors: [] });
  expect(progress().openUrl).toEqual({ versionId: "v2", viewUrl: "/html/agentic/v2" });

  applyStreamEvent("c1", {
    type: "alert",
    level: "error",
    code: "fixLimit",
    message: "Automatic fixes stopped after 3 tries.",
  } as StreamEvent);
  expect(progress().alerts).toEqual(["Automatic fixes stopped after 3 tries."]);

  resetLiteAppProgress("c1");
  expect(progress()).toEqual(EMPTY_LITE_APP_PROGRESS);
  expect(progress().todos).toEqual([]);
});

test("a malformed runtime event changes nothing and does not throw", () => {
  applyStreamEvent("c1", {
    type: "runtime",
    step: "file",
    op: "write",
    path: "../../etc/passwd",
  } as unknown as StreamEvent);
  applyStreamEvent("c1", { type: "runtime", step: "nonsense" } as unknown as StreamEvent);
  expect(progress()).toEqual(EMPTY_LITE_APP_PROGRESS);
  expect(chat().streaming.reply).toBe("");
});

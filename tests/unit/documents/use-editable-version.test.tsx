/**
 * @jest-environment jsdom
 *
 * The lifecycle the PRD, test-case and flowchart viewers share (components/artifacts/shared/
 * use-editable-version.ts), driven by a plain text edit: a draft left earlier is restored (or
 * offered when it belongs to another version), edits are kept locally after a pause, a save posts
 * a new version on the shown one (asking where it goes when that one is not the latest), a refused
 * save keeps the edit, a discard drops it, and the unsaved-changes guard (Ctrl+S, the version
 * picker) sees and saves it.
 */
import { act, renderHook, waitFor } from "@testing-library/react";
import { useState } from "react";
import { toast } from "sonner";
import {
  useEditableVersion,
  type EditableVersionOptions,
} from "@/components/artifacts/shared/use-editable-version";
import { readDraft, writeDraft } from "@/components/artifacts/shared/local-draft";
import { hasUnsavedChanges, saveAll, useUnsavedStore } from "@/components/viewer/unsaved-changes";
import { useBaseChoiceStore } from "@/components/viewer/base-choice";
import { mermaidKind } from "@/lib/contracts/kinds";
import type { VersionDto } from "@/lib/contracts/versions";
import { useVersionStore, versionApi } from "@/lib/stores/version-store";

jest.mock("sonner", () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

const version = (n: number, content: string): VersionDto => ({
  kind: "mermaid",
  id: `v${n}`,
  version_number: n,
  created_at: "2026-01-01T00:00:00Z",
  timestamp: 0,
  date: "2026-01-01",
  design_type: "web",
  view_url: null,
  status: "complete",
  is_deployed: false,
  title: "Flow",
  source: "generated",
  round_id: null,
  content,
  meta: {},
});

const V1 = version(1, "flowchart TD\n  A --> B");
const V2 = version(2, "flowchart TD\n  A --> C");
type Posted = { url: string; body: { content: string; base_version_id?: string; base_choice?: string } };
let posted: Posted[];
let answer: (body: Posted["body"]) => { status: number; json: unknown };

beforeEach(() => {
  posted = [];
  localStorage.clear();
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
  answer = (body) => ({ status: 200, json: { errno: 0, errmsg: "", data: version(3, body.content) } });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    posted.push({ url: String(input), body });
    const { status, json } = answer(body);
    return { ok: status < 400, status, json: async () => json } as Response;
  }) as unknown as typeof fetch;
  versionApi.list = jest.fn(async () => [V2, V1]);
  versionApi.get = jest.fn(
    async (_chat, _type, id) =>
      ({ v1: V1, v2: V2 })[id as "v1" | "v2"] ?? version(Number(id.slice(1)), "flowchart TD\n  A --> Z"),
  );
  useVersionStore.setState({ lists: {}, contents: {} });
  useBaseChoiceStore.setState({ prompt: null, chosen: {} });
});

/** A viewer whose edit is one string (like the flowchart's source). */
function useTextViewer(shown: VersionDto | null, extra: Partial<EditableVersionOptions> = {}) {
  const [text, setText] = useState<string | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  const [discarded, setDiscarded] = useState(0);
  const edits = useEditableVersion({
    chatId: "c1",
    kind: mermaidKind,
    version: shown,
    read: () => text,
    onShow: (draft) => {
      setRestored(draft);
      setText(draft);
    },
    onDiscard: () => {
      setText(null);
      setDiscarded((n) => n + 1);
    },
    draftDelay: 500,
    texts: {
      saved: (n) => `Saved as version ${n}`,
      saveFailed: "Could not save",
      unchanged: "Nothing changed",
    },
    ...extra,
  });
  return { edits, text, setText, restored, discarded };
}

describe("useEditableVersion", () => {
  it("restores the shown version's own draft, and offers another version's", () => {
    writeDraft("c1", "mermaid", {
      versionId: "v1",
      versionNumber: 1,
      content: "flowchart TD\n  A --> D",
      savedAt: 1,
    });
    const own = renderHook(() => useTextViewer(V1));
    expect(own.result.current.restored).toBe("flowchart TD\n  A --> D");
    expect(own.result.current.edits.draft?.versionId).toBe("v1");
    expect(own.result.current.edits.dirty).toBe(true);
    own.unmount();

    const other = renderHook(() => useTextViewer(V2));
    expect(other.result.current.restored).toBeNull();
    expect(other.result.current.edits.draft).toMatchObject({ versionId: "v1", versionNumber: 1 });
    expect(other.result.current.edits.dirty).toBe(false);
    // Dropping the offered draft removes it from storage, not the shown version's edit.
    act(() => other.result.current.edits.dropDraft());
    expect(other.result.current.edits.draft).toBeNull();
    expect(readDraft("c1", "mermaid", "v1")).toBeNull();
    expect(other.result.current.discarded).toBe(0);
  });

  it("keeps the edit locally once typing pauses, and forgets it when the edit is undone", () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useTextViewer(V1));
      act(() => result.current.setText("flowchart TD\n  A --> E"));
      act(() => result.current.edits.keepDraft());
      expect(readDraft("c1", "mermaid", "v1")).toBeNull();
      act(() => jest.advanceTimersByTime(500));
      expect(readDraft("c1", "mermaid", "v1")).toMatchObject({
        versionNumber: 1,
        content: "flowchart TD\n  A --> E",
      });
      act(() => result.current.setText(V1.content));
      act(() => result.current.edits.keepDraft());
      act(() => jest.advanceTimersByTime(500));
      expect(readDraft("c1", "mermaid", "v1")).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("saves an edit as a new version on the shown one, then clears the draft and refreshes the list", async () => {
    const onClean = jest.fn();
    const { result } = renderHook(() => useTextViewer(V2, { onClean }));
    // Nothing edited: nothing is sent, the shown version stands, and the user is told so.
    await act(async () => expect(await result.current.edits.save()).toBe("v2"));
    expect(posted).toHaveLength(0);
    expect(toast.info).toHaveBeenCalledWith("Nothing changed", expect.anything());

    act(() => result.current.setText("flowchart TD\n  A --> F"));
    writeDraft("c1", "mermaid", {
      versionId: "v2",
      versionNumber: 2,
      content: "flowchart TD\n  A --> F",
      savedAt: 2,
    });
    expect(result.current.edits.dirty).toBe(true);
    let id: string | null = null;
    await act(async () => {
      id = await result.current.edits.save();
    });
    expect(id).toBe("v3");
    expect(posted).toEqual([
      { url: "/api/chats/c1/mermaid", body: { content: "flowchart TD\n  A --> F", base_version_id: "v2" } },
    ]);
    expect(readDraft("c1", "mermaid", "v2")).toBeNull();
    expect(onClean).toHaveBeenCalledTimes(2);
    expect(toast.success).toHaveBeenCalledWith("Saved as version 3");
    expect(versionApi.list).toHaveBeenCalled();
    expect(result.current.edits.saving).toBe(false);
  });

  it("sends what `prepare` returns, and nothing when it refuses", async () => {
    const prepare = jest.fn((content: string) => (content.includes("bad") ? null : content.trim()));
    const { result } = renderHook(() => useTextViewer(V2, { prepare }));
    act(() => result.current.setText("flowchart TD\n  bad"));
    await act(async () => expect(await result.current.edits.save()).toBeNull());
    expect(posted).toHaveLength(0);
    act(() => result.current.setText("flowchart TD\n  A --> G\n"));
    await act(async () => expect(await result.current.edits.save()).toBe("v3"));
    expect(posted[0].body.content).toBe("flowchart TD\n  A --> G");
  });

  it("a refused save keeps the edit and its draft, and says what is wrong", async () => {
    answer = () => ({
      status: 422,
      json: {
        errno: 42200,
        errmsg: "The chart does not draw",
        details: { content: "line 2: unexpected token" },
      },
    });
    const { result } = renderHook(() => useTextViewer(V2));
    act(() => result.current.setText("flowchart TD\n  A -->"));
    writeDraft("c1", "mermaid", {
      versionId: "v2",
      versionNumber: 2,
      content: "flowchart TD\n  A -->",
      savedAt: 3,
    });
    await act(async () => expect(await result.current.edits.save()).toBeNull());
    expect(toast.error).toHaveBeenCalledWith("The chart does not draw — line 2: unexpected token", {
      duration: 8000,
    });
    expect(result.current.text).toBe("flowchart TD\n  A -->");
    expect(readDraft("c1", "mermaid", "v2")).not.toBeNull();
  });

  it("asks where the change goes when the version shown is not the latest", async () => {
    await useVersionStore.getState().loadVersions("c1", "mermaid");
    await useVersionStore.getState().selectVersion("c1", "mermaid", "v1");
    const { result } = renderHook(() => useTextViewer(V1));
    act(() => result.current.setText("flowchart TD\n  A --> H"));
    // Editing an older version asks at once (the base gate); answering "this version" lets the save through.
    await waitFor(() => expect(useBaseChoiceStore.getState().prompt).not.toBeNull());
    expect(useBaseChoiceStore.getState().prompt).toMatchObject({ shown: 1, latest: 2 });
    act(() => useBaseChoiceStore.getState().prompt?.resolve("shown"));
    await waitFor(() => expect(useBaseChoiceStore.getState().prompt).toBeNull());
    await act(async () => expect(await result.current.edits.save()).toBe("v3"));
    expect(posted[0].body).toMatchObject({ base_version_id: "v1", base_choice: "shown" });
  });

  it("discard drops the edit and its draft", () => {
    writeDraft("c1", "mermaid", {
      versionId: "v2",
      versionNumber: 2,
      content: "flowchart TD\n  A --> J",
      savedAt: 4,
    });
    const { result } = renderHook(() => useTextViewer(V2));
    expect(result.current.edits.dirty).toBe(true);
    act(() => result.current.edits.discard());
    expect(result.current.text).toBeNull();
    expect(result.current.discarded).toBe(1);
    expect(result.current.edits.draft).toBeNull();
    expect(readDraft("c1", "mermaid", "v2")).toBeNull();
    expect(result.current.edits.dirty).toBe(false);
  });

  it("registers the unsaved-changes guard: Ctrl+S (saveAll) saves the dirty edit", async () => {
    const { result, unmount } = renderHook(() => useTextViewer(V2));
    expect(hasUnsavedChanges("c1:mermaid")).toBe(false);
    act(() => result.current.setText("flowchart TD\n  A --> K"));
    await waitFor(() => expect(hasUnsavedChanges("c1:mermaid")).toBe(true));
    await act(async () => saveAll());
    expect(posted.map((p) => p.body.content)).toEqual(["flowchart TD\n  A --> K"]);
    unmount();
    expect(useUnsavedStore.getState().guards["c1:mermaid"]).toBeUndefined();
  });

  it("while the next version's content loads, the last one stays shown and nothing is dirty", () => {
    useVersionStore.setState({
      lists: { "c1:mermaid": { ...useVersionStore.getState().list("c1", "mermaid"), versions: [V2, V1] } },
    });
    const { result, rerender } = renderHook(
      ({ shown }: { shown: VersionDto | null }) => useTextViewer(shown),
      { initialProps: { shown: V1 as VersionDto | null } },
    );
    act(() => result.current.setText("flowchart TD\n  A --> L"));
    expect(result.current.edits.dirty).toBe(true);
    rerender({ shown: null });
    expect(result.current.edits.version?.id).toBe("v1");
    expect(result.current.edits.loading).toBe(true);
    expect(result.current.edits.dirty).toBe(false);
  });
});

/**
 * @jest-environment jsdom
 */
/** The version-list rules of spec §4, on a fake clock. Answers are built from the contract. */
import {
  EMPTY_LIST,
  LATEST,
  currentVersionId,
  useVersionStore,
  versionApi,
  VERSION_LIST_TTL_MS,
} from "@/lib/stores/version-store";
import { viewerTypes } from "@/lib/contracts/artifacts";
import {
  versionListSchema,
  versionSchema,
  type VersionDto,
  type VersionSummary,
} from "@/lib/contracts/versions";

function summary(n: number, kind: VersionSummary["kind"] = "prd"): VersionSummary {
  const at = new Date(Date.UTC(2026, 10, n));
  return versionListSchema.parse([
    {
      kind,
      id: `v${n}`,
      version_number: n,
      created_at: at.toISOString(),
      timestamp: at.getTime(),
      date: at.toISOString().slice(0, 10),
      design_type: "web",
      view_url: null,
      status: "complete",
      is_deployed: false,
      title: null,
      source: "generated",
      round_id: null,
    },
  ])[0];
}
const full = (s: VersionSummary): VersionDto =>
  versionSchema.parse({ ...s, content: `content of ${s.id}`, meta: {} });

let now = 1_000_000;
let listAnswers: (() => Promise<VersionSummary[]>)[] = [];
const listCalls: string[] = [];
const getCalls: string[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  now = 1_000_000;
  listAnswers = [];
  listCalls.length = 0;
  getCalls.length = 0;
  useVersionStore.setState({ lists: {}, contents: {} });
  versionApi.now = () => now;
  versionApi.list = (chatId, type) => {
    listCalls.push(`${chatId}:${type}`);
    const next = listAnswers.shift();
    return next ? next() : Promise.resolve([]);
  };
  versionApi.get = async (_chatId, _type, id) => {
    getCalls.push(id);
    return full(summary(Number(id.slice(1))));
  };
});
afterEach(() => jest.useRealTimers());

const store = () => useVersionStore.getState();

describe("version lists (spec §4)", () => {
  it("reuses a non-empty list younger than 5 s unless forced", async () => {
    listAnswers.push(
      async () => [summary(2), summary(1)],
      async () => [summary(3), summary(2), summary(1)],
    );
    await store().loadVersions("c", "prd");
    now += VERSION_LIST_TTL_MS - 1;
    expect((await store().loadVersions("c", "prd")).map((v) => v.id)).toEqual(["v2", "v1"]);
    expect(listCalls).toHaveLength(1);
    expect((await store().loadVersions("c", "prd", { force: true })).map((v) => v.id)).toEqual([
      "v3",
      "v2",
      "v1",
    ]);
    expect(listCalls).toHaveLength(2);
  });

  it("loads again once the list is 5 s old, and always when it is empty", async () => {
    listAnswers.push(
      async () => [],
      async () => [summary(1)],
      async () => [summary(2), summary(1)],
    );
    await store().loadVersions("c", "prd");
    await store().loadVersions("c", "prd"); // empty: not reused
    expect(listCalls).toHaveLength(2);
    now += VERSION_LIST_TTL_MS;
    await store().loadVersions("c", "prd");
    expect(listCalls).toHaveLength(3);
    expect(
      store()
        .list("c", "prd")
        .versions.map((v) => v.id),
    ).toEqual(["v2", "v1"]);
  });

  it("a concurrent load returns the current list without a second request", async () => {
    let answer: (list: VersionSummary[]) => void = () => {};
    listAnswers.push(() => new Promise((resolve) => (answer = resolve)));
    const first = store().loadVersions("c", "mermaid");
    expect(store().list("c", "mermaid").isLoading).toBe(true);
    expect(await store().loadVersions("c", "mermaid", { force: true })).toEqual([]);
    answer([summary(1, "mermaid")]);
    expect((await first).map((v) => v.id)).toEqual(["v1"]);
    expect(listCalls).toHaveLength(1);
  });

  it("a version's content asked for twice at once is fetched once (opening a chat and its viewer)", async () => {
    const [a, b] = await Promise.all([
      store().loadContent("c", "mermaid", "v4"),
      store().selectVersion("c", "mermaid", "v4"),
    ]);
    expect(a?.content).toBe("content of v4");
    expect(b).toBe(a);
    expect(getCalls).toEqual(["v4"]);
    // Once loaded it comes from the store; a failed fetch is not remembered as loaded.
    await store().loadContent("c", "mermaid", "v4");
    expect(getCalls).toEqual(["v4"]);
    versionApi.get = async () => Promise.reject(new Error("offline"));
    await expect(store().loadContent("c", "mermaid", "v5")).rejects.toThrow("offline");
    versionApi.get = async (_chatId, _type, id) => (getCalls.push(id), full(summary(Number(id.slice(1)))));
    expect((await store().loadContent("c", "mermaid", "v5")).content).toBe("content of v5");
  });

  it("a failed load returns the existing list quietly", async () => {
    listAnswers.push(
      async () => [summary(1)],
      async () => Promise.reject(new Error("offline")),
    );
    await store().loadVersions("c", "prd");
    now += VERSION_LIST_TTL_MS;
    await expect(store().loadVersions("c", "prd")).resolves.toEqual([expect.objectContaining({ id: "v1" })]);
    expect(store().list("c", "prd")).toMatchObject({ isLoading: false });
  });

  it("selecting latest loads the list then the newest content; an id loads that version", async () => {
    listAnswers.push(async () => [summary(2), summary(1)]);
    const latest = await store().selectVersion("c", "prd", LATEST);
    expect(latest?.content).toBe("content of v2");
    expect(currentVersionId(store().list("c", "prd"))).toBe("v2");
    const older = await store().selectVersion("c", "prd", "v1");
    expect(older?.content).toBe("content of v1");
    expect(store().list("c", "prd").currentVersionId).toBe("v1");
    await store().selectVersion("c", "prd", "v1");
    expect(getCalls).toEqual(["v2", "v1"]); // versions are immutable: cached by id
  });

  it("the last selection wins: an older version's content arriving after 'latest' was picked does not take the viewer back", async () => {
    listAnswers.push(async () => [summary(2), summary(1)]);
    let answerV1: (v: VersionDto) => void = () => undefined;
    versionApi.get = async (_chatId, _type, id) => {
      getCalls.push(id);
      if (id === "v1") return new Promise<VersionDto>((resolve) => (answerV1 = resolve));
      return full(summary(Number(id.slice(1))));
    };
    const older = store().selectVersion("c", "prd", "v1"); // a version card: its content is slow
    await store().selectVersion("c", "prd", LATEST); // the user picks the latest meanwhile
    expect(store().list("c", "prd").currentVersionId).toBe(LATEST);
    answerV1(full(summary(1)));
    await older;
    expect(store().list("c", "prd").currentVersionId).toBe(LATEST);
    // A later selection of the same older version still applies.
    await store().selectVersion("c", "prd", "v1");
    expect(store().list("c", "prd").currentVersionId).toBe("v1");
  });

  it("creating a version reloads, switches to latest and emits <type>-versions-update", async () => {
    listAnswers.push(
      async () => [summary(1)],
      async () => [summary(2), summary(1)],
    );
    await store().selectVersion("c", "prototype", LATEST);
    await store().selectVersion("c", "prototype", "v1");
    const seen: string[] = [];
    window.addEventListener("prototype-versions-update", () => seen.push("prototype-versions-update"));
    await store().versionCreated("c", "prototype");
    expect(store().list("c", "prototype").currentVersionId).toBe(LATEST);
    expect(currentVersionId(store().list("c", "prototype"))).toBe("v2");
    expect(seen).toEqual(["prototype-versions-update"]);
  });

  it("for agentic, a new version switches to latest without loading its content", async () => {
    listAnswers.push(async () => [summary(1, "agentic")]);
    await store().versionCreated("c", "agentic");
    expect(getCalls).toEqual([]);
    expect(store().list("c", "agentic").currentVersionId).toBe(LATEST);
  });

  it("a version whose content was loaded while it was building shows its saved status and preview once saved", async () => {
    const building: VersionSummary = { ...summary(1, "agentic"), status: "building" };
    const built: VersionSummary = { ...summary(1, "agentic"), view_url: "/html/lite-app/v1" };
    versionApi.get = async (_chatId, _type, id) => (getCalls.push(id), full(building));
    listAnswers.push(
      async () => [building],
      async () => [built],
    );
    // The viewer opened with the round's plan and loaded the new version while it was building.
    await store().selectVersion("c", "agentic", LATEST);
    expect(store().contents.v1).toMatchObject({ status: "building", view_url: null });
    await store().versionCreated("c", "agentic");
    expect(store().contents.v1).toMatchObject({ status: "complete", view_url: "/html/lite-app/v1" });
    expect(getCalls).toEqual(["v1"]);
  });

  it("opening a chat asks once for every list, loads the newest of each kind present, and switches all eight types to latest", async () => {
    const listsCalls: string[] = [];
    versionApi.lists = async (chatId) => {
      listsCalls.push(chatId);
      return {
        lists: [
          { kind: "prd", versions: [summary(2), summary(1)] },
          { kind: "mermaid", versions: [summary(3, "mermaid")] },
        ],
      };
    };
    useVersionStore.setState({ lists: { "c:prototype": { ...EMPTY_LIST, currentVersionId: "old" } } });
    await store().openChat("c");
    expect(listsCalls).toEqual(["c"]);
    expect(listCalls).toEqual([]); // no list request per kind, none for kinds the chat does not have
    expect(getCalls.sort()).toEqual(["v2", "v3"]); // the newest of each kind present, nothing else
    expect(viewerTypes()).toHaveLength(8);
    for (const type of viewerTypes()) expect(store().list("c", type).currentVersionId).toBe(LATEST);
    expect(
      store()
        .list("c", "prd")
        .versions.map((v) => v.id),
    ).toEqual(["v2", "v1"]);
    expect(store().list("c", "prototype").versions).toEqual([]);
    expect(currentVersionId(store().list("c", "mermaid"))).toBe("v3");
    // The lists are fresh: selecting latest within 5 s asks nothing more.
    await store().selectVersion("c", "prd", LATEST);
    expect(listCalls).toEqual([]);
  });

  it("a lite app reverted to v2 opens on v2: the latest is the newest version a revert has not discarded", async () => {
    const reverted = { ...summary(3, "agentic"), status: "reverted" as const };
    versionApi.lists = async () => ({
      lists: [{ kind: "agentic", versions: [reverted, summary(2, "agentic"), summary(1, "agentic")] }],
    });
    await store().openChat("c");
    expect(store().list("c", "agentic").currentVersionId).toBe(LATEST);
    expect(currentVersionId(store().list("c", "agentic"))).toBe("v2");
    expect(getCalls).toEqual(["v2"]);
    // Selecting "latest" (the picker, a revert) shows v2 too.
    expect((await store().selectVersion("c", "agentic", LATEST))?.id).toBe("v2");
  });

  it("opening a chat whose lists fail to load sets every type to latest quietly", async () => {
    versionApi.lists = async () => Promise.reject(new Error("down"));
    useVersionStore.setState({ lists: { "c:mermaid": { ...EMPTY_LIST, currentVersionId: "old" } } });
    await store().openChat("c");
    for (const type of viewerTypes()) expect(store().list("c", type).currentVersionId).toBe(LATEST);
    expect(getCalls).toEqual([]);
  });
});

/**
 * Version lists per chat and viewer type, with the rules of spec §4:
 * - a non-empty list younger than 5 s is reused unless a refresh is forced;
 * - a concurrent load returns the current list (no second request);
 * - a failed load returns the existing list quietly;
 * - "latest" is the newest version a revert has not discarded (a lite app reverted to v2 opens on
 *   v2, not on the v3 it discarded);
 * - selecting "latest" loads the list, then the content of its newest entry; selecting
 *   an id loads that version's content; the current id is then recorded, unless a later selection
 *   was made meanwhile (the last choice wins);
 * - creating a version reloads the list, gives the contents already loaded their listed status,
 *   switches to latest (without loading content for kinds whose content is loaded on demand:
 *   lite apps) and emits a window event `<type>-versions-update`;
 * - opening a chat switches every viewer type to latest; on failure the ids are set to latest.
 *   It asks once for the lists of every kind the chat has (`GET /chats/{id}/version-lists`) and
 *   loads the newest content of each; kinds the chat has no version of cost no request.
 * Version contents are immutable, so they are cached by id for the session.
 */
import { create } from "zustand";
import { apiRequest } from "@/lib/api/client";
import {
  kindDefinition,
  kindOfViewer,
  versionPath,
  viewerOf,
  viewerTypes,
  type ViewerType,
} from "@/lib/contracts/artifacts";
import type { ChatVersionLists, VersionDto, VersionSummary } from "@/lib/contracts/versions";

export const VERSION_LIST_TTL_MS = 5000;
export const LATEST = "latest";

export type VersionList = {
  versions: VersionSummary[];
  /** The version shown: an id, or "latest" (follow the newest). */
  currentVersionId: string;
  /** A load of this list is under way: another load returns the current list instead. */
  isLoading: boolean;
  /** Date.now() of the last successful load; 0 = never. */
  lastUpdateTime: number;
};

export const EMPTY_LIST: VersionList = {
  versions: [],
  currentVersionId: LATEST,
  isLoading: false,
  lastUpdateTime: 0,
};

/** The newest version not discarded by a revert (lists answer newest first). */
export function newestVersion<V extends Pick<VersionSummary, "status">>(
  versions: readonly V[],
): V | undefined {
  return versions.find((v) => v.status !== "reverted") ?? versions[0];
}

type Key = `${string}:${ViewerType}`;
const keyOf = (chatId: string, type: ViewerType): Key => `${chatId}:${type}`;

/** Network seam: tests replace these; the app calls the version routes of spec §7. */
export const versionApi = {
  lists: (chatId: string) =>
    apiRequest<ChatVersionLists>(`/api/chats/${encodeURIComponent(chatId)}/version-lists`),
  list: (chatId: string, type: ViewerType) =>
    apiRequest<VersionSummary[]>(versionPath(kindOfViewer(type), chatId)),
  get: (chatId: string, type: ViewerType, versionId: string) =>
    apiRequest<VersionDto>(versionPath(kindOfViewer(type), chatId, versionId)),
  now: () => Date.now(),
};

type VersionStore = {
  lists: Partial<Record<Key, VersionList>>;
  contents: Record<string, VersionDto>;
  list: (chatId: string, type: ViewerType) => VersionList;
  loadVersions: (chatId: string, type: ViewerType, opts?: { force?: boolean }) => Promise<VersionSummary[]>;
  /** Selects "latest" or a version id; resolves to the version shown (null: none yet). */
  selectVersion: (chatId: string, type: ViewerType, versionId: string) => Promise<VersionDto | null>;
  loadContent: (chatId: string, type: ViewerType, versionId: string) => Promise<VersionDto>;
  versionCreated: (chatId: string, type: ViewerType) => Promise<void>;
  /**
   * Versions changed status without a new one (a lite app deployed or reverted): the list is
   * reloaded and the versions already loaded take their new status; the selection stays.
   */
  statusesChanged: (chatId: string, type: ViewerType) => Promise<void>;
  openChat: (chatId: string) => Promise<void>;
};

/** Version contents being fetched now, by version id (their requests are shared). */
const loadingContents = new Map<string, Promise<VersionDto>>();

/**
 * The newest selection per list: a selection records itself only if no later one was made while
 * its content loaded, so the user's last choice wins (picking "latest" while an older version's
 * content is still on its way must not be undone when it arrives).
 */
const selections = new Map<Key, number>();

export const useVersionStore = create<VersionStore>((set, get) => {
  const patch = (chatId: string, type: ViewerType, change: Partial<VersionList>) =>
    set((state) => {
      const key = keyOf(chatId, type);
      return { lists: { ...state.lists, [key]: { ...(state.lists[key] ?? EMPTY_LIST), ...change } } };
    });

  /** Every viewer type of the chat at once: `change` gives each its new fields. */
  const patchAll = (chatId: string, change: (type: ViewerType) => Partial<VersionList>) =>
    set((state) => {
      const lists = { ...state.lists };
      for (const type of viewerTypes())
        lists[keyOf(chatId, type)] = { ...(state.lists[keyOf(chatId, type)] ?? EMPTY_LIST), ...change(type) };
      return { lists };
    });

  /**
   * Loaded contents take the status, deployment and address the list reports now: a content
   * loaded while its version was still building would otherwise stay "building", with no preview.
   */
  const refreshLoaded = (versions: VersionSummary[]) =>
    set((state) => {
      const contents = { ...state.contents };
      for (const summary of versions) {
        const loaded = contents[summary.id];
        if (loaded)
          contents[summary.id] = {
            ...loaded,
            status: summary.status,
            is_deployed: summary.is_deployed,
            view_url: summary.view_url,
          };
      }
      return { contents };
    });

  return {
    lists: {},
    contents: {},
    list: (chatId, type) => get().lists[keyOf(chatId, type)] ?? EMPTY_LIST,

    async loadVersions(chatId, type, opts = {}) {
      const current = get().list(chatId, type);
      if (
        !opts.force &&
        current.versions.length > 0 &&
        versionApi.now() - current.lastUpdateTime < VERSION_LIST_TTL_MS
      )
        return current.versions;
      if (current.isLoading) return current.versions;
      patch(chatId, type, { isLoading: true });
      try {
        const versions = await versionApi.list(chatId, type);
        patch(chatId, type, { versions, isLoading: false, lastUpdateTime: versionApi.now() });
        return versions;
      } catch {
        patch(chatId, type, { isLoading: false });
        return get().list(chatId, type).versions;
      }
    },

    async loadContent(chatId, type, versionId) {
      const cached = get().contents[versionId];
      if (cached) return cached;
      // One request per version: opening a chat and its viewer ask for the same newest version
      // at the same moment (a flowchart's was fetched twice).
      const inFlight = loadingContents.get(versionId);
      if (inFlight) return inFlight;
      const loading = versionApi.get(chatId, type, versionId).then((version) => {
        set((state) => ({ contents: { ...state.contents, [version.id]: version } }));
        return version;
      });
      loadingContents.set(versionId, loading);
      try {
        return await loading;
      } finally {
        loadingContents.delete(versionId);
      }
    },

    async selectVersion(chatId, type, versionId) {
      const key = keyOf(chatId, type);
      const ticket = (selections.get(key) ?? 0) + 1;
      selections.set(key, ticket);
      const stillNewest = () => selections.get(key) === ticket;
      if (versionId === LATEST) {
        const versions = await get().loadVersions(chatId, type);
        if (stillNewest()) patch(chatId, type, { currentVersionId: LATEST });
        const newest = newestVersion(versions);
        return newest ? get().loadContent(chatId, type, newest.id) : null;
      }
      const version = await get().loadContent(chatId, type, versionId);
      if (stillNewest()) patch(chatId, type, { currentVersionId: versionId });
      return version;
    },

    async versionCreated(chatId, type) {
      const versions = await get().loadVersions(chatId, type, { force: true });
      // The new version's content may have been loaded while it was building (the viewer opens
      // with the round's plan, and a quick model's round saves the version at once).
      refreshLoaded(versions);
      patch(chatId, type, { currentVersionId: LATEST });
      const newest = newestVersion(versions);
      if (!kindDefinition(kindOfViewer(type)).lazyContent && newest)
        await get()
          .loadContent(chatId, type, newest.id)
          .catch(() => undefined);
      if (typeof window !== "undefined")
        window.dispatchEvent(new CustomEvent(`${type}-versions-update`, { detail: { chatId, versions } }));
    },

    async statusesChanged(chatId, type) {
      refreshLoaded(await get().loadVersions(chatId, type, { force: true }));
    },

    async openChat(chatId) {
      let answer: ChatVersionLists;
      try {
        answer = await versionApi.lists(chatId);
      } catch {
        patchAll(chatId, () => ({ currentVersionId: LATEST }));
        return;
      }
      const found = new Map(answer.lists.map(({ kind, versions }) => [viewerOf(kind), versions]));
      const at = versionApi.now();
      patchAll(chatId, (type) => ({
        versions: found.get(type) ?? [],
        currentVersionId: LATEST,
        isLoading: false,
        lastUpdateTime: at,
      }));
      await Promise.all(
        [...found].map(([type, versions]) => {
          const newest = newestVersion(versions);
          return newest
            ? get()
                .loadContent(chatId, type, newest.id)
                .catch(() => undefined)
            : undefined;
        }),
      );
    },
  };
});

/** The version a viewer shows: the newest for "latest", else the selected one (null: none). */
export function currentVersionId(list: VersionList): string | null {
  return list.currentVersionId === LATEST
    ? (newestVersion(list.versions)?.id ?? null)
    : list.currentVersionId;
}

/**
 * Version lists per chat and viewer type, with the rules of spec §4:
 * - a non-empty list younger than 5 s is reused unless a refresh is forced;
 * - a concurrent load returns the current list (no second request);
 * - a failed load returns the existing list quietly;
 * - selecting "latest" loads the list, then the content of its first (newest) entry; selecting
 *   an id loads that version's content; the current id is then recorded;
 * - creating a version reloads the list, switches to latest (without loading content for
 *   agentic) and emits a window event named `<type>-versions-update`;
 * - opening a chat switches all eight types to latest; on failure the ids are set to latest.
 * Version contents are immutable, so they are cached by id for the session.
 */
import { create } from "zustand";
import { apiRequest } from "@/lib/api/client";
import { KIND_OF_VIEWER, VIEWER_TYPES, versionPath, type ViewerType } from "@/lib/contracts/artifacts";
import type { VersionDto, VersionSummary } from "@/lib/contracts/versions";

export const VERSION_LIST_TTL_MS = 5000;
export const LATEST = "latest";

export type VersionList = {
  versions: VersionSummary[];
  /** The version shown: an id, or "latest" (follow the newest). */
  currentVersionId: string;
  isLoading: boolean;
  /** Date.now() of the last successful load; 0 = never. */
  lastUpdateTime: number;
};

export const EMPTY_LIST: VersionList = { versions: [], currentVersionId: LATEST, isLoading: false, lastUpdateTime: 0 };

type Key = `${string}:${ViewerType}`;
const keyOf = (chatId: string, type: ViewerType): Key => `${chatId}:${type}`;

/** Network seam: tests replace these; the app calls the version routes of spec §7. */
export const versionApi = {
  list: (chatId: string, type: ViewerType) => apiRequest<VersionSummary[]>(versionPath(KIND_OF_VIEWER[type], chatId)),
  get: (chatId: string, type: ViewerType, versionId: string) => apiRequest<VersionDto>(versionPath(KIND_OF_VIEWER[type], chatId, versionId)),
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
  openChat: (chatId: string) => Promise<void>;
};

const inFlight = new Map<Key, Promise<VersionSummary[]>>();

export const useVersionStore = create<VersionStore>((set, get) => {
  const patch = (chatId: string, type: ViewerType, change: Partial<VersionList>) =>
    set((state) => {
      const key = keyOf(chatId, type);
      return { lists: { ...state.lists, [key]: { ...(state.lists[key] ?? EMPTY_LIST), ...change } } };
    });

  return {
    lists: {},
    contents: {},
    list: (chatId, type) => get().lists[keyOf(chatId, type)] ?? EMPTY_LIST,

    async loadVersions(chatId, type, opts = {}) {
      const key = keyOf(chatId, type);
      const current = get().list(chatId, type);
      if (!opts.force && current.versions.length > 0 && versionApi.now() - current.lastUpdateTime < VERSION_LIST_TTL_MS) return current.versions;
      if (inFlight.has(key) || current.isLoading) return current.versions;
      patch(chatId, type, { isLoading: true });
      const request = versionApi
        .list(chatId, type)
        .then((versions) => {
          patch(chatId, type, { versions, isLoading: false, lastUpdateTime: versionApi.now() });
          return versions;
        })
        .catch(() => {
          patch(chatId, type, { isLoading: false });
          return get().list(chatId, type).versions;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return request;
    },

    async loadContent(chatId, type, versionId) {
      const cached = get().contents[versionId];
      if (cached) return cached;
      const version = await versionApi.get(chatId, type, versionId);
      set((state) => ({ contents: { ...state.contents, [version.id]: version } }));
      return version;
    },

    async selectVersion(chatId, type, versionId) {
      if (versionId === LATEST) {
        const versions = await get().loadVersions(chatId, type);
        patch(chatId, type, { currentVersionId: LATEST });
        const newest = versions[0];
        return newest ? get().loadContent(chatId, type, newest.id) : null;
      }
      const version = await get().loadContent(chatId, type, versionId);
      patch(chatId, type, { currentVersionId: versionId });
      return version;
    },

    async versionCreated(chatId, type) {
      const versions = await get().loadVersions(chatId, type, { force: true });
      patch(chatId, type, { currentVersionId: LATEST });
      if (type !== "agentic" && versions[0]) await get().loadContent(chatId, type, versions[0].id).catch(() => undefined);
      if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(`${type}-versions-update`, { detail: { chatId, versions } }));
    },

    async openChat(chatId) {
      await Promise.all(
        VIEWER_TYPES.map((type) =>
          get()
            .selectVersion(chatId, type, LATEST)
            .catch(() => patch(chatId, type, { currentVersionId: LATEST })),
        ),
      );
    },
  };
});

/** The version a viewer shows: the newest for "latest", else the selected one (null: none). */
export function currentVersionId(list: VersionList): string | null {
  return list.currentVersionId === LATEST ? (list.versions[0]?.id ?? null) : list.currentVersionId;
}

/**
 * Which configured notices to show (spec §3, §4): inside their time window, not read for their
 * current version; repeatable ones come back after their interval (default 1 day); read status
 * is remembered for 4 weeks; higher priority first.
 */
export type NotificationType = "update" | "guide" | "tour_guide" | "announcement" | "feature" | "warning";
export type Priority = "high" | "medium" | "low";

export type NotificationConfig = {
  id: string;
  type: NotificationType;
  version: number;
  title: string;
  body: string;
  startTime: string;
  endTime: string | null;
  repeatable: boolean;
  /** Seconds. */
  repeatInterval: number;
  priority: Priority;
};

export type ReadRecord = { version: number; readAt: number };
export type ReadState = Record<string, ReadRecord>;

export const READ_MEMORY_MS = 28 * 24 * 60 * 60 * 1000;
export const DEFAULT_REPEAT_SECONDS = 24 * 60 * 60;
const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

/** Drops read records older than 4 weeks. */
export function pruneReadState(state: ReadState, now: number): ReadState {
  return Object.fromEntries(Object.entries(state).filter(([, r]) => now - r.readAt < READ_MEMORY_MS));
}

export function isVisible(n: NotificationConfig, state: ReadState, now: number): boolean {
  const start = Date.parse(n.startTime);
  const end = n.endTime ? Date.parse(n.endTime) : Infinity;
  if (!(start <= now && now < end)) return false;
  const read = state[n.id];
  if (!read || now - read.readAt >= READ_MEMORY_MS) return true;
  if (read.version !== n.version) return true;
  if (n.repeatable) return now - read.readAt >= (n.repeatInterval || DEFAULT_REPEAT_SECONDS) * 1000;
  return false;
}

export function visibleNotifications(
  list: NotificationConfig[],
  state: ReadState,
  now: number,
): NotificationConfig[] {
  return list
    .filter((n) => isVisible(n, state, now))
    .sort(
      (a, b) =>
        PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
        Date.parse(b.startTime) - Date.parse(a.startTime),
    );
}

export function markRead(state: ReadState, n: NotificationConfig, now: number): ReadState {
  return { ...pruneReadState(state, now), [n.id]: { version: n.version, readAt: now } };
}

"use client";
/**
 * Shows the most important configured notice that is due (lib/notifications/visibility.ts);
 * "Got it" marks it read for its current version. Read state lives in localStorage (4 weeks).
 * It is a strip in the flow at the top of the workspace column (the shell places it), so it
 * pushes the page down instead of floating over the chat, a document or the composer.
 */
import useSWR from "swr";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { fetcher } from "@/lib/api/client";
import {
  markRead,
  pruneReadState,
  visibleNotifications,
  type NotificationConfig,
  type ReadState,
} from "@/lib/notifications/visibility";

const STORAGE_KEY = "vibe.notifications.read";
const TONE: Record<string, string> = {
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  announcement: "border-brand-100 bg-brand-50 text-ink-900",
};

function loadState(): ReadState {
  if (typeof window === "undefined") return {};
  try {
    return pruneReadState(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}") as ReadState, Date.now());
  } catch {
    return {};
  }
}

export function NotificationBanner() {
  const t = useTranslations("notifications");
  const { data } = useSWR<NotificationConfig[]>("/api/notifications", fetcher, { shouldRetryOnError: false });
  // Read once per page load; nothing renders before the notices arrive, so server and client agree.
  const [state, setState] = useState<ReadState>(loadState);
  const [openedAt] = useState(() => Date.now());
  if (!data) return null;
  const [current] = visibleNotifications(data, state, openedAt);
  if (!current) return null;
  const dismiss = () => {
    const next = markRead(state, current, Date.now());
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    setState(next);
  };
  return (
    <div
      role="status"
      data-testid="notification-banner"
      className={`flex shrink-0 items-start gap-3 border-b px-4 py-2.5 md:items-center md:px-5 ${TONE[current.type] ?? "border-slate-200 bg-slate-50 text-ink-900"}`}
    >
      <p className="min-w-0 flex-1 text-sm leading-snug">
        <span className="font-semibold">{current.title}</span>
        <span className="text-ink-700"> · {current.body}</span>
      </p>
      <button
        type="button"
        onClick={dismiss}
        className="-my-1 shrink-0 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t("dismiss")}
      </button>
    </div>
  );
}

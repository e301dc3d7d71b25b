"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import useSWR from "swr";
import { useTranslations } from "next-intl";
import { fetcher } from "@/lib/api/client";

export type ChatSummary = { id: string; title: string; updated_at: string; is_favorite: boolean; last_message: string | null };
type ChatPage = { items: ChatSummary[]; total: number; has_more: boolean };

export const CHAT_LIST_KEY = "/api/chats?page=1&page_size=15";

export function ChatSidebar({ activeChatId, userName }: { activeChatId?: string; userName: string }) {
  const t = useTranslations();
  const { data } = useSWR<ChatPage>(CHAT_LIST_KEY, fetcher);
  const pathname = usePathname();
  return (
    <aside aria-label={t("chat.sidebarLabel")} className="flex w-64 shrink-0 flex-col border-r border-slate-200 bg-slate-50">
      <div className="p-4">
        <Link href="/chat" className="block rounded-lg bg-brand-600 px-3 py-2 text-center text-sm font-medium text-white hover:bg-brand-700">
          + {t("chat.newChat")}
        </Link>
      </div>
      <h2 className="px-4 pb-2 text-xs font-semibold uppercase tracking-wide text-ink-500">{t("chat.recentChats")}</h2>
      <nav className="flex-1 overflow-y-auto px-2">
        {data && data.items.length === 0 && <p className="px-2 text-sm text-ink-500">{t("chat.noChats")}</p>}
        <ul className="space-y-1">
          {data?.items.map((chat) => (
            <li key={chat.id}>
              <Link
                href={`/chat/${chat.id}`}
                aria-current={chat.id === activeChatId ? "page" : undefined}
                className={`block truncate rounded-md px-3 py-2 text-sm ${chat.id === activeChatId ? "bg-white font-medium shadow-sm" : "text-ink-700 hover:bg-white"}`}
              >
                {chat.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex items-center justify-between gap-2 border-t border-slate-200 p-4">
        <Link
          href="/chat/info"
          aria-current={pathname === "/chat/info" ? "page" : undefined}
          title={t("userCenter.title")}
          className="min-w-0 truncate rounded-md px-2 py-1 text-sm text-ink-700 hover:bg-white hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current=page]:bg-white aria-[current=page]:font-medium"
        >
          <span data-testid="user-name">{userName}</span>
          <span className="sr-only"> — {t("userCenter.sidebarLink")}</span>
        </Link>
        <form action="/auth/logout" method="post">
          <button type="submit" className="rounded-md px-2 py-1 text-sm text-ink-500 hover:bg-white hover:text-ink-900">
            {t("common.signOut")}
          </button>
        </form>
      </div>
    </aside>
  );
}

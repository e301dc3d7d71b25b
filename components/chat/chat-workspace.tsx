"use client";
import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import useSWR, { useSWRConfig } from "swr";
import { useLocale, useTranslations } from "next-intl";
import { apiRequest, fetcher } from "@/lib/api/client";
import { ClientApiError } from "@/lib/api/api-error";
import { useChatState, useChatStore } from "@/lib/stores/chat-store";
import { runChatStream, stopChatStream } from "@/lib/chat/run-chat-stream";
import { CHAT_LIST_KEY, ChatSidebar } from "./chat-sidebar";
import { ChatInput } from "./chat-input";
import { MessageBubble } from "./message-bubble";
import { handleApiError } from "@/lib/api/handle-api-error";
import { useStreamTexts } from "./use-stream-texts";
import { LanguageSwitcher } from "@/components/ui/language-switcher";
import type { Locale } from "@/lib/i18n/config";
import { languageSwitcherLabels } from "@/lib/i18n/language-labels";

import type { MessageDto } from "@/lib/contracts/chat";
import { CHAT_MODES, type ChatMode } from "@/lib/contracts/modes";
import { useVersionStore } from "@/lib/stores/version-store";
import { SideViewer } from "@/components/viewer/side-viewer";
import { VersionCards } from "@/components/viewer/version-cards";
import { Group, Panel, Separator } from "react-resizable-panels";
import { useState } from "react";
type ModelList = { models: { id: string; label: string; offline: boolean }[]; default_model: string };

export function ChatWorkspace({ chatId, userName }: { chatId?: string; userName: string }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const languageT = useTranslations("language");
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const texts = useStreamTexts();
  const runtime = useChatState(chatId, (s) => s.streaming);
  const messagesKey = chatId ? `/api/chats/${chatId}/messages` : null;
  const { data: messages, error: loadError, isLoading } = useSWR<MessageDto[]>(messagesKey, fetcher);
  const { data: models } = useSWR<ModelList>("/api/models", fetcher);
  const bottom = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<ChatMode>("normal");
  const activeViewer = useChatState(chatId, (s) => s.activeViewer);

  // Opening a chat switches every viewer type to its latest version (spec §4).
  useEffect(() => {
    if (chatId) void useVersionStore.getState().openChat(chatId);
  }, [chatId]);

  const model = models?.models.find((m) => m.id === models.default_model);
  const partialShown = runtime.active || (runtime.pendingUserText !== null && runtime.outcome !== null);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [messages?.length, runtime.reply]);

  async function send(text: string) {
    let id = chatId;
    try {
      if (!id) {
        id = (await apiRequest<{ id: string }>("/api/chats", { method: "POST", json: {} })).id;
        router.push(`/chat/${id}`);
      }
      await runChatStream(id, { content: text, mode, model: model?.id }, texts);
    } catch (error) {
      handleApiError(error, t("errors.responseError"));
    } finally {
      if (id) {
        await Promise.all([mutate(`/api/chats/${id}/messages`), mutate(CHAT_LIST_KEY)]);
        useChatStore.getState().patchStreaming(id, { pendingUserText: null, reply: "" });
      }
    }
  }

  const notFound = loadError instanceof ClientApiError && loadError.errno === 404;
  const empty = !chatId || (messages?.length === 0 && !partialShown);

  return (
    <div className="flex h-screen">
      <ChatSidebar activeChatId={chatId} userName={userName} />
      <Group orientation="horizontal" className="min-w-0 flex-1">
      <Panel minSize={30} className="flex min-w-0">
      <main className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-2 border-b border-slate-200 px-6 py-3 text-sm">
          <LanguageSwitcher current={locale} labels={languageSwitcherLabels(languageT, locale)} className="mr-auto" />
          <span className="text-ink-500">{t("chat.model")}:</span>
          <span className="font-medium" title={model?.offline ? t("chat.offlineHint") : undefined}>
            {model?.label ?? "…"}
          </span>
          {model?.offline && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">{t("common.offlineBadge")}</span>}
        </header>
        <section className="flex-1 overflow-y-auto px-6 py-6" aria-live="polite">
          <div className="mx-auto flex max-w-3xl flex-col gap-4">
            {notFound && <p className="text-center text-ink-500">{t("chat.chatNotFound")}</p>}
            {chatId && isLoading && <p className="text-center text-ink-500">{t("chat.loadingHistory")}</p>}
            {empty && !notFound && !isLoading && (
              <div className="py-20 text-center">
                <h1 className="text-3xl font-semibold">{t("chat.welcomeTitle")}</h1>
                <p className="mt-3 text-ink-500">{t("chat.welcomeSubtitle")}</p>
              </div>
            )}
            {messages?.map((m) => (
              <div key={m.id}>
                <MessageBubble role={m.role} content={m.content} />
                {chatId && m.extension.versions && <VersionCards chatId={chatId} versions={m.extension.versions} />}
              </div>
            ))}
            {partialShown && runtime.pendingUserText && (
              <>
                <MessageBubble role="user" content={runtime.pendingUserText} />
                <MessageBubble role="assistant" content={runtime.reply} streaming={runtime.active} />
              </>
            )}
            {runtime.reconnecting && <p className="text-sm text-ink-500">{t("chat.reconnecting")}</p>}
            {runtime.outcome === "stopped" && <p className="text-sm text-ink-500">{t("chat.stopped")}</p>}
            {runtime.outcome === "error" && <p className="text-sm text-red-600">{runtime.error ?? t("chat.failed")}</p>}
            <div ref={bottom} />
          </div>
        </section>
        <div className="px-6 pb-6">
          <div className="mx-auto max-w-3xl">
            <label className="mb-2 flex items-center gap-2 text-xs text-ink-500">
              {t("chat.modeLabel")}
              <select value={mode} onChange={(e) => setMode(e.target.value as ChatMode)} className="rounded-md border border-slate-300 px-2 py-1 text-xs" data-testid="mode-picker">
                {CHAT_MODES.map((m) => (
                  <option key={m} value={m}>
                    {t(`chat.modes.${m}`)}
                  </option>
                ))}
              </select>
            </label>
            <ChatInput streaming={runtime.active} onSend={send} onStop={() => chatId && stopChatStream(chatId)} />
          </div>
        </div>
      </main>
      </Panel>
      {chatId && activeViewer && (
        <>
          <Separator className="w-1 bg-slate-200 hover:bg-brand-500" />
          <Panel minSize={25} defaultSize={50}>
            <SideViewer chatId={chatId} viewer={activeViewer} />
          </Panel>
        </>
      )}
      </Group>
    </div>
  );
}

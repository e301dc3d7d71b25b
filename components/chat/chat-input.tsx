"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";

/** Enter sends, Shift+Enter inserts a newline (spec §9 shortcuts). */
export function ChatInput({ streaming, onSend, onStop }: { streaming: boolean; onSend: (text: string) => void; onStop: () => void }) {
  const t = useTranslations("chat");
  const [text, setText] = useState("");
  const send = () => {
    const value = text.trim();
    if (!value || streaming) return;
    onSend(value);
    setText("");
  };
  return (
    <form
      className="flex items-end gap-2 rounded-2xl border border-slate-300 bg-white p-2 shadow-sm focus-within:border-brand-500"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        {t("placeholder")}
      </label>
      <textarea
        id="chat-input"
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
        placeholder={t("placeholder")}
        className="max-h-48 flex-1 resize-none bg-transparent px-2 py-1 text-[15px] outline-none"
      />
      {streaming ? (
        <button type="button" onClick={onStop} className="rounded-xl bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-900">
          {t("stop")}
        </button>
      ) : (
        <button type="submit" disabled={!text.trim()} className="rounded-xl bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-40">
          {t("send")}
        </button>
      )}
    </form>
  );
}

"use client";
import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { useTranslations } from "next-intl";

export function MessageBubble({ role, content, streaming }: { role: string; content: string; streaming?: boolean }) {
  const t = useTranslations("chat");
  const mine = role === "user";
  return (
    <article className={`flex ${mine ? "justify-end" : "justify-start"}`} data-role={role} aria-busy={streaming || undefined}>
      <div className={`max-w-[85%] rounded-2xl px-4 py-3 text-[15px] leading-relaxed ${mine ? "bg-brand-600 text-white" : "border border-slate-200 bg-white"}`}>
        <p className={`mb-1 text-xs font-medium ${mine ? "text-brand-100" : "text-ink-500"}`}>{mine ? t("you") : t("assistant")}</p>
        {mine ? (
          <p className="whitespace-pre-wrap">{content}</p>
        ) : (
          <div className="markdown-body">
            <ReactMarkdown remarkPlugins={[remarkGfm]}>{content}</ReactMarkdown>
            {streaming && <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-brand-500 align-middle" aria-hidden />}
          </div>
        )}
      </div>
    </article>
  );
}

"use client";
/** Under a reply: the knowledge the round was given, and what did not fit the token budget. */
import { useTranslations } from "next-intl";
import type { KnowledgeUse } from "@/lib/contracts/chat";
import { ItemTypeIcon } from "./item-type-icon";

export function KnowledgeUsed({ knowledge }: { knowledge?: KnowledgeUse[] }) {
  const t = useTranslations("space.used");
  if (!knowledge?.length) return null;
  return (
    <div
      className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-ink-500"
      data-testid="knowledge-used"
    >
      <span>{t("label")}:</span>
      {knowledge.map((k) => (
        <span
          key={k.id}
          className={`inline-flex max-w-[16rem] items-center gap-1.5 rounded-md border border-slate-200 bg-white py-0.5 pr-2 pl-0.5 ${k.use === "skipped" ? "opacity-60" : ""}`}
        >
          <ItemTypeIcon type={k.type} size="sm" />
          <span className="truncate text-ink-900">{k.title}</span>
          {k.use !== "full" && <span className="shrink-0">({t(k.use)})</span>}
        </span>
      ))}
    </div>
  );
}

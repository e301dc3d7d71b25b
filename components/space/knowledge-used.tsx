"use client";
/**
 * Under a reply: the knowledge the round read (all of an item, or its passages about the
 * question), then the items it did not use and why (not about this question, over the budget,
 * no text). Messages saved before passages were ranked say "partly (too long)" / "skipped".
 */
import { useTranslations } from "next-intl";
import type { KnowledgeUse } from "@/lib/contracts/chat";
import { ItemTypeIcon } from "./item-type-icon";

type Translate = ReturnType<typeof useTranslations<"space.used">>;

function note(k: KnowledgeUse, t: Translate): string | null {
  if (k.use === "full") return null;
  if (k.use === "partial")
    return k.passages === undefined
      ? t("partial")
      : t(k.reason === "over_budget" ? "overBudget" : "passages", { count: k.passages });
  if (k.use === "skipped") return k.reason ? t("budget") : t("skipped");
  return t(k.reason === "empty" ? "empty" : "notRelevant");
}

function Chip({ k, t, muted }: { k: KnowledgeUse; t: Translate; muted: boolean }) {
  const said = note(k, t);
  return (
    <span
      className={`inline-flex max-w-[22rem] items-center gap-1.5 rounded-md border border-slate-200 bg-white py-0.5 pr-2 pl-0.5 ${muted ? "opacity-70" : ""}`}
      data-use={k.use}
    >
      <ItemTypeIcon type={k.type} size="sm" />
      <span className="truncate text-ink-900">{k.title}</span>
      {said && <span className="shrink-0">({said})</span>}
    </span>
  );
}

export function KnowledgeUsed({ knowledge }: { knowledge?: KnowledgeUse[] }) {
  const t = useTranslations("space.used");
  if (!knowledge?.length) return null;
  const used = knowledge.filter((k) => k.use === "full" || k.use === "partial");
  // Old messages said "skipped" without a reason and showed it among the used items.
  const unused = knowledge.filter((k) => k.use === "unused" || (k.use === "skipped" && k.reason));
  const legacySkipped = knowledge.filter((k) => k.use === "skipped" && !k.reason);
  return (
    <div className="mt-2 flex flex-col gap-1 text-xs text-ink-500" data-testid="knowledge-used">
      {(used.length > 0 || legacySkipped.length > 0) && (
        <div className="flex flex-wrap items-center gap-1.5">
          <span>{t("label")}:</span>
          {[...used, ...legacySkipped].map((k) => (
            <Chip key={k.id} k={k} t={t} muted={k.use === "skipped"} />
          ))}
        </div>
      )}
      {unused.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5" data-testid="knowledge-unused">
          <span>{t("notUsed")}:</span>
          {unused.map((k) => (
            <Chip key={k.id} k={k} t={t} muted />
          ))}
        </div>
      )}
    </div>
  );
}

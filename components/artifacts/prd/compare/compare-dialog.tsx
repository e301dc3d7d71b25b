"use client";
/**
 * Compare two versions of the PRD: pick them, read the changed sections side by side with the
 * changed words marked (stacked before/after on a phone); unchanged sections fold away.
 */
import { useEffect, useMemo, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { textField } from "@/components/ui/button-styles";
import { useVersionStore } from "@/lib/stores/version-store";
import { plainHeading, PREAMBLE_ID } from "@/lib/contracts/content/prd";
import type { VersionDto } from "@/lib/contracts/versions";
import { MarkdownView } from "../markdown-view";
import { diffBlocks, diffSections, diffWords, type BlockPair, type SectionPair } from "./section-diff";
import { prdKind } from "@/lib/contracts/kinds";

type Props = {
  chatId: string;
  currentId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const STATUS_STYLE: Record<SectionPair["status"], string> = {
  same: "bg-slate-100 text-ink-500",
  changed: "bg-amber-100 text-amber-800",
  added: "bg-emerald-100 text-emerald-800",
  removed: "bg-red-100 text-red-800",
};

function DiffText({ before, after, side }: { before: string; after: string; side: "before" | "after" }) {
  const parts = useMemo(() => diffWords(before, after), [before, after]);
  return (
    <p className="font-mono text-[12.5px] leading-6 break-words whitespace-pre-wrap text-ink-900">
      {parts.map((part, i) => {
        if (part.added)
          return side === "after" ? (
            <ins key={i} className="rounded-sm bg-emerald-200/70 text-emerald-950 no-underline">
              {part.value}
            </ins>
          ) : null;
        if (part.removed)
          return side === "before" ? (
            <del key={i} className="rounded-sm bg-red-200/70 text-red-950 decoration-red-600">
              {part.value}
            </del>
          ) : null;
        return <span key={i}>{part.value}</span>;
      })}
    </p>
  );
}

const CELL = "min-w-0 rounded-lg px-3 py-2";

/** One block of a changed section on one side: kept, rewritten (words marked), added or removed. */
function BlockCell({ pair, side }: { pair: BlockPair; side: "before" | "after" }) {
  const t = useTranslations("prdEditor.compare");
  const text = side === "before" ? pair.before : pair.after;
  if (text === null)
    return <div className={`${CELL} hidden border border-dashed border-slate-200 sm:block`} aria-hidden />;
  const label = (
    <p className="mb-1 text-[11px] font-semibold text-ink-500 sm:hidden">
      {side === "before" ? t("before") : t("after")}
    </p>
  );
  if (pair.status === "changed")
    return (
      <div className={`${CELL} ${side === "before" ? "bg-red-50/70" : "bg-emerald-50/70"}`}>
        {label}
        <DiffText before={pair.before ?? ""} after={pair.after ?? ""} side={side} />
      </div>
    );
  const tint =
    pair.status === "added"
      ? "bg-emerald-50/70 ring-1 ring-emerald-200"
      : pair.status === "removed"
        ? "bg-red-50/70 ring-1 ring-red-200"
        : "";
  return (
    <div className={`${CELL} ${tint} ${pair.status === "same" ? "opacity-60" : ""}`}>
      {pair.status !== "same" && label}
      <MarkdownView markdown={text} className="text-[14px] [&>*:first-child]:mt-0 [&>*:last-child]:mb-0" />
    </div>
  );
}

/** The rows of a section: its blocks side by side; long runs of unchanged blocks fold away. */
function SectionRows({ pair, showAll }: { pair: SectionPair; showAll: boolean }) {
  const t = useTranslations("prdEditor.compare");
  const rows: BlockPair[] =
    pair.status === "changed"
      ? diffBlocks(pair.before ?? "", pair.after ?? "")
      : [{ status: pair.status, before: pair.before, after: pair.after }];
  const near = (i: number) => rows.slice(Math.max(0, i - 1), i + 2).some((r) => r.status !== "same");
  const out: React.ReactNode[] = [];
  let folded = 0;
  rows.forEach((row, i) => {
    if (row.status === "same" && !showAll && !near(i)) {
      folded++;
      return;
    }
    if (folded > 0) {
      out.push(
        <p key={`fold-${i}`} className="py-1 text-center text-xs text-ink-500">
          {t("foldedBlocks", { count: folded })}
        </p>,
      );
      folded = 0;
    }
    out.push(
      <div
        key={i}
        className="grid gap-2 sm:grid-cols-2 sm:gap-4"
        data-testid="compare-block"
        data-status={row.status}
      >
        {row.status === "same" ? (
          <>
            <BlockCell pair={row} side="before" />
            <div className="hidden sm:block">
              <BlockCell pair={row} side="after" />
            </div>
          </>
        ) : (
          <>
            <BlockCell pair={row} side="before" />
            <BlockCell pair={row} side="after" />
          </>
        )}
      </div>,
    );
  });
  if (folded > 0)
    out.push(
      <p key="fold-end" className="py-1 text-center text-xs text-ink-500">
        {t("foldedBlocks", { count: folded })}
      </p>,
    );
  return <div className="flex flex-col gap-2">{out}</div>;
}

export function CompareDialog({ chatId, currentId, open, onOpenChange }: Props) {
  const t = useTranslations("prdEditor.compare");
  const format = useFormatter();
  const versions = useVersionStore((s) => s.list(chatId, prdKind.viewer).versions);
  // Mounted when opened: starts with the version shown against the one before it.
  const start = Math.max(
    0,
    versions.findIndex((v) => v.id === currentId),
  );
  const [afterId, setAfterId] = useState<string>(versions[start]?.id ?? "");
  const [beforeId, setBeforeId] = useState<string>((versions[start + 1] ?? versions[start])?.id ?? "");
  const [contents, setContents] = useState<Record<string, VersionDto>>({});
  const [showSame, setShowSame] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    const ids = [beforeId, afterId].filter((id) => id && !contents[id]);
    if (ids.length === 0) return;
    let live = true;
    Promise.all(ids.map((id) => useVersionStore.getState().loadContent(chatId, prdKind.viewer, id)))
      .then(
        (loaded) =>
          live &&
          setContents((c) =>
            Object.fromEntries([...Object.entries(c), ...loaded.map((v) => [v.id, v] as const)]),
          ),
      )
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, chatId, beforeId, afterId, contents]);

  const before = contents[beforeId];
  const after = contents[afterId];
  const pairs = useMemo(
    () => (before && after ? diffSections(before.content, after.content) : null),
    [before, after],
  );
  const counts = useMemo(() => {
    const c = { changed: 0, added: 0, removed: 0, same: 0 };
    pairs?.forEach((p) => c[p.status]++);
    return c;
  }, [pairs]);
  const label = (id: string) => {
    const v = versions.find((x) => x.id === id);
    return v
      ? t("versionOption", {
          number: v.version_number,
          date: format.dateTime(new Date(v.created_at), {
            month: "short",
            day: "numeric",
            hour: "2-digit",
            minute: "2-digit",
          }),
        })
      : "";
  };

  const picker = (value: string, onChange: (id: string) => void, name: string, testId: string) => (
    <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-ink-500">
      {name}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${textField} py-1.5`}
        data-testid={testId}
      >
        {versions.map((v) => (
          <option key={v.id} value={v.id}>
            {label(v.id)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      variant="sheet"
      closeLabel={t("close")}
      testId="compare-dialog"
    >
      <div className="flex min-h-0 flex-1 flex-col">
        <div className="border-b border-slate-200 bg-slate-50/60 px-4 py-3 sm:px-6">
          <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex flex-1 flex-col gap-2 min-[480px]:flex-row min-[480px]:gap-3">
              {picker(beforeId, setBeforeId, t("before"), "compare-before")}
              {picker(afterId, setAfterId, t("after"), "compare-after")}
            </div>
            <label className="flex items-center gap-2 pb-1.5 text-sm text-ink-700">
              <input
                type="checkbox"
                checked={showSame}
                onChange={(e) => setShowSame(e.target.checked)}
                className="h-4 w-4 accent-brand-600"
              />
              {t("showUnchanged")}
            </label>
          </div>
          {pairs && (
            <p className="mx-auto mt-2 max-w-6xl text-xs text-ink-500" data-testid="compare-summary">
              {t("summary", {
                changed: counts.changed,
                added: counts.added,
                removed: counts.removed,
                same: counts.same,
              })}
            </p>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6">
          <div className="mx-auto flex max-w-6xl flex-col gap-5">
            {failed && <p className="text-sm text-red-600">{t("loadFailed")}</p>}
            {!pairs && !failed && <p className="py-10 text-center text-sm text-ink-500">{t("loading")}</p>}
            {pairs && beforeId === afterId && <p className="text-sm text-ink-500">{t("sameVersion")}</p>}
            {pairs && counts.changed + counts.added + counts.removed === 0 && beforeId !== afterId && (
              <p className="py-6 text-center text-sm text-ink-500">{t("noChanges")}</p>
            )}
            <div className="sticky top-0 z-10 -mx-1 hidden grid-cols-2 gap-4 bg-white/95 px-1 py-1.5 text-xs font-semibold text-ink-700 backdrop-blur sm:grid">
              <span>{label(beforeId)}</span>
              <span>{label(afterId)}</span>
            </div>
            {pairs?.map((pair, i) =>
              pair.status === "same" && !showSame ? (
                <p
                  key={`${pair.id}-${i}`}
                  className="flex items-center gap-2 text-xs text-ink-500"
                  data-testid="compare-section"
                  data-status="same"
                >
                  <span className="h-px flex-1 bg-slate-200" />
                  {t("unchangedSection", {
                    title: pair.id === PREAMBLE_ID ? t("preamble") : plainHeading(pair.title),
                  })}
                  <span className="h-px flex-1 bg-slate-200" />
                </p>
              ) : (
                <section
                  key={`${pair.id}-${i}`}
                  data-testid="compare-section"
                  data-status={pair.status}
                  aria-label={plainHeading(pair.title)}
                >
                  <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink-900">
                    <span className="min-w-0 truncate">
                      {pair.id === PREAMBLE_ID ? t("preamble") : plainHeading(pair.title)}
                    </span>
                    <span
                      className={`shrink-0 rounded-full px-2 py-0.5 text-[11px] font-medium ${STATUS_STYLE[pair.status]}`}
                    >
                      {t(`status.${pair.status}`)}
                    </span>
                  </h3>
                  <SectionRows pair={pair} showAll={showSame} />
                </section>
              ),
            )}
          </div>
        </div>
      </div>
    </Dialog>
  );
}

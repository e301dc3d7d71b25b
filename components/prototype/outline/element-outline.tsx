"use client";
/**
 * The element outline beside the preview: the keyboard and screen-reader way to pick
 * an element for the edit panel. An ARIA tree with one Tab stop (roving tabindex): arrow keys
 * move and open or close branches, Home/End jump, Enter or Space picks the element exactly as a
 * click in the preview does (the frame selects it, the same panel and undo history follow), and
 * focus moves into the panel. The focused element is outlined in the preview as hovering does.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { moveInOutline, outlineOf, visibleNodes, type OutlineKey } from "./outline-model";

type Props = {
  /** The page's current source (edits included), or null before a page is shown. */
  source: string | null;
  selectedId: string | null;
  onHighlight: (id: string | null) => void;
  onChoose: (id: string) => void;
  /** A narrow viewer: the outline is a sheet over the preview, opened from a button. */
  compact: boolean;
};

const KEYS = new Set<string>(["ArrowDown", "ArrowUp", "Home", "End", "ArrowRight", "ArrowLeft"]);
/** Indentation stops growing past this depth, so deep pages keep their names readable. */
const MAX_INDENT = 8;

export function ElementOutline({ source, selectedId, onHighlight, onChoose, compact }: Props) {
  const t = useTranslations("editor.outline");
  const nodes = useMemo(() => (source ? outlineOf(source) : []), [source]);
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const tree = useRef<HTMLUListElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Opening or hiding the sheet (narrow viewer) takes the cursor along, so it never falls to <body>.
  const pendingFocus = useRef<"tree" | "opener" | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === "opener") opener.current?.focus();
    else if (target === "tree") tree.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  });
  const visible = useMemo(() => visibleNodes(nodes, collapsed), [nodes, collapsed]);
  // The roving stop: the focused item, else the selected element, else the first.
  const stop =
    visible.find((n) => n.id === activeId) ?? visible.find((n) => n.id === selectedId) ?? visible[0] ?? null;

  const focusItem = (id: string) =>
    tree.current?.querySelector<HTMLElement>(`[data-outline-id="${CSS.escape(id)}"]`)?.focus();
  // An arrow key's target gets the cursor as soon as React has rendered it (an opened branch's
  // child included), in the same task as the key: a frame later, a quick second key would start
  // from the state's item while the cursor still sat on the old one, and skip an item.
  const focusAfterRender = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = focusAfterRender.current;
    focusAfterRender.current = null;
    if (id) focusItem(id);
  });

  // Picked with the keyboard: once the frame has selected it, the cursor goes to the edit panel.
  useEffect(() => {
    if (!chosen || chosen !== selectedId) return;
    const frame = requestAnimationFrame(() => {
      // The panel's first text field (the AI instruction), not its first control (the close button).
      const panel = document.querySelector<HTMLElement>('[data-testid="edit-panel"]');
      (panel?.querySelector<HTMLElement>("textarea") ?? panel?.querySelector<HTMLElement>("button"))?.focus();
      setChosen(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [chosen, selectedId]);

  // Leaving the outline takes the preview's highlight away.
  useEffect(() => () => onHighlight(null), []); // eslint-disable-line react-hooks/exhaustive-deps -- on unmount only

  const choose = (id: string) => {
    setChosen(id);
    if (compact) setOpen(false);
    onChoose(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // A key acts on the item that has the cursor.
    const targetId = (event.target as HTMLElement)
      .closest("[data-outline-id]")
      ?.getAttribute("data-outline-id");
    const current = visible.find((n) => n.id === targetId) ?? stop;
    if (!current) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(current.id);
      return;
    }
    if (!KEYS.has(event.key)) return;
    event.preventDefault();
    const next = moveInOutline(visible, collapsed, current.id, event.key as OutlineKey);
    if (next.collapsed) setCollapsed(next.collapsed);
    setActiveId(next.activeId);
    if (next.activeId !== current.id) focusAfterRender.current = next.activeId;
  };

  const list =
    nodes.length === 0 ? (
      <p className="px-4 py-3 text-sm text-ink-500">{t("empty")}</p>
    ) : (
      <ul
        ref={tree}
        role="tree"
        aria-label={t("label")}
        aria-describedby="element-outline-hint"
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHighlight(null);
        }}
        onMouseLeave={(event) => {
          if (!event.currentTarget.contains(document.activeElement)) onHighlight(null);
        }}
        className="min-h-0 flex-1 overflow-y-auto px-2 pb-2"
        data-testid="element-outline"
      >
        {visible.map((node) => {
          const selected = node.id === selectedId;
          const isOpen = node.hasChildren && !collapsed.has(node.id);
          return (
            <li
              key={node.id}
              role="treeitem"
              aria-level={node.depth}
              aria-selected={selected}
              aria-expanded={node.hasChildren ? isOpen : undefined}
              tabIndex={node.id === stop?.id ? 0 : -1}
              data-outline-id={node.id}
              onFocus={() => {
                setActiveId(node.id);
                onHighlight(node.id);
              }}
              onMouseEnter={() => onHighlight(node.id)}
              onClick={() => choose(node.id)}
              style={{ paddingLeft: `${0.5 + (Math.min(node.depth, MAX_INDENT) - 1) * 0.75}rem` }}
              className={`flex min-h-8 cursor-pointer items-center gap-1.5 rounded-md pr-2 text-[13px] leading-5 select-none pointer-coarse:min-h-11 focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-brand-500 ${
                selected ? "bg-brand-50 text-brand-800" : "text-ink-700 hover:bg-slate-100"
              }`}
            >
              <span aria-hidden="true" className="w-3 shrink-0 text-center text-[10px] text-ink-500">
                {node.hasChildren ? (isOpen ? "▾" : "▸") : ""}
              </span>
              {/* The name comes from the visible text ("button: Book now"; the colon is for screen readers). */}
              <span className="shrink-0 rounded bg-slate-100 px-1 font-mono text-[11px] text-ink-700">
                {node.tag}
              </span>
              {node.label && <span className="sr-only">{t("separator")}</span>}
              <span className="min-w-0 truncate">{node.label}</span>
            </li>
          );
        })}
      </ul>
    );

  const header = (
    <header className="flex items-center gap-2 px-4 pt-3 pb-1">
      <h2 id="element-outline-title" className="text-sm font-semibold text-ink-900">
        {t("title")}
      </h2>
      <span className="text-xs text-ink-500 tabular-nums">{t("count", { count: nodes.length })}</span>
      {compact && (
        <button
          type="button"
          onClick={() => {
            pendingFocus.current = "opener";
            setOpen(false);
          }}
          className="ml-auto min-h-11 rounded-lg px-3 text-xs font-medium text-ink-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {t("hide")}
        </button>
      )}
    </header>
  );
  const hint = (
    <p id="element-outline-hint" className="px-4 pb-2 text-xs text-ink-500">
      {t("hint")}
    </p>
  );

  if (compact && !open) {
    return (
      <button
        type="button"
        ref={opener}
        onClick={() => {
          pendingFocus.current = "tree";
          setOpen(true);
        }}
        aria-expanded={false}
        className="absolute top-2 left-2 z-20 inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-200 bg-white/95 px-4 text-xs font-semibold text-ink-900 shadow-md backdrop-blur focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        data-testid="element-outline-open"
      >
        {t("show")}
      </button>
    );
  }

  return (
    <section
      aria-labelledby="element-outline-title"
      className={`flex flex-col bg-white ${
        compact
          ? "absolute inset-x-2 top-2 z-30 max-h-[55%] rounded-2xl border border-slate-200 shadow-[0_16px_48px_-12px_rgb(15_23_42/0.35)]"
          : "w-56 shrink-0 border-r border-slate-200"
      }`}
      data-testid="element-outline-panel"
    >
      {header}
      {hint}
      {list}
    </section>
  );
}

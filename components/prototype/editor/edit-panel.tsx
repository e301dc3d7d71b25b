"use client";
/**
 * The quick edit box of spec §2 for the selected element: "AI Modify" (an instruction for this
 * element only) and "Precise Edit" (text, colours, background gradient, font, spacing, corners).
 * Changes show in the page as they are made; Precise Edit records them (undoable), closing the
 * panel without applying puts the element back.
 */
import { useMemo, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { POINT_COSTS } from "@/lib/contracts/points";
import { ChatIcon, CloseIcon, SparklesIcon } from "../icons";
import type { ElementEditor } from "./use-element-editor";
import { defaultGradient, validateGradient } from "./gradient";
import { GradientEditor } from "./gradient-editor";
import {
  draftOf,
  editOf,
  FONT_FAMILIES,
  FONT_WEIGHTS,
  isEmptyEdit,
  SIDES,
  type Draft,
  type Side,
} from "./panel-draft";

type EditPanelProps = {
  editor: ElementEditor;
  onAiModify: (instruction: string) => void;
  aiBusy: boolean;
  /** A narrow viewer: the panel is a sheet over the page, at the top or the bottom. */
  compact: boolean;
  placement?: "top" | "bottom";
};

const input =
  "w-full rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-ink-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20";
const smallInput =
  "w-full rounded-md border border-slate-300 bg-white px-1.5 py-1 text-center text-xs tabular-nums text-ink-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 px-4 py-3">
      <h3 className="mb-2 text-[11px] font-semibold tracking-wide text-ink-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function ColorField({
  label,
  value,
  onChange,
  allowNone,
  noneLabel,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  allowNone?: boolean;
  noneLabel?: string;
}) {
  return (
    <label className="flex min-w-0 items-center gap-2 text-sm text-ink-700">
      <span className="w-20 shrink-0 text-xs">{label}</span>
      <input
        type="color"
        value={value || "#ffffff"}
        onChange={(e) => onChange(e.target.value)}
        className="h-7 w-9 shrink-0 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
        aria-label={label}
      />
      <span className="min-w-0 flex-1 font-mono text-xs text-ink-500">{value || noneLabel}</span>
      {allowNone && value && (
        <button
          type="button"
          className="shrink-0 rounded px-1 text-xs text-ink-500 underline-offset-2 hover:underline"
          onClick={() => onChange("")}
        >
          {noneLabel}
        </button>
      )}
    </label>
  );
}

function SidesField({
  label,
  value,
  onChange,
  sideLabel,
}: {
  label: string;
  value: Record<Side, string>;
  onChange: (v: Record<Side, string>) => void;
  sideLabel: (side: Side) => string;
}) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{label}</legend>
      <span className="w-16 shrink-0 text-xs text-ink-700" aria-hidden="true">
        {label}
      </span>
      <div className="grid flex-1 grid-cols-4 gap-1.5">
        {SIDES.map((side) => (
          <input
            key={side}
            type="number"
            inputMode="decimal"
            value={value[side]}
            onChange={(e) => onChange({ ...value, [side]: e.target.value })}
            className={smallInput}
            aria-label={`${label} ${sideLabel(side)}`}
            title={sideLabel(side)}
          />
        ))}
      </div>
    </fieldset>
  );
}

export function EditPanel({ editor, onAiModify, aiBusy, compact, placement = "bottom" }: EditPanelProps) {
  const t = useTranslations("editor");
  const element = editor.selected!;
  const initial = useMemo(() => draftOf(element), [element.id]); // eslint-disable-line react-hooks/exhaustive-deps -- a new element starts a new form
  const [baseline, setBaseline] = useState<{ id: string; draft: Draft }>({ id: element.id, draft: initial });
  const [draft, setDraft] = useState<{ id: string; draft: Draft }>({ id: element.id, draft: initial });
  const [instruction, setInstruction] = useState("");
  // Another element was selected: its own form.
  const base = baseline.id === element.id ? baseline.draft : initial;
  const current = draft.id === element.id ? draft.draft : initial;

  const edit = editOf(current, base, element.textEditable);
  const gradientInvalid = current.gradient ? validateGradient(current.gradient).length > 0 : false;

  const update = (change: Partial<Draft>) => {
    const next = { ...current, ...change };
    setDraft({ id: element.id, draft: next });
    const liveEdit = editOf(next, base, element.textEditable);
    if (!isEmptyEdit(liveEdit) && !(next.gradient && validateGradient(next.gradient).length > 0))
      editor.preview(liveEdit);
    else editor.revertPreview();
  };

  const apply = () => {
    if (isEmptyEdit(edit) || gradientInvalid) return;
    if (editor.applyPrecise(edit)) setBaseline({ id: element.id, draft: current });
  };

  const reset = () => {
    setDraft({ id: element.id, draft: base });
    editor.revertPreview();
  };

  const close = () => {
    if (!isEmptyEdit(edit)) editor.revertPreview();
    editor.exit();
  };

  const sideLabel = (side: Side) => t(`sides.${side.toLowerCase()}`);

  return (
    <aside
      aria-label={t("panelTitle")}
      data-testid="edit-panel"
      className={`flex flex-col overflow-hidden bg-white ${
        compact
          ? `absolute inset-x-2 z-20 max-h-[55%] pointer-coarse:max-h-[80%] rounded-2xl border border-slate-200 shadow-[0_16px_48px_-12px_rgb(15_23_42/0.35)] ${placement === "top" ? "top-2" : "bottom-2"}`
          : "w-[300px] shrink-0 border-l border-slate-200"
      }`}
    >
      <header className="flex items-center gap-2 px-4 pt-3 pb-2.5">
        <span className="rounded-md bg-brand-50 px-1.5 py-0.5 font-mono text-xs font-medium text-brand-700">
          &lt;{element.tagName}&gt;
        </span>
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold text-ink-900">
          {element.text || t("panelTitle")}
        </h2>
        <button
          type="button"
          onClick={close}
          className="rounded-md p-1.5 text-ink-500 hover:bg-slate-100 hover:text-ink-900"
          aria-label={t("close")}
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto">
        <section className="px-4 pb-3">
          <label
            htmlFor="ai-modify-instruction"
            className="mb-1.5 flex items-center gap-1.5 text-xs font-semibold text-ink-900"
          >
            <SparklesIcon className="h-3.5 w-3.5 text-brand-600" />
            {t("aiTitle")}
          </label>
          <textarea
            id="ai-modify-instruction"
            rows={2}
            value={instruction}
            onChange={(e) => setInstruction(e.target.value)}
            onKeyDown={(e) => {
              if (
                e.key === "Enter" &&
                !e.shiftKey &&
                !e.nativeEvent.isComposing &&
                instruction.trim() &&
                !aiBusy
              ) {
                e.preventDefault();
                onAiModify(instruction.trim());
                setInstruction("");
              }
            }}
            placeholder={t("aiPlaceholder")}
            className={`${input} resize-none`}
          />
          <button
            type="button"
            disabled={!instruction.trim() || aiBusy}
            onClick={() => {
              onAiModify(instruction.trim());
              setInstruction("");
            }}
            className="mt-2 inline-flex min-h-9 w-full items-center justify-center gap-1.5 rounded-lg bg-ink-900 px-3 text-sm font-medium text-white hover:bg-ink-700 disabled:opacity-40"
          >
            <SparklesIcon className="h-3.5 w-3.5" />
            {aiBusy ? t("aiWorking") : t("aiModify")}
            <span className="rounded bg-white/15 px-1.5 py-px text-[10px] font-semibold">
              {t("points", { points: POINT_COSTS.prototypeModification })}
            </span>
          </button>
          <button
            type="button"
            onClick={editor.enterChatEdit}
            className="mt-1.5 inline-flex w-full items-center justify-center gap-1 rounded-md py-1 text-xs font-medium text-ink-500 hover:text-brand-700"
            title={t("chatEditHint")}
          >
            <ChatIcon className="h-3.5 w-3.5" />
            {t("chatEdit")}
          </button>
        </section>

        {element.textEditable && (
          <Section title={t("text")}>
            <textarea
              rows={2}
              value={current.text}
              onChange={(e) => update({ text: e.target.value })}
              className={`${input} resize-y`}
              aria-label={t("text")}
            />
          </Section>
        )}

        <Section title={t("colors")}>
          <div className="space-y-2">
            <ColorField
              label={t("textColor")}
              value={current.color}
              onChange={(color) => update({ color })}
            />
            <ColorField
              label={t("background")}
              value={current.background}
              onChange={(background) => update({ background })}
              allowNone
              noneLabel={t("none")}
            />
            <label className="flex items-center gap-2 pt-1 text-xs text-ink-700">
              <input
                type="checkbox"
                checked={current.gradient !== null}
                onChange={(e) =>
                  update({
                    gradient: e.target.checked
                      ? (base.gradient ?? defaultGradient(current.background || undefined))
                      : null,
                  })
                }
                className="h-4 w-4 accent-brand-600"
              />
              {t("useGradient")}
            </label>
            {current.gradient && (
              <GradientEditor value={current.gradient} onChange={(gradient) => update({ gradient })} />
            )}
          </div>
        </Section>

        <Section title={t("font")}>
          <div className="grid grid-cols-2 gap-2">
            <label className="text-xs text-ink-700">
              {t("fontSize")}
              <input
                type="number"
                min={6}
                max={160}
                value={current.fontSize}
                onChange={(e) => update({ fontSize: e.target.value })}
                className={`${input} mt-1`}
              />
            </label>
            <label className="text-xs text-ink-700">
              {t("fontWeight")}
              <select
                value={current.fontWeight}
                onChange={(e) => update({ fontWeight: e.target.value })}
                className={`${input} mt-1`}
              >
                {FONT_WEIGHTS.map((w) => (
                  <option key={w} value={w}>
                    {t(`weights.${w}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="col-span-2 text-xs text-ink-700">
              {t("fontFamily")}
              <select
                value={current.fontFamily}
                onChange={(e) => update({ fontFamily: e.target.value })}
                className={`${input} mt-1`}
              >
                <option value={base.fontFamily}>{t("fontCurrent")}</option>
                {Object.entries(FONT_FAMILIES).map(([key, stack]) => (
                  <option key={key} value={stack}>
                    {t(`families.${key}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </Section>

        <Section title={t("spacing")}>
          <div className="space-y-2">
            <div className="grid grid-cols-[4rem_1fr] gap-2 pl-0 text-[10px] text-ink-500" aria-hidden="true">
              <span />
              <span className="grid grid-cols-4 gap-1.5 text-center">
                {SIDES.map((side) => (
                  <span key={side}>{sideLabel(side)}</span>
                ))}
              </span>
            </div>
            <SidesField
              label={t("padding")}
              value={current.padding}
              onChange={(padding) => update({ padding })}
              sideLabel={sideLabel}
            />
            <SidesField
              label={t("margin")}
              value={current.margin}
              onChange={(margin) => update({ margin })}
              sideLabel={sideLabel}
            />
            <label className="flex items-center gap-2 text-xs text-ink-700">
              <span className="w-16 shrink-0">{t("radius")}</span>
              <input
                type="number"
                min={0}
                value={current.radius}
                onChange={(e) => update({ radius: e.target.value })}
                className={`${smallInput} max-w-20`}
              />
            </label>
          </div>
        </Section>
      </div>

      <footer className="flex items-center gap-2 border-t border-slate-200 bg-slate-50/80 px-4 py-3">
        <button
          type="button"
          onClick={reset}
          disabled={isEmptyEdit(edit)}
          className="min-h-9 rounded-lg px-3 text-sm font-medium text-ink-700 hover:bg-slate-200/60 disabled:opacity-40"
        >
          {t("reset")}
        </button>
        <button
          type="button"
          onClick={apply}
          disabled={isEmptyEdit(edit) || gradientInvalid}
          className="ml-auto min-h-9 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-40"
        >
          {t("preciseEdit")}
        </button>
      </footer>
    </aside>
  );
}

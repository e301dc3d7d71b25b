/**
 * The edit panel's form state for one element: read from the element's computed styles, turned
 * back into a Precise Edit holding only what the user changed.
 */
import type { SelectedElement } from "../frame/messages";
import { gradientCss, isTransparent, parseLinearGradient, toHex, type Gradient } from "./gradient";
import type { PreciseEdit } from "./html-source";

export const SIDES = ["Top", "Right", "Bottom", "Left"] as const;
export type Side = (typeof SIDES)[number];

export type Draft = {
  text: string;
  color: string;
  background: string;
  /** A background gradient (null: none). */
  gradient: Gradient | null;
  fontSize: string;
  fontWeight: string;
  fontFamily: string;
  padding: Record<Side, string>;
  margin: Record<Side, string>;
  radius: string;
};

export const FONT_WEIGHTS = ["300", "400", "500", "600", "700", "800"];

/** Font stacks offered besides the element's own (all system fonts: pages load nothing). */
export const FONT_FAMILIES: Record<string, string> = {
  sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Microsoft YaHei", sans-serif',
  serif: 'ui-serif, Georgia, Cambria, "Times New Roman", "Songti SC", serif',
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  rounded: 'ui-rounded, "SF Pro Rounded", "Nunito", system-ui, sans-serif',
};

const px = (value: string) => {
  const n = parseFloat(value);
  return Number.isFinite(n) ? String(Math.round(n * 10) / 10) : "0";
};

export function draftOf(element: SelectedElement): Draft {
  const s = element.styles;
  return {
    text: element.textEditable ? element.text : "",
    color: toHex(s.color) ?? "#000000",
    background: isTransparent(s.backgroundColor) ? "" : (toHex(s.backgroundColor) ?? ""),
    gradient: parseLinearGradient(s.backgroundImage),
    fontSize: px(s.fontSize),
    fontWeight: String(Math.round(Number(s.fontWeight) / 100) * 100 || 400),
    fontFamily: s.fontFamily,
    padding: {
      Top: px(s.paddingTop),
      Right: px(s.paddingRight),
      Bottom: px(s.paddingBottom),
      Left: px(s.paddingLeft),
    },
    margin: {
      Top: px(s.marginTop),
      Right: px(s.marginRight),
      Bottom: px(s.marginBottom),
      Left: px(s.marginLeft),
    },
    radius: px(s.borderRadius),
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The Precise Edit of a draft: only what differs from the element as it was selected. */
export function editOf(draft: Draft, initial: Draft, textEditable: boolean): PreciseEdit {
  const style: Record<string, string> = {};
  if (draft.color !== initial.color) style.color = draft.color;
  const gradientChanged = JSON.stringify(draft.gradient) !== JSON.stringify(initial.gradient);
  if (draft.gradient && gradientChanged) style["background-image"] = gradientCss(draft.gradient);
  if (!draft.gradient && initial.gradient) style["background-image"] = "none";
  if (draft.background !== initial.background) style["background-color"] = draft.background || "transparent";
  if (draft.fontSize !== initial.fontSize && Number(draft.fontSize) > 0)
    style["font-size"] = `${draft.fontSize}px`;
  if (draft.fontWeight !== initial.fontWeight) style["font-weight"] = draft.fontWeight;
  if (draft.fontFamily !== initial.fontFamily) style["font-family"] = draft.fontFamily;
  for (const side of SIDES) {
    if (draft.padding[side] !== initial.padding[side] && draft.padding[side] !== "")
      style[kebab(`padding${side}`)] = `${draft.padding[side]}px`;
    if (draft.margin[side] !== initial.margin[side] && draft.margin[side] !== "")
      style[kebab(`margin${side}`)] = `${draft.margin[side]}px`;
  }
  if (draft.radius !== initial.radius && draft.radius !== "") style["border-radius"] = `${draft.radius}px`;
  const edit: PreciseEdit = {};
  if (Object.keys(style).length > 0) edit.style = style;
  if (textEditable && draft.text !== initial.text) edit.text = draft.text;
  return edit;
}

export function isEmptyEdit(edit: PreciseEdit): boolean {
  return !edit.style && edit.text === undefined;
}

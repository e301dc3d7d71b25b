/**
 * Class names for buttons and links of the account pages (wait, invite, user center).
 * Colours keep ≥ 4.5:1 contrast; every control shows a focus ring on keyboard focus.
 */
export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export const primaryButton = `inline-flex min-h-10 items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 ${focusRing}`;

export const secondaryButton = `inline-flex min-h-10 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-ink-900 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-70 ${focusRing}`;

export const textLink = `rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 ${focusRing}`;

export const card = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";

/** A quiet button: text on transparent, a tint on hover (toolbars, menus, dialog "Cancel"). */
export const ghostButton = `inline-flex min-h-9 items-center justify-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-ink-700 hover:bg-slate-100 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

/** A square icon-only button; give it an aria-label. */
export const iconButton = `inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-ink-500 hover:bg-slate-100 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;

/** A destructive confirmation (delete). */
export const dangerButton = `inline-flex min-h-10 items-center justify-center rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-70 ${focusRing}`;

/** A text field inside a dialog or form. */
export const textField = `w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink-900 placeholder:text-ink-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100`;

/** A mode's composer choice above the chat input (template, app type, aspect…): a small rounded pill. */
export const composerPill =
  "inline-flex h-8 min-w-0 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 text-xs text-ink-700 hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600";

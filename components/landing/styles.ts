/** Shared class names of the public pages. Contrast ≥ 4.5:1; every control has a visible focus ring. */
import { focusRing } from "@/components/ui/button-styles";

export { focusRing };

export const container = "mx-auto w-full max-w-6xl px-5 sm:px-8";

export const ctaPrimary = `inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm shadow-brand-600/25 transition-colors hover:bg-brand-700 ${focusRing}`;

export const ctaSecondary = `inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-ink-900 transition-colors hover:border-slate-400 hover:bg-slate-50 ${focusRing}`;

export const navLink = `rounded-md px-3 py-2 text-sm font-medium text-ink-700 transition-colors hover:bg-slate-100 hover:text-ink-900 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 ${focusRing}`;

export const sectionTitle = "text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl";

export const sectionSubtitle = "mt-4 text-lg leading-relaxed text-ink-700";

/**
 * Below-the-fold sections: the browser skips their layout and paint until they come near the
 * viewport (content-visibility), which shortens the first layout of long public pages. The
 * placeholder height is replaced by the real one once a section has been rendered.
 */
export const deferredSection = "[content-visibility:auto] [contain-intrinsic-size:auto_900px]";

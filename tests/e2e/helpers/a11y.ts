/**
 * Checks shared by the keyboard and phone specs (issue #26): where focus is, whether it shows,
 * how small the controls are, whether the page scrolls sideways.
 */
import axe, { type ElementContext, type Result } from "axe-core";
import { expect, type Page } from "@playwright/test";

/** What has focus, described for a failure message ("body" when focus is lost). */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    const label =
      el.getAttribute("aria-label") ??
      el.getAttribute("data-testid") ??
      (el.textContent ?? "").trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}[${label}]`;
  });
}

/**
 * Focus is on a control, not on <body>, and it shows: an outline, or (the chat input) its box's
 * brand-coloured border and ring. Polls: focus may move a moment after the action.
 */
export async function expectFocusVisible(page: Page, step: string) {
  await expect.poll(() => focused(page), { message: `focus after: ${step}` }).not.toBe("body");
  // Polled too: the composer's border eases to its focus colour (a colour transition), so a
  // single read right after focus can catch it half-way.
  const shows = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) return true;
      // The chat input draws its focus on the composer box around it.
      const box = el.closest("form");
      if (el.tagName === "TEXTAREA" && box)
        return getComputedStyle(box).borderTopColor === "rgb(59, 83, 230)";
      // Rich-text and code editors show a caret in a document that is plainly being edited.
      return el.isContentEditable;
    });
  await expect
    .poll(shows, { message: `a visible focus indicator after: ${step} (${await focused(page)})` })
    .toBe(true);
}

/**
 * Visible controls smaller than `min` px either way (inline links in running text are exempt,
 * WCAG 2.5.8), and controls cut off by the window's right edge. Measured once finite animations
 * end: a dialog scaling in is smaller than its controls are.
 */
export async function smallControls(page: Page, min = 44): Promise<string[]> {
  await settleAnimations(page);
  return page.evaluate((min) => {
    const selector =
      'button, a[href], select, summary, textarea, input:not([type="hidden"]):not([type="file"]), [role="button"], [role="tab"], [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"], [role="option"], [role="switch"], [role="checkbox"], [role="radio"]';
    const out: string[] = [];
    for (const node of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      let el: HTMLElement = node;
      // A checkbox or radio is tapped through its label.
      if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio"))
        el = el.closest("label") ?? el;
      const style = getComputedStyle(el);
      if (
        style.display === "inline" ||
        style.visibility === "hidden" ||
        el.closest('[aria-hidden="true"], [inert]')
      )
        continue;
      // Clipped away for screen readers only (sr-only; a skip link until it has focus).
      if (style.clipPath.startsWith("inset(50%") || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
      const rect = el.getBoundingClientRect();
      // Not drawn (display none, a closed panel) or visually hidden for screen readers only.
      if (rect.width <= 2 || rect.height <= 2) continue;
      // Cut off at the window's right edge (and no scrolling row to bring it back).
      let scrolls = false;
      for (let up = el.parentElement; up && !scrolls; up = up.parentElement)
        scrolls = /auto|scroll/.test(getComputedStyle(up).overflowX);
      if (!scrolls && rect.right > window.innerWidth + 1)
        out.push(
          `${el.tagName.toLowerCase()}[${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}] cut off at the right edge`,
        );
      if (rect.width + 0.5 < min || rect.height + 0.5 < min) {
        const name = (el.getAttribute("aria-label") ?? el.getAttribute("data-testid") ?? el.textContent ?? "")
          .trim()
          .slice(0, 40);
        out.push(`${el.tagName.toLowerCase()}[${name}] ${Math.round(rect.width)}×${Math.round(rect.height)}`);
      }
    }
    return out;
  }, min);
}

/** The page is not wider than the window (no sideways scroll). */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
}

/**
 * Waits (up to 2 s) until no finite CSS animation or transition is running, so colours are
 * measured as they end: a toast fading in is 2:1 against the page halfway through its fade.
 * Endless ones (spinners) do not count.
 */
async function settleAnimations(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
}

/**
 * axe-core's violations in the page's own document, `exclude` left out (selectors). The checks
 * are @axe-core/playwright's, run the cheap way: axe is put in a document once (a workspace is
 * one document for a whole test: ten checks, one injection) and runs there with `axe.run`, where
 * AxeBuilder injects it again on every call and opens a blank page to finish each run (two
 * injections and a page per check, 2–4 s on a busy machine). Frames are not entered: every caller
 * excludes them (a prototype's page is the user's content).
 */
export async function axeViolations(page: Page, exclude: string[]): Promise<Result[]> {
  const ready = () =>
    page.evaluate(() => typeof (window as unknown as { axe?: typeof axe }).axe?.run === "function");
  if (!(await ready())) await page.evaluate(axe.source);
  return page.evaluate(
    async (context) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(context, { iframes: false })).violations,
    { exclude } satisfies ElementContext,
  );
}

/** Serious and critical findings, one line each (the rule, then each node and what fails there). */
export function seriousOnly(violations: Result[]): string[] {
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)} ${n.failureSummary ?? ""}`).join(" | ")}`,
    );
}

/**
 * Serious and critical axe findings on the page as it is now (the prototype's own page, in its
 * sandboxed frame, is the user's content and not measured).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  // A toast entering, leaving or stacked out of sight is drawn at part opacity on purpose (its
  // text is read by its live region, not from the screen): measure only toasts fully shown. A
  // toast can start to leave after the animations settled, mid-analysis.
  return seriousOnly(
    await axeViolations(page, [
      "iframe",
      '[data-sonner-toast][data-removed="true"]',
      '[data-sonner-toast][data-mounted="false"]',
      '[data-sonner-toast][data-visible="false"]',
    ]),
  );
}

/** No serious or critical axe finding at this state (soft: every state of a run is reported). */
export async function expectNoSeriousAxe(page: Page, where: string) {
  expect.soft(await seriousViolations(page), `axe (serious, critical) on ${where}`).toEqual([]);
}

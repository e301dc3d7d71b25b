/**
 * Prototype checks in Chromium: the page renders, logs no console error, has no serious or
 * critical axe violation, fits 390 px without horizontal scroll (web pages), and every call to
 * action does something (a link to a page of the set or an anchor that exists, or a listener).
 * Also reads computed colours for follow-ups ("make the primary button green").
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { AxeBuilder } from "@axe-core/playwright";

export type BrowserFacts = {
  rendered: boolean;
  consoleErrors: string[];
  axeSerious: string[];
  /** Web pages only: scroll width at 390 px minus the viewport width (> 1 means horizontal scroll). */
  overflow390: number;
  deadActions: string[];
  buttonColors: string[];
  headerColor: string | null;
  canvasColor: string | null;
};

const ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ARGS });
}

async function load(
  browser: Browser,
  html: string,
  width: number,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text().slice(0, 200));
  });
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.message.slice(0, 200)}`));
  // Pages must not reach another host; refuse anything that tries (it would be a console error).
  await page.route("**/*", (route) =>
    route.request().url().startsWith("data:") ? route.continue() : route.abort(),
  );
  await page.setContent(html, { waitUntil: "load" });
  await page.waitForTimeout(50);
  return { page, errors };
}

/** Buttons and links that do nothing: no listener, no target that exists. */
async function deadActions(page: Page, pageFiles: string[]): Promise<string[]> {
  const client = await page.context().newCDPSession(page);
  const { result } = await client.send("Runtime.evaluate", {
    expression: `Array.from(document.querySelectorAll('a, button, [role=button]')).filter((el) => el.offsetParent !== null || el.getClientRects().length)`,
  });
  if (!result.objectId) return [];
  const { result: props } = await client.send("Runtime.getProperties", {
    objectId: result.objectId,
    ownProperties: true,
  });
  const hasClick = async (objectId: string) => {
    const { listeners } = await client.send("DOMDebugger.getEventListeners", { objectId, depth: 0 });
    return listeners.some((l) => l.type === "click" || l.type === "submit" || l.type === "pointerdown");
  };
  const docListeners = async () => {
    const { result: doc } = await client.send("Runtime.evaluate", { expression: "document" });
    const { result: win } = await client.send("Runtime.evaluate", { expression: "window" });
    return (await hasClick(doc.objectId!)) || (await hasClick(win.objectId!));
  };
  const delegated = await docListeners();
  const dead: string[] = [];
  for (const prop of props) {
    if (!/^\d+$/.test(prop.name) || !prop.value?.objectId) continue;
    const objectId = prop.value.objectId;
    const { result: info } = await client.send("Runtime.callFunctionOn", {
      objectId,
      returnByValue: true,
      functionDeclaration: `function () {
        const el = this;
        const tag = el.tagName.toLowerCase();
        const href = el.getAttribute('href');
        const form = el.closest('form');
        let ancestorListener = false;
        return {
          tag, href,
          name: (el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 60),
          anchorOk: !!(href && href.startsWith('#') && href.length > 1 && document.getElementById(href.slice(1))),
          submit: tag === 'button' && (el.getAttribute('type') || 'submit') === 'submit' && !!form,
          formAction: !!(form && form.getAttribute('action')),
          marked: el.hasAttribute('aria-controls') || el.hasAttribute('aria-expanded') || el.hasAttribute('aria-pressed') || Object.keys(el.dataset).length > 0 || el.getAttribute('role') === 'tab' || el.getAttribute('role') === 'switch',
          disabled: el.disabled === true || el.getAttribute('aria-disabled') === 'true',
        };
      }`,
    });
    const v = info.value as {
      tag: string;
      href: string | null;
      name: string;
      anchorOk: boolean;
      submit: boolean;
      formAction: boolean;
      marked: boolean;
      disabled: boolean;
    };
    if (v.disabled) continue;
    if (
      v.tag === "a" &&
      v.href &&
      (v.anchorOk ||
        pageFiles.includes(v.href.replace(/^\.\//, "").split("#")[0]) ||
        /^(mailto|tel):/.test(v.href))
    )
      continue;
    if (await hasClick(objectId)) continue;
    if (delegated && v.marked) continue;
    if (v.submit) {
      const { result: formObj } = await client.send("Runtime.callFunctionOn", {
        objectId,
        functionDeclaration: "function () { return this.closest('form'); }",
      });
      if (v.formAction || (formObj.objectId && (await hasClick(formObj.objectId))) || delegated) continue;
    }
    dead.push(`${v.tag}${v.href ? `[href=${v.href}]` : ""} "${v.name}"`);
  }
  await client.detach();
  return dead;
}

// Evaluated as strings: tsx's name-keeping helpers do not exist inside the page.
const COLORS_SCRIPT = `(() => {
  const bg = (el) => (el ? getComputedStyle(el).backgroundColor : null);
  const opaque = (c) => !!c && c !== "transparent" && !/rgba\\([^)]*,\\s*0\\)$/.test(c);
  const buttons = Array.from(document.querySelectorAll("button, a, [role=button]")).filter((el) => el.getClientRects().length).map(bg).filter(opaque);
  const header = document.querySelector("header, [role=banner]");
  let headerColor = null;
  for (let el = header; el && !headerColor; el = el.firstElementChild) if (opaque(bg(el))) headerColor = bg(el);
  const main = document.querySelector("main") || document.body;
  let canvas = null;
  for (let el = main; el && !canvas; el = el.parentElement) if (opaque(bg(el))) canvas = bg(el);
  return { buttonColors: buttons, headerColor, canvasColor: canvas };
})()`;

async function colors(
  page: Page,
): Promise<Pick<BrowserFacts, "buttonColors" | "headerColor" | "canvasColor">> {
  return page.evaluate(COLORS_SCRIPT);
}

export async function checkPage(
  browser: Browser,
  html: string,
  opts: { device: "web" | "mobile" | "tablet"; pageFiles?: string[] },
): Promise<BrowserFacts> {
  const width = opts.device === "mobile" ? 390 : opts.device === "tablet" ? 834 : 1280;
  const { page, errors } = await load(browser, html, width);
  try {
    const rendered = await page.evaluate<boolean>(
      `(document.body?.innerText ?? "").trim().length > 40 && document.body.getBoundingClientRect().height > 200`,
    );
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "best-practice"]).analyze();
    const axeSerious = axe.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id} (${v.nodes.length})${
            process.env.QUALITY_VERBOSE
              ? ` [${v.nodes
                  .slice(0, 2)
                  .map(
                    (n) =>
                      `${n.target.join(" ")}: ${(n.failureSummary ?? "").split("\n").slice(1, 2).join("")}`,
                  )
                  .join(" | ")}]`
              : ""
          }`,
      );
    const dead = await deadActions(page, opts.pageFiles ?? []);
    const palette = await colors(page);
    let overflow390 = 0;
    if (opts.device === "web") {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(30);
      overflow390 = await page.evaluate<number>(`document.documentElement.scrollWidth - window.innerWidth`);
    }
    return { rendered, consoleErrors: [...errors], axeSerious, overflow390, deadActions: dead, ...palette };
  } finally {
    await page.context().close();
  }
}

/** "rgb(5, 150, 105)" → hue (0–360), saturation and lightness (0–1). */
export function hsl(color: string): { h: number; s: number; l: number } | null {
  const m = /rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(color);
  if (!m) return null;
  const [r, g, b] = [Number(m[1]) / 255, Number(m[2]) / 255, Number(m[3]) / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r
      ? ((g - b) / d + (g < b ? 6 : 0)) * 60
      : max === g
        ? ((b - r) / d + 2) * 60
        : ((r - g) / d + 4) * 60;
  return { h, s, l };
}

const HUES: Record<string, [number, number]> = {
  green: [85, 170],
  blue: [190, 250],
  orange: [15, 45],
  red: [345, 375],
  purple: [255, 300],
};

export function isHue(color: string | null, hue: keyof typeof HUES): boolean {
  const c = color ? hsl(color) : null;
  if (!c || c.s < 0.3 || c.l < 0.12 || c.l > 0.8) return false;
  const [lo, hi] = HUES[hue];
  const h = c.h < lo && hi > 360 ? c.h + 360 : c.h;
  return h >= lo && h <= hi;
}

export function isDark(color: string | null): boolean {
  const c = color ? hsl(color) : null;
  return !!c && c.l < 0.22;
}

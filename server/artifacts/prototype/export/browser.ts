/**
 * One warm headless Chromium (the system's, `CHROMIUM_PATH`, default /usr/bin/chromium) for the
 * export helpers: starting a browser is most of an export's time. A page given to it is loaded
 * in a fresh context with the network off (offline, and every request but data: aborted), so a
 * page's HTML can never make the server fetch anything.
 */
import { existsSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import type { DesignType } from "@/lib/contracts/artifacts";

const ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"];
const IDLE_CLOSE_MS = 5 * 60 * 1000;

export const VIEWPORTS: Record<DesignType, { width: number; height: number }> = {
  web: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
  tablet: { width: 834, height: 1194 },
};

const holder = globalThis as unknown as { __vsBrowser?: Promise<Browser> | null; __vsBrowserIdle?: ReturnType<typeof setTimeout> };

export function chromiumPath(): string | null {
  const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  return existsSync(path) ? path : null;
}

async function browser(): Promise<Browser> {
  const path = chromiumPath();
  if (!path) throw new Error("No Chromium on this machine");
  if (!holder.__vsBrowser) {
    const { chromium } = await import("playwright-core");
    holder.__vsBrowser = chromium.launch({ executablePath: path, args: ARGS }).then((b) => {
      b.on("disconnected", () => {
        holder.__vsBrowser = null;
      });
      return b;
    });
    holder.__vsBrowser.catch(() => {
      holder.__vsBrowser = null;
    });
  }
  clearTimeout(holder.__vsBrowserIdle);
  holder.__vsBrowserIdle = setTimeout(() => void closeBrowser(), IDLE_CLOSE_MS);
  holder.__vsBrowserIdle.unref?.();
  return holder.__vsBrowser;
}

export async function closeBrowser(): Promise<void> {
  const pending = holder.__vsBrowser;
  holder.__vsBrowser = null;
  clearTimeout(holder.__vsBrowserIdle);
  if (pending) await (await pending.catch(() => null))?.close().catch(() => {});
}

/** Renders `html` at the device's width and runs `work` on the page; the context is always closed. */
export async function withRenderedPage<T>(html: string, device: DesignType, work: (page: Page) => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const b = await browser();
  const context = await b.newContext({ viewport: VIEWPORTS[device], deviceScaleFactor: 1, offline: true, javaScriptEnabled: true, serviceWorkers: "block" });
  try {
    await context.route("**/*", (route) => (route.request().url().startsWith("data:") ? route.continue() : route.abort()));
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await page.setContent(html, { waitUntil: "load", timeout: timeoutMs });
    await page.evaluate(() => document.fonts?.ready.then(() => undefined));
    return await work(page);
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * One warm headless Chromium (the system's, `CHROMIUM_PATH`, default /usr/bin/chromium) for the
 * export helpers: starting a browser is most of an export's time. A page given to it is loaded
 * in a fresh context with the network off (offline, and every request but data: aborted), so a
 * page's HTML can never make the server fetch anything. How many pages render at once, and for
 * whom, is export-pool.ts's business; how long one may take is decided here.
 */
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import type { DesignType } from "@/lib/contracts/artifacts";
import { EXPORT_LIMITS } from "@/lib/contracts/export-limits";
import { ApiError, ERRNO } from "@/server/http/api-error";

const ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
const IDLE_CLOSE_MS = 5 * 60 * 1000;

export const VIEWPORTS: Record<DesignType, { width: number; height: number }> = {
  web: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
  tablet: { width: 834, height: 1194 },
};

const holder = globalThis as unknown as {
  __vsBrowser?: Promise<Browser> | null;
  __vsBrowserIdle?: ReturnType<typeof setTimeout>;
};

export function chromiumPath(): string | null {
  const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  return existsSync(path) ? path : null;
}

/** How much lower than the app's the export browser's CPU priority is (`nice`; 0 keeps it equal). */
const EXPORT_NICE = 10;
const NICE = "/usr/bin/nice";
const SETPRIV = "/usr/bin/setpriv";

/**
 * The browser runs below the app's CPU priority, so pages that compute for all their seconds
 * take only spare CPU and never starve the request thread (on 2 cores, two busy export pages
 * held /api/health for over 3 s at equal priority). Chromium forks its renderers from its own
 * processes, so starting the browser under `nice` lowers every page it will ever render; a
 * tiny launcher script does that because Playwright starts the executable it is given. Run as
 * root, Chromium would raise its processes' priority again (it sets -8 to 0 on its own): there
 * the launcher also drops the right to do so (CAP_SYS_NICE) with util-linux's `setpriv`.
 */
const launchers = new Map<string, string>();
function launcherFor(chromium: string): string {
  if (process.platform !== "linux" || !existsSync(NICE)) return chromium;
  const made = launchers.get(chromium);
  if (made) return made;
  const dir = mkdtempSync(join(tmpdir(), "vibe-export-"));
  const launcher = join(dir, "chromium");
  const keepLow =
    process.getuid?.() === 0 && existsSync(SETPRIV)
      ? `${SETPRIV} --bounding-set -sys_nice --inh-caps -sys_nice `
      : "";
  writeFileSync(
    launcher,
    `#!/bin/sh\nexec ${NICE} -n ${EXPORT_NICE} ${keepLow}'${chromium.replace(/'/g, "'\\''")}' "$@"\n`,
  );
  chmodSync(launcher, 0o700);
  launchers.set(chromium, launcher);
  return launcher;
}

async function browser(): Promise<Browser> {
  const path = chromiumPath();
  if (!path) throw new Error("No Chromium on this machine");
  if (!holder.__vsBrowser) {
    const { chromium } = await import("playwright-core");
    // A temporary folder mounted noexec cannot run the launcher: then Chromium starts as it is.
    holder.__vsBrowser = chromium
      .launch({ executablePath: launcherFor(path), args: ARGS })
      .catch(() => chromium.launch({ executablePath: path, args: ARGS }))
      .then((b) => {
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

// The page is served to its own navigation (never written into the page by a Playwright script),
// so stopping the page's scripts stops only theirs. The address is never resolved: every request
// of the context is answered here or aborted, and the context is offline.
const DOCUMENT_URL = "http://export.invalid/";

export type RenderLimits = {
  scriptMs: number;
  deadlineMs: number;
  /** Device pixels per CSS pixel (a saved image's 1×–3×). */ scale?: number;
};

export const RENDER_LIMITS: RenderLimits = {
  scriptMs: EXPORT_LIMITS.scriptSeconds * 1000,
  deadlineMs: EXPORT_LIMITS.deadlineSeconds * 1000,
};

/**
 * Renders `html` at the device's width and runs `work` on the page; the context is always closed.
 * At `scriptMs` the page's scripts are stopped (the running one terminated, new ones disabled)
 * and the export goes on with what is rendered; at `deadlineMs` the page is closed and the
 * export fails ("did not finish rendering").
 */
export async function withRenderedPage<T>(
  html: string,
  device: DesignType,
  work: (page: Page) => Promise<T>,
  limits: RenderLimits = RENDER_LIMITS,
): Promise<T> {
  const b = await browser();
  const context = await b.newContext({
    viewport: VIEWPORTS[device],
    deviceScaleFactor: limits.scale ?? 1,
    offline: true,
    javaScriptEnabled: true,
    serviceWorkers: "block",
  });
  let stopTimer: ReturnType<typeof setTimeout> | undefined;
  let deadlineTimer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    deadlineTimer = setTimeout(() => {
      reject(
        new ApiError(ERRNO.TOO_LARGE, "exportTimedOut", { seconds: Math.round(limits.deadlineMs / 1000) }),
      );
      void context.close().catch(() => {});
    }, limits.deadlineMs);
  });
  deadline.catch(() => {});
  const render = async () => {
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (url === DOCUMENT_URL)
        return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
      return url.startsWith("data:") ? route.continue() : route.abort();
    });
    const page = await context.newPage();
    page.setDefaultTimeout(limits.deadlineMs);
    const cdp = await context.newCDPSession(page);
    let stopped = false;
    stopTimer = setTimeout(() => {
      stopped = true;
      // Disabled first, so a timer cannot start a new script after the running one is ended.
      void cdp
        .send("Emulation.setScriptExecutionDisabled", { value: true })
        .then(() => cdp.send("Runtime.terminateExecution"))
        .catch(() => {});
    }, limits.scriptMs);
    await page.goto(DOCUMENT_URL, { waitUntil: "load", timeout: limits.deadlineMs });
    await page.evaluate(() => document.fonts?.ready.then(() => undefined)).catch(() => undefined);
    try {
      return await work(page);
    } catch (error) {
      // Stopping the page's scripts may have ended the export's own script on the page: once more.
      if (!stopped || page.isClosed()) throw error;
      return await work(page);
    }
  };
  try {
    return await Promise.race([render(), deadline]);
  } finally {
    clearTimeout(stopTimer);
    clearTimeout(deadlineTimer);
    await context.close().catch(() => {});
  }
}

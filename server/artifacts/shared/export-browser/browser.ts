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

type Playwright = typeof import("playwright-core");

const holder = globalThis as unknown as {
  __vsBrowser?: Promise<Browser> | null;
  __vsBrowserIdle?: ReturnType<typeof setTimeout>;
  __vsPlaywright?: Promise<Playwright>;
};

export function chromiumPath(): string | null {
  const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  return existsSync(/*turbopackIgnore: true*/ path) ? path : null;
}

const CHRT = "/usr/bin/chrt";
const NICE = "/usr/bin/nice";
const SETPRIV = "/usr/bin/setpriv";

/**
 * The browser runs at the lowest CPU priority there is, so pages that compute for all their
 * seconds take only CPU the app leaves over: SCHED_IDLE (util-linux `chrt`; nice 19 where that
 * is missing). Whatever task wakes on a CPU preempts a SCHED_IDLE one, so the server answering a
 * request never waits behind a page. Chromium forks its renderers from its own processes, so
 * starting the browser so lowers every page it will ever render; a tiny launcher script does that
 * because Playwright starts the executable it is given. Run as root, Chromium would raise its
 * processes' priority again (it sets -8 on its own): there the launcher also drops the right to
 * do so (CAP_SYS_NICE, util-linux `setpriv`); without it no process leaves SCHED_IDLE.
 *
 * Where the kernel groups processes by session (autogroup: a server started from a terminal,
 * not in a container or a service's cgroup), Playwright's launch puts the browser in a session of
 * its own, and the two sessions share the CPU's time as equals whatever the priorities inside
 * them. The browser's session is not lowered there: that would rank it below every other session
 * on the machine too, and on a busy shared host exports then never finish (measured: nothing
 * rendered in 30 s at load 27 on 2 cores).
 */
const launchers = new Map<string, string>();
function launcherFor(chromium: string): string {
  if (process.platform !== "linux") return chromium;
  const made = launchers.get(chromium);
  if (made) return made;
  const lower = existsSync(CHRT) ? `${CHRT} --idle 0 ` : "";
  const nice = existsSync(NICE) ? `${NICE} -n 19 ` : "";
  if (!lower && !nice) return chromium;
  const keepLow =
    process.getuid?.() === 0 && existsSync(SETPRIV)
      ? `${SETPRIV} --bounding-set -sys_nice --inh-caps -sys_nice `
      : "";
  const dir = mkdtempSync(join(tmpdir(), "vibe-export-"));
  const launcher = join(dir, "chromium");
  writeFileSync(
    launcher,
    `#!/bin/sh\nexec ${lower}${nice}${keepLow}'${chromium.replace(/'/g, "'\\''")}' "$@"\n`,
  );
  chmodSync(launcher, 0o700);
  launchers.set(chromium, launcher);
  return launcher;
}

/**
 * playwright-core is some 7 MB of JavaScript that Node compiles on the main thread: 2 s on a
 * loaded 2-core machine, during which the server answers nothing. Loaded once per process, by
 * prepareExportBrowser at start-up, or else by the first export.
 */
function playwright(): Promise<Playwright> {
  holder.__vsPlaywright ??= import("playwright-core");
  return holder.__vsPlaywright;
}

/** Loads the export browser's driver before the server takes requests (instrumentation.ts, server/main.ts). */
export async function prepareExportBrowser(): Promise<void> {
  if (chromiumPath()) await playwright();
}

async function launch(path: string): Promise<Browser> {
  const { chromium } = await playwright();
  // A temporary folder mounted noexec cannot run the launcher: then Chromium starts as it is.
  return chromium
    .launch({ executablePath: launcherFor(path), args: ARGS })
    .catch(() => chromium.launch({ executablePath: path, args: ARGS }));
}

async function browser(): Promise<Browser> {
  const path = chromiumPath();
  if (!path) throw new Error("No Chromium on this machine");
  if (!holder.__vsBrowser) {
    // Taken before the first await: exports that start together share one launch (two launched
    // at once left the second browser running, never closed).
    const launched = launch(path).then((b) => {
      b.on("disconnected", () => {
        if (holder.__vsBrowser === launched) holder.__vsBrowser = null;
      });
      return b;
    });
    holder.__vsBrowser = launched;
    launched.catch(() => {
      if (holder.__vsBrowser === launched) holder.__vsBrowser = null;
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

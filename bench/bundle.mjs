// Workspace weight (issue targets: /chat ≤ 250 KB, /chat/info and /chat/space ≤ 200 KB of
// compressed JavaScript on first load) and the API requests a chat makes when it opens.
// Prints its figures; asserts nothing.
//
//   npm run build && node bench/bundle.mjs [--port 3950] [--runs 3]
//
// A production server (`scripts/start.mjs`, Offline model without delay, a fresh data directory)
// and the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium). The bench signs in through
// the development identity provider as a person would, makes one chat with a PRD and a flowchart
// (two real rounds through the BFF), then loads each workspace route in a fresh tab with the
// browser cache off and waits until the page has hydrated (and, for the chat, its viewer is open) and the network has
// been quiet for 1.5 s. Reported per route:
//   - first-load JS: the compressed bytes (as sent, gzip) of every script the page loaded until
//     then, lazy chunks the first render asks for included (what a user downloads before the
//     page is usable). The median of `--runs` loads.
//   - JS in the HTML: the part of it the document's own <script> tags load.
//   - API requests: calls to /api/… other than sign-in's (/api/auth/…) during that load.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printRuntime } from "./lib/runtime.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { chromium } = createRequire(import.meta.url)("playwright-core");
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const port = opt("port", Number(process.env.BENCH_PORT ?? 3950));
const runs = opt("runs", 3);
const base = `http://localhost:${port}`;
const targets = { "/chat": 250, "/chat/space": 200, "/chat/info": 200 };
const chromiumArgs = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const dataDir = mkdtempSync(path.join(tmpdir(), "vibe-bundle-"));
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DEV_ISSUER_PORT: String(port + 1),
    DATA_DIR: dataDir,
    OFFLINE_MODEL_DELAY_MS: "0",
    LOG_LEVEL: "silent",
    NEXT_TELEMETRY_DISABLED: "1",
    RATE_LIMIT_LOGIN: "600/60",
  },
  stdio: "ignore",
  detached: true, // its own process group: the issuer and next start end with it
});
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
};
process.on("SIGINT", () => {
  stopServer();
  process.exit(130);
});

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error("server exited; run `npm run build` first");
    try {
      if ((await fetch(`${base}/api/auth/providers`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

/** The development issuer's form, filled as a person would (its labels follow the language). */
async function signIn(page) {
  await page.goto(`${base}/auth/login?callbackUrl=/chat`);
  await page.waitForURL(/\/interaction\//);
  await page.locator("input[type=email], input[name=email]").first().fill("bundle.bench@example.com");
  await page.locator("input[name*=name i]").first().fill("Bundle Bench");
  await Promise.all([page.waitForURL(`${base}/chat`), page.locator("button[type=submit]").first().click()]);
}

/** One chat with a PRD and a flowchart, made through the BFF exactly as the composer does. */
async function chatWithDocuments(page) {
  return page.evaluate(async () => {
    const json = async (res) => {
      const body = await res.json();
      if (body.errno !== 0) throw new Error(`${res.url}: ${body.errno} ${body.errmsg}`);
      return body.data;
    };
    const chat = await json(
      await fetch("/api/chats", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({}),
      }),
    );
    for (const [mode, content] of [
      ["prd", "A meal planning app for busy parents"],
      ["mermaid", "The sign-up flow of the meal planning app"],
    ]) {
      const res = await fetch(`/api/chats/${chat.id}/stream`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ mode, content }),
      });
      const text = await res.text(); // the round runs to its end
      if (!text.includes('"type":"done"'))
        throw new Error(`${mode} round did not finish: ${text.slice(-300)}`);
    }
    return chat.id;
  });
}

/** True once React has hydrated the sidebar (it is on every workspace page at this width). */
const hydrated = () => {
  const sidebar = document.querySelector('[data-testid="chat-sidebar"]');
  return Boolean(sidebar && Object.keys(sidebar).some((key) => key.startsWith("__reactFiber")));
};

/** What shows that a route has done its first-load work (besides hydration): the chat's viewer is open. */
const READY = { chat: '[data-testid="prd-viewer"], [data-testid="mermaid-viewer"]' };

async function load(context, route, ready) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = [];
  const api = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on("request", (request) => {
    inFlight++;
    lastActivity = Date.now();
    const url = new URL(request.url());
    if (url.origin === base && url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/auth/"))
      api.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  const settled = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on("requestfailed", settled);
  page.on("requestfinished", (request) => {
    settled();
    if (request.resourceType() === "script" && request.url().startsWith(base)) scripts.push(request);
  });
  const response = await page.goto(`${base}${route}`, { waitUntil: "load" });
  // The document's own script tags, as the server sent them (later ones are inserted at run time).
  const html = [...(await response.text()).matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)]
    .filter(([tag]) => !/nomodule/i.test(tag))
    .map(([, src]) => new URL(src.replaceAll("&amp;", "&"), base).href);
  // Loaded = hydrated, and then no request for 1.5 s (a busy machine can run scripts for seconds
  // without touching the network, so "network idle" alone would stop too early).
  await page.waitForFunction(hydrated);
  if (ready) await page.locator(ready).first().waitFor();
  while (inFlight > 0 || Date.now() - lastActivity < 1500) await page.waitForTimeout(100);
  let all = 0;
  let inHtml = 0;
  for (const request of scripts) {
    const bytes = (await request.sizes()).responseBodySize;
    all += bytes;
    if (html.includes(request.url())) inHtml += bytes;
  }
  await page.close();
  return { all: all / 1024, inHtml: inHtml / 1024, api };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let browser;
printRuntime("bench/bundle.mjs");
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "en-US",
    extraHTTPHeaders: { "accept-language": "en-US,en;q=0.9" },
  });
  // A shared, busy machine answers slowly: wait for it rather than fail.
  context.setDefaultTimeout(180_000);
  const setup = await context.newPage();
  await signIn(setup);
  const chatId = await chatWithDocuments(setup);
  await setup.close();

  const routes = ["/chat", "/chat/space", "/chat/info", `/chat/${chatId}`];
  const rows = [];
  let chatRequests = [];
  for (const route of routes) {
    const loads = [];
    for (let i = 0; i < runs; i++)
      loads.push(await load(context, route, route.endsWith(chatId) ? READY.chat : undefined));
    const name = route.startsWith("/chat/") && route.length > 20 ? "/chat/{id} (PRD + flowchart)" : route;
    if (route === routes.at(-1)) chatRequests = loads.at(-1).api;
    rows.push({
      route: name,
      "first-load JS KB (gzip)": Number(median(loads.map((l) => l.all)).toFixed(1)),
      "JS in the HTML KB": Number(median(loads.map((l) => l.inHtml)).toFixed(1)),
      "API requests": median(loads.map((l) => l.api.length)),
      "target KB": targets[route] ?? "",
    });
  }
  console.table(rows);
  for (const row of rows)
    if (row["target KB"])
      console.log(
        `${row.route}: ${(row["first-load JS KB (gzip)"] / row["target KB"]).toFixed(2)} of the ${row["target KB"]} KB target`,
      );
  console.log(`API requests when the chat with a PRD and a flowchart opens (${chatRequests.length}):`);
  for (const request of chatRequests)
    console.log(`  ${request.replace(chatId, "{id}").replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "{vid}")}`);
} finally {
  await browser?.close();
  stopServer();
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
}

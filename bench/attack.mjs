// The attack of an ordinary account, from outside (bounded extraction and exports, DESIGN.md §6):
// starts `npm start` (scripts/start.mjs: built app, embedded defaults, development identity
// provider) on a fresh data folder, signs two users in through the identity provider in
// Chromium, then for --seconds one user uploads bombs (tests/fixtures/office-files.mjs) and runs
// exports of a page that loops forever, as fast as the server answers, while the other user
// exports an ordinary page again and again. Prints: /api/health latency (max, p99; probed from
// a thread of its own, as another client would see it), the app
// process's memory (and with its Chromium children) at rest and at peak, every answer the
// attacker got, the victim's export times before and during the attack, what lone surrogates
// get, and whether the app is up at the end on the same process. `--crash` then kills the app
// process (SIGKILL) and times the supervisor's restart while the identity provider answers.
// Asserts nothing; needs `npm run build` first (otherwise npm start builds).
//
//   node bench/attack.mjs [--port 3250] [--seconds 60] [--crash]
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { chromium } from "playwright-core";
import * as office from "../tests/fixtures/office-files.mjs";
import { printRuntime } from "./lib/runtime.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const PORT = opt("port", 3250);
const SECONDS = opt("seconds", 60);
const CRASH = args.includes("--crash");
const APP = `http://localhost:${PORT}`;
const MB = 2 ** 20;
const dataDir = mkdtempSync(path.join(tmpdir(), "vibe-attack-"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The health prober's thread: a probe every 100 ms until `until`, then its timings. */
const HEALTH_PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const times = [];
  let failures = 0;
  while (Date.now() < workerData.until) {
    const started = performance.now();
    try {
      const res = await fetch(workerData.url, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (!res.ok) failures += 1;
    } catch {
      failures += 1;
    }
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 100));
  }
  parentPort.postMessage({ times, failures });
})();
`;

// ---------------------------------------------------------------- the service

function startService() {
  // The Offline model writes at full speed so the two users' prototypes exist quickly; nothing
  // else differs from `npm start` with the embedded defaults.
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DEV_ISSUER_PORT: String(PORT + 1),
      DATA_DIR: dataDir,
      OFFLINE_MODEL_DELAY_MS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const state = { child, appPid: 0, issuer: "", log: "" };
  const onData = (chunk) => {
    state.log = (state.log + chunk).slice(-20_000);
    for (const m of String(chunk).matchAll(/\[start\] app process (\d+)/g)) state.appPid = Number(m[1]);
    const issuer = String(chunk).match(/identity provider at (\S+)/);
    if (issuer) state.issuer = issuer[1];
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  return state;
}

async function healthy(timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${APP}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return true;
    } catch {
      /* not yet */
    }
    await sleep(200);
  }
  return false;
}

/** Proportional set size (bytes): a process's own pages plus its share of pages it shares. */
function pssOf(pid) {
  try {
    const kb = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8").match(/^Pss:\s+(\d+) kB/m);
    return kb ? Number(kb[1]) * 1024 : 0;
  } catch {
    return 0; // gone
  }
}

/**
 * Resident memory (bytes) of a process, and of it with all its descendants (Chromium). The tree
 * is summed as PSS: Chromium's processes are forked from one zygote and share most of their
 * pages, which a sum of RSS would count once per process.
 */
function memoryOf(pid) {
  const children = new Map();
  const rss = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ppid = Number(fields[1]);
      rss.set(Number(name), Number(fields[21]) * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      /* gone */
    }
  }
  let tree = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    tree += pssOf(p);
    stack.push(...(children.get(p) ?? []));
  }
  return { app: rss.get(pid) ?? 0, tree };
}

// ---------------------------------------------------------------- users

async function signIn(browser, email) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${APP}/chat`, { waitUntil: "networkidle" });
  for (let hop = 0; hop < 5 && new URL(page.url()).origin !== APP; hop++) {
    const mail = page.locator("input[type=email], input[name*=mail i], input[name=login]").first();
    if (await mail.count()) {
      await mail.fill(email);
      const name = page.locator("input[name*=name i]").first();
      if (await name.count()) await name.fill(email.split("@")[0]);
    }
    const submit = page.locator("button[type=submit], input[type=submit]").first();
    if (!(await submit.count())) break;
    await Promise.all([page.waitForLoadState("networkidle"), submit.click()]);
  }
  const cookie = (await context.cookies(APP)).map((c) => `${c.name}=${c.value}`).join("; ");
  await context.close();
  if (!/session-token/.test(cookie)) throw new Error(`${email} did not get a session`);
  const call = (p, init = {}) =>
    fetch(`${APP}${p}`, {
      ...init,
      headers: {
        cookie,
        origin: APP,
        ...(init.json ? { "content-type": "application/json" } : {}),
        ...init.headers,
      },
      body: init.json ? JSON.stringify(init.json) : init.body,
    });
  return { email, call };
}

async function prototypeOf(user) {
  const chat = (await (await user.call("/api/chats", { method: "POST", json: {} })).json()).data;
  await (
    await user.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      json: { content: "A settings page for a note-taking app", mode: "prototype", device_type: "web" },
    })
  ).text();
  const version = (await (await user.call(`/api/chats/${chat.id}/prototype-content`)).json()).data;
  return { chat_id: chat.id, version_id: version.id };
}

// ---------------------------------------------------------------- figures

const pct = (list, p) => {
  if (!list.length) return NaN;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (v) => `${Math.round(v)} ms`;
const mb = (v) => `${Math.round(v / MB)} MB`;
const tally = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

const BUSY_PAGE =
  "<!doctype html><html><body><h1>Busy</h1><script>for(;;){}</script><p>never reached while it runs</p></body></html>";
const ORDINARY_PAGE =
  '<!doctype html><html><body style="font-family:sans-serif"><h1>Order summary</h1><p>3 items, ready for pickup</p></body></html>';

async function main() {
  printRuntime("bench/attack.mjs");
  console.log(`starting npm start on ${APP} (data: ${dataDir})…`);
  const service = startService();
  if (!(await healthy(15 * 60_000))) throw new Error(`the app did not come up:\n${service.log.slice(-3000)}`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--headless", "--disable-gpu"],
  });
  try {
    const attacker = await signIn(browser, "attacker@example.com");
    const victim = await signIn(browser, "victim@example.com");
    const [attackTarget, victimTarget] = [await prototypeOf(attacker), await prototypeOf(victim)];
    const victimExport = async () => {
      const started = performance.now();
      const body = await (
        await victim.call("/api/prototype/save_as_image", {
          method: "POST",
          json: { ...victimTarget, html_content: ORDINARY_PAGE, design_type: "web" },
        })
      ).json();
      return { ms: performance.now() - started, ok: body.errno === 0, errmsg: body.errmsg };
    };
    const baselineExports = [await victimExport(), await victimExport(), await victimExport()];
    console.log("making the bomb corpus…");
    const bombs = [
      ["docx 1 GB", "a.docx", office.docxBomb(1024 * MB)],
      ["xlsx 1 GB", "b.xlsx", office.xlsxBomb(1024 * MB)],
      ["pptx 1 GB", "c.pptx", office.pptxBomb(1024 * MB)],
      ["lying headers", "d.docx", office.lyingDocx(200 * MB)],
      ["entity bomb", "e.docx", office.entityBombDocx()],
      ["10,010 parts", "f.docx", office.manyPartsDocx(10_010)],
      ["slowest allowed", "g.xlsx", office.xlsxSlowBomb()],
    ];
    await sleep(3000); // settle after setup before the memory baseline
    const pid = service.appPid;
    const rest = memoryOf(pid);
    console.log(
      `app process ${pid}: ${mb(rest.app)} at rest (${mb(rest.tree)} with its children); attacking for ${SECONDS} s…`,
    );

    const until = Date.now() + SECONDS * 1000;
    const live = () => Date.now() < until;
    const health = [];
    let healthFailures = 0;
    let peak = { ...rest };
    const uploads = new Map();
    const exports = new Map();
    const victimTimes = [];
    const victimFailures = [];

    const jobs = [
      // Another user's view of the service: /api/health probed from a thread of its own, so the
      // attack's loops here (20 MB bodies, /proc scans) never delay a probe's timing.
      new Promise((resolve, reject) => {
        const prober = new Worker(HEALTH_PROBER, {
          eval: true,
          workerData: { url: `${APP}/api/health`, until },
        });
        prober.on("message", (result) => {
          health.push(...result.times);
          healthFailures += result.failures;
          resolve();
        });
        prober.on("error", reject);
      }),
      (async () => {
        while (live()) {
          const now = memoryOf(pid);
          peak = { app: Math.max(peak.app, now.app), tree: Math.max(peak.tree, now.tree) };
          await sleep(250);
        }
      })(),
      // The attacker: three upload loops over the bomb corpus…
      ...[0, 1, 2].map(async (offset) => {
        for (let i = offset; live(); i++) {
          const [label, name, bytes] = bombs[i % bombs.length];
          const form = new FormData();
          form.append("file", new File([bytes], name));
          try {
            const res = await attacker.call("/api/files", { method: "POST", body: form });
            const body = await res.json();
            tally(
              uploads,
              `${label}: ${res.status} ${body.errno === 0 ? `saved (${body.data.text_status})` : body.errmsg.slice(0, 60)}`,
            );
          } catch (error) {
            tally(uploads, `${label}: ${error.message}`);
          }
        }
      }),
      // …and three export loops of a page that never stops running.
      ...["save_as_image", "export_to_mastergo", "save_as_image"].map(async (helper) => {
        while (live()) {
          try {
            const body = await (
              await attacker.call(`/api/prototype/${helper}`, {
                method: "POST",
                json: { ...attackTarget, html_content: BUSY_PAGE },
              })
            ).json();
            tally(exports, `${helper}: errno ${body.errno}${body.errno ? ` ${body.errmsg}` : ""}`);
            if (body.errno) await sleep(200); // refused: try again a moment later, as a script would
          } catch (error) {
            tally(exports, `${helper}: ${error.message}`);
          }
        }
      }),
      // The victim: ordinary exports, one after another.
      (async () => {
        await sleep(2000);
        while (live()) {
          const result = await victimExport();
          if (result.ok) victimTimes.push(result.ms);
          else victimFailures.push(result.errmsg);
        }
      })(),
    ];
    await Promise.all(jobs);

    const surrogates = [];
    for (const [label, p, raw] of [
      ["set_config model", `/api/chats/${attackTarget.chat_id}/set_config`, '{"model":"\\ud800"}'],
      ["stream model", `/api/chats/${attackTarget.chat_id}/stream`, '{"content":"hi","model":"\\udfff"}'],
      [
        "stream edit_html",
        `/api/chats/${attackTarget.chat_id}/stream`,
        '{"content":"hi","edit_html":"<p>\\ud83d</p>"}',
      ],
      ["new chat title", "/api/chats", '{"title":"x\\udc00y"}'],
    ]) {
      const res = await attacker.call(p, {
        method: "POST",
        body: raw,
        headers: { "content-type": "application/json" },
      });
      surrogates.push(`${label}: ${res.status}`);
      await res.arrayBuffer();
    }
    const upAtEnd = await healthy(5000);

    console.log("\n== /api/health while attacked");
    console.log(
      `  ${health.length} probes: max ${ms(Math.max(...health))}, p99 ${ms(pct(health, 99))}, p50 ${ms(pct(health, 50))}, failures ${healthFailures}`,
    );
    console.log("== memory of the app process");
    console.log(`  app: ${mb(rest.app)} at rest, ${mb(peak.app)} at peak, growth ${mb(peak.app - rest.app)}`);
    console.log(
      `  with its Chromium children (PSS): ${mb(rest.tree)} at rest, ${mb(peak.tree)} at peak, growth ${mb(peak.tree - rest.tree)}`,
    );
    console.log("== the attacker's uploads (answer: count)");
    for (const [key, count] of [...uploads].sort()) console.log(`  ${key}: ${count}`);
    console.log("== the attacker's busy exports (answer: count)");
    for (const [key, count] of [...exports].sort()) console.log(`  ${key}: ${count}`);
    console.log("== the victim's ordinary export");
    console.log(`  before the attack: ${baselineExports.map((e) => ms(e.ms)).join(", ")}`);
    console.log(
      `  during: ${victimTimes.length} completed, p50 ${ms(pct(victimTimes, 50))}, max ${ms(Math.max(...victimTimes))}; failed ${victimFailures.length}${victimFailures.length ? ` (${[...new Set(victimFailures)].join("; ")})` : ""}`,
    );
    console.log("== lone surrogates (status)");
    console.log(`  ${surrogates.join(", ")}`);
    console.log("== at the end");
    console.log(
      `  app up: ${upAtEnd}; same process: ${service.appPid === pid} (${service.appPid}); restarts logged: ${(service.log.match(/restarting it in/g) ?? []).length}`,
    );

    if (CRASH) {
      const issuerUp = async () => {
        try {
          return (
            await fetch(`${service.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`, {
              signal: AbortSignal.timeout(2000),
            })
          ).ok;
        } catch {
          return false;
        }
      };
      process.kill(pid, "SIGKILL");
      const killed = performance.now();
      await sleep(300);
      const issuerDuring = await issuerUp();
      const back = await healthy(5 * 60_000);
      console.log("== --crash: the app process killed (SIGKILL)");
      console.log(`  identity provider answering while the app was down: ${issuerDuring}`);
      console.log(
        `  app back: ${back} after ${ms(performance.now() - killed)}, new process ${service.appPid}`,
      );
      console.log(`  supervisor's log: ${service.log.match(/\[start\] the app [^\n]*/)?.[0] ?? "(none)"}`);
    }
  } finally {
    await browser.close();
    service.child.kill("SIGTERM");
    await new Promise((r) => {
      service.child.once("exit", r);
      setTimeout(r, 20_000).unref();
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

// Lighthouse on the public pages of a production build: performance ≥ 97 and TBT ≤ 150 ms;
//   accessibility, best practices, SEO = 100; first-load JS of / < 150 KB gzip. Beside them, in
//   the same run, the baseline: /bench-baseline, a trivial page of the same build and root layout
//   (shown only while BENCH_BASELINES=1), so what a landing page scores below it is its own doing.
// Usage: npm run build && node bench/lighthouse.mjs      (CHROME_PATH defaults to /usr/bin/chromium;
//        BENCH_RUNS=3 audits per page, the median performance run is reported)
// Lighthouse itself is fetched by npx at a pinned version so it does not weigh on `npm ci`.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printRuntime } from "./lib/runtime.mjs";

const LIGHTHOUSE = "lighthouse@12.2.3";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const BASELINE = "/bench-baseline";
const pages = [BASELINE, "/", "/about", "/user-manual"];
const runs = Number(process.env.BENCH_RUNS ?? 3);
const targets = { performance: 97, accessibility: 100, "best-practices": 100, seo: 100 };
const chromeFlags =
  "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";

printRuntime("bench/lighthouse.mjs");
const dataDir = mkdtempSync(path.join(tmpdir(), "vibe-bench-"));
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DEV_ISSUER_PORT: String(port + 1),
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    BENCH_BASELINES: "1", // app/bench-baseline answers
  },
  stdio: "ignore",
});

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/about`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

function audit(url) {
  const out = path.join(dataDir, `lh-${Date.now()}.json`);
  execFileSync(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-flags=${chromeFlags}`,
      "--only-categories=performance,accessibility,best-practices,seo",
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  return JSON.parse(readFileSync(out, "utf8"));
}

/** A kept-alive socket the server closed during a long Lighthouse run fails once; ask again. */
async function fetchRetry(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/**
 * First-load JavaScript, as Next.js defines it: the scripts the page's HTML loads (module
 * browsers skip the noModule polyfill), gzip-compressed; code split off behind dynamic import()
 * (the toast host, the language dialog) is not part of it.
 */
async function firstLoadJsKb(page) {
  const html = await (await fetchRetry(`${base}${page}`, { headers: { "accept-language": "en" } })).text();
  const scripts = new Set(
    [...html.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !/nomodule/i.test(tag))
      .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
      .filter(Boolean),
  );
  let bytes = 0;
  for (const src of scripts)
    bytes += gzipSync(Buffer.from(await (await fetchRetry(new URL(src, base))).arrayBuffer())).length;
  return bytes / 1024;
}

/** Every same-origin script the page loaded during the Lighthouse run (transfer size, lazy chunks included). */
function loadedJsKb(report) {
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  const bytes = requests
    .filter((r) => r.resourceType === "Script" && r.url.startsWith(base))
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return bytes / 1024;
}

try {
  await waitForServer();
  const rows = [];
  for (const page of pages) {
    // Lighthouse scores vary from run to run: audit each page `runs` times and report the run
    // with the median performance score, plus the range seen.
    const reports = Array.from({ length: runs }, () => audit(`${base}${page}`));
    const perf = (r) => Math.round((r.categories.performance?.score ?? 0) * 100);
    reports.sort((a, b) => perf(a) - perf(b));
    const report = reports[Math.floor(reports.length / 2)];
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    rows.push({
      page,
      performance: score("performance"),
      "perf range": `${perf(reports[0])}–${perf(reports.at(-1))}`,
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      "LCP ms": Math.round(report.audits["largest-contentful-paint"].numericValue),
      "TBT ms": Math.round(report.audits["total-blocking-time"].numericValue),
      "first-load JS KB (gzip)": Number((await firstLoadJsKb(page)).toFixed(1)),
      "all JS loaded KB": Number(loadedJsKb(report).toFixed(1)),
    });
  }
  console.table(rows);
  const baseline = rows.find((row) => row.page === BASELINE);
  for (const row of rows.filter((r) => r !== baseline)) {
    console.log(
      `${row.page}: performance ${row.performance} (baseline ${baseline.performance}), TBT ${row["TBT ms"]} ms (baseline ${baseline["TBT ms"]}; target ≤ 150), LCP ${row["LCP ms"]} ms (baseline ${baseline["LCP ms"]})`,
    );
  }
  for (const row of rows) {
    const ratios = Object.entries(targets).map(([k, t]) => `${k} ${(row[k] / t).toFixed(2)}`);
    console.log(
      `${row.page}: ratio to target → ${ratios.join(", ")}; JS ${(row["first-load JS KB (gzip)"] / 150).toFixed(2)} of the 150 KB budget`,
    );
  }
} finally {
  server.kill("SIGTERM");
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
}

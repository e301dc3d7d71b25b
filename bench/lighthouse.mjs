// Lighthouse on the public pages of a production build (issue #3 targets):
//   performance ≥ 95; accessibility, best practices, SEO = 100; first-load JS of / < 150 KB gzip.
// Usage: npm run build && node bench/lighthouse.mjs      (CHROME_PATH defaults to /usr/bin/chromium)
// Lighthouse itself is fetched by npx at a pinned version so it does not weigh on `npm ci`.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://localhost:${port}`;
const pages = ['/', '/about', '/user-manual'];
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const chromeFlags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vibe-bench-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DEV_ISSUER_PORT: String(port + 1), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  stdio: 'ignore',
});

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/about`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

function audit(url) {
  const out = path.join(dataDir, `lh-${Date.now()}.json`);
  execFileSync('npx', ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${chromeFlags}`,
    '--only-categories=performance,accessibility,best-practices,seo'], {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return JSON.parse(readFileSync(out, 'utf8'));
}

function firstLoadJsKb(report) {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const bytes = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(base)).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return bytes / 1024;
}

try {
  await waitForServer();
  const rows = [];
  for (const page of pages) {
    const report = audit(`${base}${page}`);
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(report.audits['largest-contentful-paint'].numericValue),
      'TBT ms': Math.round(report.audits['total-blocking-time'].numericValue),
      'first-load JS KB (gzip)': Number(firstLoadJsKb(report).toFixed(1)),
    });
  }
  console.table(rows);
  for (const row of rows) {
    const ratios = Object.entries(targets).map(([k, t]) => `${k} ${(row[k] / t).toFixed(2)}`);
    console.log(`${row.page}: ratio to target → ${ratios.join(', ')}; JS ${(row['first-load JS KB (gzip)'] / 150).toFixed(2)} of the 150 KB budget`);
  }
} finally {
  server.kill('SIGTERM');
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
}

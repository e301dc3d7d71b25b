import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const agg = new Map(); const aggAll = new Map();
for (let run = 0; run < 3; run++) {
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, { ...n, self: 0 }]));
profile.samples.forEach((id, i) => { byId.get(id).self += profile.timeDeltas[i] ?? 0; });
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.columnNumber}`;
function collect(n, into) { into.set(name(n), (into.get(name(n)) ?? 0) + n.self); for (const c of n.children ?? []) collect(byId.get(c), into); }
function find(n, fn) { if (fn(n)) return [n]; return (n.children ?? []).flatMap((c) => find(byId.get(c), fn)); }
for (const root of find(byId.get(profile.nodes[0].id), (n) => n.callFrame.functionName === process.argv[3])) collect(root, agg);
collect(byId.get(profile.nodes[0].id), aggAll);
await page.close();
}
console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${(v / 3000).toFixed(1)}ms ${k}`).join('\n'));
await browser.close();

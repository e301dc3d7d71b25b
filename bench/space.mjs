// Personal space benchmark (issue: 5,000 items list, filter and search in < 200 ms at p95).
// Prints its figures; asserts nothing.
//
//   node bench/space.mjs [--items 5000] [--runs 60]
//   BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL instead of in-memory PGlite.
//
// One user gets N items (Chinese and English notes, documents and files of every type, tags,
// favorites, a tenth in Deleted) written through the same service the API uses, so each has its
// real search document; a second user gets N/5 more so the index is shared as in production.
// Then every call goes through the whole API (auth, validation, SQL, JSON) in process:
// list (first page, a deep page), filters (type, tag, favorite, time, Deleted) and searches
// (Chinese word inside sentences, English prefix, two words, a rare word, a word in most items).
// Reported per call: p50, p95 and max over the runs, and p95 against the 200 ms target.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { printRuntime } from "./lib/runtime.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};

// The API's modules are TypeScript marked `server-only`: run again under tsx with the
// react-server condition (as `npm run api` does).
if (!process.env.SPACE_BENCH_CHILD) {
  printRuntime("bench/space.mjs");
  const child = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", fileURLToPath(import.meta.url), ...args],
    {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        SPACE_BENCH_CHILD: "1",
        LOG_LEVEL: "silent",
        AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-secret-0123456789abcdef0123456789",
      },
    },
  );
  process.exit(child.status ?? 1);
}

const ITEMS = opt("items", 5000);
const RUNS = opt("runs", 60);
const TARGET_MS = 200;

const { openAppDatabase: openDatabase } = await import("../server/app-database.ts");
const { createApp } = await import("../server/app.ts");
const { signApiToken } = await import("../server/auth/api-token.ts");
const { insertSpaceItems } = await import("../server/services/space-items.ts");
const { knowledgeItems } = await import("../server/db/schema.ts");
const { eq, inArray } = await import("drizzle-orm");

const handle = await openDatabase(process.env.BENCH_DATABASE_URL ?? "memory://");
const app = createApp({ db: handle.db });

async function signIn(email) {
  const login = await signApiToken({
    oidc: { issuer: "http://issuer.bench", subject: `sub-${email}`, email, name: email.split("@")[0] },
  });
  const res = await app.request("/api/user/login", {
    method: "POST",
    headers: { Authorization: `Bearer ${login}` },
  });
  const { data } = await res.json();
  return { userId: data.ucid, token: await signApiToken({ sub: data.ucid, sid: data.session_id }) };
}

// A deterministic corpus: sentences built from Chinese and English product vocabulary.
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(rand() * list.length)];
const ZH = [
  "番茄钟",
  "专注",
  "用户增长",
  "留存",
  "支付",
  "退款",
  "会员",
  "优惠券",
  "拼团",
  "库存",
  "配送",
  "评价",
  "签到",
  "积分",
  "课程预约",
  "数据看板",
  "权限管理",
  "消息通知",
  "搜索",
  "登录注册",
];
const ZH_FILL = [
  "是最常用的功能",
  "需要在下个版本优化",
  "影响了转化率",
  "用户反馈很多",
  "和竞品相比有优势",
  "要支持多端同步",
  "的规则需要说明",
  "上线后数据上涨",
];
const EN = [
  "pomodoro",
  "timer",
  "onboarding",
  "checkout",
  "invoice",
  "pricing",
  "retention",
  "referral",
  "webhook",
  "dashboard",
  "export",
  "permissions",
  "notifications",
  "search",
  "offline",
  "accessibility",
  "analytics",
  "billing",
  "roadmap",
  "sprint",
];
const EN_FILL = [
  "needs a clearer flow",
  "was the top request this quarter",
  "should work on mobile first",
  "drives weekly active users",
  "is missing from competitors",
  "must be tested before launch",
];
const TYPES = [
  "knowledge",
  "knowledge",
  "knowledge",
  "prd",
  "test_case",
  "prototype",
  "mermaid",
  "attachment",
  "mult_prototype",
  "research",
];
const TAGS = ["产品", "growth", "research", "竞品", "pricing", "q3", "mobile", "design"];

function note(i) {
  const zh = i % 2 === 0;
  const sentences = [];
  for (let s = 0; s < 6 + Math.floor(rand() * 10); s++)
    sentences.push(zh ? `${pick(ZH)}${pick(ZH_FILL)}。` : `The ${pick(EN)} ${pick(EN_FILL)}.`);
  // One rare word in 1 of 500 items.
  if (i % 500 === 7 || i % 500 === 8)
    sentences.push(zh ? "珊瑚礁监测项目。" : "Coral reef monitoring project.");
  return {
    title: zh
      ? `${pick(ZH)}${pick(["方案", "说明", "复盘", "需求"])} ${i}`
      : `${pick(EN)} ${pick(["spec", "notes", "review", "plan"])} ${i}`,
    body: sentences.join(zh ? "" : " "),
  };
}

async function fill(userId, count) {
  const started = performance.now();
  const day = 86_400_000;
  for (let start = 0; start < count; start += 250) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 250); i++) {
      const { title, body } = note(i);
      batch.push({
        userId,
        type: TYPES[i % TYPES.length],
        knowledgeType: TYPES[i % TYPES.length] === "knowledge" ? "text" : null,
        title,
        body,
        content: TYPES[i % TYPES.length] === "knowledge" ? body.slice(0, 2000) : null,
        tags: rand() < 0.4 ? [pick(TAGS)] : [],
        createdAt: new Date(Date.now() - Math.floor(rand() * 400) * day),
      });
    }
    const rows = await insertSpaceItems(handle.db, batch);
    const favorites = rows.filter((_, k) => k % 7 === 0).map((r) => r.id);
    if (favorites.length)
      await handle.db
        .update(knowledgeItems)
        .set({ isFavorite: true })
        .where(inArray(knowledgeItems.id, favorites));
    const deleted = rows.filter((_, k) => k % 11 === 3).map((r) => r.id);
    if (deleted.length)
      await handle.db
        .update(knowledgeItems)
        .set({ status: "deleted", deletedAt: new Date() })
        .where(inArray(knowledgeItems.id, deleted));
  }
  return performance.now() - started;
}

const owner = await signIn("bench-owner@example.com");
const other = await signIn("bench-other@example.com");
const fillMs = await fill(owner.userId, ITEMS);
await fill(other.userId, Math.floor(ITEMS / 5));
const [{ count }] = await handle.db
  .select({ count: (await import("drizzle-orm")).count() })
  .from(knowledgeItems)
  .where(eq(knowledgeItems.userId, owner.userId));
if (handle.kind === "postgres")
  await handle.db.execute((await import("drizzle-orm")).sql`analyze knowledge_items`);

const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
const CALLS = [
  ["list: first page", ""],
  ["list: page 50", "page=50"],
  ["filter: type=prd", "type=prd"],
  ["filter: tag=产品", `tag=${encodeURIComponent("产品")}`],
  ["filter: favorites", "favorite=true"],
  ["filter: past 30 days", `since=${encodeURIComponent(since)}`],
  ["filter: Deleted", "status=deleted"],
  ["search: 番茄钟 (zh, in sentences)", `q=${encodeURIComponent("番茄钟")}`],
  ["search: 用户增长 留存 (zh, two words)", `q=${encodeURIComponent("用户增长 留存")}`],
  ["search: pomo (en prefix)", "q=pomo"],
  ["search: checkout flow (en, two words)", `q=${encodeURIComponent("checkout flow")}`],
  ["search: 珊瑚礁 (rare, zh)", `q=${encodeURIComponent("珊瑚礁")}`],
  ["search: coral (rare, en)", "q=coral"],
  ["search: the (stop word)", "q=the"],
  ["search + filter: 支付 type=knowledge", `q=${encodeURIComponent("支付")}&type=knowledge`],
  ["stats", null],
];

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const rows = [];
for (const [name, query] of CALLS) {
  const url =
    query === null ? "/api/knowledge-base/stats" : `/api/knowledge-base/items${query ? `?${query}` : ""}`;
  const times = [];
  let total = null;
  for (let run = 0; run < RUNS + 3; run++) {
    const started = performance.now();
    const res = await app.request(url, { headers: { Authorization: `Bearer ${owner.token}` } });
    const body = await res.json();
    const ms = performance.now() - started;
    if (body.errno !== 0) throw new Error(`${name}: ${JSON.stringify(body)}`);
    total = body.data.total;
    if (run >= 3) times.push(ms); // the first calls warm the plan cache and the JIT
  }
  times.sort((a, b) => a - b);
  rows.push({ name, total, p50: pct(times, 50), p95: pct(times, 95), max: times.at(-1) });
}

const db = handle.kind === "postgres" ? "PostgreSQL" : "PGlite (in memory)";
console.log(
  `Personal space: ${Number(count)} items for the measured user (+${Math.floor(ITEMS / 5)} for another), ${db}, ${RUNS} runs per call, written in ${(fillMs / 1000).toFixed(1)} s`,
);
console.log(
  `${"call".padEnd(40)} ${"matches".padStart(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"max ms".padStart(8)}  p95 vs ${TARGET_MS} ms`,
);
for (const r of rows) {
  console.log(
    `${r.name.padEnd(40)} ${String(r.total ?? "").padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}  ${(r.p95 / TARGET_MS).toFixed(2)}× ${r.p95 < TARGET_MS ? "ok" : "OVER"}`,
  );
}
const worst = rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
console.log(
  `worst p95: ${worst.name} ${worst.p95.toFixed(1)} ms (${(worst.p95 / TARGET_MS).toFixed(2)}× the target)`,
);
await handle.close();
process.exit(0);

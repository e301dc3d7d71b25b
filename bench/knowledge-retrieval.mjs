// Passage retrieval benchmark: how long ranking the passages of picked knowledge against a
// request takes in the database (the knowledge base's own tokens and `english` stemming), for
// rounds with 1, 5 and 20 items of 40, 150 and 400 passages (the per-item cap). Prints p50/p95/max
// over the runs; asserts nothing.
//
//   node bench/knowledge-retrieval.mjs [--runs 30]
//   BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL instead of in-memory PGlite.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};

if (!process.env.RETRIEVAL_BENCH_CHILD) {
  const child = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", fileURLToPath(import.meta.url), ...args],
    { cwd: root, stdio: "inherit", env: { ...process.env, RETRIEVAL_BENCH_CHILD: "1", LOG_LEVEL: "silent" } },
  );
  process.exit(child.status ?? 1);
}

const { openDatabase } = await import("../server/db/client.ts");
const { retrievePassages } = await import("../server/services/passage-retrieval.ts");
const handle = await openDatabase(process.env.BENCH_DATABASE_URL ?? "memory://");
const runs = opt("runs", 30);

const EN = [
  "38% of cancelled subscribers cancelled over price.",
  "Most users open the app twice a week in the evening.",
  "The onboarding checklist has five steps and takes four minutes.",
  "Support tickets about login doubled after the March release.",
  "Families choose four-person boxes twice a week.",
];
const ZH = [
  "41% 的用户因为价格太高而流失。",
  "多数用户在晚上打开应用，每周两次。",
  "新手引导有五个步骤，平均需要四分钟。",
  "三月版本发布后，登录相关的工单翻了一倍。",
];
const item = (i, passages) => ({
  title: `Note ${i}`,
  text: Array.from({ length: passages }, (_, k) => (k % 2 ? ZH[k % ZH.length] : EN[k % EN.length])).join(
    "\n",
  ),
});

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
console.log(
  `passage retrieval on ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite (memory)"}, ${runs} runs each`,
);
for (const [items, passages] of [
  [1, 40],
  [5, 40],
  [5, 150],
  [20, 150],
  [20, 400],
]) {
  const docs = Array.from({ length: items }, (_, i) => item(i, passages));
  for (const query of [
    "What are the top 3 churn fixes after the price change?",
    "用户流失的主要原因是什么？",
  ]) {
    await retrievePassages(handle.db, query, docs); // warm
    const times = [];
    for (let r = 0; r < runs; r++) {
      const started = performance.now();
      await retrievePassages(handle.db, query, docs);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${String(items).padStart(2)} items × ${String(passages).padStart(3)} passages, ${/[\u4e00-\u9fff]/.test(query) ? "zh" : "en"}: p50 ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`,
    );
  }
}
await handle.close();

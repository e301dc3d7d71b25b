// Parse rate of the mermaid corpus (tests/fixtures/mermaid-corpus) with the real parser, as is
// and after the deterministic repair the flowchart mode and PRDs use (server/validate/mermaid-repair).
// Target: 100 % of valid/ untouched, 100 % of repairable/ parsing after repair; model/ needs the model.
// Usage: node bench/mermaid-corpus.mjs        (prints one line per failure and the rates)
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), "..");

// The validator is TypeScript marked `server-only`: run under tsx with React's server condition.
if (!process.env.MERMAID_BENCH_CHILD) {
  const child = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", here], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, MERMAID_BENCH_CHILD: "1" },
  });
  process.exit(child.status ?? 1);
}

const { parseMermaid, closeMermaidValidator } = await import(path.join(root, "server/validate/mermaid.ts"));
const { repairMermaidGuided } = await import(path.join(root, "server/validate/mermaid-repair/index.ts"));

const corpus = path.join(root, "tests/fixtures/mermaid-corpus");
const sets = ["valid", "repairable", "model"];
const started = performance.now();
const rows = {};
for (const set of sets) {
  const files = readdirSync(path.join(corpus, set))
    .filter((f) => f.endsWith(".mmd"))
    .sort();
  const row = { total: files.length, asIs: 0, repaired: 0, failures: [] };
  for (const file of files) {
    const source = readFileSync(path.join(corpus, set, file), "utf8");
    const first = await parseMermaid(source);
    if (first.ok) row.asIs++;
    const repair = await repairMermaidGuided(source, parseMermaid);
    if (repair.ok) row.repaired++;
    else row.failures.push(`${set}/${file}: ${(await parseMermaid(repair.source)).message?.split("\n")[0]}`);
  }
  rows[set] = row;
}
await closeMermaidValidator();

const pct = (n, d) => `${((100 * n) / Math.max(d, 1)).toFixed(1)} %`;
for (const set of sets) for (const failure of rows[set].failures) console.log(`  still failing  ${failure}`);
console.log("set          charts  parse as written  parse after deterministic repair");
for (const set of sets) {
  const r = rows[set];
  console.log(
    `${set.padEnd(12)} ${String(r.total).padStart(6)}  ${pct(r.asIs, r.total).padStart(16)}  ${pct(r.repaired, r.total).padStart(32)}`,
  );
}
const all = sets.reduce((a, s) => ({ total: a.total + rows[s].total, ok: a.ok + rows[s].repaired }), {
  total: 0,
  ok: 0,
});
console.log(
  `corpus: ${all.total} charts, ${pct(all.ok, all.total)} parse after deterministic repair (${((performance.now() - started) / 1000).toFixed(1)} s incl. validator start)`,
);
console.log(`target: repairable ${pct(rows.repairable.repaired, rows.repairable.total)} (must be 100 %)`);
process.exitCode =
  rows.repairable.repaired === rows.repairable.total && rows.valid.asIs === rows.valid.total ? 0 : 1;

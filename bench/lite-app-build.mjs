// Build time of a lite app (issue #20 §4): the Offline model's todo app built by the real builder
// (server/artifacts/agentic/build/build-app.ts: in a build worker process, one warm esbuild
// context + Tailwind, one inline HTML document) against a bare esbuild build of one small file,
// in the same run; then the same app built and type checked as a round does (compileApp), cold
// (a new worker) and warm.
// Each timed build changes src/config.ts (a new task label, as a follow-up would), so esbuild
// re-reads the app's own files; react, react-dom and lucide-react stay cached in the warm context.
// The app imports each icon from its own module (lucide-react/icons/<name>); for comparison the
// same app importing from the lucide-react barrel is timed too.
// Target: todo app p50 < 150 ms warm. Prints its figures; asserts nothing.
//
//   node bench/lite-app-build.mjs [--runs 30] [--warmup 3]
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printRuntime } from "./lib/runtime.mjs";

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), "..");

// The builder and the writer are TypeScript: run under tsx.
if (!process.env.LITE_APP_BENCH_CHILD) {
  printRuntime("bench/lite-app-build.mjs");
  const child = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", here, ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, LITE_APP_BENCH_CHILD: "1" },
    },
  );
  process.exit(child.status ?? 1);
}

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const runs = opt("runs", 30);
const warmup = opt("warmup", 3);

const esbuild = await import("esbuild");
const { buildLiteApp, disposeLiteAppBuilder } = await import(
  path.join(root, "server/artifacts/agentic/build/build-app.ts")
);
const { liteAppRound } = await import(path.join(root, "server/artifacts/agentic/offline/writer.ts"));
const { compileApp } = await import(path.join(root, "server/artifacts/agentic/build-version.ts"));

const round = liteAppRound({
  userText: "a todo list with a due date",
  history: [],
  locale: "en",
  options: {},
});
const files = round.files;
const variant = (i) => ({
  ...files,
  "src/config.ts": files["src/config.ts"].replace('"label": "Task"', `"label": "Task ${i}"`),
});

const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (n) => `${n.toFixed(1)} ms`;

let t = performance.now();
const cold = await buildLiteApp(files, { title: round.spec.title });
const coldMs = performance.now() - t;
if (!cold.ok) {
  console.error(cold.log);
  process.exit(1);
}
for (let i = 0; i < warmup; i += 1) await buildLiteApp(variant(-1 - i), { title: "warm-up" });

const app = [];
const bare = [];
const small =
  "export function add(a: number, b: number): number { return a + b; }\nconsole.log(add(1, 2));\n";
for (let i = 0; i < runs; i += 1) {
  t = performance.now();
  const result = await buildLiteApp(variant(i), { title: round.spec.title });
  app.push(performance.now() - t);
  if (!result.ok) throw new Error(result.log);
  t = performance.now();
  await esbuild.build({
    stdin: { contents: small, loader: "ts", sourcefile: "small.ts" },
    write: false,
    minify: true,
    format: "iife",
    logLevel: "silent",
  });
  bare.push(performance.now() - t);
}
// The same app importing its icons from the lucide-react barrel (as most model-written apps do):
// esbuild links the whole icon set on every rebuild, warm context or not.
const barrel = (i) => {
  const out = variant(1000 + i);
  for (const [file, text] of Object.entries(out))
    out[file] = text.replace(
      /import (\w+) from "lucide-react\/icons\/[\w-]+";/g,
      'import { $1 } from "lucide-react";',
    );
  return out;
};
await buildLiteApp(barrel(-1), { title: "warm-up" });
const barrelRuns = Math.min(runs, 10);
const viaBarrel = [];
for (let i = 0; i < barrelRuns; i += 1) {
  t = performance.now();
  await buildLiteApp(barrel(i), { title: round.spec.title });
  viaBarrel.push(performance.now() - t);
}
await disposeLiteAppBuilder();

// Build + type check, as a round does: a cold worker first, then warm (each run changes a file).
t = performance.now();
const coldChecked = await compileApp({ title: round.spec.title, files }, "en");
const coldCheckedMs = performance.now() - t;
if (!coldChecked.build.ok || !coldChecked.typecheck.ok)
  throw new Error(JSON.stringify(coldChecked.typecheck));
const checkedRuns = Math.min(runs, 10);
const checked = [];
for (let i = 0; i < checkedRuns; i += 1) {
  t = performance.now();
  await compileApp({ title: round.spec.title, files: variant(2000 + i) }, "en");
  checked.push(performance.now() - t);
}
await disposeLiteAppBuilder();

const p50 = pct(app, 50);
const bareP50 = pct(bare, 50);
console.log(
  `lite-app build bench (${runs} runs after ${warmup} warm-up builds; files ${Object.keys(files).length}, html ${(cold.html.length / 1024).toFixed(0)} KB)`,
);
console.log(`  todo app, cold first build : ${ms(coldMs)}`);
console.log(
  `  todo app, warm  p50 / p90  : ${ms(p50)} / ${ms(pct(app, 90))}   (target p50 < 150 ms: ${p50 < 150 ? "met" : "NOT met"})`,
);
console.log(`  bare esbuild, one small file p50 / p90 : ${ms(bareP50)} / ${ms(pct(bare, 90))}`);
console.log(`  ratio todo p50 / bare p50  : ${(p50 / bareP50).toFixed(1)}×`);
console.log(
  `  same app, icons from the lucide-react barrel, p50 / p90 (${barrelRuns} runs) : ${ms(pct(viaBarrel, 50))} / ${ms(pct(viaBarrel, 90))}`,
);
console.log(`  build + type check, cold (new worker)        : ${ms(coldCheckedMs)}`);
console.log(
  `  build + type check, warm p50 / p90 (${checkedRuns} runs) : ${ms(pct(checked, 50))} / ${ms(pct(checked, 90))}`,
);

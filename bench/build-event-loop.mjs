// How long the server's event loop is held while untrusted code builds (issue #37: "/api/health
// answers within 2 s during any build"). Each case runs one build the way the server does
// (compileApp for lite apps, inlineTailwind for a prototype page) while a 10 ms timer measures
// the longest gap between its ticks: the longest a request would have waited. Cases: a warm
// ordinary app, 200 KB of repeated `import ` (the icon-name scan), a 20,000-deep nested array
// (Tailwind's class scan), a page whose chained @apply grows 1 KB of CSS to megabytes.
// Prints its figures; asserts nothing. Target: every max gap < 2000 ms.
//
//   node bench/build-event-loop.mjs
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), "..");

// The builder is TypeScript: run under tsx.
if (!process.env.BUILD_LOOP_BENCH_CHILD) {
  const child = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", here, ...process.argv.slice(2)],
    { cwd: root, stdio: "inherit", env: { ...process.env, BUILD_LOOP_BENCH_CHILD: "1" } },
  );
  process.exit(child.status ?? 1);
}

const { compileApp } = await import(path.join(root, "server/artifacts/agentic/build-version.ts"));
const { disposeLiteAppBuilder } = await import(
  path.join(root, "server/artifacts/agentic/build/build-app.ts")
);
const { inlineTailwind } = await import(path.join(root, "server/html/tailwind-inline.ts"));
const { liteAppRound } = await import(path.join(root, "server/artifacts/agentic/offline/writer.ts"));

/** Runs `work` with a 10 ms timer going: its wall time and the longest gap between ticks. */
async function measure(work) {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  const result = await work();
  const wall = performance.now() - started;
  // One more tick, so a hold that ended with the work is counted too.
  await new Promise((resolve) => setTimeout(resolve, 30));
  clearInterval(timer);
  return { wall, longest, result };
}

const todo = liteAppRound({
  userText: "a todo list with a due date",
  history: [],
  locale: "en",
  options: {},
});
const MAIN = 'import "./index.css";\nimport App from "./App";\nconsole.log(App);\n';
let css = `@utility u0 { ${Array.from({ length: 50 }, (_, i) => `--v${i}: ${i}px;`).join(" ")} }\n`;
for (let i = 1; i <= 6; i++)
  css += `@utility u${i} { @apply u${i - 1} hover:u${i - 1} focus:u${i - 1} active:u${i - 1}; }\n`;
css += ".x { @apply u6; }\n";

const app = (files) => () => compileApp({ title: "Bench", files }, "en");
const cases = [
  ["ordinary todo app, cold", app(todo.files)],
  [
    "ordinary todo app, warm",
    app({ ...todo.files, "src/config.ts": `${todo.files["src/config.ts"]}\n// 1\n` }),
  ],
  [
    "200 KB of repeated `import ` (icon-name scan)",
    app({
      "src/main.tsx": MAIN,
      "src/App.tsx": 'import { Plus } from "lucide-react";\nimport "./junk";\nexport default Plus;\n',
      "src/junk.ts": `// lucide-react\n${"import ".repeat(Math.floor(199_000 / 7))}`,
      "src/index.css": "",
    }),
  ],
  [
    "20,000-deep nested array (class scan)",
    app({
      "src/main.tsx": MAIN,
      "src/App.tsx": `export default ${"[".repeat(20_000)}${"]".repeat(20_000)};\n`,
      "src/index.css": "",
    }),
  ],
  [
    "prototype page, chained @apply 1 KB → 5 MB",
    () =>
      inlineTailwind(
        `<!DOCTYPE html><html><head><style type="text/tailwindcss">${css}</style></head><body><p class="x p-4">Hi</p></body></html>`,
      ),
  ],
];

console.log(
  "build event-loop bench: the longest the event loop was held during each build (target < 2000 ms)",
);
for (const [name, work] of cases) {
  const { wall, longest, result } = await measure(work);
  const outcome =
    typeof result === "string"
      ? `page ${Math.round(result.length / 1024)} KB`
      : result.build.ok
        ? "built"
        : `failed: ${result.build.errors[0]?.text.slice(0, 60)}`;
  console.log(
    `  ${name.padEnd(46)} wall ${(wall / 1000).toFixed(1).padStart(5)} s   longest hold ${Math.round(longest).toString().padStart(6)} ms   ${outcome}`,
  );
}
await disposeLiteAppBuilder();
// An older builder kept its type checker in a thread of this process: end it too.
const typecheckPool = path.join(root, "server/artifacts/agentic/typecheck/typecheck-pool.ts");
await import(typecheckPool).then((m) => m.closeTypecheckPool()).catch(() => undefined);
process.exit(0);

// `npm run test:quick`: the inner loop's check — lint and the type check (side by side, both
// with their caches), then only the Jest files related to what changed since main (committed on
// this branch, staged, unstaged or new), found through their imports. A convenience while
// working, never a replacement for `npm test`: no build, no browser, and a test that reaches
// changed code only through a running server is not found this way.
//   TEST_QUICK_BASE=<ref> compares with another branch or commit than main.
import { spawnSync } from "node:child_process";
import { runStages } from "./test-stages.mjs";

const wanted = process.env.TEST_QUICK_BASE ?? "main";
// Without that ref (a clone of one branch), only what is not committed yet counts.
const known = spawnSync("git", ["rev-parse", "--verify", "--quiet", `${wanted}^{commit}`]).status === 0;
const base = known ? wanted : "HEAD";
if (!known) console.log(`[quick] no ${wanted} here: Jest runs the files related to uncommitted changes`);

process.exitCode = await runStages(
  [
    [
      ["lint", ["run", "lint:cached"]],
      ["typecheck", ["run", "typecheck"]],
    ],
    ["jest", ["run", "test:jest", "--", `--changedSince=${base}`, "--passWithNoTests"]],
  ],
  "quick",
);

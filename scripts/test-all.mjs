// `npm test`: every stage a change must pass, in order, stopping at the first failure, then one
// line per stage with its time so a slow or failing stage is visible at a glance. Lint and the
// type check are single-threaded: they run side by side, one core each.
import { runStages } from "./test-stages.mjs";

process.exitCode = await runStages([
  [
    ["lint", ["run", "lint"]],
    ["typecheck", ["run", "typecheck"]],
  ],
  ["jest", ["run", "test:jest"]],
  ["build", ["run", "build"]],
  ["e2e", ["run", "test:e2e"]],
]);

// The first line of a bench's output: the runtime its figures were taken on. The servers a bench
// starts run on the same binary (process.execPath), so this names theirs too.
import { runtimeName, runtimeWarning } from "../../scripts/runtime.mjs";

export function printRuntime(bench, extra = "") {
  console.log(`${bench} — ${runtimeName()}${extra}`);
  const warning = runtimeWarning();
  if (warning) console.log(`  (${warning})`);
}

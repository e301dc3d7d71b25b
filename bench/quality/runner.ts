/**
 * The quality bench (run through bench/quality/run.mjs): every case of the corpus through the
 * real API, judged for meaning, then the report. Options: `--only <kind|id prefix>` (repeatable),
 * `--json <file>` to keep the results, `--label <text>` for the report's heading.
 */
import { writeFileSync } from "node:fs";
import { QUALITY_CASES } from "./corpus";
import { judge } from "./judge";
import { closeBenchApp, runCase } from "./run-case";
import { openBrowser } from "./checks/browser";
import { printReport, type Result } from "./report";
import { closeMermaidValidator } from "@/server/validate/mermaid";

function option(name: string): string[] {
  const args = process.argv.slice(2);
  return args.flatMap((a, i) => (a === `--${name}` && args[i + 1] ? [args[i + 1]] : []));
}

async function main() {
  const only = option("only");
  const cases = QUALITY_CASES.filter(
    (c) => !only.length || only.some((o) => c.kind === o || c.id.startsWith(o)),
  );
  const browser = await openBrowser();
  const results: Result[] = [];
  try {
    for (const [i, c] of cases.entries()) {
      const started = performance.now();
      let result: Result;
      try {
        const run = await runCase(c, i);
        result = { case: c, verdict: await judge(c, run, browser), ms: performance.now() - started };
      } catch (err) {
        result = {
          case: c,
          verdict: {
            failures: [`crashed: ${(err as Error).message.split("\n")[0]}`],
            pages: [],
            browser: [],
            brand: null,
          },
          ms: performance.now() - started,
        };
      }
      results.push(result);
      if (process.env.QUALITY_VERBOSE)
        console.log(`${result.verdict.failures.length ? "✗" : "✓"} ${c.id} (${Math.round(result.ms)} ms)`);
    }
  } finally {
    await browser.close();
    await closeBenchApp();
    await closeMermaidValidator();
  }
  const summary = printReport(results, option("label")[0] ?? "Offline model");
  const [json] = option("json");
  if (json)
    writeFileSync(
      json,
      JSON.stringify(
        {
          summary,
          results: results.map((r) => ({
            id: r.case.id,
            kind: r.case.kind,
            lang: r.case.lang,
            failures: r.verdict.failures,
            brand: r.verdict.brand,
            layout: r.verdict.pages[0]?.layout ?? null,
          })),
        },
        null,
        2,
      ),
    );
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});

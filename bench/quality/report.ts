/**
 * The quality bench's report: pass rates per kind, the variety of the single-page prototypes
 * (distinct layouts and brands), and every failure with its reasons.
 */
import type { QualityCase, QualityKind } from "./corpus/types";
import type { Verdict } from "./judge";

export type Result = { case: QualityCase; verdict: Verdict; ms: number };

const ORDER: QualityKind[] = [
  "normal",
  "prd",
  "attachment",
  "test_case",
  "chart",
  "prototype_web",
  "prototype_mobile",
  "mult_prototype",
  "followup",
  "template",
  "lite_app",
  "picture",
];

const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(1)} %`;

export type Variety = { prototypes: number; layouts: number; brands: number };

export function variety(results: Result[]): Variety {
  const singles = results.filter(
    (r) => r.case.kind === "prototype_web" || r.case.kind === "prototype_mobile",
  );
  const layouts = new Set(singles.map((r) => r.verdict.pages[0]?.layout).filter(Boolean));
  const brands = new Set(singles.map((r) => r.verdict.brand?.toLowerCase()).filter(Boolean));
  return { prototypes: singles.length, layouts: layouts.size, brands: brands.size };
}

export function printReport(
  results: Result[],
  label: string,
): { passed: number; total: number; variety: Variety } {
  const lines: string[] = [];
  for (const r of results)
    if (r.verdict.failures.length) lines.push(`  ✗ ${r.case.id}: ${r.verdict.failures.join("; ")}`);
  if (lines.length) console.log(`failures (${lines.length}):\n${lines.join("\n")}\n`);
  console.log(`quality bench — ${label}`);
  console.log("kind               cases   pass    rate   (en / zh)");
  let passed = 0;
  for (const kind of ORDER) {
    const rows = results.filter((r) => r.case.kind === kind);
    if (!rows.length) continue;
    const ok = rows.filter((r) => !r.verdict.failures.length);
    passed += ok.length;
    const byLang = (lang: string) =>
      `${ok.filter((r) => r.case.lang === lang).length}/${rows.filter((r) => r.case.lang === lang).length}`;
    console.log(
      `${kind.padEnd(18)} ${String(rows.length).padStart(5)} ${String(ok.length).padStart(6)} ${pct(ok.length, rows.length).padStart(8)}   (${byLang("en")} / ${byLang("zh")})`,
    );
  }
  console.log(
    `${"all".padEnd(18)} ${String(results.length).padStart(5)} ${String(passed).padStart(6)} ${pct(passed, results.length).padStart(8)}`,
  );
  const v = variety(results);
  if (v.prototypes)
    console.log(
      `variety: ${v.prototypes} single-page prototypes → ${v.layouts} distinct layouts, ${v.brands} distinct brands`,
    );
  const ms = results.reduce((s, r) => s + r.ms, 0);
  console.log(`time: ${(ms / 1000).toFixed(1)} s for ${results.length} cases`);
  return { passed, total: results.length, variety: v };
}

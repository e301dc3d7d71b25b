/**
 * The Offline calculator (a bill splitter, a tip, a loan, BMI…): the inputs the brief named and
 * the results worked out from them as the user types. Each result is a small formula over the
 * inputs and the results before it (`config.outputs`), so a follow-up changes numbers, not code.
 * The app code avoids template literals so it can live in String.raw.
 */

export const CALCULATOR = String.raw`import { useState } from "react";
import { config, type Expr, type Output } from "../config";
import type { Theme } from "../theme";
import { emptyValues, FieldInput, type Values } from "./FieldInput";

function evaluate(expr: Expr, known: Record<string, number>): number {
  if (typeof expr === "number") return expr;
  if (typeof expr === "string") return known[expr] ?? NaN;
  const [a = NaN, b = NaN] = expr.args.map((arg) => evaluate(arg, known));
  switch (expr.op) {
    case "+":
      return a + b;
    case "-":
      return a - b;
    case "*":
      return a * b;
    case "/":
      return b === 0 ? NaN : a / b;
    case "pow":
      return Math.pow(a, b);
    case "ceil":
      return Math.ceil(a);
  }
}

function show(output: Output, n: number): string {
  if (!Number.isFinite(n)) return "—";
  if (output.format === "money") return n.toFixed(2);
  if (output.format === "int") return String(Math.round(n));
  return String(Math.round(n * 100) / 100);
}

export default function Calculator({ t }: { t: Theme }) {
  const [values, setValues] = useState<Values>(() => emptyValues(config.fields));
  const known: Record<string, number> = {};
  for (const f of config.fields) known[f.key] = values[f.key] === "" ? NaN : Number(values[f.key]);
  const results = config.outputs.map((output) => {
    const value = evaluate(output.expr, known);
    known[output.key] = value;
    return { output, value };
  });

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section className={t.card + " space-y-4"}>
        <h2 className="font-semibold">{config.text.inputs}</h2>
        {config.fields.map((f) => (
          <FieldInput key={f.key} field={f} value={values[f.key]} onChange={(v) => setValues({ ...values, [f.key]: v })} t={t} />
        ))}
      </section>
      <section className={t.card} aria-live="polite">
        <h2 className="mb-2 font-semibold">{config.text.results}</h2>
        <dl>
          {results.map(({ output, value }, i) => (
            <div key={output.key} className={"flex items-baseline justify-between gap-3 py-2 " + (i < results.length - 1 ? t.tableRow : "")} data-output={output.key}>
              <dt className={t.muted}>{output.label}</dt>
              <dd className={i === results.length - 1 ? "text-2xl font-bold" : "text-lg font-semibold"}>{show(output, value)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
`;

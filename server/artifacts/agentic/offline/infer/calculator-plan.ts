/**
 * A calculator the brief asks for: one the Offline model knows (calculators.ts), else shared costs
 * between the people it names, else the numbers kept as records — said, when the formula is unknown.
 */
import type { OfflineLocale } from "@/server/ai/offline/types";
import type { AppSpec } from "../spec";
import { calculatorFor } from "./calculators";
import { peopleNamed, sharedCosts } from "./people";
import { statsAsked } from "./stats";

const say = (lang: OfflineLocale, en: string, zh: string) => (lang === "zh" ? zh : en);

export function planCalculator(spec: AppSpec, text: string, said: string[]): void {
  const lang = spec.lang;
  const people = peopleNamed(text);
  const calc = people.length >= 2 ? null : calculatorFor(text, lang);
  if (calc) {
    spec.title = calc.title;
    spec.fields = calc.fields;
    spec.outputs = calc.outputs;
  } else if (people.length >= 2) {
    spec.kind = "list";
    sharedCosts(spec, text, people);
  } else if (statsAsked(text).length) {
    // "Enter test scores and get the average": scores kept as records, the value worked out from them.
    spec.kind = "list";
  } else {
    spec.kind = "list";
    said.push(
      say(
        lang,
        "The Offline model doesn't know the formula for this calculation; instead I made an app that keeps the numbers you named and adds them up. Connect an AI model to get the calculator itself.",
        "离线模式下我不知道这个计算的公式，所以改为做了一个记录你提到的数字并求和的应用。接入 AI 模型后可以做出真正的计算器。",
      ),
    );
  }
}

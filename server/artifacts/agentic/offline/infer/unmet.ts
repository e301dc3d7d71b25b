/**
 * What the app could not be as asked, said in the reply: a stand-in for an app the Offline model
 * cannot build (beyondPlan), a value per person this kind of app does not compute, and features
 * it cannot have offline, with what it has instead.
 */
import type { OfflineLocale } from "@/server/ai/offline/types";
import type { AppSpec } from "../spec";
import { beyondFeatures, sayUnmet, type Beyond } from "./beyond";
import { fieldsOf, isNumeric } from "./fields";
import { PER_PERSON_LABELS, perPersonAsk, STAT_LABELS } from "./stats";

const say = (lang: OfflineLocale, en: string, zh: string) => (lang === "zh" ? zh : en);
const quote = (items: string[], lang: OfflineLocale) => (lang === "zh" ? items.join("、") : items.join(", "));

/** The app made instead of one the Offline model cannot build, and the sentence that says so. */
export function beyondPlan(spec: AppSpec, beyond: Beyond): string {
  const lang = spec.lang;
  const s = beyond.substitute;
  spec.kind = "list";
  spec.title = s.title[lang];
  spec.fields = fieldsOf(
    s.fields.map((f) => f[lang]),
    lang,
  );
  const date = spec.fields.find((f) => f.type === "date");
  if (date) date.value = "today";
  const score = spec.fields.find((f) => isNumeric(f));
  spec.stats = score
    ? [
        s.total
          ? { kind: "total", label: STAT_LABELS.total[lang], field: score.key }
          : { kind: "max", label: STAT_LABELS.max[lang], field: score.key },
        { kind: "count", label: STAT_LABELS.count[lang] },
      ]
    : [{ kind: "count", label: STAT_LABELS.count[lang] }];
  return say(
    lang,
    `The Offline model can't build ${beyond.name.en} (${s.why.en}), so instead I made a “${spec.title}” app where you keep ${quote(
      spec.fields.map((f) => f.label.toLowerCase()),
      lang,
    )}. Connect an AI model to build the ${beyond.name.en.replace(/^an? /, "")} itself.`,
    `离线模式下我做不了${beyond.name.zh}（${s.why.zh}），所以改为做了一个“${spec.title}”，可以记录${quote(
      spec.fields.map((f) => f.label),
      lang,
    )}。接入 AI 模型后可以做出你要的${beyond.name.zh}。`,
  );
}

/** The sentences the reply says about what the brief asked and the app does not have. */
export function sayUnmetAsks(spec: AppSpec, text: string, said: string[]): void {
  const lang = spec.lang;
  const t = spec.text;
  // A value per person this kind of app does not compute (a to-do list, a board, a habit grid): said.
  // A split's share ("每人应付多少") is a value per person too.
  const perPersonShown =
    spec.outputs.some((o) => o.key === "perPerson") ||
    spec.stats.some(
      (s) =>
        s.kind === "perPerson" ||
        Object.values(PER_PERSON_LABELS).some((l) => l[lang] === s.label) ||
        // A value for each of the people named ("每人还剩").
        (s.kind === "byCategory" &&
          spec.fields.some((f) => f.key === s.by && /^(?:who|person)\d*$/.test(f.key))),
    );
  if (perPersonAsk(text) && !perPersonShown)
    said.push(
      say(
        lang,
        `A ${t.titles[spec.kind].toLowerCase()} made offline does not count or add up entries per person, so it does not show that. Connect an AI model to get it, or ask for a log of who did what (for example “a log of who did each chore, with each person's count”).`,
        `离线做的“${t.titles[spec.kind]}”不能按人统计次数或合计，所以没有显示这一项。接入 AI 模型可以做到，或者改成一个记录“谁做了什么”的应用（比如“家务记录，统计每人完成次数”）。`,
      ),
    );
  // Features the app cannot have offline: said, with what it has instead.
  for (const unmet of beyondFeatures(text)) {
    if (
      unmet.stat === "byCategory" &&
      spec.kind !== "expense" &&
      !spec.fields.some((f) => f.type === "select")
    ) {
      said.push(
        sayUnmet(lang, unmet.name, say(lang, "the app shows its totals as figures", "应用用数字展示合计")),
      );
      continue;
    }
    if (
      unmet.stat === "byCategory" &&
      !spec.stats.some((s) => s.kind === "byCategory") &&
      spec.stats.length
    ) {
      const by = spec.fields.find((f) => f.type === "select")!;
      spec.stats.push({
        kind: "byCategory",
        label: STAT_LABELS.byCategory[lang],
        field: spec.stats[0]!.field,
        by: by.key,
      });
    }
    said.push(sayUnmet(lang, unmet.name, unmet.instead[lang]));
  }
}

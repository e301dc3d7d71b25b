/** An expense tracker: its categories (the brief's, else the usual), its fields and what it works out. */
import type { AppSpec } from "../spec";
import { syncCategories } from "../spec";
import { fieldOf, fieldsOf } from "./fields";
import { cleanItem, listAfter, unique } from "./lists";
import { DEFAULT_FIELDS, NOT_A_FIELD, recordView } from "./records";
import { STAT_LABELS } from "./stats";

/** Words an expense tracker's colon list uses for its fields, not its categories. */
const EXPENSE_FIELD_WORDS =
  /^(?:amounts?|price|cost|sum|date|day|time|description|notes?|what|item|category|categories|type|payment method|金额|价格|日期|时间|说明|备注|分类|类别|类型|事项|支付方式)$/i;

export function planExpense(spec: AppSpec, text: string, said: string[]): void {
  const lang = spec.lang;
  const t = spec.text;
  const colon = /[:：]/;
  const byLead = listAfter(
    text,
    /\b(?:categories|category)\b\s*(?:of|like|such as|:)?\s*|(?:分类|类别|类目)(?:有|为|是|包括)?[:：]?/i,
  );
  const byColon = listAfter(text, colon).filter(
    (c) => !/记录|显示|统计|收入|支出|track|show|log|income/i.test(c),
  );
  const byFor = listAfter(text, /\bfor\b\s*/i);
  // "An expense tracker: amount, date, monthly total" names fields and a total, not categories.
  const fieldNamed = (c: string) => EXPENSE_FIELD_WORDS.test(c.trim());
  const cats = byLead.length ? byLead : byColon.length >= 2 ? byColon : byFor.length >= 2 ? byFor : [];
  spec.categories = unique(
    cats.map(cleanItem).filter((c) => c && !NOT_A_FIELD.test(c) && !fieldNamed(c)),
  ).slice(0, 12);
  if (!spec.categories.length) spec.categories = [...t.defaultCategories];
  spec.fields = fieldsOf(DEFAULT_FIELDS[lang].expense!, lang).map((f) =>
    f.type === "date" ? { ...f, value: "today" } : f.key === "amount" ? { ...f, required: true } : f,
  );
  // A field the list names beyond the usual four ("备注", "payment method") is added.
  for (const item of cats.map(cleanItem).filter(fieldNamed)) {
    const field = fieldOf(
      item,
      spec.fields.map((f) => f.key),
      lang,
    );
    const known =
      /^(?:amounts?|price|cost|sum|金额|价格|date|day|time|日期|时间|description|what|item|说明|事项|category|categories|type|分类|类别|类型)$/i;
    if (!known.test(item) && !spec.fields.some((f) => f.label.toLowerCase() === field.label.toLowerCase()))
      spec.fields.push(field);
  }
  Object.assign(spec, syncCategories(spec));
  const amount = spec.fields.find((f) => f.key === "amount")!;
  recordView(
    spec,
    text,
    [
      { kind: "total", label: STAT_LABELS.total[lang], field: amount.key },
      { kind: "byCategory", label: STAT_LABELS.byCategory[lang], field: amount.key, by: "category" },
    ],
    said,
  );
}

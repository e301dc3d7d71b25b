/** A board: its columns as the brief names them, its cards' fields and the controls it asks for. */
import type { AppSpec } from "../spec";
import { planControls } from "./controls";
import { fieldsOf } from "./fields";
import { listAfter, listBefore, unique } from "./lists";
import { asFields, DEFAULT_FIELDS } from "./records";

export function planBoard(spec: AppSpec, text: string): void {
  const lang = spec.lang;
  const t = spec.text;
  const colon = /[:：]/;
  const lists = [
    listAfter(text, colon),
    listAfter(
      text,
      /\b(?:columns?|lanes?|stages?)\b\s*(?:of|like|such as|called|named|:)?\s*|(?:列|栏|分为|包含|阶段)(?:有|为|是)?[:：]?/i,
    ),
    listBefore(text, /\b(?:columns?|lanes?|stages?)\b|[一二三四五六七八九十两\d]\s*(?:列|栏)/i),
    listAfter(text, /\bwith\b\s*|有/i),
  ].map((l) => unique(l.filter((c) => !/^(?:cards?|tasks?|卡片|任务)\b/i.test(c))));
  const columns = lists.find((l) => l.length >= 2) ?? lists.find((l) => l.length === 1) ?? [];
  // One column named ("with a Doing column"): it takes the middle of the usual three.
  spec.columns =
    columns.length >= 2
      ? columns.slice(0, 8)
      : columns.length === 1 && !t.defaultColumns.some((c) => c.toLowerCase() === columns[0]!.toLowerCase())
        ? [t.defaultColumns[0]!, columns[0]!, t.defaultColumns[2]!]
        : [...t.defaultColumns];
  const cardFields = asFields(
    listAfter(
      text,
      /\bcards?\s+(?:have|has|with|show|shows|carry)\s+|(?:卡片|每张卡片)(?:有|包含|显示|带)[:：]?/i,
    ),
  );
  spec.fields = fieldsOf(cardFields, lang, fieldsOf(DEFAULT_FIELDS[lang].kanban!, lang));
  const view = planControls(text, spec.fields, lang);
  spec.fields.push(...view.added);
  spec.controls = view.controls;
}

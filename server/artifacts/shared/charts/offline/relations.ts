/**
 * Relations and fields of named entities when the request lists them without saying how they
 * relate: a record of something happening (an appointment, an order, 答卷) belongs to the
 * things and people named before it; anything left unconnected hangs off the first entity.
 * Relations the request states come first.
 */
import type { BriefLanguage, Relation } from "../../../../ai/offline/brief";
import type { Entity, EntityModel } from "./models";
import { entityName } from "./syntax";
import { isPerson } from "../../../../ai/offline/brief";

const EVENT_EN =
  /\b(?:appointment|booking|order|invoice|payment|ticket|session|enrol?lment|reservation|record|review|comment|message|transaction|loan|rental|ride|trip|shipment|delivery|visit|attempt|submission|answer|score|result|log|entry|claim|request|application|subscription|borrowing|checkout)s?$/i;
const EVENT_ZH =
  /(?:订单|预约|记录|账单|发票|支付|评论|消息|答卷|成绩|借阅|租借|行程|报名|选课|申请|工单|流水|日志|订阅|评价)$/;

function isEvent(name: string, lang: BriefLanguage): boolean {
  return lang === "zh" || /[\u4e00-\u9fff]/.test(name) ? EVENT_ZH.test(name) : EVENT_EN.test(name);
}

export function inferRelations(
  names: string[],
  stated: Relation[],
  lang: BriefLanguage,
  kind: "er" | "class",
): EntityModel["relations"] {
  const zh = lang === "zh";
  const id = (n: string) => entityName(n, kind);
  const out: EntityModel["relations"] = stated.map((r) => ({
    from: id(r.from),
    to: id(r.to),
    many: r.many,
    label: r.label ?? (zh ? "包含" : "has"),
  }));
  const linked = (a: string, b: string) =>
    out.some((r) => (r.from === id(a) && r.to === id(b)) || (r.from === id(b) && r.to === id(a)));
  const add = (from: string, to: string, many: boolean, label: string) => {
    if (from !== to && !linked(from, to)) out.push({ from: id(from), to: id(to), many, label });
  };
  // A record the request already links ("students enrol in courses" → enrolments) gets no guessed parents.
  const statedTo = new Set(stated.map((r) => id(r.to)));
  names.forEach((name, i) => {
    if (i === 0 || !isEvent(name, lang) || statedTo.has(id(name))) return;
    const before = names.slice(0, i);
    // A record that follows another (an invoice after an appointment, 成绩 after 答卷) belongs to it.
    const previousEvent = [...before].reverse().find((n) => isEvent(n, lang));
    if (previousEvent) return add(previousEvent, name, false, zh ? "对应" : "has");
    const things = before.filter((n) => !isEvent(n, lang));
    for (const parent of [...new Set([things[0], ...things.slice(-2)])])
      add(parent, name, true, zh ? "产生" : "has");
  });
  const firstEvent = names.find((n) => isEvent(n, lang));
  for (const name of names.slice(1)) {
    if (out.some((r) => r.from === id(name) || r.to === id(name))) continue;
    // Someone left unconnected (a user, 管理员) takes part in the first record; a thing belongs to the first entity.
    if (firstEvent && isPerson(name, lang)) add(name, firstEvent, true, zh ? "处理" : "handles");
    else add(names[0], name, true, zh ? "拥有" : "has");
  }
  return out;
}

export function entityFields(
  name: string,
  relations: EntityModel["relations"],
  lang: BriefLanguage,
  kind: "er" | "class",
  told: string[] = [],
): Entity["fields"] {
  const zh = lang === "zh";
  const self = entityName(name, kind);
  const str = kind === "er" ? "string" : "String";
  const fields: Entity["fields"] = [
    { type: str, name: zh ? "编号" : "id", ...(kind === "er" ? { key: "PK" as const } : {}) },
    { type: str, name: zh ? "名称" : isEvent(name, lang) ? "status" : "name" },
  ];
  // One key per parent, however many ways it relates ("members borrow books" and "reserve books").
  for (const r of relations.filter(
    (x, i, all) => x.to === self && all.findIndex((y) => y.to === self && y.from === x.from) === i,
  ))
    fields.push({
      type: str,
      name: zh ? `${r.from}编号` : `${r.from.toLowerCase()}_id`,
      ...(kind === "er" ? { key: "FK" as const } : {}),
    });
  // Properties the request told ("each loan has a due date"), typed by what they hold.
  for (const field of told) {
    const name = zh ? field : field.toLowerCase().replace(/\s+/g, "_");
    if (fields.some((f) => f.name === name)) continue;
    fields.push({ type: fieldType(field, kind), name });
  }
  if (isEvent(name, lang))
    fields.push({ type: kind === "er" ? "datetime" : "DateTime", name: zh ? "时间" : "created_at" });
  return fields;
}

/** The type of a told property: a date, a number or money, else text. */
function fieldType(field: string, kind: "er" | "class"): string {
  const er = kind === "er";
  if (/date|time|deadline|日期|时间|期限/i.test(field)) return er ? "date" : "Date";
  if (/price|cost|fee|amount|total|balance|价格|费用|金额|总额|余额/i.test(field))
    return er ? "decimal" : "Decimal";
  if (/number|count|quantity|rating|score|age|size|weight|stock|数量|库存|评分|分数|年龄|时长/i.test(field))
    return er ? "int" : "Integer";
  return er ? "string" : "String";
}

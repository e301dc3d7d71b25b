/**
 * ER and class diagrams from a brief: the entities the request lists, names or tells in sentences
 * (without the request's own words), how they relate and their fields.
 */
import type { Brief } from "../../../../ai/offline/brief";
import { fallbackEntities } from "./fallbacks";
import type { EntityModel } from "./models";
import { inferRelations, entityFields } from "./relations";
import { entitiesFromSentences, isToldClause, type SentenceEntities } from "./entity-sentences";
import { entityName } from "./syntax";
import { chartTitleOf } from "./chart-title";

// The request's own words around a list of entities ("画一个…的ER图", "Draw an ER diagram for …").
const ASK_HEAD_ZH = /^(?:请|帮我|给我)?(?:画|做|生成|设计|出)(?:一个|一张|一份|个|张)?(?:关于)?/;
const ASK_TAIL_ZH = /(?:的)?(?:数据库|数据)?(?:ER\s*图|E-R\s*图|实体关系图|实体图|关系图|类图|数据模型)$/i;
const ASK_HEAD_EN =
  /^(?:please\s+)?(?:draw|make|create|generate|design|sketch|give me)?\s*(?:an?\s+|the\s+)?(?:er|e-r|entity[- ]relationship|class|data(?:base)? model)?\s*(?:diagram|model|chart)?\s*(?:for|of|showing|with|between)?\s*/i;

/** The entities a request lists ("用户、订单、商品", "users, orders and products"), without its request words. */
function listedEntities(brief: Brief): string[] {
  const zh = brief.language === "zh";
  // "ER图：用户、订单" / "画一个ER图，实体：学生、课程": when the words before the colon only ask, the list follows it.
  const [before, ...after] = brief.text.split(/[:：]/);
  const strip = (text: string) =>
    zh
      ? cleanEntity(text.replace(/^.*?(?:ER\s*图|E-R\s*图|实体关系图|类图)[，,]/i, ""), "zh")
          .replace(ASK_HEAD_ZH, "")
          .replace(ASK_TAIL_ZH, "")
      : text.replace(ASK_HEAD_EN, "").replace(/\s*(?:er|entity[- ]relationship|class)?\s*diagram\.?$/i, "");
  const core = strip(before).trim() || !after.length ? strip(before) : after.join(":");
  const parts = core
    .split(zh ? /[、，,]|和|与|及/ : /\s*,\s*(?:and\s+)?|\s+and\s+/i)
    .map((p) => p.trim().replace(/[.。]$/, ""))
    .filter(Boolean);
  const short = parts.every((p) => (zh ? [...p].length <= 8 : p.split(/\s+/).length <= 3));
  return parts.length >= 2 && short ? parts : [];
}

/** An entity name without the request words glued to it ("画一个用户" → "用户", "商品的ER图" → "商品"). */
function cleanEntity(name: string, lang: Brief["language"]): string {
  // "with entities Order-Item", "实体：学生（多对多）": the list's own words and remarks are not names.
  const bare = name
    .replace(/\s*[(（][^)）]*[)）]?\s*/g, " ")
    .replace(/^(?:with\s+)?(?:the\s+)?entit(?:y|ies)(?:\s+(?:named|called))?\s*:?\s*/i, "")
    .replace(/^.*?(?:ER\s*图|E-R\s*图|实体关系图)[:：，,]/i, "")
    .replace(/^(?:实体|表)(?:有|为|包括|包含)?[:：]?/, "")
    .trim();
  return lang === "zh"
    ? bare.replace(ASK_HEAD_ZH, "").replace(ASK_TAIL_ZH, "").trim() || name
    : bare.replace(/\s*(?:er|entity[- ]relationship|class)\s+diagram$/i, "").trim() || name;
}

/** The entities a chart draws: those the request lists or names (without request words), else its features. */
export function entityNamesOf(brief: Brief): string[] {
  const told = toldEntities(brief);
  if (told) return told.names;
  const listed = listedEntities(brief);
  const named = brief.entities.map((e) => cleanEntity(e, brief.language));
  const glued = brief.entities.some((e, i) => e !== named[i]);
  const names =
    listed.length && (glued || !brief.entities.length)
      ? listed
      : named.length
        ? [...new Set(named)]
        : brief.features.length >= 2 && brief.features.every((f) => f.split(/\s+/).length <= 3)
          ? brief.features
          : fallbackEntities(brief);
  // "学生和课程多对多", "many-to-many between teachers and classes": how they relate, not a thing.
  const relating = /多对多|一对多|多对一|一对一|many[- ]to[- ](?:many|one)|one[- ]to[- ](?:many|one)/i;
  return [...new Set(names.filter((n) => !relating.test(n)).map((n) => cleanEntity(n, brief.language)))];
}

/** Entities told in sentences ("members borrow books, each loan has a due date"), when none are listed or named. */
export function toldEntities(brief: Brief): SentenceEntities | null {
  // Listed or named entities win — unless what was "named" is the told sentences themselves.
  const names = [...listedEntities(brief), ...brief.entities];
  if (names.length && !names.some((n) => isToldClause(n, brief.language))) return null;
  return entitiesFromSentences(brief.text, brief.language);
}

export function entitiesFromBrief(brief: Brief, kind: "er" | "class"): EntityModel {
  const told = toldEntities(brief);
  const names = told?.names ?? entityNamesOf(brief);
  const relations = inferRelations(names, told?.relations ?? brief.relations, brief.language, kind);
  return {
    kind,
    title: chartTitleOf(brief),
    entities: names.map((name) => ({
      name: entityName(name, kind),
      fields: entityFields(name, relations, brief.language, kind, told?.fields.get(name)),
    })),
    relations,
  };
}

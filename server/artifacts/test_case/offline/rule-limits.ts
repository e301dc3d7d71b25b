/**
 * A rule's number read as a limit ("at least 8 characters", "up to $500", "expires after 30
 * minutes", "连续输错5次锁定", "不超过2MB") and the values a tester tries at its edge, written with
 * the rule's own unit: one under, at and one over ("7 characters / 8 characters / 9 characters",
 * "$499 / $500 / $501", "59秒 / 60秒 / 61秒"), each with what should happen there.
 */
import type { BriefLanguage } from "../../../ai/offline/brief";

/** min: the number is the least allowed; max: the most; time: a period after which the rule bites; count: the attempt that triggers it. */
export type LimitKind = "min" | "max" | "time" | "count" | "exact" | "over" | "upTo" | "quota";

export type Limit = { kind: LimitKind; n: number; prefix: string; unit: string; text: string };

const UNIT_EN =
  "((?:-|\\s)(?:characters?|chars?|digits?|letters?|minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|years?|times?|attempts?|tries|codes?|items?|files?|photos?|images?|results?|users?|people|members?|coupons?|cards?|passwords?|words?|pages?|points?|orders?|mb|kb|gb|px|pixels?)\\b|\\s*(?:%|k\\b|mb\\b|kb\\b|gb\\b|px\\b))?";
const NUM_EN = new RegExp(`(\\$|€|£|¥)?(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)${UNIT_EN}`, "i");
const NUM_ZH =
  /([$￥¥])?(\d+(?:\.\d+)?)\s*(MB|KB|GB|px|%|个字|个字符|位|秒|分钟|小时|天|周|个月|月|年|次|张|件|个|人|元|份|条|页|岁)?/i;

// The number decides who handles it or which path it takes, not whether it is allowed
// ("超过3天还需部门经理审批", "claims above $1,000 also need finance approval").
const ROUTE =
  /审批|审核|转交|升级|\b(?:approv\w*|routed|goes to|go to|sent to|escalat\w*|review(?:ed|s)? by|sign-off)\b/i;

function kindOf(rule: string, lang: BriefLanguage, unit: string, around: [string, string]): LimitKind {
  // The words next to the number say which side of it the rule is about ("up to $1,000 … above
  // $1,000 …": the first number is an "up to"; "超过3天", "3天以上": over).
  if (ROUTE.test(rule))
    return /(?:超过|大于|高于|\b(?:above|over|more than|exceeding|greater than))\s*$/i.test(around[0]) ||
      /^\s*(?:以上|\bor more\b)/i.test(around[1])
      ? "over"
      : "upTo";
  if (lang === "zh") {
    // "每个用户限领1张", "每人每月限兑3次": the Nth goes through, the one after is refused.
    if (/限(?:领|兑|购|用|报|抢|约)|每(?:人|个用户|单|天|月).{0,4}(?:最多|仅|只能)/.test(rule))
      return "quota";
    if (/至少|不少于|不低于|以上|满|起/.test(rule) && !/超过.*(?:审批|需)/.test(rule)) return "min";
    if (/错|失败|锁定/.test(rule) && /次/.test(unit)) return "count";
    if (
      /后失效|后过期|内有效|有效期|内可|以内|内不能|秒|分钟|小时/.test(rule) &&
      /秒|分钟|小时|天|周|月|年/.test(unit)
    )
      return "time";
    if (/不超过|最多|以内|上限|限|不大于|不能超过|最大/.test(rule)) return "max";
    if (/位/.test(unit)) return "exact";
    return "max";
  }
  if (/\b(?:at least|minimum|min\.?|or (?:older|more)|no (?:fewer|less) than|from)\b/i.test(rule))
    return "min";
  if (/\b(?:wrong|failed|incorrect|invalid)\b/i.test(rule) && /\b(?:locks?|block|after)\b/i.test(rule))
    return "count";
  if (
    /\b(?:expires?|valid for|within|after|lasts?|timeout|times out)\b/i.test(rule) &&
    /min|hour|hr|sec|day|week|month|year/i.test(unit)
  )
    return "time";
  if (
    /\b(?:up to|at most|maximum|max\.?|no more than|not exceed\w*|limit(?:ed)? to|or (?:less|fewer)|under)\b/i.test(
      rule,
    )
  )
    return "max";
  if (/\b(?:exactly|must be|digits?)\b/i.test(rule) || /-digit/i.test(unit)) return "exact";
  return "max";
}

/** The first number of the rule as a limit, or null when it has none (or only a range like "1 to 5"). */
export function limitOf(rule: string, lang: BriefLanguage): Limit | null {
  const m = (lang === "zh" ? NUM_ZH : NUM_EN).exec(rule);
  if (!m) return null;
  const raw = m[2]!.replace(/,/g, "");
  let n = Number(raw);
  let unit = (m[3] ?? "").trim();
  if (/^k$/i.test(unit)) [n, unit] = [n * 1000, ""];
  if (!Number.isFinite(n)) return null;
  unit = unit.replace(/^-/, "");
  if (/^-?digit$/i.test(unit)) unit = "digits";
  const around: [string, string] = [
    rule.slice(Math.max(0, m.index - 25), m.index).replace(/[$€£¥￥]$/, ""),
    rule.slice(m.index + m[0].length),
  ];
  return { kind: kindOf(rule, lang, unit, around), n, prefix: m[1] ?? "", unit, text: m[0].trim() };
}

/** "7 characters", "$501", "61秒", "2,001": a value next to the limit, in the rule's unit. */
export function valueAt(limit: Limit, n: number, lang: BriefLanguage): string {
  const num = limit.prefix === "$" && n >= 1000 ? n.toLocaleString("en-US") : String(n);
  const unit = lang === "en" && n === 1 ? limit.unit.replace(/s$/, "") : limit.unit;
  if (!unit) return `${limit.prefix}${num}`;
  return lang === "zh" || /^(?:%|mb|kb|gb|px)$/i.test(unit)
    ? `${limit.prefix}${num}${unit}`
    : `${limit.prefix}${num} ${unit}`;
}

/** The values a tester tries and whether each should be accepted (true) or hit the rule (false). */
export function edgeValues(limit: Limit, lang: BriefLanguage): { value: string; ok: boolean }[] {
  const step = Number.isInteger(limit.n) ? 1 : 0.1;
  const round = (x: number) => Math.round(x * 10) / 10;
  const at = (x: number, ok: boolean) => ({ value: valueAt(limit, round(x), lang), ok });
  const { n } = limit;
  switch (limit.kind) {
    case "min":
      return [at(n - step, false), at(n, true), at(n + step, true)];
    case "exact":
      return [at(n - step, false), at(n, true), at(n + step, false)];
    case "count":
      return [at(n - step, true), at(n, false)];
    case "quota":
      return [at(n, true), at(n + step, false)];
    case "over":
      return [at(n, false), at(n + step, true)];
    case "upTo":
      return [at(n, true), at(n + step, false)];
    default:
      return [at(n - step, true), at(n, true), at(n + step, false)];
  }
}

const EN = {
  min: "accepted",
  refuse: (rule: string) => `refused with a message that names the rule (${rule})`,
};

/** The steps and expected result of the boundary case for `rule` on `subject`. */
export function boundaryCase(
  subject: string,
  rule: string,
  limit: Limit,
  lang: BriefLanguage,
): { steps: string[]; expected: string } {
  const values = edgeValues(limit, lang);
  const zh = lang === "zh";
  const open = zh ? `打开${subject}` : `Open ${subject}`;
  if (limit.kind === "count") {
    const [before, hit] = values;
    return zh
      ? {
          steps: [open, `按规则“${rule}”操作${before!.value}`, `再操作一次，达到${hit!.value}`],
          expected: `${before!.value}时仍可继续；第${hit!.value.replace(/次$/, "")}次时触发规则：${rule}，并提示原因`,
        }
      : {
          steps: [
            open,
            `Do it wrong ${before!.value.replace(/ wrong.*$/, "")} in a row (${rule})`,
            "Do it wrong once more",
          ],
          expected: `After ${before!.value.replace(/ wrong.*$/, "")} it still lets the user try again; at ${hit!.value.replace(/ wrong.*$/, "")} the rule applies: ${rule}`,
        };
  }
  if (limit.kind === "quota") {
    const nth = (v: string) => (zh ? `第${v}` : `number ${v}`);
    return zh
      ? {
          steps: [open, ...values.map((v) => `按规则“${rule}”操作到${nth(v.value)}`)],
          expected: values
            .map((v) => `${nth(v.value)}：${v.ok ? "成功" : `被拒绝，提示规则（${rule}）`}`)
            .join("；"),
        }
      : {
          steps: [open, ...values.map((v) => `Repeat it up to ${nth(v.value)}`)],
          expected: values
            .map((v) => `${nth(v.value)}: ${v.ok ? "goes through" : EN.refuse(rule)}`)
            .join("; "),
        };
  }
  if (limit.kind === "over" || limit.kind === "upTo") {
    // ok here means "the rule applies": the other path is taken otherwise.
    return zh
      ? {
          steps: [open, ...values.map((v) => `以${v.value}提交一条`), "查看每条由谁处理、走哪条流程"],
          expected: values
            .map((v) => `${v.value}：${v.ok ? `按此规则处理（${rule}）` : "不适用此规则，按另一条流程处理"}`)
            .join("；"),
        }
      : {
          steps: [
            open,
            ...values.map((v) => `Submit one at ${v.value}`),
            "See who handles each one and which path it takes",
          ],
          expected: values
            .map(
              (v) =>
                `${v.value}: ${v.ok ? `this rule applies (${rule})` : "this rule does not apply; it takes the other path"}`,
            )
            .join("; "),
        };
  }
  if (limit.kind === "time") {
    return zh
      ? {
          steps: [open, ...values.map((v) => `在${v.value}时操作`)],
          expected: values
            .map((v) => `${v.value}时${v.ok ? "仍然有效" : `已失效，按规则处理（${rule}）并提示原因`}`)
            .join("；"),
        }
      : {
          steps: [open, ...values.map((v) => `Try it ${v.value} later`)],
          expected: values
            .map(
              (v) =>
                `after ${v.value} it ${v.ok ? "still works" : `no longer works (${rule}) and the user is told why`}`,
            )
            .join("; ")
            .replace(/^a/, "A"),
        };
  }
  return zh
    ? {
        steps: [open, ...values.map((v) => `用${v.value}提交`)],
        expected: values
          .map((v) => `${v.value}：${v.ok ? "通过" : `被拒绝，提示规则（${rule}）`}`)
          .join("；"),
      }
    : {
        steps: [open, ...values.map((v) => `Submit with ${v.value}`)],
        expected: values.map((v) => `${v.value}: ${v.ok ? EN.min : EN.refuse(rule)}`).join("; "),
      };
}

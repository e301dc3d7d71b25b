/**
 * A rule's number read as a limit ("at least 8 characters", "up to $500", "expires after 30
 * minutes", "连续输错5次锁定", "不超过2MB") and the values a tester tries at its edge, written with
 * the rule's own unit: one under, at and one over ("7 characters / 8 characters / 9 characters",
 * "$499 / $500 / $501", "59秒 / 60秒 / 61秒"), each with what should happen there.
 */
import type { BriefLanguage } from "../../../ai/offline/brief";
import { numberWord } from "../../../ai/offline/brief/quantities";

/**
 * min: the number is the least allowed; max: the most; time: a period after which the rule bites;
 * count: the attempt that triggers it; above / below: the rule applies only past the number on that
 * side ("配送超过60分钟可申请赔付", "when the balance is below $10"); lead: something happens that long
 * before a moment ("a reminder 10 minutes before the session ends", "开课前2小时提醒"); rate: a charge
 * per unit of time or use ("逾期每天罚0.5元", "$2 per extra hour").
 */
export type LimitKind =
  | "min"
  | "max"
  | "time"
  | "count"
  | "exact"
  | "over"
  | "upTo"
  | "quota"
  | "above"
  | "below"
  | "lead"
  | "rate";

export type Limit = {
  kind: LimitKind;
  n: number;
  prefix: string;
  unit: string;
  text: string;
  /** Rate: what the charge is per ("天", "day") and the words before it ("逾期", "late"). */
  per?: string;
  /** Count: what is counted, as the rule says it ("failed payments", "wrong passwords"). */
  counted?: string;
};

const UNIT_EN =
  "((?:-|\\s)(?:characters?|chars?|digits?|letters?|minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|years?|times?|attempts?|tries|codes?|items?|files?|photos?|images?|results?|users?|people|members?|coupons?|cards?|passwords?|words?|pages?|points?|orders?|mb|kb|gb|px|pixels?)\\b|\\s*(?:%|k\\b|mb\\b|kb\\b|gb\\b|px\\b))?";
const NUM_EN = new RegExp(`(\\$|€|£|¥)?(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)${UNIT_EN}`, "i");
const NUM_ZH =
  /([$￥¥])?(\d+(?:\.\d+)?)\s*(MB|KB|GB|px|%|个字|个字符|位|秒|分钟|小时|天|周|个月|月|年|次|张|件|个|人|元|份|条|页|岁|本|单|笔|辆|间|节|门|首|部|台|双|盒|瓶|袋|题|道|项|名|篇|级)?/i;

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
    // "逾期每天罚0.5元": a charge per day, not a limit.
    if (/每(?:天|日|小时|分钟|周|月|次|件|本|公里)[^\d，,]{0,4}$/.test(around[0]) && /元|块/.test(unit))
      return "rate";
    // "开课前2小时提醒", "提前10分钟通知": something happens that long before a moment.
    if (/(?:提前|前)\s*$/.test(around[0]) && /秒|分钟|小时|天|周/.test(unit)) return "lead";
    // "每个用户限领1张", "每人每月限兑3次": the Nth goes through, the one after is refused.
    if (/限(?:领|兑|购|用|报|抢|约)|每(?:人|个用户|单|天|月).{0,4}(?:最多|仅|只能)/.test(rule))
      return "quota";
    // "可续借1次", "只能修改2次": the Nth goes through, the one after is refused.
    if (unit === "次" && /可|只能|仅|最多|限/.test(around[0]) && !/错|失败/.test(rule)) return "quota";
    // "配送超过60分钟可申请赔付", "欠款超过10元不能再借书": the rule applies only past the number.
    if (/(?<!不)(?:超过|大于|高于|多于|超出)\s*$/.test(around[0])) return "above";
    if (/(?<!不)(?:低于|少于|小于|不足|未满)\s*$/.test(around[0])) return "below";
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
  // "$0.25 per day late", "late fees of $2 a day": a charge per unit, not a limit.
  if (
    /^\s*(?:per|a|an|each|every)\s+(?:day|night|hour|week|month|minute|item|km|mile)\b/i.test(around[1]) &&
    limitPrefix(around)
  )
    return "rate";
  // "a reminder 10 minutes before the session ends": something happens that long before a moment.
  if (/^\s*(?:before|ahead of|prior to)\b/i.test(around[1]) && /min|hour|hr|sec|day|week/i.test(unit))
    return "lead";
  // "orders over $50 ship free", "when the balance drops below $10": the rule applies only past the number.
  if (
    /\b(?<!no |not )(?:more than|over|above|exceeds?|exceeding|greater than|longer than|higher than)\s*$/i.test(
      around[0],
    )
  )
    return "above";
  if (/\b(?<!no |not )(?:less than|fewer than|below|under|lower than|shorter than)\s*$/i.test(around[0]))
    return "below";
  // "can be extended only once" (read as "1 time"), "may be resubmitted twice": the Nth goes through.
  if (/^times?$/i.test(unit) && /\b(?:only|at most|can|may|up to)\b/i.test(around[0])) return "quota";
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

/** Whether a money sign stands before the number ("$0.25 per day"): `around[0]` ends with it. */
function limitPrefix(around: [string, string]): boolean {
  return (
    /[$€£¥￥]\s*$/.test(around[0]) || /\b(?:fee|fine|charge|costs?|charged|pay|pays|paid)\b/i.test(around[0])
  );
}

/** "can be extended only once" → "can be extended only 1 time"; "combined with one coupon" → "1 coupon" (a rule with no digits). */
function digitsForWords(rule: string): string {
  if (/\d/.test(rule)) return rule;
  return rule
    .replace(/\b(once|twice)\b/i, (w) => (w.toLowerCase() === "once" ? "1 time" : "2 times"))
    .replace(
      /\b(one|two|three|four|five|six|seven|eight|nine|ten)\s+(?=[a-z])/i,
      (_, w: string) => `${numberWord(w)} `,
    );
}

/** The first number of the rule as a limit, or null when it has none (or only a range like "1 to 5"). */
export function limitOf(given: string, lang: BriefLanguage): Limit | null {
  const rule = lang === "en" ? digitsForWords(given) : given;
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
  const kind = kindOf(rule, lang, unit, around);
  const limit: Limit = { kind, n, prefix: m[1] ?? "", unit, text: m[0].trim() };
  if (kind === "rate")
    limit.per =
      lang === "zh"
        ? /每(天|日|小时|分钟|周|月|次|件|本|公里)/.exec(around[0])![1]
        : /^\s*(?:per|a|an|each|every)\s+([a-z]+)/i.exec(around[1])![1].toLowerCase();
  // "after 3 failed payments", "5 wrong passwords": what is counted, in the rule's words.
  const counted = /^\s+((?:failed|wrong|incorrect|invalid|unsuccessful|declined)\s+[a-z]+)/i.exec(around[1]);
  if (kind === "count" && lang === "en" && counted) limit.counted = counted[1];
  return limit;
}

/** "7 characters", "$501", "61秒", "2,001": a value next to the limit, in the rule's unit. */
export function valueAt(limit: Limit, n: number, lang: BriefLanguage): string {
  const num = limit.prefix === "$" && n >= 1000 ? n.toLocaleString("en-US") : String(n);
  // "1 coupon" / "2 coupons": a counted word is plural but for one.
  const unit =
    lang === "en" && n === 1
      ? limit.unit.replace(/s$/, "")
      : lang === "en" &&
          /^[a-z]{3,}$/i.test(limit.unit) &&
          !/s$/i.test(limit.unit) &&
          !/^(?:px|mb|kb|gb)$/i.test(limit.unit)
        ? `${limit.unit}s`
        : limit.unit;
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
    // ok here means "the rule applies".
    case "above":
      return [at(n, false), at(n + step, true)];
    case "below":
      return [at(n - step, true), at(n, false)];
    case "lead":
      return [at(n + step, false), at(n, true)];
    // The charge after 1 and 3 units, and none before the first.
    case "rate":
      return [at(n, true), at(n * 3, true), at(0, false)];
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
  /** Who acts on the rule ("manager" for "approve claims up to $1,000"), when the PRD says. */
  who?: string,
): { steps: string[]; expected: string } {
  const values = edgeValues(limit, lang);
  const zh = lang === "zh";
  const open = zh ? `打开${subject}` : `Open ${subject}`;
  const special = comparedCase(open, rule, limit, values, lang);
  if (special) return special;
  if (limit.kind === "count" && !zh && limit.counted) {
    // "after 3 failed payments the subscription is past due" → 2 failed payments, then the 3rd.
    const [before, hit] = values.map((v) => `${v.value.replace(/\s*[a-z]+$/i, "")} ${limit.counted}`);
    return {
      steps: [open, `Cause ${before} in a row (${rule})`, `Cause one more: ${hit} in a row`],
      expected: `After ${before} nothing changes yet; at ${hit} the rule applies: ${rule}`,
    };
  }
  if (limit.kind === "quota" && !zh) {
    const [ok, refused] = values.map((v) => ordinal(Number(v.value.replace(/[^\d.]/g, ""))));
    return {
      steps: [open, `Do it the ${ok} time (${rule})`, `Try it a ${refused} time`],
      expected: `The ${ok} time goes through; the ${refused} time is ${EN.refuse(rule)}`,
    };
  }
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
            who
              ? `Sign in as the ${who} and see which ones reach them`
              : "See who handles each one and which path it takes",
          ],
          expected: values
            .map(
              (v) =>
                `${v.value}: ${v.ok ? `${who ? `the ${who} can act on it; ` : ""}this rule applies (${rule})` : `this rule does not apply; it takes the other path${who ? ` (not the ${who} alone)` : ""}`}`,
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

const ORDINALS = [
  "zeroth",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
];
const ordinal = (n: number) => ORDINALS[n] ?? `${n}th`;

/** The words of the rule before its number and after it ("配送" / "可申请赔付", "a reminder goes out" / "the session ends"). */
function sides(rule: string, limit: Limit): [string, string] {
  const at = rule.indexOf(limit.text);
  if (at < 0) return ["", ""];
  return [rule.slice(0, at).trim(), rule.slice(at + limit.text.length).trim()];
}

/**
 * Cases for rules that compare with the number rather than cap it: past it on one side
 * (above / below), that long before a moment (lead), a charge per unit (rate).
 */
function comparedCase(
  open: string,
  rule: string,
  limit: Limit,
  values: { value: string; ok: boolean }[],
  lang: BriefLanguage,
): { steps: string[]; expected: string } | null {
  const zh = lang === "zh";
  const [before, after] = sides(rule, limit);
  if (limit.kind === "above" || limit.kind === "below") {
    const word = zh
      ? limit.kind === "above"
        ? "超过"
        : "低于"
      : limit.kind === "above"
        ? "more than"
        : "less than";
    const who = zh ? before.replace(/(?:超过|大于|高于|多于|超出|低于|少于|小于|不足|未满)\s*$/, "") : "";
    const outcome = zh ? after.replace(/^(?:时|的|就|则|后|，|,)+/, "") : "";
    return zh
      ? {
          steps: [open, ...values.map((v) => `构造${who}${v.value}的情况并操作`)],
          expected: values
            .map((v) =>
              v.ok
                ? `${who}${v.value}：${outcome || `按规则处理（${rule}）`}`
                : `${who}${v.value}：未${word}${limit.text}，不触发此规则（${rule}）`,
            )
            .join("；"),
        }
      : {
          steps: [open, ...values.map((v) => `Try it at ${v.value}`)],
          expected: values
            .map((v) =>
              v.ok
                ? `${v.value}: the rule applies (${rule})`
                : `${v.value}: not ${word} ${limit.text}, so the rule does not apply`,
            )
            .join("; "),
        };
  }
  if (limit.kind === "lead") {
    // "a reminder goes out 10 minutes before the session ends" / "开课前2小时提醒".
    const [early, onTime] = values;
    if (zh) {
      const moment = before.replace(/(?:提前|之?前)\s*$/, "") || "约定时间";
      const event = after.replace(/^(?:之?前|，|,)+/, "") || "按规则处理";
      return {
        steps: [open, `在${moment}前${early!.value}时查看`, `在${moment}前${onTime!.value}时查看`],
        expected: `${moment}前${early!.value}：尚未${event}；${moment}前${onTime!.value}：${event}（${rule}）`,
      };
    }
    const moment = after.replace(/^(?:before|ahead of|prior to)\s+/i, "") || "the moment it is about";
    const event = before.replace(/^(?:a|an|the)\s+/i, "") || "the rule";
    return {
      steps: [
        open,
        `Wait until ${early!.value} before ${moment}`,
        `Wait until ${onTime!.value} before ${moment}`,
      ],
      expected: `${early!.value} before ${moment}: no ${event.split(/\s+/)[0]} yet; ${onTime!.value} before ${moment}: ${event} (${rule})`,
    };
  }
  if (limit.kind === "rate" && limit.per) {
    // "逾期每天罚0.5元": 1 day → 0.5元, 3 days → 1.5元, none when not late.
    const [one, three, none] = values;
    if (zh) {
      const head = before.replace(/每(?:天|日|小时|分钟|周|月|次|件|本|公里)[^\d]{0,4}$/, "");
      const verb = /每(?:天|日|小时|分钟|周|月|次|件|本|公里)([^\d]{0,4})$/.exec(before)?.[1] || "收取";
      return {
        steps: [
          open,
          `构造${head}1${limit.per}的情况`,
          `构造${head}3${limit.per}的情况`,
          `构造未${head || "触发"}的情况`,
        ],
        expected: `${head}1${limit.per}：${verb}${one!.value}；${head}3${limit.per}：${verb}${three!.value}；未${head || "触发"}：${none!.value.replace(/^0(?:\.0)?/, "0")}，不${verb}`,
      };
    }
    const per = limit.per;
    return {
      steps: [open, `Let it run 1 ${per}`, `Let it run 3 ${per}s`, `Let it run less than a ${per}`],
      expected: `1 ${per}: ${one!.value} is charged; 3 ${per}s: ${three!.value}; less than a ${per}: nothing is charged (${rule})`,
    };
  }
  return null;
}

const MONEYISH =
  /balance|total|price|amount|cost|fee|budget|credit|payment|余额|金额|总额|价格|费用|预算|额度/i;
const EN_DET = "(?:the|a|an|its|their|your|his|her|our)\\s+";
const EN_NOUN = "([a-z][\\w-]*(?:\\s+(?!(?:the|a|an|its|their|your|then|is|are)\\b)[a-z][\\w-]*)?)";
const EN_COMPARE = new RegExp(
  `^(?:when|if|once|whenever|while)?\\s*(?:${EN_DET})?${EN_NOUN}\\s+(?:(?:is|are|gets?|falls?|drops?|goes|stays?)\\s+)?(less|lower|fewer|smaller|below|under|more|greater|higher|larger|bigger|above|over|exceeds?)(?:\\s+than)?\\s+(?:${EN_DET})?${EN_NOUN}(?:\\s*,\\s*|\\s+)(?:then\\s+)?(.{3,})$`,
  "i",
);
const ZH_COMPARE =
  /^(?:当|如果|若|如)?(.{1,8}?)(不少于|不低于|不超过|低于|少于|小于|不足|高于|超过|大于|多于)(.{1,10}?)(?:时|的时候|的话)[，,]?(.{2,})$/;

/**
 * A rule that compares two amounts rather than one with a number ("when the balance is less than
 * the order total the rest is paid by card", "余额低于订单金额时，差额用银行卡支付"): tried with the
 * first below, equal to and above the second, in example figures, each with what should happen.
 * Null when the rule compares with a number (a limit) or compares nothing.
 */
export function comparisonCase(
  subject: string,
  rule: string,
  lang: BriefLanguage,
): { steps: string[]; expected: string; compared: [string, string] } | null {
  if (/\d/.test(rule)) return null;
  const zh = lang === "zh";
  const m = (zh ? ZH_COMPARE : EN_COMPARE).exec(rule.trim());
  if (!m) return null;
  const [, a, op, b, outcome] = m as unknown as [string, string, string, string, string];
  if (!zh && (/^(?:it|they|this|that)$/i.test(a) || /^(?:it|they|this|that)$/i.test(b))) return null;
  // Which of below / equal to / above the rule is about ("less than": below; "不少于": equal and above).
  const atMost = /不超过/.test(op);
  const atLeast = /不少于|不低于/.test(op);
  const less = !atLeast && /less|lower|fewer|smaller|below|under|低于|少于|小于|不足/i.test(op);
  const applies = atMost
    ? [true, true, false]
    : atLeast
      ? [false, true, true]
      : less
        ? [true, false, false]
        : [false, false, true];
  const money = MONEYISH.test(`${a} ${b}`);
  const fig = (n: number) => (money ? (zh ? `${n}元` : `$${n}`) : String(n));
  const tries: { a: number; applies: boolean; how: string }[] = [
    { a: 40, applies: applies[0]!, how: zh ? "低于" : "below" },
    { a: 50, applies: applies[1]!, how: zh ? "等于" : "equal to" },
    { a: 60, applies: applies[2]!, how: zh ? "高于" : "above" },
  ];
  const open = zh ? `打开${subject}` : `Open ${subject}`;
  if (zh)
    return {
      steps: [open, ...tries.map((t) => `让${a}${t.how}${b}：${a}${fig(t.a)}，${b}${fig(50)}，然后操作`)],
      expected: tries
        .map(
          (t) =>
            `${a}${fig(t.a)}、${b}${fig(50)}：${t.applies ? outcome.replace(/[。.]$/, "") : `不触发此规则（${rule}）`}`,
        )
        .join("；"),
      compared: [a, b],
    };
  return {
    steps: [open, ...tries.map((t) => `Make the ${a} ${t.how} the ${b}: ${a} ${fig(t.a)}, ${b} ${fig(50)}`)],
    expected: tries
      .map(
        (t) =>
          `${a} ${fig(t.a)}, ${b} ${fig(50)}: ${t.applies ? outcome.replace(/[.]$/, "") : `the rule does not apply (${rule})`}`,
      )
      .join("; ")
      .replace(/^./, (c) => c.toUpperCase()),
    compared: [a, b],
  };
}

/**
 * A rule that holds until a moment ("a cancelled subscription stays usable until the end of the
 * billing period", "订单取消前一直保留库存…直到支付超时"): checked just before and just after it.
 */
export function untilCase(
  subject: string,
  rule: string,
  lang: BriefLanguage,
): { steps: string[]; expected: string } | null {
  const zh = lang === "zh";
  const m = zh
    ? /^(.{2,}?)(?:直到|一直到)(.{2,})$/.exec(rule)
    : /^(.{3,}?)\s+(?:until|till)\s+(.{3,})$/i.exec(rule);
  if (!m) return null;
  const [, holds, moment] = m as unknown as [string, string, string];
  return zh
    ? {
        steps: [
          `打开${subject}`,
          `构造这条规则的情况：${holds}`,
          `在${moment}之前查看`,
          `在${moment}之后查看`,
        ],
        expected: `${moment}之前：${holds}；${moment}之后：不再如此（${rule}）`,
      }
    : {
        steps: [
          `Open ${subject}`,
          `Set it up: ${holds}`,
          `Check just before ${moment}`,
          `Check just after ${moment}`,
        ],
        expected: `Just before ${moment}: ${holds.replace(/^(?:an?|the)\s+/i, "the ")}; just after it: no longer (${rule})`,
      };
}

/**
 * Two rules that branch on one condition ("the plan becomes active if a card is on file" + "paused
 * if not"): one case, the condition met and not met, each with its outcome. Null when they do not.
 */
export function branchCase(
  subject: string,
  rule: string,
  next: string | undefined,
  lang: BriefLanguage,
): { steps: string[]; expected: string } | null {
  if (lang !== "en" || !next) return null;
  const yes = /^(?:after which\s+|then\s+)?(.{3,}?)\s+if\s+(.{3,})$/i.exec(rule);
  const no = /^(.{2,}?)\s+(?:if not|otherwise)$|^(?:otherwise|if not|else)[,\s]+(.{2,})$/i.exec(next);
  if (!yes || !no) return null;
  const [, outcome, condition] = yes as unknown as [string, string, string];
  const other = (no[1] ?? no[2])!;
  return {
    steps: [`Open ${subject}`, `Reach this point when ${condition}`, `Reach it again when that is not so`],
    expected: `When ${condition}: ${outcome}; when not: ${other}`,
  };
}

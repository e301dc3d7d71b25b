/**
 * Offline writer for `test_cases`. From the chat's PRD (options.prd): every functional
 * requirement gets one case per acceptance criterion (the PRD's own, else the criteria of the
 * mechanism the requirement uses) plus a negative or boundary case, and every non-functional
 * requirement a check. Without a PRD: the rules the request names for its feature ("6-digit
 * code", "每人每月限兑3次") each get a case, numbers a boundary case, refusals a negative one.
 * JSON in a ```json block, with a sentence before it, as a model writes.
 */
import { prdKind, testCaseKind } from "@/lib/contracts/kinds";
import { parsePrd, plainHeading } from "@/lib/contracts/content/prd";
import type { TestCase, TestCaseType } from "@/lib/contracts/content/test-case";
import { parseBrief, type Brief, type BriefLanguage } from "../../../ai/offline/brief";
import { briefOf } from "../../../ai/offline/brief-input";
import { mechanicText } from "../../../ai/offline/knowledge/mechanics";
import { indefinite } from "../../../ai/offline/language/grammar";
import { EN_JOB_VERB, infinitiveOf } from "../../../ai/offline/brief/words-en";
import { lowerFirst, upperFirst } from "../../../ai/offline/language/markdown";
import type { OfflineWriter } from "../../../ai/offline/types";
import { nfrLines, prdRequirements, type Requirement } from "../../shared/prd-spec/prd-requirements";
import { specFromBrief } from "../../shared/prd-spec/spec";
import { actionFor, checkFor, situationOf } from "./criterion-steps";
import { boundaryCase, branchCase, comparisonCase, limitOf, untilCase, type LimitKind } from "./rule-limits";

type Case = Omit<TestCase, "id">;

/** "Track overdue books: status changes appear within 1 minute" → what the step checks, without the feature's name again. */
const withoutName = (criterion: string) => criterion.replace(/^[^:]{2,60}:\s+(?=\S)/, "");

/** Open the feature (unless the action starts elsewhere), do what shows the criterion, check it. */
function stepsFor(name: string, criterion: string, lang: BriefLanguage): string[] {
  const action = actionFor(name, criterion, lang);
  const open = lang === "zh" ? `打开「${name}」` : `Open "${name}"`;
  return [...(action.fromStart ? [] : [open]), action.step, checkFor(name, criterion, lang)];
}

/** An edge case: open the feature, set up its situation (the part before the colon), submit. */
function edgeSteps(name: string, edge: string, lang: BriefLanguage): string[] {
  const situation = situationOf(edge);
  return lang === "zh"
    ? [`打开「${name}」`, `构造异常场景：${situation}`, "提交并观察结果"]
    : [`Open "${name}"`, `Set up the case: ${lowerFirst(situation)}`, "Submit and watch the result"];
}

const COPY = {
  en: {
    signedIn: (who: string) => `Signed in as ${indefinite(who)} ${who}`,
    open: (name: string) => `Open "${name}"`,
    steps: (name: string, criterion: string) => stepsFor(name, withoutName(criterion), "en"),
    negTitle: (name: string) => `${name}: invalid use is refused`,
    boundaryTitle: (rule: string, n: string) => `${rule}: boundary at ${n}`,
    boundarySteps: (subject: string, n: string) => [
      `Open ${subject}`,
      `Try just below ${n}`,
      `Try at exactly ${n}`,
      `Try just above ${n}`,
    ],
    boundaryExpected: (rule: string, n: string) =>
      `Below ${n} works normally; at ${n} and above, the rule applies: ${lowerFirst(rule)}`,
    signedOut: (subject: string) => `Signed out, on the page for ${subject}`,
    ruleSteps: (subject: string, rule: string) => [
      `Open ${subject}`,
      `Use it in the case this rule covers: ${lowerFirst(rule)}`,
      "Check the screen and the saved record",
    ],
    ruleExpected: (rule: string) => `The screen and the saved record follow the rule: ${lowerFirst(rule)}`,
    negSteps: (subject: string, rule: string) => {
      // "the email must not already be registered" → "Use an email that is already registered".
      const m =
        /^(?:the\s+)?(.+?)\s+(?:must not|cannot|can't|may not|should not)\s+(?:(already)\s+)?(?:be\s+)?(.+)$/i.exec(
          rule,
        );
      const broken =
        m && m[1]!.split(/\s+/).length <= 3
          ? `Use ${indefinite(m[1]!)} ${m[1]} that is ${m[2] ? `${m[2]} ` : ""}${m[3]}`
          : `Break the rule on purpose: ${lowerFirst(rule)}`;
      return [`Open ${subject}`, broken, "Submit"];
    },
    negExpected: (rule: string) =>
      `The action is refused and the message explains the rule (${lowerFirst(rule)}); nothing is saved`,
    mainTitle: (subject: string) => `${upperFirst(subject)}: main path`,
    mainSteps: (subject: string, rules: string[]) => [
      `Open ${subject}`,
      rules.length
        ? `Fill it in so that every rule is met: ${rules.map(lowerFirst).join("; ")}`
        : "Fill in every required field with a realistic value",
      "Confirm",
    ],
    mainExpected: (subject: string) => `${upperFirst(subject)} completes and the result is saved and shown`,
    emptyTitle: (subject: string) => `${upperFirst(subject)}: required input missing`,
    emptySteps: (subject: string) => [`Open ${subject}`, "Leave the required input empty", "Confirm"],
    emptyExpected: "The missing input is named next to its field; nothing is saved",
    nfrModule: "Non-functional",
    nfrSteps: (line: string) => [
      "Prepare the test environment with production-like data",
      `Measure or verify: ${lowerFirst(line)}`,
      "Record the result",
    ],
    nfrPre: "Staging environment with production-like data",
    user: "user",
  },
  zh: {
    signedIn: (who: string) => `已以${who}身份登录`,
    open: (name: string) => `打开「${name}」`,
    steps: (name: string, criterion: string) => stepsFor(name, criterion, "zh"),
    negTitle: (name: string) => `${name}：非法操作被拒绝`,
    boundaryTitle: (rule: string, n: string) => `${rule}：${n}的边界`,
    boundarySteps: (subject: string, n: string) => [
      `打开${subject}`,
      `在略低于${n}时操作`,
      `在恰好${n}时操作`,
      `在超过${n}时操作`,
    ],
    boundaryExpected: (rule: string, n: string) => `低于${n}时正常；达到${n}及以上时按规则处理：${rule}`,
    signedOut: (subject: string) => `未登录，位于${subject}页面`,
    ruleSteps: (subject: string, rule: string) => [
      `打开${subject}`,
      `按这条规则涉及的情况操作：${rule}`,
      "查看页面显示和保存的记录",
    ],
    ruleExpected: (rule: string) => `页面显示和保存的记录都符合规则：${rule}`,
    negSteps: (subject: string, rule: string) => {
      // "不能与折扣商品同时使用" → "故意这样操作：与折扣商品同时使用".
      const m = /^(?:.{0,8}?)(?:不能|不可|不得|禁止)(.{2,})$/.exec(rule);
      return [`打开${subject}`, m ? `故意这样操作：${m[1]}` : `故意违反规则：${rule}`, "提交"];
    },
    negExpected: (rule: string) => `操作被拒绝，提示说明规则（${rule}），不保存任何数据`,
    mainTitle: (subject: string) => `${subject}：主流程`,
    mainSteps: (subject: string, rules: string[]) => [
      `打开${subject}`,
      rules.length ? `按满足全部规则的值填写：${rules.join("；")}` : "每个必填项填入真实的值",
      "确认提交",
    ],
    mainExpected: (subject: string) => `${subject}成功完成，结果已保存并展示`,
    emptyTitle: (subject: string) => `${subject}：必填项缺失`,
    emptySteps: (subject: string) => [`打开${subject}`, "必填项留空", "确认提交"],
    emptyExpected: "在对应字段旁提示缺少的内容，不保存",
    nfrModule: "非功能",
    nfrSteps: (line: string) => ["准备与生产环境相近的测试数据", `测量或验证：${line}`, "记录结果"],
    nfrPre: "预发环境，数据量与生产环境相近",
    user: "用户",
  },
};

const NUMBER = /(\d+(?:\.\d+)?\s*(?:%|[a-z]+|[\u4e00-\u9fff]{1,2})?)/i;
const REFUSAL =
  /reject|refus|not allowed|only|one .+ per|limit|insufficient|expired|invalid|wrong|lock|requires?|must|before|after|until|within|不足|不能|不可|拒绝|限|过期|错误|锁定|为0|超过|需|须|必须|只有|仅|前|后|才能/i;
// Items that name a field or column ("email", "department columns", "运单号"): each gets a format check.
const FIELD_LIKE =
  /\b(?:columns?|fields?|name|e-?mail|phone|number|date|address|code|id|amount)\b|字段|列|姓名|手机号|邮箱|日期|金额|地址|编号/i;
const SIGNED_OUT =
  /\b(?:sign[\s-]?up|sign[\s-]?in|log[\s-]?in|register|registration|password reset|reset (?:the |your |a )?password|forgot(?:ten)? password)\b|注册|登录|找回密码|重置密码/i;
// Beyond what this writer does: load, stress and performance test plans.
const PERFORMANCE =
  /\b(?:performance|load|stress|soak)\s+test|\bconcurrent users\b|\bthroughput\b|压测|压力测试|性能测试|并发/i;
// Also beyond it: security and penetration test plans (threat model, attack payloads, tooling).
const SECURITY =
  /\b(?:security|penetration|pen)[\s-]+test(?:ing)?\b|\bpentest\b|\bvulnerability (?:scan|assessment)|安全测试|渗透测试|漏洞扫描/i;

/** What the plan asked for is, and what it would hold, when it is beyond this writer. */
const BEYOND = {
  performance: {
    en: "a performance test plan (load profile, ramp-up, tooling and metrics to watch)",
    zh: "性能测试方案（负载模型、加压梯度、工具和监控指标）",
  },
  security: {
    en: "a security test plan (threat model, attack payloads, tooling and how findings are rated)",
    zh: "安全测试方案（威胁建模、攻击载荷、工具和漏洞评级）",
  },
};
function beyondOf(text: string): keyof typeof BEYOND | null {
  return PERFORMANCE.test(text) ? "performance" : SECURITY.test(text) ? "security" : null;
}
/** "Performance test plan for 10k concurrent users on our checkout API" → "Test cases for the checkout API". */
function functionalRequest(text: string, lang: BriefLanguage): string {
  if (lang === "zh")
    return text
      .replace(/[\d.]+\s*[万千]?\s*(?:个)?(?:用户)?并发(?:用户)?的?/g, "")
      .replace(/(?:压测|压力测试|性能测试|安全测试|渗透测试|漏洞扫描)(?:方案|计划|用例)?/g, "测试用例")
      .replace(/做/, "写");
  return text
    .replace(
      /\b(?:a\s+)?(?:performance|load|stress|soak|security|penetration|pen)[\s-]+test(?:ing)?(?:\s+(?:plan|cases?|strategy))?/i,
      "Test cases",
    )
    .replace(/\s+(?:for|with|under)\s+[\d.,]+k?\s+concurrent users\b/i, "")
    .replace(/\bon\s+(?:our|the|my|their)\s+/i, "for the ");
}

const TRIED_BY_BOUNDARY: LimitKind[] = ["lead", "rate", "above", "below", "time", "quota", "count"];
const FORBIDS = /\b(?:must not|cannot|can't|may not|not allowed|never)\b|不能|不可|不得|禁止/i;

/** "Managers" → "manager". */
const singularWho = (who: string) => who.toLowerCase().replace(/(?<=[^s])s$/, "");

const lower = (p: Requirement["priority"]): Requirement["priority"] =>
  p === "P0" ? "P1" : p === "P1" ? "P2" : "P3";

function nfrCases(lines: string[], lang: BriefLanguage): Case[] {
  const c = COPY[lang];
  return lines.map((line) => {
    const type: TestCaseType =
      /secur|encrypt|privacy|permission|private|access|delet|retention|personal data|audit|加密|隐私|权限|安全|可见|删除|保留|日志/i.test(
        line,
      )
        ? "security"
        : /ios|android|browser|compat|版本|兼容|微信/i.test(line)
          ? "compatibility"
          : /accessib|wcag|screen.?reader|无障碍|读屏/i.test(line)
            ? "usability"
            : "performance";
    return {
      module: c.nfrModule,
      title: line.slice(0, 300),
      preconditions: c.nfrPre,
      steps: c.nfrSteps(line),
      expected: line.slice(0, 2000),
      priority: "P1",
      type,
    };
  });
}

/** Cases from a PRD: one per acceptance criterion of each requirement, plus its edge case. */
export function casesFromPrd(prd: string, lang: BriefLanguage): { cases: Case[]; requirements: number } {
  const c = COPY[lang];
  const title = plainHeading(parsePrd(prd).title).replace(
    /\s*(PRD|product requirements document|产品需求文档|需求文档)\s*$/i,
    "",
  );
  const users = parseBrief({ text: title, mode: prdKind.mode, language: lang }).users[0] ?? c.user;
  const requirements = prdRequirements(prd);
  const cases: Case[] = [];
  for (const r of requirements) {
    const ids = r.id ? { requirement_ids: [r.id] } : {};
    const m = mechanicText(r.name, lang);
    const ctx = { name: r.name, users, product: title };
    const criteria = r.criteria.length ? r.criteria : m.criteria(ctx);
    const pre = c.signedIn(users.replace(/s$/, ""));
    for (const criterion of criteria)
      cases.push({
        module: r.name,
        title: criterion.slice(0, 300),
        preconditions: pre,
        steps: c.steps(r.name, criterion),
        expected: criterion,
        priority: r.priority,
        type: "functional",
        ...ids,
      });
    // A requirement with a number in its name ("approve claims up to $1,000", "最多9张照片") gets its boundary case.
    const limit = limitOf(r.name, lang);
    // "Approve claims up to $1,000: Managers can approve…": a job named by its verb is its actor's.
    const actor =
      lang === "en" && /^[A-Z][a-z]+\s/.test(r.name) && EN_JOB_VERB.test(lowerFirst(r.name))
        ? /^([A-Z][a-z]+(?:\s+[a-z]+)?)\s+can\b/.exec(r.text)?.[1]
        : undefined;
    if (limit)
      cases.push({
        module: r.name,
        title: c.boundaryTitle(r.name, limit.text),
        preconditions: actor ? c.signedIn(singularWho(actor)) : pre,
        ...boundaryCase(`"${r.name}"`, r.name, limit, lang, actor ? singularWho(actor) : undefined),
        priority: r.priority,
        type: "boundary",
        ...ids,
      });
    const edge = m.edge(ctx);
    cases.push({
      module: r.name,
      title: (r.criteria.length ? c.negTitle(r.name) : edge).slice(0, 300),
      preconditions: pre,
      steps: edgeSteps(r.name, edge, lang),
      expected: edge,
      priority: lower(r.priority),
      type: /\d|limit|at once|same moment|超过|上限|同时/.test(edge) ? "boundary" : "negative",
      ...ids,
    });
  }
  cases.push(...nfrCases(nfrLines(prd), lang));
  return { cases, requirements: requirements.filter((r) => r.id).length };
}

/** Cases from the request: its feature's main path, each named rule, its numbers' boundaries, refusals. */
export function casesFromBrief(brief: Brief): Case[] {
  const lang = brief.language;
  const c = COPY[lang];
  const subject = brief.subject.product || (lang === "zh" ? "该功能" : "the feature");
  // "renewing a library card": the module is the job, "Renew a library card".
  const moduleName = lang === "zh" ? subject : upperFirst(infinitiveOf(subject));
  // "… with late fees and email receipts": a named feature is a module of its own; a scenario
  // ("employees with no bank details", "支付取消") is a case of the feature's module.
  const moduleOf = (rule: string) =>
    lang === "en" &&
    rule.split(/\s+/).length <= 3 &&
    !NUMBER.test(rule) &&
    !REFUSAL.test(rule) &&
    !/\b(?:after|before|over|under|fails?|failed|failure|cancel\w*|timeouts?|no|not|without|twice|duplicate\w*|expired?|invalid|exceed\w*|empty|missing|wrong|offline|interrupted|declined|rejected|when|if)\b/i.test(
      rule,
    ) &&
    !/(?:ed|ing)$/i.test(rule)
      ? upperFirst(rule)
      : moduleName;
  // Signing up, signing in and resetting a password are done signed out.
  const pre = SIGNED_OUT.test(`${subject} ${brief.text}`)
    ? c.signedOut(subject)
    : c.signedIn(brief.users[0] ? brief.users[0].replace(/s$/, "") : c.user);
  // A bare connective left by the split ("and", "不能") is no rule; a condition ending in 时 and its
  // result are one rule ("余额低于订单金额时" + "差额用微信支付").
  const rules = (brief.features.length ? brief.features : brief.steps.map((s) => s.text))
    .filter((r) => !/^(?:and|or|but|then|also|不能|并且|而且|和|或)$/i.test(r.trim()))
    .reduce<string[]>((out, r) => {
      const last = out[out.length - 1];
      if (lang === "zh" && last && /(?:时|的时候)$/.test(last)) out[out.length - 1] = `${last}，${r}`;
      else out.push(r);
      return out;
    }, []);
  const cases: Case[] = [
    {
      module: moduleName,
      title: c.mainTitle(subject),
      preconditions: pre,
      steps: c.mainSteps(subject, rules),
      expected: c.mainExpected(subject),
      priority: "P0",
      type: "functional",
    },
  ];
  const branched = new Set<string>();
  for (const [i, rule] of rules.entries()) {
    // "…becomes active if a card is on file" + "paused if not": one case for both sides.
    const branch = branchCase(subject, rule, rules[i + 1], lang);
    if (branch) {
      branched.add(rule).add(rules[i + 1]!);
      cases.push({
        module: moduleName,
        title: lang === "zh" ? rule : upperFirst(`${rule}; ${rules[i + 1]}`),
        preconditions: pre,
        ...branch,
        priority: "P0",
        type: "functional",
      });
      continue;
    }
    if (branched.has(rule)) continue;
    cases.push({
      module: moduleOf(rule),
      title: rule,
      preconditions: pre,
      steps: c.ruleSteps(subject, rule),
      expected: c.ruleExpected(rule),
      priority: "P0",
      type: "functional",
    });
    // A number is a limit: the values one under, at and one over it, in the rule's own unit.
    const limit = limitOf(rule, lang);
    const n = NUMBER.exec(rule)?.[1];
    if (limit)
      cases.push({
        module: moduleName,
        title: c.boundaryTitle(rule, limit.text),
        preconditions: pre,
        ...boundaryCase(subject, rule, limit, lang),
        priority: "P1",
        type: "boundary",
      });
    else if (n)
      cases.push({
        module: moduleName,
        title: c.boundaryTitle(rule, n.trim()),
        preconditions: pre,
        steps: c.boundarySteps(subject, n.trim()),
        expected: c.boundaryExpected(rule, n.trim()),
        priority: "P1",
        type: "boundary",
      });
    // "when the balance is less than the order total…": the first amount below, equal to, above the second.
    const compared = limit || n ? null : comparisonCase(subject, rule, lang);
    const until = limit || n || compared ? null : untilCase(subject, rule, lang);
    if (until)
      cases.push({
        module: moduleName,
        title: lang === "zh" ? `${rule}：前后对比` : `${upperFirst(rule)}: just before and after`,
        preconditions: pre,
        ...until,
        priority: "P1",
        type: "boundary",
      });
    if (compared)
      cases.push({
        module: moduleName,
        title: lang === "zh" ? `${rule}：比较边界` : `${upperFirst(rule)}: ${compared.compared.join(" vs ")}`,
        preconditions: pre,
        steps: compared.steps,
        expected: compared.expected,
        priority: "P1",
        type: "boundary",
      });
    // A timing, rate, threshold or quota rule is tried by its boundary case; "break it on purpose"
    // means nothing for it ("a reminder goes out 10 minutes before…") unless it forbids something.
    const tried =
      compared || until || (limit && TRIED_BY_BOUNDARY.includes(limit.kind) && !FORBIDS.test(rule));
    if (REFUSAL.test(rule) && !tried)
      cases.push({
        module: moduleName,
        title: c.negTitle(rule),
        preconditions: pre,
        steps: c.negSteps(subject, rule),
        expected: c.negExpected(rule),
        priority: "P1",
        type: "negative",
      });
  }
  const fields = [
    ...brief.fields,
    ...rules.filter(
      (r) =>
        FIELD_LIKE.test(r) &&
        !NUMBER.test(r) &&
        !brief.fields.includes(r) &&
        !comparisonCase(subject, r, lang),
    ),
  ];
  for (const field of fields)
    cases.push({
      module: moduleName,
      title: lang === "zh" ? `${field}：格式校验` : `${upperFirst(field)}: format check`,
      preconditions: pre,
      steps: [
        c.open(subject),
        lang === "zh" ? `在「${field}」中输入不合法的值` : `Enter an invalid value in "${field}"`,
        lang === "zh" ? "提交" : "Submit",
      ],
      expected:
        lang === "zh"
          ? `「${field}」旁提示正确格式，不保存`
          : `"${field}" shows the expected format; nothing is saved`,
      priority: "P1",
      type: "negative",
    });
  cases.push({
    module: moduleName,
    title: c.emptyTitle(subject),
    preconditions: pre,
    steps: c.emptySteps(subject),
    expected: c.emptyExpected,
    priority: "P1",
    type: "negative",
  });
  return cases;
}

/** Cases for a product the request only names: its likely features, each criterion a case. */
export function casesFromProduct(brief: Brief, namedOnly = false): Case[] {
  const c = COPY[brief.language];
  const spec = specFromBrief(brief);
  const who = spec.pack.user;
  const cases: Case[] = [];
  // A feature or flow is tested for what the request names, not for a product's supporting jobs.
  const features = namedOnly ? spec.pack.features.filter((f) => f.priority === "P0") : spec.pack.features;
  for (const f of features) {
    const pre = c.signedIn(f.actor ?? who);
    for (const criterion of f.criteria)
      cases.push({
        module: f.name,
        title: criterion.slice(0, 300),
        preconditions: pre,
        steps: c.steps(f.name, criterion),
        expected: criterion,
        priority: f.priority,
        type: "functional",
      });
    cases.push({
      module: f.name,
      title: f.edge.slice(0, 300),
      preconditions: pre,
      steps: edgeSteps(f.name, f.edge, brief.language),
      expected: f.edge,
      priority: lower(f.priority),
      type: /\d|limit|at once|same moment|超过|上限|同时|两人/.test(f.edge) ? "boundary" : "negative",
    });
  }
  return [...cases, ...nfrCases(spec.pack.nfr.slice(0, 2), brief.language)];
}

/**
 * A request that names a feature or flow, not a product, and lists nothing ("test cases for booking
 * a telehealth appointment with time zone handling", "为带优惠券和积分抵扣的下单流程写测试用例"): the
 * features its own words name, each a module — never the whole sentence as one.
 */
export function featuresOfSubject(brief: Brief): Brief | null {
  const product = brief.subject.product.trim();
  if (!product || PRODUCT_NOUN.test(product)) return null;
  const zh = brief.language === "zh";
  const split = (list: string) =>
    list
      .split(zh ? /和|与|及|、|，|,/ : /,\s*|\s+and\s+|\s+&\s+/i)
      .map((x) => x.trim().replace(/^(?:the|a|an)\s+/i, ""))
      .filter((x) => x.length >= 2);
  let head = product;
  let extras: string[] = [];
  if (zh) {
    const before = /^(?:带有?|含有?|支持|包括|包含)(.+?)的(.{2,})$/.exec(product);
    const after = /^(.{2,}?)[（(]?(?:，|,)?(?:支持|包括|包含|含|带)(.+?)[)）]?$/.exec(product);
    if (before) [head, extras] = [before[2], split(before[1])];
    else if (after) [head, extras] = [after[1], split(after[2])];
    head = head.replace(/(?:的)?(?:流程|功能|模块|过程|环节)$/, "") || head;
  } else {
    const m = /^(.+?)\s+(?:with|including|that (?:handles|supports|has)|plus)\s+(.+)$/i.exec(product);
    if (m) [head, extras] = [m[1], split(m[2])];
    head = head.replace(/\s+(?:flow|process|journey|feature|module)$/i, "") || head;
  }
  // "booking a telehealth appointment": the job is "book a telehealth appointment", about the appointment.
  const job = zh ? head : infinitiveOf(head);
  const noun = zh ? head : head.replace(/^[a-z]+ing\s+(?:a|an|the|my|your|their)?\s*/i, "") || head;
  if (!extras.length && job.split(/\s+/).length > 6) return null;
  return {
    ...brief,
    subject: { ...brief.subject, product: noun, phrase: noun },
    features: [job, ...extras],
  };
}

// (Case-sensitive for the Chinese side: "App" inside "appointment" names no product.)
const PRODUCT_NOUN = {
  test: (text: string) =>
    /\b(?:app|application|tool|platform|system|service|website|portal|marketplace|software)s?\b/i.test(
      text,
    ) || /小程序|平台|系统|App|APP|应用|工具|网站|软件/.test(text),
};

/**
 * "a tool for school librarians to track overdue books and email parents": a product and the jobs
 * it does, not rules of one feature — each job gets its criteria, one case per criterion.
 */
function namesProductJobs(brief: Brief): boolean {
  return (
    PRODUCT_NOUN.test(brief.subject.product) &&
    brief.features.length > 0 &&
    !brief.steps.length &&
    !brief.fields.length &&
    brief.features.every((f) => !NUMBER.test(f) && !REFUSAL.test(f))
  );
}

export function writeTestCases(
  prd: string | null,
  brief: Brief,
): { cases: TestCase[]; requirements: number; fromPrd: boolean; fromProduct: boolean } {
  const fromPrd = prd ? casesFromPrd(prd, brief.language) : null;
  const named = brief.features.length + brief.steps.length + brief.fields.length;
  const fromProduct = !named || namesProductJobs(brief);
  const asFeatures = !named ? featuresOfSubject(brief) : null;
  const raw =
    fromPrd && fromPrd.cases.length
      ? fromPrd.cases
      : asFeatures
        ? casesFromProduct(asFeatures, true)
        : fromProduct
          ? casesFromProduct(brief)
          : casesFromBrief(brief);
  const cases = raw.map((c, i) => ({ id: `TC-${String(i + 1).padStart(3, "0")}`, ...c }));
  return {
    cases,
    requirements: fromPrd?.requirements ?? 0,
    fromPrd: Boolean(fromPrd && fromPrd.requirements),
    fromProduct: !(fromPrd && fromPrd.cases.length) && fromProduct,
  };
}

export const testCasesWriter: OfflineWriter = (input) => {
  const prd = typeof input.options?.prd === "string" && input.options.prd.trim() ? input.options.prd : null;
  const asked = briefOf(input, testCaseKind.mode);
  // A load or performance test plan is beyond this writer: functional cases for what is under load.
  const beyondAsked = beyondOf(asked.text);
  const underLoad = beyondAsked ? functionalRequest(asked.text, asked.language) : null;
  const reparsed = underLoad
    ? parseBrief({ text: underLoad, mode: testCaseKind.mode, language: asked.language })
    : null;
  const brief = reparsed?.subject.product ? reparsed : asked;
  const { cases, requirements, fromPrd, fromProduct } = writeTestCases(prd, brief);
  const zh = brief.language === "zh";
  const intro = fromPrd
    ? zh
      ? `根据 PRD 的 ${requirements} 条功能需求编写了 ${cases.length} 条测试用例：每条验收标准至少一条用例，另有异常和非功能检查：`
      : `Here are ${cases.length} test cases from the PRD's ${requirements} functional requirements — one per acceptance criterion, plus edge cases and the non-functional checks:`
    : fromProduct
      ? zh
        ? `为${brief.subject.product || "该产品"}编写了 ${cases.length} 条测试用例：每个功能的每条验收标准至少一条用例，另有异常和非功能检查：`
        : `Here are ${cases.length} test cases for the ${featuresOfSubject(brief)?.subject.product || brief.subject.product || "product"} — one per acceptance criterion of each feature, plus edge cases and non-functional checks:`
      : zh
        ? `根据你列出的规则编写了 ${cases.length} 条测试用例，覆盖主流程、每条规则、边界和异常情况：`
        : `Here are ${cases.length} test cases for ${brief.subject.product || "the feature"}, covering the main path, each rule you listed, boundaries and failures:`;
  const plan = beyondAsked ? BEYOND[beyondAsked] : null;
  const beyond = plan
    ? zh
      ? `离线模型只编写功能测试用例，写不出${plan.zh}。下面是该功能的功能测试用例；如需${plan.zh.replace(/（.*$/, "")}，请在设置中连接一个模型。\n\n`
      : `The Offline model writes functional test cases; it cannot write ${plan.en}. Below are functional test cases for the feature instead — connect a model in Settings for ${plan.en.replace(/ \(.*$/, "")}.\n\n`
    : "";
  return `${beyond}${intro}\n\n\`\`\`json\n${JSON.stringify({ cases }, null, 2)}\n\`\`\``;
};

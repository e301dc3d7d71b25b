/**
 * Issue 39 (h48, ids "tc5-" and "pc5-"): a fresh held-out block written before any change to the
 * Offline test-case and PRD writers in this round, and scored before the fix (not tuned on).
 * Test cases: rules with numbers and states — each rule acted on, boundaries one under / at / one
 * over the given numbers, every state reached. PRDs: a change request whose verb is not first (en
 * and zh) is written as a change, not a new product; a new product with numbers in its rules.
 * One request beyond the Offline writer (a security test plan) gets functional cases and a reply
 * that says what was made instead. Two more PRDs (with knowledge figures) are in grounding/cases.ts.
 */
import type { QualityCase } from "./types";

type Cases = NonNullable<QualityCase["expect"]["cases"]>;

const tc = (
  id: string,
  lang: "en" | "zh",
  content: string,
  expect: Omit<Cases, "min"> & { min?: number },
  terms: string[] = [],
): QualityCase => ({
  id,
  lang,
  kind: "test_case",
  turns: [{ content, mode: "test_case" }],
  expect: { cases: { min: 5, concrete: true, ...expect }, terms },
});
const prd = (id: string, lang: "en" | "zh", content: string, expect: QualityCase["expect"]): QualityCase => ({
  id,
  lang,
  kind: "prd",
  turns: [{ content, mode: "prd" }],
  expect,
});

export const TC5_HELD_OUT_CASES: QualityCase[] = [
  tc(
    "tc5-en-parking",
    "en",
    "Test cases for paying for street parking in our app: a session lasts at least 15 minutes and at most 4 hours, a reminder goes out 10 minutes before the session ends, and an expired session can be extended only once",
    {
      acted: ["15 minutes", "4 hours", "10 minutes", "extend"],
      bounds: [
        "\\b14 minutes",
        "\\b(241 minutes|4 hours (and|1)|5 hours|4h ?1m)",
        "twice|second (time|extension)|again",
      ],
    },
  ),
  tc(
    "tc5-en-subscription",
    "en",
    "Write test cases for subscription billing states: a free trial lasts 14 days, after which the plan becomes active if a card is on file and paused if not; after 3 failed payments the subscription is past due; a cancelled subscription stays usable until the end of the billing period",
    {
      acted: ["14 days", "active", "paused", "failed payment", "past due", "end of the billing period"],
      bounds: ["\\b(13|15) days|day 1[345]\\b", "\\b(2|two) failed|second failed|third failed"],
    },
  ),
  tc(
    "tc5-en-security",
    "en",
    "Security test plan for our payments API: SQL injection, broken authentication, and rate limiting at 100 requests per minute",
    { min: 3, reply: ["security", "model"] },
    ["payments API"],
  ),
  prd(
    "pc5-en-reminders",
    "en",
    "The reminders in our meditation app need a rework: snooze for 10 minutes, custom sounds, and a weekly summary of missed sessions",
    {
      prd: { title: ["reminders"], features: ["snooze", "custom sounds", "weekly summary"] },
      terms: ["meditation app"],
      forbid: [
        "new product",
        "a new app",
        "calls, chat groups and spreadsheets",
        "The reminders in our",
        "As a people",
      ],
    },
  ),
  tc(
    "tc5-zh-library",
    "zh",
    "图书馆借书的测试用例：每位读者最多同时借5本，借期30天，可续借1次，逾期每天罚0.5元，欠款超过10元不能再借书",
    {
      acted: ["5本", "30天", "续借", "0.5元", "10元"],
      bounds: ["第6本|6本", "第31天|31天|逾期1天", "10\\.[0-9]+ ?元|11 ?元"],
    },
  ),
  tc(
    "tc5-zh-order-states",
    "zh",
    "外卖订单状态流转的测试用例：待支付订单15分钟内未支付自动取消；商家接单后用户不能自行取消；配送超过60分钟可申请赔付；订单完成后24小时内可以评价",
    {
      acted: ["15分钟", "自动取消", "接单", "60分钟", "赔付", "24小时", "评价"],
      bounds: ["14分钟|16分钟|第15分钟", "59分钟|61分钟", "25小时|超过24小时|24小时后"],
    },
  ),
  prd("pc5-zh-bookstore", "zh", "我们网上书店的会员体系得重新设计一下：积分兑换、等级权益和生日礼包", {
    prd: { title: ["会员体系"], features: ["积分兑换", "等级权益", "生日礼包"] },
    terms: ["网上书店"],
    forbid: ["新产品", "全新的产品", "电话、微信群和表格", "我们网上书店的会员体系得"],
  }),
  prd(
    "pc5-zh-coffee",
    "zh",
    "给独立咖啡馆做一个会员储值小程序的PRD：充值满100送10元，生日当月送一张券，每消费1元积1分",
    {
      prd: { title: ["储值"], features: ["充值", "生日", "积分"] },
      terms: ["咖啡馆", "100"],
      forbid: ["作为一个独立咖啡馆们"],
    },
  ),
];

/**
 * Issue 39, items 2/3 (ids "tc4-"): test cases for requests nobody tuned for. Written before any
 * change to the Offline test-case writer, and scored before the fix (not tuned on).
 * Expected: every rule and number the request names is acted on in some case's steps or expected
 * result; boundaries sit at the given numbers (one under, at, one over); preconditions fit the
 * feature (sign-up and sign-in are for someone signed out); no boilerplate steps; zh in zh. A
 * request beyond the Offline writer (a load test plan) gets functional cases and a reply that says so.
 */
import type { QualityCase } from "./types";

type Cases = NonNullable<QualityCase["expect"]["cases"]>;

const tc = (
  id: string,
  lang: "en" | "zh",
  turns: QualityCase["turns"],
  expect: Omit<Cases, "min"> & { min?: number },
  terms: string[] = [],
): QualityCase => ({
  id,
  lang,
  kind: "test_case",
  turns,
  expect: { cases: { min: 5, concrete: true, ...expect }, terms },
});
const one = (content: string): QualityCase["turns"] => [{ content, mode: "test_case" }];

export const TEST_CASE_HELD_OUT_CASES: QualityCase[] = [
  tc(
    "tc4-en-signup",
    "en",
    one(
      "Test cases for sign-up: the email must not already be registered, the password needs at least 8 characters including one digit, and the verification link is valid for 24 hours",
    ),
    {
      acted: ["already registered", "8 characters", "digit", "24 hours"],
      bounds: [
        "\\b7[ -]characters?\\b",
        "\\b(9|8)[ -]characters?\\b",
        "\\b25 hours|24 hours and|after 24 hours",
      ],
      noPrecondition: ["signed in"],
    },
  ),
  tc(
    "tc4-en-gift-card",
    "en",
    one(
      "Write test cases for gift card redemption at checkout: a card holds up to $500, it can be combined with one coupon, cards expire after 12 months, and when the balance is less than the order total the rest is paid by card",
    ),
    {
      acted: ["$500", "one coupon", "12 months", "balance"],
      bounds: ["\\$50[01]|\\$499", "13 months|12 months and|after 12 months|expired"],
    },
  ),
  tc(
    "tc4-en-job-form",
    "en",
    one(
      "Test cases for a job application form: name is required, the cover letter can be up to 2000 characters, the phone number must be 10 digits, and applicants must be 18 or older",
    ),
    {
      acted: ["name", "2000 characters", "10 digits", "18"],
      bounds: ["\\b(1999|2001|2,001|1,999)\\b", "\\b(9|11)[ -]digits?\\b", "\\b17\\b"],
    },
  ),
  tc(
    "tc4-en-hotel-search",
    "en",
    one(
      "Test cases for hotel search: filter by price range and star rating (1 to 5), a free cancellation toggle, results sorted by price, at most 50 results per page",
    ),
    {
      acted: ["price range", "star rating", "free cancellation", "sorted by price", "50"],
      bounds: ["\\b51\\b"],
    },
  ),
  tc(
    "tc4-en-expense-prd",
    "en",
    [
      {
        content:
          "PRD for an expense approval flow: employees submit expenses, managers approve claims up to $1,000, claims above $1,000 also need finance approval, and a rejected claim can be resubmitted once",
        mode: "prd",
      },
      { content: "Now write test cases for it", mode: "test_case" },
    ],
    {
      acted: ["manager", "finance", "resubmit"],
      bounds: ["\\$?1,?000", "\\$?1,?00[0-9]\\.\\d\\d|\\$?1,?001|\\$?999"],
    },
  ),
  tc(
    "tc4-en-load-plan",
    "en",
    one("Performance test plan for 10k concurrent users on our checkout API"),
    { min: 3, reply: ["performance", "model"] },
    ["checkout"],
  ),
  tc(
    "tc4-zh-sms-login",
    "zh",
    one("手机号验证码登录的测试用例：验证码6位，60秒内不能重复发送，5分钟后失效，连续输错5次锁定30分钟"),
    {
      acted: ["6位", "60秒", "5分钟", "5次", "30分钟"],
      bounds: ["59秒|61秒|第60秒", "4次|第5次|第6次"],
      noPrecondition: ["已登录"],
    },
  ),
  tc(
    "tc4-zh-avatar-upload",
    "zh",
    one("头像上传的测试用例：只支持jpg、png、webp格式，大小不超过2MB，图片尺寸至少200×200像素"),
    { acted: ["jpg", "png", "webp", "2MB", "200"], bounds: ["2\\.1 ?MB|2049 ?KB|3 ?MB|超过2 ?MB", "199"] },
  ),
  tc(
    "tc4-zh-coupon",
    "zh",
    one("满减优惠券的测试用例：满200减30，每个用户限领1张，不能与折扣商品同时使用，领取后7天内有效"),
    { acted: ["200", "30", "1张", "折扣商品", "7天"], bounds: ["199", "第8天|8天|超过7天|7天后"] },
  ),
  tc(
    "tc4-zh-leave-approval",
    "zh",
    one(
      "请假审批流程的测试用例：员工提交申请，3天以内由直属主管审批，超过3天还需部门经理审批，被驳回后可修改重新提交",
    ),
    { acted: ["3天", "直属主管", "部门经理", "驳回", "重新提交"], bounds: ["4天|3\\.5天"] },
  ),
  tc(
    "tc4-zh-product-search",
    "zh",
    one(
      "商品搜索和筛选的测试用例：关键词最多50个字，可按价格区间和品牌筛选，支持按销量排序，无结果时显示推荐商品",
    ),
    { acted: ["50个字", "价格区间", "品牌", "销量", "推荐商品"], bounds: ["51"] },
  ),
  tc(
    "tc4-zh-used-books-prd",
    "zh",
    [
      {
        content:
          "写一个二手书交易小程序的PRD：发布书籍（最多9张照片）、议价、担保交易，确认收货后7天内可申请退货",
        mode: "prd",
      },
      { content: "根据上面的PRD写测试用例", mode: "test_case" },
    ],
    { acted: ["9张", "议价", "担保交易", "7天"], bounds: ["10张", "第8天|8天|超过7天"] },
  ),
];

/**
 * Issue 39: the Offline test cases for a request's rules act on the rule's own words and numbers.
 * A limit is tried one under, at and one over, in the rule's unit ("7 characters / 8 characters /
 * 9 characters", "59秒 / 60秒 / 61秒"); sign-up and sign-in are tested signed out; no step is
 * boilerplate ("Set up the situation the rule is about", "exactly as specified", "填写有效信息").
 */
import { parseBrief } from "@/server/ai/offline/brief";
import { casesFromBrief, testCasesWriter } from "@/server/artifacts/test_case/offline/test-cases-writer";
import { edgeValues, limitOf } from "@/server/artifacts/test_case/offline/rule-limits";

const BOILERPLATE =
  /Set up the situation the rule is about|Carry out the action and watch the result|exactly as specified|Enter valid details|the user is told what happened|构造规则对应的场景|执行操作并观察结果|填写有效信息|结果与规则一致/;
const acts = (cases: ReturnType<typeof casesFromBrief>) =>
  cases.map((c) => [...c.steps, c.expected].join(" ")).join("\n");

test("en: limits in the rule's unit, boundaries at the given numbers, signed out for sign-up", () => {
  const brief = parseBrief({
    text: "Test cases for sign-up: the password needs at least 8 characters including one digit, and the verification link is valid for 24 hours",
    mode: "test_case",
    language: "en",
  });
  const cases = casesFromBrief(brief);
  const text = acts(cases);
  expect(text).toMatch(/7 characters: refused/);
  expect(text).toMatch(/8 characters: accepted/);
  expect(text).toMatch(/after 25 hours it no longer works/);
  expect(text).not.toMatch(BOILERPLATE);
  expect(cases.every((c) => !/signed in/i.test(c.preconditions ?? ""))).toBe(true);
  expect(cases[0]!.preconditions).toMatch(/^Signed out/);
});

test("en: up to, exactly and money limits", () => {
  expect(edgeValues(limitOf("the cover letter can be up to 2000 characters", "en")!, "en")).toEqual([
    { value: "1999 characters", ok: true },
    { value: "2000 characters", ok: true },
    { value: "2001 characters", ok: false },
  ]);
  expect(edgeValues(limitOf("the phone number must be 10 digits", "en")!, "en").map((v) => v.ok)).toEqual([
    false,
    true,
    false,
  ]);
  expect(edgeValues(limitOf("a card holds up to $1,000", "en")!, "en").map((v) => v.value)).toEqual([
    "$999",
    "$1,000",
    "$1,001",
  ]);
  expect(limitOf("name is required", "en")).toBeNull();
});

test("zh: 验证码规则按原数字取边界，未登录，中文步骤", () => {
  const brief = parseBrief({
    text: "手机号验证码登录的测试用例：验证码6位，60秒内不能重复发送，5分钟后失效，连续输错5次锁定30分钟",
    mode: "test_case",
    language: "zh",
  });
  const cases = casesFromBrief(brief);
  const text = acts(cases);
  expect(text).toMatch(/61秒/);
  expect(text).toMatch(/4次时仍可继续/);
  expect(text).toMatch(/5位：被拒绝/);
  expect(text).not.toMatch(BOILERPLATE);
  expect(cases.every((c) => !/已登录|已以/.test(c.preconditions ?? ""))).toBe(true);
  expect(edgeValues(limitOf("大小不超过2MB", "zh")!, "zh").map((v) => v.value)).toEqual([
    "1MB",
    "2MB",
    "3MB",
  ]);
});

test("a performance test plan is beyond the Offline writer: the reply says what it made instead", () => {
  const en = testCasesWriter({
    userText: "Performance test plan for 10k concurrent users on our checkout API",
    history: [],
    locale: "en",
  });
  expect(en).toMatch(/cannot write a performance test plan/);
  expect(en).toMatch(/connect a model/);
  const zh = testCasesWriter({ userText: "为下单接口做1万并发用户的压测方案", history: [], locale: "zh" });
  expect(zh).toMatch(/写不出性能测试方案/);
});

test("a number that routes (who approves) is tried at and over it, not refused or expired", () => {
  const zh = limitOf("超过3天还需部门经理审批", "zh")!;
  expect(zh.kind).toBe("over");
  expect(edgeValues(zh, "zh")).toEqual([
    { value: "3天", ok: false },
    { value: "4天", ok: true },
  ]);
  const en = limitOf("managers approve claims up to $1,000", "en")!;
  expect(en.kind).toBe("upTo");
  expect(edgeValues(en, "en").map((v) => v.value)).toEqual(["$1,000", "$1,001"]);
  // A PRD requirement that names both sides: the first number is read with the words before it.
  const both = limitOf("Approve claims up to $1,000 claims above $1,000 also need finance approval", "en")!;
  expect(edgeValues(both, "en")).toEqual([
    { value: "$1,000", ok: true },
    { value: "$1,001", ok: false },
  ]);
});

test("a rule that forbids is broken concretely; a load test asks for functional cases of what is under load", () => {
  const brief = parseBrief({
    text: "Test cases for sign-up: the email must not already be registered, the password needs at least 8 characters",
    mode: "test_case",
    language: "en",
  });
  const steps = casesFromBrief(brief).flatMap((c) => c.steps);
  expect(steps).toContain("Use an email that is already registered");
  const en = testCasesWriter({
    userText: "Performance test plan for 10k concurrent users on our checkout API",
    history: [],
    locale: "en",
  });
  expect(en).toMatch(/checkout API/);
  const zh = parseBrief({
    text: "满减券的测试用例：不能与折扣商品同时使用，满200减30",
    mode: "test_case",
    language: "zh",
  });
  expect(casesFromBrief(zh).flatMap((c) => c.steps)).toContain("故意这样操作：与折扣商品同时使用");
});

test("zh: 限领/限兑是次数配额：第N张成功，第N+1张被拒绝", () => {
  const brief = parseBrief({
    text: "满减优惠券的测试用例：满200减30，每个用户限领1张",
    mode: "test_case",
    language: "zh",
  });
  const text = acts(casesFromBrief(brief));
  expect(text).toMatch(/第1张：成功；第2张：被拒绝/);
  expect(text).not.toMatch(/0张/);
});

// h48: comparisons in rules (less than / more than / 超过 / 低于), timings before a moment, charges
// per day, quotas said in words ("only once", 可续借1次) and branches become concrete cases.
test("en: a rule comparing two amounts is tried below, equal to and above; a comma after a number ends the rule", () => {
  const brief = parseBrief({
    text: "Write test cases for gift card redemption at checkout: a card holds up to $500, it can be combined with one coupon, cards expire after 12 months, and when the balance is less than the order total the rest is paid by card",
    mode: "test_case",
    language: "en",
  });
  expect(brief.features).toContain("card holds up to $500");
  const text = acts(casesFromBrief(brief));
  expect(text).toMatch(/balance \$40, order total \$50: the rest is paid by card/i);
  expect(text).toMatch(/balance \$50, order total \$50: the rule does not apply/);
  expect(text).toMatch(/2 coupons: refused/);
});

test("en: a timing before a moment, a quota said in words, a count of failures, a branch and an 'until'", () => {
  const parking = acts(
    casesFromBrief(
      parseBrief({
        text: "Test cases for street parking: a reminder goes out 10 minutes before the session ends, and an expired session can be extended only once",
        mode: "test_case",
        language: "en",
      }),
    ),
  );
  expect(parking).toMatch(
    /11 minutes before the session ends: no reminder yet; 10 minutes before the session ends: reminder goes out/,
  );
  expect(parking).toMatch(/the second time is refused/);
  expect(parking).not.toMatch(/Break the rule on purpose: reminder/);
  const billing = acts(
    casesFromBrief(
      parseBrief({
        text: "Write test cases for subscription billing states: the plan becomes active if a card is on file and paused if not; after 3 failed payments the subscription is past due; a cancelled subscription stays usable until the end of the billing period",
        mode: "test_case",
        language: "en",
      }),
    ),
  );
  expect(billing).toMatch(/When a card is on file: plan becomes active; when not: paused/);
  expect(billing).toMatch(
    /After 2 failed payments nothing changes yet; at 3 failed payments the rule applies/,
  );
  expect(billing).toMatch(/Just before the end of the billing period/);
});

test("zh: 超过/低于 是单侧阈值，按天计费，可续借1次是配额，本是单位，比较两个金额", () => {
  const library = acts(
    casesFromBrief(
      parseBrief({
        text: "图书馆借书的测试用例：每位读者最多同时借5本，可续借1次，逾期每天罚0.5元，欠款超过10元不能再借书",
        mode: "test_case",
        language: "zh",
      }),
    ),
  );
  expect(library).toMatch(/6本：被拒绝/);
  expect(library).toMatch(/第1次：成功；第2次：被拒绝/);
  expect(library).toMatch(/逾期1天：罚0\.5元；逾期3天：罚1\.5元/);
  expect(library).toMatch(/欠款10元：未超过10元，不触发此规则.*欠款11元：不能再借书/);
  expect(limitOf("配送超过60分钟可申请赔付", "zh")!.kind).toBe("above");
  const card = acts(
    casesFromBrief(
      parseBrief({
        text: "储值卡支付的测试用例：余额低于订单金额时，差额用微信支付",
        mode: "test_case",
        language: "zh",
      }),
    ),
  );
  expect(card).toMatch(/余额40元、订单金额50元：差额用微信支付；余额50元、订单金额50元：不触发此规则/);
  expect(card).not.toMatch(/格式/);
});

test("a security test plan is beyond the Offline writer too: the reply says so and what was made", () => {
  const en = testCasesWriter({
    userText:
      "Security test plan for our payments API: SQL injection, broken authentication, and rate limiting at 100 requests per minute",
    history: [],
    locale: "en",
  });
  expect(en).toMatch(/cannot write a security test plan/);
  expect(en).toMatch(/connect a model/);
  expect(en).toMatch(/payments API/);
  const zh = testCasesWriter({ userText: "给支付接口写一份渗透测试方案", history: [], locale: "zh" });
  expect(zh).toMatch(/写不出安全测试方案/);
});

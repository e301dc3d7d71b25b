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

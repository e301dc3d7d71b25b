/**
 * Issue 39, documents and plain answers (ids "hd-"): requests written after reading the Offline
 * model's PRDs, charts, test cases and plain answers, not tuned on — one or more per defect class
 * fixed: every actor a PRD request names gets stories as that actor and a lead-in ("Need a PRD
 * for", "需要一份") is never the product; a decision word pair draws both branches; caller and
 * callee both take part in a sequence; test-case modules are the features named, never the whole
 * sentence; a plain question that names no product keeps its subject.
 */
import type { ChartExpect, QualityCase } from "./types";

const one = (
  id: string,
  lang: "en" | "zh",
  kind: QualityCase["kind"],
  content: string,
  mode: QualityCase["turns"][number]["mode"],
  expect: QualityCase["expect"],
): QualityCase => ({ id, lang, kind, turns: [{ content, mode }], expect });

const chart = (id: string, lang: "en" | "zh", content: string, c: ChartExpect, forbid?: string[]) =>
  one(id, lang, "chart", content, "mermaid", { chart: c, forbid });

export const DOCS_HELD_OUT_CASES: QualityCase[] = [
  // Issue 39 (h46): a PRD whose request names no users gets the users its product implies, said to be assumed
  one("hd-prd-en-assumed-market", "en", "prd", "Write a PRD for a marketplace for antique furniture", "prd", {
    terms: ["buyers looking for antique furniture", "sellers listing antique furniture", "Assumed users"],
    forbid: ["Primary — antique furniture", "As a antique"],
  }),
  one("hd-prd-zh-assumed-admin", "zh", "prd", "写一个会员积分后台管理系统的PRD", "prd", {
    terms: ["后台管理员", "假设的用户"],
    forbid: ["用户，以及运营人员"],
  }),
  // PRDs: each actor its own stories; the ask is not the product
  one(
    "hd-prd-en-field-service",
    "en",
    "prd",
    "PRD for a field service app: dispatchers assign work orders, technicians log parts used, and customers sign off on completion",
    "prd",
    {
      prd: { title: ["field service"], features: ["assign work orders", "log parts used", "sign off"] },
      terms: ["As a dispatcher", "As a technician", "As a customer"],
    },
  ),
  one(
    "hd-prd-en-need-lead",
    "en",
    "prd",
    "Need a PRD for a hackathon judging tool: judges score projects, organisers publish the results",
    "prd",
    {
      prd: { title: ["hackathon judging tool"], features: ["score projects", "publish the results"] },
      terms: ["As a judge"],
      forbid: ["Need for hackathon", "use “Need”", "Need PRD"],
    },
  ),
  one(
    "hd-prd-zh-repair",
    "zh",
    "prd",
    "需要一份设备报修系统的PRD：员工提交报修、主管审批、维修工接单、员工确认完工",
    "prd",
    {
      prd: { title: ["设备报修系统"], features: ["提交报修", "主管审批", "接单", "确认完工"] },
      terms: ["作为主管", "作为维修工", "作为员工"],
      forbid: ["# 需要"],
    },
  ),
  // Charts: both answers of a decision pair; caller and callee
  chart(
    "hd-chart-en-pair",
    "en",
    "Flowchart for a content moderation queue: a user reports a post, a moderator approves or rejects the report, the post is hidden",
    {
      type: "flowchart",
      decision: true,
      named: ["reports a post", "Approved?", "Rejected", "post is hidden"],
      // Through the decision: approved goes on to the next step, rejected ends apart from it.
      links: [
        ["approves or rejects", "post is hidden"],
        ["approves or rejects", "Rejected"],
      ],
      noLinks: [["Rejected: notify the user", "post is hidden"]],
    },
  ),
  chart(
    "hd-chart-zh-pair",
    "zh",
    "画一个合同审批流程图：销售提交合同，法务审核通过或驳回，总经理签字，归档",
    {
      type: "flowchart",
      decision: true,
      named: ["销售提交合同", "审核通过？", "驳回", "总经理签字"],
      links: [
        ["法务审核通过或驳回", "总经理签字"],
        ["法务审核通过或驳回", "驳回并通知销售"],
      ],
      noLinks: [["驳回并通知销售", "总经理签字"]],
    },
  ),
  chart(
    "hd-chart-zh-calls",
    "zh",
    "时序图：乘客下单，订单服务调用计价服务计算车费，派单服务向司机推送订单，司机接单",
    {
      type: "sequence",
      named: ["订单服务", "计价服务", "派单服务", "司机"],
      messages: ["计算车费", "推送订单"],
    },
    ["订单服务调用计价服务"],
  ),
  chart(
    "hd-chart-en-calls",
    "en",
    "Sequence diagram: the web shop calls the tax service to compute VAT, the web shop asks the payment provider for an authorisation, the warehouse ships the order",
    {
      type: "sequence",
      named: ["web shop", "tax service", "payment provider", "warehouse"],
      messages: ["compute VAT", "authorisation"],
    },
  ),
  // Test cases: modules are the features named
  one(
    "hd-test-en-modules",
    "en",
    "test_case",
    "Test cases for transferring money between accounts with daily limits and scheduled transfers",
    "test_case",
    {
      // "daily limits" is a rule of transfers (its cases sit in that module); scheduled transfers a feature.
      cases: { min: 5, modules: ["Transfer money between accounts", "Scheduled transfers"], moduleWords: 5 },
      terms: ["daily limits"],
      forbid: ["Export transferring", "Transferring money between accounts history"],
    },
  ),
  one(
    "hd-test-zh-modules",
    "zh",
    "test_case",
    "为带发票报销和借款冲抵的差旅报销流程写测试用例",
    "test_case",
    { cases: { min: 6, modules: ["差旅报销", "发票报销", "借款冲抵"], moduleWords: 5 } },
  ),
  // Plain questions keep their subject
  one(
    "hd-normal-en-field",
    "en",
    "normal",
    "What should a PM check before launching a subscription feature in India?",
    "normal",
    { reply: { intent: "list" }, terms: ["subscription feature in India"], forbid: ["your product"] },
  ),
  one("hd-normal-zh-field", "zh", "normal", "跨境支付产品经理需要关注哪些指标？", "normal", {
    reply: { intent: "list" },
    terms: ["跨境支付产品"],
    forbid: ["你的产品"],
  }),
  one("hd-normal-zh-for", "zh", "normal", "怎么给健身课程设计新手引导？", "normal", {
    reply: { intent: "howto" },
    terms: ["健身课程"],
    forbid: ["你的产品"],
  }),
  one("hd-normal-zh-thing", "zh", "normal", "医院App的无障碍改造要注意什么？", "normal", {
    reply: { intent: "answer" },
    terms: ["医院App的无障碍改造"],
  }),
];

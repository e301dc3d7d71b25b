/**
 * A second set written after the writers were tuned to the first (ids start with "ho-"), to see
 * whether the Offline model follows requests it was not shaped on: the same kinds of asks a
 * product manager makes, in both languages, about other products and processes.
 */
import type { QualityCase } from "./types";

const one = (
  id: string,
  lang: "en" | "zh",
  kind: QualityCase["kind"],
  turn: QualityCase["turns"][number],
  expect: QualityCase["expect"],
): QualityCase => ({ id, lang, kind, turns: [turn], expect });

export const HELD_OUT_CASES: QualityCase[] = [
  one(
    "ho-normal-en-jtbd",
    "en",
    "normal",
    { content: "How do I run jobs-to-be-done interviews for a B2B payroll product?", mode: "normal" },
    { reply: { intent: "howto" }, terms: ["interview", "payroll"] },
  ),
  one(
    "ho-normal-zh-compare",
    "zh",
    "normal",
    { content: "用户故事地图和需求池有什么区别？", mode: "normal" },
    { reply: { intent: "compare", items: ["用户故事地图", "需求池"] } },
  ),
  one(
    "ho-prd-en-clinic-waitlist",
    "en",
    "prd",
    {
      content:
        "PRD for a cancellation waitlist for a dental practice: patients join a waitlist, get an SMS when a slot frees up, and confirm within 30 minutes",
      mode: "prd",
    },
    {
      prd: { title: ["waitlist"], features: ["join a waitlist", "SMS", "confirm"] },
      terms: ["dental", "30 minutes", "patient"],
      forbid: ["restaurant", "itinerary"],
    },
  ),
  one(
    "ho-prd-zh-kindergarten",
    "zh",
    "prd",
    { content: "幼儿园家园共育小程序的PRD：每日食谱、成长相册、请假申请、缴费通知", mode: "prd" },
    {
      prd: { title: ["幼儿园"], features: ["每日食谱", "成长相册", "请假申请", "缴费通知"] },
      terms: ["每日食谱", "成长相册", "请假申请", "缴费通知"],
    },
  ),
  one(
    "ho-tc-en-seat-limit",
    "en",
    "test_case",
    {
      content:
        "Test cases for webinar registration: capacity of 200 seats, a waitlist once full, and a confirmation email with a calendar invite",
      mode: "test_case",
    },
    { cases: { min: 6 }, terms: ["200", "waitlist", "confirmation email"] },
  ),
  one(
    "ho-flow-zh-reimburse",
    "zh",
    "chart",
    {
      content:
        "差旅报销流程图：员工提交报销单，部门经理审核，金额超过3000元需要财务总监审批，否则财务专员直接打款",
      mode: "mermaid",
    },
    {
      chart: {
        type: "flowchart",
        ordered: ["提交报销单", "部门经理审核"],
        named: ["财务总监审批", "打款"],
        decision: true,
      },
      terms: ["3000元"],
    },
  ),
  one(
    "ho-seq-en-refund",
    "en",
    "chart",
    {
      content:
        "Sequence diagram for a marketplace refund: buyer app, order service, seller portal, payment provider",
      mode: "mermaid",
    },
    {
      chart: { type: "sequence", named: ["buyer app", "order service", "seller portal", "payment provider"] },
    },
  ),
  one(
    "ho-state-en-invoice",
    "en",
    "chart",
    {
      content: "State diagram for an invoice: draft, sent, viewed, partially paid, paid, overdue, void",
      mode: "mermaid",
    },
    {
      chart: {
        type: "state",
        named: ["draft", "sent", "viewed", "partially paid", "paid", "overdue", "void"],
      },
    },
  ),
  one(
    "ho-er-zh-clinic",
    "zh",
    "chart",
    { content: "口腔诊所管理系统的ER图：患者、医生、预约、病历、收费单", mode: "mermaid" },
    { chart: { type: "er", named: ["患者", "医生", "预约", "病历", "收费单"] } },
  ),
  one(
    "ho-gantt-en-pilot",
    "en",
    "chart",
    {
      content:
        "Gantt chart for a 6-week pilot of our field service app: recruit technicians 1 week, training 1 week, pilot 3 weeks, review 1 week",
      mode: "mermaid",
    },
    {
      chart: { type: "gantt", ordered: ["recruit technicians", "training", "pilot", "review"], spanDays: 42 },
    },
  ),
  one(
    "ho-web-en-catering",
    "en",
    "prototype_web",
    {
      content:
        "Quote request page for Saffron & Sage Catering: event date, number of guests, dietary needs, request a quote",
      mode: "prototype",
      device_type: "web",
    },
    {
      terms: ["catering"],
      page: {
        device: "web",
        brand: "Saffron & Sage Catering",
        fields: ["event date", "number of guests", "dietary needs"],
        actions: ["request a quote"],
      },
    },
  ),
  one(
    "ho-web-zh-recruiting",
    "zh",
    "prototype_web",
    {
      content: "招聘系统的候选人管理后台，显示候选人列表、面试阶段和录用率，可以安排面试",
      mode: "prototype",
      device_type: "web",
    },
    { terms: ["候选人", "面试阶段", "录用率"], page: { device: "web", actions: ["安排面试"] } },
  ),
  one(
    "ho-mob-en-laundry",
    "en",
    "prototype_mobile",
    {
      content:
        "Mobile screen for a laundry pickup app: choose a pickup slot, pick wash and fold or dry cleaning, schedule pickup",
      mode: "prototype",
      device_type: "mobile",
    },
    { terms: ["pickup slot", "dry cleaning"], page: { device: "mobile", actions: ["schedule pickup"] } },
  ),
  one(
    "ho-mob-zh-library",
    "zh",
    "prototype_mobile",
    {
      content: "图书馆小程序的借阅记录页，显示在借图书、应还日期和续借按钮",
      mode: "prototype",
      device_type: "mobile",
    },
    { terms: ["在借图书", "应还日期"], page: { device: "mobile", actions: ["续借"] } },
  ),
  one(
    "ho-mult-en-charity",
    "en",
    "mult_prototype",
    {
      content: "Multi-page prototype for a charity fun run: event info, registration, fundraising page",
      mode: "mult_prototype",
      device_type: "web",
    },
    {
      terms: ["fun run"],
      page: { device: "web", pages: ["event info", "registration", "fundraising page"] },
    },
  ),
  one(
    "ho-mult-zh-parking",
    "zh",
    "mult_prototype",
    {
      content: "停车场小程序多页原型：找车位、车位详情、缴费、我的车辆",
      mode: "mult_prototype",
      device_type: "mobile",
    },
    { terms: ["车位"], page: { device: "mobile", pages: ["找车位", "车位详情", "缴费", "我的车辆"] } },
  ),
  {
    id: "ho-fu-zh-orange-button",
    lang: "zh",
    kind: "followup",
    turns: [
      {
        content: "为「青禾书院」做一个课程报名页，填写姓名、手机号，选择课程",
        mode: "prototype",
        device_type: "web",
      },
      { content: "把主按钮改成橙色", mode: "prototype" },
    ],
    expect: {
      followup: {
        sameTitle: true,
        keep: ["青禾书院"],
        change: { kind: "color", target: "button", hue: "orange" },
      },
    },
  },
  {
    id: "ho-fu-en-add-state",
    lang: "en",
    kind: "followup",
    turns: [
      { content: "State diagram for a job posting: draft, published, paused, closed", mode: "mermaid" },
      { content: "add an archived state after closed", mode: "mermaid" },
    ],
    expect: {
      chart: { type: "state", named: ["draft", "published", "paused", "closed", "archived"] },
      followup: { sameTitle: true, keep: ["published"] },
    },
  },
];

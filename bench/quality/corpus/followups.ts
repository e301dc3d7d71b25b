/** Follow-ups in a chat that already has an artifact, and the composer's template pick. */
import type { QualityCase } from "./types";

export const FOLLOWUP_CASES: QualityCase[] = [
  {
    id: "fu-en-green-button",
    lang: "en",
    kind: "followup",
    turns: [
      {
        content: "Landing page for Orbit Analytics, a product analytics tool for startups",
        mode: "prototype",
        device_type: "web",
      },
      { content: "make the primary button green", mode: "prototype" },
    ],
    expect: {
      followup: {
        sameTitle: true,
        keep: ["Orbit Analytics"],
        change: { kind: "color", target: "button", hue: "green" },
      },
    },
  },
  {
    id: "fu-en-shopping-list",
    lang: "en",
    kind: "followup",
    turns: [
      {
        content: "A mobile screen for a recipe app showing today's recipe",
        mode: "prototype",
        device_type: "mobile",
      },
      { content: "add a shopping list section", mode: "prototype" },
    ],
    expect: { terms: ["shopping list"], followup: { sameTitle: true, keep: ["recipe"] } },
  },
  {
    id: "fu-en-fraud-step",
    lang: "en",
    kind: "followup",
    turns: [
      { content: "Flowchart: customer submits claim → adjuster reviews → payout", mode: "mermaid" },
      { content: "add a fraud check step after the adjuster review", mode: "mermaid" },
    ],
    expect: {
      chart: {
        type: "flowchart",
        ordered: ["customer submits claim", "adjuster reviews", "fraud check", "payout"],
      },
      followup: { sameTitle: true, keep: ["payout"] },
    },
  },
  {
    id: "fu-en-contact-page",
    lang: "en",
    kind: "followup",
    turns: [
      {
        content: "Multi-page prototype for a dental clinic: home, services, booking",
        mode: "mult_prototype",
        device_type: "web",
      },
      { content: "add a contact page", mode: "mult_prototype" },
    ],
    expect: {
      page: { device: "web", pages: ["home", "services", "booking", "contact"] },
      followup: { sameTitle: true, keep: ["dental"] },
    },
  },
  {
    id: "fu-en-dietary",
    lang: "en",
    kind: "followup",
    turns: [
      { content: "PRD for a team lunch ordering tool for offices", mode: "prd" },
      { content: "add a requirement for dietary restrictions", mode: "prd" },
    ],
    expect: { terms: ["dietary restrictions"], followup: { sameTitle: true, keep: ["lunch"] } },
  },
  {
    id: "fu-en-blue-header",
    lang: "en",
    kind: "followup",
    turns: [
      { content: "Settings page for a smart home app", mode: "prototype", device_type: "web" },
      { content: "make the header dark blue", mode: "prototype" },
    ],
    expect: {
      followup: {
        sameTitle: true,
        keep: ["settings"],
        change: { kind: "color", target: "header", hue: "blue" },
      },
    },
  },
  {
    id: "fu-zh-orange-button",
    lang: "zh",
    kind: "followup",
    turns: [
      { content: "为「青禾书院」做一个在线课程网站首页", mode: "prototype", device_type: "web" },
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
    id: "fu-zh-income",
    lang: "zh",
    kind: "followup",
    turns: [
      { content: "外卖骑手App的今日订单页面", mode: "prototype", device_type: "mobile" },
      { content: "增加一个收入统计模块", mode: "prototype" },
    ],
    expect: { terms: ["收入统计"], followup: { sameTitle: true, keep: ["订单"] } },
  },
  {
    id: "fu-zh-sms",
    lang: "zh",
    kind: "followup",
    turns: [
      { content: "登录验证码的时序图：用户、App、服务器", mode: "mermaid" },
      { content: "加上短信服务，服务器调用短信服务发送验证码", mode: "mermaid" },
    ],
    expect: {
      chart: { type: "sequence", named: ["用户", "App", "服务器", "短信服务"] },
      followup: { sameTitle: true, keep: ["服务器"] },
    },
  },
  {
    id: "fu-zh-my-orders",
    lang: "zh",
    kind: "followup",
    turns: [
      {
        content: "民宿预订小程序多页原型：首页、房间详情、预订",
        mode: "mult_prototype",
        device_type: "mobile",
      },
      { content: "再加一个我的订单页面", mode: "mult_prototype" },
    ],
    expect: {
      page: { device: "mobile", pages: ["首页", "房间详情", "预订", "我的订单"] },
      followup: { sameTitle: true, keep: ["民宿"] },
    },
  },
  {
    id: "fu-zh-credit-score",
    lang: "zh",
    kind: "followup",
    turns: [
      { content: "写一个社区二手书交换平台的PRD", mode: "prd" },
      { content: "增加一个信用评分的功能需求", mode: "prd" },
    ],
    expect: { terms: ["信用评分"], followup: { sameTitle: true, keep: ["二手书"] } },
  },
  {
    id: "fu-zh-dark",
    lang: "zh",
    kind: "followup",
    turns: [
      { content: "一个天气App首页", mode: "prototype", device_type: "mobile" },
      { content: "改成深色主题", mode: "prototype" },
    ],
    expect: { followup: { sameTitle: true, keep: ["天气"], change: { kind: "dark" } } },
  },
];

export const TEMPLATE_CASES: QualityCase[] = [
  {
    id: "tpl-en-dashboard",
    lang: "en",
    kind: "template",
    turns: [
      {
        content: "Make it for a warehouse returns team tracking return reasons and refund times",
        mode: "prototype",
        device_type: "web",
        template: "saas-analytics-dashboard",
      },
    ],
    expect: { terms: ["return reasons", "refund"], page: { device: "web" } },
  },
  {
    id: "tpl-zh-food",
    lang: "zh",
    kind: "template",
    turns: [
      {
        content: "做成一个社区生鲜团购的首页",
        mode: "prototype",
        device_type: "mobile",
        template: "food-delivery",
      },
    ],
    expect: { terms: ["生鲜"], page: { device: "mobile" } },
  },
  {
    id: "tpl-en-recruiting",
    lang: "en",
    kind: "template",
    turns: [
      {
        content:
          "Pipeline for a recruiting agency: candidates move from sourced to interview to offer, with the recruiter on each",
        mode: "prototype",
        device_type: "web",
        template: "crm-pipeline",
      },
    ],
    expect: { terms: ["candidate", "interview", "offer"], page: { device: "web" } },
  },
  {
    id: "tpl-zh-clinic",
    lang: "zh",
    kind: "template",
    turns: [
      {
        content: "社区医院 App 首页：显示待缴费用、挂号记录和体检报告",
        mode: "prototype",
        device_type: "mobile",
        template: "mobile-banking",
      },
    ],
    expect: { terms: ["缴费", "挂号", "体检报告"], page: { device: "mobile" } },
  },
];

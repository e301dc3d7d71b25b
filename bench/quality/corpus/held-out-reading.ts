/**
 * Issue 39, read as the asker would (ids "rd-"): requests written for the reading, whose outputs
 * showed the defects fixed after it — plain questions whose subject was lost or garbled
 * ("怎样HR系统的绩效模块应该怎么设计", "Goal: what the List the risks of … must achieve"), and
 * pages whose rows were a prompt word with a number ("Appointment #5376", "Road #4448"), and an
 * employee onboarding PRD that got pet-sitting stories ("onboarding" matched pet "boarding").
 */
import { page } from "./prototypes";
import type { QualityCase } from "./types";

const chat = (
  id: string,
  lang: "en" | "zh",
  content: string,
  expect: QualityCase["expect"],
): QualityCase => ({
  id,
  lang,
  kind: "normal",
  turns: [{ content, mode: "normal" }],
  expect,
});

export const READING_CASES: QualityCase[] = [
  chat("rd-normal-zh-hr-perf", "zh", "HR系统的绩效模块应该怎么设计？", {
    reply: { intent: "howto" },
    terms: ["HR系统的绩效模块"],
    forbid: ["怎样HR系统", "应该怎么设计要"],
  }),
  chat("rd-normal-zh-privacy", "zh", "医疗类App如何做隐私合规？", {
    reply: { intent: "howto" },
    terms: ["医疗类App", "隐私合规"],
  }),
  chat("rd-normal-zh-completion", "zh", "如何提高在线教育产品的完课率？", {
    reply: { intent: "howto" },
    terms: ["完课率", "基线"],
    forbid: ["准备在线教育产品的完课率"],
  }),
  chat("rd-normal-en-risks", "en", "List the risks of migrating our customers from on-prem to cloud", {
    reply: { intent: "list" },
    terms: ["migrating", "cloud", "security"],
    forbid: ["Goal: what the List"],
  }),
  chat("rd-normal-en-noshow", "en", "How can we reduce no-shows at a physiotherapy clinic?", {
    reply: { intent: "howto" },
    terms: ["no-shows", "baseline"],
  }),
  {
    id: "rd-prd-en-onboarding",
    lang: "en",
    kind: "prd",
    turns: [
      {
        content:
          "PRD for an employee onboarding portal: HR creates a checklist, the new hire signs documents, IT provisions a laptop, and the manager books a 30-day check-in",
        mode: "prd",
      },
    ],
    expect: {
      prd: { title: ["onboarding"], features: ["checklist", "signs documents", "laptop", "check-in"] },
      terms: ["onboarding", "new hire"],
      forbid: ["sitter", "pet"],
    },
  },
  page(
    "rd-web-en-patient",
    "en",
    "web",
    "Patient portal page listing upcoming appointments, lab results and prescriptions",
    ["appointments", "lab results", "prescriptions"],
  ),
  page(
    "rd-web-en-fleet",
    "en",
    "web",
    "Design a dashboard for a fleet manager showing trucks on the road, delayed shipments and fuel costs",
    ["trucks", "delayed shipments", "fuel costs", "Truck"],
  ),
  page("rd-web-zh-pharmacy", "zh", "web", "医院药房库存页面：药品列表、库存数量、有效期预警", [
    "药品",
    "有效期预警",
    "过期",
  ]),
  page("rd-web-zh-attendance", "zh", "web", "员工考勤管理页面，展示员工打卡记录、迟到早退和请假情况", [
    "打卡",
    "迟到早退",
    "请假",
    "年假",
  ]),
];

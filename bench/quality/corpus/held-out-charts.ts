/**
 * Held-out chart requests (ids "ho-chart-"), written before the chart writer's fixes for issue
 * 16 and not tuned on: flowcharts with a condition whose branches are named steps, flowcharts
 * that name no steps at all, sequence diagrams and state diagrams. Each asks what the chart
 * means — which step leads to which, which state ends the chart, what the messages say — not
 * only that the named words are somewhere in it.
 */
import type { ChartExpect, QualityCase } from "./types";

const chart = (
  id: string,
  lang: "en" | "zh",
  content: string,
  expect: ChartExpect,
  terms?: string[],
  forbid?: string[],
): QualityCase => ({
  id,
  lang,
  kind: "chart",
  turns: [{ content, mode: "mermaid" }],
  expect: { chart: expect, terms, forbid },
});

export const HELD_OUT_CHART_CASES: QualityCase[] = [
  // flowcharts with a condition: both branches are steps, and both go on to the step after
  chart(
    "ho-chart-flow-en-returns",
    "en",
    "Process flow for warehouse returns: the courier drops off the parcel, staff inspect the item; if it is damaged the refurbishment team repairs it, otherwise it is restocked; then the customer is refunded",
    {
      type: "flowchart",
      named: ["drops off the parcel", "inspect the item", "refurbishment team", "restocked", "refunded"],
      decision: true,
      links: [
        ["inspect the item", "refurbishment team"],
        ["inspect the item", "restocked"],
        ["restocked", "refunded"],
        ["refurbishment team", "refunded"],
      ],
    },
    ["damaged"],
    ["otherwise it is restocked"],
  ),
  chart(
    "ho-chart-flow-en-renewal",
    "en",
    "Flowchart for renewing a library loan: the member asks to renew; if another reader has a hold, the librarian declines the renewal, otherwise the system extends the due date; then the member gets an email",
    {
      type: "flowchart",
      named: ["asks to renew", "librarian declines", "extends the due date", "email"],
      decision: true,
      links: [
        ["asks to renew", "librarian declines"],
        ["asks to renew", "extends the due date"],
        ["extends the due date", "email"],
      ],
    },
    ["hold"],
    ["otherwise the system"],
  ),
  chart(
    "ho-chart-flow-zh-leave",
    "zh",
    "请假审批流程图：员工提交请假申请，请假超过3天由部门总监审批，否则由直属主管审批，审批后人事备案",
    {
      type: "flowchart",
      named: ["提交请假申请", "部门总监审批", "直属主管审批", "人事备案"],
      decision: true,
      links: [
        ["提交请假申请", "部门总监审批"],
        ["提交请假申请", "直属主管审批"],
        ["部门总监审批", "人事备案"],
        ["直属主管审批", "人事备案"],
      ],
    },
    ["3天"],
    ["否则由直属主管审批"],
  ),
  chart(
    "ho-chart-flow-zh-return",
    "zh",
    "退货流程图：用户申请退货，商家审核，如果商品已拆封则拒绝退货，否则用户寄回商品，仓库验收后退款",
    {
      type: "flowchart",
      named: ["申请退货", "商家审核", "拒绝退货", "寄回商品", "退款"],
      decision: true,
      links: [
        ["商家审核", "拒绝退货"],
        ["商家审核", "寄回商品"],
        ["寄回商品", "退款"],
      ],
    },
    ["拆封"],
    ["否则用户寄回商品"],
  ),
  // flowcharts that name no steps: the steps are still about the subject, not a form template
  chart(
    "ho-chart-flow-en-food-bank",
    "en",
    "Flowchart for how a food bank schedules volunteer shifts",
    { type: "flowchart", about: { words: ["volunteer", "shift", "coordinator", "food bank"], min: 3 } },
    ["volunteer", "shift"],
    ["how a food bank schedules", "Fill in and submit the details", "Review and confirm"],
  ),
  chart(
    "ho-chart-flow-zh-clinic",
    "zh",
    "画一个社区医院预约挂号的流程图",
    { type: "flowchart", about: { words: ["预约", "挂号", "号源", "就诊", "医生", "患者", "居民"], min: 3 } },
    ["挂号"],
    ["社区医院预约挂号的", "填写并提交信息", "审核并确认"],
  ),
  // sequence diagrams: participants as named, messages that say what passes between them
  chart(
    "ho-chart-seq-en-telehealth",
    "en",
    "Sequence diagram for a telehealth visit: patient app, scheduling service, video platform, doctor portal",
    {
      type: "sequence",
      named: ["patient app", "scheduling service", "video platform", "doctor portal"],
      messages: [],
    },
    ["visit"],
    ["Send the telehealth visit request", "telehealth visit request"],
  ),
  chart(
    "ho-chart-seq-en-password",
    "en",
    "Sequence diagram of a password reset: the user enters their email in the web app, the auth service sends a reset link through the email service, then the user sets a new password",
    {
      type: "sequence",
      named: ["web app", "auth service", "email service"],
      messages: ["reset link", "new password"],
    },
  ),
  chart(
    "ho-chart-seq-zh-ride",
    "zh",
    "网约车叫车的时序图：乘客App、派单服务、司机App、支付网关",
    { type: "sequence", named: ["乘客App", "派单服务", "司机App", "支付网关"], messages: [] },
    undefined,
    ["提交网约车叫车请求", "推送网约车叫车"],
  ),
  // issue 39: each message goes to the participant its sentence names, not the next one listed
  chart(
    "ho-chart-seq-en-receivers",
    "en",
    "Sequence diagram for a library hold: participants member, library app, catalogue service, librarian. The member places a hold in the library app, the app sends the hold to the catalogue service, the catalogue service alerts the librarian, the librarian sets the book aside for the member",
    {
      type: "sequence",
      named: ["member", "library app", "catalogue service", "librarian"],
      arrows: [
        ["member", "library app", "places a hold"],
        ["library app", "catalogue service", "sends the hold"],
        ["catalogue service", "librarian", "alerts"],
        ["librarian", "member", "book aside"],
      ],
    },
    undefined,
    ["participants member"],
  ),
  chart(
    "ho-chart-seq-zh-receivers",
    "zh",
    "画一个时序图：患者向挂号窗口递交医保卡，挂号窗口把挂号单交给患者，患者向医生描述症状，医生给药房开处方，药房向患者发药",
    {
      type: "sequence",
      named: ["患者", "挂号窗口", "医生", "药房"],
      arrows: [
        ["患者", "挂号窗口", "医保卡"],
        ["挂号窗口", "患者", "挂号单"],
        ["患者", "医生", "描述症状"],
        ["医生", "药房", "处方"],
        ["药房", "患者", "发药"],
      ],
    },
    undefined,
    ["患者向挂号窗口"],
  ),
  // state diagrams: final states end the chart, no failure drawn out of a success
  chart(
    "ho-chart-state-en-parcel",
    "en",
    "State diagram for a parcel: label created, in transit, out for delivery, delivered, returned to sender",
    {
      type: "state",
      named: ["label created", "in transit", "out for delivery", "delivered", "returned to sender"],
      links: [
        ["[*]", "label created"],
        ["delivered", "[*]"],
        ["returned to sender", "[*]"],
      ],
      noLinks: [
        ["delivered", "returned to sender"],
        ["label created", "delivered"],
      ],
    },
  ),
  chart("ho-chart-state-zh-refund", "zh", "画一个退款单状态图：待审核、审核通过、已驳回、退款中、已退款", {
    type: "state",
    named: ["待审核", "审核通过", "已驳回", "退款中", "已退款"],
    links: [
      ["待审核", "已驳回"],
      ["已驳回", "[*]"],
      ["已退款", "[*]"],
    ],
    noLinks: [
      ["审核通过", "已驳回"],
      ["已退款", "已驳回"],
      ["退款中", "已驳回"],
    ],
  }),
  chart(
    "ho-chart-state-en-room",
    "en",
    "State diagram for a hotel room: vacant, reserved, occupied, being cleaned, out of order",
    {
      type: "state",
      named: ["vacant", "reserved", "occupied", "being cleaned", "out of order"],
      links: [
        ["vacant", "reserved"],
        ["occupied", "being cleaned"],
        ["being cleaned", "vacant"],
      ],
    },
  ),
];

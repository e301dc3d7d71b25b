/**
 * Held-out chart requests, round 5 (ids "ch5-"): written before any change to the chart writer
 * for issue 39 round 5 and not tuned on. State diagrams whose branches, loops and cancellations
 * are told in words, Gantt charts with a deadline and durations, a nested mind map, a zh
 * sequence with a condition and a third party, a user journey, ER diagrams told as sentences, a
 * flowchart whose decision has two outcomes that do not meet, and one request beyond the Offline
 * model (a revenue chart with no figures): its reply must say what it needs and what it drew.
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

export const HELD_OUT_CHART_5_CASES: QualityCase[] = [
  // state diagrams: loops back, reopen, cancel from several states
  chart(
    "ch5-state-en-pull-request",
    "en",
    "Draw the states of a pull request: it starts as a draft and the author marks it ready for review; reviewers either approve it or request changes; once the author pushes fixes it goes back to ready for review; an approved pull request is merged. A pull request can be closed from draft, ready for review or changes requested, and a closed one can be reopened as a draft.",
    {
      type: "state",
      named: ["draft", "ready for review", "changes requested", "approved", "merged", "closed"],
      links: [
        ["[*]", "draft"],
        ["draft", "ready for review"],
        ["ready for review", "approved"],
        ["ready for review", "changes requested"],
        ["changes requested", "ready for review"],
        ["approved", "merged"],
        ["draft", "closed"],
        ["ready for review", "closed"],
        ["changes requested", "closed"],
        ["closed", "draft"],
        ["merged", "[*]"],
      ],
      noLinks: [
        ["merged", "closed"],
        ["merged", "draft"],
      ],
    },
    undefined,
    ["the states of a pull request", "the author marks"],
  ),
  chart(
    "ch5-state-zh-delivery-order",
    "zh",
    "画一个外卖订单的状态图：用户下单后订单是待支付，支付后变为待接单；商家接单后进入制作中，骑手取餐后是配送中，送达后已完成。待支付和待接单时用户都可以取消订单，超过15分钟未支付会自动取消，商家拒单也会变成已取消。",
    {
      type: "state",
      named: ["待支付", "待接单", "制作中", "配送中", "已完成", "已取消"],
      links: [
        ["[*]", "待支付"],
        ["待支付", "待接单"],
        ["待接单", "制作中"],
        ["制作中", "配送中"],
        ["配送中", "已完成"],
        ["待支付", "已取消"],
        ["待接单", "已取消"],
        ["已完成", "[*]"],
        ["已取消", "[*]"],
      ],
      noLinks: [
        ["已完成", "已取消"],
        ["配送中", "已取消"],
      ],
    },
    undefined,
    ["画一个", "用户下单后订单是"],
  ),
  chart(
    "ch5-state-zh-expense",
    "zh",
    "报销单的状态图：员工填好后先存为草稿，提交后是待审批；主管驳回就回到草稿，员工修改后可以重新提交；主管通过后进入财务审核，财务打款后变成已报销。草稿可以直接删除。",
    {
      type: "state",
      named: ["草稿", "待审批", "财务审核", "已报销"],
      links: [
        ["[*]", "草稿"],
        ["草稿", "待审批"],
        ["待审批", "草稿"],
        ["待审批", "财务审核"],
        ["财务审核", "已报销"],
        ["已报销", "[*]"],
      ],
      noLinks: [["已报销", "草稿"]],
    },
    undefined,
    ["报销单的状态图", "员工填好后"],
  ),
  // Gantt charts with a deadline: the work is planned back from it, durations as told
  chart(
    "ch5-gantt-en-deadline",
    "en",
    "Gantt chart for our conference app, which must launch on 2027-05-28: content planning 2 weeks, design 10 days, build 4 weeks, beta testing 1 week, then launch",
    {
      type: "gantt",
      ordered: ["content planning", "design", "build", "beta testing", "launch"],
      deadline: "2027-05-28",
      spanDays: 60,
    },
  ),
  chart(
    "ch5-gantt-zh-deadline",
    "zh",
    "小程序上线排期甘特图，必须在2027年6月30日上线：需求评审3天，UI设计2周，开发4周，测试10天，提交审核2天",
    {
      type: "gantt",
      ordered: ["需求评审", "UI设计", "开发", "测试", "提交审核"],
      deadline: "2027-06-30",
      spanDays: 57,
    },
  ),
  // a mind map with branches and their leaves
  chart(
    "ch5-mind-zh-trip",
    "zh",
    "做一个家庭旅行计划的思维导图，分为行程、预算、住宿和行李四部分；行程包括景点和交通，预算包括机票、酒店和餐饮，行李包括证件和衣物",
    {
      type: "mindmap",
      named: [
        "家庭旅行",
        "行程",
        "预算",
        "住宿",
        "行李",
        "景点",
        "交通",
        "机票",
        "酒店",
        "餐饮",
        "证件",
        "衣物",
      ],
      under: [
        ["行程", "景点"],
        ["行程", "交通"],
        ["预算", "机票"],
        ["预算", "餐饮"],
        ["行李", "证件"],
        ["行李", "衣物"],
      ],
    },
    undefined,
    ["包括", "分为", "四部分", "做一个"],
  ),
  // a zh sequence with a condition and a third party
  chart(
    "ch5-seq-zh-withdraw",
    "zh",
    "画一个提现的时序图：用户在App里申请提现，App把提现请求发给钱包服务，钱包服务调用第三方支付渠道打款；如果打款成功，钱包服务通知App显示到账，否则钱包服务退回余额并给用户发短信",
    {
      type: "sequence",
      named: ["用户", "App", "钱包服务", "第三方支付渠道"],
      alt: true,
      arrows: [
        ["用户", "App", "申请提现"],
        ["App", "钱包服务", "提现请求"],
        ["钱包服务", "第三方支付渠道", "打款"],
        ["钱包服务", "App", "到账"],
      ],
    },
    undefined,
    ["画一个提现的"],
  ),
  // a user journey
  chart(
    "ch5-journey-en-scooter",
    "en",
    "User journey for renting an e-scooter with our app: find a scooter on the map, unlock it by scanning the QR code, ride to work, park in a marked zone, then pay and rate the ride. Parking is the most frustrating part.",
    {
      type: "journey",
      ordered: ["find a scooter", "unlock", "ride to work", "park", "pay"],
    },
    undefined,
    ["User journey for renting"],
  ),
  // ER diagrams told as sentences
  chart(
    "ch5-er-en-grooming",
    "en",
    "ER diagram for a dog grooming salon: each customer owns one or more dogs; a dog can have many appointments; every appointment is handled by one groomer and may include several services; a payment settles an appointment.",
    { type: "er", named: ["customer", "dog", "appointment", "groomer", "service", "payment"] },
    undefined,
    ["one or more", "salon: each"],
  ),
  chart(
    "ch5-er-zh-gym",
    "zh",
    "画一个健身房会员系统的ER图：每个会员可以购买多张会员卡，会员卡属于一家门店；教练负责多节团课，会员预约团课，每条预约记录对应一节团课",
    { type: "er", named: ["会员", "会员卡", "门店", "教练", "团课", "预约"] },
    undefined,
    ["画一个", "每个会员可以"],
  ),
  // a flowchart whose decision has two outcomes that end apart
  chart(
    "ch5-flow-en-talks",
    "en",
    "Flowchart for choosing conference talks: the speaker submits an abstract and the program committee scores it; if the average score is 4 or more the talk is accepted and the speaker confirms travel, otherwise the talk is rejected and the speaker gets written feedback",
    {
      type: "flowchart",
      named: [
        "submits an abstract",
        "scores it",
        "accepted",
        "confirms travel",
        "rejected",
        "written feedback",
      ],
      decision: true,
      links: [
        ["submits an abstract", "scores it"],
        ["scores it", "accepted"],
        ["scores it", "rejected"],
        ["accepted", "confirms travel"],
        ["rejected", "written feedback"],
      ],
      noLinks: [
        ["rejected", "confirms travel"],
        ["accepted", "written feedback"],
      ],
    },
    ["4"],
    ["otherwise the talk"],
  ),
  // beyond the Offline model: a figures chart with no figures — say what is needed and what was drawn
  chart(
    "ch5-beyond-en-revenue",
    "en",
    "Make a pie chart of our revenue by product line this year",
    {
      type: "any",
      reply: [
        ["figures", "numbers", "amounts", "values"],
        ["instead", "in its place"],
      ],
    },
    undefined,
    ["Request the request", "Make a pie chart", "our revenue by product line this year"],
  ),
];

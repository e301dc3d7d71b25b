/** Chart requests of every type, in both languages: the things they name must be in the chart. */
import type { ChartExpect, QualityCase } from "./types";

const chart = (
  id: string,
  lang: "en" | "zh",
  content: string,
  expect: ChartExpect,
  terms?: string[],
): QualityCase => ({
  id,
  lang,
  kind: "chart",
  turns: [{ content, mode: "mermaid" }],
  expect: { chart: expect, terms },
});

export const CHART_CASES: QualityCase[] = [
  // flowcharts
  chart(
    "flow-en-refund-approval",
    "en",
    "Flowchart of our refund approval: the agent reviews the request; if the amount is over $200 a team lead must approve, otherwise the agent approves it; then the refund is issued and the customer is notified",
    {
      type: "flowchart",
      ordered: ["agent reviews", "team lead", "refund is issued", "customer is notified"],
      decision: true,
    },
    ["$200"],
  ),
  chart(
    "flow-en-new-hire",
    "en",
    "Draw the onboarding flow for new hires: sign the contract → IT sets up the laptop → buddy intro → first-week check-in",
    {
      type: "flowchart",
      ordered: ["sign the contract", "IT sets up the laptop", "buddy intro", "first-week check-in"],
    },
  ),
  chart(
    "flow-zh-purchase",
    "zh",
    "采购申请流程图：需求部门填写采购单，采购员比价，金额超过1万元需要总经理审批，否则采购经理审批，审批通过后下单并入库",
    {
      type: "flowchart",
      ordered: ["填写采购单", "比价", "下单"],
      named: ["总经理审批", "采购经理审批", "入库"],
      decision: true,
    },
    ["1万元"],
  ),
  chart(
    "flow-zh-account-deletion",
    "zh",
    "用流程图表示用户注销账号的流程：身份验证、展示注销须知、冷静期7天、期间登录则撤销注销、到期删除数据",
    {
      type: "flowchart",
      ordered: ["身份验证", "注销须知", "冷静期", "删除数据"],
      named: ["撤销注销"],
      decision: true,
    },
    ["7天"],
  ),
  // sequence diagrams
  chart(
    "er-en-enrolments",
    "en",
    "ER diagram for a course platform: teachers, courses, lessons, students, enrolments; a teacher has many courses, a course has many lessons, students enrol in courses",
    { type: "er", named: ["teacher", "course", "lesson", "student", "enrolment"] },
  ),
  chart(
    "seq-en-ride",
    "en",
    "Sequence diagram for a ride pickup: rider app, dispatch service, driver app and payment gateway",
    { type: "sequence", named: ["rider app", "dispatch service", "driver app", "payment gateway"] },
  ),
  chart(
    "seq-en-sso",
    "en",
    "Show the sequence between the web client, API gateway, auth service and user database when someone logs in with SSO",
    { type: "sequence", named: ["web client", "API gateway", "auth service", "user database"] },
    ["SSO"],
  ),
  chart(
    "seq-zh-scan-order",
    "zh",
    "扫码点餐的时序图，参与方：顾客小程序、门店收银系统、后厨打印机、微信支付",
    { type: "sequence", named: ["顾客小程序", "门店收银系统", "后厨打印机", "微信支付"] },
  ),
  chart("seq-zh-parcel-locker", "zh", "画出快递柜取件的时序图，涉及收件人、快递柜、快递公司系统和短信平台", {
    type: "sequence",
    named: ["收件人", "快递柜", "快递公司系统", "短信平台"],
  }),
  // state diagrams
  chart(
    "state-en-ticket",
    "en",
    "State diagram for a support ticket: new, triaged, in progress, waiting on customer, resolved, closed; a resolved ticket reopens if the customer replies",
    { type: "state", named: ["new", "triaged", "in progress", "waiting on customer", "resolved", "closed"] },
    ["reopen"],
  ),
  chart(
    "state-en-subscription",
    "en",
    "State machine of a subscription: trial, active, past due, cancelled, expired",
    { type: "state", named: ["trial", "active", "past due", "cancelled", "expired"] },
  ),
  chart(
    "state-zh-ride-order",
    "zh",
    "画一个网约车订单状态图：待接单、已接单、司机到达、行程中、已完成、已取消",
    { type: "state", named: ["待接单", "已接单", "司机到达", "行程中", "已完成", "已取消"] },
  ),
  chart(
    "state-zh-contract",
    "zh",
    "合同的状态流转图：草稿、审批中、已签署、履约中、已终止，审批驳回回到草稿",
    { type: "state", named: ["草稿", "审批中", "已签署", "履约中", "已终止"] },
    ["驳回"],
  ),
  // ER diagrams
  chart("er-en-vet", "en", "ER diagram for a vet clinic: owners, pets, vets, appointments and invoices", {
    type: "er",
    named: ["owner", "pet", "vet", "appointment", "invoice"],
  }),
  chart(
    "er-en-conference",
    "en",
    "Data model for a conference app: events, sessions, speakers, attendees, tickets. A session has many speakers",
    { type: "er", named: ["event", "session", "speaker", "attendee", "ticket"] },
  ),
  chart("er-zh-exam", "zh", "在线考试系统的ER图：考生、试卷、题目、答卷、成绩", {
    type: "er",
    named: ["考生", "试卷", "题目", "答卷", "成绩"],
  }),
  chart("er-zh-bike", "zh", "画一个共享单车的数据模型ER图，实体有用户、单车、停车点、骑行订单、钱包", {
    type: "er",
    named: ["用户", "单车", "停车点", "骑行订单", "钱包"],
  }),
  // class diagrams
  chart(
    "class-en-garage",
    "en",
    "Class diagram for a parking garage system: Garage, Level, ParkingSpot, Vehicle, Ticket, Payment",
    { type: "class", named: ["Garage", "Level", "ParkingSpot", "Vehicle", "Ticket", "Payment"] },
  ),
  chart("class-en-editor", "en", "Class diagram of a document editor: Document, Page, Block, Comment, User", {
    type: "class",
    named: ["Document", "Page", "Block", "Comment", "User"],
  }),
  chart("class-zh-library", "zh", "图书馆管理系统的类图，包含图书、读者、借阅记录、管理员", {
    type: "class",
    named: ["图书", "读者", "借阅记录", "管理员"],
  }),
  chart("class-zh-coupon", "zh", "电商优惠券模块类图：优惠券、优惠券模板、用户优惠券、订单", {
    type: "class",
    named: ["优惠券", "优惠券模板", "用户优惠券", "订单"],
  }),
  // gantt charts
  chart(
    "gantt-en-banking",
    "en",
    "Gantt chart for a 12-week mobile banking app launch: discovery 2 weeks, design 3 weeks, build 5 weeks, QA 1 week, launch 1 week",
    { type: "gantt", ordered: ["discovery", "design", "build", "QA", "launch"], spanDays: 84 },
  ),
  chart(
    "flow-en-book-return",
    "en",
    "Flowchart for a library book return: scan the book at the kiosk, check for damage, if damaged charge a fee, otherwise shelve it",
    {
      type: "flowchart",
      ordered: ["scan the book", "check for damage"],
      named: ["charge a fee", "shelve it"],
      decision: true,
    },
  ),
  chart(
    "gantt-en-redesign",
    "en",
    "Gantt chart for a website redesign starting 2027-02-01: discovery 2 weeks, design 3 weeks, build 4 weeks, QA 1 week, launch 2 days",
    {
      type: "gantt",
      ordered: ["discovery", "design", "build", "QA", "launch"],
      startDate: "2027-02-01",
      spanDays: 72,
    },
  ),
  chart(
    "gantt-en-crm",
    "en",
    "Project timeline for migrating our CRM: data audit, field mapping, test migration, user training, go-live — starting 2026-09-07",
    {
      type: "gantt",
      ordered: ["data audit", "field mapping", "test migration", "user training", "go-live"],
      startDate: "2026-09-07",
    },
  ),
  chart(
    "gantt-zh-membership",
    "zh",
    "会员系统改版的甘特图，共6个迭代，每个迭代2周：需求、设计、开发、联调、测试、上线",
    { type: "gantt", ordered: ["需求", "设计", "开发", "联调", "测试", "上线"], spanDays: 84 },
  ),
  chart(
    "gantt-zh-festival",
    "zh",
    "年货节活动排期：活动策划1周、页面设计1周、开发2周、测试3天、预热5天、正式活动7天",
    { type: "gantt", ordered: ["活动策划", "页面设计", "开发", "测试", "预热", "正式活动"], spanDays: 43 },
  ),
  // journeys
  chart(
    "journey-zh-range",
    "zh",
    "用户旅程图：新用户第一次在健身App上预约团课，从下载、注册、选课、支付到上课后评价",
    { type: "journey", ordered: ["下载", "注册", "选课", "支付", "上课", "评价"] },
    ["新用户"],
  ),
  chart(
    "journey-en-mortgage",
    "en",
    "User journey of a first-time home buyer using our mortgage app: research, pre-approval, house hunting, offer, closing",
    { type: "journey", ordered: ["research", "pre-approval", "house hunting", "offer", "closing"] },
    ["home buyer"],
  ),
  chart(
    "journey-en-warranty",
    "en",
    "Customer journey map for returning a broken laptop under warranty",
    { type: "journey" },
    ["laptop", "warranty"],
  ),
  chart(
    "journey-zh-social-card",
    "zh",
    "画一个新用户开通电子社保卡的用户旅程：下载App、实名认证、人脸识别、领卡、首次使用",
    { type: "journey", ordered: ["下载App", "实名认证", "人脸识别", "领卡", "首次使用"] },
  ),
  chart("journey-zh-gym", "zh", "健身房会员从体验课到续费的旅程图", { type: "journey" }, ["体验课", "续费"]),
  // mind maps
  chart(
    "mind-en-podcast",
    "en",
    "Mind map of features for a podcast hosting platform: upload, RSS feed, analytics, monetization, transcripts",
    { type: "mindmap", named: ["upload", "RSS feed", "analytics", "monetization", "transcripts"] },
    ["podcast"],
  ),
  chart(
    "mind-en-offsite",
    "en",
    "Mindmap for planning a company offsite: venue, agenda, travel, budget, activities",
    { type: "mindmap", named: ["venue", "agenda", "travel", "budget", "activities"] },
    ["offsite"],
  ),
  chart(
    "mind-zh-live-commerce",
    "zh",
    "直播带货功能的思维导图：选品、直播间、互动、下单、售后",
    { type: "mindmap", named: ["选品", "直播间", "互动", "下单", "售后"] },
    ["直播带货"],
  ),
  chart(
    "mind-zh-community",
    "zh",
    "整理一个智慧社区App的功能脑图，包括门禁、缴费、报修、公告、邻里圈",
    { type: "mindmap", named: ["门禁", "缴费", "报修", "公告", "邻里圈"] },
    ["智慧社区"],
  ),
  // Told as sentences, not listed; written and read before the fix (stop 47): each drew a generic
  // user/record pair, or a clause as a participant.
  chart(
    "er-en-told-library",
    "en",
    "ER diagram for a library: members borrow books, each loan has a due date, books belong to one branch, a member can reserve many books",
    { type: "er", named: ["member", "book", "loan", "branch"] },
  ),
  chart(
    "class-en-told-courses",
    "en",
    "Class diagram for an online course platform: Course has many Lessons, Student enrolls in Course, Instructor teaches Course, Quiz belongs to Lesson",
    { type: "class", named: ["Course", "Lesson", "Student", "Instructor", "Quiz"] },
  ),
  chart(
    "er-zh-told-courses",
    "zh",
    "画一个在线课程平台的ER图：一门课程有多个章节，学生选修课程，老师教授多门课程，测验属于章节，每次考试有一个考试日期",
    { type: "er", named: ["课程", "章节", "学生", "老师", "测验", "考试"] },
  ),
  chart(
    "seq-zh-told-scan-order",
    "zh",
    "用时序图表示扫码点餐：顾客扫码打开小程序，选菜下单，小程序调用支付接口，支付成功后通知后厨打印小票",
    {
      type: "sequence",
      named: ["顾客", "小程序", "支付接口"],
      arrows: [
        ["顾客", "小程序", "选菜下单"],
        ["小程序", "支付接口", "调用支付接口"],
      ],
    },
  ),
];

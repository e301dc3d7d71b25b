/** PRDs (some with attached notes) and test cases, as product managers ask for them. */
import type { QualityCase } from "./types";

const prd = (
  id: string,
  lang: "en" | "zh",
  content: string,
  title: string[],
  features: string[],
  extra: QualityCase["expect"] = {},
): QualityCase => ({
  id,
  lang,
  kind: "prd",
  turns: [{ content, mode: "prd" }],
  expect: { prd: { title, features }, terms: [...features, ...(extra.terms ?? [])], forbid: extra.forbid },
});

const cases = (
  id: string,
  lang: "en" | "zh",
  turns: QualityCase["turns"],
  terms: string[],
  min = 6,
): QualityCase => ({ id, lang, kind: "test_case", turns, expect: { cases: { min }, terms } });

export const PRD_CASES: QualityCase[] = [
  prd(
    "prd-en-returns-portal",
    "en",
    "PRD for a returns portal for an online furniture store: customers start a return, pick a pickup slot, and track the refund",
    ["returns portal"],
    ["start a return", "pickup slot", "track the refund"],
    { terms: ["customer", "furniture"] },
  ),
  prd(
    "prd-en-food-bank",
    "en",
    "Write a PRD for a volunteer shift sign-up tool for a community food bank, with shift reminders and a coordinator view",
    ["volunteer"],
    ["shift sign-up", "shift reminders", "coordinator view"],
    { terms: ["food bank"], forbid: ["restaurant", "menu"] },
  ),
  prd(
    "prd-en-grocery-list",
    "en",
    "Requirements doc: a shared grocery list app for flatmates with item claiming and cost splitting",
    ["grocery list"],
    ["item claiming", "cost splitting"],
    { terms: ["flatmate"] },
  ),
  prd(
    "prd-en-contract-renewals",
    "en",
    "PRD for an internal tool that lets the legal team track contract renewal dates and get alerts 60 days before expiry",
    ["contract"],
    ["renewal date", "alert"],
    { terms: ["legal team", "60 days"] },
  ),
  prd(
    "prd-en-hive-log",
    "en",
    "A PRD for a beekeeping hive inspection log with photo notes, queen status and treatment reminders",
    ["hive inspection"],
    ["photo notes", "queen status", "treatment reminders"],
  ),
  prd(
    "prd-en-parking-permit",
    "en",
    "PRD: parking permit application for residents of a city district — apply online, upload proof of address, pay the fee, get a digital permit",
    ["parking permit"],
    ["apply online", "proof of address", "pay the fee", "digital permit"],
    { terms: ["resident"] },
  ),
  prd(
    "prd-en-invoice-dispute",
    "en",
    "PRD for a B2B invoice dispute workflow in our billing platform, covering dispute reasons, an SLA of 5 business days and escalation to finance",
    ["invoice dispute"],
    ["dispute reasons", "escalation to finance"],
    { terms: ["5 business days"] },
  ),
  prd(
    "prd-en-thermostat",
    "en",
    "Product requirements for a smart thermostat companion app: schedules, away mode, energy report",
    ["thermostat"],
    ["schedules", "away mode", "energy report"],
  ),
  prd(
    "prd-zh-phone-recycling",
    "zh",
    "二手手机回收小程序的PRD：在线估价、上门取件、质检报价和打款",
    ["手机回收"],
    ["在线估价", "上门取件", "质检报价", "打款"],
  ),
  prd(
    "prd-zh-elderly-care",
    "zh",
    "社区养老服务预约平台PRD，老人子女可以代为预约助餐、助浴和上门理发",
    ["养老"],
    ["助餐", "助浴", "上门理发"],
    { terms: ["子女"] },
  ),
  prd(
    "prd-zh-driving-school",
    "zh",
    "给驾校做一个学员练车预约系统的需求文档，包括教练排班、约车、取消规则（提前24小时）",
    ["练车预约"],
    ["教练排班", "约车", "取消规则"],
    { terms: ["24小时", "学员"] },
  ),
  prd(
    "prd-zh-lab-equipment",
    "zh",
    "高校实验室设备借用管理系统PRD：设备目录、借用申请、导师审批、逾期提醒",
    ["设备借用"],
    ["设备目录", "借用申请", "导师审批", "逾期提醒"],
  ),
  prd(
    "prd-zh-meeting-room",
    "zh",
    "写一个企业内部会议室预订小程序的需求文档，支持扫码签到和超时自动释放",
    ["会议室"],
    ["扫码签到", "自动释放"],
  ),
  prd(
    "prd-zh-traceability",
    "zh",
    "农产品溯源平台PRD，消费者扫码查看种植、采摘、检测和物流信息",
    ["溯源"],
    ["种植", "采摘", "检测", "物流"],
    { terms: ["消费者"] },
  ),
  prd(
    "prd-zh-property-repair",
    "zh",
    "物业报修App的产品需求文档：业主提交报修、物业派单、维修师傅上门、业主评价",
    ["报修"],
    ["提交报修", "派单", "上门", "评价"],
    { terms: ["业主"] },
  ),
  prd("prd-zh-bookstore", "zh", "PRD：面向独立书店的会员储值和积分系统", ["书店"], ["储值", "积分"]),
  prd(
    "prd-zh-served-beekeeper",
    "zh",
    "帮我写一个给养蜂人记录蜂箱检查和蜂王状态的小程序的PRD",
    ["蜂箱检查"],
    ["记录蜂箱检查", "记录蜂王状态"],
    { terms: ["养蜂人"], forbid: ["养蜂人记录"] },
  ),
  prd(
    "prd-zh-served-choir",
    "zh",
    "为合唱团指挥做一个分配声部、分享排练录音的应用，写需求文档",
    ["声部"],
    ["分配声部", "分享排练录音"],
    { terms: ["合唱团指挥"], forbid: ["录音的应用」"] },
  ),
  prd(
    "prd-zh-shared-repairs",
    "zh",
    "帮我写个PRD：一个让租户在线报修、物业派单、维修师傅上门并拍照反馈的小程序",
    ["报修"],
    ["在线报修", "物业派单", "拍照反馈"],
    { terms: ["租户", "维修师傅"], forbid: ["一个让租户"] },
  ),
  prd(
    "prd-en-groomers",
    "en",
    "Write a PRD: an app for dog groomers to book appointments, send reminders and take deposits",
    ["dog groomer"],
    ["book appointments", "send reminders", "take deposits"],
    { terms: ["deposit"], forbid: ["doctor", "patient", "consultation"] },
  ),
  prd(
    "prd-en-librarians",
    "en",
    "PRD for a tool for school librarians to track overdue books and email parents",
    ["librarian"],
    ["track overdue books", "email parents"],
    { terms: ["parents"], forbid: ["free times", "booked twice", "As parents"] },
  ),
  prd(
    "prd-en-wedding-planners",
    "en",
    "PRD: a tool for wedding planners to manage guest lists, seating charts and vendor payments",
    ["wedding planner"],
    ["manage guest lists", "seating charts", "vendor payments"],
    { forbid: ["people who use the wedding planners", "US-1 Tool for", "As a vendor"] },
  ),
  prd(
    "prd-zh-book-corner",
    "zh",
    "做一个帮助社区图书角管理捐书、借阅登记和逾期提醒的小程序 PRD",
    ["社区图书角"],
    ["管理捐书", "借阅登记", "逾期提醒"],
    { forbid: ["新产品", "逾期提醒的小程序", "帮助社区图书角管理捐书"] },
  ),
  prd(
    "prd-en-farm-produce",
    "en",
    "PRD for a marketplace where farmers sell surplus produce to local restaurants",
    ["farmer"],
    ["sell surplus produce"],
    { terms: ["restaurants"], forbid: ["menu browsing", "couriers", "lunch or dinner"] },
  ),
];

export const ATTACHMENT_CASES: QualityCase[] = [
  {
    id: "attach-en-ev-charging",
    lang: "en",
    kind: "attachment",
    turns: [
      {
        content:
          "Write a PRD for a charging bay booking tool for our electric delivery fleet, based on the attached interview notes",
        mode: "prd",
        attachment: {
          name: "fleet-interviews.txt",
          text: "Interview notes, depot managers and drivers (March)\n- Drivers lose about 20 minutes per shift looking for a free charging bay.\n- Fleet managers want a weekly utilisation report per depot.\n- Every bay must accept the RFID cards drivers already carry.\n- Night shift starts at 22:00; bays booked for night charging must be free by 06:00.\n",
        },
      },
    ],
    expect: {
      prd: { title: ["charging"], features: [] },
      terms: ["20 minutes", "utilisation report", "RFID"],
    },
  },
  {
    id: "attach-zh-pharmacy",
    lang: "zh",
    kind: "attachment",
    turns: [
      {
        content: "根据附件写一份PRD",
        mode: "prd",
        attachment: {
          name: "需求说明.txt",
          text: "连锁药店店员助手\n目标用户：连锁药店的店员和店长。\n核心功能：处方审核、库存预警、会员积分。\n约束：处方图片保存180天；上线时间2026年第三季度。\n",
        },
      },
    ],
    expect: {
      prd: { title: ["药店"], features: ["处方审核", "库存预警", "会员积分"] },
      terms: ["处方审核", "库存预警", "会员积分", "180天"],
    },
  },
];

export const TEST_CASE_CASES: QualityCase[] = [
  cases(
    "tc-en-otp",
    "en",
    [
      {
        content:
          "Test cases for a one-time passcode login: 6-digit code, expires after 5 minutes, account locks after 3 wrong codes",
        mode: "test_case",
      },
    ],
    ["passcode", "5 minutes", "3 wrong"],
  ),
  cases(
    "tc-en-coupon",
    "en",
    [
      {
        content:
          "Write test cases for the coupon field at checkout: percentage and fixed coupons, one coupon per order, expired coupons rejected",
        mode: "test_case",
      },
    ],
    ["percentage", "fixed", "one coupon per order", "expired"],
  ),
  cases(
    "tc-en-csv-import",
    "en",
    [
      {
        content: "Test cases for a CSV import of employee records with name, email and department columns",
        mode: "test_case",
      },
    ],
    ["CSV", "name", "email", "department"],
  ),
  cases(
    "tc-en-from-prd",
    "en",
    [
      {
        content:
          "PRD for a library book reservation feature: reserve a book, a pick-up window of 3 days, and a waitlist",
        mode: "prd",
      },
      { content: "Write test cases for this PRD", mode: "test_case" },
    ],
    ["reserve", "waitlist", "3 days"],
  ),
  cases(
    "tc-zh-points",
    "zh",
    [{ content: "为会员积分兑换功能写测试用例：积分不足、库存为0、每人每月限兑3次", mode: "test_case" }],
    ["积分不足", "库存", "3次"],
  ),
  cases(
    "tc-zh-cancel-order",
    "zh",
    [{ content: "外卖订单取消功能的测试用例，商家接单前可免费取消，接单后需商家同意", mode: "test_case" }],
    ["接单前", "商家同意"],
  ),
  cases(
    "tc-zh-id-upload",
    "zh",
    [{ content: "上传身份证照片实名认证的测试用例，支持jpg和png，不超过5MB", mode: "test_case" }],
    ["jpg", "png", "5MB"],
  ),
  cases(
    "tc-zh-from-prd",
    "zh",
    [
      { content: "写一份图书馆座位预约小程序PRD：选座、签到、暂离、违约记录", mode: "prd" },
      { content: "根据这个PRD写测试用例", mode: "test_case" },
    ],
    ["选座", "签到", "暂离", "违约"],
  ),
];

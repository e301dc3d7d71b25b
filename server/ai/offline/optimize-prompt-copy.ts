/**
 * The words of the offline prompt optimiser (task `optimize_prompt`), English and Chinese:
 * what each deliverable must contain, the essentials of common product domains, and the
 * constraints a request implies. Real product knowledge, not filler: each line is something a
 * model writing the deliverable should be told.
 */
import { agenticKind, multPrototypeKind, prdKind, prototypeKind, testCaseKind } from "@/lib/contracts/kinds";
import type { ChatMode, NORMAL_MODE } from "@/lib/contracts/modes";
import type { OfflineLocale } from "./types";

/** What the optimised prompt asks for: the mode that makes it (the chat mode when it names none). */
export type Deliverable = ChatMode;

type Text = Record<OfflineLocale, string>;

/** The opening instruction per deliverable; `{subject}` is the user's subject in their words. */
export const OPENING: Record<Deliverable, Text> = {
  prd: {
    en: "Write a product requirements document (PRD) for {subject}.",
    zh: "请为「{subject}」撰写一份产品需求文档（PRD）。",
  },
  test_case: { en: "Write test cases for {subject}.", zh: "请为「{subject}」编写测试用例。" },
  prototype: { en: "Design a clickable prototype of {subject}.", zh: "请设计「{subject}」的可交互原型。" },
  mult_prototype: {
    en: "Design a multi-page prototype of {subject}.",
    zh: "请设计「{subject}」的多页面原型。",
  },
  mermaid: { en: "Draw a flowchart of {subject}.", zh: "请画出「{subject}」的流程图。" },
  research: { en: "Write a research report on {subject}.", zh: "请撰写一份关于「{subject}」的调研报告。" },
  picture: { en: "Create an image of {subject}.", zh: "请生成一张图片：{subject}。" },
  agentic: { en: "Build a small web app: {subject}.", zh: "请开发一个小型网页应用：{subject}。" },
  normal: { en: "Help me with {subject}.", zh: "请帮我分析：{subject}。" },
};

/** What the deliverable must contain, in order. */
export const FORMAT: Record<Deliverable, Text> = {
  prd: {
    en: "Background and problem; goals with 2–3 measurable targets; target users and their scenarios; user stories with acceptance criteria; functional requirements by module; non-functional requirements (performance, security, privacy); milestones for the first release; open questions.",
    zh: "背景与要解决的问题；目标及 2–3 个可衡量的指标；目标用户与使用场景；带验收标准的用户故事；按模块划分的功能需求；非功能需求（性能、安全、隐私）；首个版本的里程碑；待确认的问题。",
  },
  test_case: {
    en: "A table of cases, each with an id, module, preconditions, steps, expected result and priority (P0–P2); cover the main flow, boundary values, invalid input, permissions and failure or timeout paths.",
    zh: "以表格列出用例，每条包含编号、模块、前置条件、操作步骤、预期结果和优先级（P0–P2）；覆盖主流程、边界值、非法输入、权限以及失败或超时场景。",
  },
  prototype: {
    en: "One complete page with realistic content (no lorem ipsum), clear primary actions, empty and error states where they matter, and consistent spacing and typography.",
    zh: "一个完整页面，使用真实感的内容（不要占位文字），主要操作清晰，必要处包含空状态和错误状态，间距与字体风格统一。",
  },
  mult_prototype: {
    en: "One page per step of the main journey, linked by a shared navigation, with realistic content and the same visual style on every page.",
    zh: "主流程的每一步对应一个页面，页面之间有统一的导航相互跳转，内容真实，所有页面视觉风格一致。",
  },
  mermaid: {
    en: "Valid Mermaid syntax; every decision labelled with its condition; the happy path first, then the error and cancellation branches; short node labels.",
    zh: "使用合法的 Mermaid 语法；每个判断节点标注条件；先画主流程，再画异常和取消分支；节点文字简短。",
  },
  research: {
    en: "Executive summary; market context with figures and their dates; a comparison table of the main players; user pain points; opportunities and risks; recommendations; sources.",
    zh: "摘要；带数据及其时间的市场背景；主要玩家对比表；用户痛点；机会与风险；建议；信息来源。",
  },
  picture: {
    en: "Subject, setting, style (e.g. flat illustration or photo), colour palette, composition and aspect ratio; no text rendered inside the image unless asked.",
    zh: "说明主体、场景、风格（如扁平插画或照片）、配色、构图和画幅比例；除非特别要求，图片中不要出现文字。",
  },
  agentic: {
    en: "A working single-page app with its data kept in the browser, the main flow usable end to end, input validation, and an empty state on first use.",
    zh: "一个可运行的单页应用，数据保存在浏览器中，主流程可以完整走通，包含输入校验和首次使用时的空状态。",
  },
  normal: {
    en: "A direct answer first, then the reasoning, a concrete example and the pitfalls to avoid; keep it to what a product manager can act on.",
    zh: "先给出直接结论，再说明理由，给一个具体例子并指出要避免的坑；内容以产品经理能直接采取行动为准。",
  },
};

export const LABELS: Record<
  OfflineLocale,
  { goal: string; users: string; constraints: string; format: string }
> = {
  en: { goal: "Goal", users: "Target users", constraints: "Constraints", format: "Format" },
  zh: { goal: "目标", users: "目标用户", constraints: "约束条件", format: "输出格式" },
};

/**
 * The list after the users, per deliverable: its label, and where its items come from besides the
 * user's own — the product domain's essentials, fixed points of the deliverable, or nothing.
 */
export const POINTS: Record<
  Exclude<Deliverable, typeof NORMAL_MODE>,
  { label: Text; source: "domain" | "fixed" | "none"; fixed?: Record<OfflineLocale, string[]> }
> = {
  prd: { label: { en: "Key features to cover", zh: "需要覆盖的关键功能" }, source: "domain" },
  prototype: { label: { en: "Key features to show", zh: "需要展示的关键功能" }, source: "domain" },
  mult_prototype: { label: { en: "Key features to show", zh: "需要展示的关键功能" }, source: "domain" },
  agentic: { label: { en: "Key features", zh: "关键功能" }, source: "domain" },
  test_case: { label: { en: "Areas to test", zh: "需要测试的范围" }, source: "domain" },
  mermaid: {
    label: { en: "Steps and branches to include", zh: "需要包含的步骤与分支" },
    source: "fixed",
    fixed: {
      en: [
        "What starts the flow, and who acts at each step",
        "Every decision and each of its outcomes",
        "Failure, timeout and cancellation paths",
        "Where each path ends",
      ],
      zh: [
        "流程的触发点，以及每一步由谁操作",
        "每个判断及其所有结果",
        "失败、超时和取消的路径",
        "每条路径的终点",
      ],
    },
  },
  research: {
    label: { en: "Questions to answer", zh: "需要回答的问题" },
    source: "fixed",
    fixed: {
      en: [
        "Who the main players are and how they make money",
        "How they price and position themselves",
        "Why customers choose them, and why they leave",
        "Gaps a newcomer could use",
      ],
      zh: [
        "主要玩家有哪些，靠什么赚钱",
        "各自的定价与定位",
        "用户为什么选择它们、又为什么离开",
        "新进入者可以利用的空白",
      ],
    },
  },
  picture: { label: { en: "Elements to show", zh: "画面中的元素" }, source: "none" },
};

/** Deliverables whose content must respect what the product is subject to (law, platform, deadline). */
export const BUILDS_PRODUCT: readonly Deliverable[] = [
  prdKind.mode,
  prototypeKind.mode,
  multPrototypeKind.mode,
  agenticKind.mode,
  testCaseKind.mode,
];

/** The goal line per deliverable; `{subject}` as above. */
export const GOAL: Record<Deliverable, Text> = {
  prd: {
    en: "Define what the first release of {subject} must do and how we will know it works.",
    zh: "明确「{subject}」首个版本必须做到什么，以及如何判断它是否成功。",
  },
  test_case: {
    en: "Catch the defects that would hurt users of {subject} most, before release.",
    zh: "在上线前发现「{subject}」中最影响用户的缺陷。",
  },
  prototype: {
    en: "Let users and stakeholders try the main flow of {subject} and give feedback before it is built.",
    zh: "让用户和相关方在开发前试用「{subject}」的主流程并给出反馈。",
  },
  mult_prototype: {
    en: "Show the whole journey through {subject} so the team can review it page by page.",
    zh: "完整展示「{subject}」的使用旅程，便于团队逐页评审。",
  },
  mermaid: {
    en: "Make the steps, decisions and failure paths of {subject} clear at a glance.",
    zh: "让「{subject}」的步骤、判断和异常路径一目了然。",
  },
  research: {
    en: "Understand the market and competitors around {subject} well enough to decide where to play.",
    zh: "充分了解「{subject}」相关的市场和竞品，以便决定切入方向。",
  },
  picture: {
    en: "An image that communicates {subject} at a glance.",
    zh: "一张让人一眼看懂「{subject}」的图片。",
  },
  agentic: {
    en: "A small tool people can use today for {subject}.",
    zh: "一个现在就能用起来的小工具，用于「{subject}」。",
  },
  normal: {
    en: "A clear, actionable answer about {subject}.",
    zh: "关于「{subject}」的清晰、可执行的回答。",
  },
};

type Domain = {
  match: RegExp;
  features: Record<OfflineLocale, string[]>;
  users?: Record<OfflineLocale, [string, string]>;
  constraint?: Text;
};

/** Essentials of common product domains: what a spec or prototype for them must not forget. */
export const DOMAINS: Domain[] = [
  {
    match: /marketplace|second-?hand|\bused\b|resale|二手|闲置|交易平台/i,
    users: {
      en: ["Buyers looking for a good deal nearby", "Sellers clearing out items they no longer need"],
      zh: ["想淘到实惠好物的买家", "想处理闲置物品的卖家"],
    },
    features: {
      en: [
        "Listings with photos, price and condition",
        "Search and category filters",
        "Buyer–seller messaging and pickup arrangement",
        "Ratings, reports and dispute handling",
      ],
      zh: [
        "带照片、价格和成色的商品发布",
        "搜索与分类筛选",
        "买卖双方沟通与约定取货",
        "评价、举报与纠纷处理",
      ],
    },
  },
  {
    match: /escrow|payment|checkout|wallet|pay\b|支付|担保|托管|付款|结算/i,
    features: { en: ["Payment, refund and payout states"], zh: ["支付、退款与打款的状态流转"] },
    constraint: {
      en: "Payments go through a licensed payment provider; no card data is stored by us.",
      zh: "支付通过持牌支付机构完成，我们不存储银行卡信息。",
    },
  },
  {
    match: /habit|streak|check-?in|routine|打卡|习惯/i,
    users: {
      en: ["People building a daily routine", "Friends or groups who keep each other accountable"],
      zh: ["想养成日常习惯的人", "互相监督的朋友或小组"],
    },
    features: {
      en: [
        "Daily check-in in one tap",
        "Streaks and a progress history",
        "Reminders the user schedules",
        "Recovery after a missed day",
      ],
      zh: ["一键完成每日打卡", "连续天数与历史记录", "用户自定义提醒", "中断后的补救或重新开始"],
    },
  },
  {
    match: /book(ing)?|appointment|reservation|schedul|slot|预约|预订|排班/i,
    users: {
      en: ["Customers booking a time", "Staff managing the schedule"],
      zh: ["预约时间的顾客", "管理排期的工作人员"],
    },
    features: {
      en: [
        "Availability calendar and slot selection",
        "Confirmation and reminders",
        "Rescheduling and cancellation rules",
        "A view of upcoming bookings",
      ],
      zh: ["可用时段日历与选择", "预约确认与提醒", "改约与取消规则", "即将到来的预约列表"],
    },
  },
  {
    match: /deliver|food|restaurant|order|外卖|点餐|餐厅|订单/i,
    features: {
      en: [
        "Menu or catalogue browsing",
        "Cart and order placement",
        "Live order status",
        "Cancellation and refunds",
      ],
      zh: ["菜单或商品浏览", "购物车与下单", "订单状态实时跟踪", "取消与退款"],
    },
  },
  {
    match: /expense|invoice|budget|finance|reimburse|accounting|报销|发票|预算|记账|财务/i,
    features: {
      en: [
        "Capture receipts and amounts",
        "Approval flow with roles",
        "Categories and monthly totals",
        "Export for finance (CSV)",
      ],
      zh: ["录入票据与金额", "按角色审批", "分类与月度汇总", "导出给财务（CSV）"],
    },
    constraint: {
      en: "Amounts, currencies and approvals must be auditable.",
      zh: "金额、币种和审批记录必须可追溯。",
    },
  },
  {
    match: /learn|course|student|teacher|class|study|school|学习|课程|学生|老师|考试/i,
    features: {
      en: ["Progress tracking per learner", "Content or task organisation", "Reminders and deadlines"],
      zh: ["学习进度跟踪", "内容或任务的组织", "提醒与截止时间"],
    },
  },
  {
    match: /patient|clinic|doctor|health|medical|dental|患者|诊所|医生|健康|口腔/i,
    features: {
      en: ["Patient profile and history", "Notifications by SMS or e-mail"],
      zh: ["患者档案与就诊记录", "短信或邮件通知"],
    },
    constraint: {
      en: "Health data is sensitive: minimum collection, access control and consent.",
      zh: "健康数据属于敏感信息：最少收集、权限控制并取得用户同意。",
    },
  },
  {
    match: /dashboard|analytics|metric|report|kpi|saas|看板|数据分析|报表|指标/i,
    features: {
      en: [
        "Key metrics at a glance with trends",
        "Filters by period and segment",
        "Drill-down into the details",
        "Export and sharing",
      ],
      zh: ["关键指标及趋势一目了然", "按时间和维度筛选", "下钻查看明细", "导出与分享"],
    },
  },
  {
    match: /travel|trip|hotel|flight|旅行|旅游|酒店|机票|行程/i,
    features: {
      en: [
        "Search with dates and guests",
        "Results with prices and reviews",
        "Booking and confirmation",
        "Itinerary view",
      ],
      zh: ["按日期和人数搜索", "带价格和评价的结果列表", "预订与确认", "行程查看"],
    },
  },
  {
    match: /loyalty|reward|membership|points|stamp|会员|积分|集章|奖励/i,
    features: {
      en: ["Earning rules and a visible balance", "Rewards catalogue and redemption", "Member tiers"],
      zh: ["积分获取规则与余额展示", "奖励目录与兑换", "会员等级"],
    },
  },
  {
    match: /login|sign-?in|auth|password|2fa|two-factor|登录|密码|验证码|二次验证/i,
    features: {
      en: ["Sign-in, sign-out and session expiry", "Lockout after repeated failures", "Account recovery"],
      zh: ["登录、退出与会话过期", "多次失败后的锁定", "账号找回"],
    },
    constraint: {
      en: "Security first: rate limits, no user enumeration, secrets never logged.",
      zh: "安全优先：限制频率，不暴露账号是否存在，敏感信息不写入日志。",
    },
  },
];

/** What a good answer to a question covers (normal mode). */
export const QUESTION_POINTS: Record<OfflineLocale, string[]> = {
  en: [
    "The definition or direct answer in one or two sentences",
    "Why it matters for a product team",
    "How to apply it, step by step",
    "A worked example",
    "Common mistakes",
  ],
  zh: [
    "用一两句话给出定义或直接结论",
    "它对产品团队为什么重要",
    "分步骤说明如何落地",
    "一个具体的例子",
    "常见误区",
  ],
};

/** Deliverable-specific features when the request names no domain the table knows. */
export const GENERIC_FEATURES: Record<OfflineLocale, string[]> = {
  en: [
    "The main flow from first use to the user's goal",
    "The settings and edge cases the main flow needs",
    "What the user sees when something fails",
  ],
  zh: ["从首次使用到达成目标的主流程", "主流程需要的设置项与边界情况", "出错时用户看到的提示"],
};

/** Constraints every deliverable of the kind should respect. */
export const BASE_CONSTRAINTS: Record<Deliverable, Text[]> = {
  prd: [
    {
      en: "Scope the first release as an MVP; list later ideas separately.",
      zh: "首个版本按 MVP 控制范围，后续想法单独列出。",
    },
    {
      en: "Mark every assumption the request does not settle.",
      zh: "原始需求未说明的地方，明确标注为假设。",
    },
  ],
  test_case: [
    {
      en: "Each expected result must be observable and unambiguous.",
      zh: "每条预期结果都必须可观察、无歧义。",
    },
  ],
  prototype: [{ en: "Design for the {device} screen size first.", zh: "优先适配{device}屏幕尺寸。" }],
  mult_prototype: [{ en: "Design for the {device} screen size first.", zh: "优先适配{device}屏幕尺寸。" }],
  mermaid: [
    { en: "Keep it to one diagram of at most about 25 nodes.", zh: "控制在一张图内，节点不超过约 25 个。" },
  ],
  research: [
    {
      en: "Date every figure and name its source; say when data is an estimate.",
      zh: "每个数据注明时间和来源，估算数据要说明。",
    },
  ],
  picture: [
    {
      en: "Suitable for product use: no logos or real people's faces.",
      zh: "适合产品使用：不要出现商标或真实人物面孔。",
    },
  ],
  agentic: [{ en: "No sign-in or server needed for the first version.", zh: "第一版无需登录或服务器。" }],
  normal: [
    {
      en: "Ask at most two clarifying questions, only if the answer depends on them.",
      zh: "只有在答案确实取决于某些信息时，才提出最多两个澄清问题。",
    },
  ],
};

export const DEVICE_NAMES: Record<OfflineLocale, Record<"web" | "mobile" | "tablet", string>> = {
  en: { web: "desktop web", mobile: "mobile phone", tablet: "tablet" },
  zh: { web: "桌面网页", mobile: "手机", tablet: "平板" },
};

/**
 * The words of the offline prompt optimiser (task `optimize_prompt`), English and Chinese:
 * what each deliverable must contain, the essentials of common product domains, and the
 * constraints a request implies. Real product knowledge, not filler: each line is something a
 * model writing the deliverable should be told.
 */
import type { ChatMode } from "@/lib/contracts/modes";
import type { OfflinePromptCopy } from "./kind-copy";
import type { OfflineLocale } from "./types";

/** What the optimised prompt asks for: the mode that makes it (the chat mode when it names none). */
export type Deliverable = ChatMode;

type Text = Record<OfflineLocale, string>;

/** The chat mode's words (each kind brings its own: `offlineCopy` of its server definition). */
export const NORMAL_PROMPT: OfflinePromptCopy = {
  opening: { en: "Help me with {subject}.", zh: "请帮我分析：{subject}。" },
  format: {
    en: "A direct answer first, then the reasoning, a concrete example and the pitfalls to avoid; keep it to what a product manager can act on.",
    zh: "先给出直接结论，再说明理由，给一个具体例子并指出要避免的坑；内容以产品经理能直接采取行动为准。",
  },
  goal: {
    en: "A clear, actionable answer about {subject}.",
    zh: "关于「{subject}」的清晰、可执行的回答。",
  },
  constraints: [
    {
      en: "Ask at most two clarifying questions, only if the answer depends on them.",
      zh: "只有在答案确实取决于某些信息时，才提出最多两个澄清问题。",
    },
  ],
};

export const LABELS: Record<
  OfflineLocale,
  { goal: string; users: string; constraints: string; format: string }
> = {
  en: { goal: "Goal", users: "Target users", constraints: "Constraints", format: "Format" },
  zh: { goal: "目标", users: "目标用户", constraints: "约束条件", format: "输出格式" },
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

export const DEVICE_NAMES: Record<OfflineLocale, Record<"web" | "mobile" | "tablet", string>> = {
  en: { web: "desktop web", mobile: "mobile phone", tablet: "tablet" },
  zh: { web: "桌面网页", mobile: "手机", tablet: "平板" },
};

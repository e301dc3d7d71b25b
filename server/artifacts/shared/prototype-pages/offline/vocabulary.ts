/**
 * The words of interfaces, in both languages: which kind of page a name asks for ("booking
 * page" → a form, "我的订单" → a list), which block a named section is ("plant health" → stats,
 * "运输轨迹" → a timeline, "医生列表" → people), what kind of input a field is, and an icon for a
 * word. Knowledge of how screens are built, not of any product domain.
 */
import type { BlockKind, FieldType, PageKind } from "./screen";
import { choicesFor, DELIVERY, isSold, LIVE_STATUS, liveByName, liveThingsFor } from "./things";
import { isPlayed } from "./practice";

const PAGE_KINDS: [PageKind, RegExp][] = [
  [
    "auth",
    // "退出登录" is signing out, a row of a profile or settings page, not a sign-in page.
    /\b(?:log ?in|sign[- ]?in|sign[- ]?up|register|registration|create (?:an )?account)\b|(?<!退出)登录|登陆|注册/i,
  ],
  ["onboarding", /\bonboard|\bwelcome (?:flow|screen)|first[- ]run|引导|新手/i],
  ["settings", /\bsettings?\b|\bpreferences\b|设置|偏好/i],
  ["help", /\bhelp\b|\bfaq\b|\bsupport\b|knowledge base|questions|帮助|常见问题|客服|知识库|问答/i],
  ["messages", /\bmessages?\b|\binbox\b|\bchats?\b|消息|聊天|私信/i],
  [
    "profile",
    /\bprofile\b|my account|\baccount\b|个人中心|个人主页|我的资料|我的$|我的页面?(?:$|[：:，,])|^我$/i,
  ],
  [
    "dashboard",
    /dashboard|(?:dispatch|operations|ops|status|control)\s+board|\badmin\b|analytics|console|back ?office|\boverview\b|\breports?\b|后台|看板|仪表盘|管理|统计|工作台/i,
  ],
  ["detail", /\bdetails?\b|product page|item page|详情|介绍页/i],
  [
    "form",
    /\bbook(?:ing)?\b|\breserv|\bapply\b|application|\bform\b|checkout|\bcheck out\b|\bplace order\b|submit|\bcreate\b|\bpost\b|\brequest\b|confirm|\bpay(?:ment)?s?\b|缴费|付款|支付|rent(?:al)? page|预约|预订|申请|表单|下单|结算|提交|发布|填写|确认|挂号|租借|报名|寄件|查询/i,
  ],
  [
    "list",
    /\blist\b|\bsearch\b|results|catalog|catalogue|browse|\bmy \w+s\b|\borders\b|\bbookings\b|\btickets\b|\bsaved\b|\bhistory\b|列表|搜索|目录|订单|我的|收藏|练习|记录/i,
  ],
  ["landing", /landing|home ?page|homepage|\bwebsite\b|\bsite\b|官网|首页|落地页|\bhome\b/i],
];

// Signing up for news, not for an account: an email and one button.
export const NEWSLETTER =
  /newsletter|mailing list|subscribe|subscription to (?:news|updates)|sign-?up for (?:news|updates)|waitlist|wait list|邮件订阅|订阅(?:资讯|通知|邮件|动态)|候补名单/i;

// The page itself named as a home page ("给面包店做个官网首页：今日新品、预订蛋糕…"): what it offers
// (a booking, a list) are its sections, not what kind of page it is.
const NAMED_LANDING = /landing page|home ?page|homepage|官网|首页|落地页/i;

export function pageKindOf(text: string, device: string): PageKind {
  // The page's own name before its list ("外卖App的我的页面：…、消息提醒" is a profile page, not messages).
  const head = /^([^:：]{2,80})[:：]/.exec(text)?.[1] ?? "";
  const first =
    PAGE_KINDS.find(([, re]) => re.test(head))?.[0] ?? PAGE_KINDS.find(([, re]) => re.test(text))?.[0];
  // "…landing page …, with a newsletter signup": a sign-up there is one of its sections.
  const hit =
    (first === "form" || first === "list" || first === "auth") && NAMED_LANDING.test(text)
      ? "landing"
      : first;
  if (hit === "landing" && device === "mobile" && !/landing|website|site|官网|落地页/i.test(text))
    return "home";
  return (
    hit ??
    (device === "mobile"
      ? "home"
      : /app|tool|system|platform|portal|管理|系统|平台|后台/i.test(text)
        ? "dashboard"
        : "landing")
  );
}

const BLOCKS: [BlockKind, RegExp][] = [
  // A rate is a figure ("今日签收率", "on-time rate"), whatever day it is for — not a day's tasks.
  ["stats", /(?:率|\brate|\bratio|\bpercentage)$/i],
  // Today's orders or parcels are records of the day, not a day's tasks at morning, noon and bedtime.
  [
    "table",
    /(?:今日|今天|当日|today'?s)\s*(?:订单|运单|包裹|快递|预约|工单|出库|入库|orders?|shipments?|parcels?|bookings?|deliveries|tickets?)/i,
  ],
  // A streak is how many days in a row — one figure, not rows of "Streak #5102".
  ["stats", /\bstreaks?\b|连续(?:打卡|天数|学习|登录)?$|连胜/i],
  // "报名表单", "registration form": a form to fill in, not a list of records named after it.
  [
    "form",
    /(?:^|\s)(?:sign-?up|registration|application|booking|contact|rsvp|enquiry|inquiry)\s+form$|表单$|(?:报名|申请|登记|预约)表$/i,
  ],
  // Goods of the day ("今日新品", "today's specials") are for sale, not a day's tasks; opening hours are where and when to come.
  ["cards", /新品|新款|上新|特价|热卖|爆款|招牌|new arrivals|today'?s specials|bestsellers?/i],
  ["location", /营业时间|opening hours|business hours|hours of operation/i],
  // "a chart of monthly revenue", 「每月收缴率图表」: a chart, whatever it charts.
  ["chart", /^(?:an?\s+)?(?:chart|graph|plot)\s+of\b|图表$/i],
  // "附近的自提点", "nearby garages": places to go to, listed with how far — never goods to add.
  [
    "items",
    /^(?!.*(?:\bmap\b|地图)).*(?:自提点|交换点|驿站|书角|(?:exchange|swap|pick-?up|drop-?off|collection)\s+(?:points?|spots?)|garages|car ?parks)/i,
  ],
  // "installs scheduled this week": the things scheduled, listed — not a time picker.
  ["items", /^(?:upcoming\s+)?[a-z-]+s\s+(?:scheduled|booked|planned|due)\b/i],
  // Where someone is right now is a trip as it happens, not a list of branches.
  ["timeline", /live location|real-?time location|实时位置/i],
  [
    "stats",
    /\beta\b|estimate|arrival|预计|weather|temperature|snow report|forecast|\buptime\b|天气|气温|雪况|预报|可用率/i,
  ],
  ["faq", /\bfaq\b|questions|常见问题|问答/i],
  ["quiz", /\bquiz\b|\bquestion\b|answer options?|题目|选项|试题/i],
  // A plan of one's own days (meals, workouts, study) is a schedule to tick off, not a price tier.
  [
    "tasks",
    /\b(?:meal|training|workout|study|diet|care|treatment|exercise)\s+plans?\b|饮食计划|训练计划|学习计划|康复计划/i,
  ],
  ["progress", /progress|completion|完成度|进度/i],
  // The member's own card is a figure (what it is, how long it has left), not plans to buy.
  ["stats", /我的会员卡|my membership|membership card/i],
  [
    "plans",
    /\bplans?\b|pricing|membership|\btiers?\b|packages?|subscription|套餐|会员计划|价格方案|订阅|会员卡/i,
  ],
  ["reviews", /review|rating|testimonial|评价|口碑|评论/i],
  ["gallery", /photo|image|gallery|picture|图片|相册|照片/i],
  ["timeline", /track|tracking|\bstatus\b|timeline|route|journey|轨迹|物流|行程|动态/i],
  ["slots", /\btime\b|\bslots?\b|\bdates?\b|schedule|calendar|availability|时段|时间|日期|日程|档期|排期/i],
  [
    "people",
    /doctor|therapist|coach|trainer|teacher|driver|nurse|stylist|instructor|tutor|agent|host|caregiver|speaker|\bvets?\b|sitters?\b|walkers?\b|groomers?\b|nann(?:y|ies)|babysitters?|医生|教练|老师|司机|护士|师傅|阿姨|顾问|陪诊员|讲师|团长|寄养家庭|保姆|月嫂|家政员|遛狗师|美容师/i,
  ],
  ["location", /address|location|\bmap\b|store|branch|\bvenues?\b|门店|地址|地图|位置|营地|停车点|站点/i],
  [
    "summary",
    /summary|\btotal\b|\bcart\b|\bfees?\b|\bprice\b|\bcost\b|\bbill\b|价格|费用|金额|订单摘要|账单|租金/i,
  ],
  ["rules", /\brules?\b|policy|terms|notice|instructions?|guide|说明|规则|须知|条款|指南/i],
  ["search", /\bsearch\b|\bfind\b|lookup|搜索|查找/i],
  // "Today's practice", "daily exercises": a day's list like 今日练习 (today's session is one to play).
  [
    "tasks",
    /\btasks?\b|to-?do|checklist|打卡|任务|待办|用药|今日|\b(?:today'?s|daily)\s+(?:practices?|exercises?)\b/i,
  ],
  ["badges", /badge|achievement|award|勋章|成就|奖章/i],
  ["messages", /message|chat|notification|inbox|消息|通知|提醒/i],
  ["chart", /trend|chart|graph|over time|history|趋势|图表|走势|曲线/i],
  [
    "stats",
    /\brates?\b|\bcount\b|\btotals?\b|number of|distance|revenue|\bkpis?\b|statistic|\bweekly\b|\bmonthly\b|\bactive\b|\blevels?\b|percent|health|output|income|earnings|balance|完成率|数量|统计|收入|指标|数据|余额|健康|总览|次数/i,
  ],
  ["table", /\btable\b|\brecords\b|ledger|\blogs?\b|明细|记录|表格|列表/i],
  ["features", /features|benefits|why us|功能|优势|亮点/i],
];

// Never for sale, whatever the page sells.
const NOT_FOR_SALE =
  /\b(?:pets?|status|wait|queue|history|records?|reviews?|staff|team|members?|friends?|notifications?)\b|宠物|状态|排队|记录|评价|成员|通知/i;

// What is filled in or looked at about one thing ("宠物信息", "pet health"), not a pick between several.
const ABOUT_ONE =
  /信息|资料|档案|健康|\binfo\b|\bdetails?\b|\bprofile\b|\bhealth\b|\bhistory\b|\brecords?\b/i;

/**
 * The block a named section is, by what its name means: a pick between the user's own things
 * ("pet", "支付方式"), things with a live state or a queue ("lift status", "wait times"), the
 * kinds of block a word names ("轨迹" → a timeline); else goods when it names something sold,
 * and a neutral list of named items when it does not.
 */
export function blockKindOf(name: string, context = ""): BlockKind {
  if (!ABOUT_ONE.test(name) && !LIVE_STATUS.test(name) && choicesFor(name, "en", context)) return "choice";
  const live = LIVE_STATUS.test(name) && (liveThingsFor([name]) || /wait|queue|排队|等候|等待/i.test(name));
  if (!DELIVERY.test(name) && !ABOUT_ONE.test(name) && (live || (liveByName(name) && !isSold(name))))
    return "status";
  // A meditation app's courses are played, not sold.
  if (isPlayed(name, context) && !BLOCKS.some(([, re]) => re.test(name))) return "items";
  // Goods when the name, or the page's subject ("hotel booking" → a room), is something sold.
  return (
    BLOCKS.find(([, re]) => re.test(name))?.[0] ??
    (isSold(name) || (isSold(context) && !NOT_FOR_SALE.test(name)) ? "cards" : "items")
  );
}

const FIELD_TYPES: [FieldType, RegExp][] = [
  ["email", /e-?mail|邮箱/i],
  ["tel", /phone|mobile|手机|电话/i],
  ["password", /password|\bpin\b|passcode|密码/i],
  ["date", /\bdate\b|birthday|\bday\b|日期|生日/i],
  ["time", /\btime\b|时间|时段/i],
  [
    "number",
    /\bnumber of\b|count|quantity|guests?|people|party size|amount|\bage\b|人数|数量|金额|年龄|份数/i,
  ],
  ["file", /upload|resume|\bcv\b|photo|file|attachment|license scan|上传|照片|附件|简历/i],
  ["textarea", /note|comment|message|description|reason|details|备注|说明|描述|原因|留言/i],
  [
    "select",
    /\btype\b|category|shifts?|department|preference|option|size|plan|service|科室|类型|类别|种类|服务|营地|套餐|规格/i,
  ],
];

export function fieldTypeOf(label: string): FieldType {
  return FIELD_TYPES.find(([, re]) => re.test(label))?.[0] ?? "text";
}

const ICONS: [string, RegExp][] = [
  ["activity", /ride|trip|route|run|workout|active|骑行|行程|运动|跑/i],
  ["info", /broken|fault|error|issue|incident|warning|故障|异常|报修/i],
  ["map-pin", /station|stop|dock|门店|站点|停车/i],
  ["calendar", /book|schedul|slot|date|calendar|appointment|预约|日程|时段|日期|排班/i],
  ["clock", /time|hour|minute|时间|时长|分钟/i],
  ["truck", /deliver|ship|track|logistic|courier|配送|物流|快递|运单|轨迹/i],
  ["dollar", /price|pay|fee|cost|revenue|income|money|bill|价格|支付|费用|收入|金额|租金|押金/i],
  ["wallet", /wallet|balance|deposit|钱包|余额/i],
  ["chart", /stat|rate|analytic|report|trend|chart|统计|率|报表|趋势|数据/i],
  ["users", /team|members|staff|volunteers|attendees|people|成员|团队|人员|学员/i],
  ["user", /profile|account|user|customer|driver|doctor|coach|therapist|个人|用户|医生|教练|司机/i],
  ["heart", /health|care|pet|heart|favorite|like|健康|宠物|关爱|收藏/i],
  ["star", /review|rating|badge|star|评价|评分|勋章/i],
  ["map-pin", /address|location|map|store|station|venue|地址|位置|门店|站点|营地/i],
  ["bell", /remind|alert|notif|通知|提醒/i],
  ["message", /message|chat|comment|support|help|消息|聊天|客服/i],
  ["book", /article|guide|course|lesson|learn|book|文章|课程|学习|指南|题/i],
  ["shield", /secur|privacy|rule|policy|安全|隐私|规则/i],
  ["check", /task|todo|check|done|打卡|任务|完成/i],
  ["package", /order|package|parcel|item|product|订单|包裹|商品/i],
  ["settings", /setting|preference|设置/i],
  ["search", /search|find|搜索|查找|查询/i],
  ["home", /home|首页/i],
  ["file", /document|file|form|application|resume|文件|表单|申请/i],
];

export function iconOf(text: string): string {
  return ICONS.find(([, re]) => re.test(text))?.[0] ?? "sparkles";
}

/**
 * What a product feature is made of, by the mechanism it uses — a reminder, a booking, a
 * payment, an approval, tracking, a catalogue, a report, an upload, points, messages, ratings,
 * assignment, accounts, pickup, estimates, rules, stock, settings. This is knowledge of how
 * products work, not of any product domain: a "shift reminder" and a "renewal alert" are both
 * reminders. Each mechanism gives testable criteria, an edge case, a metric and a risk worded
 * around the feature's own name and the numbers the request gave it.
 */
import type { BriefLanguage } from "../brief";
import { EN_JOB_VERB } from "../brief/words-en";

export type MechanicContext = { name: string; users: string; product: string; detail?: string };

type Text = {
  verb: string;
  benefit: string;
  criteria: (c: MechanicContext) => string[];
  edge: (c: MechanicContext) => string;
  metric: [string, string];
  risk: [string, string];
};

export type Mechanic = { id: string; match: RegExp; en: Text; zh: Text };

const at = (c: MechanicContext, en = true) => (c.detail ? (en ? ` (${c.detail})` : `（${c.detail}）`) : "");

export const MECHANICS: Mechanic[] = [
  {
    id: "reminder",
    match: /remind|alert|notif|nudge|warning|提醒|通知|预警|告警/i,
    en: {
      verb: "get",
      benefit: "nothing slips through",
      criteria: (c) => [
        `${c.name}: sent${at(c)} by push and email, with a link to the item`,
        `${c.name}: each user can change the timing or turn them off`,
        `${c.name}: never sent twice for the same item`,
      ],
      edge: (c) => `${c.name} with push turned off: still shown in the in-app inbox`,
      metric: ["Items handled on time after a reminder", "≥ 85 %"],
      risk: ["Too many reminders get muted", "One daily digest by default; users choose the rest"],
    },
    zh: {
      verb: "收到",
      benefit: "不会错过任何事项",
      criteria: (c) => [
        `「${c.name}」按时发送${at(c, false)}，通过推送和短信，点击直达对应事项`,
        `用户可以调整「${c.name}」的时间或关闭`,
        `同一事项不会重复触发「${c.name}」`,
      ],
      edge: (c) => `用户关闭通知时，「${c.name}」仍出现在应用内消息中心`,
      metric: ["收到提醒后按时处理的比例", "≥ 85%"],
      risk: ["提醒太多被用户屏蔽", "默认每天汇总一次，其余由用户选择"],
    },
  },
  {
    id: "booking",
    match:
      /\bbook(?!s\b|keep|\s+(?:club|store|shop|list|fair)s?\b)|reserv|schedul|slot|appointment|shift|roster|calendar|sign-?up tool|window|预约|预订|排班|约车|时段|选座|排期|课表/i,
    en: {
      verb: "use",
      benefit: "I get a time that suits me without phoning anyone",
      criteria: (c) => [
        `${c.name}: only free times are offered${at(c)}, updated in real time`,
        `${c.name}: a slot cannot be booked twice; the second person sees it as taken`,
        `${c.name}: a confirmation with the date, time and place arrives at once`,
      ],
      edge: () =>
        "Two people picking the last slot at the same moment: one gets it, the other is offered the next free slot",
      metric: ["Bookings made without contacting staff", "≥ 90 %"],
      risk: ["No-shows waste slots", "Reminder 24 h before and an easy cancel link"],
    },
    zh: {
      verb: "使用",
      benefit: "不用打电话就能约到合适的时间",
      criteria: (c) => [
        `「${c.name}」只展示可选的空闲时段${at(c, false)}，实时更新`,
        "同一时段不能被重复预约，后来者看到已约满",
        "预约成功后立即收到含日期、时间、地点的确认",
      ],
      edge: () => "两人同时抢最后一个时段：一人成功，另一人被推荐最近的空闲时段",
      metric: ["无需人工协助完成的预约比例", "≥ 90%"],
      risk: ["爽约浪费时段", "提前 24 小时提醒，并提供一键取消"],
    },
  },
  {
    id: "checkin",
    match: /check-?in|attendance|scan|qr|签到|打卡|核销|扫码|暂离/i,
    en: {
      verb: "use",
      benefit: "attendance is recorded without paperwork",
      criteria: (c) => [
        `${c.name}: done by scanning a code or one tap, in under 3 seconds`,
        `${c.name}: who, when and where are recorded`,
        `${c.name}: staff see a live list of who has done it`,
      ],
      edge: (c) => `${c.name} outside the allowed time window: refused, with the window shown`,
      metric: ["Check-ins done without staff help", "≥ 95 %"],
      risk: ["Codes shared to fake attendance", "Codes expire after 60 s and are tied to the account"],
    },
    zh: {
      verb: "使用",
      benefit: "不用纸笔就能完成登记",
      criteria: (c) => [
        `「${c.name}」扫码或一键完成，3 秒内有结果`,
        `「${c.name}」记录人员、时间和地点`,
        "管理员可以实时查看完成情况",
      ],
      edge: (c) => `不在允许的时间范围内进行「${c.name}」时被拒绝，并提示可用时间`,
      metric: ["无需人工协助完成的比例", "≥ 95%"],
      risk: ["分享二维码代签", "二维码 60 秒失效并与账号绑定"],
    },
  },
  {
    id: "tracking",
    match:
      /track|status|progress|trace|timeline|history|log\b|queen status|跟踪|追踪|进度|状态|溯源|轨迹|物流|记录/i,
    en: {
      verb: "see",
      benefit: "I always know where things stand",
      criteria: (c) => [
        `${c.name}: the current status and each earlier step are shown with their times`,
        `${c.name}: status changes appear within 1 minute`,
        `${c.name}: users are told when a change needs them`,
      ],
      edge: (c) => `${c.name} for an item with no updates yet: shows what happens next and when`,
      metric: ['"Where is my…" support questions', "-50 %"],
      risk: ["Statuses out of date", "Updates pushed by the system, not typed by hand"],
    },
    zh: {
      verb: "查看",
      benefit: "随时知道进展",
      criteria: (c) => [
        `「${c.name}」展示当前状态和每个历史节点的时间`,
        "状态变更 1 分钟内同步",
        `「${c.name}」变为需要用户处理的状态时主动通知`,
      ],
      edge: (c) => `「${c.name}」暂无更新时，展示下一步和预计时间`,
      metric: ["询问进度的客服咨询量", "-50%"],
      risk: ["状态更新不及时", "由系统自动回传，不靠人工录入"],
    },
  },
  {
    id: "payment",
    match:
      /\bpay|payment|fee|charge|refund|payout|checkout|invoice|billing|wallet|top-?up|split|cost|rent\b|deposit|支付|付款|打款|退款|费用|缴费|储值|充值|结算|收款|账单|押金|计费/i,
    en: {
      verb: "handle",
      benefit: "the money side is settled without back-and-forth",
      criteria: (c) => [
        `${c.name}: the amount and what it covers are shown before confirming`,
        `${c.name}: card and wallet payments; a receipt is sent at once`,
        `${c.name}: every transaction is recorded as pending, paid, failed or refunded`,
      ],
      edge: (c) => `A failed payment in ${c.name}: the order stays open and a retry never charges twice`,
      metric: ["Payment success rate", "≥ 98 %"],
      risk: ["Disputes over amounts", "Itemised receipts and a clear refund policy shown before paying"],
    },
    zh: {
      verb: "完成",
      benefit: "钱的事一次说清，不用来回沟通",
      criteria: (c) => [
        `「${c.name}」确认前展示金额和明细`,
        `「${c.name}」支持微信、支付宝和银行卡，完成后立即发送凭证`,
        "每笔交易都有状态记录：待支付、已支付、失败、已退款",
      ],
      edge: (c) => `「${c.name}」支付失败时订单保留，可重试且不会重复扣款`,
      metric: ["支付成功率", "≥ 98%"],
      risk: ["对金额有争议", "支付前展示明细与退款规则"],
    },
  },
  {
    id: "approval",
    match:
      /approv|review|audit|sign[- ]?off|verif|moderat|inspect|grading|审批|审核|复核|质检|核验|认证|检测|验收/i,
    en: {
      verb: "complete",
      benefit: "decisions are quick and on record",
      criteria: (c) => [
        `${c.name}: routed to the right person automatically${at(c)}`,
        `${c.name}: approved or rejected with a reason; the requester is told at once`,
        `${c.name}: every decision is kept with who, when and why`,
      ],
      edge: (c) => `${c.name} not handled in time: escalated to the reviewer's backup`,
      metric: ["Median time to a decision", "≤ 1 working day"],
      risk: ["Reviews become a bottleneck", "Backups, reminders and a visible queue"],
    },
    zh: {
      verb: "完成",
      benefit: "决定快速做出并留有记录",
      criteria: (c) => [
        `「${c.name}」自动流转到对应负责人${at(c, false)}`,
        "负责人通过或驳回时须填写原因，申请人即时收到结果",
        "每次处理都记录处理人、时间和原因",
      ],
      edge: (c) => `「${c.name}」超时未处理时自动提醒并转交备用负责人`,
      metric: ["平均处理时长", "≤ 1 个工作日"],
      risk: ["审核成为瓶颈", "设置备用负责人、超时提醒和待办队列"],
    },
  },
  {
    id: "catalog",
    match:
      /catalog|catalogue|list|search|browse|filter|directory|library|menu|目录|列表|搜索|筛选|查询|清单|选品/i,
    en: {
      verb: "browse",
      benefit: "I find what I need in seconds",
      criteria: (c) => [
        `${c.name}: searchable and filterable, results in under 1 s`,
        `${c.name}: each entry shows its key details and availability`,
        `${c.name}: an empty search suggests how to broaden it`,
      ],
      edge: (c) => `${c.name} with hundreds of entries: loads page by page without freezing`,
      metric: ["Searches that end in a selection", "≥ 60 %"],
      risk: ["Out-of-date entries", "Owners confirm entries monthly; stale ones are flagged"],
    },
    zh: {
      verb: "浏览",
      benefit: "几秒内找到需要的内容",
      criteria: (c) => [
        `「${c.name}」支持搜索和筛选，1 秒内出结果`,
        "每一项展示关键信息和可用状态",
        "没有结果时提示如何放宽条件",
      ],
      edge: (c) => `「${c.name}」有上百条时分页加载，不卡顿`,
      metric: ["搜索后完成选择的比例", "≥ 60%"],
      risk: ["信息过期", "每月由负责人确认，过期条目标记提示"],
    },
  },
  {
    id: "report",
    match:
      /report|dashboard|analytic|statistic|insight|summary|export|view\b|overview|报表|统计|分析|看板|报告|导出|视图/i,
    en: {
      verb: "see",
      benefit: "I decide from real numbers",
      criteria: (c) => [
        `${c.name}: figures for a chosen date range, refreshed daily`,
        `${c.name}: exportable to CSV and Excel`,
        `${c.name}: each figure explains how it is calculated`,
      ],
      edge: (c) => `${c.name} for a range with no data: zeros and a note, not an error`,
      metric: ["Weekly active viewers of the report", "≥ 70 % of managers"],
      risk: ["Numbers nobody trusts", "Definitions next to every figure; reconciled with finance monthly"],
    },
    zh: {
      verb: "查看",
      benefit: "用真实数据做决定",
      criteria: (c) => [
        `「${c.name}」可按时间范围查看，每日更新`,
        `「${c.name}」可导出 CSV 和 Excel`,
        "每个指标都说明计算口径",
      ],
      edge: (c) => `「${c.name}」所选时间段无数据时显示 0 和说明，不报错`,
      metric: ["每周查看报表的管理者比例", "≥ 70%"],
      risk: ["数据不被信任", "每个指标标注口径，每月与财务对账"],
    },
  },
  {
    id: "upload",
    match:
      /upload|photo|image|picture|scan|document|attachment|proof|notes?\b|上传|照片|图片|拍照|附件|证明|凭证|证件/i,
    en: {
      verb: "add",
      benefit: "the evidence stays with the record",
      criteria: (c) => [
        `${c.name}: JPG, PNG and PDF up to 10 MB each`,
        `${c.name}: taken with the camera or picked from files`,
        `${c.name}: a preview is shown and files can be replaced before submitting`,
      ],
      edge: (c) =>
        `${c.name} larger than the limit or of another type: refused, with the allowed formats shown`,
      metric: ["Submissions complete on first try", "≥ 90 %"],
      risk: [
        "Personal data in files",
        "Files encrypted, visible only to the people handling the case, deleted on schedule",
      ],
    },
    zh: {
      verb: "上传",
      benefit: "凭证随记录保存",
      criteria: (c) => [
        `「${c.name}」支持 JPG、PNG、PDF，单个不超过 10MB`,
        `「${c.name}」可拍照或从相册选择`,
        "上传后可预览，提交前可替换",
      ],
      edge: (c) => `「${c.name}」超过大小或格式不支持时拒绝，并提示允许的格式`,
      metric: ["一次提交成功的比例", "≥ 90%"],
      risk: ["文件含个人信息", "加密存储，仅经办人可见，到期删除"],
    },
  },
  {
    id: "points",
    match:
      /point|reward|loyalty|coupon|badge|member|stored value|voucher|积分|优惠券|会员|奖励|勋章|兑换|储值|代金券/i,
    en: {
      verb: "use",
      benefit: "coming back pays off",
      criteria: (c) => [
        `${c.name}: balance and history visible at any time`,
        `${c.name}: earned and spent in real time, each change recorded`,
        `${c.name}: expiry shown 30 days ahead`,
      ],
      edge: (c) => `${c.name} beyond the balance: refused, with the balance shown`,
      metric: ["Members who return within 30 days", "≥ 40 %"],
      risk: ["Balance errors erode trust", "An append-only ledger; balance always derived from it"],
    },
    zh: {
      verb: "使用",
      benefit: "常来更划算",
      criteria: (c) => [
        `「${c.name}」余额和明细随时可查`,
        `「${c.name}」实时到账和扣减，每次变动都有记录`,
        "到期前 30 天提示",
      ],
      edge: (c) => `使用「${c.name}」超过余额时拒绝，并显示当前余额`,
      metric: ["30 天内回访的会员比例", "≥ 40%"],
      risk: ["余额出错影响信任", "只追加的流水账，余额由流水计算"],
    },
  },
  {
    id: "rating",
    match: /rating|\brate\b|score|stars|credit|评分|评价|打分|信用|口碑/i,
    en: {
      verb: "give and see",
      benefit: "quality is visible to everyone",
      criteria: (c) => [
        `${c.name}: once per completed job, 1–5 stars with an optional comment`,
        `${c.name}: the average and the number of ratings are shown`,
        `${c.name}: abusive comments can be reported and are hidden pending review`,
      ],
      edge: (c) => `${c.name} for a job that was not completed: not allowed`,
      metric: ["Completed jobs that get a rating", "≥ 50 %"],
      risk: ["Fake or revenge ratings", "Only after a completed job; outliers reviewed"],
    },
    zh: {
      verb: "查看和给出",
      benefit: "服务质量公开透明",
      criteria: (c) => [
        `每个已完成的事项可以给一次「${c.name}」，1–5 星并可附文字`,
        `「${c.name}」显示平均分和评价人数`,
        "恶意内容可举报，审核期间隐藏",
      ],
      edge: (c) => `未完成的事项不能进行「${c.name}」`,
      metric: ["完成后留下评价的比例", "≥ 50%"],
      risk: ["刷分或报复性差评", "只允许完成后评价，异常评价人工复核"],
    },
  },
  {
    id: "messaging",
    match: /messag|chat|comment|feedback|inbox|contact|\bemail\b|\btext (?=\w+s\b)|消息|留言|聊天|沟通|反馈/i,
    en: {
      verb: "send and read",
      benefit: "conversations stay with the record",
      criteria: (c) => [
        `${c.name}: delivered within 5 s, with sent and read states`,
        `${c.name}: kept with the item they are about`,
        `${c.name}: the recipient is notified once, not for every line`,
      ],
      edge: (c) => `${c.name} sent offline: queued and sent when the connection returns`,
      metric: ["Median first reply time", "≤ 2 h"],
      risk: [
        "Contact details shared to go around the product",
        "Numbers masked; conversations stay in the app",
      ],
    },
    zh: {
      verb: "收发",
      benefit: "沟通记录和事项放在一起",
      criteria: (c) => [
        `「${c.name}」5 秒内送达，显示已发送和已读`,
        `「${c.name}」保存在对应事项下`,
        "新消息只提醒一次，不逐条打扰",
      ],
      edge: (c) => `离线时发送的「${c.name}」在恢复网络后自动补发`,
      metric: ["首次回复时长中位数", "≤ 2 小时"],
      risk: ["私下交换联系方式绕开平台", "号码脱敏，沟通留在应用内"],
    },
  },
  {
    id: "assignment",
    match: /assign|dispatch|claim|allocat|route|coordinator|派单|分配|指派|认领|抢单|调度/i,
    en: {
      verb: "manage",
      benefit: "every job has an owner",
      criteria: (c) => [
        `${c.name}: each open job shows who owns it`,
        `${c.name}: a job can be reassigned and both people are notified`,
        `${c.name}: unowned jobs are highlighted after 30 minutes`,
      ],
      edge: (c) => `${c.name} by two people at once: the first keeps the job, the second is told`,
      metric: ["Jobs with an owner within 30 min", "≥ 95 %"],
      risk: ["Work piles on a few people", "Workload shown next to each name"],
    },
    zh: {
      verb: "管理",
      benefit: "每件事都有人负责",
      criteria: (c) => [
        `「${c.name}」显示每个待办事项的负责人`,
        "可以改派，原负责人和新负责人都会收到通知",
        "30 分钟无人负责的事项高亮提示",
      ],
      edge: () => `两人同时认领同一事项：先到者获得，后到者收到提示`,
      metric: ["30 分钟内有人负责的比例", "≥ 95%"],
      risk: ["工作集中在少数人身上", "在人员旁显示当前工作量"],
    },
  },
  {
    id: "account",
    match:
      /sign[- ]?up|log ?in|sign[- ]?in|account|profile|password|registration|identity|注册|登录|账号|实名|个人资料/i,
    en: {
      verb: "manage",
      benefit: "my data is safe and mine",
      criteria: (c) => [
        `${c.name}: email or phone with a one-time code`,
        `${c.name}: passwords are never shown or emailed; sessions can be signed out everywhere`,
        `${c.name}: users can export and delete their data`,
      ],
      edge: () => "Five wrong codes in a row lock sign-in for 15 minutes",
      metric: ["Sign-up completion", "≥ 70 %"],
      risk: ["Account takeover", "One-time codes, rate limits and new-device alerts"],
    },
    zh: {
      verb: "管理",
      benefit: "数据安全且属于自己",
      criteria: (c) => [
        `「${c.name}」支持手机号或邮箱加验证码`,
        "密码不会明文显示或发送；可在所有设备退出登录",
        "用户可以导出和删除自己的数据",
      ],
      edge: () => "连续 5 次验证码错误，锁定 15 分钟",
      metric: ["注册完成率", "≥ 70%"],
      risk: ["账号被盗", "验证码、频率限制和新设备提醒"],
    },
  },
  {
    id: "pickup",
    match: /pick-?up|deliver|shipping|collect|courier|on-site|上门|取件|配送|自提|寄回|收货|送达/i,
    en: {
      verb: "arrange",
      benefit: "I don't have to go anywhere",
      criteria: (c) => [
        `${c.name}: time windows for the next 7 days`,
        `${c.name}: the arrival time is shared 30 minutes ahead and can be followed live`,
        `${c.name}: proof of handover (photo or code) is kept with the order`,
      ],
      edge: (c) =>
        `${c.name} to an address outside the service area: refused before payment, with the nearest alternative`,
      metric: ["Handovers on the first attempt", "≥ 95 %"],
      risk: ["Missed handovers", "Arrival alerts and easy rescheduling"],
    },
    zh: {
      verb: "预约",
      benefit: "不用自己跑一趟",
      criteria: (c) => [
        `「${c.name}」可选未来 7 天的时间段`,
        "提前 30 分钟告知上门时间并可查看位置",
        "交接凭证（照片或取件码）随订单保存",
      ],
      edge: (c) => `「${c.name}」地址不在服务范围时，在支付前提示并给出替代方式`,
      metric: ["一次上门成功率", "≥ 95%"],
      risk: ["上门扑空", "到达前提醒，方便改约"],
    },
  },
  {
    id: "estimate",
    match: /estimat|quote|pricing|valuation|price|估价|报价|定价|价格|询价/i,
    en: {
      verb: "get",
      benefit: "I know the price before I commit",
      criteria: (c) => [
        `${c.name}: shown within 10 s from a few questions`,
        `${c.name}: says what the final price depends on`,
        `${c.name}: kept for 7 days`,
      ],
      edge: (c) =>
        `${c.name} more than 10 % above the final price: the customer must agree before continuing`,
      metric: ["Quotes that turn into orders", "≥ 30 %"],
      risk: ["Final price differs from the quote", "Clear grading rules shown with the quote"],
    },
    zh: {
      verb: "获取",
      benefit: "下单前就知道价格",
      criteria: (c) => [
        `回答几个问题后 10 秒内给出「${c.name}」`,
        `「${c.name}」说明最终价格取决于哪些因素`,
        "报价保留 7 天",
      ],
      edge: (c) => `最终价格低于「${c.name}」超过 10% 时，须用户确认后才能继续`,
      metric: ["报价转化为订单的比例", "≥ 30%"],
      risk: ["最终价与报价不一致", "报价时展示清晰的定级标准"],
    },
  },
  {
    id: "rules",
    match:
      /cancel|rule|policy|limit|quota|window|deadline|sla|expir|取消|规则|限制|上限|时限|期限|逾期|超时/i,
    en: {
      verb: "follow",
      benefit: "everyone knows the rules up front",
      criteria: (c) => [
        `${c.name}${at(c)}: shown before the user commits`,
        `${c.name}: applied automatically; exceptions need an admin`,
        `${c.name}: whenever it applies, the user is told why`,
      ],
      edge: (c) => `${c.name}, an action just outside the limit: refused, with the exact limit shown`,
      metric: ["Disputes about the rule", "-50 %"],
      risk: ["Rules feel unfair", "Shown up front, applied the same way to everyone"],
    },
    zh: {
      verb: "遵守",
      benefit: "规则提前说清楚",
      criteria: (c) => [
        `「${c.name}」${at(c, false)}在用户确认前明确展示`,
        `「${c.name}」由系统自动执行，例外需管理员处理`,
        "每次触发规则都告诉用户原因",
      ],
      edge: (c) => `刚好超出「${c.name}」的操作被拒绝，并提示具体限制`,
      metric: ["因规则产生的争议", "-50%"],
      risk: ["规则让人觉得不公平", "提前展示，对所有人一致执行"],
    },
  },
  {
    id: "stock",
    match: /stock|inventory|availability|capacity|库存|缺货|余量|名额/i,
    en: {
      verb: "see",
      benefit: "I know what is available",
      criteria: (c) => [
        `${c.name}: updated within 1 minute of every change`,
        `${c.name}: flagged below its threshold`,
        `${c.name}: every change logged with who and why`,
      ],
      edge: (c) => `${c.name} at zero: new requests blocked, a waitlist offered`,
      metric: ["Requests refused for lack of stock", "-30 %"],
      risk: ["Numbers differ from reality", "Regular counts with reasons for every difference"],
    },
    zh: {
      verb: "查看",
      benefit: "清楚还有多少",
      criteria: (c) => [
        `「${c.name}」每次变动 1 分钟内更新`,
        `「${c.name}」低于阈值时预警`,
        "每次变动记录操作人和原因",
      ],
      edge: (c) => `「${c.name}」为 0 时不能继续申请，可加入候补`,
      metric: ["因库存不足被拒的请求", "-30%"],
      risk: ["系统数与实际不符", "定期盘点并记录差异原因"],
    },
  },
  {
    id: "settings",
    match: /mode|setting|automat|auto|preference|schedules?\b|template|自动|模式|设置|偏好|模板/i,
    en: {
      verb: "use",
      benefit: "it works the way I do",
      criteria: (c) => [
        `${c.name}: turned on or changed in two taps`,
        `${c.name}: takes effect at once and shows on the home screen`,
        `${c.name}: changes can be undone`,
      ],
      edge: (c) => `${c.name} with two conflicting settings: flagged, and the user asked which wins`,
      metric: ["Users who change a default", "≥ 30 %"],
      risk: ["Too many options confuse people", "Sensible defaults; advanced options tucked away"],
    },
    zh: {
      verb: "使用",
      benefit: "按自己的习惯来",
      criteria: (c) => [
        `「${c.name}」两步内即可开启或修改`,
        `「${c.name}」立即生效并在首页显示`,
        "修改可以撤销",
      ],
      edge: (c) => `「${c.name}」出现冲突设置时提示，并询问以哪个为准`,
      metric: ["修改过默认设置的用户比例", "≥ 30%"],
      risk: ["选项太多让人困惑", "提供合理默认值，高级选项收起"],
    },
  },
];

const GENERIC: Record<BriefLanguage, Text> = {
  en: {
    verb: "use",
    benefit: "the product covers what I do most",
    criteria: (c) => [
      `${c.name}: reachable from the main screen in one tap`,
      `${c.name}: changes are saved at once and survive a reload`,
      `${c.name}: errors say what went wrong and how to fix it`,
    ],
    edge: (c) => `${c.name} with a required field missing: the field is named and nothing is saved`,
    metric: ["Weekly active users of the feature", "≥ 40 %"],
    risk: ["Low adoption", "Pilot with a small group and fix what they trip over"],
  },
  zh: {
    verb: "使用",
    benefit: "最常做的事在这里都能完成",
    criteria: (c) => [
      `从首页一步即可进入「${c.name}」`,
      `「${c.name}」的修改立即保存，刷新后不丢失`,
      `「${c.name}」出错时说明原因和解决办法`,
    ],
    edge: (c) => `使用「${c.name}」时缺少必填信息，提示具体缺少哪一项，不保存`,
    metric: ["每周使用该功能的用户比例", "≥ 40%"],
    risk: ["使用率低", "先小范围试点，解决用户卡住的地方"],
  },
};

export function mechanicOf(name: string): Mechanic | undefined {
  // "track overdue books", "export hive inspections": the verb a feature starts with says how it
  // works, before any noun it acts on ("books" is not booking).
  // "Appointment reminders", "live order tracking": a noun phrase works the way its last word says.
  const words = name.split(/\s+/);
  const key =
    words.length < 2 || !/^[a-z-]+$/i.test(words[0])
      ? null
      : EN_JOB_VERB.test(name)
        ? words[0]
        : words[words.length - 1];
  const byKey = key ? MECHANICS.find((m) => m.match.test(key)) : undefined;
  return byKey ?? MECHANICS.find((m) => m.match.test(name));
}

export function mechanicText(name: string, lang: BriefLanguage): Text & { id: string } {
  const m = mechanicOf(name);
  return m ? { ...m[lang], id: m.id } : { ...GENERIC[lang], id: "generic" };
}

/**
 * How product people usually work through recurring questions (pricing, prioritising,
 * retention…), so "How should I price …?" gets a concrete answer offline.
 * `{subject}` stands for what the question is about.
 */
import type { OfflineLocale } from "../types";

export type PlaybookText = { intro: string; steps: string[]; rule: string };

/** `specific`: about a field, not a task — it wins over a task the question also names ("launching a payments feature in Europe"). */
type Playbook = { match: RegExp; en: PlaybookText; zh: PlaybookText; specific?: boolean };

/** Fields a question can be about whatever the task: what is known of them offline, said as steps. */
const FIELD_PLAYBOOKS: Playbook[] = [
  {
    specific: true,
    match:
      /(?:payment|checkout|wallet|card|支付|收款|收单)[^.?!。？！]{0,60}(?:europe|\beu\b|\beea\b|欧洲|欧盟)|(?:europe|\beu\b|\beea\b|欧洲|欧盟)[^.?!。？！]{0,60}(?:payment|checkout|wallet|支付|收款|收单)/i,
    en: {
      intro:
        "Payments in Europe are shaped by regulation and by local habits more than by the screens: settle these before launch.",
      steps: [
        "Strong Customer Authentication (PSD2): card payments by customers in the EEA need a second factor, usually through 3-D Secure 2 — design the challenge step, and ask your provider which exemptions apply (low value, recurring, trusted merchant).",
        "Offer the methods people use in each country, not only cards: SEPA Direct Debit and transfers across the euro area, iDEAL in the Netherlands, Bancontact in Belgium, BLIK in Poland, wallets and buy-now-pay-later where they are common.",
        "Decide who holds the licence: a licensed payment provider (Stripe, Adyen, Mollie…) carries it for you; holding or moving customers' money yourself usually needs your own licence.",
        "Data and tax: card data stays with the provider (PCI DSS), personal data follows the GDPR, and VAT on digital services is charged at the customer's country rate (the EU One-Stop Shop simplifies filing).",
        "Prices and after-sale: show consumers prices with VAT included, in their currency where you can, and plan refunds, chargebacks and the 14-day right of withdrawal for online sales.",
      ],
      rule: "Check each point with your payment provider and a lawyer in your first market: the rules differ by country and change.",
    },
    zh: {
      intro: "在欧洲做支付，决定成败的是监管和当地习惯，而不是界面：上线前先把这几件事定下来。",
      steps: [
        "强客户认证（PSD2 SCA）：欧洲经济区用户的银行卡支付需要第二重验证，通常通过 3-D Secure 2 完成——要设计好验证环节，并向支付服务商确认哪些情况可以豁免（小额、定期扣款、受信任商户）。",
        "提供各国用户常用的支付方式，而不只是银行卡：欧元区的 SEPA 直接借记和转账、荷兰的 iDEAL、比利时的 Bancontact、波兰的 BLIK，以及当地常用的电子钱包和先买后付。",
        "想清楚由谁持牌：接入持牌支付服务商（如 Stripe、Adyen、Mollie）由对方承担牌照；自己代收、沉淀或划转用户资金，通常需要自己的支付牌照。",
        "数据与税务：卡数据留在支付服务商（PCI DSS），个人数据遵守 GDPR；数字服务的增值税按用户所在国税率征收（可通过欧盟一站式申报 OSS 简化）。",
        "价格与售后：面向消费者展示含增值税的价格，尽量用当地货币；提前设计退款、拒付（chargeback）和线上购买 14 天无理由撤回的流程。",
      ],
      rule: "每一条都要和支付服务商以及首个目标市场的律师逐项确认：各国规则不同，而且会变。",
    },
  },
  {
    specific: true,
    match: /适老|老年|长辈|老人|older (?:users|adults|people|customers)|elderly|\bseniors?\b/i,
    en: {
      intro:
        "Older users need screens that are larger, simpler and more forgiving, with help within reach — design for that, and test it with them.",
      steps: [
        "Make it readable: large body text with a larger-text mode, strong contrast (at least 4.5:1, WCAG AA), and nothing said by colour alone.",
        "Make it easy to hit: touch targets of at least 44×44 pt with space between them, and no precise gestures (long press, swipes) for the main tasks.",
        "Shorten the main paths: one task per screen, plain words instead of jargon, and the fewest steps for the three to five things they do most.",
        "Forgive and reassure: confirm before anything that cannot be undone, make undo easy, warn about fraud in plain words, and do not time out in the middle of a task.",
        "Keep help within reach: voice input and read-aloud, one tap to call a person, and a way for a family member to help with consent — then watch older users do the main tasks.",
      ],
      rule: "If someone of seventy cannot finish the main task alone the first time, it is not done.",
    },
    zh: {
      intro:
        "老年用户需要更大、更简单、更能容错的界面，以及随时找得到的帮助——按这个设计，并请老年人亲自试用。",
      steps: [
        "看得清：正文字号放大并提供大字模式，文字与背景对比度足够（至少 4.5:1，WCAG AA），不只用颜色表达信息；国内应用可对照工信部发布的 App 适老化通用设计规范逐项自查。",
        "点得准：点击区域足够大、彼此留出间距，主要功能不依赖长按、滑动等精细手势。",
        "流程短：一屏只做一件事，用大白话代替术语，把最常用的三到五件事（如办事、缴费、预约、查询）的步骤减到最少；适老版不放广告弹窗和诱导按钮。",
        "能容错、让人安心：不可撤销的操作先确认，撤销要容易，用直白的话提示防诈骗，办事途中不要超时退出。",
        "帮助随手可得：支持语音输入和朗读，一键联系人工客服，允许家人经授权远程协助——最后请老年用户实际走一遍主要流程。",
      ],
      rule: "七十岁的用户第一次能独立办完最常办的事，才算改造完成。",
    },
  },
];

const PLAYBOOKS: Playbook[] = [
  {
    match: /pric|monetiz|charge|paywall|subscription|freemium|收费|定价|付费|变现|订阅|怎么赚钱|盈利/i,
    en: {
      intro: "Price from the value {subject} creates, not from your costs.",
      steps: [
        "Name the value metric: what grows as customers get more value (seats, bookings, projects)? Charge along it.",
        "Anchor on the alternative: what do they pay today in money and time (staff hours, another tool)?",
        "Offer two or three tiers: a starter tier that proves value, a main tier most should pick, and one for heavy use.",
        'Talk to five target customers: ask what they would expect to pay, and where it becomes "too expensive".',
        "Launch, then look at conversion and churn by tier after a month before changing anything.",
      ],
      rule: "If nobody complains about the price, it is probably too low.",
    },
    zh: {
      intro: "按{subject}创造的价值定价，而不是按你的成本。",
      steps: [
        "找到价值度量：客户获得的价值随什么增长（席位、预约数、项目数）？就按它收费。",
        "以替代方案为锚：他们现在为此花多少钱和时间（人工、其他工具）？",
        "设计两到三个档位：一个证明价值的入门档、一个多数人会选的主力档、一个给重度用户的高级档。",
        "和 5 位目标客户聊：他们预期付多少，到多少会觉得“太贵”。",
        "上线一个月后，按档位看转化和流失，再决定要不要调整。",
      ],
      rule: "如果从来没人嫌贵，价格多半定低了。",
    },
  },
  {
    match:
      /prioriti|roadmap|backlog|what to build first|which feature|work on next|build next|what next|排优先级|优先级|路线图|需求池|先做哪个|先做什么|下一步做什么|接下来做什么/i,
    en: {
      intro: "Prioritise {subject} by impact on one goal, not by who asked loudest.",
      steps: [
        "Write down the one goal for the next cycle (e.g. week-1 retention), so every item is judged against it.",
        "Score each item roughly: reach × impact × confidence ÷ effort (RICE) — rough numbers are enough.",
        "Put the riskiest assumptions first: work that teaches you the most early is worth more than polish.",
        'Cut to what fits: commit to the top items, write the rest down as "not now" with the reason.',
        "Revisit every cycle with data; a roadmap is a set of bets, not promises.",
      ],
      rule: "Saying no to good ideas is the job: each yes pushes something else out.",
    },
    zh: {
      intro: "按对一个目标的影响给{subject}排优先级，而不是谁嗓门大。",
      steps: [
        "先写下下一个周期唯一的目标（例如首周留存），每个需求都用它来衡量。",
        "粗略打分：覆盖面 × 影响 × 信心 ÷ 工作量（RICE），大概的数字就够了。",
        "风险最大的假设优先：越早让你学到东西的工作，比打磨细节更值钱。",
        "按容量截断：承诺排在前面的几项，其余写明“暂不做”及原因。",
        "每个周期用数据复盘；路线图是一组下注，不是承诺。",
      ],
      rule: "对好点子说“不”正是产品经理的工作：每一个“要”都会挤掉别的东西。",
    },
  },
  {
    match:
      /interview|user research|validat|feedback|talk to (users|customers)|用户访谈|调研用户|验证需求|需求验证|用户反馈|做调研/i,
    en: {
      intro: "Validate {subject} with evidence of past behaviour, not opinions about the future.",
      steps: [
        "Write the riskiest assumption as a sentence you could be wrong about.",
        "Find five to eight people who have the problem now, not people who might.",
        'Ask about the last time it happened: what they did, what it cost, what they tried. Avoid "would you use…?".',
        "Look for signs of pain: workarounds, spending, frustration. Compliments do not count.",
        "Test a small commitment: a waitlist, a pre-order, a pilot. Behaviour beats interest.",
      ],
      rule: "If people are not already trying to solve it, they probably will not pay you to.",
    },
    zh: {
      intro: "用过去的真实行为而不是对未来的看法来验证{subject}。",
      steps: [
        "把风险最大的假设写成一句可能被证伪的话。",
        "找 5–8 位现在就有这个问题的人，而不是“可能会有”的人。",
        "问他们上一次遇到时怎么做的、花了什么代价、试过什么办法；不要问“你会不会用……”。",
        "寻找痛点信号：变通办法、已经花的钱、抱怨。夸奖不算数。",
        "测试一个小承诺：排队名单、预付、试点。行为胜过兴趣。",
      ],
      rule: "如果人们现在并没有在想办法解决，他们大概也不会为你的方案付钱。",
    },
  },
  {
    match:
      /retention|retain|churn|come back|engagement|stick|stop using|留存|流失|复购|回购|活跃度|召回|回访|不用了|不再用|坚持不下去|卸载/i,
    en: {
      intro:
        "Retention for {subject} is decided in the first week: find the moment users get value and get them there faster.",
      steps: [
        "Plot retention by weekly cohort and find where the curve drops most.",
        'Compare users who stayed with those who left: which action did the stayers take early (the "aha" moment)?',
        "Shorten the path to that action: remove steps, prefill, guide the first session.",
        "Add a reason to return: a reminder tied to the user's own goal, a weekly summary, something others did.",
        "Ask churned users one question: what did you use instead?",
      ],
      rule: "Fix retention before spending on growth; otherwise you pay to fill a leaking bucket.",
    },
    zh: {
      intro: "{subject}的留存在第一周就决定了：找到用户获得价值的时刻，让他们更快到达。",
      steps: [
        "按周画出同期群留存曲线，找到下降最多的地方。",
        "对比留下来的用户和流失的用户：留下来的人早期做了哪个动作（“啊哈时刻”）？",
        "缩短到达这个动作的路径：去掉步骤、预填内容、引导第一次使用。",
        "给用户一个回来的理由：和他自己目标相关的提醒、每周总结、别人的动态。",
        "问流失用户一个问题：你后来用了什么替代？",
      ],
      rule: "先解决留存再花钱做增长，否则是在花钱往漏桶里倒水。",
    },
  },
  {
    match: /onboard|first[- ]time user|sign[- ]?up flow|activation|新手引导|引导流程|注册流程|激活|首次使用/i,
    en: {
      intro: "Good onboarding for {subject} gets a new user to one real result, not through a tour.",
      steps: [
        "Define the first result that matters (the first check-in, the first booking, the first report).",
        "Remove everything before it that is not required; ask for details later, when they are needed.",
        "Use real content: a template or sample data instead of an empty screen.",
        "Measure the share of sign-ups who reach that result in the first session, and watch five people try it.",
      ],
      rule: "Every extra field in sign-up costs users; earn the right to ask.",
    },
    zh: {
      intro: "{subject}好的新手引导，是让新用户拿到一个真实结果，而不是带他逛一圈。",
      steps: [
        "定义第一个有意义的结果（第一次打卡、第一笔预约、第一份报告）。",
        "去掉在它之前所有非必要的步骤；资料等需要时再问。",
        "用真实内容代替空白页面：模板或示例数据。",
        "统计首次使用就到达这个结果的注册用户比例，再亲眼看 5 个人试用。",
      ],
      rule: "注册时每多一个字段都会流失用户；先赢得提问的资格。",
    },
  },
  {
    match:
      /metric|measure|\bkpi|analytics|track success|success look|数据指标|指标|衡量|埋点|数据分析|成功标准/i,
    en: {
      intro: "Measure {subject} with one number for value and two or three that explain it.",
      steps: [
        "Pick the value metric: the action that means a user got what they came for, counted per week.",
        "Add input metrics you can move: activation rate, frequency of the core action, retention by cohort.",
        "Add one guardrail that must not get worse (error rate, refunds, complaints).",
        "Track events for those few metrics only, and review them weekly with the team.",
      ],
      rule: "If a number would not change a decision, do not put it on the dashboard.",
    },
    zh: {
      intro: "衡量{subject}：一个代表价值的数字，加两三个解释它的数字。",
      steps: [
        "选价值指标：代表用户得到了想要的东西的那个动作，按周统计。",
        "加上能推动的输入指标：激活率、核心动作频次、按同期群的留存。",
        "再加一个不能变差的护栏指标（错误率、退款、投诉）。",
        "只为这几个指标埋点，每周和团队一起看。",
      ],
      rule: "一个数字如果不会改变任何决定，就不要放进看板。",
    },
  },
  {
    match: /launch|\bmvp\b|release|\bship\b|go live|cold start|上线|发布|冷启动|第一版/i,
    en: {
      intro: "Launch {subject} small, to people who need it most, and learn before you scale.",
      steps: [
        "Cut the first version to the one core job plus what is needed to trust it (sign-in, saving, support).",
        "Pick a launch group you can reach personally: one campus, one team, one community.",
        "Set the success bar before launch: e.g. 40% still active after two weeks.",
        "Be present: onboard the first users yourself and fix what blocks them within days.",
        "Decide after the trial: widen, change or stop, based on the bar you set.",
      ],
      rule: "A launch nobody notices is fine; one that teaches you nothing is not.",
    },
    zh: {
      intro: "{subject}先小范围上线给最需要的人，学到东西再放大。",
      steps: [
        "第一版只保留核心任务，以及让人信得过的必要部分（登录、保存、客服）。",
        "选一个你能亲自触达的首批用户群：一个校园、一个团队、一个社群。",
        "上线前先定成功标准：例如两周后 40% 的用户仍然活跃。",
        "亲自陪跑：自己带第一批用户上手，几天内修掉阻碍他们的问题。",
        "试点结束后按事先定的标准决定：扩大、调整还是停止。",
      ],
      rule: "没人注意到的上线没关系；什么都没学到的上线才是问题。",
    },
  },
  {
    match:
      /grow|acquisition|get (\w+ ){0,3}(users|customers)|first \d+ (users|customers)|marketing|promote|推广|获客|拉新|增长|找到用户|第一批用户/i,
    en: {
      intro: "Grow {subject} through one channel you can win, not five you can try.",
      steps: [
        "Write down where your first 100 users already gather (a forum, a campus, a marketplace, a search query).",
        "Pick one channel and go deep: show up there with something useful, not ads.",
        "Build sharing into the product where it helps the user (invite a partner, share a result).",
        "Track cost and retention per channel; double down on the one whose users stay.",
      ],
      rule: "Do things that do not scale first; automate only what already works by hand.",
    },
    zh: {
      intro: "{subject}的增长靠一个你能赢的渠道，而不是五个随便试试的渠道。",
      steps: [
        "写下你的前 100 个用户现在聚集在哪里（论坛、校园、平台、某个搜索词）。",
        "选一个渠道深耕：带着有用的东西出现，而不是投广告。",
        "在对用户有帮助的地方设计分享（邀请搭档、分享成果）。",
        "按渠道统计成本和留存；加码用户留得最久的那个渠道。",
      ],
      rule: "先做不能规模化的事；只把手工已经跑通的部分自动化。",
    },
  },
  {
    match: /write (a |the )?(good |great |better )?prd|prd writing|写好?(一份)?prd|写需求文档|写好需求/i,
    en: {
      intro: "A PRD is good when engineering, design and QA can act on it without a meeting.",
      steps: [
        "Start with the problem and the evidence for it, in three sentences.",
        "Name the users and the goal, with the one metric that tells you it worked.",
        "List user stories with acceptance criteria, and what is out of scope.",
        "Add the flows (a diagram beats a paragraph) and the edge cases: empty, error, permissions.",
        "Keep it alive: update it when decisions change, and link designs and tickets.",
      ],
      rule: "If a section would not change what gets built, cut it.",
    },
    zh: {
      intro: "PRD 写得好的标准是：研发、设计和测试不开会也能照着做。",
      steps: [
        "先用三句话写清问题和证据。",
        "写明用户和目标，以及判断成功的那个指标。",
        "列出带验收标准的用户故事，以及明确不做的内容。",
        "补上流程（一张图胜过一段话）和边界情况：空状态、出错、权限。",
        "持续更新：决定变了就改，并关联设计稿和任务单。",
      ],
      rule: "如果某一节不会改变最终做出来的东西，就删掉它。",
    },
  },
];

/** Team execution: deadlines, ownership, meetings. */
const EXECUTION: Playbook = {
  match:
    /deadline|missing dates|ownership|who owns|too many meetings|meetings|slipping|开会|会议太多|效率(很)?低|拖延|延期|责任不清|谁负责/i,
  en: {
    intro: "Missed deadlines are usually a visibility and ownership problem, not an effort problem.",
    steps: [
      'Give every piece of work one owner by name; "the team" owns nothing.',
      "Make the week's commitments visible in one place (a board), and update status there instead of in meetings.",
      "Replace status meetings with a short written update; keep meetings for decisions and problems.",
      "When something slips, ask what blocked it the day it happened, not at the deadline.",
      "Cut work in progress: finishing two things beats starting five.",
    ],
    rule: "If a meeting has no decision to make, it should be a message.",
  },
  zh: {
    intro: "延期和低效通常是可见性和责任的问题，而不是不够努力。",
    steps: [
      "每项工作指定一个具体负责人；“大家一起负责”等于没人负责。",
      "把本周承诺放在一个地方（看板）公开，状态在看板上更新，而不是在会上汇报。",
      "用简短的书面更新代替例行汇报会；会议只留给需要做决定和解决问题的事。",
      "事情一卡住当天就问原因，而不是等到截止日。",
      "减少同时进行的工作：做完两件胜过开工五件。",
    ],
    rule: "没有要做的决定的会议，应该变成一条消息。",
  },
};

/**
 * The playbook the question asks about: when several match ("What metrics should I track for the
 * onboarding?"), the one named first is the question's object; the rest is its context.
 */
export function findPlaybook(text: string, locale: OfflineLocale): PlaybookText | undefined {
  let best: { at: number; playbook: Playbook } | undefined;
  for (const playbook of [...FIELD_PLAYBOOKS, ...PLAYBOOKS, EXECUTION]) {
    const at = text.search(playbook.match);
    if (at < 0) continue;
    const better =
      !best ||
      (playbook.specific && !best.playbook.specific) ||
      (playbook.specific === best.playbook.specific && at < best.at);
    if (better) best = { at, playbook };
  }
  return best?.playbook[locale];
}

/** A field the question is about wherever it says so ("…for older users", "…in Europe"): it leads the answer. */
export function findFieldPlaybook(text: string, locale: OfflineLocale): PlaybookText | undefined {
  return FIELD_PLAYBOOKS.find((p) => p.match.test(text))?.[locale];
}

/**
 * Answers shaped by what a question asks — likely causes for a why, a checklist or template for a
 * list, a table for a comparison — worded around the question's own topic and constraints. Known
 * practices (a design handoff, a weekly meeting, a competitor report) get their real parts; anything
 * else gets a sound structure that names the topic. The how-to answer is in howto-answer.ts.
 */
import type { BriefLanguage } from "../brief";
import type { KnowledgeText } from "../knowledge/knowledge";
import type { Topic } from "./topic";
import { bullets, numbered, upper } from "./answer-format";

const toYouText = (text: string) =>
  text.replace(/\b(?:my|our)\b/gi, "your").replace(/\b(?:we|us)\b/gi, "you");

export function whyAnswer(question: string, t: Topic, lang: BriefLanguage): string {
  const when = t.constraints.join(lang === "zh" ? "，" : " ");
  if (lang === "zh") {
    return [
      `**${question.replace(/[？?]+$/, "")}：常见原因（按可能性排序）**`,
      numbered([
        `**关键那一步挡住了用户${when ? `（${when}）` : ""}。**想自己试一试的人会停在这里。`,
        "**价值来得太晚。**用户在看到产品真正有用之前就离开了。",
        "**来的不是对的人。**吸引他们的承诺和他们实际看到的不一致。",
        "**没有被度量的摩擦。**设置慢、下一步不清楚、缺数据或权限。",
      ]),
      `**怎么确认是哪一个：**看漏斗里用户停在哪一步，访谈 5 位流失用户，再用两周时间对一半新用户去掉那一步做对照。`,
    ].join("\n\n");
  }
  return [
    `**Why ${t.action}${when ? ` ${when}` : ""}: the usual causes, most likely first**`,
    numbered([
      `**A step in the way${when ? ` (${when.replace(/^when\s+/i, "")})` : ""}.** People who came to try on their own stop at it.`,
      "**Value arrives too late.** They leave before the moment the product proves itself.",
      "**The wrong people arrive.** The promise that brought them does not match what they find.",
      "**Friction nobody measured.** Slow set-up, unclear next steps, missing data or permissions.",
    ]),
    `**How to find out which:** see where people stop in the funnel, talk to five who dropped out, and for two weeks remove that step for half of the newcomers to compare.`,
  ].join("\n\n");
}

type Practice = { match: RegExp; en: [string, string[]]; zh: [string, string[]] };

// The real parts of practices product managers ask lists of.
const PRACTICES: Practice[] = [
  {
    match: /hand ?off|handing off|handover|设计交付|交接/i,
    en: [
      "Design-to-engineering handoff checklist",
      [
        "Final designs linked, with every state: empty, loading, error, success",
        "Spacing, type and colour named as tokens, not pixels",
        "Acceptance criteria agreed with engineering for each screen",
        "Copy final and reviewed, including error messages",
        "Edge cases listed: long names, no data, slow network, permissions",
        "Analytics events named for the key actions",
        "Open questions listed with an owner and a date",
        "A walkthrough with the developers booked before the sprint starts",
      ],
    ],
    zh: [
      "设计交付研发检查清单",
      [
        "定稿设计附上所有状态：空、加载、出错、成功",
        "间距、字号、颜色以设计变量标注，而不是像素值",
        "每个页面的验收标准与研发对齐",
        "文案定稿并评审，包括错误提示",
        "列出边界情况：超长内容、无数据、弱网、权限",
        "关键操作的埋点事件命名",
        "待确认问题都有负责人和日期",
        "迭代开始前约好和研发的走查会",
      ],
    ],
  },
  {
    match: /周会|weekly (?:product )?meeting|stand-?up|例会|议程|agenda/i,
    en: [
      "Weekly product meeting agenda (45 min)",
      [
        "5 min — Goals and this week's numbers against target",
        "10 min — What shipped and what we learned from it",
        "10 min — Blockers: each with an owner and a decision needed",
        "10 min — Priorities for next week, agreed in order",
        "5 min — Customer voice: one piece of feedback worth acting on",
        "5 min — Decisions and actions recap, sent within the hour",
      ],
    ],
    zh: [
      "产品周会议程模板（45 分钟）",
      [
        "5 分钟 — 目标回顾与本周关键数据",
        "10 分钟 — 本周上线内容及收获",
        "10 分钟 — 风险与阻塞：每项明确负责人和需要的决定",
        "10 分钟 — 下周优先级，按顺序达成一致",
        "5 分钟 — 用户声音：一条值得行动的反馈",
        "5 分钟 — 决议与待办复述，会后一小时内发出纪要",
      ],
    ],
  },
  {
    match: /竞品分析|competitor analysis|competitive analysis|competitor report/i,
    en: [
      "What a competitor analysis report covers",
      [
        "Goal: the decision the report supports",
        "Who is compared and why: direct, indirect and the workaround people use today",
        "A feature comparison table on the jobs that matter",
        "Pricing and packaging side by side",
        "User experience: the key flow walked through in each product",
        "Strengths, weaknesses and what customers say in reviews",
        "Opportunities: where we can win, and where we should not fight",
        "Recommendation and next steps",
      ],
    ],
    zh: [
      "竞品分析报告一般包括",
      [
        "分析目标：报告要支持的决定",
        "竞品选择及理由：直接竞品、间接竞品和用户现在的替代方案",
        "核心功能对比表",
        "定价与套餐对比",
        "关键流程的体验走查",
        "优劣势与用户评价",
        "机会点：我们能赢的地方和不该硬拼的地方",
        "结论与下一步建议",
      ],
    ],
  },
  {
    match: /launch|release|上线|发布/i,
    en: [
      "Launch checklist",
      [
        "Success metric and its target written down",
        "Feature flag and rollback plan ready",
        "Support and sales briefed, FAQ written",
        "Monitoring and alerts on the new flows",
        "Release notes and announcement drafted",
        "A date to review the numbers one week after launch",
      ],
    ],
    zh: [
      "上线检查清单",
      [
        "写明成功指标和目标值",
        "准备好功能开关和回滚方案",
        "客服和销售完成培训，FAQ 已写好",
        "新流程的监控和告警已配置",
        "版本说明和公告已起草",
        "约好上线一周后的数据复盘",
      ],
    ],
  },
];

export function listAnswer(question: string, t: Topic, lang: BriefLanguage): string | null {
  // "List the risks of migrating to cloud", "上线新支付渠道有哪些风险": a risk register by kind of risk.
  const risk =
    lang === "zh"
      ? /^(?:列出|列一下|说说)?(.{2,}?)(?:的|有|会有|存在)?(?:哪些|什么)?(?:主要|潜在)?风险/.exec(question)
      : /\brisks?\s+(?:of|in|for|with|when|to)\s+(.+?)[?.!]*$/i.exec(question);
  if (risk) {
    const subject = toYouText(risk[1].trim());
    return lang === "zh"
      ? [
          `**${subject}的风险清单**`,
          numbered([
            `**用户与业务：**${subject}期间谁会受影响、影响多久，有没有大客户或关键流程不能中断`,
            `**数据与安全：**数据是否完整迁移/正确处理，权限、加密和审计是否到位`,
            `**成本与合同：**一次性投入和持续成本，与现有合同、供应商的冲突`,
            `**进度与依赖：**依赖哪些团队和系统，最可能延期的是哪一步`,
            `**运维与支持：**出问题时谁来响应，监控、回滚和客服话术是否准备好`,
            `**合规与法务：**涉及的法规、资质和需要重新签署的协议`,
          ]),
          `**下一步：**给每条风险标上可能性（高/中/低）、影响和负责人，先处理“高可能 × 高影响”的两三条。`,
        ].join("\n\n")
      : [
          `**Risks of ${subject}**`,
          numbered([
            `**Customers and business:** who is affected while ${subject} happens, for how long, and which key accounts or flows cannot stop`,
            `**Data and security:** is every record moved or handled correctly; are access, encryption and audit in place`,
            `**Cost and contracts:** one-off and running costs, and clashes with current contracts or vendors`,
            `**Timeline and dependencies:** which teams and systems it depends on, and the step most likely to slip`,
            `**Operations and support:** who responds when it breaks; monitoring, rollback and support scripts ready`,
            `**Legal and compliance:** the rules, certifications and agreements it touches`,
          ]),
          `**Next:** give each risk a likelihood (high/medium/low), an impact and an owner, and tackle the two or three that are likely and costly first.`,
        ].join("\n\n");
  }
  const practice = PRACTICES.find((p) => p.match.test(question));
  if (practice) {
    const [title, items] = practice[lang];
    return [
      `**${title}**`,
      (lang === "zh" ? /议程|agenda/i.test(question) : /agenda/i.test(question))
        ? bullets(items)
        : numbered(items),
    ].join("\n\n");
  }
  // "SaaS 产品的定价策略有哪些" asks for kinds of a thing, not a to-do list: no checklist of blanks.
  if (
    !/checklist|\blist\b|清单|列出|列一下|哪些部分|包括哪些|template|模板|议程|agenda|outline|提纲|大纲/i.test(
      question,
    )
  )
    return null;
  const thing = t.thing || t.action;
  const items =
    lang === "zh"
      ? [
          `目标：这次${thing}要达成什么、怎样算成功`,
          "负责人和截止时间",
          "需要的输入和准备",
          "主要步骤和各自的负责人",
          "风险和待确认的问题",
          "完成后的复盘和下一步",
        ]
      : [
          `Goal: what the ${thing} must achieve and how you will know`,
          "Owner and due date",
          "Inputs to have ready",
          "The main steps, each with an owner",
          "Risks and open questions",
          "Review and next steps once it is done",
        ];
  return [lang === "zh" ? `**${thing}清单**` : `**${upper(thing)} checklist**`, numbered(items)].join("\n\n");
}

/** A comparison as a table: known facts where we have them, what to check where we do not. */
export function compareTable(
  items: [string, string],
  known: [KnowledgeText | undefined, KnowledgeText | undefined],
  context: string,
  lang: BriefLanguage,
): string {
  const [a, b] = items;
  const [ka, kb] = known;
  const zh = lang === "zh";
  const cell = (k: KnowledgeText | undefined, field: keyof KnowledgeText, fallback: string) =>
    (k?.[field] as string | undefined) ?? fallback;
  const rows: [string, string, string][] = zh
    ? [
        [
          "是什么",
          cell(ka, "what", `需确认：${a}的定义与适用范围`),
          cell(kb, "what", `需确认：${b}的定义与适用范围`),
        ],
        [
          "适合",
          cell(ka, "bestFor", `需要${a}所强调的做法时`),
          cell(kb, "bestFor", `需要${b}所强调的做法时`),
        ],
        [
          "要注意",
          cell(ka, "watchOut", `${a}的成本和上手难度`),
          cell(kb, "watchOut", `${b}的成本和上手难度`),
        ],
        ["怎么验证", `拿一件真实的事用${a}做一周`, `同一件事用${b}做一周`],
      ]
    : [
        [
          "What it is",
          cell(ka, "what", `to confirm: what ${a} covers in your context`),
          cell(kb, "what", `to confirm: what ${b} covers in your context`),
        ],
        [
          "Best for",
          cell(ka, "bestFor", `when what ${a} emphasises is what you need`),
          cell(kb, "bestFor", `when what ${b} emphasises is what you need`),
        ],
        [
          "Watch out",
          cell(ka, "watchOut", `the cost and learning curve of ${a}`),
          cell(kb, "watchOut", `the cost and learning curve of ${b}`),
        ],
        [
          "How to test it",
          `run one real piece of work with ${a} for a week`,
          `run the same work with ${b} for a week`,
        ],
      ];
  const table = [
    `| ${zh ? "" : ""} | ${a} | ${b} |`,
    "|---|---|---|",
    ...rows.map((r) => `| ${r.map((x) => x.replace(/\|/g, "/")).join(" | ")} |`),
  ].join("\n");
  const choose = zh
    ? `**怎么选：**${context ? `就你的情况（${context}）而言，` : ""}先写下最要紧的一件事，用两者各试一周，选团队一直在用的那个。`
    : `**How to choose:** ${context ? `for your situation (${context}), ` : ""}write down the one job that matters most, try both on it for a week, and keep the one people keep using.`;
  return [table, choose].join("\n\n");
}

/** Which of two known practices fits the situation the question gives ("for a 5-person support team"). */
export function fitLine(items: [KnowledgeText, KnowledgeText], context: string, lang: BriefLanguage): string {
  if (!context) return "";
  const words = (s: string) =>
    new Set(
      (lang === "zh"
        ? (s.match(/[\u4e00-\u9fff]{2}/g) ?? [])
        : (s.toLowerCase().match(/[a-z]{4,}/g) ?? [])
      ).map((w) => w.replace(/s$/, "")),
    );
  const want = words(context);
  const score = (k: KnowledgeText) => [...words(`${k.bestFor} ${k.what}`)].filter((w) => want.has(w)).length;
  const [a, b] = items;
  const [sa, sb] = [score(a), score(b)];
  if (sa === sb)
    return lang === "zh"
      ? `**就你的情况（${context}）：**两者都说得通，先看团队的工作是稳定可规划的，还是不断有插单。`
      : `**For your case (${context}):** either can work; it turns on whether your work can be planned in batches or keeps arriving unplanned.`;
  const [win, lose] = sa > sb ? [a, b] : [b, a];
  return lang === "zh"
    ? `**就你的情况（${context}）：**更适合${win.name}，因为它适合${win.bestFor.replace(/[。.]$/, "")}；${lose.name}要注意：${lose.watchOut}`
    : `**For your case (${context}):** ${win.name} fits better, since it suits ${win.bestFor.replace(/\.$/, "")}. With ${lose.name}, ${lose.watchOut.charAt(0).toLowerCase()}${lose.watchOut.slice(1)}`;
}

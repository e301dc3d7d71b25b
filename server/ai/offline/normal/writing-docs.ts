/**
 * The documents the Offline model writes when asked in chat, each as its real parts — an interview
 * script's questions about the event the user named, a weekly report's sections, a release note's
 * four headings — with the user's own subject and named parts in place. What only the user knows
 * stays in [brackets]; the reply says so (writing-answer.ts).
 */
import type { BriefLanguage } from "../brief";
import { upper } from "./answer-format";
import { partLines } from "./writing-parts";
import type { WritingAsk } from "./writing-ask";

export type Section = { heading: string; lines: string[] };
export type Written = { title: string; sections?: Section[]; body?: string };

export type DocKind = {
  id: string;
  en: { match: RegExp; name: string };
  zh: { match: RegExp; name: string };
  /** The parts used when the user names none. */
  parts?: { en: string[]; zh: string[] };
  write?: (ask: WritingAsk, lang: BriefLanguage) => Written;
};

const you = (s: string) =>
  s
    .replace(/\b(?:my|our)\b/gi, "your")
    .replace(/\b(?:we|us)\b/gi, "you")
    .replace(/\bI\b/g, "you");
// "for people who cancelled…" → "people who cancelled…"; "，针对在线教育App的家长" → "在线教育App的家长".
const bare = (s: string, lang: BriefLanguage) =>
  lang === "zh"
    ? s.replace(/^(?:针对|关于|面向|给|为)/, "").trim()
    : s.replace(/^(?:for|to|about|on|with|at|of|announcing|that|which)\s+/i, "").trim();

function interviewScript(ask: WritingAsk, lang: BriefLanguage): Written {
  const who = you(bare(ask.about, lang)) || (lang === "zh" ? "目标用户" : "your users");
  if (lang === "zh") {
    // "取消了外卖会员的用户" → 事件 "取消了外卖会员"
    const event = /^(.+?)的(?:用户|人|顾客|客户|家长|学生)$/.exec(who)?.[1] ?? `使用${who}相关产品`;
    return {
      title: `用户访谈提纲 — ${who}`,
      sections: [
        {
          heading: "开场（2 分钟）",
          lines: [
            `感谢您抽出时间。我们在和${who}聊，想了解真实发生了什么，不是推销；没有对错。可以录音方便我整理吗？`,
          ],
        },
        { heading: "暖场（3 分钟）", lines: ["简单介绍一下您自己，平时一周是怎么安排的？"] },
        {
          heading: "还原经过（10 分钟）",
          lines: [
            `回到您${event}的那段时间，当时发生了什么？`,
            "做决定之前的最后一件事是什么？",
            "之后您改用了什么办法？",
          ],
        },
        {
          heading: "原因与替代（10 分钟）",
          lines: ["当时有什么差点让您改变主意？", "您拿它和什么做过比较？", "这件事花了您多少钱或时间？"],
        },
        {
          heading: "收尾（2 分钟）",
          lines: ["还有什么我没问到但您觉得重要的？", "非常感谢！之后方便再联系您吗？"],
        },
      ],
    };
  }
  const event = /\b(?:people|users|customers|members|those|parents|teams?)\s+who\s+(.+)$/i.exec(who)?.[1];
  const story = event
    ? `Take me back to when you ${event.replace(/\b(?:a|an|the)\s+(?=\w)/i, "your ")}. What was going on that week?`
    : `Tell me about the last time you dealt with ${who}. What was going on?`;
  return {
    title: `Interview script — ${who}`,
    sections: [
      {
        heading: "Introduction (2 min)",
        lines: [
          `Thank you for making time. We're talking to ${who} to learn what really happened — we're not selling anything, and there are no wrong answers. May I record this for my notes?`,
        ],
      },
      {
        heading: "Warm-up (3 min)",
        lines: ["Tell me a little about yourself and what a normal week looks like for you."],
      },
      {
        heading: "The story (10 min)",
        lines: [
          story,
          "What was the last thing that happened before you decided?",
          "What do you do instead now?",
        ],
      },
      {
        heading: "Reasons and alternatives (10 min)",
        lines: [
          "What, if anything, almost changed your mind?",
          "What did you compare it with?",
          "What did it cost you, in money or time?",
        ],
      },
      {
        heading: "Wrap-up (2 min)",
        lines: [
          "Is there anything I didn't ask that I should have?",
          "Thank you — may we follow up if we have one more question?",
        ],
      },
    ],
  };
}

function survey(ask: WritingAsk, lang: BriefLanguage): Written {
  const about = you(bare(ask.about, lang));
  if (lang === "zh") {
    // "在线教育App的家长" → 产品 在线教育App，对象 家长
    const [, product = about || "我们的产品", who = "用户"] = /^(.+?)的(.+)$/.exec(about) ?? [];
    const topic = ask.topic || "用户满意度";
    return {
      title: `${topic}问卷 — ${about || product}`,
      sections: [
        {
          heading: "开头语",
          lines: [`您好！这份问卷约 3 分钟，帮助我们了解${who}对${product}的真实感受，结果只用于改进产品。`],
        },
        {
          heading: "基本情况",
          lines: [
            `您使用${product}多久了？（单选：不到 1 个月 / 1–6 个月 / 半年以上）`,
            "您通常多久用一次？（单选：每天 / 每周 / 每月 / 很少）",
          ],
        },
        {
          heading: "满意度",
          lines: [
            `整体来说，您对${product}的满意程度如何？（1–5 分）`,
            "您最满意的是哪一点？（单选：[功能 A] / [功能 B] / [功能 C] / 其他：___）",
            "您最不满意的是哪一点？（单选：价格 / 内容质量 / 使用体验 / 客服 / 其他：___）",
          ],
        },
        { heading: "推荐意愿", lines: [`您有多大可能向其他${who}推荐${product}？（0–10 分）`] },
        { heading: "开放问题", lines: ["如果只能改一件事，您希望我们改什么？", "感谢您的填写！"] },
      ],
    };
  }
  // "to find out why free users don't upgrade to Pro" → who "free users", the act "upgrade to Pro".
  const purpose = about.replace(/^(?:to\s+)?(?:find out|learn|understand|see|know)\s+/i, "");
  const why = /^why\s+(.+?)\s+(?:don't|do not|doesn't|does not|never|won't|aren't|are not)\s+(.+)$/i.exec(
    purpose,
  );
  const who = why?.[1] ?? (about || "our users");
  const act = why?.[2];
  return {
    title: `Survey — ${about ? upper(purpose) : "your users"}`,
    sections: [
      {
        heading: "Intro",
        lines: [
          `This survey takes about 3 minutes and helps us ${act ? `understand why ${who} don't ${act}` : `learn about ${who}`}. Answers are anonymous.`,
        ],
      },
      {
        heading: "About you",
        lines: [
          "How often do you use the product? (daily / weekly / monthly / rarely)",
          "What do you mostly use it for? (open)",
        ],
      },
      act
        ? {
            heading: "The main question",
            lines: [
              `What is the main reason you haven't chosen to ${act} yet? (single choice: the price / a feature I need is missing / the free plan is enough / I'm not sure what it adds / other: ___)`,
              `How interested are you in choosing to ${act} in the next 3 months? (1–5)`,
              `What would make you ${act}? (open)`,
            ],
          }
        : {
            heading: "Satisfaction",
            lines: [
              "Overall, how satisfied are you? (1–5)",
              "What do you like most? (open)",
              "What is the one thing you would change? (open)",
            ],
          },
      {
        heading: "Close",
        lines: [
          "How likely are you to recommend us to a friend? (0–10)",
          "Anything else you want to tell us? (open) — Thank you!",
        ],
      },
    ],
  };
}

function announcement(ask: WritingAsk, lang: BriefLanguage): Written {
  if (lang === "zh") {
    const feature = bare(ask.about, lang) || ask.topic || "[新功能名称]";
    return {
      title: `上线公告 — ${feature}`,
      body: [
        `**标题：**【新功能上线】${feature}`,
        // "支持多人同时编辑…" says what the product now does: the product is the subject.
        `大家好！从今天起，${/^(?:支持|可以|能)/.test(feature) ? `[产品名称]${feature}` : `${feature}正式上线`}。`,
        "**你可以用它：**\n- [场景一：以前要怎么做，现在怎么做]\n- [场景二]\n- [场景三]",
        "**怎么开始：**\n1. 打开 [入口位置]\n2. 点击 [按钮名称]\n3. [完成第一件事]",
        "**适用范围：**[哪些用户/版本可用，何时全部开放]",
        "使用中有任何问题或建议，欢迎通过 [反馈渠道] 告诉我们。",
        "[团队名称]",
      ].join("\n\n"),
    };
  }
  // "announcing our new dark mode to existing customers" → the feature "dark mode", the readers "existing customers".
  const text = bare(ask.about, lang);
  const m = /^(?:(?:our|the|a|an)\s+)?(?:new\s+)?(.+?)(?:\s+to\s+(.+))?$/i.exec(text);
  const feature = m?.[1] || ask.topic || "[feature]";
  const readers = m?.[2] ? you(m[2]) : "";
  return {
    title: `Announcement email — ${feature}`,
    body: [
      `**Subject:** ${upper(feature)} is here`,
      `Hi [first name],`,
      `${upper(feature)} is now available${readers ? ` to all ${readers.replace(/^(?:all|our|your)\s+/i, "")}` : ""}. [One sentence on the problem it solves for you.]`,
      `**What you can do with ${feature}:**\n- [Benefit one, in the reader's words]\n- [Benefit two]\n- [Benefit three]`,
      `**How to turn it on:**\n1. Open [where]\n2. Choose [setting or button]\n3. [What they see next]`,
      "[Call to action button: Try it now]",
      "Questions or feedback? Just reply to this email.\n\n[Your name], [team]",
    ].join("\n\n"),
  };
}

function jobDescription(ask: WritingAsk, lang: BriefLanguage): Written {
  const text = bare(ask.about, lang);
  if (lang === "zh") {
    const role = text || ask.topic || "[岗位名称]";
    return {
      title: `岗位描述 — ${role}`,
      sections: [
        { heading: "关于我们", lines: ["[公司一句话介绍：做什么、服务谁、现在的阶段]"] },
        {
          heading: "岗位职责",
          lines: [
            `负责${role}相关工作从规划到交付的全过程`,
            "和产品、设计、研发紧密合作，推动 [关键目标]",
            "[第三项职责]",
          ],
        },
        { heading: "任职要求", lines: ["[N] 年以上相关经验", "[必须具备的技能]", "良好的沟通和协作能力"] },
        { heading: "加分项", lines: ["[行业经验或工具]"] },
        { heading: "我们提供", lines: ["[薪资范围]、[假期和福利]、[办公方式]"] },
      ],
    };
  }
  // "a senior product designer at our fintech startup" → role, and where.
  const m = /^(?:a|an|the)?\s*(.+?)(?:\s+(?:at|for|in|on|with)\s+(.+))?$/i.exec(text);
  const role = m?.[1] || ask.topic || "[role]";
  const where = m?.[2] ? you(m[2]).replace(/^your\s+/i, "a ") : "[company]";
  const design = /design/i.test(role);
  const engineer = /engineer|developer/i.test(role);
  return {
    title: `Job description — ${upper(role)}`,
    sections: [
      {
        heading: "About us",
        lines: [`We are ${where}: [what you make, for whom, and the stage you are at].`],
      },
      {
        heading: "The role",
        lines: [`As our ${role}, you will [the one outcome this hire owns in their first year].`],
      },
      {
        heading: "Responsibilities",
        lines: design
          ? [
              "Own the design of [product area] end to end, from research to shipped UI",
              "Run usability tests and turn what you learn into decisions",
              "Build and keep the design system consistent with engineering",
              "Mentor other designers and raise the bar in reviews",
            ]
          : engineer
            ? [
                "Design, build and ship [product area] with the team",
                "Review code and keep quality high",
                "Own reliability and performance of what you build",
              ]
            : [
                `Own [area] as our ${role}`,
                "Work with product, design and engineering on [goal]",
                "[A third responsibility]",
              ],
      },
      {
        heading: "Requirements",
        lines: [
          "[N]+ years in a similar role",
          design ? "A portfolio showing shipped work and how you got there" : "[The skill that matters most]",
          /fintech|bank|payment|finance/i.test(where)
            ? "Experience with regulated or financial products is a plus"
            : "[Domain experience that helps]",
        ],
      },
      { heading: "What we offer", lines: ["[Salary range], [equity], [benefits], [remote or office]"] },
      { heading: "How to apply", lines: ["Send [CV / portfolio] to [email]; we reply within [N] days."] },
    ],
  };
}

function userStory(ask: WritingAsk, lang: BriefLanguage): Written {
  const text = bare(ask.about, lang).replace(/^[：:，,\s]+/, "");
  if (lang === "zh") {
    const m =
      /作为(?:一[名个位])?(.+?)[，,]\s*我(?:想|希望|想要|需要)(.+?)(?:[，,]\s*(?:以便|从而|这样|以)(.+?))?[。.]?$/.exec(
        text,
      );
    const [who, want, why] = m
      ? [m[1], m[2], m[3] ?? "[达成的目的]"]
      : ["[角色]", text || "[想做的事]", "[达成的目的]"];
    return {
      title: `用户故事 — ${want}`,
      sections: [
        { heading: "用户故事", lines: [`作为**${who}**，我想**${want}**，以便**${why}**。`] },
        {
          heading: "验收标准",
          lines: [
            `假设${who}已登录，当他${want}时，那么操作成功并看到结果确认`,
            `当${want}失败（如网络中断或信息无法识别）时，那么看到原因和重试方式，已录入的数据不丢失`,
            `当重复${want}同一条时，那么系统提示已存在，不产生重复记录`,
          ],
        },
        { heading: "衡量", lines: [`上线后对比：${why}（例如每单耗时、出错率）`] },
        { heading: "待确认", lines: ["[权限、设备、离线时的处理]"] },
      ],
    };
  }
  const m =
    /as an?\s+(.+?),\s*i (?:want|need|would like)(?: to)?\s+(.+?)(?:,?\s*so (?:that\s+)?(.+?))?[.]?$/i.exec(
      text,
    );
  const [who, want, why] = m
    ? [m[1], m[2], m[3] ?? "[the goal]"]
    : ["[role]", text || "[what they want]", "[the goal]"];
  return {
    title: `User story — ${want}`,
    sections: [
      { heading: "Story", lines: [`As a **${who}**, I want to **${want}**, so that **${why}**.`] },
      {
        heading: "Acceptance criteria",
        lines: [
          `Given a signed-in ${who}, when they ${want}, then it succeeds and they see it confirmed`,
          `Given it fails (no connection, unreadable input), when they try to ${want}, then they see why and how to retry, and nothing entered is lost`,
          `Given it was already done, when they do it again, then they are told and no duplicate is made`,
        ],
      },
      { heading: "How we will know", lines: [`After release, measure: ${why}`] },
      { heading: "Open questions", lines: ["[Permissions, devices, offline behaviour]"] },
    ],
  };
}

function retro(ask: WritingAsk, lang: BriefLanguage): Written {
  const context = you(bare(ask.about, lang));
  if (lang === "zh")
    return {
      title: `复盘会议程${context ? ` — ${context}` : ""}`,
      sections: [
        { heading: "开场（5 分钟）", lines: ["说明目的：找原因，不追责；每人用一个词说说感受"] },
        {
          heading: "还原时间线（10 分钟）",
          lines: [`一起还原${context || "这段时间"}的关键节点：计划定下时、第一次出现风险时、结果出来时`],
        },
        { heading: "做得好的（10 分钟）", lines: ["每人写 2–3 条，贴出来归类"] },
        {
          heading: "不顺的（15 分钟）",
          lines: [`${context ? `围绕“${context}”` : ""}每人写 2–3 条，归类后投票选出最重要的两条`],
        },
        { heading: "根因（10 分钟）", lines: ["对票数最高的两条连问五个为什么"] },
        { heading: "行动项（10 分钟）", lines: ["最多三条，每条有负责人和日期；下次复盘先检查它们"] },
      ],
    };
  return {
    title: `Retro agenda${context ? ` — ${context}` : ""}`,
    sections: [
      {
        heading: "Set the stage (5 min)",
        lines: ["The goal is to learn, not to blame; everyone says one word for how the sprint felt"],
      },
      {
        heading: "Timeline (10 min)",
        lines: [
          /release date|deadline|launch/i.test(context)
            ? "Rebuild the sprint together: when the release date was set, when it first looked at risk, and when it was missed"
            : `Rebuild ${context || "the sprint"} together: the key moments, in order`,
        ],
      },
      { heading: "What went well (10 min)", lines: ["Two or three notes each; group them"] },
      {
        heading: "What got in the way (15 min)",
        lines: [
          `Two or three notes each${context ? ` about ${context.replace(/^an?\s+/i, "the ")}` : ""}; group them and vote on the top two`,
        ],
      },
      { heading: "Root causes (10 min)", lines: ["Five whys on the two with the most votes"] },
      {
        heading: "Actions (10 min)",
        lines: ["At most three, each with an owner and a date; start the next retro by checking them"],
      },
    ],
  };
}

// Earliest match after the verb wins ("会议纪要模板" is minutes, "release notes template" release notes).
export const DOC_KINDS: DocKind[] = [
  {
    id: "interview",
    en: {
      match: /\binterview (?:script|guide|questions|plan)\b|\bdiscussion guide\b/i,
      name: "Interview script",
    },
    zh: { match: /访谈(?:提纲|脚本|问题|大纲|指南)/, name: "访谈提纲" },
    write: interviewScript,
  },
  {
    id: "survey",
    en: { match: /\b(?:survey|questionnaire|poll)\b/i, name: "Survey" },
    zh: { match: /问卷|调查表/, name: "问卷" },
    write: survey,
  },
  {
    id: "report",
    en: {
      match:
        /\b(?:weekly|monthly|quarterly|daily)(?:\s+(?:status|progress|product|team))?\s+(?:report|update)\b|\b(?:status|progress)\s+(?:report|update)\b/i,
      name: "Weekly report",
    },
    zh: { match: /(?<!每)周报|月报|日报|进度汇报|工作汇报/, name: "周报" },
    parts: {
      en: ["Progress this week", "Metrics", "Risks and blockers", "Plan for next week", "Help needed"],
      zh: ["本周进展", "核心数据", "风险与问题", "下周计划", "需要的支持"],
    },
  },
  {
    id: "minutes",
    en: { match: /\bmeeting minutes\b|\bminutes\b|\bmeeting notes\b/i, name: "Meeting minutes" },
    zh: { match: /会议纪要|会议记录|纪要/, name: "会议纪要" },
    parts: {
      en: ["Attendees", "Discussion", "Decisions", "Action items"],
      zh: ["参会人", "讨论事项", "结论", "待办"],
    },
  },
  {
    id: "release-notes",
    en: { match: /\brelease notes\b|\bchangelog\b|\bchange log\b/i, name: "Release notes" },
    zh: { match: /版本说明|更新日志|发布说明|更新说明/, name: "版本说明" },
    parts: {
      en: ["New features", "Improvements", "Bug fixes", "Known issues"],
      zh: ["新功能", "体验优化", "问题修复", "已知问题"],
    },
  },
  {
    id: "announcement",
    en: {
      match: /\b(?:e-?mail|announcement|newsletter|launch post|in-app message)\b/i,
      name: "Announcement",
    },
    zh: { match: /公告|通知|邮件|推文|宣传文案|上线文案/, name: "公告" },
    write: announcement,
  },
  {
    id: "job",
    en: { match: /\bjob (?:description|post(?:ing)?|ad)\b|\bJD\b/i, name: "Job description" },
    zh: { match: /岗位描述|职位描述|招聘启事|招聘文案|JD/, name: "岗位描述" },
    write: jobDescription,
  },
  {
    id: "user-story",
    en: { match: /\buser stor(?:y|ies)\b/i, name: "User story" },
    zh: { match: /用户故事/, name: "用户故事" },
    write: userStory,
  },
  {
    id: "one-pager",
    en: { match: /\bone[- ]pager\b|\bproposal\b/i, name: "One-pager" },
    zh: { match: /一页纸|提案|立项报告|立项申请/, name: "一页纸" },
    parts: {
      en: ["Problem", "Evidence", "Proposal", "Cost", "Ask"],
      zh: ["问题", "证据", "方案", "成本", "诉求"],
    },
  },
  {
    id: "retro",
    en: { match: /\bretro(?:spective)?(?:\s+(?:agenda|plan|meeting))?\b/i, name: "Retro agenda" },
    zh: { match: /复盘会(?:议程|提纲)?|复盘议程|复盘提纲|回顾会(?:议程)?/, name: "复盘会议程" },
    write: retro,
  },
  // Any other template the user lays out ("a template with A, B and C"): their parts, in their order.
  {
    id: "template",
    en: { match: /\btemplate\b/i, name: "Template" },
    zh: { match: /模板/, name: "模板" },
  },
];

/** The document written from its kind's parts or the user's named parts. */
export function writeDoc(ask: WritingAsk, lang: BriefLanguage): Written | null {
  const { kind } = ask;
  // A named list of parts wins over a kind's usual shape: the user said what the document holds.
  if (kind.write && !(ask.parts.length && !["announcement", "user-story"].includes(kind.id)))
    return kind.write(ask, lang);
  const parts = ask.parts.length ? ask.parts : kind.parts?.[lang];
  if (!parts) return null;
  const name = kind.id === "template" ? kind[lang].name : upper(ask.named);
  const subject = you(bare(ask.about, lang)).replace(/^(?:template|模板)\s*/i, "");
  // "产品周报模板", "Release notes template": the document's name as the user gave it.
  const lead = lang === "zh" && ask.topic.length <= 6 ? ask.topic : kind.id === "template" ? ask.topic : "";
  const template = ask.template && kind.id !== "template";
  const title =
    lang === "zh"
      ? `${lead}${kind.id === "template" ? "" : name}${template || kind.id === "template" ? "模板" : ""}${subject ? ` — ${subject}` : ""}`
      : `${kind.id === "template" ? `${upper(lead || "document")} template` : `${name}${template ? " template" : ""}`}${subject ? ` — ${subject}` : ""}`;
  return {
    title,
    sections: parts.map((p) => ({ heading: lang === "zh" ? p : upper(p), lines: partLines(p, lang) })),
  };
}

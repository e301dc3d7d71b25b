/** Documents that go out: an announcement of the feature named, a job description for the role named. */
import type { BriefLanguage } from "../brief";
import { upper } from "./answer-format";
import type { WritingAsk } from "./writing-ask";
import { bare, you, type Written } from "./writing-types";

export function announcement(ask: WritingAsk, lang: BriefLanguage): Written {
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

export function jobDescription(ask: WritingAsk, lang: BriefLanguage): Written {
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

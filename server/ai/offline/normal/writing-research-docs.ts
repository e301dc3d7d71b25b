/** Documents for learning from users: an interview script about the event named, a survey that asks the reason. */
import type { BriefLanguage } from "../brief";
import { upper } from "./answer-format";
import type { WritingAsk } from "./writing-ask";
import { bare, you, type Written } from "./writing-types";

export function interviewScript(ask: WritingAsk, lang: BriefLanguage): Written {
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

export function survey(ask: WritingAsk, lang: BriefLanguage): Written {
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

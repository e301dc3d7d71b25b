/** Documents for the team: a user story with acceptance criteria on its want, a retro agenda about what happened. */
import type { BriefLanguage } from "../brief";
import type { WritingAsk } from "./writing-ask";
import { bare, you, type Written } from "./writing-types";

export function userStory(ask: WritingAsk, lang: BriefLanguage): Written {
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

export function retro(ask: WritingAsk, lang: BriefLanguage): Written {
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

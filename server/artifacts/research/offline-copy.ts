/**
 * What the Offline model's shared writers say about this kind (server/ai/offline/kind-copy.ts):
 * the reasoning's name for it, the words that name it in a request, and the prompt optimiser's
 * words for it, English and Chinese.
 */
import type { OfflineKindCopy } from "../../ai/offline/kind-copy";
import { researchChatReply } from "./offline-chat-reply";

export const researchOfflineCopy: OfflineKindCopy = {
  name: ["a research report", "一份调研报告"],
  words: {
    rank: 6,
    deliverable:
      /\bresearch (?:report|on|about|into)\b|competitive analysis|market (?:research|analysis)|调研报告|竞品分析报告|行业调研/i,
    asked:
      /\bresearch (report|on|about|into)\b|\bcompetitive analysis\b|\bmarket (research|analysis)\b|调研报告|竞品分析|市场分析|行业调研/i,
    prompt: /\bresearch\b|\bcompetitors?\b|\bcompar(e|ison)\b|market|调研|竞品|对比|市场/i,
  },
  chatReply: researchChatReply,
  prompt: {
    opening: { en: "Write a research report on {subject}.", zh: "请撰写一份关于「{subject}」的调研报告。" },
    format: {
      en: "Executive summary; market context with figures and their dates; a comparison table of the main players; user pain points; opportunities and risks; recommendations; sources.",
      zh: "摘要；带数据及其时间的市场背景；主要玩家对比表；用户痛点；机会与风险；建议；信息来源。",
    },
    goal: {
      en: "Understand the market and competitors around {subject} well enough to decide where to play.",
      zh: "充分了解「{subject}」相关的市场和竞品，以便决定切入方向。",
    },
    constraints: [
      {
        en: "Date every figure and name its source; say when data is an estimate.",
        zh: "每个数据注明时间和来源，估算数据要说明。",
      },
    ],
    points: {
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
  },
};

/**
 * What the Offline model's shared writers say about this kind (server/ai/offline/kind-copy.ts):
 * the reasoning's name for it, the words that name it in a request, and the prompt optimiser's
 * words for it, English and Chinese.
 */
import type { OfflineKindCopy } from "../../ai/offline/kind-copy";

export const multPrototypeOfflineCopy: OfflineKindCopy = {
  name: ["a multi-page prototype", "一个多页原型"],
  words: {
    rank: 4,
    deliverable: /multi-?page|several pages|\b(?:two|three|four|five|six|\d)-page\b|多页|多个页面/i,
    prompt: /multi-?page|several pages|多页面?/i,
  },
  prompt: {
    opening: {
      en: "Design a multi-page prototype of {subject}.",
      zh: "请设计「{subject}」的多页面原型。",
    },
    format: {
      en: "One page per step of the main journey, linked by a shared navigation, with realistic content and the same visual style on every page.",
      zh: "主流程的每一步对应一个页面，页面之间有统一的导航相互跳转，内容真实，所有页面视觉风格一致。",
    },
    goal: {
      en: "Show the whole journey through {subject} so the team can review it page by page.",
      zh: "完整展示「{subject}」的使用旅程，便于团队逐页评审。",
    },
    constraints: [{ en: "Design for the {device} screen size first.", zh: "优先适配{device}屏幕尺寸。" }],
    points: { label: { en: "Key features to show", zh: "需要展示的关键功能" }, source: "domain" },
    buildsProduct: true,
  },
};

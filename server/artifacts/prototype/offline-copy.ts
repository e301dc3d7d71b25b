/**
 * What the Offline model's shared writers say about this kind (server/ai/offline/kind-copy.ts):
 * the reasoning's name for it, the words that name it in a request, and the prompt optimiser's
 * words for it, English and Chinese.
 */
import type { OfflineKindCopy } from "../../ai/offline/kind-copy";
import { prototypeChatReply } from "./offline-chat-reply";

export const prototypeOfflineCopy: OfflineKindCopy = {
  name: ["a prototype page", "一个原型页面"],
  words: {
    rank: 5,
    deliverable: /\bprototypes?\b|\bmock-?ups?\b|\bwireframes?\b|\blanding page\b|原型|线框图/i,
    asked: /\bprototypes?\b|\bmock-?ups?\b|\bwireframes?\b|原型|线框图/i,
    prompt: /\bprototypes?\b|\bmock-?ups?\b|\bwireframes?\b|\bscreens?\b|\bpage\b|原型|线框图|页面/i,
  },
  chatReply: prototypeChatReply,
  prompt: {
    opening: { en: "Design a clickable prototype of {subject}.", zh: "请设计「{subject}」的可交互原型。" },
    format: {
      en: "One complete page with realistic content (no lorem ipsum), clear primary actions, empty and error states where they matter, and consistent spacing and typography.",
      zh: "一个完整页面，使用真实感的内容（不要占位文字），主要操作清晰，必要处包含空状态和错误状态，间距与字体风格统一。",
    },
    goal: {
      en: "Let users and stakeholders try the main flow of {subject} and give feedback before it is built.",
      zh: "让用户和相关方在开发前试用「{subject}」的主流程并给出反馈。",
    },
    constraints: [{ en: "Design for the {device} screen size first.", zh: "优先适配{device}屏幕尺寸。" }],
    points: { label: { en: "Key features to show", zh: "需要展示的关键功能" }, source: "domain" },
    buildsProduct: true,
  },
};

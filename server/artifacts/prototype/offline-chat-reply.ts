/**
 * The Offline chat reply to a message that asks for a prototype by name (server/ai/offline/kind-copy.ts
 * `chatReply`): the mode that writes the full one, and the outline it would start from.
 */
import type { OfflineChatReply } from "../../ai/offline/kind-copy";
import type { Analysis } from "../../ai/offline/normal/normal-analysis";

export const prototypeChatReply: OfflineChatReply = {
  mode: { en: "Prototype", zh: "原型" },
  deliverable: { en: "clickable prototype", zh: "可交互原型" },
  outline: {
    en: (a: Analysis) => {
      const names = a.pack.features.map((f) => f.name.toLowerCase());
      // Generic feature names ("a clear overview") say nothing about a login page: use the subject.
      return a.domain !== "generic"
        ? [
            `**Key screens:** a home screen built around ${names[0]}, then ${names[1]}, ${names[2]} and settings.`,
            `**Primary action:** ${names[0]}, one tap from the home screen.`,
          ]
        : [
            `**Key screens:** ${a.aProduct} itself, what comes right before and after it, and the empty and error states.`,
            "**Primary action:** the one thing a user comes to do, visible without scrolling.",
          ];
    },
    zh: (a: Analysis) => {
      const names = a.pack.features.map((f) => f.name);
      // 通用功能名（如「清晰的全局视图」）对登录页这类主题没有意义：改用主题本身。
      return a.domain !== "generic"
        ? [
            `**关键页面**：围绕「${names[0]}」的首页，然后是「${names[1]}」「${names[2]}」和设置页。`,
            `**主操作**：「${names[0]}」，在首页一步可达。`,
          ]
        : [
            `**关键页面**：「${a.product}」本身、它前后的页面，以及空状态和出错状态。`,
            "**主操作**：用户来这里要做的那件事，不用滚动就能看到。",
          ];
    },
  },
};

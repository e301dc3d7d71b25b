/**
 * The Offline chat reply to a message that asks for a research report by name (server/ai/offline/kind-copy.ts
 * `chatReply`): the mode that writes the full one, and the outline it would start from.
 */
import type { OfflineChatReply } from "../../ai/offline/kind-copy";
import type { Analysis } from "../../ai/offline/normal/normal-analysis";

export const researchChatReply: OfflineChatReply = {
  mode: { en: "Research", zh: "调研" },
  deliverable: { en: "research report", zh: "调研报告" },
  outline: {
    en: (a: Analysis) => [
      `**Questions to answer:** who already serves ${a.audience}, what they charge, and what users complain about.`,
      `**Decision it supports:** whether ${a.aProduct} should focus on ${a.pack.features.map((f) => f.name.toLowerCase())[0]} first.`,
    ],
    zh: (a: Analysis) => [
      `**要回答的问题**：现在谁在服务${a.audience}、怎么收费、用户抱怨什么。`,
      `**支撑的决策**：${a.product}是否应该先把「${a.pack.features.map((f) => f.name)[0]}」做好。`,
    ],
  },
};

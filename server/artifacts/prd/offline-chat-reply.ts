/**
 * The Offline chat reply to a message that asks for a PRD by name (server/ai/offline/kind-copy.ts
 * `chatReply`): the mode that writes the full one, and the outline it would start from.
 */
import type { OfflineChatReply } from "../../ai/offline/kind-copy";
import { packText, type Analysis } from "../../ai/offline/normal/normal-analysis";

export const prdChatReply: OfflineChatReply = {
  mode: { en: "PRD", zh: "PRD" },
  deliverable: { en: "requirements document", zh: "需求文档" },
  outline: {
    en: (a: Analysis) => [
      `**Problem:** ${packText(a, a.pack.problem)}`,
      `**Core features:** ${a.pack.features.map((f) => f.name.toLowerCase()).join(", ")}.`,
      `**Success metric:** ${a.pack.metric}`,
    ],
    zh: (a: Analysis) => [
      `**问题**：${packText(a, a.pack.problem)}`,
      `**核心功能**：${a.pack.features.map((f) => f.name).join("、")}。`,
      `**成功指标**：${a.pack.metric}`,
    ],
  },
};

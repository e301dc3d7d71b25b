/**
 * The Offline chat reply to a message that asks for a flowchart by name (server/ai/offline/kind-copy.ts
 * `chatReply`): the mode that writes the full one, and the outline it would start from.
 */
import type { OfflineChatReply } from "../../ai/offline/kind-copy";
import type { Analysis } from "../../ai/offline/normal/normal-analysis";

export const mermaidChatReply: OfflineChatReply = {
  mode: { en: "Flowchart", zh: "流程图" },
  deliverable: { en: "flowchart", zh: "流程图" },
  outline: {
    en: (a: Analysis) => [
      // Generic feature names say nothing about the product's flow: use the subject.
      a.domain !== "generic"
        ? `**Main flow:** ${a.pack.loop}.`
        : `**Main flow:** ${a.aProduct}, from the first step to the result the user came for.`,
      "**Branches to draw:** first use, a missed step, an error, and cancelling halfway.",
    ],
    zh: (a: Analysis) => [
      a.domain !== "generic"
        ? `**主流程**：${a.pack.loop}。`
        : `**主流程**：「${a.product}」从第一步到用户想要的结果。`,
      "**要画出的分支**：首次使用、漏掉一步、出错、中途取消。",
    ],
  },
};

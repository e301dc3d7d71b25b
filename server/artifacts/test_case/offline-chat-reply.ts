/**
 * The Offline chat reply to a message that asks for test cases by name (server/ai/offline/kind-copy.ts
 * `chatReply`): the mode that writes the full one, and the outline it would start from.
 */
import type { OfflineChatReply } from "../../ai/offline/kind-copy";
import type { Analysis } from "../../ai/offline/normal/normal-analysis";

export const testCaseChatReply: OfflineChatReply = {
  mode: { en: "Test cases", zh: "测试用例" },
  deliverable: { en: "set of test cases", zh: "测试用例" },
  outline: {
    en: (a: Analysis) => {
      const names = a.pack.features.map((f) => f.name.toLowerCase());
      return [
        // Generic feature names say nothing about what to test: use the subject.
        a.domain !== "generic"
          ? `**Test first:** ${names[0]} and ${names[1]}, end to end.`
          : `**Test first:** the main path through ${a.aProduct}, end to end.`,
        "**Then:** empty states, limits, duplicates, wrong input, no network, and permissions.",
      ];
    },
    zh: (a: Analysis) => {
      const names = a.pack.features.map((f) => f.name);
      return [
        a.domain !== "generic"
          ? `**先测**：「${names[0]}」和「${names[1]}」的完整流程。`
          : `**先测**：「${a.product}」的主流程，从头到尾。`,
        "**再测**：空状态、边界值、重复操作、错误输入、断网和权限。",
      ];
    },
  },
};

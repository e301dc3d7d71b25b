/**
 * What the Offline model's shared writers say about this kind (server/ai/offline/kind-copy.ts):
 * the reasoning's name for it, the words that name it in a request, and the prompt optimiser's
 * words for it, English and Chinese.
 */
import type { OfflineKindCopy } from "../../ai/offline/kind-copy";
import { testCaseChatReply } from "./offline-chat-reply";

export const testCaseOfflineCopy: OfflineKindCopy = {
  name: ["test cases", "测试用例"],
  words: {
    rank: 1,
    deliverable: /\btest[\s-]?cases?\b|\btest plan\b|测试用例|测试点|测试计划/i,
    asked: /\btest[\s-]?cases?\b|\btest plan\b|测试用例|测试点|测试计划/i,
    prompt: /\btest[\s-]?cases?\b|\btest plan\b|测试用例|测试点/i,
  },
  chatReply: testCaseChatReply,
  prompt: {
    opening: { en: "Write test cases for {subject}.", zh: "请为「{subject}」编写测试用例。" },
    format: {
      en: "A table of cases, each with an id, module, preconditions, steps, expected result and priority (P0–P2); cover the main flow, boundary values, invalid input, permissions and failure or timeout paths.",
      zh: "以表格列出用例，每条包含编号、模块、前置条件、操作步骤、预期结果和优先级（P0–P2）；覆盖主流程、边界值、非法输入、权限以及失败或超时场景。",
    },
    goal: {
      en: "Catch the defects that would hurt users of {subject} most, before release.",
      zh: "在上线前发现「{subject}」中最影响用户的缺陷。",
    },
    constraints: [
      {
        en: "Each expected result must be observable and unambiguous.",
        zh: "每条预期结果都必须可观察、无歧义。",
      },
    ],
    points: { label: { en: "Areas to test", zh: "需要测试的范围" }, source: "domain" },
    buildsProduct: true,
  },
};

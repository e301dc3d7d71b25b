/**
 * What the Offline model's shared writers say about this kind (server/ai/offline/kind-copy.ts):
 * the reasoning's name for it, the words that name it in a request, and the prompt optimiser's
 * words for it, English and Chinese.
 */
import type { OfflineKindCopy } from "../../ai/offline/kind-copy";
import { mermaidChatReply } from "./offline-chat-reply";

export const mermaidOfflineCopy: OfflineKindCopy = {
  name: ["a flowchart", "一张流程图"],
  words: {
    rank: 3,
    deliverable:
      /\b(?:flow ?chart|diagram|mind ?map|gantt|user journey|journey map|mermaid)\b|流程图|时序图|状态图|类图|ER ?图|甘特图|思维导图|脑图|旅程图|泳道图/i,
    asked: /flow\s?chart|\bdiagram\b|\bmermaid\b|user flow|sequence chart|流程图|时序图|泳道图/i,
    prompt: /flow ?chart|\bdiagram\b|\bmermaid\b|user flow|swimlane|流程图|时序图|状态图|泳道图/i,
  },
  chatReply: mermaidChatReply,
  prompt: {
    opening: { en: "Draw a flowchart of {subject}.", zh: "请画出「{subject}」的流程图。" },
    format: {
      en: "Valid Mermaid syntax; every decision labelled with its condition; the happy path first, then the error and cancellation branches; short node labels.",
      zh: "使用合法的 Mermaid 语法；每个判断节点标注条件；先画主流程，再画异常和取消分支；节点文字简短。",
    },
    goal: {
      en: "Make the steps, decisions and failure paths of {subject} clear at a glance.",
      zh: "让「{subject}」的步骤、判断和异常路径一目了然。",
    },
    constraints: [
      { en: "Keep it to one diagram of at most about 25 nodes.", zh: "控制在一张图内，节点不超过约 25 个。" },
    ],
    points: {
      label: { en: "Steps and branches to include", zh: "需要包含的步骤与分支" },
      source: "fixed",
      fixed: {
        en: [
          "What starts the flow, and who acts at each step",
          "Every decision and each of its outcomes",
          "Failure, timeout and cancellation paths",
          "Where each path ends",
        ],
        zh: [
          "流程的触发点，以及每一步由谁操作",
          "每个判断及其所有结果",
          "失败、超时和取消的路径",
          "每条路径的终点",
        ],
      },
    },
  },
};

/**
 * What the Offline model's shared writers say about this kind (server/ai/offline/kind-copy.ts):
 * the reasoning's name for it, the words that name it in a request, and the prompt optimiser's
 * words for it, English and Chinese.
 */
import type { OfflineKindCopy } from "../../ai/offline/kind-copy";
import { prdChatReply } from "./offline-chat-reply";

export const prdOfflineCopy: OfflineKindCopy = {
  name: ["a PRD", "一份 PRD"],
  words: {
    rank: 2,
    deliverable:
      /\bprd\b|requirements? (?:doc|document|spec)|product requirements|product spec|需求文档|产品需求|需求说明/i,
    asked: /\bprd\b|requirements? (doc|document|spec)|product spec|需求文档|产品需求文档|需求说明/i,
    prompt: /\bprd\b|requirements? (doc|document|spec)|product (brief|spec)|需求文档|产品需求/i,
  },
  chatReply: prdChatReply,
  prompt: {
    opening: {
      en: "Write a product requirements document (PRD) for {subject}.",
      zh: "请为「{subject}」撰写一份产品需求文档（PRD）。",
    },
    format: {
      en: "Background and problem; goals with 2–3 measurable targets; target users and their scenarios; user stories with acceptance criteria; functional requirements by module; non-functional requirements (performance, security, privacy); milestones for the first release; open questions.",
      zh: "背景与要解决的问题；目标及 2–3 个可衡量的指标；目标用户与使用场景；带验收标准的用户故事；按模块划分的功能需求；非功能需求（性能、安全、隐私）；首个版本的里程碑；待确认的问题。",
    },
    goal: {
      en: "Define what the first release of {subject} must do and how we will know it works.",
      zh: "明确「{subject}」首个版本必须做到什么，以及如何判断它是否成功。",
    },
    constraints: [
      {
        en: "Scope the first release as an MVP; list later ideas separately.",
        zh: "首个版本按 MVP 控制范围，后续想法单独列出。",
      },
      {
        en: "Mark every assumption the request does not settle.",
        zh: "原始需求未说明的地方，明确标注为假设。",
      },
    ],
    points: { label: { en: "Key features to cover", zh: "需要覆盖的关键功能" }, source: "domain" },
    buildsProduct: true,
  },
};

/** Chinese wording for the `normal` offline writer. */
import type { ArtifactKind } from "./intent";
import type { NormalCopy, ReplyContext } from "./normal-copy-types";
import { bulletList, numberedList, topThree } from "./text-utils";

const MODE: Record<ArtifactKind, string> = {
  prd: "PRD",
  prototype: "原型",
  flowchart: "流程图",
  test_cases: "测试用例",
  research: "调研",
};

const DELIVERABLE: Record<ArtifactKind, string> = {
  prd: "产品需求文档（PRD）",
  prototype: "可交互原型",
  flowchart: "流程图",
  test_cases: "测试用例",
  research: "调研报告",
};

// Generic stand-ins for when the message has fewer than three keywords of its own.
const IDEA_FALLBACKS: [string, string, string] = ["核心功能", "主页面", "新用户引导"];
const QUESTION_FALLBACKS: [string, string, string] = ["关键概念", "你关心的结果", "约束条件"];

function users(ctx: ReplyContext, heading = "核心用户"): string {
  return `**${heading}**\n${bulletList([ctx.audience.primary, ctx.audience.secondary])}`;
}

// 生成每种交付物之前需要先想清楚的问题。
function artifactQuestions({ keywords, audience }: ReplyContext, kind: ArtifactKind): string[] {
  const [a, b, c] = topThree(keywords, IDEA_FALLBACKS);
  switch (kind) {
    case "prd":
      return [
        `目标与非目标：**${a}** 要为${audience.primary}解决什么？哪些不在本期范围？`,
        `用户故事：用户围绕 **${b}** 必须能完成的 3–5 件事。`,
        `**${c}** 的验收标准：怎样算做好了？`,
        "上线后重点跟踪的一个成功指标。",
      ];
    case "prototype":
      return [
        `关键页面：**${a}** 总览页、**${b}** 详情页，以及 **${c}** 放在哪里。`,
        "优先适配哪种设备：手机、电脑，还是都要？",
        `首页唯一的主操作是什么，例如新建一条「${a}」？`,
        "界面风格：活泼、中性，还是偏企业级？",
      ];
    case "flowchart":
      return [
        `起点与终点：什么触发 **${a}** 流程？什么状态算结束？`,
        `**${b}** 附近有哪些判断节点，流程在哪里分叉？`,
        `异常路径：**${c}** 失败或被取消时怎么办？`,
        "角色：哪些步骤由用户完成，哪些由系统完成？",
      ];
    case "test_cases":
      return [
        `主流程：**${a}** 从头到尾的正常场景。`,
        `**${b}** 的边界情况：为空、最大值、重复、非法输入。`,
        `权限与状态：谁可以修改 **${c}**？断网时会怎样？`,
        "优先级：哪些用例不通过就不能发布？",
      ];
    case "research":
      return [
        `现有哪些产品在解决 **${a}**？用户对它们有哪些抱怨？`,
        `**${b}** 的需求有多大？目前是谁在付费？`,
        `关于 **${c}** 最冒险的假设是什么？如何低成本验证？`,
        "这次调研要支撑哪个决策？",
      ];
  }
}

export const normalCopyZh: NormalCopy = {
  offlineNote: "_本回复由内置离线模型生成；配置真实的 AI 模型后可获得更完整的回答。_",
  greeting: () =>
    [
      "你好！我是 Vibe Studio 助手。描述一个产品想法，我来帮你把它理清楚。",
      `**我可以帮你**\n${bulletList([
        "**对话**：打磨想法（用户、范围、下一步）",
        "**PRD**：结构化的需求文档",
        "**原型**：可点击的界面原型",
        "**流程图**：用图表梳理用户流程和业务流程",
        "**测试用例**：主流程和边界情况",
        "**调研**：竞品与市场背景",
      ])}`,
      "**试试：**「一个面向远程团队的习惯打卡应用，带每周报告」",
    ].join("\n\n"),
  continuing: "_接着你之前的想法：_",
  idea: (ctx) => {
    const [a, b, c] = topThree(ctx.keywords, IDEA_FALLBACKS);
    return [
      `**一句话概括你的想法：**${ctx.subject}。`,
      users(ctx),
      `**下一步**\n${numberedList([
        `明确核心任务：新用户第一次使用时，必须借助 **${a}** 完成什么？`,
        `画出从 **${a}** 到 **${b}** 的主流程：入口、关键操作、可见结果。`,
        `划定 MVP：**${a}**、**${b}**、**${c}** 中哪个先上线，哪些可以往后放？`,
        `选一个成功指标，例如每周回来使用「${a}」的用户数。`,
        `找 3–5 位核心用户聊聊他们现在如何处理「${a}」，确认痛点真实存在。`,
      ])}`,
      "**建议模式：**切换到 **PRD** 模式把它写成需求文档，再用 **原型** 模式看看界面。",
    ].join("\n\n");
  },
  question: (ctx) => {
    const [a, b] = topThree(ctx.keywords, QUESTION_FALLBACKS);
    return [
      `**你的问题：**${ctx.subject}？`,
      ...(ctx.definitions.length ? [`**简要回答**\n${bulletList(ctx.definitions.map((d) => `**${d.term}**：${d.text}`))}`] : []),
      ...(ctx.audience.specific ? [users(ctx, "和谁相关")] : []),
      `**思考路径**\n${numberedList([
        `先定义清楚：在你的场景里，**${a}** 具体指什么？`,
        `列出影响 **${b}** 的选项或因素，以及各自的成本。`,
        "确定评判标准（时间、成本、风险、用户影响），给选项排序。",
        "写下什么证据会改变你的判断，先验证风险最大的假设。",
      ])}`,
      "**建议模式：**切换到 **调研** 模式获得有出处的回答，或者描述你的产品，我来帮你梳理。",
    ].join("\n\n");
  },
  artifact: (ctx, kind) =>
    [
      `**你想要：**为「${ctx.subject}」制作一份${DELIVERABLE[kind]}。`,
      users(ctx),
      `**先确认这些问题**\n${numberedList(artifactQuestions(ctx, kind))}`,
      `**建议模式：**切换到 **${MODE[kind]}** 模式，它会基于当前对话生成完整的${DELIVERABLE[kind]}。`,
    ].join("\n\n"),
};

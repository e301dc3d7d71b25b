/** Built-in template: the standard PRD (the default structure of a generated PRD). */
import type { BuiltinTemplate } from "./types";

export const standardPrd: BuiltinTemplate = {
  id: "builtin-standard-prd",
  en: {
    name: "Standard PRD",
    description:
      "The full document a team builds from: problem, goals and metrics, personas, user stories with acceptance criteria, requirements, flows, release plan and risks.",
    content: `# {Product name} PRD

## 1. Overview
> What the product is, who it is for and why now, in three or four sentences.

## 2. Background and problem
> The situation today, the pain it causes and the evidence for it (numbers, quotes, tickets).

## 3. Goals and success metrics
> Two or three goals, each with a measurable metric, its baseline and its target.

## 4. Personas
> The primary and secondary users: who they are, what they need, what gets in their way.

## 5. User stories and acceptance criteria
> "As a <user>, I want <goal> so that <benefit>", each with testable acceptance criteria.

## 6. Functional requirements
> A table of requirements with ids (FR-1, FR-2…), description and priority (P0–P3).

## 7. User flows
> The main flows as mermaid charts (flowchart or sequence diagram), with a line on each.

## 8. Non-functional requirements
> Performance, security and privacy, accessibility, compatibility, reliability.

## 9. Release plan
> Milestones from MVP to general availability, what ships in each and how it is rolled out.

## 10. Risks and mitigations
> What could go wrong (product, technical, legal, adoption) and what we do about it.

## 11. Non-goals
> What this release deliberately does not do.

## 12. Open questions
> Decisions still to make, with an owner each.
`,
  },
  zh: {
    name: "标准 PRD",
    description:
      "团队可直接据此开发的完整文档：问题、目标与指标、用户画像、带验收标准的用户故事、需求、流程、发布计划与风险。",
    content: `# {产品名称} 产品需求文档

## 1. 概述
> 用三四句话说明产品是什么、为谁服务、为什么现在做。

## 2. 背景与问题
> 现状如何、带来什么痛点，以及支撑判断的依据（数据、用户原话、工单）。

## 3. 目标与成功指标
> 两到三个目标，每个目标配一个可衡量的指标，写明当前基线和目标值。

## 4. 用户画像
> 主要用户和次要用户：他们是谁、需要什么、被什么阻碍。

## 5. 用户故事与验收标准
> “作为<用户>，我想要<目标>，以便<收益>”，每条附可测试的验收标准。

## 6. 功能需求
> 用表格列出需求：编号（FR-1、FR-2……）、描述、优先级（P0–P3）。

## 7. 用户流程
> 用 mermaid 图（流程图或时序图）画出主要流程，每张图配一句说明。

## 8. 非功能需求
> 性能、安全与隐私、无障碍、兼容性、可靠性。

## 9. 发布计划
> 从 MVP 到全量发布的里程碑，每个阶段交付什么、如何灰度。

## 10. 风险与应对
> 可能出现的问题（产品、技术、合规、推广）以及应对措施。

## 11. 非目标
> 本次发布明确不做的事情。

## 12. 待定问题
> 尚待决策的问题，每个问题指定负责人。
`,
  },
};

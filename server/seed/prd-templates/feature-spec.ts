/** Built-in template: the spec of one feature inside an existing product. */
import type { BuiltinTemplate } from "./types";

export const featureSpec: BuiltinTemplate = {
  id: "builtin-feature-spec",
  en: {
    name: "Feature spec",
    description:
      "For one feature of an existing product: context, user stories, requirements, UX and flows, edge cases, tracking and rollout.",
    content: `# {Feature name} feature spec

## Summary
> The feature in two sentences and the outcome it should move.

## Context
> Where it lives in the product today, what users do instead, the data behind the request.

## User stories
> "As a <user>, I want <goal> so that <benefit>", with acceptance criteria.

## Requirements
> Numbered functional requirements (FR-1, FR-2…) with priority (P0–P3).

## UX and flows
> Screens touched, states, and the flow as a mermaid chart.

## Edge cases and errors
> Empty, limit, offline, permission and failure states, and what the user sees.

## Tracking
> Events to log and the dashboard that shows whether it works.

## Rollout and QA
> Feature flag, rollout stages, what QA must cover.

## Open questions
> Decisions still to make, with an owner each.
`,
  },
  zh: {
    name: "功能规格说明",
    description: "针对已有产品中的单个功能：背景、用户故事、需求、交互与流程、边界情况、埋点与发布。",
    content: `# {功能名称} 功能规格说明

## 概要
> 用两句话说明这个功能，以及它要推动的结果。

## 背景
> 它在产品中的位置、用户目前的替代做法、提出需求的数据依据。

## 用户故事
> “作为<用户>，我想要<目标>，以便<收益>”，附验收标准。

## 需求
> 编号的功能需求（FR-1、FR-2……）及优先级（P0–P3）。

## 交互与流程
> 涉及的页面、各种状态，以及用 mermaid 图表示的流程。

## 边界情况与异常
> 空状态、上限、离线、无权限和失败时的表现，以及用户看到什么。

## 数据埋点
> 需要记录的事件，以及用来判断效果的看板。

## 发布与测试
> 功能开关、灰度阶段、测试必须覆盖的内容。

## 待定问题
> 尚待决策的问题，每个问题指定负责人。
`,
  },
};

/** Built-in template: a lean one-page PRD for a small bet or an early idea. */
import type { BuiltinTemplate } from "./types";

export const leanOnePager: BuiltinTemplate = {
  id: "builtin-lean-one-pager",
  en: {
    name: "Lean one-pager",
    description:
      "One page to align on a small bet: the problem, who has it, the proposed solution, how we measure it and what is out of scope.",
    content: `# {Product name} one-pager

## Problem
> The problem in two sentences, and who has it.

## Who it is for
> The one user group we serve first, and their situation.

## Proposed solution
> What we build, as the three or four things a user can do.

## Success metrics
> One primary metric with its target, one guardrail metric.

## Scope
> In scope and out of scope, as two short lists.

## Key flow
> The main flow as one mermaid flowchart.

## Risks and open questions
> The riskiest assumption and how we test it; questions to answer before building.
`,
  },
  zh: {
    name: "精简一页纸",
    description: "一页纸对齐一个小想法：问题、谁遇到这个问题、解决方案、如何衡量，以及不做什么。",
    content: `# {产品名称} 一页纸方案

## 问题
> 用两句话说明问题，以及谁遇到了它。

## 目标用户
> 首先服务的一类用户及其所处的场景。

## 解决方案
> 要做什么，写成用户能完成的三四件事。

## 成功指标
> 一个核心指标及目标值，一个护栏指标。

## 范围
> 做什么、不做什么，各列一个简短清单。

## 核心流程
> 用一张 mermaid 流程图画出主流程。

## 风险与待定问题
> 最冒险的假设及验证方式；开发前需要回答的问题。
`,
  },
};

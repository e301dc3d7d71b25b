/** Built-in template: a mobile app (iOS and Android). */
import type { BuiltinTemplate } from "./types";

export const mobileApp: BuiltinTemplate = {
  id: "builtin-mobile-app",
  en: {
    name: "Mobile app",
    description:
      "For iOS and Android apps: users and scenarios, information architecture, core flows, notifications and permissions, offline use, platform differences and store release.",
    content: `# {App name} PRD

## 1. Overview
> What the app does, for whom, and why it belongs on the phone.

## 2. Target users and scenarios
> Who uses it, where and when (on the go, one hand, poor network).

## 3. Goals and metrics
> Activation, retention (D1/D7/D30) and the core action rate, with targets.

## 4. Information architecture
> Tabs and screens as a mermaid mindmap or flowchart.

## 5. Core flows
> Onboarding and the main task as mermaid charts.

## 6. Functional requirements
> Requirements with ids (FR-1, FR-2…) and priority (P0–P3).

## 7. Notifications and permissions
> Push notifications (trigger, copy, frequency cap) and the OS permissions asked, when and why.

## 8. Offline and performance
> What works offline, sync rules, start-up time and battery budget.

## 9. Platform differences
> iOS and Android differences, minimum OS versions, tablet support.

## 10. Analytics
> Events and funnels to track.

## 11. Release plan
> Beta (TestFlight / internal track), store review, staged rollout.

## 12. Risks
> Store review, privacy, adoption risks and mitigations.
`,
  },
  zh: {
    name: "移动应用",
    description:
      "适用于 iOS 和 Android 应用：用户与场景、信息架构、核心流程、通知与权限、离线使用、平台差异和上架发布。",
    content: `# {应用名称} 产品需求文档

## 1. 概述
> 应用做什么、为谁服务、为什么适合在手机上完成。

## 2. 目标用户与使用场景
> 谁在用、在哪里和什么时候用（通勤途中、单手操作、弱网）。

## 3. 目标与指标
> 激活、留存（次日/7 日/30 日）和核心行为转化率，并给出目标值。

## 4. 信息架构
> 用 mermaid 思维导图或流程图列出标签页和页面。

## 5. 核心流程
> 用 mermaid 图画出新手引导和主要任务流程。

## 6. 功能需求
> 带编号（FR-1、FR-2……）和优先级（P0–P3）的需求。

## 7. 通知与权限
> 推送通知（触发条件、文案、频率上限）以及申请的系统权限、时机和原因。

## 8. 离线与性能
> 哪些功能可离线使用、同步规则、启动时间和耗电预算。

## 9. 平台差异
> iOS 与 Android 的差异、最低系统版本、平板适配。

## 10. 数据分析
> 需要追踪的事件和漏斗。

## 11. 发布计划
> 内测（TestFlight / 内部测试轨道）、应用商店审核、分阶段发布。

## 12. 风险
> 审核、隐私、推广方面的风险及应对。
`,
  },
};

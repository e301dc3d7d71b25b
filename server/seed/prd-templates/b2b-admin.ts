/** Built-in template: a B2B or admin (back-office) system. */
import type { BuiltinTemplate } from "./types";

export const b2bAdmin: BuiltinTemplate = {
  id: "builtin-b2b-admin",
  en: {
    name: "B2B / admin system",
    description:
      "For back-office and B2B systems: roles and permissions, business processes, functional modules, data model, reports, integrations and audit.",
    content: `# {System name} PRD

## 1. Overview
> What the system manages, for which organisation, and the business result it supports.

## 2. Business background
> The current process, its cost (time, errors, tools) and why it must change.

## 3. Roles and permissions
> A table of roles and what each may view, create, approve and export.

## 4. Business process
> The main process end to end as a mermaid flowchart, with the approval steps.

## 5. Functional modules
> Each module with its requirements (FR-1, FR-2…) and priority (P0–P3).

## 6. Data model
> The main entities and their relations as a mermaid ER diagram.

## 7. Reports and dashboards
> The figures each role needs, their filters and refresh rate.

## 8. Integrations
> Systems it reads from or writes to (SSO, ERP, CRM, messaging) and how.

## 9. Non-functional requirements
> Security, audit log, data retention, performance at the expected volume.

## 10. Rollout and training
> Data migration, pilot team, training material, cut-over plan.

## 11. Risks
> What could go wrong and the mitigation.

## 12. Open questions
> Decisions still to make, with an owner each.
`,
  },
  zh: {
    name: "B 端 / 后台系统",
    description: "适用于后台管理和 B 端系统：角色权限、业务流程、功能模块、数据模型、报表、系统集成与审计。",
    content: `# {系统名称} 产品需求文档

## 1. 概述
> 系统管理什么、服务哪个组织、支撑什么业务结果。

## 2. 业务背景
> 当前流程、它的成本（时间、差错、工具）以及必须改变的原因。

## 3. 角色与权限
> 用表格列出各角色可以查看、新建、审批、导出的内容。

## 4. 业务流程
> 用 mermaid 流程图画出端到端的主流程，包含审批环节。

## 5. 功能模块
> 各模块的需求（FR-1、FR-2……）及优先级（P0–P3）。

## 6. 数据模型
> 用 mermaid ER 图画出主要实体及其关系。

## 7. 报表与看板
> 各角色需要的数据、筛选条件和刷新频率。

## 8. 系统集成
> 需要读写的外部系统（单点登录、ERP、CRM、消息通知）及对接方式。

## 9. 非功能需求
> 安全、审计日志、数据保留、预期数据量下的性能。

## 10. 上线与培训
> 数据迁移、试点团队、培训材料、切换方案。

## 11. 风险
> 可能出现的问题及应对措施。

## 12. 待定问题
> 尚待决策的问题，每个问题指定负责人。
`,
  },
};

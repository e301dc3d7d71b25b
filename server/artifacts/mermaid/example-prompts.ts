/**
 * The kind's example prompts (GET /chats/prompts/{mode}), English and Chinese: real product
 * work, specific enough to try as-is.
 */
import type { KindExamplePrompts } from "../../services/example-prompts";

export const mermaidExamplePrompts: KindExamplePrompts = {
  en: [
    {
      title: "Refund flow",
      prompt:
        "A flowchart of an e-commerce refund: request, reason check, photo evidence for damaged goods, automatic approval under $20, and manual review above.",
    },
    {
      title: "User onboarding",
      prompt:
        "A flowchart of onboarding for a project-management SaaS: sign-up, e-mail verification, create or join a workspace, invite teammates, first project.",
    },
    {
      title: "Order state machine",
      prompt:
        "A state diagram for a food-delivery order: placed, accepted, cooking, picked up, delivered, plus cancellation by the customer or the restaurant.",
    },
    {
      title: "Password reset",
      prompt:
        "A sequence diagram of password reset between the browser, the web app, the auth service and the e-mail service, including an expired link.",
    },
    {
      title: "Leave approval",
      prompt:
        "A swimlane flowchart of a leave request: employee submits, team lead approves, HR checks the balance, and the calendar is updated.",
    },
  ],
  zh: [
    {
      title: "退款流程",
      prompt:
        "画一个电商退款流程图：提交申请、原因审核、商品损坏需上传照片、20 元以下自动通过、以上转人工审核。",
    },
    {
      title: "新用户引导",
      prompt:
        "画一个项目管理 SaaS 的新用户引导流程图：注册、邮箱验证、创建或加入工作区、邀请同事、创建第一个项目。",
    },
    {
      title: "订单状态机",
      prompt: "画一个外卖订单的状态图：已下单、已接单、制作中、已取餐、已送达，以及顾客或商家取消。",
    },
    {
      title: "重置密码",
      prompt: "画一个重置密码的时序图，参与方是浏览器、Web 应用、认证服务和邮件服务，包括链接过期的情况。",
    },
    {
      title: "请假审批",
      prompt: "画一个请假审批的泳道图：员工提交、组长审批、HR 核对假期余额、最后同步到日历。",
    },
  ],
};

/** 聊天模式的中文示例提示词（GET /chats/prompts/normal）：真实的产品工作场景，可直接拿来试。各产物类型的示例提示词在其服务端定义中（`examplePrompts`）。 */
import type { ExamplePrompt } from "@/lib/contracts/prompts";

export const chatPromptsZh: ExamplePrompt[] = [
  {
    title: "需求排优先级",
    prompt:
      "我手上有 14 个待办需求，但只有一个迭代的人力。请用 RICE 方法带我给一款 B2B 开票工具排出优先级，并说明先上哪几个。",
  },
  {
    title: "北极星指标",
    prompt:
      "为一款免费增值模式的语言学习 App 设计一个北极星指标和三个输入指标，并说明每个指标可能被怎样“刷数据”。",
  },
  {
    title: "用户访谈提纲",
    prompt: "帮我写 10 个用户访谈问题，弄清楚小餐馆老板为什么在用了我们的线上点餐工具一个月后就不再使用。",
  },
  {
    title: "写更新说明",
    prompt:
      "把这些改动写成面向用户的版本更新说明：深色模式、报表支持导出 CSV、搜索更快了、修复重复发送邮件提醒的问题。",
  },
  {
    title: "定价方案",
    prompt: "为一款团队排班工具（5–200 人）设计三档定价方案，说明每一档应包含哪些功能以及理由。",
  },
];

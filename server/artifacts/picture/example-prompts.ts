/**
 * The kind's example prompts (GET /chats/prompts/{mode}), English and Chinese: real product
 * work, specific enough to try as-is.
 */
import type { KindExamplePrompts } from "../../services/example-prompts";

export const pictureExamplePrompts: KindExamplePrompts = {
  en: [
    {
      title: "App store hero",
      prompt:
        "A clean app-store hero image for a habit-tracking app: a phone showing a streak calendar on a soft gradient background.",
    },
    {
      title: "Persona portrait",
      prompt:
        "An illustrated persona portrait: a 35-year-old clinic manager at her desk with a tablet, friendly, flat illustration style.",
    },
    {
      title: "Empty state",
      prompt:
        "A friendly empty-state illustration for an inbox with no messages: a paper plane resting on a cloud, pastel colours.",
    },
    {
      title: "Feature banner",
      prompt:
        "A website banner announcing 'Team workspaces' for a note-taking product: people around a shared board, modern and bright.",
    },
  ],
  zh: [
    {
      title: "应用商店首图",
      prompt: "为习惯打卡 App 生成一张简洁的应用商店首图：手机屏幕上显示连续打卡日历，背景是柔和的渐变色。",
    },
    {
      title: "用户画像插画",
      prompt: "画一张用户画像插画：一位 35 岁的诊所经理坐在办公桌前拿着平板，亲切友好，扁平插画风格。",
    },
    {
      title: "空状态插图",
      prompt: "为“暂无消息”的收件箱画一张友好的空状态插图：一架纸飞机停在云朵上，马卡龙色系。",
    },
    {
      title: "功能宣传横幅",
      prompt: "为笔记产品的“团队空间”新功能设计一张网站横幅：几个人围着一块共享白板，现代明亮的风格。",
    },
  ],
};

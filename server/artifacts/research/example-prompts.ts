/**
 * The kind's example prompts (GET /chats/prompts/{mode}), English and Chinese: real product
 * work, specific enough to try as-is.
 */
import type { KindExamplePrompts } from "../../services/example-prompts";

export const researchExamplePrompts: KindExamplePrompts = {
  en: [
    {
      title: "Note-taking apps",
      prompt:
        "Compare Notion, Obsidian and Evernote for student note-taking: pricing, offline use, collaboration and what students complain about most.",
    },
    {
      title: "Meal-kit market",
      prompt:
        "Research the meal-kit delivery market: the main players, why customers cancel, and where a newcomer focused on families could win.",
    },
    {
      title: "AI meeting notes",
      prompt:
        "A competitor report on AI meeting-notes tools (Otter, Fireflies, tl;dv): features, pricing, privacy stance and gaps for regulated industries.",
    },
    {
      title: "Second-hand fashion",
      prompt:
        "Research second-hand fashion platforms in Europe: Vinted, Vestiaire Collective and Depop — business models, trust features and growth.",
    },
  ],
  zh: [
    {
      title: "笔记软件对比",
      prompt:
        "对比 Notion、Obsidian 和印象笔记在学生记笔记场景下的表现：价格、离线使用、协作，以及学生最常抱怨的问题。",
    },
    {
      title: "预制菜市场",
      prompt: "调研国内预制菜市场：主要玩家、消费者复购率低的原因，以及主打家庭场景的新品牌有哪些机会。",
    },
    {
      title: "AI 会议纪要",
      prompt:
        "做一份 AI 会议纪要工具的竞品报告（飞书妙记、通义听悟、讯飞听见）：功能、价格、隐私策略，以及在金融等强监管行业的空白。",
    },
    {
      title: "二手闲置平台",
      prompt: "调研国内二手闲置平台：闲鱼、转转、多抓鱼的商业模式、信任机制和增长打法。",
    },
  ],
};

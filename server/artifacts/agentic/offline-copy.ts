/**
 * What the Offline model's shared writers say about this kind (server/ai/offline/kind-copy.ts):
 * the reasoning's name for it, the words that name it in a request, and the prompt optimiser's
 * words for it, English and Chinese.
 */
import type { OfflineKindCopy } from "../../ai/offline/kind-copy";

export const agenticOfflineCopy: OfflineKindCopy = {
  name: ["a small app", "一个轻应用"],
  words: {
    rank: 8,
    prompt: /\b(web app|small app|tool that|mini app)\b|小应用|小工具|网页应用/i,
  },
  prompt: {
    opening: { en: "Build a small web app: {subject}.", zh: "请开发一个小型网页应用：{subject}。" },
    format: {
      en: "A working single-page app with its data kept in the browser, the main flow usable end to end, input validation, and an empty state on first use.",
      zh: "一个可运行的单页应用，数据保存在浏览器中，主流程可以完整走通，包含输入校验和首次使用时的空状态。",
    },
    goal: {
      en: "A small tool people can use today for {subject}.",
      zh: "一个现在就能用起来的小工具，用于「{subject}」。",
    },
    constraints: [
      { en: "No sign-in or server needed for the first version.", zh: "第一版无需登录或服务器。" },
    ],
    points: { label: { en: "Key features", zh: "关键功能" }, source: "domain" },
    buildsProduct: true,
  },
};

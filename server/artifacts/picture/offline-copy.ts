/**
 * What the Offline model's shared writers say about this kind (server/ai/offline/kind-copy.ts):
 * the reasoning's name for it, the words that name it in a request, and the prompt optimiser's
 * words for it, English and Chinese.
 */
import type { OfflineKindCopy } from "../../ai/offline/kind-copy";

export const pictureOfflineCopy: OfflineKindCopy = {
  name: ["a picture", "一张图片"],
  words: {
    rank: 7,
    prompt: /\b(image|picture|illustration|banner|poster|icon)\b|图片|插画|海报|横幅|配图/i,
  },
  prompt: {
    opening: { en: "Create an image of {subject}.", zh: "请生成一张图片：{subject}。" },
    format: {
      en: "Subject, setting, style (e.g. flat illustration or photo), colour palette, composition and aspect ratio; no text rendered inside the image unless asked.",
      zh: "说明主体、场景、风格（如扁平插画或照片）、配色、构图和画幅比例；除非特别要求，图片中不要出现文字。",
    },
    goal: {
      en: "An image that communicates {subject} at a glance.",
      zh: "一张让人一眼看懂「{subject}」的图片。",
    },
    constraints: [
      {
        en: "Suitable for product use: no logos or real people's faces.",
        zh: "适合产品使用：不要出现商标或真实人物面孔。",
      },
    ],
    points: { label: { en: "Elements to show", zh: "画面中的元素" }, source: "none" },
  },
};

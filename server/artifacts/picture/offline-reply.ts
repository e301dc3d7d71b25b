/**
 * What the chat says about an Offline picture: that the built-in illustrator drew it from simple
 * shapes, which of the prompt's things it drew and where, and — never silently — the words it could
 * not draw, pointing to an image model for those.
 */
import type { Locale } from "../../i18n/api-messages";
import type { Backdrop, ScenePlan } from "./offline-scene";

const WHERE: Record<Backdrop, { en: string; zh: string }> = {
  sky: { en: "under an open sky", zh: "天空下" },
  sea: { en: "by the sea", zh: "海边" },
  mountain: { en: "in the mountains", zh: "山间" },
  city: { en: "in a city street", zh: "城市街头" },
  forest: { en: "in a forest", zh: "森林里" },
  studio: { en: "indoors", zh: "室内" },
  space: { en: "in space", zh: "太空中" },
  meadow: { en: "on a meadow", zh: "草地上" },
  desert: { en: "in a desert", zh: "沙漠里" },
  underwater: { en: "under water", zh: "水下" },
};

export function offlinePictureReply(plan: ScenePlan, locale: Locale): string {
  const zh = locale === "zh";
  const where = WHERE[plan.backdrop][zh ? "zh" : "en"];
  const rain =
    plan.weather === "rain"
      ? zh
        ? "，下着雨"
        : ", in the rain"
      : plan.weather === "snow"
        ? zh
          ? "，下着雪"
          : ", in the snow"
        : "";
  const words = plan.subjects.map((s) => (zh ? `“${s.word}”` : `“${s.word}”`));
  const drew = plan.subjects.length
    ? zh
      ? `离线插画画了${words.join("、")}，场景在${where}${rain}。`
      : `The Offline illustrator drew ${words.join(", ")} ${where}${rain}.`
    : zh
      ? `离线插画认不出描述里可以画的主体，只画了${where}的场景${rain}。`
      : `The Offline illustrator found nothing in the prompt it knows how to draw, so it drew a scene ${where}${rain} only.`;
  const style = zh ? "它用简单的图形作画，不是照片。" : "It draws with simple shapes, not photos.";
  if (!plan.notDrawn.length && plan.subjects.length) return `${drew}${zh ? "" : " "}${style}`;
  const missed = plan.notDrawn.map((w) => `“${w}”`);
  const notDrawn = missed.length
    ? zh
      ? `没能画出：${missed.join("、")}，${missed.length > 1 ? "它们" : "它"}不在离线插画会画的主体里。`
      : `It could not draw ${missed.join(", ")}: ${missed.length > 1 ? "they are" : "that is"} not among the things it can draw.`
    : "";
  const model = zh
    ? "接入图像模型后可以按你的描述画出完整、细致的图片。"
    : "Connect an image model to get a detailed picture of everything you described.";
  return [drew, style, notDrawn, model].filter(Boolean).join(zh ? "" : " ");
}

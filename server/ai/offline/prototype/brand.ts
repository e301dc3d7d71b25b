/**
 * The brand a page shows: the name the user gave, else one made from the subject's own main
 * word ("plant care app" → PlantMate, "宠物医院挂号" → 宠物通) — never a stock brand.
 */
import type { Lang } from "./screen";

const SUFFIX_EN = ["Mate", "Hub", "Point", "Nest", "Way", "Loop", "Desk", "Go", "Base", "Lane"];
const SUFFIX_ZH = ["通", "家", "汇", "帮", "优选", "到家", "云", "宝"];
// Words of the page, not of the subject ("booking page", "job application form", "admin dashboard").
const SKIP_EN = /^(?:a|an|the|my|our|online|mobile|web|smart|new|simple|digital|internal|admin|b2b|b2c|saas|app|page|screen|tool|platform|system|portal|site|website|dashboard|service|for|of|booking|checkout|application|form|job|profile|help|center|centre|sign|up|signup|landing|settings|home|homepage|onboarding|login|pre|order|registration|request|product|products)$/i;
const SKIP_ZH = /^(?:在线|智慧|社区|企业|市政|共享|二手|校园|移动|官方|城市|一个|一款|小程序|平台|系统|网站|老年人?|新用户)/;

function shortWord(word: string): string {
  const w = word.replace(/[^A-Za-z]/g, "");
  if (w.length <= 8) return w;
  // "physiotherapy" → "physio": cut after the first vowel run past five letters.
  const m = /^(.{5,}?[aeiouy]+)/i.exec(w);
  return m && m[1].length <= 8 ? m[1] : w.slice(0, 7);
}

export function brandFor(subject: { brand: string | null; product: string; setting: string | null }, lang: Lang, seed: number): string {
  if (subject.brand) return subject.brand;
  const source = `${subject.product} ${subject.setting ?? ""}`.trim();
  if (lang === "zh") {
    let s = source.replace(/[「」]/g, "");
    for (let i = 0; i < 3; i++) s = s.replace(SKIP_ZH, "");
    const core = (/[\u4e00-\u9fff]{2}/.exec(s)?.[0] ?? "优选").slice(0, 2);
    return `${core}${SUFFIX_ZH[seed % SUFFIX_ZH.length]}`;
  }
  const word = source.split(/[\s-]+/).find((w) => w.length > 2 && !SKIP_EN.test(w)) ?? "Bright";
  const core = shortWord(word);
  return `${core.charAt(0).toUpperCase()}${core.slice(1).toLowerCase()}${SUFFIX_EN[seed % SUFFIX_EN.length]}`;
}

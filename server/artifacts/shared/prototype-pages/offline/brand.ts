/**
 * The brand a page shows: the name the user gave, else one made from the subject's own main
 * word ("plant care app" → PlantMate, "宠物医院挂号" → 宠物通) — never a stock brand.
 */
import type { Lang } from "./screen";

const SUFFIX_EN = ["Mate", "Hub", "Point", "Nest", "Way", "Loop", "Go", "Base", "Lane"];
const SUFFIX_ZH = ["通", "家", "汇", "帮", "优选", "到家", "云"];
// A suffix that fits what the subject is: a clinic cares, a resort has peaks, a work tool is a desk.
const DOMAIN_EN: [RegExp, string[]][] = [
  [
    /vet|clinic|health|dental|dentist|care|pet|hospital|therap|physio|doctor|nurs|medic|pharm|wellness/i,
    ["Care", "Health"],
  ],
  [/theme park|amusement|\bzoo\b|aquarium|funfair/i, ["Day", "Land"]],
  [/ski|snow|resort|mountain|trail|hik|climb|camp|surf|outdoor|\bparks?\b/i, ["Peak", "Trails"]],
  [/pay|bill|fee|invoice|utility|bank|wallet|finance|tax/i, ["Pay", "Ledger"]],
  [/food|restaurant|cafe|kitchen|bakery|catering|meal|dish|coffee/i, ["Kitchen", "Table"]],
  [/admin|ops|crm|console|back ?office|dashboard|support|ticket|inventory|warehouse/i, ["Desk", "Ops"]],
];
const DOMAIN_ZH: [RegExp, string[]][] = [
  [/医|诊|宠物|健康|药|护理|体检/, ["康", "健康", "医帮"]],
  [/缴费|账单|水费|电费|燃气|物业费|话费|费用/, ["e缴", "通"]],
  [/滑雪|雪场|度假|景区|露营|徒步|公园/, ["游", "行"]],
  [/面包|烘焙|蛋糕|甜品|咖啡|茶饮|奶茶|餐|饭|面馆|小吃|食/, ["坊", "工坊", "小馆"]],
];
// A fee is paid to whoever supplies it: 水费 → 水务, 电费 → 电力.
const PAYEE_ZH: [RegExp, string][] = [
  [/^水费/, "水务"],
  [/^电费/, "电力"],
  [/^燃气费?/, "燃气"],
  [/^物业费/, "物业"],
  [/^话费/, "通信"],
];
// Words of the page, not of the subject ("booking page", "job application form", "admin dashboard").
const SKIP_EN =
  /^(?:a|an|the|theme|my|our|your|community|shared|public|small|little|big|large|tiny|local|simple|modern|friendly|cozy|cosy|boutique|independent|neighbou?rhood|best|busy|quick|easy|cheap|basic|premium|luxury|family-run|online|mobile|web|smart|new|simple|digital|internal|admin|b2b|b2c|saas|app|page|screen|tool|platform|system|portal|site|website|dashboard|service|for|of|booking|checkout|application|form|job|profile|help|center|centre|sign|up|signup|landing|settings|home|homepage|onboarding|login|pre|order|registration|request|product|products)$/i;
const SKIP_ZH =
  /^(?:在线|智慧|社区|企业|市政|共享|二手|校园|移动|官方|城市|一个|一款|一家|一间|一所|小程序|平台|系统|网站|老年人?|新用户)/;
// Words of the page, not of the subject ("官网首页", "落地页").
const PAGE_ZH = /^(?:官网|首页|主页|页面|落地页|网页|门户|H5)+$/;

function shortWord(word: string): string {
  const w = word.replace(/[^A-Za-z]/g, "");
  if (w.length <= 9) return w;
  // "physiotherapy" → "physio": cut after the first vowel run past five letters.
  const m = /^(.{5,}?[aeiouy]+)/i.exec(w);
  return m && m[1].length <= 8 ? m[1] : w.slice(0, 7);
}

export function brandFor(
  subject: { brand: string | null; product: string; setting: string | null },
  lang: Lang,
  seed: number,
): string {
  if (subject.brand) return subject.brand;
  const source = `${subject.product} ${subject.setting ?? ""}`.trim();
  if (lang === "zh") {
    // "给一家社区面包店做个官网首页": the page names nothing; the bakery does.
    let s = (PAGE_ZH.test(subject.product) && subject.setting ? subject.setting : source).replace(
      /[「」]/g,
      "",
    );
    for (let i = 0; i < 3; i++) s = s.replace(SKIP_ZH, "");
    const payee = PAYEE_ZH.find(([re]) => re.test(s))?.[1];
    const core = payee ?? (/[\u4e00-\u9fff]{2}/.exec(s)?.[0] ?? "优选").slice(0, 2);
    const suffixes = DOMAIN_ZH.find(([re]) => re.test(source))?.[1] ?? SUFFIX_ZH;
    return `${core}${suffixes[seed % suffixes.length]}`;
  }
  const word = source.split(/[\s-]+/).find((w) => w.length > 2 && !SKIP_EN.test(w)) ?? "Bright";
  const core = shortWord(word);
  const suffixes = (DOMAIN_EN.find(([re]) => re.test(source))?.[1] ?? SUFFIX_EN).filter(
    (x) => x.toLowerCase() !== core.toLowerCase(),
  );
  return `${core.charAt(0).toUpperCase()}${core.slice(1).toLowerCase()}${suffixes[seed % suffixes.length]}`;
}

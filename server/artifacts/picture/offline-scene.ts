/**
 * What the Offline picture shows, read from the prompt's words (zh and en): a backdrop (where)
 * and a subject (what). "A cat on the beach at sunset" is the sea at sunset with a cat in front;
 * a subject alone gets the backdrop it is usually shown against.
 */

export const BACKDROPS = ["sky", "sea", "mountain", "city", "forest", "studio", "space", "meadow"] as const;
export type Backdrop = (typeof BACKDROPS)[number];

export const SUBJECTS = [
  "cat",
  "dog",
  "coffee",
  "product",
  "flower",
  "bird",
  "rocket",
  "house",
  "tree",
  "boat",
  "none",
] as const;
export type Subject = (typeof SUBJECTS)[number];

const BACKDROP_WORDS: [Backdrop, RegExp][] = [
  ["space", /\bspace\b|galaxy|planet|universe|cosmos|astronaut|太空|宇宙|星系|星球|银河/i],
  ["sea", /\bsea\b|ocean|beach|wave|coast|island|lake|harbou?r|海|沙滩|海滩|海浪|浪花|岛|湖/i],
  ["mountain", /mountain|\bhills?\b|peak|alps|volcano|snow|山|峰|雪/i],
  ["city", /city|skyline|building|street|downtown|urban|tower|skyscraper|城市|都市|大楼|高楼|街|楼|建筑/i],
  ["forest", /forest|woods|jungle|森林|树林|丛林/i],
  [
    "studio",
    /studio|desk|table|kitchen|room|office|cafe|café|showcase|poster|海报|桌|房间|室内|办公|厨房|展台|咖啡馆/i,
  ],
  ["meadow", /meadow|field|garden|grass|park|farm|草地|草原|花园|田野|公园|农场/i],
  ["sky", /\bsky\b|cloud|sunset|sunrise|sun\b|moon|stars|天空|云|日落|夕阳|日出|月亮|星空/i],
];

const SUBJECT_WORDS: [Subject, RegExp][] = [
  ["cat", /\bcats?\b|kitten|kitty|猫|喵/i],
  ["dog", /\bdogs?\b|puppy|doggy|狗|犬|汪/i],
  ["coffee", /coffee|latte|espresso|cappuccino|\btea\b|\bcup\b|\bmug\b|咖啡|拿铁|茶|杯/i],
  [
    "product",
    /product|phone|smartphone|\bapp\b|gadget|device|package|packaging|bottle|watch|headphone|产品|手机|包装|瓶|手表|耳机|设备|电商|商品/i,
  ],
  ["rocket", /rocket|spaceship|launch|火箭|飞船|发射/i],
  ["bird", /\bbirds?\b|eagle|seagull|swallow|鸟|鹰|海鸥|燕子/i],
  ["flower", /flower|rose|tulip|blossom|bloom|sakura|sunflower|花|玫瑰|郁金香|樱|向日葵/i],
  ["boat", /\bboat\b|\bship\b|sail|yacht|船|帆/i],
  ["house", /house|home|cottage|cabin|hut|房子|小屋|家园|木屋/i],
  ["tree", /\btrees?\b|pine|oak|树|松/i],
];

const USUAL_BACKDROP: Record<Subject, Backdrop> = {
  cat: "studio",
  dog: "meadow",
  coffee: "studio",
  product: "studio",
  flower: "meadow",
  bird: "sky",
  rocket: "space",
  house: "meadow",
  tree: "meadow",
  boat: "sea",
  none: "mountain",
};

export type ScenePlan = { backdrop: Backdrop; subject: Subject };

function firstMatch<T>(prompt: string, table: [T, RegExp][]): T | null {
  let best: { index: number; value: T } | null = null;
  for (const [value, pattern] of table) {
    const index = prompt.search(pattern);
    if (index >= 0 && (!best || index < best.index)) best = { index, value };
  }
  return best?.value ?? null;
}

export function planScene(prompt: string, seed: number): ScenePlan {
  const subject = firstMatch(prompt, SUBJECT_WORDS) ?? "none";
  // A subject's own words ("tree" for forest, "sun" for sky) are not read as a place twice.
  const named = firstMatch(prompt, BACKDROP_WORDS);
  if (named) return { backdrop: named, subject };
  if (subject !== "none") return { backdrop: USUAL_BACKDROP[subject], subject };
  // No word we know: a landscape all the same, its kind from the prompt's hash.
  const landscapes: Backdrop[] = ["mountain", "sea", "meadow", "sky", "city"];
  return { backdrop: landscapes[seed % landscapes.length], subject };
}

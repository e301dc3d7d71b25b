/**
 * What the Offline picture shows, read from the prompt's words (zh and en): a backdrop (where),
 * up to three subjects (what), each in the colour the prompt gives it ("a ginger cat", "红色的出租车")
 * or its own, the weather, and the words for things it cannot draw — which the reply names.
 * "A cat on the beach at sunset" is the sea at sunset with a cat in front; a subject alone gets the
 * backdrop it is usually shown against.
 */
import { colorBefore } from "./offline-colors";
import { undrawnWords } from "./offline-unnamed";

export const BACKDROPS = [
  "sky",
  "sea",
  "mountain",
  "city",
  "forest",
  "studio",
  "space",
  "meadow",
  "desert",
  "underwater",
] as const;
export type Backdrop = (typeof BACKDROPS)[number];

export const SUBJECTS = [
  "cat",
  "dog",
  "bird",
  "panda",
  "bear",
  "rabbit",
  "fish",
  "penguin",
  "butterfly",
  "person",
  "robot",
  "coffee",
  "noodles",
  "rice",
  "soup",
  "cake",
  "apple",
  "pizza",
  "icecream",
  "croissant",
  "product",
  "laptop",
  "books",
  "flower",
  "tree",
  "bamboo",
  "rocket",
  "plane",
  "balloon",
  "kite",
  "umbrella",
  "car",
  "bicycle",
  "boat",
  "house",
  "lighthouse",
  "tent",
] as const;
export type Subject = (typeof SUBJECTS)[number];

export type Weather = "rain" | "snow" | null;

/** One subject as drawn: its name, its main colour (#rrggbb), the prompt's word for it. */
export type PlacedSubject = { name: Subject; color: string; word: string };

export type ScenePlan = {
  backdrop: Backdrop;
  subjects: PlacedSubject[];
  weather: Weather;
  /** The prompt's words for things the illustrator cannot draw, as written. */
  notDrawn: string[];
};

const BACKDROP_WORDS: [Backdrop, RegExp][] = [
  ["space", /\bspace\b|galaxy|planet|universe|cosmos|astronaut|太空|宇宙|星系|星球|银河/i],
  ["underwater", /underwater|under the sea|ocean floor|coral|reef|海底|水下|珊瑚/i],
  ["desert", /desert|dunes?|sahara|沙漠|沙丘/i],
  [
    "sea",
    /\bsea\b|ocean|beach|seaside|\bwaves?\b|coast|shore|island|\blake\b|harbou?r|海边|海岸|海滩|沙滩|海浪|浪花|(?<!上)海(?!报)|岛|湖/i,
  ],
  ["mountain", /mountains?|\bhills?\b|peak|alps|volcano|snowy|snowfield|snow-covered|山|峰|雪山|雪地|雪景/i],
  [
    "city",
    /\bcity\b|skyline|buildings?|\bstreets?\b|downtown|urban|tower|skyscraper|tokyo|new york|paris|london|shanghai|beijing|城市|都市|大楼|高楼|街|楼|建筑|东京|纽约|巴黎|伦敦|上海|北京/i,
  ],
  ["forest", /forest|woods|jungle|竹林|森林|树林|丛林/i],
  [
    "studio",
    /studio|desk|table|kitchen|\broom\b|office|cafe|café|showcase|poster|library|bookshelf|bedroom|indoors|海报|桌|房间|室内|办公|厨房|展台|咖啡馆|书房|卧室|图书馆|窗台/i,
  ],
  ["meadow", /meadow|field|garden|grass|\bpark\b|farm|草地|草原|花园|田野|公园|农场|草坪/i],
  [
    "sky",
    /\bsky\b|cloud|sunset|sunrise|sun\b|sunshine|moon|stars|天空|云|日落|夕阳|日出|月亮|星空|太阳|阳光/i,
  ],
];

type SubjectWords = { name: Subject; words: RegExp; color: string };

/**
 * Each subject's words and own colour. Longer words come first and take their letters ("熊猫" is a
 * panda, not a cat; "lighthouse" is not a house; "自行车" is not a car).
 */
const SUBJECT_WORDS: SubjectWords[] = [
  { name: "lighthouse", words: /lighthouses?|灯塔/i, color: "#dc2626" },
  { name: "panda", words: /pandas?|熊猫/i, color: "#f8fafc" },
  { name: "penguin", words: /penguins?|企鹅/i, color: "#1f2937" },
  { name: "butterfly", words: /butterfl(?:y|ies)|蝴蝶/i, color: "#f59e0b" },
  {
    name: "bird",
    words: /\bbirds?\b|eagle|seagull|swallow|parrot|\bowls?\b|猫头鹰|鸟|鹰|海鸥|燕子|鹦鹉/i,
    color: "#1f2937",
  },
  { name: "robot", words: /robots?|机器人/i, color: "#94a3b8" },
  { name: "bicycle", words: /bicycles?|\bbikes?\b|cycling|自行车|单车|脚踏车/i, color: "#0ea5e9" },
  { name: "balloon", words: /balloons?|热气球|气球/i, color: "#ef4444" },
  { name: "icecream", words: /ice ?creams?|gelato|冰淇淋|雪糕/i, color: "#f9a8d4" },
  {
    name: "croissant",
    words: /croissants?|\bbread\b|bagels?|baguettes?|pastr(?:y|ies)|面包|可颂|羊角包/i,
    color: "#d97706",
  },
  {
    name: "noodles",
    words:
      /noodles?|ramen|\bpho\b|udon|spaghetti|pasta|面条|拉面|[牛鸡猪肉汤炒凉担热干葱油炸酱刀削阳春]+面|米线|米粉|河粉|一碗面/i,
    color: "#f8fafc",
  },
  { name: "rice", words: /\brice\b|米饭|白饭|一碗饭/i, color: "#f8fafc" },
  { name: "soup", words: /\bsoup\b|\bbroth\b|[一碗]汤|汤$/i, color: "#f8fafc" },
  { name: "cake", words: /cupcakes?|cakes?\b|birthday|candles?|蛋糕|生日|蜡烛/i, color: "#f9a8d4" },
  { name: "pizza", words: /pizzas?|披萨|比萨/i, color: "#f59e0b" },
  { name: "apple", words: /apples?\b|\bfruits?\b|苹果|水果/i, color: "#dc2626" },
  {
    name: "coffee",
    words: /coffee|latte|espresso|cappuccino|\btea\b|\bcups?\b|\bmugs?\b|咖啡|拿铁|茶|杯/i,
    color: "#f8fafc",
  },
  { name: "laptop", words: /laptops?|computers?|\bpc\b|笔记本电脑|电脑/i, color: "#64748b" },
  {
    name: "product",
    words:
      /product|phone|smartphone|\bapp\b|gadget|device|package|packaging|bottle|watch|headphone|产品|手机|包装|瓶|手表|耳机|设备|电商|商品/i,
    color: "",
  },
  { name: "books", words: /\bbooks?\b|novels?|bookshelf|library|书本|书堆|书架|书/i, color: "#2563eb" },
  { name: "kite", words: /\bkites?\b|风筝/i, color: "#ef4444" },
  { name: "umbrella", words: /umbrellas?|parasol|雨伞|伞/i, color: "#2563eb" },
  { name: "rocket", words: /rocket|spaceship|launch|火箭|飞船|发射/i, color: "#ef4444" },
  { name: "plane", words: /\b(?:air)?planes?\b|aeroplane|\bjets?\b|飞机/i, color: "#f8fafc" },
  { name: "boat", words: /\bboats?\b|\bships?\b|\bsail(?:boat|ing)?\b|yacht|船|帆/i, color: "#f8fafc" },
  {
    name: "car",
    words:
      /\bcars?\b|taxis?|\bcabs?\b|automobile|jeep|\btrucks?\b|\bbus\b|出租车|的士|汽车|巴士|公交|(?<![火列])车/i,
    color: "",
  },
  { name: "tent", words: /\btents?\b|camping|帐篷|露营/i, color: "#f97316" },
  {
    name: "house",
    words:
      /\bhouses?\b|\bhome\b|cottage|cabin|\bhut\b|village|farmhouse|房子|小屋|木屋|房屋|家园|村庄|村子|村落|农舍/i,
    color: "",
  },
  { name: "bamboo", words: /bamboo|竹子|竹林|竹/i, color: "#65a30d" },
  {
    name: "flower",
    words: /flowers?|roses?\b|tulips?|blossom|bloom|sakura|sunflowers?|花朵|鲜花|花|玫瑰|郁金香|樱|向日葵/i,
    color: "",
  },
  { name: "tree", words: /\btrees?\b|\bpine\b|\boak\b|maple|树|松/i, color: "#16a34a" },
  {
    name: "cat",
    words: /\bcats?\b|kittens?|kitty|tabby|siamese|persian cat|maine coon|猫|喵|布偶|英短|暹罗/i,
    color: "#9ca3af",
  },
  {
    name: "dog",
    words:
      /\bdogs?\b|pupp(?:y|ies)|doggy|retriever|labrador|poodle|husky|corgi|terrier|shepherd dog|bulldog|beagle|dachshund|chihuahua|shiba|狗|犬|汪|金毛|拉布拉多|哈士奇|柯基|泰迪|柴犬|比熊/i,
    color: "#c08a4f",
  },
  { name: "bear", words: /\bbears?\b|teddy|熊/i, color: "#7c4a2d" },
  { name: "rabbit", words: /rabbits?|bunn(?:y|ies)|\bhares?\b|兔/i, color: "#f1f5f9" },
  { name: "fish", words: /\bfish(?:es)?\b|goldfish|\bkoi\b|鱼/i, color: "#f97316" },
  {
    name: "person",
    words:
      /\b(?:girls?|boys?|child|children|kids?|man|men|woman|women|person|people|lady|baby|student|family|couple|astronaut|hiker|runner)\b|小女孩|女孩|男孩|小孩|孩子|儿童|宝宝|男人|女人|少女|少年|老人|学生|一家人|情侣|宇航员|人物|小朋友/i,
    color: "#2563eb",
  },
];

/** Things that fly: drawn in the sky above the ground, not on it. */
export const IN_THE_AIR: Subject[] = ["bird", "balloon", "kite", "plane", "butterfly"];

const USUAL_BACKDROP: Partial<Record<Subject, Backdrop>> = {
  dog: "meadow",
  flower: "meadow",
  bird: "sky",
  rocket: "space",
  house: "meadow",
  tree: "meadow",
  boat: "sea",
  lighthouse: "sea",
  panda: "forest",
  bamboo: "forest",
  bear: "forest",
  rabbit: "meadow",
  fish: "underwater",
  penguin: "mountain",
  butterfly: "meadow",
  person: "meadow",
  balloon: "sky",
  kite: "meadow",
  plane: "sky",
  car: "city",
  bicycle: "meadow",
  tent: "forest",
};

function firstMatch<T>(prompt: string, table: [T, RegExp][]): T | null {
  let best: { index: number; value: T } | null = null;
  for (const [value, pattern] of table) {
    const index = prompt.search(pattern);
    if (index >= 0 && (!best || index < best.index)) best = { index, value };
  }
  return best?.value ?? null;
}

/** The subjects a prompt names, in its order, each word read once (longer names first). */
function subjectsIn(prompt: string): { name: Subject; at: number; word: string; natural: string }[] {
  let rest = prompt;
  const found: { name: Subject; at: number; word: string; natural: string }[] = [];
  for (const s of SUBJECT_WORDS) {
    const m = s.words.exec(rest);
    if (!m) continue;
    if (!found.some((f) => f.name === s.name))
      found.push({ name: s.name, at: m.index, word: m[0], natural: s.color });
    rest = rest.slice(0, m.index) + " ".repeat(m[0].length) + rest.slice(m.index + m[0].length);
  }
  return found.sort((a, b) => a.at - b.at);
}

const RAIN = /\brain(?:y|ing|drops?)?\b|storm|drizzle|雨/i;
const SNOW = /\bsnow(?:y|ing|fall|flakes?)?\b|blizzard|下雪|雪花|飘雪|大雪|雪地|雪景/i;

/** Clothes are drawn as the person's, in the colour the prompt gives them ("穿红裙子的女孩", "in a red dress"). */
const CLOTHES =
  /\b(?:dress|shirt|t-shirt|coat|jacket|sweater|hoodie|raincoat|skirt|scarf|uniform)\b|裙子|裙|衣服|上衣|外套|毛衣|雨衣|围巾|衬衫|校服/i;

/** The prompt's words for places and subjects (so the words left over are the ones not drawn). */
export function drawableWord(word: string): boolean {
  return (
    SUBJECT_WORDS.some((s) => s.words.test(word)) ||
    BACKDROP_WORDS.some(([, re]) => re.test(word)) ||
    CLOTHES.test(word) ||
    RAIN.test(word) ||
    SNOW.test(word)
  );
}

/** The three subjects drawn at most; a prompt naming more has the rest said as not drawn. */
const MAX_SUBJECTS = 3;

export function planScene(prompt: string, seed: number, accent = "#6366f1"): ScenePlan {
  const found = subjectsIn(prompt);
  const drawn = found.slice(0, MAX_SUBJECTS);
  const clothes = CLOTHES.exec(prompt);
  const clothesColor = clothes ? colorBefore(prompt, clothes.index) : null;
  const subjects: PlacedSubject[] = drawn.map((f) => ({
    name: f.name,
    word: f.word,
    color: colorBefore(prompt, f.at) ?? (f.name === "person" ? clothesColor : null) ?? (f.natural || accent),
  }));
  const weather: Weather = RAIN.test(prompt) ? "rain" : SNOW.test(prompt) ? "snow" : null;
  const notDrawn = [
    ...found.slice(MAX_SUBJECTS).map((f) => f.word),
    ...undrawnWords(prompt, (word) => drawableWord(word)),
  ];
  const named = firstMatch(prompt, BACKDROP_WORDS);
  const main = subjects[0]?.name;
  const backdrop: Backdrop =
    named ??
    (main
      ? (USUAL_BACKDROP[main] ?? "studio")
      : (["mountain", "sea", "meadow", "sky", "city"] as const)[seed % 5]);
  return { backdrop, subjects, weather, notDrawn };
}

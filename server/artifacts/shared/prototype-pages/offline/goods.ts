/**
 * What a shop of a domain sells, by name, cheapest first: a café's drinks, a bakery's loaves, a
 * florist's bouquets, a used bookshop's books. Goods come from the domain the section or the
 * page is about, never from a word of the request with an adjective in front ("Signature hero").
 */
import type { Lang } from "./screen";

type Goods = { re: RegExp; en: string[]; zh: string[] };

// A section's own words are read first ("cakes" on a bakery page), then the page's subject.
const GOODS: Goods[] = [
  {
    re: /\bbeans?\b|roast(?:er|ery)?|coffee (?:subscription|bags?)|咖啡豆|豆子|烘焙豆/i,
    en: [
      "House espresso blend · 250 g",
      "Colombia Huila · 250 g",
      "Ethiopia Yirgacheffe · 250 g",
      "Kenya AA · 250 g",
    ],
    zh: ["拼配意式豆 · 250g", "哥伦比亚慧兰 · 250g", "埃塞俄比亚耶加雪菲 · 250g", "肯尼亚 AA · 250g"],
  },
  {
    re: /milk ?tea|bubble tea|boba|奶茶|茶饮|果茶/i,
    en: ["Jasmine milk tea", "Brown sugar boba", "Taro milk tea", "Mango pomelo sago"],
    zh: ["茉莉奶绿", "黑糖珍珠奶茶", "满杯鲜橙", "杨枝甘露"],
  },
  {
    re: /coffee|caf[eé]|espresso|latte|咖啡/i,
    en: ["Americano", "Flat white", "Oat milk latte", "Cold brew", "Caramel macchiato"],
    zh: ["美式咖啡", "拿铁", "燕麦拿铁", "生椰拿铁", "手冲耶加雪菲"],
  },
  {
    re: /cakes?|birthday|蛋糕/i,
    en: ["Lemon drizzle slice", "Carrot cake", "Strawberry shortcake", "Chocolate fudge cake · 8 in"],
    zh: ["提拉米苏", "芒果千层", "草莓奶油蛋糕", "黑森林蛋糕 · 8 寸"],
  },
  {
    re: /bakery|bread|loaf|loaves|pastr|croissant|面包|烘焙|糕点/i,
    en: ["Butter croissant", "Cinnamon roll", "Seeded rye", "Sourdough loaf"],
    zh: ["法式可颂", "肉桂卷", "碱水结", "全麦欧包"],
  },
  {
    re: /flowers?|florist|bouquets?|鲜花|花束|花艺|花店/i,
    en: ["Sunflower bunch", "Pink tulips · 10 stems", "Peony & eucalyptus", "Red roses · 12 stems"],
    zh: ["向日葵花束", "粉色郁金香 · 10 枝", "白色百合", "红玫瑰花束 · 11 枝"],
  },
  {
    re: /\bplants?\b|succulents?|绿植|盆栽|多肉/i,
    en: ["Pothos in ceramic pot", "Snake plant", "Monstera deliciosa", "Fiddle-leaf fig"],
    zh: ["绿萝", "虎皮兰", "龟背竹", "琴叶榕"],
  },
  {
    re: /\bbooks?\b|bookstore|bookshop|novels?|二手书|图书|书籍|旧书|书店|新书/i,
    en: [
      "The Road · Cormac McCarthy",
      "Educated · Tara Westover",
      "The Remains of the Day · Kazuo Ishiguro",
      "Sapiens · Yuval Noah Harari",
    ],
    zh: ["《活着》· 余华", "《围城》· 钱锺书", "《百年孤独》· 马尔克斯", "《三体》· 刘慈欣"],
  },
  {
    re: /fruits?|水果|鲜果|果切/i,
    en: [
      "Strawberries · 500 g",
      "Honeycrisp apples · 1 kg",
      "Seedless grapes · 1 kg",
      "Alphonso mangoes · box of 6",
    ],
    zh: ["丹东草莓 · 500g", "赣南脐橙 · 5 斤", "海南贵妃芒 · 3 斤", "阳光玫瑰葡萄 · 2 斤"],
  },
  {
    re: /meal kits?|\bboxes\b|weekly box|recipe box|餐包|净菜/i,
    en: [
      "Veggie box · 3 meals for 2",
      "Classic box · 3 meals for 2",
      "Family box · 4 meals for 4",
      "Quick & easy box · 5 meals for 2",
    ],
    zh: [
      "素食餐包 · 3 餐 2 人份",
      "家常餐包 · 3 餐 2 人份",
      "家庭餐包 · 4 餐 4 人份",
      "快手餐包 · 5 餐 2 人份",
    ],
  },
  {
    re: /sneakers?|shoes?|trainers|跑鞋|鞋/i,
    en: ["Canvas low-top", "Court classic leather", "Everyday runner", "Trail runner GTX"],
    zh: ["经典帆布鞋", "小白板鞋", "轻量跑鞋", "越野跑鞋"],
  },
  {
    re: /cloth|apparel|fashion|outfits?|wear|服装|衣服|穿搭|女装|男装/i,
    en: ["Linen shirt", "Straight-leg jeans", "Merino crew sweater", "Rain jacket"],
    zh: ["亚麻衬衫", "直筒牛仔裤", "羊毛针织衫", "防风外套"],
  },
  {
    re: /drop-?in|class pass|yoga|pilates|gym|fitness|studio|瑜伽|普拉提|健身|团课|次卡/i,
    en: ["Drop-in class", "5-class pass", "10-class pass", "Monthly unlimited"],
    zh: ["单次体验课", "5 次卡", "10 次卡", "月卡不限次"],
  },
  {
    re: /english|ielts|toefl|language course|英语|雅思|托福|口语/i,
    en: [
      "Everyday English · 12 lessons",
      "Speaking club · 8 weeks",
      "Business English · 16 lessons",
      "IELTS prep · 20 lessons",
    ],
    zh: ["零基础英语 · 12 课时", "口语陪练 · 8 周", "商务英语 · 16 课时", "雅思冲刺 · 20 课时"],
  },
  // A restaurant's sides and drinks are sides and drinks, not more of its mains.
  {
    re: /\bsides?\b|side dishes|starters?|小食|小菜|配菜|凉菜/i,
    en: ["Gyoza (5 pcs)", "Karaage chicken", "Edamame", "Seaweed salad"],
    zh: ["煎饺", "日式炸鸡", "盐水毛豆", "海藻沙拉"],
  },
  {
    re: /ramen|noodles?|拉面|面馆/i,
    en: ["Tonkotsu ramen", "Shoyu ramen", "Miso ramen", "Spicy tantanmen"],
    zh: ["豚骨拉面", "酱油拉面", "味噌拉面", "担担面"],
  },
  {
    re: /restaurant|dish(?:es)?|meals?|food|takeaway|lunch|dinner|外卖|餐厅|菜品|美食|午餐|晚餐|盖饭/i,
    en: ["Caesar salad", "Margherita pizza", "Chicken katsu curry", "Beef pho"],
    zh: ["番茄炒蛋盖饭", "宫保鸡丁", "红烧牛肉面", "酸菜鱼"],
  },
];

// Words any shop uses for what it sells: a tea shop's "menu" lists teas, not a restaurant's dishes.
const ANY_SHOP = /\bmenu\b|drinks?|beverages?|products?|items?|goods|菜单|饮品|饮料|商品|好物|单品/gi;
// What a shop's "menu" or "drinks" are when the page names no domain of its own.
const AS_SOLD: [RegExp, string][] = [
  [/drinks?|beverages?|饮品|饮料/i, "latte"],
  [/menu|菜单/i, "restaurant"],
];

const DINING = /restaurant|ramen|noodle|diner|bistro|izakaya|餐厅|饭店|面馆|拉面|食堂/i;
const RESTAURANT_DRINKS = {
  en: ["Iced green tea", "Yuzu lemonade", "Sparkling water", "Draft beer"],
  zh: ["冰绿茶", "柚子柠檬水", "苏打水", "生啤"],
};

/** Goods of the section's own kind, else of the page's domain; null when neither names one. */
export function goodsFor(section: string, subject: string, lang: Lang): string[] | null {
  const own = GOODS.find((g) => g.re.test(section.replace(ANY_SHOP, " ")));
  const domain = GOODS.find((g) => g.re.test(subject));
  // A restaurant's drinks list drinks (a café's or a tea shop's drinks are its own goods).
  if (!own && /drinks?|beverages?|饮品|饮料/i.test(section) && domain && DINING.test(subject))
    return RESTAURANT_DRINKS[lang];
  const fallback = AS_SOLD.find(([word]) => word.test(section))?.[1];
  const generic = fallback ? GOODS.find((g) => g.re.test(fallback)) : undefined;
  return (own ?? domain ?? generic)?.[lang] ?? null;
}

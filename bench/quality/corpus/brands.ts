/**
 * Brands, goods and awkward ER names, on requests written after the brand rule changed: a page's
 * name is the user's own or one its domain goes by — never a prompt word with a suffix glued on
 * ("PricingWay", "书交云") nor another domain's (a café is not "饭点到"); its goods are the
 * domain's (a coffee app's menu is drinks); an ER request with names erDiagram cannot take as
 * they are still gives a chart that parses.
 */
import { page } from "./prototypes";
import type { QualityCase } from "./types";

// The names the old rule glued from a prompt word: "Pricing" → PricingGo, PricingWay…; "书交" → 书交云…
const glued = (word: string) =>
  [
    "Mate",
    "Hub",
    "Point",
    "Nest",
    "Way",
    "Loop",
    "Go",
    "Base",
    "Lane",
    "Ledger",
    "Desk",
    "Kitchen",
    "Table",
  ].map((s) => `${word}${s}`);
const gluedZh = (word: string) =>
  ["通", "家", "汇", "帮", "优选", "到家", "云", "坊", "工坊", "小馆"].map((s) => `${word}${s}`);
// A prompt word with one of the goods adjectives in front ("Signature hero", "经典新品").
const adjective = (word: string) =>
  ["Classic", "Signature", "Seasonal", "Everyday", "Premium", "Family", "Compact", "Deluxe"].map(
    (a) => `${a} ${word}`,
  );

const er = (id: string, lang: "en" | "zh", content: string, named: string[]): QualityCase => ({
  id,
  lang,
  kind: "chart",
  turns: [{ content, mode: "mermaid" }],
  expect: { chart: { type: "er", named } },
});

export const BRAND_CASES: QualityCase[] = [
  {
    ...page(
      "brand-en-beanly",
      "en",
      "web",
      "Homepage for our app Beanly, a coffee ordering app, with menu and rewards",
      ["Menu", "Rewards"],
    ),
    expect: {
      terms: ["Menu", "Rewards", "latte"],
      page: { device: "web", brand: "Beanly" },
      forbid: ["BeanlyGo", "Caesar salad", "Margherita pizza"],
    },
  },
  {
    ...page(
      "brand-en-saas-pricing",
      "en",
      "web",
      "SaaS pricing page with monthly/yearly toggle and three plans",
      [],
    ),
    expect: { page: { device: "web" }, forbid: [...glued("Pricing"), ...glued("Saas")] },
  },
  {
    ...page(
      "brand-en-used-books",
      "en",
      "web",
      "A used bookstore website with new arrivals, search by author and a sell-your-books form",
      [],
    ),
    expect: {
      terms: ["New arrivals", "Educated"],
      page: { device: "web" },
      forbid: [...glued("Used"), ...adjective("arrival")],
    },
  },
  {
    ...page(
      "brand-en-meal-kit",
      "en",
      "web",
      "Landing page for a meal kit delivery service: hero, weekly boxes, pricing",
      [],
    ),
    expect: {
      terms: ["Veggie box"],
      page: { device: "web" },
      forbid: [...glued("Meal"), ...adjective("hero"), ...adjective("pricing")],
    },
  },
  {
    ...page(
      "brand-zh-coffee-shop",
      "zh",
      "web",
      "给一家社区咖啡店做个官网首页：今日饮品、会员储值、门店地址",
      [],
    ),
    expect: {
      terms: ["今日饮品", "会员储值", "拿铁"],
      page: { device: "web" },
      forbid: ["饭点到", ...gluedZh("咖啡"), "经典饮品", "招牌饮品"],
    },
  },
  {
    ...page("brand-zh-used-books", "zh", "web", "二手书交易平台首页：新上架图书、按分类浏览、我要卖书", []),
    expect: {
      terms: ["新上架图书", "《活着》"],
      page: { device: "web" },
      forbid: [...gluedZh("书交"), ...gluedZh("二手"), "经典图书", "招牌图书"],
    },
  },
  {
    ...page("brand-zh-milk-tea", "zh", "mobile", "奶茶店点单页：饮品菜单、甜度选择、购物车", []),
    expect: { terms: ["珍珠奶茶"], page: { device: "mobile" }, forbid: [...gluedZh("奶茶"), "经典饮品菜单"] },
  },
  {
    ...page("brand-zh-named", "zh", "mobile", "做一个叫青禾的读书App首页：今日书单、阅读打卡", []),
    expect: { terms: ["今日书单"], page: { device: "mobile", brand: "青禾" }, forbid: ["青禾的读书App"] },
  },
  er("er-en-digits-dashes", "en", "ER diagram with entities Order-Item, Gift Card, 3D Model and User", [
    "Order-Item",
    "Gift Card",
    "3D Model",
    "User",
  ]),
  er("er-en-keywords", "en", "ER diagram for a school: students, classes, teachers, enrolments", [
    "student",
    "class",
    "teacher",
    "enrolment",
  ]),
  er("er-en-2fa", "en", "ER diagram: 2FA Device, User, Login Attempt", [
    "2FA Device",
    "User",
    "Login Attempt",
  ]),
  er("er-zh-digits", "zh", "ER图：1号仓库、2号仓库、SKU、库存批次", [
    "1号仓库",
    "2号仓库",
    "SKU",
    "库存批次",
  ]),
  er("er-zh-many-to-many", "zh", "ER图：学生、课程、选课记录，学生和课程多对多", [
    "学生",
    "课程",
    "选课记录",
  ]),
  er("er-zh-mixed", "zh", "ER图：用户、3D模型、订单-明细、优惠券", ["用户", "3D模型", "优惠券"]),
];

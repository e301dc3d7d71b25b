/**
 * The prototype gallery's catalogue: the self-contained HTML prototypes shipped with the product
 * (landing-page gallery, /template-preview, GET /prototype/templates). Plain data both sides use;
 * the HTML files themselves are read only by the server (server/seed/prototype-templates).
 */
export type TemplateDesignType = "web" | "mobile";
export type TemplateTag =
  "dashboard" | "ecommerce" | "social" | "finance" | "productivity" | "health" | "travel" | "education";
export type LocalizedText = { en: string; zh: string };

export type PrototypeTemplate = {
  slug: string;
  tag: TemplateTag;
  designType: TemplateDesignType;
  name: LocalizedText;
  description: LocalizedText;
  /** File name inside this folder. */
  file: string;
};

/** Category order used by filters (only categories that have templates are shown). */
export const TEMPLATE_TAGS: readonly TemplateTag[] = [
  "dashboard",
  "ecommerce",
  "social",
  "finance",
  "productivity",
  "health",
  "travel",
  "education",
];

/** Thumbnail sizes written by scripts/render-gallery-thumbnails.mjs (public/gallery/<slug>.jpg). */
export const THUMBNAIL_SIZE: Record<TemplateDesignType, { width: number; height: number }> = {
  web: { width: 640, height: 400 },
  mobile: { width: 260, height: 563 },
};

/** Order matters: the gallery shows the first six first, so web and mobile alternate. */
export const PROTOTYPE_TEMPLATES: readonly PrototypeTemplate[] = [
  {
    slug: "saas-analytics-dashboard",
    tag: "dashboard",
    designType: "web",
    name: { en: "SaaS revenue dashboard", zh: "SaaS 营收仪表盘" },
    description: {
      en: "MRR, churn and ARPU cards, a revenue growth chart, channel breakdown and latest transactions with a period switcher.",
      zh: "MRR、流失率与 ARPU 指标卡，营收增长曲线、渠道占比和最新交易，支持切换统计周期。",
    },
    file: "saas-analytics-dashboard.html",
  },
  {
    slug: "fitness-tracker",
    tag: "health",
    designType: "mobile",
    name: { en: "Fitness tracker", zh: "运动健康记录" },
    description: {
      en: "Daily activity rings, steps, heart rate, sleep and water tiles, recent workouts and a tab bar.",
      zh: "每日活动圆环，步数、心率、睡眠与饮水卡片，最近训练记录与底部标签栏。",
    },
    file: "fitness-tracker.html",
  },
  {
    slug: "ecommerce-storefront",
    tag: "ecommerce",
    designType: "web",
    name: { en: "Furniture storefront", zh: "家居电商首页" },
    description: {
      en: "Editorial hero, category filters and a best-seller grid with add-to-bag interactions.",
      zh: "杂志风首屏、分类筛选与热销商品网格，可加入购物袋。",
    },
    file: "ecommerce-storefront.html",
  },
  {
    slug: "mobile-banking",
    tag: "finance",
    designType: "mobile",
    name: { en: "Mobile banking home", zh: "手机银行首页" },
    description: {
      en: "Balance with privacy toggle, card, quick transfers, weekly spending and recent transactions.",
      zh: "可隐藏的账户余额、银行卡、快捷转账、每周支出与最近交易。",
    },
    file: "mobile-banking.html",
  },
  {
    slug: "crm-pipeline",
    tag: "productivity",
    designType: "web",
    name: { en: "CRM sales pipeline", zh: "CRM 销售漏斗看板" },
    description: {
      en: "Kanban board of deals by stage with pipeline totals; click a deal to open its detail drawer.",
      zh: "按阶段划分的商机看板与漏斗汇总，点击商机卡片打开详情抽屉。",
    },
    file: "crm-pipeline.html",
  },
  {
    slug: "food-delivery",
    tag: "ecommerce",
    designType: "mobile",
    name: { en: "Food delivery", zh: "外卖点餐" },
    description: {
      en: "Delivery address, search, cuisine categories, promo banner, restaurant cards and a basket bar.",
      zh: "配送地址、搜索、菜系分类、优惠横幅、餐厅卡片与购物车浮条。",
    },
    file: "food-delivery.html",
  },
  {
    slug: "travel-stays-search",
    tag: "travel",
    designType: "web",
    name: { en: "Travel stays search", zh: "旅行住宿搜索" },
    description: {
      en: "Search bar, quick filters, stay cards with favourites and a price-pin map side by side.",
      zh: "搜索栏、快捷筛选、可收藏的房源卡片，与带价格标记的地图并排展示。",
    },
    file: "travel-stays-search.html",
  },
  {
    slug: "social-feed",
    tag: "social",
    designType: "mobile",
    name: { en: "Social photo feed", zh: "社交图片动态" },
    description: {
      en: "Stories row, a photo post with like, comment, share and save actions, and a bottom tab bar.",
      zh: "顶部快拍、带点赞评论分享收藏的图片动态，以及底部标签栏。",
    },
    file: "social-feed.html",
  },
  {
    slug: "online-learning-dashboard",
    tag: "education",
    designType: "web",
    name: { en: "Online learning dashboard", zh: "在线学习中心" },
    description: {
      en: "Continue-learning card, course progress tabs, a skill path, weekly goal chart and live classes.",
      zh: "继续学习卡片、课程进度标签、技能路径、每周学习目标与直播课程。",
    },
    file: "online-learning-dashboard.html",
  },
  {
    slug: "trip-planner",
    tag: "travel",
    designType: "mobile",
    name: { en: "Trip itinerary planner", zh: "旅行行程规划" },
    description: {
      en: "Trip cover with travellers, budget and distance, day switcher and a checkable timeline.",
      zh: "行程封面与同行者、预算与里程、按天切换以及可勾选的时间线。",
    },
    file: "trip-planner.html",
  },
  {
    slug: "invoice-finance-admin",
    tag: "finance",
    designType: "web",
    name: { en: "Invoicing admin", zh: "发票财务后台" },
    description: {
      en: "Outstanding and overdue summaries and an invoice table filtered by status tabs.",
      zh: "待收与逾期汇总，以及按状态标签筛选的发票列表。",
    },
    file: "invoice-finance-admin.html",
  },
  {
    slug: "language-learning",
    tag: "education",
    designType: "mobile",
    name: { en: "Language learning", zh: "语言学习" },
    description: {
      en: "Streak and gems, daily goal ring, unit lesson path and a quick translation quiz.",
      zh: "连续打卡与宝石、每日目标圆环、单元课程路径和快速翻译小测。",
    },
    file: "language-learning.html",
  },
];

const BY_SLUG = new Map(PROTOTYPE_TEMPLATES.map((template) => [template.slug, template]));

export function findTemplate(slug: unknown): PrototypeTemplate | undefined {
  return typeof slug === "string" ? BY_SLUG.get(slug) : undefined;
}

/** Plain, serialisable gallery entry for one language (what the landing page's client gets). */
export type GalleryItem = {
  slug: string;
  tag: TemplateTag;
  designType: TemplateDesignType;
  name: string;
  description: string;
  thumbnail: { src: string; width: number; height: number };
};

export function toGalleryItems(locale: string): GalleryItem[] {
  const lang: keyof LocalizedText = locale === "zh" ? "zh" : "en";
  return PROTOTYPE_TEMPLATES.map((template) => ({
    slug: template.slug,
    tag: template.tag,
    designType: template.designType,
    name: template.name[lang],
    description: template.description[lang],
    thumbnail: { src: `/gallery/${template.slug}.jpg`, ...THUMBNAIL_SIZE[template.designType] },
  }));
}

/** Products the offline product-page writer can present, picked by what the prompt names. */
import type { Lang, ProductInfo } from "./types";

type Entry = { match: RegExp; en: ProductInfo; zh: ProductInfo };

const ENTRIES: Entry[] = [
  {
    match: /headphone|earbud|earphone|耳机/i,
    en: {
      name: "Aura ANC 700 Wireless Headphones", category: "Headphones", price: "$279", was: "$329", rating: 4.7, reviews: 1286,
      colors: [{ name: "Midnight", hex: "#1f2937" }, { name: "Sand", hex: "#d6c7b0" }, { name: "Sage", hex: "#8fa58b" }],
      options: { label: "Edition", values: ["Standard", "With travel case"] },
      bullets: ["Adaptive noise cancelling with 8 microphones", "40 hours of battery, 10 minutes charge for 5 hours", "Multipoint Bluetooth 5.3 for laptop and phone", "Memory-foam cushions, 250 g"],
      specs: [["Driver", "40 mm dynamic"], ["Battery", "Up to 40 h (ANC on)"], ["Charging", "USB-C, fast charge"], ["Weight", "250 g"], ["Codecs", "AAC, LDAC"], ["Warranty", "2 years"]],
      reviewList: [
        { name: "Ethan R.", rating: 5, title: "Silence on the subway", body: "The noise cancelling is on par with headphones twice the price. Call quality is excellent too." },
        { name: "Grace L.", rating: 4, title: "Comfortable for long flights", body: "Wore them for an 11-hour flight with no sore ears. The case is a little bulky." },
      ],
      related: [{ name: "Aura Buds Pro", price: "$189" }, { name: "Travel Hard Case", price: "$29" }, { name: "USB-C Fast Charger", price: "$25" }, { name: "Aura Stand", price: "$39" }],
    },
    zh: {
      name: "声澜 ANC 700 无线降噪耳机", category: "耳机", price: "¥1,999", was: "¥2,399", rating: 4.7, reviews: 1286,
      colors: [{ name: "午夜黑", hex: "#1f2937" }, { name: "沙丘金", hex: "#d6c7b0" }, { name: "松石绿", hex: "#8fa58b" }],
      options: { label: "版本", values: ["标准版", "旅行套装"] },
      bullets: ["8 麦克风自适应降噪", "40 小时续航，快充 10 分钟听 5 小时", "蓝牙 5.3 双设备连接", "记忆海绵耳罩，仅 250 克"],
      specs: [["单元", "40 mm 动圈"], ["续航", "最长 40 小时（开降噪）"], ["充电", "USB-C 快充"], ["重量", "250 克"], ["编码", "AAC、LDAC"], ["保修", "2 年"]],
      reviewList: [
        { name: "王**", rating: 5, title: "地铁上终于安静了", body: "降噪效果不输两倍价格的耳机，通话也很清楚。" },
        { name: "李**", rating: 4, title: "长途飞行很舒服", body: "戴了 11 个小时耳朵不疼，就是收纳盒有点大。" },
      ],
      related: [{ name: "声澜 Buds Pro", price: "¥1,299" }, { name: "硬壳收纳包", price: "¥199" }, { name: "USB-C 快充头", price: "¥149" }, { name: "耳机支架", price: "¥259" }],
    },
  },
  {
    match: /watch|smartwatch|手表|手环/i,
    en: {
      name: "Orbit S3 Smartwatch", category: "Wearables", price: "$249", was: "$299", rating: 4.6, reviews: 932,
      colors: [{ name: "Graphite", hex: "#374151" }, { name: "Silver", hex: "#cbd5e1" }, { name: "Rose", hex: "#e8b4b8" }],
      options: { label: "Case size", values: ["41 mm", "45 mm"] },
      bullets: ["Always-on AMOLED display", "Heart rate, SpO2 and sleep tracking", "14-day battery life", "Water resistant to 50 m"],
      specs: [["Display", "1.43\" AMOLED"], ["Battery", "Up to 14 days"], ["Sensors", "HR, SpO2, GPS"], ["Water", "5 ATM"], ["Weight", "36 g"], ["Warranty", "2 years"]],
      reviewList: [{ name: "Oliver P.", rating: 5, title: "Battery is unreal", body: "Two weeks between charges with GPS runs three times a week." }, { name: "Mia K.", rating: 4, title: "Great sleep tracking", body: "Accurate and the app is clear. Strap could be softer." }],
      related: [{ name: "Sport Band", price: "$39" }, { name: "Charging Dock", price: "$29" }, { name: "Screen Guard", price: "$15" }, { name: "Orbit Buds", price: "$129" }],
    },
    zh: {
      name: "星轨 S3 智能手表", category: "智能穿戴", price: "¥1,599", was: "¥1,899", rating: 4.6, reviews: 932,
      colors: [{ name: "石墨灰", hex: "#374151" }, { name: "月光银", hex: "#cbd5e1" }, { name: "樱花粉", hex: "#e8b4b8" }],
      options: { label: "表盘尺寸", values: ["41 mm", "45 mm"] },
      bullets: ["AMOLED 常亮屏", "心率、血氧、睡眠全天监测", "长达 14 天续航", "50 米防水，游泳可戴"],
      specs: [["屏幕", "1.43 英寸 AMOLED"], ["续航", "最长 14 天"], ["传感器", "心率、血氧、GPS"], ["防水", "5 ATM"], ["重量", "36 克"], ["保修", "2 年"]],
      reviewList: [{ name: "陈**", rating: 5, title: "续航太能打了", body: "每周跑三次步开 GPS，两周才充一次电。" }, { name: "赵**", rating: 4, title: "睡眠监测很准", body: "App 数据清晰，表带如果再软一点就更好了。" }],
      related: [{ name: "运动表带", price: "¥199" }, { name: "磁吸充电座", price: "¥149" }, { name: "钢化膜", price: "¥59" }, { name: "星轨耳机", price: "¥699" }],
    },
  },
  {
    match: /sneaker|shoe|running shoe|鞋/i,
    en: {
      name: "Stride Cloud Runner", category: "Running shoes", price: "$139", was: "$159", rating: 4.8, reviews: 2104,
      colors: [{ name: "Ocean", hex: "#1d4ed8" }, { name: "Chalk", hex: "#e5e7eb" }, { name: "Ember", hex: "#c2410c" }],
      options: { label: "Size (US)", values: ["7", "8", "9", "10", "11"] },
      bullets: ["Nitrogen-infused foam midsole", "Breathable engineered mesh", "8 mm drop, 245 g", "Recycled rubber outsole"],
      specs: [["Drop", "8 mm"], ["Weight", "245 g"], ["Upper", "Engineered mesh"], ["Midsole", "Nitro foam"], ["Use", "Daily training"], ["Returns", "30 days"]],
      reviewList: [{ name: "Lucas M.", rating: 5, title: "Softest daily trainer", body: "300 km in and still bouncy." }, { name: "Chloe T.", rating: 4, title: "Runs a half size small", body: "Great shoe, order up half a size." }],
      related: [{ name: "Tempo Socks", price: "$16" }, { name: "Trail Runner", price: "$149" }, { name: "Race Belt", price: "$22" }, { name: "Recovery Slide", price: "$45" }],
    },
    zh: {
      name: "步云 Cloud 跑鞋", category: "跑鞋", price: "¥899", was: "¥1,099", rating: 4.8, reviews: 2104,
      colors: [{ name: "海蓝", hex: "#1d4ed8" }, { name: "云白", hex: "#e5e7eb" }, { name: "橙焰", hex: "#c2410c" }],
      options: { label: "尺码", values: ["39", "40", "41", "42", "43"] },
      bullets: ["氮气发泡中底", "透气工程网面", "8 毫米落差，仅 245 克", "再生橡胶大底"],
      specs: [["落差", "8 mm"], ["重量", "245 克"], ["鞋面", "工程网布"], ["中底", "氮气发泡"], ["适用", "日常训练"], ["退换", "30 天"]],
      reviewList: [{ name: "孙**", rating: 5, title: "最软的训练鞋", body: "跑了 300 公里依然很弹。" }, { name: "周**", rating: 4, title: "偏小半码", body: "鞋很好，建议买大半码。" }],
      related: [{ name: "跑步袜", price: "¥69" }, { name: "越野跑鞋", price: "¥999" }, { name: "跑步腰包", price: "¥129" }, { name: "恢复拖鞋", price: "¥299" }],
    },
  },
  {
    match: /grocer|\bfresh|fruit|produce|vegetable|group[- ]?buy|生鲜|水果|蔬菜|果蔬|团购|社区|买菜|葡萄|草莓/i,
    en: {
      name: "Shine Muscat Grapes, 2 lb box", category: "Fresh fruit", price: "$12.90", was: "$16.90", rating: 4.9, reviews: 3120, store: "Neighborly Fresh", colorLabel: "Variety",
      colors: [{ name: "Green", hex: "#84cc16" }, { name: "Gold", hex: "#eab308" }],
      options: { label: "Pack", values: ["2 lb box", "4 lb box"] },
      bullets: ["Picked within 48 hours, cold-chain delivered", "Brix 18+: sweet, seedless, thin skin", "Pick up tomorrow at your building's collection point", "Refund for any bad grape, no photos needed"],
      specs: [["Origin", "Yunnan, China"], ["Weight", "2 lb (≈ 900 g)"], ["Storage", "Refrigerate, 0–4 °C"], ["Best within", "5 days"], ["Pick-up", "Tomorrow 4–8 pm"], ["After-sale", "Bad fruit refunded"]],
      reviewList: [{ name: "Amy C.", rating: 5, title: "Sweeter than the supermarket", body: "Every grape was crisp. Picked them up on my way home." }, { name: "Tom H.", rating: 5, title: "Group price is worth it", body: "Our building filled the group in an hour." }],
      related: [{ name: "Strawberries, 1 lb", price: "$6.90" }, { name: "Free-range eggs, 12", price: "$4.50" }, { name: "Baby spinach", price: "$2.90" }, { name: "Oat milk, 1 L", price: "$3.20" }],
    },
    zh: {
      name: "阳光玫瑰葡萄 2 斤装", category: "新鲜水果", price: "¥39.9", was: "¥59.9", rating: 4.9, reviews: 3120, store: "邻里鲜", colorLabel: "品种",
      colors: [{ name: "青提", hex: "#84cc16" }, { name: "金黄", hex: "#eab308" }],
      options: { label: "规格", values: ["2 斤装", "4 斤装"] },
      bullets: ["产地直采 48 小时内到货，全程冷链", "糖度 18 以上，无籽薄皮", "明天下午到小区自提点取货", "坏果包赔，无需拍照"],
      specs: [["产地", "云南建水"], ["净重", "2 斤（约 1 千克）"], ["储存", "0–4 ℃ 冷藏"], ["建议食用", "5 天内"], ["自提时间", "明天 16:00–20:00"], ["售后", "坏果包赔"]],
      reviewList: [{ name: "刘**", rating: 5, title: "比超市的甜", body: "颗颗脆甜，下班顺路就取了。" }, { name: "黄**", rating: 5, title: "拼团价很划算", body: "我们小区一小时就成团了。" }],
      related: [{ name: "丹东草莓 1 斤", price: "¥29.9" }, { name: "散养土鸡蛋 12 枚", price: "¥18.8" }, { name: "有机菠菜 300 克", price: "¥6.9" }, { name: "燕麦奶 1 升", price: "¥15.9" }],
    },
  },
  {
    match: /coffee|espresso|roast|咖啡/i,
    en: {
      name: "Yirgacheffe Single-Origin Beans, 250 g", category: "Coffee", price: "$18", was: "$22", rating: 4.8, reviews: 742, store: "Ridge Coffee Roasters", colorLabel: "Roast",
      colors: [{ name: "Light roast", hex: "#c08552" }, { name: "Medium roast", hex: "#8b5a2b" }],
      options: { label: "Grind", values: ["Whole bean", "Filter", "Espresso"] },
      bullets: ["Roasted to order, shipped within 24 hours", "Notes of jasmine, lemon and honey", "Washed process, Grade 1", "Best 7–30 days after roast"],
      specs: [["Origin", "Yirgacheffe, Ethiopia"], ["Process", "Washed"], ["Altitude", "1,900–2,200 m"], ["Roast", "Light"], ["Weight", "250 g"], ["Roasted", "Every Tuesday and Friday"]],
      reviewList: [{ name: "Noah B.", rating: 5, title: "Tastes like tea and lemon", body: "Bright and clean as a pour-over. Arrived two days after roasting." }, { name: "Ivy S.", rating: 4, title: "Great beans", body: "A bit too light for my espresso machine; perfect for filter." }],
      related: [{ name: "Colombia Huila, 250 g", price: "$16" }, { name: "House Espresso, 1 kg", price: "$42" }, { name: "Pour-over kit", price: "$39" }, { name: "Filter papers, 100", price: "$6" }],
    },
    zh: {
      name: "耶加雪菲 单品咖啡豆 250 克", category: "咖啡豆", price: "¥88", was: "¥108", rating: 4.8, reviews: 742, store: "山野咖啡", colorLabel: "烘焙度",
      colors: [{ name: "浅烘", hex: "#c08552" }, { name: "中烘", hex: "#8b5a2b" }],
      options: { label: "研磨", values: ["咖啡豆", "手冲粗细", "意式细粉"] },
      bullets: ["下单后烘焙，24 小时内发货", "茉莉、柠檬与蜂蜜风味", "水洗处理，G1 等级", "烘焙后 7–30 天风味最佳"],
      specs: [["产地", "埃塞俄比亚 耶加雪菲"], ["处理法", "水洗"], ["海拔", "1900–2200 米"], ["烘焙度", "浅烘"], ["净含量", "250 克"], ["烘焙日", "每周二、周五"]],
      reviewList: [{ name: "许**", rating: 5, title: "像柠檬红茶", body: "手冲干净明亮，烘焙后第二天就到了。" }, { name: "蒋**", rating: 4, title: "豆子很好", body: "做意式偏酸，手冲刚好。" }],
      related: [{ name: "哥伦比亚 慧兰 250 克", price: "¥78" }, { name: "意式拼配 1 千克", price: "¥198" }, { name: "手冲套装", price: "¥239" }, { name: "滤纸 100 张", price: "¥25" }],
    },
  },
];

const DEFAULT: Entry = {
  match: /./,
  en: {
    name: "Nomad 24L Everyday Backpack", category: "Bags", price: "$129", was: "$149", rating: 4.7, reviews: 864,
    colors: [{ name: "Charcoal", hex: "#374151" }, { name: "Olive", hex: "#6b7f4e" }, { name: "Clay", hex: "#b5651d" }],
    options: { label: "Size", values: ["18 L", "24 L"] },
    bullets: ["Padded 16\" laptop sleeve", "Water-resistant recycled fabric", "Lifetime warranty", "Luggage pass-through"],
    specs: [["Volume", "24 L"], ["Weight", "1.1 kg"], ["Laptop", "Up to 16\""], ["Fabric", "Recycled nylon"], ["Warranty", "Lifetime"], ["Returns", "30 days"]],
    reviewList: [{ name: "Ben A.", rating: 5, title: "Perfect commuter bag", body: "Fits my laptop, lunch and gym clothes." }, { name: "Zoe W.", rating: 4, title: "Solid build", body: "Wish it had one more inside pocket." }],
    related: [{ name: "Tech Pouch", price: "$35" }, { name: "Sling 6L", price: "$69" }, { name: "Rain Cover", price: "$19" }, { name: "Packing Cubes", price: "$39" }],
  },
  zh: {
    name: "行者 24L 通勤双肩包", category: "箱包", price: "¥699", was: "¥799", rating: 4.7, reviews: 864,
    colors: [{ name: "炭灰", hex: "#374151" }, { name: "橄榄绿", hex: "#6b7f4e" }, { name: "陶土棕", hex: "#b5651d" }],
    options: { label: "容量", values: ["18 L", "24 L"] },
    bullets: ["16 英寸电脑防震仓", "再生面料防泼水", "终身保修", "拉杆箱固定带"],
    specs: [["容量", "24 L"], ["重量", "1.1 千克"], ["电脑仓", "最大 16 英寸"], ["面料", "再生尼龙"], ["保修", "终身"], ["退换", "30 天"]],
    reviewList: [{ name: "吴**", rating: 5, title: "通勤完美", body: "电脑、午饭和健身衣都装得下。" }, { name: "郑**", rating: 4, title: "做工扎实", body: "要是内袋再多一个就好了。" }],
    related: [{ name: "数码收纳包", price: "¥199" }, { name: "6L 斜挎包", price: "¥399" }, { name: "防雨罩", price: "¥99" }, { name: "旅行收纳袋", price: "¥159" }],
  },
};

export function pickProduct(text: string, lang: Lang): ProductInfo {
  return (ENTRIES.find((e) => e.match.test(text)) ?? DEFAULT)[lang];
}

/** Whether the text names one of the products above (not only "a product"). */
export function hasProduct(text: string): boolean {
  return ENTRIES.some((e) => e.match.test(text));
}

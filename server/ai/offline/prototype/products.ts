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

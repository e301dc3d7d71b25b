/**
 * What a named section is about, by meaning: something the user picks one of (a pet, a payment
 * method, a delivery option), a set of things with a live state (lifts open or on hold, machines
 * free or busy, services up or down), something sold (dishes, rooms, courses) — and sample
 * members of each that fit it ("Biscuit · Dog, beagle", "微信支付", "Summit Express · 12 min").
 * A section that names none of these is a neutral list of named items: never goods with a
 * price and an "Add" button.
 */
import { seedOf } from "./sample-data";
import type { Lang } from "./screen";

export type Thing = { name: string; detail: string };

type Known = {
  re: RegExp;
  en: Thing[];
  zh: Thing[];
  /** Only for these subjects. */ within?: RegExp;
  /** Never when the section or the subject says this. */ unless?: RegExp;
};

// A business's vehicles (vans out for delivery, a dispatcher's fleet) are a fleet to track, not the user's car to pick.
const FLEET =
  /派送|配送|运输|货运|物流|快递|调度|车队|搬家|deliver|dispatch|fleet|freight|logistic|courier|moving|removal|haulage/i;

/** Sets the user picks one of. */
const CHOICES: Known[] = [
  {
    re: /^(?:payment|支付|付款)$|pay(?:ment)?\s*(?:methods?|options?)|\bpay(?:ing)? with\b|支付方式|付款方式|支付渠道|付款渠道/i,
    en: [
      { name: "Card", detail: "Visa ending 4242" },
      { name: "PayPal", detail: "emily.carter@example.com" },
      { name: "Apple Pay", detail: "Pay with Face ID" },
    ],
    zh: [
      { name: "微信支付", detail: "推荐使用" },
      { name: "支付宝", detail: "支持花呗分期" },
      { name: "银行卡", detail: "招商银行储蓄卡（尾号 6217）" },
    ],
  },
  {
    re: /服务项目|美容项目|\bservices?\b|grooming|treatments?/i,
    within: /宠物|pet|dog|cat|groom|猫|狗/i,
    en: [
      { name: "Bath & brush", detail: "45 min · $35" },
      { name: "Full groom", detail: "90 min · $65" },
      { name: "Nail trim", detail: "15 min · $12" },
    ],
    zh: [
      { name: "洗澡护理", detail: "45 分钟 · ¥88" },
      { name: "全套美容造型", detail: "90 分钟 · ¥198" },
      { name: "修剪指甲", detail: "15 分钟 · ¥30" },
    ],
  },
  {
    re: /\brooms?\b|房型|房间/i,
    within: /hotel|\binn\b|hostel|resort|b&b|guest ?house|lodge|酒店|民宿|宾馆|客栈/i,
    en: [
      { name: "Standard double", detail: "1 double bed · 22 m² · $129 / night" },
      { name: "Deluxe king", detail: "King bed · city view · $169 / night" },
      { name: "Family suite", detail: "2 rooms · sleeps 4 · $239 / night" },
    ],
    zh: [
      { name: "标准大床房", detail: "1.8 米大床 · 22㎡ · ¥399/晚" },
      { name: "豪华双床房", detail: "两张 1.2 米床 · 城景 · ¥459/晚" },
      { name: "家庭套房", detail: "两室 · 可住 4 人 · ¥699/晚" },
    ],
  },
  {
    re: /donat|捐款|捐赠|捐助/i,
    en: [
      { name: "$10", detail: "Feeds a shelter cat for a week" },
      { name: "$25", detail: "Vaccinates a puppy" },
      { name: "$50", detail: "A month of care for a rescued dog" },
      { name: "Other amount", detail: "Give what you can" },
    ],
    zh: [
      { name: "¥20", detail: "一只猫一周的口粮" },
      { name: "¥50", detail: "一只幼犬的疫苗" },
      { name: "¥100", detail: "一只救助犬一个月的照顾" },
      { name: "其他金额", detail: "量力而行" },
    ],
  },
  {
    re: /\bwash|\bfold\b|dry ?clean|ironing|洗衣|干洗|熨烫|水洗/i,
    within: /laund|dry ?clean|洗衣|干洗/i,
    en: [
      { name: "Wash & fold", detail: "$1.80 per lb · back in 24 h" },
      { name: "Dry cleaning", detail: "From $6 per item · back in 48 h" },
      { name: "Ironing only", detail: "$2.50 per item" },
    ],
    zh: [
      { name: "水洗叠好", detail: "¥15/公斤 · 24 小时送回" },
      { name: "干洗", detail: "¥25 起/件 · 48 小时送回" },
      { name: "仅熨烫", detail: "¥8/件" },
    ],
  },
  {
    re: /科室|departments?|specialt(?:y|ies)/i,
    within: /宠物|\bpets?\b|\bvets?\b|兽/i,
    en: [
      { name: "General medicine", detail: "Check-ups, common illness" },
      { name: "Surgery", detail: "Neutering, injuries" },
      { name: "Dermatology", detail: "Skin, allergies" },
      { name: "Vaccines", detail: "Vaccination, parasite control" },
    ],
    zh: [
      { name: "内科", detail: "体检、常见病" },
      { name: "外科", detail: "绝育、外伤" },
      { name: "皮肤科", detail: "皮肤病、过敏" },
      { name: "疫苗驱虫", detail: "免疫接种、驱虫" },
    ],
  },
  {
    re: /科室|departments?|specialt(?:y|ies)/i,
    en: [
      { name: "General medicine", detail: "Fever, check-ups" },
      { name: "Paediatrics", detail: "Children under 14" },
      { name: "Dental", detail: "Teeth and gums" },
      { name: "Dermatology", detail: "Skin and allergies" },
    ],
    zh: [
      { name: "内科", detail: "发热、慢病复诊" },
      { name: "儿科", detail: "14 岁以下儿童" },
      { name: "口腔科", detail: "牙齿、牙龈" },
      { name: "皮肤科", detail: "皮肤病、过敏" },
    ],
  },
  {
    re: /\bpets?\b|宠物|毛孩子|爱宠/i,
    en: [
      { name: "Biscuit", detail: "Dog · Beagle · 4 yrs" },
      { name: "Luna", detail: "Cat · British Shorthair · 2 yrs" },
      { name: "Pepper", detail: "Rabbit · Holland Lop · 1 yr" },
    ],
    zh: [
      { name: "豆豆", detail: "狗 · 柯基 · 3 岁" },
      { name: "咪咪", detail: "猫 · 英短 · 2 岁" },
      { name: "团子", detail: "兔子 · 垂耳兔 · 1 岁" },
    ],
  },
  {
    re: /\b(?:delivery|shipping)\s*(?:methods?|options?|speed)|配送方式|快递方式|送货方式/i,
    en: [
      { name: "Standard", detail: "3–5 working days · free" },
      { name: "Express", detail: "Next working day · $6.90" },
      { name: "Pick up in store", detail: "Ready in 2 hours · free" },
    ],
    zh: [
      { name: "普通快递", detail: "3–5 天送达 · 免运费" },
      { name: "次日达", detail: "次日送达 · ¥12" },
      { name: "到店自提", detail: "2 小时后可取 · 免费" },
    ],
  },
  {
    re: /\b(?:children|child|kids?)\b|孩子|小孩|宝宝|子女/i,
    en: [
      { name: "Mia", detail: "Age 7 · Year 2" },
      { name: "Oliver", detail: "Age 10 · Year 5" },
    ],
    zh: [
      { name: "乐乐", detail: "7 岁 · 二年级" },
      { name: "安安", detail: "10 岁 · 五年级" },
    ],
  },
  {
    re: /\bvehicles?\b|\bmy cars?\b|车辆|车牌|爱车/i,
    unless: FLEET,
    en: [
      { name: "Toyota Corolla", detail: "KX21 ABC · Silver" },
      { name: "Honda CR-V", detail: "LM19 XYZ · Blue" },
    ],
    zh: [
      { name: "沪A·8K2L6", detail: "大众朗逸 · 白色" },
      { name: "沪B·3M7Q1", detail: "比亚迪秦 · 灰色" },
    ],
  },
  {
    re: /\bsizes?\b|尺码|尺寸|规格/i,
    en: [
      { name: "S", detail: "Chest 86–91 cm" },
      { name: "M", detail: "Chest 96–101 cm" },
      { name: "L", detail: "Chest 106–111 cm" },
    ],
    zh: [
      { name: "S", detail: "胸围 86–91 cm" },
      { name: "M", detail: "胸围 96–101 cm" },
      { name: "L", detail: "胸围 106–111 cm" },
    ],
  },
];

/** Things with a live state: what they are called and the states they are in. */
type Live = {
  re: RegExp;
  en: string[];
  zh: string[];
  states: { en: string[]; zh: string[] };
  wait: boolean;
  /** Its name alone is a status list (a section named "services" is not). */ alone?: boolean;
};

const LIVE: Live[] = [
  {
    re: /\blifts?\b|chair ?lifts?|gondolas?|t-bars?|缆车|索道|吊椅|魔毯/i,
    en: ["Summit Express", "Eagle Chair", "Valley Gondola", "Pine Ridge T-bar", "Sunrise Quad"],
    zh: ["山顶快线缆车", "雪鹰吊椅", "山谷索道", "松岭拖牵", "日出四人吊椅"],
    states: {
      en: ["Open", "Open", "On hold", "Closed", "Open"],
      zh: ["运行中", "运行中", "暂停", "已关闭", "运行中"],
    },
    wait: true,
    alone: true,
  },
  {
    re: /\bslopes?\b|\bpistes?\b|\bski runs?\b|\btrails?\b|雪道|步道|徒步路线/i,
    en: ["Blue Jay (blue)", "Black Diamond (black)", "Meadow Run (green)", "Fox Glade (red)"],
    zh: ["蓝鸟道（中级）", "黑钻道（高级）", "草甸道（初级）", "狐林道（中级）"],
    states: {
      en: ["Groomed", "Closed", "Groomed", "Ungroomed"],
      zh: ["已压雪", "已关闭", "已压雪", "未压雪"],
    },
    wait: false,
    alone: true,
  },
  {
    re: /\brides?\b|attractions?|游乐项目|游玩项目|设施/i,
    en: ["Thunder Coaster", "River Rapids", "Sky Wheel", "Haunted Manor"],
    zh: ["雷霆过山车", "激流勇进", "摩天轮", "幽灵古堡"],
    states: { en: ["Open", "Open", "On hold", "Open"], zh: ["开放中", "开放中", "暂停", "开放中"] },
    wait: true,
  },
  {
    re: /washers?|dryers?|washing machines?|laundry machines?|洗衣机|烘干机/i,
    en: ["Washer 1", "Washer 2", "Dryer 1", "Dryer 2"],
    zh: ["1 号洗衣机", "2 号洗衣机", "1 号烘干机", "2 号烘干机"],
    states: { en: ["Free", "In use", "In use", "Out of order"], zh: ["空闲", "使用中", "使用中", "故障"] },
    wait: true,
    alone: true,
  },
  {
    re: /charg(?:er|ing)|充电桩|充电站/i,
    en: ["Bay A1 · 150 kW", "Bay A2 · 150 kW", "Bay B1 · 50 kW", "Bay B2 · 22 kW"],
    zh: ["A1 快充桩 · 120 kW", "A2 快充桩 · 120 kW", "B1 慢充桩 · 7 kW", "B2 慢充桩 · 7 kW"],
    states: {
      en: ["Available", "Charging", "Available", "Out of service"],
      zh: ["空闲", "充电中", "空闲", "维修中"],
    },
    wait: false,
    alone: true,
  },
  {
    re: /servers?|services?\b|\bapis?\b|systems?|uptime|服务器|服务状态|系统状态|接口/i,
    en: ["Web app", "Public API", "Payments", "Email delivery"],
    zh: ["网页端", "开放接口", "支付服务", "短信通知"],
    states: {
      en: ["Operational", "Operational", "Degraded", "Operational"],
      zh: ["正常", "正常", "性能下降", "正常"],
    },
    wait: false,
  },
  {
    re: /\bseats?\b|hot ?desks?|座位|工位|自习室/i,
    en: ["Zone A · Seat 12", "Zone A · Seat 15", "Zone B · Seat 03", "Zone C · Seat 21"],
    zh: ["A 区 · 12 号", "A 区 · 15 号", "B 区 · 03 号", "C 区 · 21 号"],
    states: { en: ["Free", "Booked", "Free", "In use"], zh: ["空闲", "已预约", "空闲", "使用中"] },
    wait: false,
    alone: true,
  },
  {
    re: /器械|跑步机|treadmills?|gym equipment|squat racks?|rowing machines?/i,
    en: ["Treadmill A1", "Elliptical B2", "Squat rack C1", "Rowing machine D1"],
    zh: ["跑步机 A1", "椭圆机 B2", "深蹲架 C1", "划船机 D1"],
    states: { en: ["Free", "In use", "Free", "Under repair"], zh: ["空闲", "使用中", "空闲", "维修中"] },
    wait: false,
    alone: true,
  },
  {
    re: /meeting rooms?|study rooms?|会议室/i,
    en: ["Maple room · 6 seats", "Cedar room · 10 seats", "Oak room · 4 seats", "Birch room · 12 seats"],
    zh: ["枫叶厅 · 6 人", "雪松厅 · 10 人", "橡木厅 · 4 人", "白桦厅 · 12 人"],
    states: { en: ["Free", "Booked", "Free", "In use"], zh: ["空闲", "已预订", "空闲", "使用中"] },
    wait: false,
    alone: true,
  },
  {
    re: /elevators?|电梯/i,
    en: ["Lift A", "Lift B", "Service lift"],
    zh: ["A 梯", "B 梯", "货梯"],
    states: { en: ["Running", "Running", "Under maintenance"], zh: ["运行中", "运行中", "维保中"] },
    wait: false,
  },
  {
    re: /parking|car park|spaces?|车位|停车/i,
    en: ["Level 1", "Level 2", "Level 3", "Roof"],
    zh: ["B1 层", "B2 层", "B3 层", "地面"],
    states: { en: ["42 free", "8 free", "Full", "17 free"], zh: ["空位 42", "空位 8", "已满", "空位 17"] },
    wait: false,
  },
  {
    re: /\blights?\b|thermostats?|door ?locks?|\blocks?\b|smart home|cameras?|智能家居|灯光|温控|门锁|摄像头/i,
    en: ["Living room lights", "Hallway thermostat · 21°C", "Front door lock", "Garden camera"],
    zh: ["客厅灯光", "走廊温控 · 21°C", "入户门锁", "花园摄像头"],
    states: { en: ["On", "Heating", "Locked", "Recording"], zh: ["已开启", "制热中", "已上锁", "录制中"] },
    wait: false,
    alone: true,
  },
  {
    re: /科室|departments?|outpatient|门诊/i,
    en: ["General medicine", "Surgery", "Paediatrics", "Dental"],
    zh: ["内科", "外科", "儿科", "口腔科"],
    states: {
      en: ["Seeing patients", "Seeing patients", "Paused", "Seeing patients"],
      zh: ["就诊中", "就诊中", "暂停", "就诊中"],
    },
    wait: true,
  },
  {
    re: /counters?|windows?|queues?|窗口|柜台|排队|叫号/i,
    en: ["Counter 1", "Counter 2", "Counter 3", "Counter 4"],
    zh: ["1 号窗口", "2 号窗口", "3 号窗口", "4 号窗口"],
    states: { en: ["Serving", "Serving", "Paused", "Closed"], zh: ["办理中", "办理中", "暂停", "已关闭"] },
    wait: true,
  },
  {
    re: /devices?|sensors?|machines?|equipment|设备|传感器|机器/i,
    en: ["Sensor 01 · Hall", "Sensor 02 · Kitchen", "Sensor 03 · Garage", "Sensor 04 · Garden"],
    zh: ["1 号设备 · 大厅", "2 号设备 · 厨房", "3 号设备 · 车库", "4 号设备 · 花园"],
    states: { en: ["Online", "Online", "Low battery", "Offline"], zh: ["在线", "在线", "电量低", "离线"] },
    wait: false,
  },
];

/** Things one buys: a list of these may show prices and add to a basket. */
const SOLD =
  /products?|goods|\bitems? for sale|\bshop\b|store|menu|dish|meal|food|drinks?|coffee|\bbeans?\b|\btea\b|cakes?|bread|pastr|flowers?|bouquet|\bbooks?\b|courses?|class(?:es)?\b|lessons?|tickets?|tours?|hotel|\brooms? to\b|rentals?|deals?|offers?|sale\b|gifts?|\bbox(?:es)?\b|bundles?|outfits?|cloth|shoes?|toys?|snacks?|wine|beer|pizza|burgers?|add-?ons?|extras?|merch|商品|好物|菜|餐|饮品|奶茶|咖啡|豆子|蛋糕|面包|鲜花|花束|图书|书籍|课程|门票|票务|景点|酒店|房型|特价|优惠|团购|秒杀|礼品|礼盒|服装|鞋|玩具|零食|酒水|外卖|推荐|新品|爆款|单品|加购|周边/i;

const pickKnown = (list: Known[], text: string, context: string) =>
  list.find(
    (k) => k.re.test(text) && (!k.within || k.within.test(context)) && !k.unless?.test(`${text} ${context}`),
  );

/** A set the user picks one of, when the section names one ("pick a pet", "选择支付方式"); `context` is the page's subject. */
export function choicesFor(title: string, lang: Lang, context = ""): Thing[] | null {
  const k = pickKnown(CHOICES, title, context);
  return k ? k[lang] : null;
}

/** Titles for a list of articles or guides ("popular articles", "热门文章"). */
export function articleTitles(noun: string, product: string, lang: Lang): string[] | null {
  if (!/article|guide|\bposts?\b|\bhelp\b|\bfaq|文章|指南|帖子|攻略|教程/i.test(noun)) return null;
  return lang === "zh"
    ? [`${product}新手入门`, "如何修改账户信息", "如何导出数据", "忘记密码怎么办"]
    : [
        `Getting started with ${product}`,
        "How to change your account details",
        "Exporting your data",
        "Resetting your password",
      ];
}

/** Names for the members of a neutral list, where a list of that name has typical ones. */
const NAMED: { re: RegExp; en: string[]; zh: string[] }[] = [
  {
    re: /\btrails?\b|hikes?|routes?|步道|徒步路线|路线/i,
    en: ["Ridge Loop · 8.4 km", "Cedar Falls · 5.1 km", "Summit Trail · 12 km", "Lakeshore Path · 3.6 km"],
    zh: ["山脊环线 · 8.4 公里", "雪松瀑布 · 5.1 公里", "登顶步道 · 12 公里", "湖滨小径 · 3.6 公里"],
  },
  {
    re: /recipes?|食谱|菜谱/i,
    en: ["Lemon garlic chicken", "Mushroom risotto", "Thai green curry", "Overnight oats"],
    zh: ["番茄炒蛋", "红烧排骨", "清蒸鲈鱼", "蒜蓉西兰花"],
  },
  {
    re: /shopping list|grocer|购物清单|采购清单|买菜清单/i,
    en: ["Eggs · 12", "Whole milk · 2 L", "Spinach · 200 g", "Brown rice · 1 kg"],
    zh: ["鸡蛋 · 12 个", "牛奶 · 2 升", "菠菜 · 300 克", "大米 · 5 公斤"],
  },
  {
    re: /animals?|adopt|待领养|动物/i,
    en: [
      "Biscuit · Beagle, 4 yrs",
      "Luna · Tabby cat, 2 yrs",
      "Max · Labrador mix, 6 yrs",
      "Pepper · Rabbit, 1 yr",
    ],
    zh: ["豆豆 · 柯基 3 岁", "咪咪 · 狸花猫 2 岁", "旺财 · 中华田园犬 5 岁", "团子 · 兔子 1 岁"],
  },
  {
    re: /documents?|\bfiles?\b|文件|文档/i,
    en: ["Q3 budget.xlsx", "Onboarding checklist.pdf", "Brand guidelines.pdf", "Offsite notes.docx"],
    zh: ["三季度预算.xlsx", "入职清单.pdf", "品牌规范.pdf", "团建纪要.docx"],
  },
  {
    re: /\bprojects?\b|项目/i,
    en: ["Website redesign", "Mobile app v2", "Q3 customer survey", "Warehouse move"],
    zh: ["官网改版", "App 2.0", "三季度用户调研", "仓库搬迁"],
  },
  {
    re: /\bshifts?\b|班次|排班/i,
    en: [
      "Morning shift · 7am–3pm",
      "Late shift · 3pm–11pm",
      "Weekend shift · 9am–5pm",
      "Night shift · 11pm–7am",
    ],
    zh: ["早班 · 07:00–15:00", "晚班 · 15:00–23:00", "周末班 · 09:00–17:00", "夜班 · 23:00–07:00"],
  },
  {
    re: /\btools?\b|工具/i,
    en: [
      "Cordless drill · Available",
      "Extension ladder · On loan until Fri",
      "Pressure washer · Available",
      "Hedge trimmer · 2 waiting",
    ],
    zh: ["电钻 · 可借", "伸缩梯 · 借出至周五", "高压清洗机 · 可借", "绿篱修剪机 · 2 人排队"],
  },
  {
    re: /equipment|\bgear\b|器材|设备/i,
    en: [
      "4-person camping tent · Available",
      "Projector and screen · Booked Sat",
      "Folding tables ×6 · Available",
      "PA speaker · In repair",
    ],
    zh: ["四人帐篷 · 可借", "投影仪和幕布 · 周六已约", "折叠桌 ×6 · 可借", "音响 · 维修中"],
  },
  {
    re: /parking (?:lots?|spaces?|spots?|garages?)|car parks?|车位|停车场/i,
    en: [
      "Riverside Garage · 36 free · $3/h",
      "Central Library lot · 8 free · $2/h",
      "Market Street · 0 free · $4/h",
      "Station Road P2 · 12 free · $2.50/h",
    ],
    zh: [
      "万达广场地下停车场 · 空位 36 · ¥6/小时",
      "市图书馆停车场 · 空位 8 · ¥4/小时",
      "人民公园停车场 · 已满 · ¥5/小时",
      "滨江路路边车位 · 空位 12 · ¥3/小时",
    ],
  },
  {
    re: /\bvehicles?\b|\bmy cars?\b|license plates?|车辆|车牌|爱车/i,
    en: ["7ABC123 · White Tesla Model 3", "8XYZ456 · Black VW Passat", "5KLM789 · Silver Honda Civic"],
    zh: ["沪A·D12345 · 白色 特斯拉 Model 3", "沪B·6K789 · 黑色 大众帕萨特", "苏E·8M520 · 银色 本田思域"],
  },
  {
    re: /\bnotes?\b|笔记/i,
    en: ["Ideas for the spring launch", "1:1 with Priya", "Reading list", "Trip packing list"],
    zh: ["春季上新想法", "与王敏的一对一", "书单", "出行清单"],
  },
];

export function namedItems(text: string, lang: Lang): string[] | null {
  return NAMED.find((n) => n.re.test(text))?.[lang] ?? null;
}

/** Things people go to together ("group runs", "meetups", "活动"): joined, not bought. */
export const EVENTS =
  /\bruns?\b|\brides?\b|events?|meetups?|sessions?|workshops?|gatherings?|hikes?|\bclasses\b|class schedule|timetable|活动|聚会|讲座|沙龙|约跑|骑行|团课|课表|课程表/i;

/** Names for classes at a gym or studio ("团课课表" → 燃脂单车, 流瑜伽…), else null. */
export function classNames(text: string, lang: Lang): string[] | null {
  if (!/团课|课表|\bclass(?:es)?\b|timetable|yoga|瑜伽|gym|健身|fitness|studio/i.test(text)) return null;
  return lang === "zh"
    ? ["燃脂单车", "流瑜伽", "搏击操", "普拉提"]
    : ["Spin", "Vinyasa yoga", "HIIT", "Pilates"];
}

/** Is a section about payment methods (a choice, never goods). */
export function isPaymentChoice(title: string): boolean {
  return CHOICES[0].re.test(title);
}

/** Things with a live state whose name alone makes a section a status list ("lifts", "dryers", "thermostat"). */
export function liveByName(name: string): boolean {
  return LIVE.some((l) => l.alone && l.re.test(name));
}

/** The things with a live state a section is about: its own words first, then its neighbours', then the product's. */
export function liveThingsFor(texts: string[]): Live | null {
  for (const t of texts) {
    const hit = LIVE.find((l) => l.re.test(t));
    if (hit) return hit;
  }
  return null;
}

/** Rows of a live-status list: each thing, its state and (where one queues) the wait in minutes. */
export function liveRows(
  live: Live | null,
  noun: string,
  lang: Lang,
  r: () => number,
): { name: string; state: string; wait: number | null; good: boolean; bad: boolean }[] {
  const zh = lang === "zh";
  const names = live
    ? live[lang]
    : [1, 2, 3, 4].map((i) =>
        zh
          ? `${noun || "项目"} ${i}`
          : `${noun ? noun.charAt(0).toUpperCase() + noun.slice(1) : "Unit"} ${i}`,
      );
  const states = live
    ? live.states[lang]
    : zh
      ? ["正常", "正常", "繁忙", "暂停"]
      : ["Open", "Open", "Busy", "Paused"];
  void r;
  return names.map((name, i) => {
    const state = states[i % states.length];
    const closed = /closed|out of|offline|down|full|hold|paused|关闭|故障|离线|已满|维修|维保|暂停/i.test(
      state,
    );
    const busy = /busy|degraded|low|in use|booked|charging|繁忙|下降|电量低|使用中|已预订|充电中/i.test(
      state,
    );
    // The same thing waits the same minutes in every section that shows it.
    const h = seedOf(name);
    const wait = live && !live.wait ? null : closed ? null : busy ? 15 + (h % 20) : 2 + (h % 14);
    const hold = busy || /hold|paused|暂停/i.test(state);
    return { name, state, wait, good: !closed && !hold, bad: closed && !hold };
  });
}

/** A section that names a live state or a wait ("lift status", "wait times", "设备状态", "排队时间"). */
export const LIVE_STATUS =
  /\bstatus\b|\bwait(?:ing)?\s*times?\b|\bwaits?\b|\bqueues?\b|\bopen(?:ing)? now\b|\bfree\b|\bconditions?\b|状态|等候|等待时间|排队|实时|空闲|开放|运行|情况|空位/i;

/** Is the section (or, for a default block, the product) about something sold? */
export function isSold(text: string): boolean {
  // A support ticket is raised, not bought.
  if (/ticket/i.test(text) && /help ?desk|support|incident|\bIT\b|工单|客服/i.test(text)) return false;
  return SOLD.test(text) || SERVICES.test(text);
}

/** Services priced per visit ("家政服务", "cleaning"). */
const SERVICES =
  /家政|保洁|按摩|美甲|美发|维修服务|cleaning service|house ?cleaning|massage|manicure|haircut/i;

/** A delivery or an order in transit: where "received → on the way → arrived" is the right timeline. */
export const DELIVERY =
  /deliver|shipping|shipment|parcel|package|courier|order|track(?:ing)? (?:my )?(?:order|parcel|package)|waybill|freight|logistic|外卖|快递|包裹|运单|物流|配送|订单|寄件|运输/i;

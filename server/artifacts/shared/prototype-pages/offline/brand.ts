/**
 * The brand a page shows: the name the user gave, else a name such a business really goes by in
 * the user's language, picked from its domain ("a coffee shop" → 山岚咖啡 / Ember & Oak Coffee),
 * else a neutral one. Never a word of the prompt glued to a suffix ("PricingGo", "饭点到"): a
 * rule-based writer cannot coin a good name from a request, but it can pick one that fits.
 */
import type { Lang } from "./screen";

type Domain = { re: RegExp; en: string[]; zh: string[] };

// The most specific first: a pet clinic is a pet business, a dental clinic a dentist, a tea shop not a café.
const DOMAINS: Domain[] = [
  {
    re: /\bpets?\b|\bvet|\bdogs?\b|\bcats?\b|puppy|kitten|groom|宠物|猫|狗|犬|兽医/i,
    en: ["Happy Tails", "Paws & Co.", "Good Boy Pets", "Whisker Lane"],
    zh: ["萌爪宠物", "毛孩子之家", "汪喵星球", "宠爱有家"],
  },
  {
    re: /dental|dentist|teeth|orthodont|口腔|牙科|牙医|齿科/i,
    en: ["Bright Smile Dental", "Maple Dental", "Clearview Dental"],
    zh: ["皓齿口腔", "瑞尔齿科", "微笑口腔"],
  },
  {
    re: /clinic|hospital|doctor|patient|health|medic|therap|physio|nurs|pharm|wellness|医院|诊所|门诊|医生|患者|挂号|健康|体检|药|护理|康复/i,
    en: ["Cedar Health", "Northside Clinic", "Willow Medical", "Harbor Health"],
    zh: ["仁和医疗", "康宁诊所", "安心医疗", "同仁健康"],
  },
  {
    re: /milk ?tea|bubble tea|boba|\btea\b|teahouse|奶茶|茶饮|茶馆|茶铺|茶叶/i,
    en: ["Leaf & Steam", "Jade Teahouse", "Cloud Nine Tea"],
    zh: ["青禾茶事", "山野茶铺", "一叶茶舍", "茶语时光"],
  },
  {
    re: /coffee|caf[eé]|espresso|latte|roast|barista|咖啡/i,
    en: ["Ember & Oak Coffee", "Bean Voyage", "Morning Ritual", "Copper Kettle Café", "Little Harbor Coffee"],
    zh: ["山岚咖啡", "拾光咖啡", "晨屿咖啡", "慢半拍咖啡"],
  },
  {
    re: /bakery|bread|cake|pastr|patisserie|dessert|面包|烘焙|蛋糕|甜品|糕点/i,
    en: ["Golden Crust Bakery", "Flour & Co.", "Rise Bakehouse"],
    zh: ["麦香烘焙", "暖阳面包坊", "麦田手作", "甜时光烘焙"],
  },
  {
    re: /flower|florist|bouquet|花店|鲜花|花束|花艺/i,
    en: ["Petal & Stem", "Wildflower Studio", "Bloom Room"],
    zh: ["花间集", "一束花事", "繁花小筑"],
  },
  {
    re: /\bplants?\b|garden|succulent|绿植|盆栽|园艺|多肉/i,
    en: ["Leaf & Root", "The Greenhouse", "Fern & Moss"],
    zh: ["绿意小院", "一叶绿植", "青苔花园"],
  },
  {
    re: /\bbooks?\b|bookstore|bookshop|librar|reading|二手书|图书|书店|书籍|旧书|借阅|阅读|读书/i,
    en: ["Second Chapter", "Dog-Eared Books", "Margins", "Paper Lantern Books"],
    zh: ["书里书外", "旧书时光", "拾页书房", "慢读书坊"],
  },
  {
    re: /fruit|grocer|vegetable|farm|produce|水果|果蔬|生鲜|菜市场|蔬菜|买菜/i,
    en: ["Green Basket", "Harvest Market", "Orchard Fresh"],
    zh: ["鲜果时光", "果园到家", "每日鲜"],
  },
  {
    re: /meal kit|restaurant|food|kitchen|dinner|lunch|dish|menu|takeaway|take-?out|delivery app|recipe|catering|外卖|餐厅|餐馆|饭店|美食|菜谱|食堂|点餐|点单|餐饮|小吃|面馆/i,
    en: ["Olive & Thyme", "Table Nine", "Good Plate", "Hearth Kitchen"],
    zh: ["食光小馆", "饭点到", "味道厨房", "一碗人间", "灶台小厨"],
  },
  {
    // A meditation app is not a yoga studio.
    re: /meditat|mindful|breathwork|冥想|正念|静观/i,
    en: ["Still Mind", "Quiet Hour", "Deep Breath", "Slow Morning"],
    zh: ["静观冥想", "一念正念", "息心", "慢呼吸"],
  },
  {
    re: /yoga|pilates|瑜伽|普拉提/i,
    en: ["Stillwater Yoga", "Lotus Room", "Open Sky Yoga"],
    zh: ["静心瑜伽", "一息瑜伽", "莲花瑜伽馆"],
  },
  {
    re: /gym|fitness|workout|trainer|running|run club|\bruns?\b|marathon|健身|私教|跑步|运动/i,
    en: ["Ironwood Fitness", "PulseFit", "Pulse Studio", "Northpeak Athletics"],
    zh: ["燃动健身", "能量工场", "悦动健身"],
  },
  {
    re: /course|class|lesson|tutor|school|academy|learn|student|teacher|english|language|课程|课堂|学习|培训|学员|老师|外教|英语|学校|教育/i,
    en: ["Brightpath Academy", "Lingo Leap", "Lumen Learning", "Open Door School"],
    zh: ["启航学堂", "知行课堂", "青藤学苑"],
  },
  {
    // Carrying goods or a home (a courier, a moving company) is logistics, not car management.
    re: /courier|express delivery|parcel|logistics|shipping|freight|haulage|\bmoving\b|\bmovers?\b|\bremovals?\b|快递|物流|货运|速递|包裹|运单|派件|揽收|搬家|搬运/i,
    en: ["Swiftline Express", "Ironline Logistics", "Waypoint Logistics", "Northbound Freight"],
    zh: ["远途物流", "迅达速运", "安达快运", "顺途速递"],
  },
  {
    re: /fleet|vehicle|truck|\bcars?\b|driver|garage|mechanic|repair shop|车队|车辆|司机|汽车|维修|保养/i,
    en: ["Roadwise Fleet", "Milepost", "Gearline Garage"],
    zh: ["驰安车管", "路安车队", "车安汇"],
  },
  {
    re: /event|meetup|community|volunteer|club|rsvp|ticket|concert|festival|活动|报名|社区|志愿|社团|聚会|门票|演出/i,
    en: ["Common Ground", "Gather Hall", "Neighbourly"],
    zh: ["邻里汇", "同行社", "周末集"],
  },
  {
    re: /hotel|\binn\b|hostel|resort|b&b|travel|trip|tour|vacation|holiday|ski|camp|酒店|民宿|旅行|旅游|度假|景区|露营|滑雪/i,
    en: ["Harbor Inn", "Wayfarer", "Pine Ridge Resort"],
    zh: ["云栖民宿", "云途旅行", "山居旅宿", "远方旅行"],
  },
  {
    re: /fashion|cloth|apparel|shoe|sneaker|dress|jewel|服装|衣|鞋|饰品|穿搭/i,
    en: ["Thread & Needle", "Stride Supply", "Linen Lane"],
    zh: ["衣见", "步履", "素衣坊"],
  },
  {
    re: /\bjobs?\b|hiring|recruit|career|candidate|talent|招聘|求职|职位|简历|人才/i,
    en: ["Hireline", "Talentbridge", "Next Role"],
    zh: ["聘好", "职途", "才汇"],
  },
  {
    re: /rent|apartment|real estate|property|housing|landlord|tenant|租房|房源|房产|物业|公寓|小区/i,
    en: ["Keystone Homes", "Harbor Lettings", "Nestwell"],
    zh: ["安居", "住好", "家园里"],
  },
  {
    re: /\bpay|\bbill|invoice|bank|wallet|finance|budget|expense|tax|缴费|账单|水费|电费|燃气|银行|理财|记账|报销|发票/i,
    en: ["Clearledger", "Ledgerly", "Penny & Pound", "Northstar Pay"],
    zh: ["安心缴", "小鹿记账", "易付通", "明账"],
  },
  {
    re: /saas|software|pricing|analytics|dashboard|admin|crm|console|workspace|collaborat|project management|b2b|api|developer|定价|后台|协作|管理系统|数据|企业/i,
    en: ["Northwind", "Clearline", "Lattice", "Brightwave"],
    zh: ["云帆", "简道", "千帆", "星图分析"],
  },
];

// A request that names no domain: a name that means nothing in particular, not one made of its words.
const NEUTRAL: Record<Lang, string[]> = {
  en: ["Northwind", "Bluebird", "Lumen", "Harbor", "Maple & Co."],
  zh: ["星河", "青禾", "远山", "知了", "拾光"],
};

/** The name such a business goes by: the user's own, else one from its domain, else a neutral one. */
export function brandFor(
  subject: { brand: string | null; product: string; setting: string | null },
  lang: Lang,
  seed: number,
): string {
  if (subject.brand) return subject.brand;
  return domainBrand(`${subject.setting ?? ""} ${subject.product}`, lang, seed) ?? pick(NEUTRAL[lang], seed);
}

const pick = (names: string[], seed: number) => names[seed % names.length];

/** A name of the domain the text is about, or null when it names none. */
export function domainBrand(text: string, lang: Lang, seed: number): string | null {
  const names = DOMAINS.find((d) => d.re.test(text))?.[lang];
  return names ? pick(names, seed) : null;
}

/** Are two names of the same domain (a pack's own name already fits, and is kept)? */
export function sameDomain(a: string, b: string): boolean {
  return DOMAINS.some((d) => [d.en, d.zh].some((names) => names.includes(a) && names.includes(b)));
}

/**
 * What the rows of a list or table are called in the domain the page is about: people by
 * their names ("candidates" → "Priya Patel"), appointments by what they are ("Annual check-up"),
 * drugs by name and strength, tickets by their subject — never the section's word with a
 * number ("Stage #5943", "Walk #8428"). Records that people do call by number (orders,
 * invoices, shipments) keep a number, in the form that domain writes it.
 */
import { personName, random, seedOf } from "./sample-data";
import type { Lang } from "./screen";

/** Nouns that name people: their rows are people's names. */
const PEOPLE =
  /\b(?:candidates?|applicants?|employees?|staff|members?|patients?|students?|pupils?|learners?|players?|drivers?|riders?|couriers?|crews?|movers?|teachers?|tutors?|instructors?|doctors?|nurses?|agents?|volunteers?|guests?|tenants?|trainees?|hires?|contacts?|attendees?|participants?|therapists?|coaches?|reps?|users?|customers?|clients?)\b|候选人|应聘者|求职者|员工|职工|会员|患者|病人|学生|学员|玩家|司机|骑手|配送员|快递员|派送员|揽收员|老师|教师|医生|护士|志愿者|租客|客户|用户|联系人|参与者|教练|销售|团长|家长/i;

/** The noun's head is a person ("客户工单" is a ticket, not a customer). */
const PEOPLE_END = new RegExp(`(?:${PEOPLE.source})\\s*$`, "i");

const GENERIC =
  /^(?:catalog(?:ue)?|picks?|items?|entries|options?|list|things?|home|overview|browse|all|popular|featured|目录|推荐|精选|热门|全部|列表)?$/i;

type Lexicon = { re: RegExp; when?: RegExp; en: string[]; zh: string[] };

// Checked in order against the section's noun, then its title: the first that fits names the rows.
const LEXICON: Lexicon[] = [
  // Issue 39: what a solar installer, a property manager, a parking or bike-share app, a book swap,
  // a farmers' market and a dog walker call their rows — not "Monday quote", 「周一交换点」.
  {
    re: /quotes?|estimates?|proposals?|报价/i,
    when: /solar|\bpv\b|光伏|太阳能/i,
    en: ["6.6 kW rooftop · 16 panels", "4.4 kW + 10 kWh battery", "10.2 kW barn roof", "5.2 kW south-facing"],
    zh: ["6.6 kW 屋顶 · 16 块板", "4.4 kW + 10 kWh 储能", "10.2 kW 厂房屋顶", "5.2 kW 南向坡顶"],
  },
  {
    re: /installs?|installations?|安装/i,
    when: /solar|\bpv\b|光伏|太阳能/i,
    en: [
      "14 Elm Road · 6.6 kW",
      "3 Mill Lane · 4.4 kW + battery",
      "Oak Farm barn · 10.2 kW",
      "22 Park Street · 5.2 kW",
    ],
    zh: [
      "幸福里 3 栋 · 6.6 kW",
      "滨江花园 12 号 · 4.4 kW",
      "青禾农场仓库 · 10.2 kW",
      "人民路 22 号 · 5.2 kW",
    ],
  },
  {
    re: /panels?|inverters?|batter(?:y|ies)|modules?|光伏板|组件|逆变器|储能/i,
    when: /solar|\bpv\b|光伏|太阳能/i,
    en: [
      "Mono PERC 410 W",
      "Bifacial 450 W",
      "All-black 400 W",
      "Hybrid inverter 5 kW",
      "Home battery 10 kWh",
    ],
    zh: ["单晶 PERC 410 W", "双面组件 450 W", "全黑组件 400 W", "混合逆变器 5 kW", "家用储能 10 kWh"],
  },
  {
    re: /报修|维修|工单|repairs?|maintenance|work orders?/i,
    when: /物业|小区|业主|property|building|landlord|tenant|estate|apartment|公寓/i,
    en: [
      "Flat 12B · leaking kitchen tap",
      "Block C · lift out of order",
      "Flat 4A · entry buzzer broken",
      "Car park · light out on level 2",
    ],
    zh: ["3 栋 1202 · 厨房水管漏水", "5 栋 · 电梯异响", "1 栋 602 · 门禁卡失灵", "地下车库 · B2 照明损坏"],
  },
  {
    re: /缴费|物业费|service charges?|fees?|payments?/i,
    when: /物业|小区|业主|property|building|landlord|estate/i,
    en: [
      "Flat 12B · service charge",
      "Flat 4A · parking space",
      "Flat 7C · service charge",
      "Flat 2D · water",
    ],
    zh: ["3 栋 1202 · 物业费", "5 栋 602 · 停车费", "1 栋 1501 · 物业费", "8 栋 301 · 公摊水电"],
  },
  {
    re: /garages?|car ?parks?|parking|停车场|车库/i,
    en: ["Market Street Garage", "Riverside Car Park", "Station Square Parking", "Elm Road Garage"],
    zh: ["人民路停车场", "滨江地下车库", "火车站 P2 停车场", "万达广场停车场"],
  },
  {
    re: /停车点|还车点|\bdocks?\b|bike (?:bays?|stations?|racks?)/i,
    en: ["Metro exit 2", "Central Park east gate", "Tech Park Block B", "Riverside path"],
    zh: ["地铁 2 号口停车点", "人民公园东门", "科技园 B 座", "滨江步道入口"],
  },
  {
    re: /交换点|驿站|自提点|书角|(?:exchange|swap|pick-?up|drop-?off|collection)\s+(?:points?|spots?)/i,
    en: [
      "Maple Street library corner",
      "Riverside café shelf",
      "Community centre lobby",
      "Park kiosk · east gate",
    ],
    zh: ["幸福里社区书角", "街道文化站", "滨江公园书亭", "阳光小区驿站"],
  },
  {
    re: /vendors?|stalls?|growers?|摊位|摊主|商户|农户/i,
    en: ["Hillside Farm", "Bee Happy Honey", "Orchard Lane Apples", "Green Acre Eggs"],
    zh: ["山坡农场", "蜂语蜂蜜", "果园小径", "青禾鸡蛋"],
  },
  {
    re: /\bwalks?\b|遛狗/i,
    when: /dog|pet|puppy|遛狗|宠物|狗/i,
    en: ["Biscuit · 30 min walk", "Luna & Max · 45 min walk", "Pepper · 1 hr walk", "Milo · 30 min walk"],
    zh: ["豆豆 · 遛 30 分钟", "可乐和雪球 · 遛 45 分钟", "旺财 · 遛 1 小时", "布丁 · 遛 30 分钟"],
  },
  {
    re: /\brides?\b|\btrips?\b|骑行|行程/i,
    when: /bike|cycl|scooter|单车|骑行|电单车|滑板车/i,
    en: ["Home → Office · 4.2 km", "Office → Gym · 2.8 km", "Park loop · 6.1 km", "Station → Home · 3.5 km"],
    zh: ["家 → 公司 · 4.2 公里", "公司 → 地铁站 · 1.8 公里", "滨江绿道 · 6.1 公里", "科技园 → 家 · 3.5 公里"],
  },
  {
    re: /\bappointments?\b|\bvisits?\b|\bconsultations?\b|预约|挂号|就诊|问诊/i,
    en: [
      "Annual check-up · Dr Patel",
      "Physio follow-up",
      "Flu vaccination",
      "Dental cleaning",
      "Dermatology consult",
    ],
    zh: ["内科复诊 · 王医生", "年度体检", "流感疫苗接种", "口腔洁牙", "皮肤科初诊"],
  },
  {
    re: /lab results?|test results?|\bresults?\b|\blabs?\b|检验|化验|检查结果|检查报告|体检报告|报告单/i,
    en: [
      "Full blood count · normal",
      "Cholesterol panel · review",
      "HbA1c · 5.6%",
      "Vitamin D · low",
      "Urinalysis · normal",
    ],
    zh: ["血常规 · 正常", "血脂四项 · 需复查", "糖化血红蛋白 · 5.6%", "维生素 D · 偏低", "尿常规 · 正常"],
  },
  {
    re: /prescriptions?|medications?|medicines?|drugs?|pharmac|处方|药品|药物|用药|药房|药/i,
    en: [
      "Amoxicillin 500 mg",
      "Atorvastatin 20 mg",
      "Metformin 850 mg",
      "Salbutamol inhaler",
      "Ibuprofen 200 mg",
    ],
    zh: ["阿莫西林胶囊 0.25g", "布洛芬缓释胶囊", "二甲双胍片 0.5g", "头孢克肟分散片", "氯雷他定片 10mg"],
  },
  {
    re: /courses?|classes|lessons?|modules?|课程|选课|课/i,
    when: /cod(?:e|ing)|programm|developer|software|编程|代码|程序/i,
    en: [
      "Python for beginners",
      "JavaScript fundamentals",
      "Intro to SQL",
      "Web development bootcamp",
      "Data structures",
    ],
    zh: ["Python 零基础入门", "JavaScript 基础", "SQL 数据分析", "前端开发实战", "数据结构与算法"],
  },
  {
    re: /courses?|classes|lessons?|课程|选课|课/i,
    when: /school|kids?|children|pupil|中小学|小学|初中|高中|学校|少儿|孩子/i,
    en: [
      "Year 7 maths",
      "Creative writing club",
      "Intro to robotics",
      "Spanish for beginners",
      "Art and design",
    ],
    zh: ["趣味数学思维", "英语绘本阅读", "少儿编程 Scratch", "书法入门", "科学小实验"],
  },
  {
    re: /courses?|classes|lessons?|sessions?|programs?|课程|课/i,
    when: /meditat|mindful|sleep|breath|calm|冥想|正念|睡眠|呼吸/i,
    en: [
      "7 days of calm",
      "Sleep better in 10 minutes",
      "Breathing for focus",
      "Letting go of stress",
      "Morning gratitude",
    ],
    zh: ["七天入门冥想", "十分钟助眠", "专注呼吸练习", "释放压力", "晨间感恩"],
  },
  {
    re: /courses?|classes|lessons?|trainings?|课程|培训|课/i,
    en: [
      "Intro to data analysis",
      "Project management basics",
      "Public speaking",
      "Excel for teams",
      "UX research 101",
    ],
    zh: ["数据分析入门", "项目管理基础", "高效沟通与表达", "Excel 实战", "用户研究入门"],
  },
  {
    re: /assignments?|homework|exercises?|作业|练习/i,
    en: [
      "Chapter 4 exercises",
      "Lab report: pH titration",
      "Essay: causes of WWI",
      "Fractions worksheet",
      "Book review",
    ],
    zh: ["第三单元练习", "英语作文：我的假期", "数学期中复习卷", "古诗默写", "物理实验报告"],
  },
  {
    re: /\bexams?\b|\bquiz(?:zes)?\b|\btests?\b|考试|测验|试卷/i,
    en: ["Safety induction quiz", "Q3 compliance exam", "Product knowledge test", "Data privacy basics"],
    zh: ["安全生产考试", "三季度合规考试", "产品知识测验", "信息安全基础"],
  },
  {
    // A food order is what was ordered, not "订单 4948".
    re: /\borders?\b|订单/i,
    when: /food|meal|restaurant|takeaway|take-out|delivery app|外卖|点餐|餐厅|美食|奶茶|咖啡/i,
    en: [
      "Chicken katsu curry · 2 items",
      "Margherita pizza · 1 item",
      "Poke bowl and iced tea · 2 items",
      "Pad thai · 1 item",
    ],
    zh: ["黄焖鸡米饭 · 1 份", "麻辣香锅 · 2 人份", "杨枝甘露 · 2 杯", "牛肉拉面 · 1 份"],
  },
  {
    // A delivery or moving business's vehicles are its vans and trucks, not passenger cars.
    re: /vehicles?|车辆|派送车|配送车/i,
    when: /派送|配送|运输|货运|物流|快递|调度|车队|搬家|deliver|dispatch|fleet|freight|logistic|courier|moving|removal|haulage/i,
    en: [
      "Van 21 · out for delivery",
      "Truck 12 · Leeds → Bristol",
      "Van 08 · back at depot",
      "Truck 03 · loading",
    ],
    zh: [
      "沪A·D3825 · 厢式货车 · 派送中",
      "沪A·F6172 · 电动三轮 · 派送中",
      "沪C·2P419 · 厢式货车 · 返回网点",
      "沪A·K0937 · 电动三轮 · 装车中",
    ],
  },
  {
    // A moving or repair business's jobs are the jobs it does today, not vacancies.
    re: /\bjobs?\b|任务|订单/i,
    when: /moving|removal|cleaning|repair|plumb|electric|handyman|搬家|保洁|维修|家政/i,
    en: [
      "2-bed flat · Camden → Islington",
      "Office move · 14 desks",
      "Piano pickup · Hackney",
      "Studio · Brixton → Peckham",
    ],
    zh: ["两居室搬家 · 徐汇→闵行", "办公室搬迁 · 14 个工位", "钢琴搬运 · 静安", "单间搬家 · 浦东→杨浦"],
  },
  {
    re: /trucks?|vans?|lorr(?:y|ies)|fleet|货车|卡车|车队/i,
    en: [
      "Truck 12 · Leeds → Bristol",
      "Truck 07 · Depot, loading",
      "Van 21 · Manchester → York",
      "Truck 03 · Glasgow → Carlisle",
    ],
    zh: ["沪A·D3825 · 上海→苏州", "苏E·7K216 · 装货中", "浙B·5M907 · 宁波→杭州", "沪C·2P419 · 嘉兴→上海"],
  },
  {
    re: /shipments?|parcels?|packages?|consignments?|waybills?|运单|包裹|快递|货物|异常件/i,
    en: [
      "SHP-48213 · Leeds → Bristol",
      "SHP-48227 · Manchester → York",
      "SHP-48240 · London → Cardiff",
      "SHP-48256 · Hull → Derby",
    ],
    zh: [
      "SF1402 8823 · 上海→杭州",
      "YT7719 0456 · 广州→深圳",
      "ZT3350 2198 · 北京→天津",
      "SF1402 9017 · 成都→重庆",
    ],
  },
  {
    re: /\binvoices?\b|\bbills?\b|发票|账单/i,
    en: [
      "INV-2026-0412 · Acme Ltd",
      "INV-2026-0413 · Northwind",
      "INV-2026-0414 · Globex",
      "INV-2026-0415 · Initech",
    ],
    zh: [
      "FP-20260412 · 云启科技",
      "FP-20260413 · 华信物流",
      "FP-20260414 · 星辰教育",
      "FP-20260415 · 明德医疗",
    ],
  },
  {
    re: /\btickets?\b|\bissues?\b|\bincidents?\b|\bcases?\b|工单|问题|故障/i,
    when: /support|help ?desk|service|saas|b2b|customer|it\b|工单|客服|客户|故障/i,
    en: [
      "Can't export report to CSV",
      "SSO login fails for new users",
      "Invoice shows wrong VAT",
      "Webhook retries stopped",
      "Add seats to plan",
    ],
    zh: ["导出报表失败", "单点登录无法登录", "发票税率显示错误", "接口回调不再重试", "申请增加账号席位"],
  },
  {
    re: /\bfuel\b|\bdiesel\b|加油|油费|油耗/i,
    en: [
      "Shell M62 · Truck 12 · 182 L",
      "BP Leeds · Van 21 · 64 L",
      "Esso A1 · Truck 03 · 205 L",
      "Texaco · Truck 07 · 150 L",
    ],
    zh: [
      "中石化 · 沪A·D3825 · 182 升",
      "中石油 · 苏E·7K216 · 64 升",
      "壳牌 · 浙B·5M907 · 205 升",
      "中石化 · 沪C·2P419 · 150 升",
    ],
  },
  {
    re: /\btransactions?\b|\bpayments?\b|\bspending\b|\bexpenses?\b|交易|流水|收支|消费|支出|账目/i,
    en: ["Blue Bottle Coffee", "Salary · Northwind", "Uber trip", "Whole Foods Market", "Netflix"],
    zh: ["星巴克", "工资 · 华信科技", "滴滴出行", "盒马鲜生", "腾讯视频会员"],
  },
  {
    re: /\bjobs?\b|\bpositions?\b|\broles?\b|\bopenings?\b|\bvacanc|岗位|职位|招聘/i,
    en: [
      "Senior backend engineer",
      "Product designer",
      "Customer success manager",
      "Data analyst",
      "Account executive",
    ],
    zh: ["高级后端工程师", "产品设计师", "客户成功经理", "数据分析师", "大客户销售"],
  },
  {
    // A ranking's country column lists countries, not "Monday country" ("top runners by country" is runners).
    re: /^(?:countr(?:y|ies)|nations?|国家|国家和地区)$/i,
    en: ["Japan", "Brazil", "Germany", "Kenya", "Canada", "India"],
    zh: ["中国", "日本", "巴西", "德国", "肯尼亚", "加拿大"],
  },
  {
    re: /\bleaves?\b|\btime off\b|\babsences?\b|请假|假期|休假/i,
    en: [
      "Annual leave · 3 days",
      "Sick leave · 1 day",
      "Parental leave · 10 days",
      "Annual leave · half day",
    ],
    zh: ["年假 · 3 天", "病假 · 1 天", "事假 · 半天", "调休 · 1 天"],
  },
  {
    re: /attendance|clock[- ]?ins?|check[- ]?ins?|punch|打卡|考勤|签到|迟到|早退/i,
    en: [
      "Clock-in 08:57 · on time",
      "Clock-in 09:14 · late",
      "Clock-out 17:42 · early",
      "Clock-in 08:49 · on time",
    ],
    zh: ["上班打卡 08:57 · 正常", "上班打卡 09:14 · 迟到", "下班打卡 17:42 · 早退", "上班打卡 08:49 · 正常"],
  },
  {
    re: /\bcard types?\b|\bpasses\b|membership types?|卡种|会员卡|卡型/i,
    en: ["Annual pass", "Quarterly pass", "Monthly pass", "10-visit pack"],
    zh: ["年卡", "季卡", "月卡", "10 次卡"],
  },
  {
    re: /\blaps?\b|lap times?|race times?|best times?|圈速|单圈/i,
    en: ["1:21.408 · Monza", "1:22.917 · Silverstone", "1:23.350 · Suzuka", "1:24.062 · Spa"],
    zh: ["1:21.408 · 蒙扎", "1:22.917 · 银石", "1:23.350 · 铃鹿", "1:24.062 · 斯帕"],
  },
  {
    re: /\bstages?\b|\bpipeline\b|阶段|环节/i,
    en: ["Screening", "Phone interview", "Onsite interview", "Offer", "Hired"],
    zh: ["简历初筛", "电话面试", "现场面试", "发放 Offer", "已入职"],
  },
  {
    re: /\bskins?\b|\boutfits?\b|\bcosmetics\b|\bitems?\b|\bprops?\b|道具|皮肤|装备|礼包/i,
    when: /games?|gaming|racing|rpg|shop|store|游戏|手游|商城|赛季/i,
    en: ["Crimson Dragon blade", "Neon Racer skin", "Frostbite armour set", "Golden wings", "Starter bundle"],
    zh: ["赤焰龙刃", "霓虹赛车涂装", "冰霜战甲", "黄金之翼", "新手礼包"],
  },
  {
    re: /\bdiscounts?\b|\bdeals?\b|\boffers?\b|\bcoupons?\b|\bpromotions?\b|折扣|优惠|特惠|促销/i,
    en: [
      "20% off · ends Sunday",
      "Buy one, get one half price",
      "Free shipping over $50",
      "Members: extra 10% off",
    ],
    zh: ["限时 8 折 · 周日截止", "满 200 减 30", "第二件半价", "会员再享 95 折"],
  },
  {
    re: /quests?|missions?|daily tasks?|challenges?|每日任务|任务|挑战/i,
    when: /games?|gaming|rpg|season|游戏|手游|赛季|通行证/i,
    en: ["Win 3 ranked matches", "Play 5 games with friends", "Deal 10,000 damage", "Log in 7 days in a row"],
    zh: ["赢得 3 场排位赛", "与好友组队 5 局", "累计造成 10000 伤害", "连续登录 7 天"],
  },
  {
    re: /\btasks?\b|\bto-?dos?\b|\baction items?\b|待办|任务/i,
    en: [
      "Send the signed contract",
      "Book the kick-off call",
      "Review Q3 budget",
      "Update the onboarding doc",
    ],
    zh: ["发送签字合同", "约项目启动会", "审核三季度预算", "更新入职文档"],
  },
  {
    re: /\bleads?\b|\bprospects?\b|\bopportunit|\bdeals?\b|线索|商机/i,
    en: [
      "Acme Ltd · demo request",
      "Northwind · pricing enquiry",
      "Globex · free trial",
      "Initech · referral",
    ],
    zh: ["云启科技 · 官网咨询", "华信物流 · 申请试用", "星辰教育 · 展会名片", "明德医疗 · 老客户转介绍"],
  },
  {
    re: /\bfunds?\b|\bholdings?\b|\bportfolio\b|基金|持仓|理财/i,
    en: ["Global Equity Index Fund", "UK Gilts Fund", "Sustainable Leaders Fund", "Money Market Fund"],
    zh: ["沪深300指数基金", "易方达蓝筹精选混合", "招商中证白酒指数", "货币基金 · 活期宝"],
  },
  {
    re: /permits?|licen[cs]es?|applications?|requests?|claims?|services?|事项|申请|许可|证照|办理|业务/i,
    when: /government|city|council|permit|licen|citizen|public|政务|办事|行政|市民|许可|证照|社保|公积金/i,
    en: [
      "Building permit",
      "Parking permit renewal",
      "Business licence",
      "Street event licence",
      "Change of address",
    ],
    zh: ["居住证办理", "社保卡补办", "公积金提取", "营业执照变更", "出入境证件办理"],
  },
  {
    re: /alerts?|warnings?|notifications?|预警|告警|提醒|通知/i,
    when: /expir|stock|inventory|有效期|库存|药/i,
    en: [
      "Amoxicillin 500 mg · expires in 14 days",
      "Insulin pens · below minimum stock",
      "Ibuprofen 200 mg · expires in 30 days",
    ],
    zh: ["布洛芬缓释胶囊 · 14 天后过期", "胰岛素笔 · 低于安全库存", "阿莫西林胶囊 · 30 天后过期"],
  },
  {
    re: /alerts?|warnings?|exceptions?|delays?|预警|告警|异常|延误/i,
    en: [
      "Temperature above 8 °C · Truck 12",
      "Delivery running 45 min late",
      "Sensor offline · Bay 3",
      "Route deviation · Van 21",
    ],
    zh: ["温度超过 8°C · 沪A·D3825", "配送预计延误 45 分钟", "传感器离线 · 3 号库位", "偏离路线 · 苏E·7K216"],
  },
];

function choose(list: string[], r: () => number, count: number): string[] {
  const start = Math.floor(r() * list.length);
  return Array.from({ length: Math.min(count, list.length) }, (_, i) => list[(start + i) % list.length]);
}

/**
 * Names for the rows of a list about `noun` (the section's word for its items) on a page about
 * `title` (the section's heading) in `domain` (the product), or null when the domain has no usual names.
 */
export function domainRecordNames(
  noun: string,
  title: string,
  domain: string,
  lang: Lang,
  r: () => number,
  count: number,
  people = true,
): string[] | null {
  const text = `${noun} ${title} ${domain}`;
  // A generic word ("catalog", "picks") says nothing of the rows: the product's words do.
  const probes = GENERIC.test(noun.trim()) ? [noun, title, domain] : [noun, title];
  for (const probe of probes) {
    if (!probe.trim()) continue;
    // People first, only from the section's own noun ("candidates"), never the product's.
    if (probe === noun && PEOPLE_END.test(noun) && people) {
      const seen = new Set<string>();
      const names: string[] = [];
      for (let i = 0; names.length < count && i < count * 6; i++) {
        const n = personName(lang, r);
        if (seen.has(n)) continue;
        names.push(n);
        seen.add(n);
      }
      return names;
    }
    const hit = LEXICON.find((l) => l.re.test(probe) && (!l.when || l.when.test(text)));
    if (hit) return choose(hit[lang], r, count);
  }
  return null;
}

/** Places a list names (garages, exchange points, docks, branches): shown with how far and when open. */
export const PLACE =
  /garages?|car ?parks?|parking|停车|还车点|交换点|驿站|自提点|书角|网点|\bdocks?\b|(?:exchange|swap|pick-?up|drop-?off|collection)\s+(?:points?|spots?)|\bbranch(?:es)?\b|门店|站点/i;

/** How far a place is and when it is open, with its price per hour where the request asks for one. */
export function placeLine(lang: Lang, name: string, perHour: boolean): string {
  const zh = lang === "zh";
  // The same place reads the same wherever the page lists it (on a map and in a filtered list).
  const r = random(seedOf(name));
  const km = (0.2 + r() * 1.6).toFixed(1);
  const open = r() > 0.5;
  const hours = open ? (zh ? "24 小时" : "Open 24h") : zh ? "07:00–23:00" : "7am–11pm";
  const price = 2 + Math.floor(r() * 5) + (r() > 0.5 ? 0.5 : 0);
  const rate = perHour ? (zh ? ` · ¥${price * 2}/小时` : ` · $${price.toFixed(2)}/hr`) : "";
  return zh ? `${km} 公里 · ${hours}${rate}` : `${km} km · ${hours}${rate}`;
}

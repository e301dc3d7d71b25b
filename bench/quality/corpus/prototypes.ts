/** Single-page (web and mobile) and multi-page prototype requests. */
import type { DesignType } from "@/lib/contracts/artifacts";
import type { PageExpect, QualityCase } from "./types";

/** A single-page prototype case: its request, the terms it must show and what the page must hold. */
export const page = (id: string, lang: "en" | "zh", device: DesignType, content: string, terms: string[], extra: Omit<PageExpect, "device"> = {}): QualityCase => ({
  id,
  lang,
  kind: device === "mobile" ? "prototype_mobile" : "prototype_web",
  turns: [{ content, mode: "prototype", device_type: device }],
  expect: { terms, page: { device, ...extra } },
});

const set = (id: string, lang: "en" | "zh", device: DesignType, content: string, pages: string[], terms: string[] = []): QualityCase => ({
  id,
  lang,
  kind: "mult_prototype",
  turns: [{ content, mode: "mult_prototype", device_type: device }],
  expect: { terms, page: { device, pages } },
});

export const PROTOTYPE_CASES: QualityCase[] = [
  { ...page("web-en-bee-shop", "en", "web", "A landing page for a beekeeping supply shop that sells hives, protective suits and raw honey, with a newsletter signup", ["Beekeeping supply shop", "Hives", "Protective suits", "Raw honey"], { fields: ["Email"], actions: ["Subscribe", "Shop now"] }), expect: { terms: ["Beekeeping supply shop", "Hives", "Protective suits", "Raw honey"], page: { device: "web", fields: ["Email"], actions: ["Subscribe", "Shop now"] }, forbid: ["Password", "Create account"] } },
  set("set-en-tool-library", "en", "mobile", "A 3-page app for a community tool library: browse tools, tool details with a reserve button, and my loans", ["Browse tools", "Tool details", "My loans"], ["Reserve"]),
  { ...page("web-en-bike-shop-home", "en", "web", "Homepage for a neighbourhood bike repair shop: book a repair, store address and opening hours", ["bike repair", "Book a repair", "Store address", "Opening hours"]), expect: { terms: ["bike repair", "Book a repair", "Store address", "Opening hours"], page: { device: "web" }, forbid: ["Homepage</h1>"] } },
  page("web-en-physio", "en", "web", "A booking page for a physiotherapy clinic: choose a therapist, pick a date and time, enter name and phone, confirm booking", ["physiotherapy", "therapist"], { fields: ["name", "phone"], actions: ["confirm booking"] }),
  page("web-en-bike-ops", "en", "web", "Admin dashboard for a bike-sharing operator showing active rides, broken bikes and station fill levels", ["active rides", "broken bikes", "station"]),
  page("web-en-loomly", "en", "web", "Landing page for Loomly Threads, a sustainable kids' clothing subscription", ["subscription", "kids"], { brand: "Loomly Threads" }),
  page("web-en-nursing-job", "en", "web", "Job application form for a hospital nursing position with resume upload, license number and preferred shifts", ["nursing"], { fields: ["resume", "license number", "preferred shift"] }),
  page("web-en-help-center", "en", "web", "A help center page for a SaaS invoicing product with search, popular articles and contact support", ["invoic", "popular articles"], { actions: ["contact support"] }),
  page("web-zh-pet-hospital", "zh", "web", "做一个宠物医院的在线挂号页面，包括科室选择、医生列表、预约时段和宠物信息填写", ["宠物", "科室", "医生", "预约时段", "宠物信息"]),
  page("web-zh-bakery-home", "zh", "web", "给一家社区面包店做个官网首页：今日新品、预订蛋糕、门店地址和营业时间", ["社区面包店", "今日新品", "蛋糕", "门店地址", "营业时间"]),
  page("web-zh-waybill", "zh", "web", "物流公司的运单查询页面，输入运单号查询，显示运输轨迹和预计送达时间", ["运输轨迹", "预计送达"], { fields: ["运单号"] }),
  page("web-zh-mountain-coffee", "zh", "web", "为「山野咖啡」设计一个官网首页，展示招牌豆子、门店地址和会员计划", ["招牌", "门店", "会员计划"], { brand: "山野咖啡" }),
  page("web-zh-training-admin", "zh", "web", "企业培训平台的课程管理后台，能看到课程列表、学员完成率，可以新建课程", ["课程列表", "完成率"], { actions: ["新建课程"] }),
  page("web-zh-campsite", "zh", "web", "一个市政公园露营位预约页面，选择营地、日期、人数，显示价格", ["露营", "营地", "价格"], { fields: ["日期", "人数"] }),
  page("mob-en-plant-care", "en", "mobile", "Mobile screen for a plant care app showing today's watering tasks and plant health", ["watering", "plant health"]),
  page("mob-en-bakery-checkout", "en", "mobile", "A mobile checkout screen for a bakery pre-order app: order summary, pickup time, pay with Apple Pay", ["order summary", "pickup time", "Apple Pay"]),
  page("mob-en-running-club", "en", "mobile", "Profile screen for a running club app with weekly distance, badges and upcoming group runs", ["weekly distance", "badges", "group run"]),
  page("mob-en-credit-union", "en", "mobile", "Mobile sign-up screen for Tidewater Credit Union with email, phone number and a PIN", ["sign up"], { brand: "Tidewater Credit Union", fields: ["email", "phone number", "PIN"] }),
  page("mob-en-school-bus", "en", "mobile", "Parent app screen to track the school bus in real time and see the arrival estimate", ["school bus", "arrival"]),
  page("mob-zh-medication", "zh", "mobile", "老年人用药提醒App首页：今日用药、服药打卡、家属通知", ["今日用药", "服药打卡", "家属通知"]),
  page("mob-zh-power-bank", "zh", "mobile", "共享充电宝小程序的扫码租借页面，显示计费规则和押金说明", ["扫码", "计费规则", "押金"]),
  page("mob-zh-group-leader", "zh", "mobile", "社区团购团长的订单管理页，按状态筛选：待发货、配送中、已完成", ["订单", "待发货", "配送中", "已完成"]),
  page("mob-zh-rental", "zh", "mobile", "一个租房App的房源详情页，有图片、租金、户型、地铁距离和预约看房按钮", ["租金", "户型", "地铁"], { actions: ["预约看房"] }),
  page("mob-zh-driving-quiz", "zh", "mobile", "驾考刷题App的练习页，显示题目、四个选项、答题进度和收藏按钮", ["题目", "答题进度"], { actions: ["收藏"] }),
];

export const MULT_CASES: QualityCase[] = [
  set("mult-en-coworking", "en", "web", "A three-page prototype for a coworking space: home, desk booking, and my bookings", ["home", "desk booking", "my bookings"], ["coworking"]),
  set("mult-en-helpdesk", "en", "web", "Multi-page prototype for an internal IT helpdesk: submit ticket, ticket list, ticket detail, knowledge base", ["submit ticket", "ticket list", "ticket detail", "knowledge base"]),
  set("mult-en-wine-club", "en", "web", "Prototype pages for a wine club: catalogue, membership plans, checkout", ["catalogue", "membership plans", "checkout"], ["wine"]),
  set("mult-en-hiking", "en", "mobile", "Multi-page mobile prototype for a hiking trail app: trail search, trail details, saved trails, profile", ["trail search", "trail details", "saved trails", "profile"]),
  set("mult-zh-housekeeping", "zh", "mobile", "做一个家政服务小程序的多页原型：首页、服务详情、下单、我的订单", ["首页", "服务详情", "下单", "我的订单"], ["家政"]),
  set("mult-zh-personal-trainer", "zh", "web", "健身私教预约的多页面原型：教练列表、教练详情、预约确认", ["教练列表", "教练详情", "预约确认"], ["私教"]),
  set("mult-zh-escort", "zh", "web", "医院陪诊服务网站，需要首页、陪诊套餐、预约表单、常见问题四个页面", ["首页", "陪诊套餐", "预约表单", "常见问题"], ["陪诊"]),
  set("mult-zh-campus-market", "zh", "mobile", "校园二手交易平台的原型，包含商品列表、发布闲置、消息、个人中心页面", ["商品列表", "发布闲置", "消息", "个人中心"], ["二手"]),
];

/**
 * Prototype follow-ups (32, en and zh), written after the follow-up writer and not tuned for:
 * a page is made from the first request, then the follow-up names one or more changes. Each
 * change asked has a check on the changed page; the reply must say which were not made.
 */
export type Check =
  /** The page's words now hold this. */
  | { has: string }
  /** The page's words no longer hold this. */
  | { lacks: string }
  /** The page's title (h1) is this. */
  | { title: string }
  /** A form field with this label. */
  | { field: string }
  /** A control of this kind was added (a select, a segmented toggle, a button). */
  | { control: "filter" | "toggle" | "export" | "search" | "sort" | "button" }
  /** A chart of this type (bars: rects, pie: slices, line: a polyline only). */
  | { chart: "bar" | "pie" | "line" | "area" }
  /** Exactly one button recoloured to a custom colour (the rest keep the theme). */
  | { oneButtonColor: true }
  /** Every main button recoloured (two or more). */
  | { allButtonsColor: true }
  /** The header / background painted. */
  | { painted: "header" | "background" };

export type FollowUpCase = {
  id: string;
  lang: "en" | "zh";
  first: string;
  device?: "web" | "mobile";
  followUp: string;
  /** One entry per change asked: what it is and how to see it on the page. */
  asked: { change: string; check: Check }[];
};

export const FOLLOW_UP_CASES: FollowUpCase[] = [
  {
    id: "en-gym-pricing",
    lang: "en",
    first: "Pricing page for a climbing gym with Day pass, Punch card and Unlimited plans",
    followUp: "Rename Punch card to 10-visit pack, and add a monthly/annual toggle",
    asked: [
      { change: "rename plan", check: { has: "10-visit pack" } },
      { change: "billing toggle", check: { control: "toggle" } },
    ],
  },
  {
    id: "en-vet-booking",
    lang: "en",
    first: "Appointment booking form for a vet clinic",
    followUp: 'Add a pet name field and change the button text to "Request visit"',
    asked: [
      { change: "add field", check: { field: "Pet name" } },
      { change: "button text", check: { has: "Request visit" } },
    ],
  },
  {
    id: "en-inventory-table",
    lang: "en",
    first: "Warehouse inventory admin page with a table of stock items",
    followUp: "Add a category filter dropdown and an export to CSV button",
    asked: [
      { change: "filter dropdown", check: { control: "filter" } },
      { change: "export button", check: { control: "export" } },
    ],
  },
  {
    id: "en-kpi-pie",
    lang: "en",
    first: "Marketing dashboard with a traffic trend chart and top channels",
    followUp: "Turn the traffic chart into a pie chart",
    asked: [{ change: "chart type", check: { chart: "pie" } }],
  },
  {
    id: "en-title-search",
    lang: "en",
    first: "A page listing upcoming community workshops",
    followUp: 'Change the title to "What\'s on this month" and add a search bar',
    asked: [
      { change: "retitle", check: { title: "What's on this month" } },
      { change: "search", check: { control: "search" } },
    ],
  },
  {
    id: "en-cta-red",
    lang: "en",
    first: "Landing page for a language-exchange app",
    followUp: "Make the primary button red",
    asked: [{ change: "recolour one button", check: { oneButtonColor: true } }],
  },
  {
    id: "en-remove-password",
    lang: "en",
    first: "Newsletter sign-up form for a food blog",
    followUp: "Remove the password field and add a first name field",
    asked: [
      { change: "remove field", check: { lacks: "Password" } },
      { change: "add field", check: { field: "First name" } },
    ],
  },
  {
    id: "en-header-navy",
    lang: "en",
    first: "Homepage for a small law firm",
    followUp: "Make the header navy and retitle the page to Trusted local counsel",
    asked: [
      { change: "header colour", check: { painted: "header" } },
      { change: "retitle", check: { title: "Trusted local counsel" } },
    ],
  },
  {
    id: "en-sort-tickets",
    lang: "en",
    first: "Support ticket queue for a help desk, shown as a table",
    followUp: "Add a sort dropdown, add a priority filter",
    asked: [
      { change: "sort", check: { control: "sort" } },
      { change: "priority filter", check: { control: "filter" } },
    ],
  },
  {
    id: "en-bar-to-line",
    lang: "en",
    first: "Fitness tracker dashboard with weekly steps shown as bars",
    followUp: "Switch the steps chart to a line chart",
    asked: [{ change: "chart type", check: { chart: "line" } }],
  },
  {
    id: "en-faq-section",
    lang: "en",
    first: "Landing page for an e-bike rental service",
    followUp: "Add an FAQ section and change the hero headline to Ride the city your way",
    asked: [
      { change: "add section", check: { has: "FAQ" } },
      { change: "retitle", check: { title: "Ride the city your way" } },
    ],
  },
  {
    id: "en-rename-tab",
    lang: "en",
    first: "Mobile home screen for a podcast app",
    device: "mobile",
    followUp: "Rename Library to My shows",
    asked: [{ change: "rename", check: { has: "My shows" } }],
  },
  {
    id: "en-archive-button",
    lang: "en",
    first: "Project list page for a design agency, in a table",
    followUp: "Add an Archive button and make the background light gray",
    asked: [
      { change: "add button", check: { control: "button" } },
      { change: "background colour", check: { painted: "background" } },
    ],
  },
  {
    id: "en-three-changes",
    lang: "en",
    first: "Checkout form for an online plant shop",
    followUp:
      "Add a gift message field; change the submit button to say Place order; make the main button green",
    asked: [
      { change: "add field", check: { field: "Gift message" } },
      { change: "button text", check: { has: "Place order" } },
      { change: "recolour one button", check: { oneButtonColor: true } },
    ],
  },
  {
    id: "en-vague",
    lang: "en",
    first: "Landing page for a meditation app",
    followUp: "Make it feel calmer and add a month/year toggle",
    asked: [
      { change: "calmer (cannot be mapped)", check: { has: "\u0000never" } },
      { change: "toggle", check: { control: "toggle" } },
    ],
  },
  {
    id: "zh-pricing-rename",
    lang: "zh",
    first: "一个在线课程平台的价格页，有基础版、进阶版和企业版",
    followUp: "把进阶版改名为专业版，再加一个按月/按年切换",
    asked: [
      { change: "改名", check: { has: "专业版" } },
      { change: "切换", check: { control: "toggle" } },
    ],
  },
  {
    id: "zh-form-field",
    lang: "zh",
    first: "宠物医院预约挂号表单",
    followUp: "增加一个宠物年龄字段，把提交按钮文字改成“确认预约”",
    asked: [
      { change: "加字段", check: { field: "宠物年龄" } },
      { change: "按钮文字", check: { has: "确认预约" } },
    ],
  },
  {
    id: "zh-order-filter",
    lang: "zh",
    first: "电商后台的订单管理页，用表格列出订单",
    followUp: "加一个订单状态筛选下拉框，把标题改成“订单中心”",
    asked: [
      { change: "筛选", check: { control: "filter" } },
      { change: "改标题", check: { title: "订单中心" } },
    ],
  },
  {
    id: "zh-chart-bar",
    lang: "zh",
    first: "门店销售数据看板，有营业额趋势图",
    followUp: "把营业额趋势图改成柱状图",
    asked: [{ change: "换图表", check: { chart: "bar" } }],
  },
  {
    id: "zh-export",
    lang: "zh",
    first: "员工考勤记录页面，表格展示每天打卡",
    followUp: "增加一个导出按钮，再加一个搜索框",
    asked: [
      { change: "导出", check: { control: "export" } },
      { change: "搜索", check: { control: "search" } },
    ],
  },
  {
    id: "zh-main-button",
    lang: "zh",
    first: "一个亲子露营活动的报名落地页",
    followUp: "把主按钮改成绿色",
    asked: [{ change: "只改主按钮颜色", check: { oneButtonColor: true } }],
  },
  {
    id: "zh-remove-section",
    lang: "zh",
    first: "一家社区咖啡馆的官网首页，包含菜单、用户评价和门店地址",
    followUp: "删除用户评价模块，把页面标题改成“街角的一杯好咖啡”",
    asked: [
      { change: "删模块", check: { lacks: "用户评价" } },
      { change: "改标题", check: { title: "街角的一杯好咖啡" } },
    ],
  },
  {
    id: "zh-header",
    lang: "zh",
    first: "物业报修小程序首页",
    device: "mobile",
    followUp: "把顶部导航栏改成深蓝色",
    asked: [{ change: "页头颜色", check: { painted: "header" } }],
  },
  {
    id: "zh-pie",
    lang: "zh",
    first: "家庭记账应用的月度支出分析页，有支出趋势图",
    followUp: "把支出趋势图换成饼图",
    asked: [{ change: "换图表", check: { chart: "pie" } }],
  },
  {
    id: "zh-sort",
    lang: "zh",
    first: "图书馆借阅记录列表页",
    followUp: "添加一个排序菜单，然后加一个续借按钮",
    asked: [
      { change: "排序", check: { control: "sort" } },
      { change: "加按钮", check: { control: "button" } },
    ],
  },
  {
    id: "zh-rename-field",
    lang: "zh",
    first: "健身房会员注册表单",
    followUp: "把验证码改名为短信验证码",
    asked: [{ change: "改字段名", check: { has: "短信验证码" } }],
  },
  {
    id: "zh-add-section",
    lang: "zh",
    first: "一个少儿编程课的招生落地页",
    followUp: "增加一个常见问题模块，并把背景改成浅黄色",
    asked: [
      { change: "加模块", check: { has: "常见问题" } },
      { change: "背景色", check: { painted: "background" } },
    ],
  },
  {
    id: "zh-vague",
    lang: "zh",
    first: "一个二手家具交易平台的首页",
    followUp: "让页面更有高级感，增加一个价格筛选",
    asked: [
      { change: "高级感（无法对应）", check: { has: "\u0000never" } },
      { change: "价格筛选", check: { control: "filter" } },
    ],
  },
  {
    id: "zh-three",
    lang: "zh",
    first: "医院体检套餐预约页",
    followUp: "把标题改成“年度体检预约”；增加一个身份证号字段；把所有按钮改成橙色",
    asked: [
      { change: "改标题", check: { title: "年度体检预约" } },
      { change: "加字段", check: { field: "身份证号" } },
      { change: "所有按钮颜色", check: { allButtonsColor: true } },
    ],
  },
  {
    id: "zh-line",
    lang: "zh",
    first: "工厂设备监控看板，用柱状图展示每日产量",
    followUp: "把产量图表改成折线图",
    asked: [{ change: "换图表", check: { chart: "line" } }],
  },
  // Issue 39 reading: the plans a pricing request names are its plan cards, and a rename reaches them.
  {
    id: "en-video-pricing-rename",
    lang: "en",
    first: "Pricing page for a video hosting service with Starter, Pro and Business plans",
    followUp: "Rename the Pro plan to Team",
    asked: [{ change: "rename plan", check: { has: "Choose Team" } }],
  },
  {
    id: "zh-storage-pricing-rename",
    lang: "zh",
    first: "云存储产品的价格页：免费版、专业版、企业版",
    followUp: "把专业版改名为团队版",
    asked: [{ change: "改名", check: { has: "选择团队版" } }],
  },
  // Issue 39 (h45): a switch added in the settings section named, and a section renamed — written
  // before the change for these requests.
  {
    id: "en-banking-settings-switch",
    lang: "en",
    first: "Settings page for a banking app: Security, Notifications, Statements",
    followUp: "Add a Paperless statements toggle to Statements and rename Security to Sign-in & security",
    asked: [
      { change: "switch in a section", check: { control: "toggle" } },
      { change: "rename section", check: { has: "Sign-in & security" } },
    ],
  },
  {
    id: "zh-music-settings-switch",
    lang: "zh",
    first: "音乐App的设置页：播放、下载、隐私",
    device: "mobile",
    followUp: "在播放里加一个无损音质开关，并把下载改名为离线缓存",
    asked: [
      { change: "加开关", check: { control: "toggle" } },
      { change: "改名", check: { has: "离线缓存" } },
    ],
  },
  {
    id: "en-podcast-settings-rename-lacks",
    lang: "en",
    first: "Settings screen for a podcast player: Playback, Downloads, Notifications",
    device: "mobile",
    followUp: "Rename Downloads to Offline listening",
    asked: [{ change: "rename section", check: { has: "Offline listening" } }],
  },
];

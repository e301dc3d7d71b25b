/** 离线原型写作器的中文内容，每个领域一套。 */
import type { ContentPack } from "./types";

const MONTHS = ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"];
const DAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"];

export const PACKS_ZH: Record<string, ContentPack> = {
  fitness: {
    brand: "燃动健身",
    product: "健身房会员管理系统",
    tagline: "让每一位会员都练得更久",
    hero: {
      title: "会员、课程、教练，一块屏幕全掌握",
      subtitle: "燃动健身把签到、团课排期、私教课时和续费提醒放在一起，门店经营一目了然。",
      cta: "免费试用 14 天",
      secondary: "预约演示",
    },
    features: [
      { icon: "users", title: "会员全周期管理", body: "从体验课到续卡，每位会员的状态都清清楚楚。" },
      { icon: "calendar", title: "团课智能排期", body: "按教练时间和教室容量自动排课，冲突一键提示。" },
      { icon: "activity", title: "训练数据同步", body: "手环心率、体测数据自动写入会员档案。" },
      { icon: "bell", title: "续费自动提醒", body: "到期前 7 天短信和小程序双通道提醒。" },
      { icon: "chart", title: "门店经营报表", body: "营收、客流、课程满座率，每天早上推送。" },
      { icon: "shield", title: "数据安全合规", body: "会员信息加密存储，权限分级可控。" },
    ],
    steps: [
      { title: "导入会员数据", body: "支持 Excel 一键导入，10 分钟完成迁移。" },
      { title: "配置课程与教练", body: "设置团课模板、私教课包和排班规则。" },
      { title: "开始运营", body: "会员小程序签到约课，数据实时汇总。" },
    ],
    metrics: [
      { icon: "users", label: "今日到店", value: "286 人", delta: "+12%", up: true },
      { icon: "card", label: "本月营收", value: "¥38.6 万", delta: "+8.4%", up: true },
      { icon: "calendar", label: "团课满座率", value: "87%", delta: "+5 个百分点", up: true },
      { icon: "bell", label: "7 天内到期", value: "42 人", delta: "需跟进", up: false },
    ],
    chart: {
      title: "本周每日到店人数",
      unit: "人",
      labels: DAYS,
      series: [248, 262, 231, 275, 298, 341, 286],
      compare: [230, 240, 235, 250, 270, 300, 260],
    },
    table: {
      title: "即将到期会员",
      columns: ["会员", "卡种", "到期日", "状态"],
      rows: [
        ["王晓雯", "年卡 · 金卡", "6月15日", "待跟进"],
        ["李俊杰", "私教 20 节", "6月16日", "已联系"],
        ["陈思琪", "季卡", "6月18日", "待跟进"],
        ["赵子豪", "年卡 · 银卡", "6月20日", "已续费"],
        ["刘雨桐", "次卡 30 次", "6月21日", "待跟进"],
      ],
    },
    activity: {
      title: "今日团课",
      items: [
        { title: "燃脂搏击", meta: "09:30 · 教练 周宇 · A 教室", value: "24/25" },
        { title: "流瑜伽", meta: "12:15 · 教练 林悦 · B 教室", value: "18/20" },
        { title: "动感单车", meta: "19:00 · 教练 孙浩 · 单车房", value: "30/30" },
      ],
    },
    nav: [
      { icon: "home", label: "经营概览" },
      { icon: "users", label: "会员管理" },
      { icon: "calendar", label: "课程排期" },
      { icon: "activity", label: "教练管理" },
      { icon: "settings", label: "系统设置" },
    ],
    plans: [
      { name: "单店版", price: "¥299", period: "/月", features: ["500 名会员", "团课排期", "会员小程序"] },
      {
        name: "专业版",
        price: "¥699",
        period: "/月",
        features: ["不限会员数", "私教课包管理", "经营报表", "续费提醒"],
        highlight: true,
      },
      { name: "连锁版", price: "定制", period: "", features: ["多门店统一管理", "专属客户经理", "数据接口"] },
    ],
    testimonial: {
      quote: "用了燃动之后，续费率从 58% 提到了 73%，前台再也不用翻纸质登记本了。",
      name: "周宇",
      role: "铁馆健身 · 店长",
    },
    goals: {
      title: "你最想先解决什么？",
      options: ["会员续费", "团课排期", "私教课时", "门店报表", "会员拉新", "教练绩效"],
    },
    onboarding: [
      { icon: "users", title: "导入你的会员", body: "上传 Excel 或从旧系统同步，会员卡和余额自动识别。" },
      { icon: "calendar", title: "设置课程表", body: "创建团课模板，系统按教练时间自动排期。" },
      { icon: "chart", title: "查看经营数据", body: "每天早上 8 点收到昨日到店和营收汇总。" },
    ],
    notifications: [
      { label: "会员到期提醒", desc: "到期前 7 天提醒前台跟进", on: true },
      { label: "每日经营日报", desc: "每天 08:00 推送昨日数据", on: true },
      { label: "课程满员通知", desc: "团课约满时通知教练", on: false },
    ],
    user: { name: "周宇", email: "zhouyu@randong.fit", role: "店长" },
  },
  finance: {
    brand: "小鹿记账",
    product: "记账 App",
    tagline: "每一笔钱，都有去处",
    hero: {
      title: "三秒记一笔，月底不再慌",
      subtitle: "小鹿记账自动识别账单，按类别生成预算，帮你看清钱花在了哪里。",
      cta: "免费开始记账",
      secondary: "看看怎么用",
    },
    features: [
      { icon: "zap", title: "三秒快速记账", body: "语音、拍照、截图都能记，自动识别金额和类别。" },
      { icon: "chart", title: "预算实时提醒", body: "餐饮超支、购物超支，第一时间提醒你。" },
      { icon: "wallet", title: "多账户管理", body: "银行卡、信用卡、微信、支付宝余额一处查看。" },
      { icon: "target", title: "存钱目标", body: "设定旅行、买房目标，每周自动存一点。" },
      { icon: "file", title: "月度账单报告", body: "每月 1 日生成图表报告，支持导出 Excel。" },
      { icon: "lock", title: "隐私加密", body: "数据本地加密，可设置面容 ID 解锁。" },
    ],
    steps: [
      { title: "添加账户", body: "手动添加或导入银行账单。" },
      { title: "设置预算", body: "按类别设置每月额度。" },
      { title: "坚持记录", body: "每天睡前花一分钟回顾。" },
    ],
    metrics: [
      { icon: "wallet", label: "总资产", value: "¥86,420", delta: "+¥3,120", up: true },
      { icon: "card", label: "本月支出", value: "¥6,835", delta: "-9%", up: true },
      { icon: "target", label: "存钱进度", value: "62%", delta: "+5%", up: true },
      { icon: "bell", label: "待还信用卡", value: "¥2,460", delta: "6月20日到期", up: false },
    ],
    chart: {
      title: "近半年支出趋势",
      unit: "¥",
      labels: MONTHS.slice(0, 6),
      series: [7420, 6980, 8120, 7260, 7510, 6835],
      compare: [7500, 7500, 7500, 7500, 7500, 7500],
    },
    table: {
      title: "最近账单",
      columns: ["项目", "日期", "金额", "状态"],
      rows: [
        ["盒马鲜生 · 餐饮", "6月12日", "-¥186.40", "已入账"],
        ["工资 · 星辰科技", "6月10日", "+¥18,500.00", "已入账"],
        ["滴滴出行 · 交通", "6月09日", "-¥32.50", "已入账"],
        ["京东 · 购物", "6月08日", "-¥459.00", "退款中"],
        ["转入 · 旅行基金", "6月07日", "-¥1,000.00", "已入账"],
      ],
    },
    activity: {
      title: "本月预算",
      items: [
        { title: "餐饮", meta: "已用 ¥1,860 / ¥2,500", value: "74%" },
        { title: "购物", meta: "已用 ¥1,420 / ¥1,500", value: "95%" },
        { title: "交通", meta: "已用 ¥386 / ¥800", value: "48%" },
      ],
    },
    nav: [
      { icon: "home", label: "首页" },
      { icon: "file", label: "账单" },
      { icon: "chart", label: "统计" },
      { icon: "wallet", label: "资产" },
      { icon: "user", label: "我的" },
    ],
    plans: [
      { name: "基础版", price: "¥0", period: "/月", features: ["无限记账", "基础预算", "月度报告"] },
      {
        name: "会员版",
        price: "¥12",
        period: "/月",
        features: ["多账本", "自动识别账单", "存钱目标", "数据导出"],
        highlight: true,
      },
      { name: "家庭版", price: "¥25", period: "/月", features: ["最多 5 位成员", "共享账本", "家庭预算"] },
    ],
    testimonial: {
      quote: "记了一年账才发现外卖一年花了一万二，现在每个月能多存两千。",
      name: "林晓",
      role: "小鹿记账用户 · 记账 386 天",
    },
    goals: {
      title: "你想用小鹿记账做什么？",
      options: ["控制日常开销", "攒一笔旅行基金", "还清信用卡", "规划买房", "家庭记账", "养成理财习惯"],
    },
    onboarding: [
      { icon: "zap", title: "三秒记一笔", body: "说一句「午饭 35」，金额和类别自动填好。" },
      { icon: "chart", title: "预算帮你踩刹车", body: "快超支时提前提醒，月底不再心慌。" },
      { icon: "target", title: "给钱一个目标", body: "设一个存钱目标，每周自动存一点。" },
    ],
    notifications: [
      { label: "每日记账提醒", desc: "每晚 21:30 提醒你记录今天的支出", on: true },
      { label: "预算超支提醒", desc: "某类支出超过预算 80% 时提醒", on: true },
      { label: "信用卡还款提醒", desc: "还款日前 3 天提醒", on: false },
    ],
    user: { name: "林晓", email: "linxiao@xiaolu.me", role: "会员版" },
  },
  saas: {
    brand: "星图分析",
    product: "销售数据分析平台",
    tagline: "让每一笔商机都看得见",
    hero: {
      title: "季度结束前，就知道哪些单子能成",
      subtitle: "星图分析打通 CRM、合同和回款数据，实时生成销售预测，团队从此用同一套数字说话。",
      cta: "免费试用 14 天",
      secondary: "预约产品演示",
    },
    features: [
      { icon: "chart", title: "实时销售漏斗", body: "按阶段、负责人和预计成交日查看每一笔商机。" },
      { icon: "trending-up", title: "智能成交预测", body: "基于历史数据训练的赢单概率模型。" },
      { icon: "users", title: "团队排行榜", body: "每位销售的目标完成率和跟进活跃度。" },
      { icon: "zap", title: "自动化提醒", body: "重点商机 7 天无跟进时自动提醒。" },
      { icon: "layers", title: "60+ 系统集成", body: "支持纷享销客、钉钉、企业微信等。" },
      { icon: "shield", title: "企业级安全", body: "单点登录、操作审计、分级权限。" },
    ],
    steps: [
      { title: "连接 CRM", body: "两步完成数据同步。" },
      { title: "选择指标", body: "从行业模板开始配置。" },
      { title: "共享看板", body: "每周自动推送到企业微信。" },
    ],
    metrics: [
      { icon: "dollar", label: "本月营收", value: "¥482.6 万", delta: "+12.4%", up: true },
      { icon: "target", label: "赢单率", value: "31.8%", delta: "+2.1 个百分点", up: true },
      { icon: "users", label: "新增客户", value: "128 家", delta: "+18", up: true },
      { icon: "trending-down", label: "流失率", value: "1.9%", delta: "+0.3 个百分点", up: false },
    ],
    chart: {
      title: "月度营收",
      unit: "万元",
      labels: MONTHS.slice(0, 9),
      series: [312, 338, 351, 349, 388, 402, 431, 458, 483],
      compare: [300, 315, 330, 345, 360, 375, 390, 405, 420],
    },
    table: {
      title: "重点商机",
      columns: ["客户", "负责人", "金额", "阶段"],
      rows: [
        ["华锐科技", "张敏", "¥84 万", "商务谈判"],
        ["远景物流", "王磊", "¥52.5 万", "方案报价"],
        ["康宁医疗", "张敏", "¥47.2 万", "需求确认"],
        ["恒通零售", "李想", "¥39.9 万", "商务谈判"],
        ["博雅教育", "陈晨", "¥28.7 万", "方案报价"],
      ],
    },
    activity: {
      title: "最新动态",
      items: [
        { title: "华锐科技进入商务谈判", meta: "张敏 · 12 分钟前", value: "¥84 万" },
        { title: "远景物流方案已发送", meta: "王磊 · 1 小时前", value: "¥52.5 万" },
        { title: "海岳集团赢单", meta: "陈晨 · 3 小时前", value: "¥31 万" },
      ],
    },
    nav: [
      { icon: "home", label: "工作台" },
      { icon: "chart", label: "销售漏斗" },
      { icon: "users", label: "客户" },
      { icon: "file", label: "报表" },
      { icon: "settings", label: "设置" },
    ],
    plans: [
      { name: "团队版", price: "¥199", period: "/人/月", features: ["销售看板", "5 个集成", "周报推送"] },
      {
        name: "企业版",
        price: "¥399",
        period: "/人/月",
        features: ["智能预测", "不限集成", "自动化", "单点登录"],
        highlight: true,
      },
      { name: "旗舰版", price: "定制", period: "", features: ["专属客户成功经理", "操作审计", "定制 SLA"] },
    ],
    testimonial: {
      quote: "以前预测全靠表格吵架，用了星图分析，三季度预测误差控制在 2% 以内。",
      name: "刘芳",
      role: "明澜科技 · 销售副总裁",
    },
    goals: {
      title: "你希望星图先帮你解决什么？",
      options: ["预测准确率", "商机跟进", "销售辅导", "管理层汇报", "流失预警", "目标拆解"],
    },
    onboarding: [
      { icon: "layers", title: "连接你的数据", body: "同步 CRM 和合同系统，不会修改源数据。" },
      { icon: "users", title: "邀请团队成员", body: "销售和管理者各自看到与自己相关的数字。" },
      { icon: "chart", title: "查看第一份预测", body: "几分钟后，本季度的商机就会被逐一评分。" },
    ],
    notifications: [
      { label: "商机停滞提醒", desc: "25 万以上商机 7 天无跟进时提醒", on: true },
      { label: "销售周报", desc: "每周一 08:00 推送", on: true },
      { label: "产品更新", desc: "新功能上线时通知，约每月一次", on: false },
    ],
    user: { name: "张敏", email: "zhangmin@xingtu.cn", role: "销售经理" },
  },
};

export { MONTHS as MONTHS_ZH, DAYS as DAYS_ZH };

/** 更多中文内容（外卖、教育、旅行、电商）。 */
import type { ContentPack } from "./types";
import { DAYS_ZH as DAYS, MONTHS_ZH as MONTHS } from "./packs-zh";

export const PACKS_ZH_MORE: Record<string, ContentPack> = {
  food: {
    brand: "饭点到",
    product: "外卖 App",
    tagline: "想吃的，30 分钟送到",
    hero: {
      title: "附近好店，热乎送达",
      subtitle: "3 公里内 2,000+ 家餐厅，平均 28 分钟送到，超时自动赔付。",
      cta: "立即点餐",
      secondary: "查看今日优惠",
    },
    features: [
      { icon: "zap", title: "准时必达", body: "平均 28 分钟送达，超时 15 分钟自动赔券。" },
      { icon: "tag", title: "新人专享", body: "首单立减 15 元，还送 3 张免配送费券。" },
      { icon: "star", title: "真实评价", body: "只有下过单的用户才能评价，口碑更可信。" },
      { icon: "map-pin", title: "骑手实时位置", body: "订单进度和骑手位置随时查看。" },
      { icon: "heart", title: "口味推荐", body: "根据你的口味偏好推荐附近好店。" },
      { icon: "shield", title: "食安保障", body: "商家证照公示，出餐全程封签。" },
    ],
    steps: [
      { title: "选好地址", body: "自动定位，也可以手动添加。" },
      { title: "挑家好店", body: "按口味、距离、评分筛选。" },
      { title: "坐等开吃", body: "骑手位置实时可见。" },
    ],
    metrics: [
      { icon: "bag", label: "今日订单", value: "1,284 单", delta: "+16%", up: true },
      { icon: "users", label: "活跃用户", value: "5.9 万", delta: "+2,300", up: true },
      { icon: "dollar", label: "今日流水", value: "¥6.8 万", delta: "+9%", up: true },
      { icon: "clock", label: "超时率", value: "1.2%", delta: "+0.4 个百分点", up: false },
    ],
    chart: {
      title: "本周每日订单量",
      unit: "单",
      labels: DAYS,
      series: [1120, 1086, 1210, 1265, 1402, 1588, 1284],
      compare: [1000, 1000, 1100, 1150, 1300, 1450, 1200],
    },
    table: {
      title: "最新订单",
      columns: ["顾客", "商品", "金额", "状态"],
      rows: [
        ["陈女士", "招牌牛肉面 ×2", "¥56.00", "配送中"],
        ["王先生", "宫保鸡丁饭", "¥28.00", "已送达"],
        ["李同学", "奶茶三拼套餐", "¥42.50", "备餐中"],
        ["赵女士", "轻食沙拉碗", "¥35.00", "已送达"],
        ["孙先生", "烤鸭半只套餐", "¥88.00", "配送中"],
      ],
    },
    activity: {
      title: "附近热门",
      items: [
        { title: "老街牛肉面", meta: "月售 3,200 · 1.2 km · 4.8 分", value: "¥18 起" },
        { title: "一口鲜寿司", meta: "月售 1,860 · 2.0 km · 4.9 分", value: "¥32 起" },
        { title: "茶语时光", meta: "月售 5,400 · 0.8 km · 4.7 分", value: "¥12 起" },
      ],
    },
    nav: [
      { icon: "home", label: "首页" },
      { icon: "search", label: "发现" },
      { icon: "file", label: "订单" },
      { icon: "user", label: "我的" },
    ],
    plans: [
      { name: "普通用户", price: "¥0", period: "/月", features: ["全部餐厅", "准时宝", "积分"] },
      {
        name: "超级会员",
        price: "¥15",
        period: "/月",
        features: ["每月 6 张免配送费券", "会员专享价", "优先配送"],
        highlight: true,
      },
      { name: "家庭会员", price: "¥28", period: "/月", features: ["3 人共享", "每月 15 张红包", "生日礼包"] },
    ],
    testimonial: {
      quote: "加班到九点点了碗牛肉面，22 分钟就到了，汤还是烫的。",
      name: "小周",
      role: "饭点到用户 · 已点 216 单",
    },
    goals: {
      title: "你平时爱吃什么？",
      options: ["家常菜", "面食", "轻食沙拉", "火锅烧烤", "奶茶甜品", "日韩料理"],
    },
    onboarding: [
      {
        icon: "map-pin",
        title: "开启定位，发现附近好店",
        body: "我们只在你点餐时使用位置，用来推荐 3 公里内的餐厅。",
      },
      { icon: "heart", title: "选几个爱吃的口味", body: "告诉我们你的偏好，首页推荐会更懂你。" },
      { icon: "gift", title: "新人礼包已到账", body: "首单立减 15 元，另送 3 张免配送费券。" },
    ],
    notifications: [
      { label: "订单状态通知", desc: "接单、出餐、送达时提醒", on: true },
      { label: "优惠活动", desc: "红包和限时折扣", on: true },
      { label: "评价提醒", desc: "送达 1 小时后邀请评价", on: false },
    ],
    user: { name: "小周", email: "xiaozhou@fandian.com", role: "超级会员" },
  },
  education: {
    brand: "知行课堂",
    product: "在线教育平台",
    tagline: "好课不挑时间和地点",
    hero: {
      title: "跟着名师学，每天进步一点点",
      subtitle: "覆盖编程、设计、职场和外语的 3,000+ 门精品课程，直播答疑，学完有证书。",
      cta: "免费试听",
      secondary: "浏览课程",
    },
    features: [
      { icon: "play", title: "高清直播课", body: "每周 200+ 场直播，可回放可倍速。" },
      { icon: "message", title: "助教答疑", body: "作业和问题 2 小时内得到回复。" },
      { icon: "target", title: "个性化学习路径", body: "根据测评结果推荐学习顺序。" },
      { icon: "graduation-cap", title: "结业证书", body: "完成课程可获得平台认证证书。" },
      { icon: "users", title: "学习小组", body: "和同学一起打卡，互相督促。" },
      { icon: "download", title: "离线学习", body: "课程可下载，通勤路上也能学。" },
    ],
    steps: [
      { title: "做个入学测评", body: "5 分钟了解你的基础。" },
      { title: "选择学习路径", body: "系统推荐最适合的课程组合。" },
      { title: "开始学习", body: "每天 30 分钟，稳步提升。" },
    ],
    metrics: [
      { icon: "clock", label: "本周学习时长", value: "6.5 小时", delta: "+22%", up: true },
      { icon: "book", label: "已完成课时", value: "128 节", delta: "+9", up: true },
      { icon: "zap", label: "连续打卡", value: "46 天", delta: "+1", up: true },
      { icon: "graduation-cap", label: "获得证书", value: "3 张", delta: "+1", up: true },
    ],
    chart: {
      title: "本周学习时长",
      unit: "分钟",
      labels: DAYS,
      series: [45, 60, 30, 75, 50, 90, 40],
      compare: [45, 45, 45, 45, 45, 45, 45],
    },
    table: {
      title: "我的课程",
      columns: ["课程", "讲师", "进度", "状态"],
      rows: [
        ["Python 数据分析实战", "王老师", "68%", "学习中"],
        ["UI 设计从入门到精通", "李老师", "24%", "学习中"],
        ["职场沟通与表达", "陈老师", "100%", "已完成"],
        ["商务英语口语", "Emma", "12%", "已暂停"],
        ["产品经理入门", "赵老师", "0%", "未开始"],
      ],
    },
    activity: {
      title: "今日直播",
      items: [
        { title: "Pandas 数据清洗答疑", meta: "19:30 · 王老师", value: "已预约" },
        { title: "Figma 组件实战", meta: "20:00 · 李老师", value: "预约" },
        { title: "英语口语角", meta: "21:00 · Emma", value: "预约" },
      ],
    },
    nav: [
      { icon: "home", label: "首页" },
      { icon: "book", label: "课程" },
      { icon: "play", label: "直播" },
      { icon: "message", label: "问答" },
      { icon: "user", label: "我的" },
    ],
    plans: [
      { name: "免费体验", price: "¥0", period: "/月", features: ["每门课前 3 节", "公开直播", "学习打卡"] },
      {
        name: "年度会员",
        price: "¥398",
        period: "/年",
        features: ["全部课程畅学", "直播回放", "助教答疑", "结业证书"],
        highlight: true,
      },
      { name: "企业版", price: "定制", period: "", features: ["员工学习管理", "定制课程", "学习数据报表"] },
    ],
    testimonial: {
      quote: "跟着 Python 课学了两个月，把每周三小时的报表工作变成了一键脚本。",
      name: "陈思远",
      role: "知行课堂学员 · 数据分析师",
    },
    goals: {
      title: "你想学点什么？",
      options: ["编程开发", "设计创意", "职场技能", "外语学习", "考证考研", "兴趣爱好"],
    },
    onboarding: [
      { icon: "target", title: "选择学习方向", body: "告诉我们你的目标，为你推荐合适的课程。" },
      { icon: "calendar", title: "制定学习计划", body: "每天 30 分钟，系统帮你安排进度。" },
      { icon: "graduation-cap", title: "开始第一节课", body: "先试听，不满意随时换课。" },
    ],
    notifications: [
      { label: "直播开课提醒", desc: "已预约的直播开始前 15 分钟", on: true },
      { label: "学习打卡提醒", desc: "每晚 20:00 提醒今日学习", on: true },
      { label: "课程上新", desc: "关注方向有新课时通知", on: false },
    ],
    user: { name: "陈思远", email: "chensiyuan@zhixing.edu", role: "年度会员" },
  },
  travel: {
    brand: "云途旅行",
    product: "旅行预订 App",
    tagline: "说走就走，一站订好",
    hero: {
      title: "下一站，去看更大的世界",
      subtitle: "机票、酒店、门票一站预订，价格透明，行程自动整理，出发前一晚也来得及。",
      cta: "开始规划行程",
      secondary: "查看特价",
    },
    features: [
      { icon: "search", title: "一次搜索全比价", body: "酒店、民宿、机票同屏对比。" },
      { icon: "calendar", title: "低价日历", body: "整月价格一目了然，挑最便宜的那天出发。" },
      { icon: "map-pin", title: "智能行程单", body: "订单、地图、电子票自动汇总成时间线。" },
      { icon: "shield", title: "免费取消", body: "大部分酒店入住前 48 小时可免费取消。" },
      { icon: "bell", title: "降价提醒", body: "关注的航班和酒店降价立刻通知。" },
      { icon: "users", title: "结伴出行", body: "和朋友共享行程，一起投票选地方。" },
    ],
    steps: [
      { title: "选目的地和日期", body: "不知道去哪？看看周末推荐。" },
      { title: "比价并预订", body: "含税价格，不玩套路。" },
      { title: "轻松出行", body: "电子票和导航离线可用。" },
    ],
    metrics: [
      { icon: "plane", label: "累计行程", value: "18 次", delta: "+3", up: true },
      { icon: "globe", label: "去过的城市", value: "26 个", delta: "+2", up: true },
      { icon: "dollar", label: "降价提醒省下", value: "¥2,640", delta: "+¥480", up: true },
      { icon: "star", label: "会员积分", value: "9,400", delta: "+800", up: true },
    ],
    chart: {
      title: "大理平均房价",
      unit: "¥",
      labels: MONTHS.slice(3, 10),
      series: [420, 468, 590, 720, 690, 530, 450],
      compare: [480, 480, 480, 480, 480, 480, 480],
    },
    table: {
      title: "即将出行",
      columns: ["行程", "日期", "价格", "状态"],
      rows: [
        ["大理 · 洱海边民宿", "7月14日–18日", "¥2,180", "已确认"],
        ["上海 → 大理 机票", "7月14日", "¥1,260", "已出票"],
        ["苍山索道门票", "7月16日", "¥180", "待使用"],
        ["丽江 · 古城客栈", "7月18日–21日", "¥1,350", "已确认"],
        ["大理 → 丽江 动车", "7月18日", "¥72", "未预订"],
      ],
    },
    activity: {
      title: "本周热门目的地",
      items: [
        { title: "大理 · 云南", meta: "风花雪月 · 4.9 分", value: "¥268 起" },
        { title: "厦门 · 福建", meta: "海岛漫游 · 4.8 分", value: "¥312 起" },
        { title: "阿那亚 · 河北", meta: "海边周末 · 4.8 分", value: "¥580 起" },
      ],
    },
    nav: [
      { icon: "home", label: "首页" },
      { icon: "search", label: "目的地" },
      { icon: "calendar", label: "行程" },
      { icon: "user", label: "我的" },
    ],
    plans: [
      { name: "普通会员", price: "¥0", period: "/年", features: ["降价提醒", "行程单", "会员价"] },
      {
        name: "云途 Plus",
        price: "¥199",
        period: "/年",
        features: ["订单返 5% 积分", "免费取消升级", "贵宾厅折扣", "专属客服"],
        highlight: true,
      },
      {
        name: "云途 Pro",
        price: "¥499",
        period: "/年",
        features: ["Plus 全部权益", "2 次贵宾厅", "旅行意外险"],
      },
    ],
    testimonial: {
      quote: "降价提醒帮我们省了 900 块机票钱，共享行程让四个人的旅行第一次没吵架。",
      name: "阿杰和朋友们",
      role: "用云途去过 6 个城市",
    },
    goals: {
      title: "你喜欢怎样的旅行？",
      options: ["城市漫步", "海岛度假", "登山徒步", "美食之旅", "自驾游", "亲子游"],
    },
    onboarding: [
      { icon: "heart", title: "告诉我们你的喜好", body: "海边、古镇还是雪山？为你推荐合适的目的地。" },
      { icon: "bell", title: "开启降价提醒", body: "关注的机票酒店一降价就通知你。" },
      { icon: "map-pin", title: "规划第一次行程", body: "收藏想去的地方，几分钟排好行程。" },
    ],
    notifications: [
      { label: "降价提醒", desc: "关注的机票和酒店降价时通知", on: true },
      { label: "出行提醒", desc: "值机、入住时间提醒", on: true },
      { label: "灵感推荐", desc: "每周推荐周末去哪儿", on: false },
    ],
    user: { name: "阿杰", email: "ajie@yuntu.travel", role: "云途 Plus 会员" },
  },
};

export const COMMERCE_ZH: ContentPack = {
  ...PACKS_ZH_MORE.food,
  brand: "拾光数码",
  product: "数码商城",
  tagline: "好物经过真实测评才上架",
  hero: {
    title: "让科技贴合你的生活",
    subtitle: "智能手表、耳机和数码配件，专业团队实测，全场包邮，7 天无理由退换。",
    cta: "逛逛热卖",
    secondary: "对比型号",
  },
  nav: [
    { icon: "home", label: "首页" },
    { icon: "grid", label: "分类" },
    { icon: "cart", label: "购物车" },
    { icon: "user", label: "我的" },
  ],
};

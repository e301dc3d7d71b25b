/** Interface words of the offline prototypes (buttons, labels), in both languages. */
import type { Lang } from "./screen";

const EN = {
  signIn: "Sign in", signUp: "Create account", welcomeBack: "Welcome back", signInTo: "Sign in to {brand}", email: "Email", emailPh: "you@example.com",
  password: "Password", passwordPh: "At least 8 characters", remember: "Keep me signed in", forgot: "Forgot password?", or: "or continue with",
  google: "Google", apple: "Apple", noAccount: "New here?", createOne: "Create an account", showPassword: "Show password", search: "Search",
  searchPh: "Search…", notifications: "Notifications", viewAll: "View all", thisWeek: "This week", vsLast: "vs last period", export: "Export",
  newItem: "New", menu: "Open menu", goodMorning: "Good morning, {name}", overview: "Here's what's happening today.", pricing: "Pricing",
  features: "Features", howItWorks: "How it works", testimonials: "Customers", faq: "FAQ", getStarted: "Get started", mostPopular: "Most popular",
  choose: "Choose {plan}", ctaTitle: "Ready when you are", ctaBody: "Start free. No credit card needed.", rights: "All rights reserved.",
  product: "Product", company: "Company", about: "About", careers: "Careers", privacy: "Privacy", terms: "Terms", contact: "Contact",
  addToCart: "Add to cart", buyNow: "Buy now", inStock: "In stock · ships in 24 hours", freeShipping: "Free 2-day shipping", returns: "30-day free returns",
  groupBuy: "Group buy", groupOf: "{size} people per group", groupNeed: "{name}'s group needs {n} more", joinGroup: "Join group", startGroup: "Start a group at {price}",
  endsIn: "Offer ends in", groupPrice: "Group price",
  warranty: "2-year warranty", color: "Color", quantity: "Quantity", decrease: "Decrease quantity", increase: "Increase quantity", details: "Details", specs: "Specifications",
  reviews: "Reviews", reviewsCount: "{count} reviews", related: "You may also like", save: "Save", home: "Home", wishlist: "Add to wishlist",
  settings: "Settings", profile: "Profile", fullName: "Full name", language: "Language", timezone: "Time zone", security: "Security",
  twoFactor: "Two-factor authentication", twoFactorDesc: "Ask for a code from your authenticator app when signing in.", changePassword: "Change password",
  lastChanged: "Last changed 3 months ago", billing: "Plan & billing", currentPlan: "Current plan", manage: "Manage", saveChanges: "Save changes",
  cancel: "Cancel", dangerZone: "Delete account", dangerDesc: "Permanently remove your account and all of its data.", deleteAccount: "Delete account",
  appearance: "Appearance", darkMode: "Dark mode", darkModeDesc: "Use a dark theme on this device.", skip: "Skip", next: "Continue", back: "Back",
  step: "Step {n} of {total}", finish: "Finish setup", pickAny: "Pick as many as you like", signOut: "Sign out", logo: "{brand} home",
  status: { good: ["Completed", "Cleared", "Confirmed", "Delivered", "Shipped", "Negotiation", "Active"], warn: ["Pending", "Proposal", "Roasting", "In progress", "Discovery"], bad: ["Skipped", "Paused", "Not booked", "Not started"] },
};

const ZH: typeof EN = {
  signIn: "登录", signUp: "注册账号", welcomeBack: "欢迎回来", signInTo: "登录{brand}", email: "邮箱", emailPh: "name@example.com",
  password: "密码", passwordPh: "至少 8 位", remember: "保持登录状态", forgot: "忘记密码？", or: "其他登录方式",
  google: "微信", apple: "Apple", noAccount: "还没有账号？", createOne: "立即注册", showPassword: "显示密码", search: "搜索",
  searchPh: "搜索…", notifications: "通知", viewAll: "查看全部", thisWeek: "本周", vsLast: "较上期", export: "导出",
  newItem: "新建", menu: "打开菜单", goodMorning: "早上好，{name}", overview: "这是今天的最新情况。", pricing: "价格",
  features: "功能", howItWorks: "使用流程", testimonials: "用户评价", faq: "常见问题", getStarted: "立即开始", mostPopular: "最受欢迎",
  choose: "选择{plan}", ctaTitle: "准备好了就开始吧", ctaBody: "免费开始，无需绑定银行卡。", rights: "保留所有权利。",
  product: "产品", company: "公司", about: "关于我们", careers: "加入我们", privacy: "隐私政策", terms: "服务条款", contact: "联系我们",
  groupBuy: "拼团", groupOf: "{size} 人成团", groupNeed: "{name}的团还差 {n} 人", joinGroup: "去参团", startGroup: "{price} 发起拼团",
  endsIn: "距活动结束", groupPrice: "拼团价",
  addToCart: "加入购物车", buyNow: "立即购买", inStock: "现货 · 24 小时内发货", freeShipping: "全场包邮，次日达", returns: "7 天无理由退换",
  warranty: "2 年质保", color: "颜色", quantity: "数量", decrease: "减少数量", increase: "增加数量", details: "商品详情", specs: "规格参数",
  reviews: "评价", reviewsCount: "{count} 条评价", related: "猜你喜欢", save: "保存", home: "首页", wishlist: "收藏",
  settings: "设置", profile: "个人资料", fullName: "姓名", language: "语言", timezone: "时区", security: "账号安全",
  twoFactor: "两步验证", twoFactorDesc: "登录时需要输入验证器 App 中的动态码。", changePassword: "修改密码",
  lastChanged: "3 个月前修改过", billing: "套餐与账单", currentPlan: "当前套餐", manage: "管理", saveChanges: "保存修改",
  cancel: "取消", dangerZone: "注销账号", dangerDesc: "永久删除账号及全部数据，无法恢复。", deleteAccount: "注销账号",
  appearance: "外观", darkMode: "深色模式", darkModeDesc: "在此设备上使用深色主题。", skip: "跳过", next: "继续", back: "上一步",
  step: "第 {n} 步，共 {total} 步", finish: "完成设置", pickAny: "可多选", signOut: "退出登录", logo: "{brand}首页",
  status: { good: ["已完成", "已入账", "已确认", "已送达", "已出票", "已续费", "商务谈判", "已联系"], warn: ["待跟进", "退款中", "方案报价", "配送中", "备餐中", "学习中", "待使用", "需求确认"], bad: ["已暂停", "未预订", "未开始"] },
};

export type UiText = typeof EN;

export function uiText(lang: Lang): UiText {
  return lang === "zh" ? ZH : EN;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ""));
}

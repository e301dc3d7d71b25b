/**
 * The kind's example prompts (GET /chats/prompts/{mode}), English and Chinese: real product
 * work, specific enough to try as-is. One list per device.
 */
import type { KindExamplePrompts } from "../../services/example-prompts";

export const prototypeExamplePrompts: KindExamplePrompts = {
  en: {
    web: [
      {
        title: "SaaS dashboard",
        prompt:
          "A web dashboard for a subscription analytics SaaS: MRR, churn and active users as cards, a revenue chart, and a table of recent upgrades.",
      },
      {
        title: "Marketplace listing",
        prompt:
          "A web listing page for a campus second-hand marketplace: search bar, category filters, item cards with price and condition, and an escrow badge.",
      },
      {
        title: "Clinic booking",
        prompt:
          "A web booking page for a dental clinic: pick a dentist, choose a date and time slot, and confirm with contact details.",
      },
      {
        title: "Admin user list",
        prompt:
          "An admin page listing users with search, role filter, status badges, bulk actions and pagination.",
      },
      {
        title: "Pricing page",
        prompt:
          "A pricing page for a team scheduling tool with three plans, a monthly/yearly switch, a feature comparison table and an FAQ.",
      },
    ],
    mobile: [
      {
        title: "Habit check-in",
        prompt:
          "A mobile home screen for a student habit tracker: today's habits with check buttons, the current streak, and a weekly progress ring.",
      },
      {
        title: "Food delivery cart",
        prompt:
          "A mobile cart screen for a food-delivery app: items with quantity steppers, delivery fee, coupon field and a sticky checkout button.",
      },
      {
        title: "Bank transfer",
        prompt:
          "A mobile money-transfer screen: pick a recent contact, enter an amount with a number pad, add a note, and confirm with Face ID.",
      },
      {
        title: "Workout player",
        prompt:
          "A mobile workout screen: exercise video area, timer, set counter, next exercise preview and pause/skip controls.",
      },
      {
        title: "Second-hand listing",
        prompt:
          "A mobile 'sell an item' screen for a campus marketplace: photos, title, price, condition, pickup location and a publish button.",
      },
    ],
    tablet: [
      {
        title: "Restaurant POS",
        prompt:
          "A tablet point-of-sale screen for a café: menu grid on the left, current order on the right, modifiers, and a pay button.",
      },
      {
        title: "Classroom board",
        prompt:
          "A tablet screen for teachers: class roster with attendance toggles, today's lesson plan, and quick notes per student.",
      },
      {
        title: "Warehouse picking",
        prompt:
          "A tablet picking screen for warehouse staff: the pick list by aisle, item photo, quantity to pick and a scan button.",
      },
      {
        title: "Reading app",
        prompt:
          "A tablet reading screen for an e-book app in landscape: two-page spread, chapter list sidebar and highlight tools.",
      },
    ],
  },
  zh: {
    web: [
      {
        title: "SaaS 数据看板",
        prompt:
          "做一个订阅制数据分析 SaaS 的网页看板：MRR、流失率、活跃用户用卡片展示，一张收入趋势图，以及最近升级客户的表格。",
      },
      {
        title: "二手商品列表",
        prompt:
          "做一个校园二手交易平台的网页商品列表页：搜索框、分类筛选、带价格和成色的商品卡片，以及“担保交易”标识。",
      },
      {
        title: "诊所预约页",
        prompt: "做一个口腔诊所的网页预约页：选择医生、选择日期和时段、填写联系方式后确认预约。",
      },
      {
        title: "后台用户管理",
        prompt: "做一个后台用户列表页：支持搜索、按角色筛选、状态标签、批量操作和分页。",
      },
      {
        title: "定价页",
        prompt: "做一个团队排班工具的定价页：三档套餐、按月/按年切换、功能对比表和常见问题。",
      },
    ],
    mobile: [
      {
        title: "习惯打卡首页",
        prompt: "做一个大学生习惯打卡 App 的首页：今日习惯列表和打卡按钮、当前连续天数、本周进度环。",
      },
      {
        title: "外卖购物车",
        prompt: "做一个外卖 App 的购物车页：商品数量加减、配送费、优惠券输入框和底部固定的结算按钮。",
      },
      {
        title: "银行转账",
        prompt: "做一个手机银行转账页：选择最近联系人、数字键盘输入金额、添加备注、面容识别确认。",
      },
      {
        title: "健身训练",
        prompt:
          "做一个健身 App 的训练页：动作视频区域、计时器、组数计数、下一个动作预览，以及暂停/跳过按钮。",
      },
      {
        title: "发布闲置",
        prompt: "做一个校园二手平台的“发布闲置”页：上传照片、标题、价格、成色、取货地点和发布按钮。",
      },
    ],
    tablet: [
      {
        title: "餐厅收银",
        prompt: "做一个咖啡馆平板收银页：左侧菜单宫格，右侧当前订单，支持加料选项和结账按钮。",
      },
      {
        title: "课堂管理",
        prompt: "做一个老师用的平板页面：班级名单和出勤开关、今日教案，以及每个学生的快捷备注。",
      },
      {
        title: "仓库拣货",
        prompt: "做一个仓库拣货员用的平板页面：按货架排序的拣货单、商品图片、应拣数量和扫码按钮。",
      },
      { title: "电子书阅读", prompt: "做一个横屏平板电子书阅读页：双页展开、章节目录侧栏和划线工具。" },
    ],
  },
};

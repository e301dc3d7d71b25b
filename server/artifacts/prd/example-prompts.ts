/**
 * The kind's example prompts (GET /chats/prompts/{mode}), English and Chinese: real product
 * work, specific enough to try as-is.
 */
import type { KindExamplePrompts } from "../../services/example-prompts";

export const prdExamplePrompts: KindExamplePrompts = {
  en: [
    {
      title: "Campus marketplace",
      prompt:
        "A PRD for a campus second-hand marketplace with escrow payments: students list items, buyers pay into escrow, and the money is released when the buyer confirms pickup.",
    },
    {
      title: "Habit tracker",
      prompt:
        "A PRD for a habit-tracking app for university students with daily check-ins, streaks, study-group challenges and gentle reminders before exams.",
    },
    {
      title: "Clinic booking",
      prompt:
        "A PRD for online appointment booking at a dental clinic: patients pick a dentist and a slot, get SMS reminders, and can reschedule up to 24 hours before.",
    },
    {
      title: "Expense approvals",
      prompt:
        "A PRD for expense reports in a 50-person company: employees snap receipts, managers approve in one tap, and finance exports a monthly CSV.",
    },
    {
      title: "Loyalty programme",
      prompt:
        "A PRD for a coffee-chain loyalty programme: earn a stamp per drink, a free drink at 10 stamps, birthday rewards, and a member tier after 50 visits.",
    },
  ],
  zh: [
    {
      title: "校园二手交易",
      prompt:
        "写一份校园二手交易平台的 PRD，支持担保交易：学生发布闲置，买家付款到平台托管，确认当面取货后再放款给卖家。",
    },
    {
      title: "习惯打卡",
      prompt: "写一份面向大学生的习惯打卡 App 的 PRD：每日打卡、连续天数、学习小组挑战，考试前温和提醒。",
    },
    {
      title: "诊所预约",
      prompt: "写一份口腔诊所线上预约的 PRD：患者选择医生和时段，收到短信提醒，可在就诊前 24 小时改约。",
    },
    {
      title: "报销审批",
      prompt: "写一份 50 人公司费用报销的 PRD：员工拍照上传发票，主管一键审批，财务每月导出 CSV。",
    },
    {
      title: "会员积分",
      prompt:
        "写一份连锁咖啡店会员计划的 PRD：每杯集一个章，集满 10 个送一杯，生日有礼，消费满 50 次升级会员等级。",
    },
  ],
};

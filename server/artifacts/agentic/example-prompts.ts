/**
 * The kind's example prompts (GET /chats/prompts/{mode}), English and Chinese: real product
 * work, specific enough to try as-is.
 */
import type { KindExamplePrompts } from "../../services/example-prompts";

export const agenticExamplePrompts: KindExamplePrompts = {
  en: [
    {
      title: "Team lunch poll",
      prompt:
        "A small web app where a team proposes lunch places, votes once a day before 11:30, and sees the winner with a map link.",
    },
    {
      title: "Reading tracker",
      prompt:
        "A reading tracker: add books, log pages read per day, see a weekly chart and a yearly goal progress bar.",
    },
    {
      title: "Event check-in",
      prompt:
        "An event check-in app: import a guest list from CSV, search by name, check guests in, and show live attendance numbers.",
    },
    {
      title: "Split the bill",
      prompt:
        "A bill-splitting app for trips: add expenses in different currencies, split them unevenly, and settle up with the fewest transfers.",
    },
  ],
  zh: [
    {
      title: "团队午餐投票",
      prompt: "做一个小应用：团队成员提名午餐地点，每天 11:30 前每人投一票，截止后显示胜出的店和地图链接。",
    },
    {
      title: "读书记录",
      prompt: "做一个读书记录工具：添加书目，每天记录读了多少页，查看每周图表和年度目标进度条。",
    },
    {
      title: "活动签到",
      prompt: "做一个活动签到应用：从 CSV 导入嘉宾名单，按姓名搜索，一键签到，实时显示到场人数。",
    },
    {
      title: "旅行分账",
      prompt: "做一个旅行分账应用：录入不同币种的开销，支持不均摊，最后用最少的转账次数结清。",
    },
  ],
};

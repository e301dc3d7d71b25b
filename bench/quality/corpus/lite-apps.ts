/**
 * Lite apps (written before the Offline planner was tuned for them): trackers, logs, splitters and
 * calculators, lists and boards, en and zh, first rounds and follow-ups, and asks the Offline model
 * cannot build, which its reply must say. Judged on the built app in Chromium: the labelled inputs
 * and their types, the computed values shown, the controls, the numbers a calculator gives, a fit
 * without sideways scrolling, and the reply.
 */
import type { QualityCase } from "./types";

const app = (content: string) => ({ content, mode: "agentic" as const });

export const LITE_APP_CASES: QualityCase[] = [
  {
    id: "la-en-bill-split",
    lang: "en",
    kind: "lite_app",
    turns: [app("Split a restaurant bill between friends with tip")],
    expect: {
      app: {
        fields: [
          { label: "bill", type: "number" },
          { label: "tip", type: "number" },
          { label: "people", type: "number" },
        ],
        shows: ["per person"],
        try: {
          fill: [
            ["bill", "120"],
            ["tip", "15"],
            ["people", "4"],
          ],
          expect: ["34.50"],
        },
      },
    },
  },
  {
    id: "la-zh-aa-split",
    lang: "zh",
    kind: "lite_app",
    turns: [app("做一个AA制分账小工具：输入总金额和人数，算出每人应付多少")],
    expect: {
      app: {
        fields: [
          { label: "金额", type: "number" },
          { label: "人数", type: "number" },
        ],
        shows: ["每人"],
        try: {
          fill: [
            ["金额", "300"],
            ["人数", "3"],
          ],
          expect: ["100"],
        },
      },
    },
  },
  {
    id: "la-en-tip-calc",
    lang: "en",
    kind: "lite_app",
    turns: [app("A tip calculator: bill amount, tip percentage, and the total to pay")],
    expect: {
      app: {
        fields: [
          { label: "bill", type: "number" },
          { label: "tip", type: "number" },
        ],
        shows: ["total"],
        try: {
          fill: [
            ["bill", "80"],
            ["tip", "20"],
          ],
          expect: ["96.00"],
        },
      },
    },
  },
  {
    id: "la-zh-reading-minutes",
    lang: "zh",
    kind: "lite_app",
    turns: [app("记录孩子每天读书时长")],
    expect: {
      app: {
        fields: [
          { label: "日期", type: "date" },
          { label: "分钟", type: "number" },
        ],
        forbidFields: ["名称", "备注"],
      },
    },
  },
  {
    id: "la-en-expense-monthly",
    lang: "en",
    kind: "lite_app",
    turns: [
      app(
        "Expense tracker with categories for groceries, rent, transport and eating out, showing the monthly total",
      ),
    ],
    expect: {
      terms: ["groceries", "rent", "transport", "eating out"],
      app: {
        fields: [
          { label: "amount", type: "number" },
          { label: "category", type: "select" },
          { label: "date", type: "date" },
        ],
        shows: ["month"],
        forbidOptions: ["monthly total"],
      },
    },
  },
  {
    id: "la-zh-income-balance",
    lang: "zh",
    kind: "lite_app",
    turns: [app("记账本：记录收入和支出，显示余额")],
    expect: {
      app: {
        fields: [{ label: "金额", type: "number" }],
        shows: ["余额"],
        options: ["收入", "支出"],
      },
    },
  },
  {
    id: "la-en-workout-log",
    lang: "en",
    kind: "lite_app",
    turns: [app("Workout log: exercise, sets, reps, weight in kg and date; show my weekly total of sets")],
    expect: {
      app: {
        fields: [
          { label: "exercise", type: "text" },
          { label: "sets", type: "number" },
          { label: "reps", type: "number" },
          { label: "weight", type: "number" },
          { label: "date", type: "date" },
        ],
        shows: ["week"],
      },
    },
  },
  {
    id: "la-en-water",
    lang: "en",
    kind: "lite_app",
    turns: [app("Water intake tracker - log glasses of water per day, goal of 8 a day, show today's count")],
    expect: {
      app: {
        fields: [{ label: "glasses", type: "number" }],
        shows: ["today", "8"],
      },
    },
  },
  {
    id: "la-zh-weight",
    lang: "zh",
    kind: "lite_app",
    turns: [app("体重记录：每天记录体重（公斤），显示平均值")],
    expect: {
      app: {
        fields: [
          { label: "体重", type: "number" },
          { label: "日期", type: "date" },
        ],
        shows: ["平均"],
      },
    },
  },
  {
    id: "la-en-reading-list-search",
    lang: "en",
    kind: "lite_app",
    turns: [app("A reading list with title, author, genre and whether I've read it; let me search by title")],
    expect: {
      app: {
        fields: [
          { label: "title", type: "text" },
          { label: "author", type: "text" },
          { label: "genre" },
          { label: "read", type: "checkbox" },
        ],
        controls: [{ kind: "search" }],
      },
    },
  },
  {
    id: "la-zh-shopping-filter",
    lang: "zh",
    kind: "lite_app",
    turns: [app("购物清单：商品名、数量、是否已买，可以只看没买的")],
    expect: {
      app: {
        fields: [
          { label: "商品", type: "text" },
          { label: "数量", type: "number" },
          { label: "已买", type: "checkbox" },
        ],
        controls: [{ kind: "toggle" }],
      },
    },
  },
  {
    id: "la-en-kanban-doing",
    lang: "en",
    kind: "lite_app",
    turns: [app("A kanban board for my team with To do, Doing, Review and Done columns")],
    expect: {
      app: { columns: ["To do", "Doing", "Review", "Done"] },
      forbid: ["In progress"],
    },
  },
  {
    id: "la-zh-hiring-board",
    lang: "zh",
    kind: "lite_app",
    turns: [app("招聘看板，阶段：简历筛选、一面、二面、offer、入职")],
    expect: { app: { columns: ["简历筛选", "一面", "二面", "offer", "入职"] } },
  },
  {
    id: "la-en-meditation-streak",
    lang: "en",
    kind: "lite_app",
    turns: [app("Meditation tracker that logs minutes each day and shows my current streak")],
    expect: {
      app: {
        fields: [
          { label: "minutes", type: "number" },
          { label: "date", type: "date" },
        ],
        shows: ["streak"],
      },
    },
  },
  {
    id: "la-en-fu-category-filter",
    lang: "en",
    kind: "lite_app",
    turns: [app("Expense tracker for my household"), app("Add a category filter")],
    expect: {
      app: {
        controls: [{ kind: "filter", about: "category" }],
        forbidFields: ["A"],
        replyForbid: ["Added “a”", "Added 'a'", "Added “A”"],
      },
    },
  },
  {
    id: "la-en-fu-sort-date",
    lang: "en",
    kind: "lite_app",
    turns: [app("A log of the books I read: title, author, pages, date finished"), app("sort by date")],
    expect: {
      app: {
        fields: [
          { label: "title", type: "text" },
          { label: "pages", type: "number" },
          { label: "date", type: "date" },
        ],
        controls: [{ kind: "sort", about: "date" }],
      },
    },
  },
  {
    id: "la-en-fu-weekly-total",
    lang: "en",
    kind: "lite_app",
    turns: [app("Study hours log: subject, hours, date"), app("show the weekly total")],
    expect: {
      app: {
        fields: [
          { label: "subject", type: "text" },
          { label: "hours", type: "number" },
        ],
        shows: ["week"],
      },
    },
  },
  {
    id: "la-zh-fu-sort-date",
    lang: "zh",
    kind: "lite_app",
    turns: [app("记录每天跑步的距离（公里）和用时（分钟）"), app("按日期排序")],
    expect: {
      app: {
        fields: [
          { label: "距离", type: "number" },
          { label: "用时", type: "number" },
        ],
        controls: [{ kind: "sort", about: "日期" }],
      },
    },
  },
  {
    id: "la-zh-fu-category-filter",
    lang: "zh",
    kind: "lite_app",
    turns: [app("做一个支出记录"), app("加一个分类筛选")],
    expect: { app: { controls: [{ kind: "filter", about: "分类" }] } },
  },
  {
    id: "la-en-snake",
    lang: "en",
    kind: "lite_app",
    turns: [app("Build a snake game I can play with the arrow keys")],
    expect: { app: { saysUnsupported: true } },
  },
  {
    id: "la-zh-weather",
    lang: "zh",
    kind: "lite_app",
    turns: [app("做一个天气预报应用，显示未来7天的天气")],
    expect: { app: { saysUnsupported: true } },
  },
  {
    id: "la-en-fu-chart",
    lang: "en",
    kind: "lite_app",
    turns: [
      app("an expense tracker with categories food, rent and travel"),
      app("add a pie chart of spending by category"),
    ],
    expect: { terms: ["food", "rent", "travel"], app: { saysUnsupported: true } },
  },
];

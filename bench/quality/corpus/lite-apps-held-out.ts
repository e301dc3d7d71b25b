/**
 * Lite apps, a second held-out set (ids `la2-`): written after the planner was tuned on
 * lite-apps.ts and before any change for these, to see whether it follows requests it was not
 * shaped on.
 */
import type { QualityCase } from "./types";

const app = (content: string) => ({ content, mode: "agentic" as const });

export const LITE_APP_HELD_OUT_CASES: QualityCase[] = [
  {
    id: "la2-en-coffee-spend",
    lang: "en",
    kind: "lite_app",
    turns: [
      app("I want to track how much coffee I drink: cups per day and what it cost, with a monthly spend"),
    ],
    expect: {
      app: {
        fields: [
          { label: "cups", type: "number" },
          { label: "cost", type: "number" },
          { label: "date", type: "date" },
        ],
        shows: ["month"],
      },
    },
  },
  {
    id: "la2-zh-medicine",
    lang: "zh",
    kind: "lite_app",
    turns: [app("家庭药品清单：药名、有效期、数量、存放位置，可以搜索药名")],
    expect: {
      app: {
        fields: [
          { label: "药名", type: "text" },
          { label: "有效期", type: "date" },
          { label: "数量", type: "number" },
          { label: "存放位置", type: "text" },
        ],
        controls: [{ kind: "search" }],
      },
    },
  },
  {
    id: "la2-en-grade-average",
    lang: "en",
    kind: "lite_app",
    turns: [app("A simple grade calculator: enter test scores and get the average")],
    expect: { app: { fields: [{ label: "score", type: "number" }], shows: ["average"] } },
  },
  {
    id: "la2-en-cabin-split",
    lang: "en",
    kind: "lite_app",
    turns: [app("Split our holiday cabin costs between Mia, Leo and Sam: who paid, how much, for what")],
    expect: {
      app: {
        fields: [{ label: "amount", type: "number" }, { label: "paid" }],
        options: ["Mia", "Leo", "Sam"],
        shows: ["per person"],
      },
    },
  },
  {
    id: "la2-zh-vocab",
    lang: "zh",
    kind: "lite_app",
    turns: [app("做一个单词本：单词、释义、是否记住，可以只看没记住的")],
    expect: {
      app: {
        fields: [
          { label: "单词", type: "text" },
          { label: "释义", type: "text" },
          { label: "记住", type: "checkbox" },
        ],
        controls: [{ kind: "toggle" }],
      },
    },
  },
  {
    id: "la2-en-bug-board",
    lang: "en",
    kind: "lite_app",
    turns: [
      app(
        "Bug tracker board with columns New, Triaged, Fixing, Verified; cards have a title, severity and owner",
      ),
    ],
    expect: {
      app: {
        columns: ["New", "Triaged", "Fixing", "Verified"],
        fields: [{ label: "severity" }, { label: "owner" }],
      },
    },
  },
  {
    id: "la2-zh-baby-milk",
    lang: "zh",
    kind: "lite_app",
    turns: [app("记录宝宝每天喝奶的次数和毫升数，显示今天的合计")],
    expect: {
      app: {
        fields: [{ label: "毫升", type: "number" }],
        shows: ["今天"],
      },
    },
  },
  {
    id: "la2-en-plant-watering",
    lang: "en",
    kind: "lite_app",
    turns: [app("Plant watering log: plant name, date watered, and amount of water in ml; sort by date")],
    expect: {
      app: {
        fields: [
          { label: "plant", type: "text" },
          { label: "date", type: "date" },
          { label: "water", type: "number" },
        ],
        controls: [{ kind: "sort", about: "date" }],
      },
    },
  },
  {
    id: "la2-en-fu-movie-search",
    lang: "en",
    kind: "lite_app",
    turns: [app("Movie watchlist with title, genre and rating"), app("add a search box")],
    expect: {
      app: {
        fields: [
          { label: "title", type: "text" },
          { label: "rating", type: "number" },
        ],
        controls: [{ kind: "search" }],
      },
    },
  },
  {
    id: "la2-zh-fu-sleep-average",
    lang: "zh",
    kind: "lite_app",
    turns: [app("记录每天的睡眠时间"), app("显示平均值")],
    expect: { app: { fields: [{ label: "睡眠", type: "number" }], shows: ["平均"] } },
  },
  {
    id: "la2-en-team-chat",
    lang: "en",
    kind: "lite_app",
    turns: [app("Make a live chat app for my team")],
    expect: { app: { saysUnsupported: true } },
  },
  {
    id: "la2-en-fu-email-reminder",
    lang: "en",
    kind: "lite_app",
    turns: [app("a todo list"), app("send me an email reminder every morning")],
    expect: { app: { saysUnsupported: true } },
  },
  {
    id: "la2-en-loan",
    lang: "en",
    kind: "lite_app",
    turns: [app("A loan calculator: amount, interest rate and years, show the monthly payment")],
    expect: {
      app: {
        fields: [
          { label: "amount", type: "number" },
          { label: "rate", type: "number" },
          { label: "years", type: "number" },
        ],
        shows: ["monthly payment"],
        try: {
          fill: [
            ["amount", "100000"],
            ["rate", "5"],
            ["years", "30"],
          ],
          expect: ["536.82"],
        },
      },
    },
  },
  {
    id: "la2-zh-discount",
    lang: "zh",
    kind: "lite_app",
    turns: [app("做一个打折计算器，输入原价和折扣，算出折后价")],
    expect: {
      app: {
        fields: [
          { label: "原价", type: "number" },
          { label: "折扣", type: "number" },
        ],
        shows: ["折后价"],
        try: {
          fill: [
            ["原价", "200"],
            ["折扣", "25"],
          ],
          expect: ["150.00"],
        },
      },
    },
  },
  // Issue 39 (h45): an app named from the brief's subject, not "Tracker"; a start is a date.
  {
    id: "la2-en-oncall-name",
    lang: "en",
    kind: "lite_app",
    turns: [app("A tracker for our clinic's night shifts with nurse, shift date and number of call-outs")],
    expect: {
      app: {
        fields: [
          { label: "nurse", type: "text" },
          { label: "date", type: "date" },
          { label: "call-outs", type: "number" },
        ],
        shows: ["Night shifts"],
      },
    },
  },
  {
    id: "la2-en-rota-week",
    lang: "en",
    kind: "lite_app",
    turns: [app("Keep our cleaning rota: person, week starting, area")],
    expect: {
      app: {
        fields: [
          { label: "person", type: "text" },
          { label: "week starting", type: "date" },
        ],
        shows: ["Cleaning rota"],
      },
    },
  },
  {
    id: "la2-zh-3d-beyond",
    lang: "zh",
    kind: "lite_app",
    turns: [app("做一个展厅展位的3D可视化，可以旋转查看")],
    expect: { app: { saysUnsupported: true } },
  },
  // Issue 39 item 4: a value per person is computed, grouped by who — not a field to fill in.
  {
    id: "la2-en-dog-walks-per-person",
    lang: "en",
    kind: "lite_app",
    turns: [app("A log of who walked the dog and when, with each person's count")],
    expect: {
      app: {
        fields: [
          { label: "who walked the dog", type: "text" },
          { label: "when", type: "date" },
        ],
        forbidFields: ["count", "each person's count"],
        shows: ["Entries per person"],
      },
    },
  },
  {
    id: "la2-en-overtime-per-person",
    lang: "en",
    kind: "lite_app",
    turns: [app("Track overtime hours for the team and show total hours per person")],
    expect: {
      app: {
        fields: [
          { label: "hours", type: "number" },
          { label: "person", type: "text" },
        ],
        shows: ["Total per person"],
      },
    },
  },
  {
    id: "la2-zh-library-per-person",
    lang: "zh",
    kind: "lite_app",
    turns: [app("班级图书角借书登记：谁借的、书名、日期，统计每人借了几次")],
    expect: {
      app: {
        fields: [
          { label: "书名", type: "text" },
          { label: "日期", type: "date" },
          { label: "姓名", type: "text" },
        ],
        forbidFields: ["次数", "几次"],
        shows: ["每人次数"],
      },
    },
  },
];

/**
 * Lite apps, a fifth held-out set (ids `la5-`), issue 39 item 4: sixteen briefs (8 en, 8 zh) —
 * rotas that hand out turns (dish duty by weekday, chores by week, a 值日表), names where nobody
 * tuned for them (first in the sentence, after a month that is also a name, zh plain names such
 * as 张伟、李娜), a habit streak, a savings goal with a target and a progress %, a weighted grade
 * average, a party RSVP list with counts per answer, fuel cost calculators, follow-ups that add a
 * toggle or a filter, and one brief beyond the Offline model (a Google Calendar sync) whose reply
 * must say what it made instead. Written BEFORE reading the Offline planner and before any change
 * for them, so the score says how the planner does on briefs nobody tuned for. What is expected
 * is what the person asking would expect to find.
 */
import type { QualityCase } from "./types";

const app = (content: string) => ({ content, mode: "agentic" as const });

export const LITE_APP_HELD_OUT_5_CASES: QualityCase[] = [
  // ---- English ----
  {
    id: "la5-en-dish-rota",
    lang: "en",
    kind: "lite_app",
    turns: [
      app("Ana, Ben and Chloe share a flat — make a dish duty rota so we take turns each day of the week"),
    ],
    // A rota says who is on which day: every weekday shows up with one of the three on it.
    expect: {
      app: {
        forbidFields: ["Ana", "flat", "dish duty rota"],
        shows: ["Monday", "Sunday", "Ana", "Ben", "Chloe"],
      },
    },
  },
  {
    id: "la5-en-chore-rota-may",
    lang: "en",
    kind: "lite_app",
    turns: [
      app(
        "Starting in May, Priya, Tom and Marco take turns on bins, bathroom and hoovering — rotate every week",
      ),
    ],
    // May is when it starts, not a fourth flatmate; each week the three chores move one person on.
    expect: {
      app: {
        forbidFields: ["May", "Priya"],
        forbidOptions: ["May"],
        shows: ["week", "Priya", "Tom", "Marco", "bins", "bathroom", "hoovering"],
      },
    },
  },
  {
    id: "la5-en-habit-streak",
    lang: "en",
    kind: "lite_app",
    turns: [
      app(
        "Habit tracker for reading, stretching and no sugar: tick each day I did it and show my current streak for each habit",
      ),
    ],
    expect: {
      app: {
        forbidFields: ["streak", "current streak"],
        options: ["reading", "stretching", "no sugar"],
        shows: ["streak"],
      },
    },
  },
  {
    id: "la5-en-savings-goal",
    lang: "en",
    kind: "lite_app",
    turns: [
      app(
        "Saving for a bike: target £600, I add deposits with a date and amount; show how much I've saved and progress as a percentage",
      ),
    ],
    // One deposit of 150 towards 600 is 25 %.
    expect: {
      app: {
        fields: [
          { label: "date", type: "date" },
          { label: "amount", type: "number" },
        ],
        forbidFields: ["percentage", "progress"],
        shows: ["saved", "600"],
        try: { fill: [["amount", "150"]], expect: ["25%"] },
      },
    },
  },
  {
    id: "la5-en-grade-weights",
    lang: "en",
    kind: "lite_app",
    turns: [
      app(
        "Grade average calculator: homework counts 20%, the midterm 30% and the final exam 50% — I type my score for each and it shows the weighted average",
      ),
    ],
    // 80 × 0.2 + 70 × 0.3 + 90 × 0.5 = 16 + 21 + 45 = 82.
    expect: {
      app: {
        fields: [
          { label: "homework", type: "number" },
          { label: "midterm", type: "number" },
          { label: "final", type: "number" },
        ],
        shows: ["average"],
        try: {
          fill: [
            ["homework", "80"],
            ["midterm", "70"],
            ["final", "90"],
          ],
          expect: ["82"],
        },
      },
    },
  },
  {
    id: "la5-en-fu-rsvp-toggle",
    lang: "en",
    kind: "lite_app",
    turns: [
      app(
        "Party RSVP list: guest name, their answer (yes, no or maybe) and how many people they're bringing; show how many said yes, no and maybe",
      ),
      app("add a toggle to hide the people who said no"),
    ],
    expect: {
      app: {
        fields: [
          { label: "name", type: "text" },
          { label: "bringing", type: "number" },
        ],
        forbidFields: ["said yes", "how many"],
        options: ["yes", "no", "maybe"],
        shows: ["maybe"],
        controls: [{ kind: "toggle" }],
      },
    },
  },
  {
    id: "la5-en-fuel-cost",
    lang: "en",
    kind: "lite_app",
    turns: [
      app(
        "Fuel cost calculator: trip distance in km, my car uses 6.5 litres per 100 km, fuel is 1.80 a litre — show what the trip costs and the cost per km",
      ),
    ],
    // 300 km × 6.5 / 100 = 19.5 litres × 1.80 = 35.10; per km 0.117.
    expect: {
      app: {
        fields: [
          { label: "distance", type: "number" },
          { label: "litres", type: "number" },
        ],
        shows: ["per km"],
        try: { fill: [["distance", "300"]], expect: ["35.1"] },
      },
    },
  },
  {
    id: "la5-en-google-calendar",
    lang: "en",
    kind: "lite_app",
    turns: [app("An app that syncs with my Google Calendar and texts me before each meeting")],
    expect: { app: { saysUnsupported: true } },
  },
  // ---- 中文 ----
  {
    id: "la5-zh-duty-roster",
    lang: "zh",
    kind: "lite_app",
    turns: [app("班级值日表：张伟、李娜、王芳、刘洋轮流值日，周一到周五每天一人")],
    // Who is on which weekday: every name and every school day is on the roster.
    expect: {
      app: {
        forbidFields: ["张伟", "班级值日表"],
        shows: ["张伟", "李娜", "王芳", "刘洋", "周一", "周五"],
      },
    },
  },
  {
    id: "la5-zh-flat-split",
    lang: "zh",
    kind: "lite_app",
    turns: [app("我和张伟、李娜合租，记录共同开销：日期、项目、金额、谁付的，算出每人应该分摊多少")],
    expect: {
      app: {
        fields: [
          { label: "日期", type: "date" },
          { label: "项目", type: "text" },
          { label: "金额", type: "number" },
        ],
        forbidFields: ["每人", "谁付的"],
        options: ["张伟", "李娜"],
        shows: ["每人"],
      },
    },
  },
  {
    id: "la5-zh-habit-streak",
    lang: "zh",
    kind: "lite_app",
    turns: [app("每日打卡：早起、背单词、跑步，每天勾选完成没有，显示每一项连续打卡了几天")],
    expect: {
      app: {
        forbidFields: ["连续打卡了几天"],
        options: ["早起", "背单词", "跑步"],
        shows: ["连续"],
      },
    },
  },
  {
    id: "la5-zh-savings-goal",
    lang: "zh",
    kind: "lite_app",
    turns: [app("存钱买相机：目标 8000 元，每次存入记下日期和金额，显示已经存了多少、完成了百分之几")],
    // One deposit of 2000 towards 8000 is 25 %.
    expect: {
      app: {
        fields: [
          { label: "日期", type: "date" },
          { label: "金额", type: "number" },
        ],
        shows: ["已存", "8000"],
        try: { fill: [["金额", "2000"]], expect: ["25%"] },
      },
    },
  },
  {
    id: "la5-zh-grade-weights",
    lang: "zh",
    kind: "lite_app",
    turns: [app("总评成绩计算器：平时成绩占 30%，期中占 30%，期末占 40%，输入三项分数算出总评")],
    // 90 × 0.3 + 80 × 0.3 + 70 × 0.4 = 27 + 24 + 28 = 79.
    expect: {
      app: {
        fields: [
          { label: "平时", type: "number" },
          { label: "期中", type: "number" },
          { label: "期末", type: "number" },
        ],
        shows: ["总评"],
        try: {
          fill: [
            ["平时", "90"],
            ["期中", "80"],
            ["期末", "70"],
          ],
          expect: ["79"],
        },
      },
    },
  },
  {
    id: "la5-zh-party-rsvp",
    lang: "zh",
    kind: "lite_app",
    turns: [
      app("年会报名表：姓名、部门、是否参加（参加、不参加、待定）、带几位家属，统计每种回复各有多少人"),
    ],
    expect: {
      app: {
        fields: [
          { label: "姓名", type: "text" },
          { label: "部门", type: "text" },
          { label: "家属", type: "number" },
        ],
        forbidFields: ["统计每种回复各有多少人"],
        options: ["参加", "不参加", "待定"],
        shows: ["待定"],
      },
    },
  },
  {
    id: "la5-zh-fuel-cost",
    lang: "zh",
    kind: "lite_app",
    turns: [app("油费计算器：行程多少公里，百公里油耗 7.2 升，油价每升 7.8 元，算出这趟油费和每公里多少钱")],
    // 500 km × 7.2 / 100 = 36 升 × 7.8 = 280.8 元；每公里 0.56 元。
    expect: {
      app: {
        fields: [
          { label: "公里", type: "number" },
          { label: "油价", type: "number" },
        ],
        shows: ["每公里"],
        try: { fill: [["公里", "500"]], expect: ["280.8"] },
      },
    },
  },
  {
    id: "la5-zh-fu-chores-filter",
    lang: "zh",
    kind: "lite_app",
    turns: [app("家务记录：家务、谁做的、日期，家里就陈静和王磊两个人"), app("加一个按人筛选")],
    expect: {
      app: {
        fields: [
          { label: "家务", type: "text" },
          { label: "日期", type: "date" },
        ],
        forbidFields: ["陈静", "两个人"],
        options: ["陈静", "王磊"],
        controls: [{ kind: "filter", about: "王磊" }],
      },
    },
  },
];

/**
 * Lite apps, a fourth held-out set (ids `la4-`), issue 39 item 4: sixteen briefs (8 en, 8 zh) —
 * people per row (pocket money, chores, gift budgets), calculators that give sizes and units
 * (tiles, paint, floorboards), a recipe box, a reading list with a status toggle, workout logs
 * with a weekly total, and follow-ups that name a sort or a search. Written BEFORE reading the
 * Offline planner and before any change for them, so the score says how the planner does on
 * briefs nobody tuned for. What is expected is what the person asking would expect to find.
 */
import type { QualityCase } from "./types";

const app = (content: string) => ({ content, mode: "agentic" as const });

export const LITE_APP_HELD_OUT_4_CASES: QualityCase[] = [
  // ---- English ----
  {
    id: "la4-en-pocket-money",
    lang: "en",
    kind: "lite_app",
    turns: [
      app("Pocket money tracker for Tom and Lily: what they got, what they spent, what's left for each"),
    ],
    expect: {
      app: {
        fields: [
          { label: "got", type: "number" },
          { label: "spent", type: "number" },
        ],
        forbidFields: ["left", "each", "what's left"],
        options: ["Tom", "Lily"],
        shows: ["left"],
      },
    },
  },
  {
    id: "la4-en-tile-boxes",
    lang: "en",
    kind: "lite_app",
    turns: [app("tile calculator: room 4.2 × 3.5 m, tiles 60 × 60 cm, how many boxes of 8")],
    // 4.2 × 3.5 = 14.7 m²; a tile is 0.36 m² → 41 tiles; boxes of 5 → 9 boxes.
    expect: {
      app: {
        fields: [
          { label: "room", type: "number" },
          { label: "tile", type: "number" },
          { label: "box", type: "number" },
        ],
        shows: ["boxes"],
        try: { fill: [["box", "5"]], expect: ["41", "9"] },
      },
    },
  },
  {
    id: "la4-en-paint-litres",
    lang: "en",
    kind: "lite_app",
    turns: [
      app(
        "Paint calculator: a wall 5 m wide and 2.6 m high, 2 coats, one litre covers 10 m² — how many litres do I need?",
      ),
    ],
    // 5 × 2.6 = 13 m² × 3 coats = 39 m² / 10 = 3.9 litres.
    expect: {
      app: {
        fields: [
          { label: "wide", type: "number" },
          { label: "high", type: "number" },
          { label: "coats", type: "number" },
        ],
        shows: ["litres"],
        try: { fill: [["coats", "3"]], expect: ["3.9"] },
      },
    },
  },
  {
    id: "la4-en-recipe-box",
    lang: "en",
    kind: "lite_app",
    turns: [app("Recipe box: each recipe has a name, ingredients, cooking minutes and how many it serves")],
    expect: {
      app: {
        fields: [
          { label: "name", type: "text" },
          { label: "ingredients", type: "text" },
          { label: "minutes", type: "number" },
          { label: "serves", type: "number" },
        ],
        forbidFields: ["total"],
      },
    },
  },
  {
    id: "la4-en-fu-reading-toggle",
    lang: "en",
    kind: "lite_app",
    turns: [
      app("Reading list: title, author and status — to read, reading or finished"),
      app("add a toggle to hide finished books"),
    ],
    expect: {
      app: {
        fields: [
          { label: "title", type: "text" },
          { label: "author", type: "text" },
        ],
        options: ["to read", "reading", "finished"],
        controls: [{ kind: "toggle" }],
      },
    },
  },
  {
    id: "la4-en-workout-week",
    lang: "en",
    kind: "lite_app",
    turns: [app("Workout log: date, exercise, sets, reps and minutes; show my total minutes this week")],
    expect: {
      app: {
        fields: [
          { label: "date", type: "date" },
          { label: "exercise", type: "text" },
          { label: "sets", type: "number" },
          { label: "reps", type: "number" },
          { label: "minutes", type: "number" },
        ],
        shows: ["week"],
      },
    },
  },
  {
    id: "la4-en-gift-budget",
    lang: "en",
    kind: "lite_app",
    turns: [
      app(
        "Christmas gift budget for Mum, Dad and Sam: the gift, its price and whether I've bought it; show what I've spent on each person",
      ),
    ],
    expect: {
      app: {
        fields: [
          { label: "gift", type: "text" },
          { label: "price", type: "number" },
          { label: "bought", type: "checkbox" },
        ],
        options: ["Mum", "Dad", "Sam"],
        shows: ["per person"],
      },
    },
  },
  {
    id: "la4-en-fu-expenses-sort",
    lang: "en",
    kind: "lite_app",
    turns: [app("Expense log: date, description, category and amount"), app("sort by amount, biggest first")],
    expect: {
      app: {
        fields: [
          { label: "date", type: "date" },
          { label: "description", type: "text" },
          { label: "amount", type: "number" },
        ],
        controls: [{ kind: "sort", about: "amount" }],
      },
    },
  },
  // ---- 中文 ----
  {
    id: "la4-zh-roommate-chores",
    lang: "zh",
    kind: "lite_app",
    turns: [app("三个室友的家务轮值表")],
    expect: {
      app: {
        fields: [{ label: "家务" }],
        forbidFields: ["三个", "室友的家务轮值表"],
        options: ["室友"],
        shows: ["每人"],
      },
    },
  },
  {
    id: "la4-zh-kids-pocket-money",
    lang: "zh",
    kind: "lite_app",
    turns: [app("两个孩子的零花钱记账：小明和小红，每人收到多少、花了多少、还剩多少")],
    expect: {
      app: {
        fields: [
          { label: "收到", type: "number" },
          { label: "花", type: "number" },
        ],
        forbidFields: ["还剩多少", "每人"],
        options: ["小明", "小红"],
        shows: ["剩"],
      },
    },
  },
  {
    id: "la4-zh-floor-boxes",
    lang: "zh",
    kind: "lite_app",
    turns: [app("铺地板要买几箱：客厅 5.4 × 3.6 米，地板每块 120 × 20 厘米，一箱 10 块，多买 5% 损耗")],
    // 5.4 × 3.6 = 19.44 m²; a board is 0.24 m² → 81 boards, +5 % → 86; 8 a box → 11 boxes.
    expect: {
      app: {
        fields: [
          { label: "客厅", type: "number" },
          { label: "地板", type: "number" },
          { label: "损耗", type: "number" },
        ],
        shows: ["箱"],
        try: { fill: [["箱", "8"]], expect: ["11"] },
      },
    },
  },
  {
    id: "la4-zh-recipes",
    lang: "zh",
    kind: "lite_app",
    turns: [app("家常菜谱：每道菜的菜名、主要食材、烹饪时间（分钟）和难度（简单、中等、难）")],
    expect: {
      app: {
        fields: [
          { label: "菜名", type: "text" },
          { label: "食材", type: "text" },
          { label: "分钟", type: "number" },
        ],
        options: ["简单", "中等", "难"],
        forbidFields: ["合计"],
      },
    },
  },
  {
    id: "la4-zh-fu-reading-search",
    lang: "zh",
    kind: "lite_app",
    turns: [app("读书清单：书名、作者、状态（想读、在读、读完）"), app("加个搜索，按书名找")],
    expect: {
      app: {
        fields: [
          { label: "书名", type: "text" },
          { label: "作者", type: "text" },
        ],
        options: ["想读", "在读", "读完"],
        controls: [{ kind: "search" }],
      },
    },
  },
  {
    id: "la4-zh-workout-week",
    lang: "zh",
    kind: "lite_app",
    turns: [app("健身记录：日期、项目、组数、时长（分钟），显示本周总时长")],
    expect: {
      app: {
        fields: [
          { label: "日期", type: "date" },
          { label: "项目", type: "text" },
          { label: "组数", type: "number" },
          { label: "时长", type: "number" },
        ],
        shows: ["本周"],
      },
    },
  },
  {
    id: "la4-zh-gift-budget",
    lang: "zh",
    kind: "lite_app",
    turns: [app("给爸爸、妈妈和外婆买新年礼物：礼物、价格、是否已买，显示每人花了多少")],
    expect: {
      app: {
        fields: [
          { label: "礼物", type: "text" },
          { label: "价格", type: "number" },
          { label: "已买", type: "checkbox" },
        ],
        options: ["爸爸", "妈妈", "外婆"],
        shows: ["每人"],
      },
    },
  },
  {
    id: "la4-zh-fu-run-sort",
    lang: "zh",
    kind: "lite_app",
    turns: [app("跑步记录：日期、距离（公里）、用时（分钟）、地点"), app("按距离从长到短排序")],
    expect: {
      app: {
        fields: [
          { label: "日期", type: "date" },
          { label: "距离", type: "number" },
          { label: "用时", type: "number" },
        ],
        controls: [{ kind: "sort", about: "距离" }],
      },
    },
  },
];

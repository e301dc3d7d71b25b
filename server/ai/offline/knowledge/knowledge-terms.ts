/** Product-management terms for the offline writer (English and Chinese). */
import type { KnowledgeEntry } from "./knowledge";

export const KNOWLEDGE_TERMS: KnowledgeEntry[] = [
  {
    match: /\bprd\b|product requirements? doc|产品需求文档|需求文档/i,
    en: {
      name: "PRD",
      what: "a product requirements document: the problem, the users, the goals, the scope, user stories and acceptance criteria of a product or feature.",
      bestFor: "aligning design, engineering and QA on what to build and how to tell it is done.",
      watchOut: "it is not a spec of every pixel; a PRD nobody updates after the kickoff is worse than none.",
      example:
        '"Habit check-in v1": goal, who it is for, five user stories, what is out of scope, the launch metric.',
    },
    zh: {
      name: "PRD",
      what: "产品需求文档：写清楚要解决的问题、目标用户、目标、范围、用户故事和验收标准。",
      bestFor: "让设计、研发和测试对“做什么、怎样算做完”达成一致。",
      watchOut: "它不是逐像素的规格说明；启动会后就没人更新的 PRD 比没有更糟。",
      example: "《习惯打卡 v1》：目标、面向谁、五条用户故事、不做什么、上线后看的指标。",
    },
  },
  {
    match: /\bmrd\b|market requirements? doc|市场需求文档/i,
    en: {
      name: "MRD",
      what: "a market requirements document: the market, the customer segments, the opportunity and what the product must offer to win.",
      bestFor: "deciding whether and why to build something, before the PRD says what exactly to build.",
      watchOut: "market sizing without talking to customers gives confident numbers and wrong answers.",
    },
    zh: {
      name: "MRD",
      what: "市场需求文档：描述市场、目标客群、机会，以及产品要赢必须具备什么。",
      bestFor: "在 PRD 说清“具体做什么”之前，先回答“要不要做、为什么做”。",
      watchOut: "不和客户聊就做的市场测算，数字看着很确定，结论却可能是错的。",
    },
  },
  {
    match: /\bmvp\b|minimum viable product|最小可行产品/i,
    en: {
      name: "MVP",
      what: "the smallest version of a product that real users can use to get the core value, built to learn whether the idea works.",
      bestFor: "testing the riskiest assumption with real behaviour instead of opinions.",
      watchOut: '"minimum" is not "broken": the one core job must work well, everything else can wait.',
      example: "a habit app with only check-ins and a streak, tested with one class for two weeks.",
    },
    zh: {
      name: "MVP",
      what: "最小可行产品：真实用户能用来获得核心价值的最小版本，目的是验证想法是否成立。",
      bestFor: "用真实行为而不是意见，去验证风险最大的假设。",
      watchOut: "“最小”不等于“凑合”：核心任务必须好用，其余都可以往后放。",
      example: "只有打卡和连续天数的习惯 App，在一个班级里试用两周。",
    },
  },
  {
    match: /user stor(y|ies)|用户故事/i,
    en: {
      name: "User story",
      what: 'a requirement written from the user\'s side: "As a <user>, I want <goal> so that <benefit>", with acceptance criteria.',
      bestFor: "keeping requirements about outcomes for people, small enough to build in a sprint.",
      watchOut: "a story without acceptance criteria is a wish; one that names buttons is a design.",
      example: "As a student, I want a reminder at 9 pm so that I do not forget today's check-in.",
    },
    zh: {
      name: "用户故事",
      what: "从用户角度写的需求：“作为<用户>，我想要<目标>，以便<收益>”，并附带验收标准。",
      bestFor: "让需求围绕用户结果，而且小到一个迭代能做完。",
      watchOut: "没有验收标准的故事只是愿望；写明了按钮的故事已经是设计。",
      example: "作为学生，我希望晚上 9 点收到提醒，以免忘记今天的打卡。",
    },
  },
  {
    match: /\bprototypes?\b|原型/i,
    en: {
      name: "Prototype",
      what: "a clickable mock of the product used to test flows and layout before anything is built.",
      bestFor: "finding usability problems in hours instead of after a release.",
      watchOut: "a polished prototype invites feedback on colours; test the flow first.",
    },
    zh: {
      name: "原型",
      what: "可点击的产品模型，在开发之前用来验证流程和布局。",
      bestFor: "在几小时内而不是上线后发现可用性问题。",
      watchOut: "太精致的原型会让人去讨论配色；先验证流程。",
    },
  },
  {
    match: /\bwireframes?\b|线框图/i,
    en: {
      name: "Wireframe",
      what: "a low-fidelity sketch of a screen's layout: boxes for content and actions, no visual design.",
      bestFor: "agreeing on what goes on each screen before spending time on looks.",
      watchOut: "it cannot show motion or real content length; check both before building.",
    },
    zh: {
      name: "线框图",
      what: "低保真的页面布局草图：用方框表示内容和操作，不涉及视觉设计。",
      bestFor: "在投入视觉设计之前，先对每个页面放什么达成一致。",
      watchOut: "它表现不了动效和真实内容长度，开发前要单独确认。",
    },
  },
  {
    match: /test[\s-]?cases?|测试用例/i,
    en: {
      name: "Test case",
      what: "a precondition, steps and an expected result that check one behaviour of the product.",
      bestFor: 'making "done" verifiable and repeatable before each release.',
      watchOut: "only happy paths give false confidence; include empty, limit and error cases.",
    },
    zh: {
      name: "测试用例",
      what: "由前置条件、操作步骤和预期结果组成，用来检查产品的某一个行为。",
      bestFor: "让“做完了”可以验证、每次发布前都能重复检查。",
      watchOut: "只测主流程会带来虚假的安全感；要包含空值、边界和异常情况。",
    },
  },
  {
    match: /flow\s?charts?|流程图/i,
    en: {
      name: "Flowchart",
      what: "a diagram of the steps, decisions and outcomes of a process or user flow.",
      bestFor: "spotting missing branches (errors, cancellations) before they become bugs.",
      watchOut: "one chart per flow; a chart of everything is read by nobody.",
    },
    zh: {
      name: "流程图",
      what: "用图形表示流程中的步骤、判断和结果。",
      bestFor: "在变成 bug 之前发现遗漏的分支（出错、取消）。",
      watchOut: "一张图只画一个流程；什么都画的图没人看。",
    },
  },
  {
    match: /north star|北极星指标/i,
    en: {
      name: "North Star metric",
      what: "the one number that best captures the value users get from the product.",
      bestFor: "keeping every team pointed at user value rather than vanity numbers.",
      watchOut: "it must be something teams can move within weeks, not only revenue.",
      example: "for a habit app: habits checked in on at least 5 days a week.",
    },
    zh: {
      name: "北极星指标",
      what: "最能体现用户从产品中获得价值的那一个数字。",
      bestFor: "让所有团队盯住用户价值，而不是虚荣指标。",
      watchOut: "它必须是团队几周内能推动的数字，而不只是收入。",
      example: "习惯 App：每周至少打卡 5 天的习惯数。",
    },
  },
  {
    match: /\bkpis?\b|关键指标|关键绩效/i,
    en: {
      name: "KPI",
      what: "a measurable number that shows whether the product or team is reaching its goal.",
      bestFor: "turning a goal into something you can check every week.",
      watchOut: "too many KPIs means none matters; pick two or three.",
    },
    zh: {
      name: "KPI",
      what: "衡量产品或团队是否达成目标的可量化指标。",
      bestFor: "把目标变成每周都能检查的数字。",
      watchOut: "指标太多等于没有重点；选两三个就够了。",
    },
  },
  {
    match: /\bokrs?\b/i,
    en: {
      name: "OKR",
      what: "objectives and key results: a qualitative goal plus two to four measurable results that show it is reached.",
      bestFor: "focusing a team on a few outcomes for a quarter.",
      watchOut: "key results are outcomes, not a task list.",
    },
    zh: {
      name: "OKR",
      what: "目标与关键结果：一个定性目标，加上 2–4 个证明目标达成的可量化结果。",
      bestFor: "让团队在一个季度里聚焦少数几个结果。",
      watchOut: "关键结果是结果，不是任务清单。",
    },
  },
  {
    match: /retention|留存/i,
    en: {
      name: "Retention",
      what: "the share of users who come back after a given time (day 1, day 7, day 30).",
      bestFor: "telling whether the product delivers lasting value; growth without it leaks away.",
      watchOut: "compare cohorts (users who joined the same week), not all users together.",
    },
    zh: {
      name: "留存率",
      what: "一段时间后（次日、第 7 天、第 30 天）仍然回来使用的用户比例。",
      bestFor: "判断产品是否提供了持续价值；没有留存的增长会不断流失。",
      watchOut: "要按同期群（同一周注册的用户）比较，而不是把所有用户混在一起。",
    },
  },
  {
    match: /\bchurn|流失率/i,
    en: {
      name: "Churn",
      what: "the share of users or customers who stop using or paying in a period.",
      bestFor: "finding where value breaks down, especially in subscriptions.",
      watchOut: "ask the ones who left; the reason is rarely the one you guess.",
    },
    zh: {
      name: "流失率",
      what: "一段时间内停止使用或停止付费的用户比例。",
      bestFor: "找到价值在哪里断掉，订阅产品尤其重要。",
      watchOut: "去问问离开的人，原因很少是你猜的那个。",
    },
  },
  {
    match: /\bpersonas?\b|用户画像/i,
    en: {
      name: "Persona",
      what: "a short, research-based portrait of a typical user: goals, context, frustrations.",
      bestFor: 'keeping decisions about a real kind of person, not "the user".',
      watchOut: "personas invented without research just repeat the team's assumptions.",
    },
    zh: {
      name: "用户画像",
      what: "基于调研的典型用户简介：目标、使用场景、痛点。",
      bestFor: "让决策围绕一类真实的人，而不是抽象的“用户”。",
      watchOut: "没有调研凭空编出来的画像，只是在重复团队自己的假设。",
    },
  },
  {
    match: /user journey|customer journey|journey map|用户旅程/i,
    en: {
      name: "User journey",
      what: "the steps a user goes through to reach a goal, with what they do, think and feel at each step.",
      bestFor: "finding the moments where users get stuck or drop off.",
      watchOut: "map one goal for one persona at a time.",
    },
    zh: {
      name: "用户旅程",
      what: "用户为达成某个目标所经历的步骤，以及每一步的行为、想法和感受。",
      bestFor: "找到用户卡住或流失的时刻。",
      watchOut: "一次只画一类用户的一个目标。",
    },
  },
  {
    match: /\bdau\b|\bmau\b|日活|月活/i,
    en: {
      name: "DAU / MAU",
      what: "daily and monthly active users; DAU/MAU shows how often people come back.",
      bestFor: "products meant for frequent use (a ratio above 20% is healthy for most apps).",
      watchOut: 'define "active" as doing the core action, not just opening the app.',
    },
    zh: {
      name: "日活 / 月活",
      what: "每日和每月活跃用户数；日活/月活的比值反映用户回来的频率。",
      bestFor: "高频使用的产品（多数 App 比值高于 20% 算健康）。",
      watchOut: "“活跃”要定义为完成核心动作，而不只是打开 App。",
    },
  },
  {
    match: /\bnps\b|net promoter|净推荐值/i,
    en: {
      name: "NPS",
      what: "net promoter score: the share of users who would recommend the product minus those who would not.",
      bestFor: "a simple trend of how users feel over time.",
      watchOut: "the number says little by itself; read the comments.",
    },
    zh: {
      name: "NPS",
      what: "净推荐值：愿意推荐产品的用户比例减去不愿推荐的比例。",
      bestFor: "简单地跟踪用户感受的长期趋势。",
      watchOut: "数字本身说明不了太多，要读用户的留言。",
    },
  },
  {
    match: /\bagile\b|\bscrum\b|敏捷/i,
    en: {
      name: "Agile (Scrum)",
      what: "building in short iterations (sprints) with a prioritised backlog, reviewing working software with users each time.",
      bestFor: "products where requirements change as you learn.",
      watchOut: "ceremonies without releasing anything to users is not agile.",
    },
    zh: {
      name: "敏捷（Scrum）",
      what: "以短迭代（冲刺）开发，维护一个排好优先级的需求池，每次迭代都和用户一起评审可用的软件。",
      bestFor: "需求会随着学习不断变化的产品。",
      watchOut: "只有各种会议、却从不向用户发布，不叫敏捷。",
    },
  },
  {
    match: /waterfall|瀑布/i,
    en: {
      name: "Waterfall",
      what: "a sequence of phases (requirements, design, build, test, release), each finished before the next starts.",
      bestFor: "fixed-scope work with hard external constraints, such as regulated projects.",
      watchOut: "problems surface late, when they are most expensive to fix.",
    },
    zh: {
      name: "瀑布式开发",
      what: "按阶段顺序推进（需求、设计、开发、测试、发布），上一阶段完成才开始下一阶段。",
      bestFor: "范围固定、外部约束很硬的工作，例如受监管的项目。",
      watchOut: "问题发现得晚，而那时修复最贵。",
    },
  },
  {
    match: /\bb2b\b/i,
    en: {
      name: "B2B",
      what: "selling to businesses: fewer, larger customers, several people in each buying decision, longer sales cycles.",
      bestFor: "problems that cost a company money or time, where a team will pay for a fix.",
      watchOut: "the buyer is often not the user; you must convince both.",
    },
    zh: {
      name: "B2B",
      what: "面向企业销售：客户更少、单笔更大，一次采购有多人参与，销售周期更长。",
      bestFor: "让企业损失钱或时间、团队愿意付费解决的问题。",
      watchOut: "购买者往往不是使用者，两边都要说服。",
    },
  },
  {
    match: /\bb2c\b/i,
    en: {
      name: "B2C",
      what: "selling to individual consumers: many small customers who decide alone and quickly.",
      bestFor: "products people choose for themselves, that spread by word of mouth.",
      watchOut: "acquisition cost and retention decide everything; small price changes matter.",
    },
    zh: {
      name: "B2C",
      what: "面向个人消费者：客户多、客单价小，自己做决定而且很快。",
      bestFor: "个人自己选择、能靠口碑传播的产品。",
      watchOut: "获客成本和留存决定一切，价格的小变动影响很大。",
    },
  },
  {
    match: /product[- ]market fit|\bpmf\b|产品市场匹配/i,
    en: {
      name: "Product-market fit",
      what: "the point where a clear group of users needs the product so much that they keep using it and tell others.",
      bestFor: "knowing when to shift from learning to scaling.",
      watchOut: "it shows in retention curves that flatten, not in sign-ups.",
    },
    zh: {
      name: "产品市场匹配（PMF）",
      what: "某个明确的用户群非常需要这个产品，会持续使用并主动推荐的状态。",
      bestFor: "判断何时从探索转向规模化。",
      watchOut: "它体现在趋于平稳的留存曲线上，而不是注册量。",
    },
  },
];

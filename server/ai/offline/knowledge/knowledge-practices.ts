/** Ways of working product teams compare and ask about: Kanban, Scrum, roadmaps, release strategies, sprints. */
import type { KnowledgeEntry } from "./knowledge";

export const KNOWLEDGE_PRACTICES: KnowledgeEntry[] = [
  {
    match: /kanban|看板方法/i,
    en: {
      name: "Kanban",
      what: "a flow method: work moves across a board, with limits on how much can be in progress at once.",
      bestFor:
        "teams with a steady stream of interrupts and support work, where planning a two-week batch does not hold.",
      watchOut: "without work-in-progress limits it becomes a to-do list; measure cycle time or it drifts.",
    },
    zh: {
      name: "看板方法（Kanban）",
      what: "一种基于流动的方法：工作在看板上流转，并限制同时进行的数量。",
      bestFor: "插单和支持工作多、两周计划很难稳定执行的团队。",
      watchOut: "不设在制品上限就变成待办清单；要度量周期时间，否则会失控。",
    },
  },
  {
    match: /\bscrum\b/i,
    en: {
      name: "Scrum",
      what: "a framework of fixed-length sprints with planning, a daily stand-up, a review and a retrospective.",
      bestFor: "teams building new product work that can be planned in two-week batches.",
      watchOut: "constant interrupts break sprint commitments; ceremonies without decisions become overhead.",
    },
    zh: {
      name: "Scrum",
      what: "以固定周期冲刺为单位的框架：包含计划会、每日站会、评审会和回顾会。",
      bestFor: "做新功能、能按两周打包规划工作的团队。",
      watchOut: "频繁插单会打破冲刺承诺；只走形式不做决定的会议会变成负担。",
    },
  },
  {
    match: /roadmap|路线图/i,
    en: {
      name: "Roadmap",
      what: "a view of the problems a product will tackle over the coming quarters and why, in order of priority.",
      bestFor: "aligning leadership, sales and the team on direction and trade-offs.",
      watchOut: "dates on far-off items read as promises; keep later items as themes.",
    },
    zh: {
      name: "产品路线图",
      what: "未来几个季度产品要解决哪些问题、为什么、按什么顺序。",
      bestFor: "让管理层、销售和团队对方向与取舍达成一致。",
      watchOut: "给远期事项写死日期会被当成承诺；远期只写主题。",
    },
  },
  {
    match: /release plan|发布计划|版本计划/i,
    en: {
      name: "Release plan",
      what: "the concrete schedule of what ships in which release, with dates, scope and owners.",
      bestFor: "coordinating engineering, QA, marketing and support around the next few releases.",
      watchOut: "it changes weekly; plan only as far as you can see, and re-plan openly.",
    },
    zh: {
      name: "发布计划",
      what: "具体到每个版本上线哪些内容、日期、范围和负责人。",
      bestFor: "协调研发、测试、市场和客服围绕最近几个版本的工作。",
      watchOut: "它每周都会变；只规划看得清的部分，并公开地调整。",
    },
  },
  {
    match: /gr[ae]y release|canary|灰度发布|灰度/i,
    en: {
      name: "Canary (gray) release",
      what: "shipping a change to a small share of users first and widening it while the numbers hold.",
      bestFor:
        "risky changes where a bug would hurt many users; you learn from real traffic with a small blast radius.",
      watchOut: "needs feature flags, monitoring and a clear rule for when to roll back.",
    },
    zh: {
      name: "灰度发布",
      what: "先对一小部分用户上线，数据稳定后再逐步扩大范围。",
      bestFor: "风险较大的改动：用真实流量验证，同时把影响范围控制在小范围内。",
      watchOut: "需要功能开关、监控，以及明确的回滚标准。",
    },
  },
  {
    match: /full (?:release|rollout)|全量发布|全量/i,
    en: {
      name: "Full release",
      what: "shipping a change to every user at once.",
      bestFor:
        "small, low-risk changes and fixes, or when everyone must get the same version at the same time.",
      watchOut: "a bug reaches everyone; have a rollback ready and watch the first hour.",
    },
    zh: {
      name: "全量发布",
      what: "一次性对所有用户上线。",
      bestFor: "小而低风险的改动和修复，或必须所有人同时使用同一版本的情况。",
      watchOut: "出问题会影响所有人；准备好回滚，盯住上线后的第一个小时。",
    },
  },
  {
    match: /usability test|可用性测试/i,
    en: {
      name: "Usability test",
      what: "watching real users try to do real tasks with a design or product, and noting where they struggle.",
      bestFor: "finding the biggest usability problems early: five participants find most of them.",
      watchOut: "do not help or explain during the task; ask what they expected, not whether they like it.",
    },
    zh: {
      name: "可用性测试",
      what: "观察真实用户用设计或产品完成真实任务，记录卡住的地方。",
      bestFor: "尽早发现最大的可用性问题：5 位参与者就能发现大部分。",
      watchOut: "任务进行中不要提示或解释；问他们原本期待什么，而不是喜不喜欢。",
    },
  },
  {
    match: /acceptance criteria|验收标准/i,
    en: {
      name: "Acceptance criteria",
      what: "the testable conditions a user story must meet to count as done.",
      bestFor: 'agreeing on "done" before building, and turning each story into test cases.',
      watchOut:
        "describe outcomes (what the user sees), not implementation; cover errors and limits, not just the happy path.",
    },
    zh: {
      name: "验收标准",
      what: "用户故事要被视为完成所必须满足的、可测试的条件。",
      bestFor: "开发前就对“完成”达成一致，并能直接转成测试用例。",
      watchOut: "写结果（用户看到什么）而不是实现方式；覆盖出错和边界，而不只是主流程。",
    },
  },
  {
    match: /design sprint|discovery sprint|设计冲刺|探索冲刺/i,
    en: {
      name: "Discovery sprint",
      what: "a time-boxed week or two to understand a problem, sketch options, prototype one and test it with users.",
      bestFor: "answering a big product question fast, before committing a team to build.",
      watchOut:
        "needs a decider in the room and real users booked in advance; without them it is a workshop.",
    },
    zh: {
      name: "探索冲刺",
      what: "用一到两周的限定时间理解问题、发散方案、做原型并找用户测试。",
      bestFor: "在投入团队开发之前，快速回答一个重大的产品问题。",
      watchOut: "需要决策者全程参与，并提前约好真实用户；否则只是一场工作坊。",
    },
  },
];

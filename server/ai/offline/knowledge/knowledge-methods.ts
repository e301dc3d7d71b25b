/**
 * Research, planning and prioritising methods product people ask how to run ("How do I run a
 * pre-mortem?", "怎么做竞品分析？"): what each is, and its own steps, so a how-to about one
 * method never gets the same generic steps as any other.
 */
import type { KnowledgeEntry } from "./knowledge";

export const KNOWLEDGE_METHODS: KnowledgeEntry[] = [
  {
    match: /pre-?mortem|事前验尸|预先验尸|事前复盘/i,
    en: {
      name: "Pre-mortem",
      what: "a meeting before a project starts where the team imagines it has already failed and works out why.",
      bestFor: "big bets and launches where optimism hides risks nobody wants to say out loud.",
      watchOut:
        "it only works if people feel safe naming risks; end with owners for the top risks, or it is just a gloomy hour.",
      steps: [
        '**Set the scene (5 min).** State the plan and its goal, then say: "It is six months from now and this project has failed. Why?"',
        "**Write reasons alone (10 min).** Everyone writes every reason they can think of on their own, so the loudest voice does not set the list.",
        "**Read them out, one per person per round,** until every reason is on the board; group the duplicates.",
        "**Vote on the three to five most likely and most damaging risks.**",
        "**For each top risk, agree on one change to the plan or an early warning sign,** with an owner and a date.",
        "**Revisit the list at the first milestone:** which risks are fading, which are growing?",
      ],
    },
    zh: {
      name: "事前验尸（Pre-mortem）",
      what: "项目开始前的一次会议：假设项目已经失败，大家一起倒推失败的原因。",
      bestFor: "重大投入和重要发布——乐观情绪容易掩盖没人愿意说出口的风险。",
      watchOut: "成员要敢说风险才有用；最后一定要给头部风险指定负责人，否则只是一小时的悲观讨论。",
      steps: [
        "**交代背景（5 分钟）。**说明计划和目标，然后提问：“半年后这个项目失败了，为什么？”",
        "**各自写原因（10 分钟）。**每个人独立写下能想到的所有原因，避免被最大声的人带偏。",
        "**轮流念出，每人每轮一条，**直到所有原因都上墙，合并重复项。",
        "**投票选出最可能、影响最大的 3–5 个风险。**",
        "**为每个头部风险约定一项计划调整或预警信号，**明确负责人和日期。",
        "**到第一个里程碑时回看清单：**哪些风险在减弱，哪些在变大？",
      ],
    },
  },
  {
    match:
      /compet(?:itor|itive) (?:analysis|research|review|report)|competitor (?:study|teardown)|竞品分析|竞品调研|竞品研究|竞争分析/i,
    en: {
      name: "Competitive analysis",
      what: "a structured look at the products your users could choose instead, and what that means for your own decisions.",
      bestFor:
        "positioning, pricing and deciding which features are table stakes and which can set you apart.",
      watchOut:
        "copying feature lists; the point is what users hire each product for and where they are let down.",
      steps: [
        "**Write the question the analysis must answer** (where to position, what to charge, what to build next).",
        "**Pick three to five competitors:** two direct, one indirect (what users do today instead, even a spreadsheet), one rising newcomer.",
        "**Use each product as a new user** for an hour: sign up, do the core job, and take screenshots of each step.",
        "**Fill one comparison table:** target user, core job, pricing, key features, onboarding time, strengths, weaknesses.",
        "**Read their reviews and support forums** for what users praise and complain about; count the themes.",
        "**End with three implications for your product:** what to match, what to skip and where to be different.",
      ],
    },
    zh: {
      name: "竞品分析",
      what: "系统地看看用户还能选择哪些产品，以及这对你自己的决策意味着什么。",
      bestFor: "定位、定价，以及判断哪些功能是标配、哪些能形成差异。",
      watchOut: "不要只罗列功能清单；关键是用户用每个产品来完成什么事、在哪里失望。",
      steps: [
        "**写下这次分析要回答的问题**（怎么定位、怎么定价、下一步做什么）。",
        "**选 3–5 个竞品：**两个直接竞品、一个间接替代（用户现在的做法，哪怕是 Excel）、一个新兴玩家。",
        "**以新用户身份把每个产品用一小时：**注册、完成核心任务，每一步截图。",
        "**填一张对比表：**目标用户、核心任务、定价、关键功能、上手时间、优势、短板。",
        "**看应用商店评论和社区反馈，**归纳用户夸什么、骂什么，统计各主题出现次数。",
        "**结论落到三条对自己产品的启示：**哪些要跟上、哪些不做、在哪里做出差异。",
      ],
    },
  },
  {
    match: /user interviews?|customer interviews?|discovery interviews?|用户访谈|客户访谈|深度访谈/i,
    en: {
      name: "User interview",
      what: "a one-to-one conversation with a user about their real past behaviour, to learn what they need and why.",
      bestFor: "understanding motivations, context and workarounds before you decide what to build.",
      watchOut: "asking people to predict or to rate your idea; ask about the last time they did the thing.",
      steps: [
        "**Write the one or two things you need to learn,** and who can tell you (people who had the problem recently).",
        "**Recruit five to eight of them;** offer a small thank-you and book 30–45 minutes each.",
        '**Prepare open questions about the past:** "Tell me about the last time you…", "What did you try?", "What was hardest?"',
        '**Listen more than you talk;** ask "why?" and "can you show me?"; never pitch your idea during the interview.',
        "**Write up each interview the same day:** quotes, the job they were doing, pains and workarounds.",
        "**After five, look for patterns** across interviews and decide what changes in your plan.",
      ],
    },
    zh: {
      name: "用户访谈",
      what: "与用户一对一交流他们过去的真实行为，了解他们需要什么以及为什么。",
      bestFor: "在决定做什么之前，弄清动机、使用场景和现有的变通办法。",
      watchOut: "不要让用户预测未来或给你的想法打分；问他们上一次做这件事的经过。",
      steps: [
        "**写下最想弄清的一两件事，**以及谁能回答（最近遇到过这个问题的人）。",
        "**招募 5–8 位这样的用户，**准备小礼品，每人约 30–45 分钟。",
        "**准备关于过去的开放式问题：**“讲讲你上一次……的经过”“你试过哪些办法？”“最难的是哪一步？”",
        "**多听少说，**多问“为什么”和“能演示给我看吗”；访谈中不要推销你的方案。",
        "**当天整理每场访谈：**原话、用户当时要完成的事、痛点和变通办法。",
        "**访谈满 5 场后找共性，**决定计划里要改什么。",
      ],
    },
  },
  {
    match: /\bsurveys?\b|questionnaires?|问卷调查|问卷|调查问卷/i,
    en: {
      name: "Survey",
      what: "a set of fixed questions sent to many people, to measure how common something is.",
      bestFor:
        "sizing a problem or preference you already understand from interviews, across hundreds of people.",
      watchOut:
        "a survey counts, it does not explain; leading or double questions give confident wrong numbers.",
      steps: [
        "**Write the decision the numbers will inform** and the two or three figures you need for it.",
        "**Draft ten questions or fewer:** closed questions with clear options, one idea per question, no leading words.",
        '**Add one open question** at the end ("What else should we know?").',
        "**Pilot it with three people** and fix every question they hesitate on.",
        "**Send it to the right sample** (recent users of the feature, not everyone) and aim for at least 100 answers.",
        "**Report the figures with their sample size,** cut by the segments that matter, next to the decision.",
      ],
    },
    zh: {
      name: "问卷调查",
      what: "把一组固定问题发给很多人，用来衡量某件事有多普遍。",
      bestFor: "在访谈中已经理解的问题或偏好，需要在几百人范围内量化时。",
      watchOut: "问卷只能计数不能解释原因；诱导性问题或一题问两件事，会得到看似可靠的错误数字。",
      steps: [
        "**写下这些数字要支持的决定，**以及需要的两三个关键数据。",
        "**问题不超过 10 个：**多用选项清晰的封闭题，一题只问一件事，不用诱导性措辞。",
        "**最后加一道开放题**（“还有什么想告诉我们的？”）。",
        "**先找 3 个人试填，**凡是他们犹豫的题都改掉。",
        "**发给对的人群**（最近用过该功能的用户，而不是所有人），至少收回 100 份。",
        "**报告数字时注明样本量，**按关键人群拆分，并直接对应到决策。",
      ],
    },
  },
  {
    match: /a\/b test|ab test|split test|A\/B ?测试|AB ?测试/i,
    en: {
      name: "A/B test",
      what: "showing two versions to comparable groups of users at the same time and comparing one metric.",
      bestFor: "choosing between concrete variants when you have enough traffic to see a difference.",
      watchOut:
        "stopping early when the numbers look good, or testing with too little traffic to tell anything.",
      steps: [
        '**Write the hypothesis:** "Changing X for users Y will move metric Z by at least N %."',
        "**Pick one primary metric** and one guardrail metric that must not get worse.",
        "**Work out the sample size** for the smallest change worth detecting, and from it the test's length.",
        "**Split users randomly and stably** (the same user always sees the same version) and check the split is even.",
        "**Run for the full planned time,** whole weeks only; do not stop when it first looks significant.",
        "**Decide and write it down:** ship, drop or iterate, with the result and what you learned.",
      ],
    },
    zh: {
      name: "A/B 测试",
      what: "同一时间给两组可比的用户展示两个版本，对比一个核心指标。",
      bestFor: "流量足够、要在几个具体方案之间做选择的时候。",
      watchOut: "数据一好看就提前停止，或者流量太小根本看不出差别。",
      steps: [
        "**写出假设：**“对用户 Y 改变 X，会让指标 Z 至少提升 N%。”",
        "**选一个主指标，**再选一个不能变差的护栏指标。",
        "**按最小值得检测的变化算样本量，**并由此确定测试时长。",
        "**随机且稳定地分流**（同一用户始终看到同一版本），并检查分流是否均匀。",
        "**跑满计划时长，**按整周计算；不要一出现显著就停。",
        "**做决定并记录：**上线、放弃还是继续迭代，写下结果和学到的东西。",
      ],
    },
  },
  {
    match: /retrospective|\bretro\b|复盘会|回顾会|复盘/i,
    en: {
      name: "Retrospective",
      what: "a regular team meeting to look back at how the last stretch of work went and agree what to change.",
      bestFor: "teams that want to improve how they work a little every sprint or project.",
      watchOut:
        "the same complaints every time with no change; keep one or two actions with owners and check them next time.",
      steps: [
        "**Open by checking last time's actions:** done, not done, and did they help?",
        "**Gather facts:** a short timeline of the period (releases, incidents, changes in the team).",
        "**Each person writes alone** what went well, what did not and what puzzled them; put them on the board.",
        "**Group the notes and vote** on the two themes that matter most.",
        '**Find the cause of each theme** (ask "why?" a few times) and agree one small, concrete action with an owner.',
        "**Close in time** and share the actions where the team will see them every day.",
      ],
    },
    zh: {
      name: "复盘会（Retrospective）",
      what: "团队定期回顾上一阶段的工作方式，并约定要改变什么。",
      bestFor: "希望每个迭代或项目都能把协作方式改进一点的团队。",
      watchOut: "每次都是同样的抱怨却没有改变；只保留一两项有负责人的行动，下次复盘先检查。",
      steps: [
        "**先检查上次的行动项：**完成没有，有没有用？",
        "**摆事实：**列出这段时间的时间线（发布、事故、人员变化）。",
        "**每人独立写下**做得好的、做得不好的、有疑问的，贴到白板上。",
        "**归类后投票，**选出最重要的两个主题。",
        "**对每个主题追问几次“为什么”找到原因，**约定一项小而具体、有负责人的行动。",
        "**按时结束，**把行动项放在团队每天都能看到的地方。",
      ],
    },
  },
  {
    match: /design sprint|设计冲刺/i,
    en: {
      name: "Design sprint",
      what: "a five-day process to go from a big question to a prototype tested with real users.",
      bestFor: "a high-stakes question where a week of focused work beats months of debate.",
      watchOut:
        "it needs the decider and a full team for the whole week; half-attended sprints give half answers.",
      steps: [
        "**Monday — map:** agree the long-term goal and the sprint questions, map the user journey and pick the target moment.",
        "**Tuesday — sketch:** look at existing ideas, then each person sketches a solution alone.",
        "**Wednesday — decide:** critique the sketches silently, vote, and the decider picks; storyboard the prototype.",
        "**Thursday — prototype:** build a realistic facade just good enough to test.",
        "**Friday — test:** five one-to-one interviews with target users; the team watches and notes patterns.",
        "**Afterwards:** write down what held and what did not, and decide the next step.",
      ],
    },
    zh: {
      name: "设计冲刺（Design Sprint）",
      what: "用五天时间，从一个关键问题走到一个经过真实用户测试的原型。",
      bestFor: "风险高、值得用一周专注工作代替几个月争论的问题。",
      watchOut: "需要决策者和完整团队全程参与；参与一半，答案也只有一半。",
      steps: [
        "**周一 绘制：**确定长期目标和冲刺问题，画出用户旅程，选定目标环节。",
        "**周二 草图：**参考已有方案，每人独立画出解决方案草图。",
        "**周三 决策：**默读点评草图、投票，由决策者拍板；画出原型的故事板。",
        "**周四 原型：**做一个足够逼真、刚好能测试的原型。",
        "**周五 测试：**与 5 位目标用户一对一测试，团队旁听并记录共性。",
        "**之后：**写下哪些假设成立、哪些不成立，决定下一步。",
      ],
    },
  },
  {
    match: /story map(?:ping)?|用户故事地图|故事地图/i,
    en: {
      name: "User story mapping",
      what: "laying out a product's user stories along the user's journey, then slicing them into releases.",
      bestFor: "planning an MVP and releases without losing sight of the whole journey.",
      watchOut: "a map built without users' real steps becomes a feature list laid out sideways.",
      steps: [
        "**Write the user's journey as a row of activities,** left to right, in the order they do them.",
        "**Under each activity, list the steps and the stories** that support it, most important at the top.",
        "**Walk the map with the team** as if you were the user, and fill the gaps you find.",
        "**Draw a line for the first release:** the fewest stories that let a user finish the whole journey.",
        "**Slice the next releases** below it by the outcome each one adds.",
      ],
    },
    zh: {
      name: "用户故事地图",
      what: "按用户旅程把产品的用户故事铺开，再横向切分成各个版本。",
      bestFor: "规划 MVP 和后续版本，同时不丢掉完整的用户旅程。",
      watchOut: "不按用户真实步骤画出来的地图，只是横着摆的功能清单。",
      steps: [
        "**把用户旅程写成一行活动，**从左到右按用户实际顺序排列。",
        "**在每个活动下列出步骤和用户故事，**越重要的越靠上。",
        "**和团队以用户身份走一遍地图，**补上发现的缺口。",
        "**画出第一个版本的线：**让用户能走完整个旅程的最少故事。",
        "**在下面按每个版本新增的成果切分后续版本。**",
      ],
    },
  },
  {
    match: /\bRICE\b|\bICE scor|RICE ?评分|RICE ?模型/i,
    en: {
      name: "RICE scoring",
      what: "a prioritising score: Reach × Impact × Confidence ÷ Effort, for comparing very different ideas.",
      bestFor: "a long backlog where opinions clash and you need a shared, explicit yardstick.",
      watchOut: "false precision; the score starts a conversation, it does not end it.",
      steps: [
        "**List the candidate ideas** on one sheet, each with the problem it solves.",
        "**Estimate Reach:** how many users it affects in a set period (e.g. per quarter).",
        "**Score Impact** on a fixed scale (3 massive, 2 high, 1 medium, 0.5 low, 0.25 minimal).",
        "**Set Confidence** (100 %, 80 %, 50 %) by how much evidence you have.",
        "**Estimate Effort** in person-months, then compute Reach × Impact × Confidence ÷ Effort.",
        "**Sort, then sanity-check the top five with the team** before committing.",
      ],
    },
    zh: {
      name: "RICE 评分",
      what: "一种排优先级的打分方法：覆盖面 × 影响 × 信心 ÷ 投入，用来比较差别很大的需求。",
      bestFor: "需求池很长、意见不一，需要一把共同且明确的尺子时。",
      watchOut: "虚假的精确；分数是讨论的起点，不是终点。",
      steps: [
        "**把候选需求列在一张表里，**写明每个解决什么问题。",
        "**估算覆盖面（Reach）：**一段时间内（如每季度）影响多少用户。",
        "**按固定刻度给影响（Impact）打分**（3 巨大、2 高、1 中、0.5 低、0.25 极小）。",
        "**按证据多少给信心（Confidence）**（100%、80%、50%）。",
        "**估算投入（Effort）人月数，**计算 覆盖面 × 影响 × 信心 ÷ 投入。",
        "**排序后和团队一起核对前五名**是否合理，再做承诺。",
      ],
    },
  },
  {
    match: /moscow|MoSCoW/i,
    en: {
      name: "MoSCoW",
      what: "sorting requirements into Must have, Should have, Could have and Won't have (this time).",
      bestFor: "agreeing the scope of a fixed-date release with stakeholders.",
      watchOut: "everything becoming a Must; cap Musts at about 60 % of the effort.",
      steps: [
        "**Agree the release goal and date** with the stakeholders first.",
        "**List every requirement** on one page.",
        "**Mark the Musts:** without them the release fails its goal or breaks a law or contract.",
        "**Sort the rest** into Should, Could and Won't (this time), and write down why.",
        "**Check the Musts fit in about 60 % of the capacity;** if not, challenge them again.",
      ],
    },
    zh: {
      name: "MoSCoW 法",
      what: "把需求分为必须有（Must）、应该有（Should）、可以有（Could）和这次不做（Won't）。",
      bestFor: "和干系人一起确定固定日期版本的范围。",
      watchOut: "所有需求都变成 Must；Must 的工作量控制在约 60% 以内。",
      steps: [
        "**先和干系人确定版本目标和日期。**",
        "**把所有需求列在一页纸上。**",
        "**标出 Must：**没有它版本就达不到目标，或违反法规和合同。",
        "**其余分为 Should、Could 和 Won't（这次不做），**并写下理由。",
        "**检查 Must 是否只占约 60% 的产能；**超出就重新挑战。",
      ],
    },
  },
  {
    match: /jobs[- ]to[- ]be[- ]done|\bJTBD\b|待完成的工作/i,
    en: {
      name: "Jobs to be done (JTBD)",
      what: "a way to understand demand by the progress a person is trying to make in a situation, not by who they are.",
      bestFor: "finding what really competes with your product and why people switch.",
      watchOut: 'writing jobs as features ("use the app to…"); a job has no product in it.',
      steps: [
        "**Interview people who recently switched** to or from a product like yours.",
        "**Reconstruct the timeline:** the first thought, looking around, deciding, and the first use.",
        "**Note the forces:** the push of the old way, the pull of the new, anxieties and habits.",
        '**Write the job as** "When [situation], I want to [progress], so I can [outcome]."',
        "**Group similar jobs** and pick the one your product will serve best.",
      ],
    },
    zh: {
      name: "待完成的工作（JTBD）",
      what: "从人在某个情境下想取得的进展来理解需求，而不是从人群画像出发。",
      bestFor: "找出真正与你竞争的东西，以及人们为什么换用产品。",
      watchOut: "把“任务”写成功能（“用 App 来……”）；真正的任务里没有产品。",
      steps: [
        "**访谈最近换用（或放弃）同类产品的人。**",
        "**还原时间线：**第一次产生念头、四处比较、做决定、第一次使用。",
        "**记录各种力量：**旧方式的推力、新方案的拉力、顾虑和习惯。",
        "**把任务写成**“当【情境】时，我想要【进展】，以便【结果】”。",
        "**归并相似的任务，**选出你的产品最能服务好的那一个。",
      ],
    },
  },
  {
    match:
      /user segmentation|customer segmentation|segment(?:ing)? (?:our |your |the )?(?:users|customers)|\bRFM\b|用户分层|客户分层|分层运营|用户分群|客户分群/i,
    en: {
      name: "User segmentation",
      what: "splitting your users into a few groups that behave differently, so each group gets the product, messages and offers that fit it.",
      bestFor:
        "retention and growth work, when one message to everyone is too loud for some users and too quiet for others.",
      watchOut:
        "segments nobody acts on are a slide, not a strategy; start with three or four groups, each with one action and one number to move.",
      steps: [
        "**Pick the goal the segments serve** (more second purchases, fewer churned accounts, more upgrades): it decides which behaviour to split on.",
        "**Choose two or three signals you already have,** such as recency, frequency and spend (RFM), or activity in the last 30 days and plan.",
        "**Cut users into three to five groups with plain names and rules** (new, active, at risk, dormant, high value), and count each group's size.",
        "**Check each group is different and big enough to matter:** compare retention and revenue side by side; merge groups that behave the same.",
        "**Give each group one action and one metric,** such as onboarding tips for new users, a win-back message for the at-risk group, and early access for high-value users.",
        "**Run it as an experiment against a holdout,** then re-cut the groups every month, since users move between them.",
      ],
    },
    zh: {
      name: "用户分层运营",
      what: "把用户按行为分成几类差异明显的群体，对每一类用合适的产品体验、触达内容和权益。",
      bestFor: "留存和增长——一刀切的运营动作，对一部分用户太打扰，对另一部分又不够。",
      watchOut: "分完层却没有对应动作，只是一页 PPT；先分 3–4 层，每层一个动作、一个要提升的指标。",
      steps: [
        "**先定分层要服务的目标**（提升复购、降低流失、促进付费升级）：它决定按什么行为来分。",
        "**选 2–3 个现成的数据信号，**比如最近一次消费、消费频次、消费金额（RFM），或近 30 天活跃度和会员等级。",
        "**按清晰的规则分成 3–5 层并命名**（新用户、活跃用户、流失预警、沉睡用户、高价值用户），统计每层人数。",
        "**检查各层确实不同、且规模值得做：**对比各层的留存和收入；表现相近的层合并。",
        "**每层配一个运营动作和一个指标，**比如新用户做新手引导、流失预警用户发召回券、高价值用户给专属权益。",
        "**留出对照组做实验，**每月重新分层一次，因为用户会在层级之间流动。",
      ],
    },
  },
  {
    match: /funnel analysis|conversion funnel|funnel|漏斗分析|转化漏斗|漏斗/i,
    en: {
      name: "Funnel analysis",
      what: "following users through the steps to one goal (visit → sign up → first order) and measuring how many drop off at each step.",
      bestFor: "finding the one step where most people give up, so the team fixes the biggest leak first.",
      watchOut:
        "a funnel shows where people leave, not why; pair the worst step with session recordings or five short interviews.",
      steps: [
        "**Name the goal and its steps in order,** each one an event you already track (or add the tracking first).",
        "**Pick the time window and who counts,** such as new users in the last 28 days who finish within 7 days of their first visit.",
        "**Measure the conversion between each pair of steps,** not only end to end, and the median time between them.",
        "**Split the funnel by one or two segments** (platform, channel, new vs returning) to see where a group leaks more.",
        "**Find out why at the worst step:** watch recordings, read support tickets, or ask five users who dropped there.",
        "**Change one thing at that step and compare** the step's conversion before and after, or in an A/B test.",
      ],
    },
    zh: {
      name: "漏斗分析",
      what: "沿着用户完成某个目标的步骤（访问 → 注册 → 首单）逐步统计，看每一步流失了多少人。",
      bestFor: "找到流失最多的那一步，让团队先堵最大的漏洞。",
      watchOut: "漏斗只告诉你用户在哪里离开，不告诉你为什么；要配合录屏回放或 5 个简短访谈。",
      steps: [
        "**按顺序列出目标和每一步，**每一步都对应一个已埋点的事件（没有就先补埋点）。",
        "**确定时间窗口和统计口径，**比如近 28 天的新用户、首次访问后 7 天内完成。",
        "**计算每相邻两步之间的转化率，**而不只是整体转化，并看两步之间的中位时长。",
        "**按 1–2 个维度拆分漏斗**（平台、渠道、新老用户），看哪类用户流失更多。",
        "**在流失最严重的一步找原因：**看录屏、翻客服工单，或访谈 5 位在这一步离开的用户。",
        "**只改这一步的一处，再对比**这一步改动前后的转化率，或做 A/B 测试。",
      ],
    },
  },
  {
    match: /\bBRD\b|business requirements? doc|业务需求文档|商业需求文档/i,
    en: {
      name: "BRD",
      what: "a business requirements document: why the business needs the project — the goals, the expected value, the scope and the constraints — written for sponsors and stakeholders.",
      bestFor: "getting a project approved and funded before the product details are worked out.",
      watchOut:
        "solution details creep in; a BRD says what the business needs, the PRD says what the product does.",
    },
    zh: {
      name: "BRD",
      what: "业务需求文档：说明业务为什么需要这个项目——目标、预期价值、范围和约束，写给发起人和干系人看。",
      bestFor: "在产品细节确定之前，让项目获得批准和预算。",
      watchOut: "容易混入方案细节；BRD 讲业务需要什么，PRD 讲产品做什么。",
    },
  },
];

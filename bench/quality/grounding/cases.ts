/**
 * Grounding cases: knowledge sets with relevant and unrelated items, and questions whose answers
 * are in the relevant ones (en and zh). A plain answer must carry the figures; research with no
 * relevant source must say so. Unrelated items must be neither quoted (`forbid`) nor cited (their
 * titles do not appear).
 */
export type Item = { title: string; text: string; relevant: boolean };
export type GroundingCase = {
  id: string;
  lang: "en" | "zh";
  mode: "normal" | "research" | "prd";
  items: Item[];
  question: string;
  /** Figures (or short phrases) from the relevant items that the answer must carry. */
  figures: string[];
  /** Text only the unrelated items hold. */
  forbid: string[];
  /** Research with no relevant source: the first lines say so, and nothing is cited. */
  nothing?: boolean;
  /** Research: the matrix's rows are exactly these competitors (a qualifier such as "for a 5-person startup" is none). */
  competitors?: string[];
  /** The figures come before any general advice: each appears in the answer's first 600 characters. */
  figuresFirst?: boolean;
};

const READING: Item = {
  title: "Reading habits survey",
  text: "Children read 20 minutes a day on average.\nParents want a weekly reading report by email.\n64% of parents read aloud at bedtime.",
  relevant: false,
};
const READING_ZH: Item = {
  title: "儿童阅读调查",
  text: "孩子平均每天阅读 20 分钟。\n家长希望每周收到一份阅读报告。\n64% 的家长会在睡前给孩子读书。",
  relevant: false,
};
const GROUP_BUY_ZH: Item = {
  title: "社区团购调研",
  text: "社区团购的复购率为 35%。\n团长佣金约为 10%。\n生鲜品类占订单的 58%。",
  relevant: false,
};

const OFFICE: Item = {
  title: "Office move notes",
  text: "The office moves to the third floor in May.\nParking passes are renewed every quarter.",
  relevant: false,
};

export const GROUNDING_CASES: GroundingCase[] = [
  {
    id: "gr-en-churn",
    lang: "en",
    mode: "normal",
    items: [
      {
        title: "Exit interviews, March",
        text: "We spoke to 48 subscribers who cancelled.\n38% cancelled over price.\n27% want to skip a week instead of cancelling.",
        relevant: true,
      },
      READING,
    ],
    question: "What are the top 3 churn fixes?",
    figures: ["38%", "27%"],
    forbid: ["20 minutes", "64%"],
  },
  {
    id: "gr-en-onboarding",
    lang: "en",
    mode: "normal",
    items: [
      READING,
      {
        title: "Onboarding funnel Q2",
        text: "Only 41% of new sign-ups finish onboarding.\nThe bank-link step loses 22% of users.\nUsers who finish onboarding in one day retain twice as well.",
        relevant: true,
      },
    ],
    question: "Where do we lose users during onboarding?",
    figures: ["41%", "22%"],
    forbid: ["20 minutes", "bedtime"],
  },
  {
    id: "gr-en-pricing",
    lang: "en",
    mode: "normal",
    items: [
      {
        title: "Pricing test results",
        text: "The $12 plan converted at 4.1%.\nThe $9 plan converted at 5.3% but earned less per visitor.\nAnnual billing was chosen by 18% of buyers.",
        relevant: true,
      },
      {
        title: "Office move",
        text: "The office moves to Pier 9 on 3 May.\nParking permits cost 45 euros a month.",
        relevant: false,
      },
    ],
    question: "Which price should we pick for the plan?",
    figures: ["$12", "4.1%", "5.3%"],
    forbid: ["Pier 9", "45 euros"],
  },
  {
    id: "gr-en-support",
    lang: "en",
    mode: "normal",
    items: [
      {
        title: "Support tickets summary",
        text: "Login problems make up 31% of support tickets.\nThe median first response time is 9 hours.\nRefund requests doubled after the March release.",
        relevant: true,
      },
      READING,
    ],
    question: "What do support tickets say about login problems?",
    figures: ["31%"],
    forbid: ["20 minutes", "bedtime"],
  },
  {
    id: "gr-en-delivery",
    lang: "en",
    mode: "normal",
    items: [
      {
        title: "Delivery complaints",
        text: "Late deliveries caused 52% of complaints in April.\nDrivers wait 11 minutes on average at the depot.",
        relevant: true,
      },
      {
        title: "Team offsite agenda",
        text: "The offsite starts at 10 am with a product review.\nDinner is booked for 14 people.",
        relevant: false,
      },
    ],
    question: "Why are customers unhappy with delivery?",
    figures: ["52%"],
    forbid: ["offsite", "14 people"],
  },
  {
    id: "gr-en-activation",
    lang: "en",
    mode: "normal",
    items: [
      {
        title: "Activation metrics",
        text: "Activation is defined as creating a first project within 7 days.\nActivation rose from 23% to 34% after the template gallery launched.",
        relevant: true,
      },
      READING,
    ],
    question: "How did activation change after the template gallery?",
    figures: ["23%", "34%"],
    forbid: ["20 minutes", "64%"],
  },
  {
    id: "gr-en-research-nothing",
    lang: "en",
    mode: "research",
    items: [READING],
    question: "Compare Notion, Coda and Obsidian for a 10-person team",
    figures: [],
    forbid: ["20 minutes", "64%"],
    nothing: true,
  },
  {
    id: "gr-en-research-mixed",
    lang: "en",
    mode: "research",
    items: [
      {
        title: "Meal kit market notes",
        text: "The European meal kit market reached 4.2 billion euros in 2025.\nMeal kit subscription churn stays above 60% in the first six months.",
        relevant: true,
      },
      READING,
    ],
    question: "Research the European meal kit market",
    figures: ["4.2 billion"],
    forbid: ["20 minutes", "bedtime"],
  },
  {
    id: "gr-zh-churn",
    lang: "zh",
    mode: "normal",
    items: [
      {
        title: "退订访谈记录",
        text: "本月访谈了 30 位退订用户。\n41% 的用户因为价格太高而流失。\n23% 的用户希望可以暂停一周配送。",
        relevant: true,
      },
      READING_ZH,
    ],
    question: "用户流失的主要原因是什么？",
    figures: ["41%"],
    forbid: ["20 分钟", "睡前"],
  },
  {
    id: "gr-zh-onboarding",
    lang: "zh",
    mode: "normal",
    items: [
      GROUP_BUY_ZH,
      {
        title: "注册漏斗数据",
        text: "只有 38% 的新用户完成注册。\n手机验证码这一步流失了 25% 的用户。",
        relevant: true,
      },
    ],
    question: "注册流程中用户在哪一步流失最多？",
    figures: ["25%"],
    forbid: ["复购率", "团长"],
  },
  {
    id: "gr-zh-pricing",
    lang: "zh",
    mode: "normal",
    items: [
      {
        title: "定价实验结果",
        text: "月费 19 元的方案转化率为 6.2%。\n月费 29 元的方案转化率为 4.5%。\n年付用户占 15%。",
        relevant: true,
      },
      READING_ZH,
    ],
    question: "会员定价应该选 19 元还是 29 元？",
    figures: ["6.2%", "4.5%"],
    forbid: ["20 分钟", "睡前"],
  },
  {
    id: "gr-zh-complaints",
    lang: "zh",
    mode: "normal",
    items: [
      READING_ZH,
      {
        title: "客服投诉汇总",
        text: "配送延迟占投诉的 47%。\n退款处理平均需要 3 天。",
        relevant: true,
      },
    ],
    question: "客户投诉最多的是什么问题？",
    figures: ["47%"],
    forbid: ["20 分钟", "睡前"],
  },
  {
    id: "gr-zh-retention",
    lang: "zh",
    mode: "normal",
    items: [
      {
        title: "留存分析",
        text: "次日留存为 32%，第七日留存为 14%。\n完成首次打卡的用户七日留存高出 2 倍。",
        relevant: true,
      },
      GROUP_BUY_ZH,
    ],
    question: "我们的留存情况怎么样？",
    figures: ["32%", "14%"],
    forbid: ["复购率", "团长"],
  },
  {
    id: "gr-zh-search",
    lang: "zh",
    mode: "normal",
    items: [
      {
        title: "搜索日志分析",
        text: "18% 的搜索没有结果。\n用户最常搜索的是“退款”和“发票”。",
        relevant: true,
      },
      READING_ZH,
    ],
    question: "站内搜索有什么问题？",
    figures: ["18%"],
    forbid: ["20 分钟", "睡前"],
  },
  {
    id: "gr-zh-research-nothing",
    lang: "zh",
    mode: "research",
    items: [GROUP_BUY_ZH],
    question: "对比飞书文档、语雀和腾讯文档，适合 10 人的团队用哪个？",
    figures: [],
    forbid: ["复购率", "团长"],
    nothing: true,
  },
  {
    id: "gr-zh-research-mixed",
    lang: "zh",
    mode: "research",
    items: [
      {
        title: "咖啡市场笔记",
        text: "中国现磨咖啡市场 2024 年规模约 1200 亿元。\n下沉市场咖啡门店数量一年增长 36%。",
        relevant: true,
      },
      GROUP_BUY_ZH,
    ],
    question: "研究一下中国现磨咖啡市场",
    figures: ["1200 亿"],
    forbid: ["复购率", "团长"],
  },
  // Written at stop 45 without tuning (research read for the first time): a competitor comparison whose
  // sources name both products, a market with a relevant and an unrelated file, and nothing to read in zh.
  {
    id: "gr-en-research-compare",
    lang: "en",
    mode: "research",
    items: [
      {
        title: "Issue tracker pricing notes",
        text: "Linear's Standard plan costs $8 per user per month.\nJira Software Standard costs $7.53 per user per month.\nOur engineers said Linear's keyboard shortcuts save them about 20 minutes a day.",
        relevant: true,
      },
      {
        title: "Dog walking interviews",
        text: "Owners walk their dogs twice a day.\n48% of owners would pay for a midday walk.",
        relevant: false,
      },
    ],
    question: "Compare Linear and Jira for a 12-person startup engineering team",
    figures: ["$8", "$7.53"],
    forbid: ["48%", "midday walk"],
  },
  {
    id: "gr-en-research-ebike",
    lang: "en",
    mode: "research",
    items: [
      READING,
      {
        title: "E-bike subscription interviews",
        text: "Riders in Berlin pay 59 euros a month for an e-bike subscription.\n41% of subscribers cancel after the first winter.\nTheft insurance is the reason most riders give for subscribing.",
        relevant: true,
      },
    ],
    question: "Research the e-bike subscription market in Germany",
    figures: ["59 euros", "41%"],
    forbid: ["20 minutes", "bedtime"],
  },
  {
    id: "gr-zh-research-pet",
    lang: "zh",
    mode: "research",
    items: [
      GROUP_BUY_ZH,
      {
        title: "宠物医院访谈",
        text: "62% 的宠物主通过微信预约宠物医院。\n周末平均候诊时间为 45 分钟。\n宠物主最在意的是医生的资质和价格透明。",
        relevant: true,
      },
    ],
    question: "调研一下宠物医院在线预约的市场和用户需求",
    figures: ["62%", "45 分钟"],
    forbid: ["复购率", "团长"],
  },
  {
    id: "gr-zh-research-nothing-approval",
    lang: "zh",
    mode: "research",
    items: [READING_ZH],
    question: "对比钉钉、企业微信和飞书的审批功能",
    figures: [],
    forbid: ["20 分钟", "睡前"],
    nothing: true,
  },
  // Issue 39, written after reading the answers (h45): questions about the user's own data, answered
  // by the figures alone; a choice between amounts; research on tools no source speaks of.
  {
    id: "gr-en-nps-data",
    lang: "en",
    mode: "normal",
    items: [
      {
        title: "NPS survey, May",
        text: "NPS for the mobile app is 31.\nDetractors mention slow sync in 44% of comments.\nPromoters praise the offline mode.",
        relevant: true,
      },
      READING,
    ],
    question: "What does the NPS survey say about the mobile app?",
    figures: ["31", "44%"],
    forbid: ["20 minutes", "64%", "bedtime"],
  },
  {
    id: "gr-zh-returns-data",
    lang: "zh",
    mode: "normal",
    items: [
      { title: "退货数据", text: "本季度退货率为 8.5%。\n服装类退货占全部退货的 61%。", relevant: true },
      GROUP_BUY_ZH,
    ],
    question: "我们的退货率情况怎么样？",
    figures: ["8.5%", "61%"],
    forbid: ["复购率", "团长佣金", "58%"],
  },
  {
    id: "gr-zh-price-amounts",
    lang: "zh",
    mode: "normal",
    items: [
      {
        title: "年卡定价测试",
        text: "39 元档的转化率为 7.1%。\n59 元档的转化率为 4.8%，但每位访客收入更高。",
        relevant: true,
      },
      READING_ZH,
    ],
    question: "年卡应该定 39 元还是 59 元？",
    figures: ["7.1%", "4.8%"],
    forbid: ["20 分钟", "睡前"],
  },
  {
    id: "gr-en-research-nothing-pm-tools",
    lang: "en",
    mode: "research",
    items: [
      READING,
      {
        title: "Office move notes",
        text: "The office moves to the third floor in May.\nParking passes are renewed every quarter.",
        relevant: false,
      },
    ],
    question: "Compare Linear, Jira and Asana for a 20-person design team",
    figures: [],
    forbid: ["third floor", "Parking", "20 minutes"],
    nothing: true,
  },
  // Stop 46, written before any run of them (not tuned): PRDs asked with knowledge picked (the
  // figures belong in the problem, goals and metrics), plain questions phrased as a PM would in a
  // hurry, and research mixing a relevant and an unrelated file.
  {
    id: "g3-en-prd-returns",
    lang: "en",
    mode: "prd",
    items: [
      {
        title: "Returns support tickets, Q3",
        text: "Returns make up 31% of all support tickets.\nThe average refund takes 9 days to reach the customer.\nCustomers asked for a printable return label in 212 tickets.",
        relevant: true,
      },
      READING,
    ],
    question: "Write a PRD for a self-service returns portal for our online shoe store",
    figures: ["31%", "9 days"],
    forbid: ["20 minutes", "bedtime"],
  },
  {
    id: "g3-en-prd-onboarding",
    lang: "en",
    mode: "prd",
    items: [
      {
        title: "Trial funnel, October",
        text: "Only 22% of trial teams invite a second member.\nTeams that connect a calendar in the first week convert at 3x the rate.\nMedian time to first project is 2 days.",
        relevant: true,
      },
      {
        title: "Catering options for the offsite",
        text: "The Thai place charges 18 euros per head.\nVegetarian options are needed for 6 people.",
        relevant: false,
      },
    ],
    question: "PRD: improve onboarding for new teams in our scheduling tool",
    figures: ["22%"],
    forbid: ["18 euros", "Thai"],
  },
  {
    id: "g3-zh-prd-parking",
    lang: "zh",
    mode: "prd",
    items: [
      {
        title: "停车场用户访谈",
        text: "高峰时段平均找车位时间为 14 分钟。\n73% 的车主希望提前预约车位。\n车主最常抱怨的是出场缴费排队。",
        relevant: true,
      },
      GROUP_BUY_ZH,
    ],
    question: "写一份智慧停车小程序的 PRD，支持预约车位和无感支付",
    figures: ["14 分钟", "73%"],
    forbid: ["复购率", "团长"],
  },
  {
    id: "g3-zh-prd-clinic",
    lang: "zh",
    mode: "prd",
    items: [
      READING_ZH,
      {
        title: "社区诊所运营数据",
        text: "线上预约占全部挂号的 46%。\n爽约率为 12%，主要集中在周一上午。\n患者平均候诊 38 分钟。",
        relevant: true,
      },
    ],
    question: "社区诊所挂号预约系统 PRD",
    figures: ["46%", "12%"],
    forbid: ["20 分钟", "睡前"],
  },
  {
    id: "g3-en-why-drop",
    lang: "en",
    mode: "normal",
    items: [
      {
        title: "Checkout analytics, September",
        text: "Checkout completion fell from 64% to 51% after the address form was added.\nMobile users abandon at the shipping step 2x more often than desktop users.",
        relevant: true,
      },
      READING,
    ],
    question: "why did checkout conversion drop?",
    figures: ["51%", "shipping"],
    forbid: ["20 minutes", "bedtime"],
  },
  {
    id: "g3-en-which-feature",
    lang: "en",
    mode: "normal",
    items: [
      {
        title: "Feature request votes",
        text: "Dark mode: 340 votes.\nCSV export: 515 votes.\nSlack integration: 290 votes.",
        relevant: true,
      },
      {
        title: "Office move notes",
        text: "The office moves to the third floor in May.\nParking passes are renewed every quarter.",
        relevant: false,
      },
    ],
    question: "Which feature should we build next based on the votes?",
    figures: ["CSV export", "515"],
    forbid: ["third floor", "Parking"],
  },
  {
    id: "g3-zh-summary",
    lang: "zh",
    mode: "normal",
    items: [
      {
        title: "骑手调研",
        text: "58% 的骑手每天工作超过 10 小时。\n骑手最希望改进的是导航准确性。\n雨天订单量增加 40%。",
        relevant: true,
      },
      GROUP_BUY_ZH,
    ],
    question: "帮我总结一下骑手调研的主要发现",
    figures: ["58%", "40%"],
    forbid: ["复购率", "团长"],
  },
  {
    id: "g3-zh-how-many",
    lang: "zh",
    mode: "normal",
    items: [
      READING_ZH,
      {
        title: "会员数据",
        text: "付费会员共 12,400 人。\n月流失率为 4.2%。\n年付会员的续费率为 81%。",
        relevant: true,
      },
    ],
    question: "我们的会员流失情况怎么样？",
    figures: ["4.2%"],
    forbid: ["20 分钟", "睡前"],
  },
  {
    id: "g3-en-research-meal-kits",
    lang: "en",
    mode: "research",
    items: [
      {
        title: "Meal kit survey",
        text: "HelloFresh customers pay about 9 dollars per serving.\n44% of respondents stopped a meal kit because of packaging waste.\nBlue Apron was the first brand most respondents had tried.",
        relevant: true,
      },
      {
        title: "Catering options for the offsite",
        text: "The Thai place charges 18 euros per head.\nVegetarian options are needed for 6 people.",
        relevant: false,
      },
    ],
    question: "Research the meal kit market: HelloFresh vs Blue Apron",
    figures: ["9 dollars", "44%"],
    forbid: ["18 euros", "Thai"],
  },
  {
    id: "g3-zh-research-nothing",
    lang: "zh",
    mode: "research",
    items: [GROUP_BUY_ZH],
    question: "调研国内儿童编程教育平台，对比编程猫和小码王",
    figures: [],
    forbid: ["复购率", "团长"],
    nothing: true,
  },
  // Issue 39 (h47), written before any change to the PRD writer (not tuned): PRDs asked as a change
  // to an existing product, with knowledge picked. The figures belong in the change's problem and
  // goals; the change is never called a new product.
  {
    id: "pc-en-prd-checkout",
    lang: "en",
    mode: "prd",
    items: [
      {
        title: "Checkout survey, November",
        text: "Checkout completion is 58% on mobile.\n34% of people who abandoned said the delivery date picker was confusing.\nPromo code errors appear in 1 of 9 orders.",
        relevant: true,
      },
      {
        title: "Catering options for the offsite",
        text: "The Thai place charges 18 euros per head.\nVegetarian options are needed for 6 people.",
        relevant: false,
      },
    ],
    question: "PRD: redesign the checkout in our meal-kit subscription site",
    figures: ["58%", "34%"],
    forbid: ["18 euros", "Thai", "new product", "use “Redesign"],
  },
  {
    id: "pc-zh-prd-delivery-eta",
    lang: "zh",
    mode: "prd",
    items: [
      READING_ZH,
      {
        title: "配送投诉数据",
        text: "超时送达占全部投诉的 42%。\n预估送达时间平均偏差 11 分钟。\n夜间订单的偏差最大。",
        relevant: true,
      },
    ],
    question: "优化我们外卖App的配送时间预估，写一份PRD",
    figures: ["42%", "11 分钟"],
    forbid: ["20 分钟", "睡前", "新产品", "优化我们外卖"],
  },
  // g4 (issue 39 items 1-2, h47): written before any change and before reading the research and answer
  // code — competitor comparisons with a qualifier that is not a competitor, knowledge naming one
  // competitor on one dimension, nothing relevant to read, an unrelated item sharing the request's words;
  // plain questions: a pricing decision, a "why", two figures compared.
  {
    id: "g4-en-research-design-tools",
    lang: "en",
    mode: "research",
    items: [
      {
        title: "Design tool notes",
        text: "Figma Professional costs $15 per editor per month.\nPenpot is open source and free to self-host.\nSketch runs only on macOS, which rules it out for our two Windows designers.",
        relevant: true,
      },
      READING,
    ],
    question: "Compare Figma, Sketch and Penpot for a 5-person startup",
    figures: ["$15", "macOS"],
    forbid: ["20 minutes", "bedtime"],
    competitors: ["Figma", "Sketch", "Penpot"],
  },
  {
    id: "g4-en-research-one-competitor",
    lang: "en",
    mode: "research",
    items: [
      {
        title: "Chat tool costs",
        text: "Slack Pro costs $8.75 per user per month.\nOur team sends about 1,200 messages a day.",
        relevant: true,
      },
    ],
    question: "Compare Slack, Microsoft Teams and Discord for a remote team of 30",
    figures: ["$8.75"],
    forbid: [],
    competitors: ["Slack", "Microsoft Teams", "Discord"],
  },
  {
    id: "g4-en-research-nothing-notes",
    lang: "en",
    mode: "research",
    items: [
      OFFICE,
      {
        title: "Team offsite agenda",
        text: "The offsite starts at 10 am with a product review.\nDinner is booked for 14 people.",
        relevant: false,
      },
    ],
    question: "Compare Notion, Coda and Obsidian as a knowledge base for a 5-person team",
    figures: [],
    forbid: ["third floor", "Parking", "14 people"],
    nothing: true,
  },
  {
    id: "g4-zh-research-office-suites",
    lang: "zh",
    mode: "research",
    items: [
      {
        title: "办公协同工具笔记",
        text: "飞书商业标准版每人每月 50 元。\n企业微信可以直接和客户的微信互通。\n钉钉的考勤打卡是我们行政最常用的功能。",
        relevant: true,
      },
      GROUP_BUY_ZH,
    ],
    question: "对比钉钉、企业微信和飞书，适合 50 人团队",
    figures: ["50 元", "考勤"],
    forbid: ["复购率", "团长"],
    competitors: ["钉钉", "企业微信", "飞书"],
  },
  {
    id: "g4-zh-research-nothing-social",
    lang: "zh",
    mode: "research",
    items: [READING_ZH],
    question: "对比小红书、抖音和B站的种草效果，面向新消费品牌",
    figures: [],
    forbid: ["20 分钟", "睡前"],
    nothing: true,
  },
  {
    id: "g4-zh-research-clinic-unrelated",
    lang: "zh",
    mode: "research",
    items: [
      {
        title: "三四线城市社区团购",
        text: "三四线城市的社区团购渗透率为 27%。\n团长平均每天处理 80 单。",
        relevant: false,
      },
      {
        title: "在线问诊平台笔记",
        text: "好大夫在线的图文问诊均价约 30 元。\n微医的签约医生多来自公立医院。",
        relevant: true,
      },
    ],
    question: "调研在线问诊平台：对比好大夫在线和微医，面向三四线城市用户",
    figures: ["30 元"],
    forbid: ["27%", "80 单", "团长"],
    competitors: ["好大夫在线", "微医"],
  },
  {
    id: "g4-en-raise-price",
    lang: "en",
    mode: "normal",
    items: [
      {
        title: "Pro plan price sensitivity",
        text: "Monthly churn on Pro is 3.2%.\n22% of Pro users said they would cancel if the price went above $14.\nPro users on annual billing churn at 1.1% a month.",
        relevant: true,
      },
      OFFICE,
    ],
    question: "Should we raise Pro from $12 to $15?",
    figures: ["3.2%", "22%", "$14"],
    forbid: ["third floor", "Parking"],
    figuresFirst: true,
  },
  {
    id: "g4-en-why-leave",
    lang: "en",
    mode: "normal",
    items: [
      READING,
      {
        title: "Week-one retention study",
        text: "46% of new users never import their contacts.\nUsers who skip the tutorial are 2x more likely to leave in week one.\nThe top complaint in exit surveys is that reminders are too frequent.",
        relevant: true,
      },
    ],
    question: "Why do new users leave in their first week?",
    figures: ["46%", "2x", "reminders"],
    forbid: ["20 minutes", "bedtime"],
    figuresFirst: true,
  },
  {
    id: "g4-en-cheaper-channel",
    lang: "en",
    mode: "normal",
    items: [
      {
        title: "Acquisition costs Q3",
        text: "Paid ads cost $64 per new customer.\nReferrals cost $18 per new customer.\nReferred customers stay 30% longer.",
        relevant: true,
      },
      {
        title: "Team offsite agenda",
        text: "The offsite starts at 10 am with a product review.\nDinner is booked for 14 people.",
        relevant: false,
      },
    ],
    question: "Which channel brings cheaper customers, ads or referrals?",
    figures: ["$64", "$18"],
    forbid: ["offsite", "14 people"],
    figuresFirst: true,
  },
  {
    id: "g4-zh-raise-price",
    lang: "zh",
    mode: "normal",
    items: [
      {
        title: "会员价格敏感度调研",
        text: "会员月流失率目前为 5.6%。\n31% 的会员表示价格超过 18 元就会取消订阅。\n年付会员的月流失率只有 1.9%。",
        relevant: true,
      },
      GROUP_BUY_ZH,
    ],
    question: "会员费要不要从 15 元涨到 19 元？",
    figures: ["5.6%", "31%", "18 元"],
    forbid: ["复购率", "团长"],
    figuresFirst: true,
  },
  {
    id: "g4-zh-why-cancel",
    lang: "zh",
    mode: "normal",
    items: [
      READING_ZH,
      {
        title: "取消订单分析",
        text: "42% 的取消发生在下单后 10 分钟内。\n配送时间超过 45 分钟的订单，取消率是平均水平的 3 倍。\n优惠券不能叠加是第二大取消原因。",
        relevant: true,
      },
    ],
    question: "为什么用户下单后又取消订单？",
    figures: ["42%", "3 倍"],
    forbid: ["20 分钟", "睡前"],
    figuresFirst: true,
  },
  {
    id: "g4-zh-ab-compare",
    lang: "zh",
    mode: "normal",
    items: [
      {
        title: "落地页 A/B 测试",
        text: "A 方案的转化率为 3.4%。\nB 方案的转化率为 4.6%，跳出率也更低。\n测试共覆盖 18,000 名访客。",
        relevant: true,
      },
      GROUP_BUY_ZH,
    ],
    question: "落地页 A 方案和 B 方案，哪个转化率更高？",
    figures: ["3.4%", "4.6%"],
    forbid: ["复购率", "团长"],
    figuresFirst: true,
  },
  // A document written from the user's knowledge (2026-12-08, written before the writer used knowledge):
  // the relevant item's lines are its content; the unrelated item — which says "weekly report" — is not.
  {
    id: "g5-en-status-report",
    lang: "en",
    mode: "normal",
    items: [
      READING,
      {
        title: "Team notes, week 49",
        text: "Shipped the new onboarding checklist to all users.\nActivation is up from 31% to 36% week over week.\nThe bank-link step still fails for 4% of users.\nNext week we plan to launch saved searches.",
        relevant: true,
      },
    ],
    question: "Write this week's status report for the team",
    figures: ["36%", "4%", "saved searches"],
    forbid: ["20 minutes", "bedtime", "reading report"],
    figuresFirst: true,
  },
  {
    id: "g5-zh-release-notes",
    lang: "zh",
    mode: "normal",
    items: [
      GROUP_BUY_ZH,
      {
        title: "3.2 版本改动",
        text: "新增拼单功能，最多 5 人一起下单。\n修复：优惠券在结算页不显示。\n订单列表加载速度提升 40%。",
        relevant: true,
      },
    ],
    question: "帮我写一份 3.2 版本的更新说明",
    figures: ["拼单", "优惠券", "40%"],
    forbid: ["复购率", "团长"],
    figuresFirst: true,
  },
  // h48 held-out (ids "pc5-"), written before any change to the PRD writer in this round (not tuned):
  // a new product and a change request with knowledge picked; the figures belong in the problem, goals
  // and metrics; the unrelated item is not quoted.
  {
    id: "pc5-en-prd-referral",
    lang: "en",
    mode: "prd",
    items: [
      OFFICE,
      {
        title: "Referral survey, spring",
        text: "19% of new learners joined from a friend's invite.\nInvited learners keep a 30-day streak twice as often.\n41% of users would invite a friend for a free month.",
        relevant: true,
      },
    ],
    question: "Write a PRD for a referral programme in our language-learning app",
    figures: ["19%", "41%"],
    forbid: ["third floor", "Parking", "new product"],
  },
  {
    id: "pc5-zh-prd-secondhand",
    lang: "zh",
    mode: "prd",
    items: [
      {
        title: "闲置交易用户访谈",
        text: "62% 的用户担心买到假货。\n每件闲置平均挂出 9 天才卖出。\n同小区自提的订单占 48%。",
        relevant: true,
      },
      READING_ZH,
    ],
    question: "写一份社区闲置交易小程序的PRD，支持同小区自提和担保交易",
    figures: ["62%", "9 天"],
    forbid: ["20 分钟", "睡前"],
  },
];

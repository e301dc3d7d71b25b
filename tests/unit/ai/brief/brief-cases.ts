/**
 * Brief-parser cases: a request (in the mode it is sent in) and what its brief must say. Only
 * the fields a case names are compared; arrays exactly, in order. Requests are written the way
 * product managers write them, in both languages, and none is taken from the quality corpus.
 */
import type { Brief } from "@/server/ai/offline/brief";

export type BriefCase = {
  name: string;
  text: string;
  mode?: string;
  history?: { role: "user" | "assistant"; text: string }[];
  current?: { kind: string; title: string; content: string };
  expect: (b: Brief) => void;
};

const stepTexts = (b: Brief) => b.steps.map((s) => s.text);

export const EN_CASES: BriefCase[] = [
  {
    name: "'run by …' names where the product lives, not the product; only people are users",
    text: "PRD for a tool-lending library run by a neighborhood association: members reserve tools, pick them up at the shed, late returns get a reminder",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.product).toBe("tool-lending library");
      expect(b.subject.setting).toBe("neighborhood association");
      expect(b.subject.phrase).toBe("tool-lending library run by a neighborhood association");
      expect(b.users).toEqual(["members"]);
      expect(b.features).toEqual([
        "reserve tools",
        "pick them up at the shed",
        "late returns get a reminder",
      ]);
    },
  },
  {
    name: "a place 'managed by' someone is the setting, without its manager",
    text: "Booking app for a climbing gym managed by volunteers",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.product).toBe("Booking app");
      expect(b.subject.setting).toBe("climbing gym");
      expect(b.users).toEqual([]);
    },
  },
  {
    name: "a participant in capitals ends its sentence ('ERP. If …')",
    text: "Sequence diagram for a purchase order approval: requester, procurement app, manager, ERP. If the amount is over $10,000 the CFO must also approve",
    mode: "mermaid",
    expect: (b) => {
      expect(b.actors).toEqual(["requester", "procurement app", "manager", "ERP"]);
      expect(b.conditions[0]).toEqual(
        expect.objectContaining({ when: "the amount is over $10,000", then: ["the CFO must also approve"] }),
      );
    },
  },
  {
    name: "sequence participants after a colon, last pair joined by and",
    text: "Sequence diagram: mobile app, loyalty service, POS terminal and CRM",
    mode: "mermaid",
    expect: (b) => {
      expect(b.chart).toBe("sequence");
      expect(b.actors).toEqual(["mobile app", "loyalty service", "POS terminal", "CRM"]);
    },
  },
  {
    name: "participants after 'between', the trailing scenario is the subject",
    text: "Show the interaction between the warehouse scanner, inventory API and ERP when a pallet arrives",
    mode: "mermaid",
    expect: (b) => {
      expect(b.actors).toEqual(["warehouse scanner", "inventory API", "ERP"]);
      expect(b.subject.product).toMatch(/pallet arrives/);
    },
  },
  {
    name: "ordered steps with arrows, each with who does it",
    text: "Flowchart for expense claims: employee submits claim → manager reviews → finance pays",
    mode: "mermaid",
    expect: (b) => {
      expect(stepTexts(b)).toEqual(["employee submits claim", "manager reviews", "finance pays"]);
      expect(b.steps.map((s) => s.actor)).toEqual(["employee", "manager", "finance"]);
      expect(b.subject.product).toBe("expense claims");
    },
  },
  {
    name: "steps and a condition with its outcome, placed after the last step",
    text: "Draw the password reset flow: user requests a link, we email a one-time link, user sets a new password; if the link is older than 30 minutes, show an expiry message",
    mode: "mermaid",
    expect: (b) => {
      expect(stepTexts(b)).toEqual([
        "user requests a link",
        "we email a one-time link",
        "user sets a new password",
      ]);
      expect(b.conditions).toEqual([
        expect.objectContaining({
          when: "the link is older than 30 minutes",
          then: ["show an expiry message"],
          after: 2,
        }),
      ]);
      expect(b.numbers.map((n) => n.text)).toContain("30 minutes");
    },
  },
  {
    name: "an if without a comma splits where the consequence begins; otherwise is its other branch",
    text: "Approval flow: the clerk checks the invoice; if the total is above $1,000 the controller signs off, otherwise the clerk approves it; then it is paid",
    mode: "mermaid",
    expect: (b) => {
      expect(b.conditions[0]).toEqual(
        expect.objectContaining({
          when: "the total is above $1,000",
          then: ["the controller signs off"],
          otherwise: ["the clerk approves it"],
          after: 0,
        }),
      );
      expect(stepTexts(b)).toEqual(["clerk checks the invoice", "it is paid"]);
      expect(b.numbers).toContainEqual(expect.objectContaining({ value: 1000, unit: "$" }));
    },
  },
  {
    name: "'after N wrong tries' is a condition that ends the flow",
    text: "Login flow: enter email, enter password, lock the account after 5 failed attempts",
    mode: "mermaid",
    expect: (b) => {
      expect(b.conditions[0]).toEqual(
        expect.objectContaining({ when: "5 failed attempts", then: ["lock the account"], ends: true }),
      );
      expect(stepTexts(b)).toEqual(["enter email", "enter password"]);
    },
  },
  {
    name: "a threshold that needs an approval",
    text: "Purchase flow: raise a request, orders over $500 need a manager's approval, place the order",
    mode: "mermaid",
    expect: (b) => {
      expect(b.conditions[0].when).toMatch(/over \$500/);
      expect(b.conditions[0].then[0]).toMatch(/manager's approval/);
    },
  },
  {
    name: "states in order",
    text: "State diagram of a parcel: created, in transit, out for delivery, delivered, returned",
    mode: "mermaid",
    expect: (b) => {
      expect(b.chart).toBe("state");
      expect(b.states).toEqual(["created", "in transit", "out for delivery", "delivered", "returned"]);
      expect(b.subject.product).toBe("parcel");
    },
  },
  {
    name: "a state that goes back when something happens",
    text: "Lifecycle of a pull request: draft, in review, changes requested, approved, merged; an approved PR goes back to in review if new commits are pushed",
    mode: "mermaid",
    expect: (b) => {
      expect(b.states).toEqual(["draft", "in review", "changes requested", "approved", "merged"]);
      expect(b.transitions).toContainEqual(expect.objectContaining({ from: "approved", to: "in review" }));
    },
  },
  {
    name: "entities and a stated relation",
    text: "ER diagram for a recipe site: users, recipes, ingredients, reviews. A recipe has many ingredients",
    mode: "mermaid",
    expect: (b) => {
      expect(b.entities).toEqual(["users", "recipes", "ingredients", "reviews"]);
      expect(b.relations).toEqual([
        expect.objectContaining({ from: "recipes", to: "ingredients", many: true }),
      ]);
      expect(b.unplaced).toEqual([]);
    },
  },
  {
    name: "classes named in CamelCase",
    text: "Class diagram: Account, Transaction, Statement",
    mode: "mermaid",
    expect: (b) => {
      expect(b.chart).toBe("class");
      expect(b.entities).toEqual(["Account", "Transaction", "Statement"]);
    },
  },
  {
    name: "gantt tasks with their durations and the plan's length",
    text: "Gantt chart for an 8-week pilot: scoping 1 week, integration 3 weeks, training 2 weeks, rollout 2 weeks",
    mode: "mermaid",
    expect: (b) => {
      expect(stepTexts(b)).toEqual(["scoping", "integration", "training", "rollout"]);
      expect(b.durations.map((d) => [d.of, d.days])).toEqual([
        ["scoping", 7],
        ["integration", 21],
        ["training", 14],
        ["rollout", 14],
      ]);
      expect(b.plan.totalDays).toBe(56);
    },
  },
  {
    name: "a duration after a pair of tasks is the pair's: one task",
    text: "Gantt chart for launching a podcast: research 2 weeks, record pilot 1 week, edit 1 week, publish and promote 3 weeks",
    mode: "mermaid",
    expect: (b) => {
      expect(stepTexts(b)).toEqual(["research", "record pilot", "edit", "publish and promote"]);
      expect(b.durations.map((d) => d.days)).toEqual([14, 7, 7, 21]);
    },
  },
  {
    name: "a roadmap with a start date",
    text: "Roadmap for the data platform starting 2026-01-12: ingestion, modelling, dashboards",
    mode: "mermaid",
    expect: (b) => {
      expect(b.chart).toBe("gantt");
      expect(b.dates).toEqual(["2026-01-12"]);
      expect(stepTexts(b)).toEqual(["ingestion", "modelling", "dashboards"]);
    },
  },
  {
    name: "mind map branches",
    text: "Mind map of a language learning app: flashcards, speaking practice, streaks, leaderboards",
    mode: "mermaid",
    expect: (b) => {
      expect(b.chart).toBe("mindmap");
      expect(b.features).toEqual(["flashcards", "speaking practice", "streaks", "leaderboards"]);
      expect(b.subject.product).toBe("language learning app");
    },
  },
  {
    name: "a journey names who uses what, and its stages",
    text: "User journey of a nurse using our shift-swap app: find a swap, request it, get approval",
    mode: "mermaid",
    expect: (b) => {
      expect(b.subject.product).toBe("shift-swap app");
      expect(b.subject.audience).toBe("nurse");
      expect(stepTexts(b)).toEqual(["find a swap", "request it", "get approval"]);
    },
  },
  {
    name: "a PRD's jobs after 'helps', with who does them",
    text: "PRD for a tool that helps landlords collect rent, log repairs and message tenants",
    mode: "prd",
    expect: (b) => {
      expect(b.features).toEqual(["collect rent", "log repairs", "message tenants"]);
      expect(b.users).toContain("landlords");
    },
  },
  {
    name: "a PRD's features after 'with'",
    text: "Write a PRD for a kids' reading tracker with reading logs, badges and a parent dashboard",
    mode: "prd",
    expect: (b) => {
      expect(b.deliverable).toBe("prd");
      expect(b.subject.product).toBe("kids' reading tracker");
      expect(b.features).toEqual(["reading logs", "badges", "parent dashboard"]);
    },
  },
  {
    name: "who it is for",
    text: "A PRD for a dog walking marketplace for busy professionals",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.product).toBe("dog walking marketplace");
      expect(b.subject.audience).toBe("busy professionals");
      expect(b.users).toEqual(["busy professionals"]);
    },
  },
  {
    name: "an organisation it is for is its setting, not its users",
    text: "PRD for a stock count app for a chain of pharmacies",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.product).toBe("stock count app");
      expect(b.subject.audience).toBeNull();
      expect(b.subject.setting).toMatch(/pharmacies/);
    },
  },
  {
    name: "where the brief comes from is not the subject",
    text: "PRD for an internal onboarding portal for new engineers, based on the attached notes",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.product).toBe("internal onboarding portal");
      expect(b.subject.audience).toBe("new engineers");
    },
  },
  {
    name: "a form's fields and its button",
    text: "Checkout page: shipping address, delivery date, card number, place order",
    mode: "prototype",
    expect: (b) => {
      expect(b.fields).toEqual(["shipping address", "delivery date", "card number"]);
      expect(b.actions).toEqual(["place order"]);
    },
  },
  {
    name: "what a dashboard shows is its sections",
    text: "Dashboard for a solar farm operator showing panel output, faults and weather",
    mode: "prototype",
    expect: (b) => {
      expect(b.sections).toEqual(["panel output", "faults", "weather"]);
      expect(b.subject.audience).toBe("solar farm operator");
      expect(b.device).toBe("web");
    },
  },
  {
    name: "a brand after 'for', its fields after 'with'",
    text: "Sign-in screen for Brightwell Bank with email and password",
    mode: "prototype",
    expect: (b) => {
      expect(b.subject.brand).toBe("Brightwell Bank");
      expect(b.fields).toEqual(["email", "password"]);
    },
  },
  {
    name: "a brand after 'called'",
    text: "Landing page for a yoga studio called Stillwater",
    mode: "prototype",
    expect: (b) => {
      expect(b.subject.brand).toBe("Stillwater");
      expect(b.subject.product).toMatch(/yoga studio/);
    },
  },
  {
    name: "the pages of a set",
    text: "A four-page prototype for a library: home, search results, book details, my loans",
    mode: "mult_prototype",
    expect: (b) => {
      expect(b.pages).toEqual(["home", "search results", "book details", "my loans"]);
      expect(b.deliverable).toBe("mult_prototype");
    },
  },
  {
    name: "steps on a page become fields, a choice and the last action",
    text: "A booking page for a driving school: choose an instructor, enter name and phone, book lesson",
    mode: "prototype",
    expect: (b) => {
      expect(b.fields).toEqual(["name", "phone"]);
      expect(b.actions).toEqual(["book lesson"]);
      expect(b.sections).toEqual(["instructor"]);
    },
  },
  {
    name: "devices",
    text: "An iPad screen for a restaurant floor plan",
    mode: "prototype",
    expect: (b) => expect(b.device).toBe("tablet"),
  },
  {
    name: "a definition question",
    text: "What is a burndown chart?",
    expect: (b) => expect(b.intent).toBe("definition"),
  },
  {
    name: "a how-to question",
    text: "How do I run a retro for a remote team?",
    expect: (b) => expect(b.intent).toBe("howto"),
  },
  {
    name: "a comparison",
    text: "Trello vs Jira for a design team?",
    expect: (b) => expect(b.intent).toBe("compare"),
  },
  {
    name: "a why question",
    text: "Why do users abandon onboarding after the second screen?",
    expect: (b) => expect(b.intent).toBe("why"),
  },
  {
    name: "a checklist",
    text: "Give me a checklist for a beta launch",
    expect: (b) => expect(b.intent).toBe("list"),
  },
  { name: "a greeting", text: "hello!", expect: (b) => expect(b.intent).toBe("greeting") },
  {
    name: "money and durations",
    text: "Refunds above ¥2,000 require finance approval within 3 business days",
    expect: (b) => {
      expect(b.numbers).toContainEqual(expect.objectContaining({ value: 2000, unit: "¥" }));
      expect(b.numbers.map((n) => n.text)).toContain("3 business days");
    },
  },
  {
    name: "a request with no subject of its own takes it from an earlier turn",
    text: "Write the PRD",
    mode: "prd",
    history: [
      { role: "user", text: "I'm building a bike repair booking app for commuters" },
      { role: "assistant", text: "Sounds good." },
    ],
    expect: (b) => expect(b.subject.product).toMatch(/bike repair booking app/),
  },
  {
    name: "attached notes give the subject, users and features",
    text: "Write a PRD based on the attached notes",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.product).toBe("Ward shift planner");
      expect(b.users).toEqual(["nurses", "ward managers"]);
      expect(b.features).toEqual(["shift swaps", "leave requests", "overtime alerts"]);
      expect(b.attachments[0]).toEqual(expect.objectContaining({ name: "notes.txt" }));
      expect(b.attachments[0].facts).toContain("Overtime above 10 hours a week must be flagged");
    },
  },
  {
    name: "what it could not place is reported",
    text: "Sequence diagram: app, API and database. Please make it look nice for the board meeting next week.",
    mode: "mermaid",
    expect: (b) => {
      expect(b.actors).toEqual(["app", "API", "database"]);
      expect(b.unplaced).toEqual(["Please make it look nice for the board meeting next week."]);
    },
  },
  {
    name: "an English request with Chinese attached text stays English",
    text: "Summarise the attached spec",
    expect: (b) => expect(b.language).toBe("en"),
  },
  {
    name: "a clause on a middle item stays with that item; the list goes on after it",
    text: "Test cases for webinar registration: capacity of 200 seats, a waitlist once full, and a confirmation email with a calendar invite",
    mode: "test_case",
    expect: (b) => {
      expect(b.features).toEqual([
        "capacity of 200 seats",
        "waitlist once full",
        "confirmation email with a calendar invite",
      ]);
      expect(b.subject.product).toBe("webinar registration");
    },
  },
  {
    name: "a form's list: the short nouns between its fields and its button are fields",
    text: "Quote request page for Saffron & Sage Catering: event date, number of guests, dietary needs, request a quote",
    mode: "prototype",
    expect: (b) => {
      expect(b.fields).toEqual(["event date", "number of guests", "dietary needs"]);
      expect(b.actions).toEqual(["request a quote"]);
      expect(b.sections).toEqual([]);
      expect(b.subject.brand).toBe("Saffron & Sage Catering");
    },
  },
  {
    name: "a flowchart 'of booking …' has the whole doing as its subject and names no steps",
    text: "Flowchart of booking a vet appointment",
    mode: "mermaid",
    expect: (b) => {
      expect(b.chart).toBe("flowchart");
      expect(b.subject.product).toBe("booking a vet appointment");
      expect(b.steps).toEqual([]);
    },
  },
  {
    name: "for + people + to + jobs: every job, commas included, and the people are the users",
    text: "An app for dog groomers to book appointments, send reminders and take deposits",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.audience).toBe("dog groomers");
      expect(b.features).toEqual(["book appointments", "send reminders", "take deposits"]);
      expect(b.subject.phrase).toBe(
        "app for dog groomers to book appointments, send reminders and take deposits",
      );
    },
  },
  {
    name: "a noun-like verb before people starts a job of its own",
    text: "A tool for school librarians to track overdue books and email parents",
    mode: "prd",
    expect: (b) => {
      expect(b.users).toEqual(["school librarians"]);
      expect(b.features).toEqual(["track overdue books", "email parents"]);
    },
  },
  {
    name: "one purpose is one job",
    text: "A learning app for kids to practise spelling",
    mode: "prd",
    expect: (b) => {
      expect(b.users).toEqual(["kids"]);
      expect(b.features).toEqual(["practise spelling"]);
    },
  },
  {
    name: "an -ing word before people says what kind of people ('wedding planners'), not what the tool is for",
    text: "PRD: a tool for wedding planners to manage guest lists, seating charts and vendor payments",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.audience).toBe("wedding planners");
      expect(b.users).toEqual(["wedding planners"]);
      expect(b.features[0]).toBe("manage guest lists");
      expect(b.features).toHaveLength(3);
    },
  },
  {
    name: "'app for tracking habits' is still what it is for",
    text: "An app for tracking habits",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.product).toBe("tracking habits");
      expect(b.subject.audience).toBeNull();
    },
  },
  {
    name: "a group that does the jobs after 'to' is where it is used; each verb starts a job",
    text: "A tool for restaurants to manage orders and track deliveries",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.setting).toBe("restaurants");
      expect(b.subject.product).toBe("tool to manage orders and track deliveries");
      expect(b.features).toEqual(["manage orders", "track deliveries"]);
    },
  },
  {
    name: "'running clubs' before 'to + jobs' are a group, not a gerund",
    text: "A tool for running clubs to plan routes and log runs",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.setting).toBe("running clubs");
      expect(b.features).toEqual(["plan routes", "log runs"]);
    },
  },
  {
    name: "where + people + what they do: users and the job",
    text: "PRD for a marketplace where farmers sell surplus produce to local restaurants",
    mode: "prd",
    expect: (b) => {
      expect(b.users).toEqual(["farmers", "local restaurants"]);
      expect(b.features).toEqual(["sell surplus produce to local restaurants"]);
    },
  },
];

export const ZH_CASES: BriefCase[] = [
  {
    name: "帮助一个地方（社区图书角）做几件事的小程序：地方是场景，每件事是功能",
    text: "做一个帮助社区图书角管理捐书、借阅登记和逾期提醒的小程序 PRD",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.product).toBe("社区图书角小程序");
      expect(b.subject.setting).toBe("社区图书角");
      expect(b.features).toEqual(["管理捐书", "借阅登记", "逾期提醒"]);
      expect(b.users).toEqual([]);
    },
  },
  {
    name: "「通知员工结果」是动作而不是一位员工；参与者列表照写",
    text: "时序图：员工提交请假申请，经理审批，HR系统记录，通知员工结果。参与者：员工、OA系统、经理、HR系统",
    mode: "mermaid",
    expect: (b) => {
      expect(b.steps.map((s) => s.actor ?? null)).toEqual(["员工", "经理", "HR系统", null]);
      expect(b.actors).toEqual(["员工", "经理", "HR系统", "OA系统"]);
    },
  },
  {
    name: "退货流程的步骤和角色",
    text: "画一个退货流程图：买家申请退货，卖家审核，买家寄回商品，卖家退款",
    mode: "mermaid",
    expect: (b) => {
      expect(stepTexts(b)).toEqual(["买家申请退货", "卖家审核", "买家寄回商品", "卖家退款"]);
      expect(b.steps.map((s) => s.actor)).toEqual(["买家", "卖家", "买家", "卖家"]);
      expect(b.subject.product).toBe("退货");
    },
  },
  {
    name: "冒号后的参与方",
    text: "时序图：乘客App、调度中心、司机App、支付网关",
    mode: "mermaid",
    expect: (b) => expect(b.actors).toEqual(["乘客App", "调度中心", "司机App", "支付网关"]),
  },
  {
    name: "“涉及”引出的参与方，“和”连接最后两个",
    text: "画出会员卡充值的时序图，涉及会员、收银台、会员系统和银行",
    mode: "mermaid",
    expect: (b) => {
      expect(b.actors).toEqual(["会员", "收银台", "会员系统", "银行"]);
      expect(b.subject.product).toBe("会员卡充值");
    },
  },
  {
    name: "状态",
    text: "订单状态图：待支付、已支付、已发货、已签收、已退款",
    mode: "mermaid",
    expect: (b) => expect(b.states).toEqual(["待支付", "已支付", "已发货", "已签收", "已退款"]),
  },
  {
    name: "退回某个状态是一条流转，不是状态",
    text: "工单的状态流转：新建、处理中、待验收、已关闭，验收不通过退回处理中",
    mode: "mermaid",
    expect: (b) => {
      expect(b.states).toEqual(["新建", "处理中", "待验收", "已关闭"]);
      expect(b.transitions).toContainEqual(expect.objectContaining({ from: "待验收", to: "处理中" }));
    },
  },
  {
    name: "实体和一对多关系",
    text: "ER图：学生、课程、教师、选课记录，一个学生可以有多个选课记录",
    mode: "mermaid",
    expect: (b) => {
      expect(b.entities).toEqual(["学生", "课程", "教师", "选课记录"]);
      expect(b.relations).toContainEqual(
        expect.objectContaining({ from: "学生", to: "选课记录", many: true }),
      );
    },
  },
  {
    name: "“用时序图描述X”：X 是主题",
    text: "用时序图描述扫码点餐：顾客、小程序、订单服务、厨房打印机",
    mode: "mermaid",
    expect: (b) => {
      expect(b.subject.product).toBe("扫码点餐");
      expect(b.actors).toEqual(["顾客", "小程序", "订单服务", "厨房打印机"]);
    },
  },
  {
    name: "没有主题的甘特图：第一项不是标题，“和”连起来的两项共用时长",
    text: "甘特图：需求调研和访谈2周，设计1周，开发和联调4周，上线1周",
    mode: "mermaid",
    expect: (b) => {
      expect(b.subject.product).toBe("");
      expect(stepTexts(b)).toEqual(["需求调研和访谈", "设计", "开发和联调", "上线"]);
      expect(b.durations.map((d) => d.days)).toEqual([14, 7, 28, 7]);
    },
  },
  {
    name: "甘特图任务的时长",
    text: "甘特图：调研2周、设计3周、开发6周、测试2周",
    mode: "mermaid",
    expect: (b) =>
      expect(b.durations.map((d) => [d.of, d.days])).toEqual([
        ["调研", 14],
        ["设计", 21],
        ["开发", 42],
        ["测试", 14],
      ]),
  },
  {
    name: "迭代数和每个迭代的长度",
    text: "项目排期，共4个迭代，每个迭代2周：需求、开发、测试、上线",
    mode: "mermaid",
    expect: (b) => {
      expect(b.plan).toEqual({ totalDays: 56, eachDays: 14 });
      expect(stepTexts(b)).toEqual(["需求", "开发", "测试", "上线"]);
      expect(b.durations).toEqual([]);
    },
  },
  {
    name: "思维导图的分支",
    text: "思维导图：内容、社区、电商、会员",
    mode: "mermaid",
    expect: (b) => expect(b.features).toEqual(["内容", "社区", "电商", "会员"]),
  },
  {
    name: "金额超过阈值的审批分支和否则分支",
    text: "报销流程图：员工提交报销单，部门经理审批，金额超过2000元需要总监审批，否则直接到财务打款",
    mode: "mermaid",
    expect: (b) => {
      expect(stepTexts(b)).toEqual(["员工提交报销单", "部门经理审批"]);
      expect(b.conditions[0]).toEqual(
        expect.objectContaining({
          when: "金额超过2000元",
          then: ["总监审批"],
          otherwise: ["直接到财务打款"],
          after: 1,
        }),
      );
      expect(b.numbers).toContainEqual(expect.objectContaining({ value: 2000, unit: "¥" }));
    },
  },
  {
    name: "“则”引出的结果，撤销类结果结束流程",
    text: "账号注销流程：提交申请、冷静期15天、冷静期内登录则撤销申请、到期清除数据",
    mode: "mermaid",
    expect: (b) => {
      expect(b.conditions[0]).toEqual(
        expect.objectContaining({ when: "冷静期内登录", then: ["撤销申请"], ends: true }),
      );
      expect(b.durations.map((d) => d.days)).toContain(15);
    },
  },
  {
    name: "次数达到后锁定",
    text: "登录流程：输入手机号、输入验证码，连续输错5次验证码后锁定账号30分钟",
    mode: "mermaid",
    expect: (b) => {
      expect(b.conditions[0].when).toMatch(/5次/);
      expect(b.conditions[0].then[0]).toMatch(/锁定账号/);
      expect(b.conditions[0].ends).toBe(true);
    },
  },
  {
    name: "PRD 的功能（支持…）",
    text: "写一份社区图书漂流小程序的PRD，支持扫码借书、还书提醒和积分兑换",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.product).toBe("社区图书漂流小程序");
      expect(b.features).toEqual(["扫码借书", "还书提醒", "积分兑换"]);
    },
  },
  {
    name: "面向谁",
    text: "面向宝妈的辅食记录App需求文档",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.audience).toBe("宝妈");
      expect(b.subject.product).toBe("辅食记录App");
    },
  },
  {
    name: "给某个机构做的产品",
    text: "给连锁健身房做一个私教课消管理系统的PRD",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.setting).toBe("连锁健身房");
      expect(b.subject.product).toBe("私教课消管理系统");
    },
  },
  {
    name: "产品名里的几件事是它的功能",
    text: "PRD：面向社区诊所的预约挂号和慢病随访系统",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.product).toBe("预约挂号和慢病随访系统");
      expect(b.features).toEqual(["预约挂号", "慢病随访"]);
    },
  },
  {
    name: "功能里的角色是用户",
    text: "家政平台PRD：客户下单、平台派单、阿姨上门服务、客户评价",
    mode: "prd",
    expect: (b) => {
      expect(b.features).toHaveLength(4);
      expect(b.users).toEqual(expect.arrayContaining(["客户", "阿姨"]));
    },
  },
  {
    name: "登录页的字段和按钮",
    text: "登录页：手机号、验证码、登录按钮",
    mode: "prototype",
    expect: (b) => {
      expect(b.fields).toEqual(["手机号", "验证码"]);
      expect(b.actions).toEqual(["登录"]);
    },
  },
  {
    name: "显示的内容是模块，底部按钮是操作",
    text: "二手车App的车辆详情页，显示车况报告、价格和检测时间，底部有预约看车按钮",
    mode: "prototype",
    expect: (b) => {
      expect(b.sections).toEqual(["车况报告", "价格", "检测时间"]);
      expect(b.actions).toEqual(["预约看车"]);
      expect(b.device).toBe("mobile");
    },
  },
  {
    name: "输入框和查询按钮",
    text: "快递查询页面，输入快递单号查询，显示物流轨迹",
    mode: "prototype",
    expect: (b) => {
      expect(b.fields).toEqual(["快递单号"]);
      expect(b.actions).toEqual(["查询"]);
      expect(b.sections).toEqual(["物流轨迹"]);
    },
  },
  {
    name: "引号里的品牌",
    text: "为「柠檬学堂」做一个课程首页",
    mode: "prototype",
    expect: (b) => expect(b.subject.brand).toBe("柠檬学堂"),
  },
  {
    name: "多页原型的页面",
    text: "多页原型：首页、商品详情、购物车、订单确认",
    mode: "mult_prototype",
    expect: (b) => expect(b.pages).toEqual(["首页", "商品详情", "购物车", "订单确认"]),
  },
  {
    name: "“…四个页面”",
    text: "健身房官网，需要首页、课程表、教练团队、联系我们四个页面",
    mode: "mult_prototype",
    expect: (b) => expect(b.pages).toEqual(["首页", "课程表", "教练团队", "联系我们"]),
  },
  {
    name: "定义问题",
    text: "什么是北极星指标？",
    expect: (b) => {
      expect(b.intent).toBe("definition");
      expect(b.language).toBe("zh");
    },
  },
  { name: "怎么做", text: "怎么做用户分层？", expect: (b) => expect(b.intent).toBe("howto") },
  { name: "哪个好", text: "Figma和Sketch哪个好？", expect: (b) => expect(b.intent).toBe("compare") },
  { name: "为什么", text: "为什么这周转化率下降了", expect: (b) => expect(b.intent).toBe("why") },
  { name: "问候", text: "你好", expect: (b) => expect(b.intent).toBe("greeting") },
  {
    name: "设备",
    text: "一个外卖小程序的首页",
    mode: "prototype",
    expect: (b) => expect(b.device).toBe("mobile"),
  },
  {
    name: "附件给出主题、用户和功能",
    text: "根据附件写PRD",
    mode: "prd",
    expect: (b) => {
      expect(b.language).toBe("zh");
      expect(b.subject.product).toBe("智慧停车小程序");
      expect(b.users).toEqual(["车主", "停车场管理员"]);
      expect(b.features).toEqual(["找车位", "扫码缴费", "月卡办理"]);
    },
  },
  {
    name: "放不进结构的句子被报告出来",
    text: "时序图：用户、网关、订单服务。另外希望配色好看一点，周五前要给老板看。",
    mode: "mermaid",
    expect: (b) => {
      expect(b.actors).toEqual(["用户", "网关", "订单服务"]);
      expect(b.unplaced).toEqual(["另外希望配色好看一点，周五前要给老板看。"]);
    },
  },
  {
    name: "显示的列表里以按钮结尾的一项是操作",
    text: "图书馆小程序的借阅记录页，显示在借图书、应还日期和续借按钮",
    mode: "prototype",
    expect: (b) => {
      expect(b.sections).toEqual(["在借图书", "应还日期"]);
      expect(b.actions).toEqual(["续借"]);
      expect(b.fields).toEqual([]);
    },
  },
  {
    name: "“画一个X的流程图”：X 是一件事（地点 + 动作），不是步骤",
    text: "画一个员工报销审批的流程图",
    mode: "mermaid",
    expect: (b) => {
      expect(b.chart).toBe("flowchart");
      expect(b.subject.product).toBe("员工报销审批");
      expect(b.steps).toEqual([]);
      expect(b.conditions).toEqual([]);
    },
  },
  {
    name: "“网店退货退款”整体是主题",
    text: "画一个网店退货退款的流程图",
    mode: "mermaid",
    expect: (b) => {
      expect(b.chart).toBe("flowchart");
      expect(b.subject.product).toBe("网店退货退款");
      expect(b.steps).toEqual([]);
    },
  },
  {
    name: "“做一个A、B和C的需求文档”：量词和文档名都不是功能",
    text: "给社区图书馆做一个借书、续借和预约的需求文档",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.product).toBe("社区图书馆");
      expect(b.features).toEqual(["借书", "续借", "预约"]);
    },
  },
  {
    name: "“写一份…的原型”：原型不是最后一项",
    text: "为健身房写一份会员卡、课程表和教练预约的原型",
    mode: "prototype",
    expect: (b) => {
      expect(b.features.concat(b.sections, b.pages).join("|")).not.toMatch(/原型|一份/);
    },
  },
  {
    name: "给 + a person + what the product does: the person is who it is for, the jobs keep their shared verb",
    text: "一个给养蜂人记录蜂箱检查和蜂王状态的工具",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.audience).toBe("养蜂人");
      expect(b.subject.product).toBe("记录蜂箱检查和蜂王状态的工具");
      expect(b.users).toEqual(["养蜂人"]);
      expect(b.features).toEqual(["记录蜂箱检查", "记录蜂王状态"]);
    },
  },
  {
    name: "为 + a person + a list of jobs: the product noun is not part of the last job",
    text: "为合唱团指挥分配声部、分享排练录音的应用",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.audience).toBe("合唱团指挥");
      expect(b.features).toEqual(["分配声部", "分享排练录音"]);
    },
  },
  {
    name: "给 + a person + 做一个: the making is neither the product nor a job",
    text: "请为跑步爱好者做一个记录训练和比赛成绩的应用",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.product).toBe("记录训练和比赛成绩的应用");
      expect(b.users).toEqual(["跑步爱好者"]);
      expect(b.features).toEqual(["记录训练", "记录比赛成绩"]);
    },
  },
  {
    name: "为 + a person + 设计的: what was designed is the product",
    text: "为老人设计的挂号应用",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.product).toBe("挂号应用");
      expect(b.subject.audience).toBe("老人");
    },
  },
  {
    name: "帮我 asks; the person is the one after 给",
    text: "帮我写一个给摄影师管理客户预约和交付照片的小程序的需求文档",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.audience).toBe("摄影师");
      expect(b.subject.product).toBe("管理客户预约和交付照片的小程序");
      expect(b.features).toEqual(["管理客户预约", "交付照片"]);
    },
  },
  {
    name: "让 + 各方 + 各自的事：每方是用户，第一方的事命名产品，其余保留是谁做的",
    text: "帮我写个PRD：一个让租户在线报修、物业派单、维修师傅上门并拍照反馈的小程序",
    mode: "prd",
    expect: (b) => {
      expect(b.users).toEqual(["租户", "物业", "维修师傅"]);
      expect(b.features).toEqual(["在线报修", "物业派单", "维修师傅上门并拍照反馈"]);
      expect(b.subject.product).toBe("在线报修小程序");
    },
  },
  {
    name: "逗号分开的几件事各有动词：不把前一件的动词加到后一件上",
    text: "给健身教练用的学员管理小程序，记录体测数据、布置训练计划、收课时费",
    mode: "prd",
    expect: (b) => expect(b.features).toEqual(["记录体测数据", "布置训练计划", "收课时费"]),
  },
  {
    name: "给 + a place + 做一个 stays the setting",
    text: "给驾校做一个学员练车预约系统",
    mode: "prd",
    expect: (b) => {
      expect(b.subject.setting).toBe("驾校");
      expect(b.subject.audience).toBeNull();
    },
  },
];

export const EDIT_CASES: BriefCase[] = [
  {
    name: "a colour for the buttons",
    text: "make the buttons purple",
    expect: (b) =>
      expect(b.edit).toEqual({
        mode: "edit",
        changes: [{ kind: "color", target: "primary", color: "#6d28d9", name: "purple" }],
      }),
  },
  {
    name: "dark mode is a theme",
    text: "switch to dark mode",
    expect: (b) => expect(b.edit?.changes).toEqual([{ kind: "theme", dark: true }]),
  },
  {
    name: "a dark colour for the header is a colour",
    text: "make the header dark blue",
    expect: (b) =>
      expect(b.edit?.changes).toEqual([
        { kind: "color", target: "header", color: "#1e3a8a", name: "dark blue" },
      ]),
  },
  {
    name: "add a section",
    text: "add a testimonials section",
    expect: (b) => expect(b.edit?.changes).toEqual([{ kind: "add", what: "testimonials", role: "section" }]),
  },
  {
    name: "add a step after another",
    text: "add a credit check step after the application review",
    current: { kind: "mermaid", title: "Loan flow", content: "flowchart TD" },
    expect: (b) =>
      expect(b.edit?.changes).toEqual([
        { kind: "add", what: "credit check", role: "step", after: "application review" },
      ]),
  },
  {
    name: "remove something",
    text: "remove the footer",
    expect: (b) => expect(b.edit?.changes).toEqual([{ kind: "remove", what: "footer" }]),
  },
  {
    name: "rename something",
    text: "rename Dashboard to Overview",
    expect: (b) => expect(b.edit?.changes).toEqual([{ kind: "rename", from: "Dashboard", to: "Overview" }]),
  },
  {
    name: "a new headline",
    text: 'change the title to "Welcome back"',
    expect: (b) => expect(b.edit?.changes).toEqual([{ kind: "text", target: "title", to: "Welcome back" }]),
  },
  {
    name: "a request for another subject is a new artifact",
    text: "Design a pricing page for Acme Cloud",
    expect: (b) => expect(b.edit).toEqual({ mode: "new", changes: [] }),
  },
  {
    name: "an edit keeps the subject of the artifact it edits",
    text: "add a FAQ section",
    history: [{ role: "user", text: "Landing page for a pottery studio called Kiln & Co" }],
    expect: (b) => {
      expect(b.edit?.mode).toBe("edit");
      expect(b.subject.brand).toBe("Kiln & Co");
    },
  },
  {
    name: "背景色",
    text: "把背景改成浅蓝色",
    expect: (b) =>
      expect(b.edit?.changes).toEqual([
        { kind: "color", target: "background", color: "#0284c7", name: "light blue" },
      ]),
  },
  {
    name: "删除模块",
    text: "删除价格模块",
    expect: (b) => expect(b.edit?.changes).toEqual([{ kind: "remove", what: "价格模块" }]),
  },
  {
    name: "改名",
    text: "把「立即购买」改名为「加入购物车」",
    expect: (b) =>
      expect(b.edit?.changes).toEqual([{ kind: "rename", from: "「立即购买」", to: "加入购物车" }]),
  },
  {
    name: "加一个页面",
    text: "再加一个帮助中心页面",
    current: { kind: "mult_prototype", title: "民宿", content: "{}" },
    expect: (b) => expect(b.edit?.changes).toEqual([{ kind: "add", what: "帮助中心", role: "page" }]),
  },
  {
    name: "加一个参与方和它的消息",
    text: "加上风控服务，订单服务调用风控服务校验",
    current: { kind: "mermaid", title: "下单时序图", content: "sequenceDiagram" },
    expect: (b) =>
      expect(b.edit?.changes).toEqual([
        { kind: "add", what: "风控服务", role: "participant" },
        { kind: "add", what: "订单服务调用风控服务校验", role: "step" },
      ]),
  },
  { name: "明确要一个新的", text: "重新做一个新的首页", expect: (b) => expect(b.edit?.mode).toBe("new") },
  {
    name: "没有现有产物就没有编辑",
    text: "make the buttons purple",
    current: undefined,
    expect: (b) => expect(b.edit).toBeNull(),
  },
];

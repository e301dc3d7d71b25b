/**
 * Reading aid (issue #39): new requests per kind through the real API with the Offline model,
 * each output dumped as text under /tmp/read/<kind>/ so a person can read them as the asker
 * would. Not judged. Usage:
 *   node --conditions=react-server --import tsx bench/quality/read.ts [kind…]
 *   node --conditions=react-server --import tsx bench/quality/read.ts --file requests.json [kind…]
 * (--file: a JSON object { kind: [{ lang, turns: [{ content, mode, device_type? }] }] } read
 * instead of the built-in requests, to read requests nobody tuned for.)
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { closeBenchApp, runCase } from "./run-case";
import { closeMermaidValidator } from "@/server/validate/mermaid";
import type { QualityCase, Turn } from "./corpus/types";

type Req = { lang: "en" | "zh"; turns: Turn[] };
const t = (content: string, mode: Turn["mode"], extra: Partial<Turn> = {}): Turn => ({
  content,
  mode,
  ...extra,
});

const REQUESTS: Record<string, Req[]> = {
  prd: [
    {
      lang: "en",
      turns: [
        t(
          "PRD for an employee onboarding portal: HR creates a checklist, the new hire signs documents, IT provisions a laptop, and the manager books a 30-day check-in",
          "prd",
        ),
      ],
    },
    {
      lang: "en",
      turns: [
        t(
          "Write a PRD for a last-mile delivery app where drivers scan parcels, capture proof of delivery photos, and dispatchers reassign failed drops",
          "prd",
        ),
      ],
    },
    {
      lang: "en",
      turns: [
        t(
          "PRD: telehealth follow-up reminders — patients get a reminder 24h before, can reschedule, and nurses see a no-show dashboard",
          "prd",
        ),
      ],
    },
    {
      lang: "en",
      turns: [
        t(
          "Need a PRD for a school homework tracker: teachers post assignments, students submit files, parents get weekly summaries",
          "prd",
        ),
      ],
    },
    {
      lang: "en",
      turns: [
        t(
          "PRD for expense approvals in a B2B SaaS: employees upload receipts, managers approve or reject, finance exports to NetSuite",
          "prd",
        ),
      ],
    },
    {
      lang: "en",
      turns: [
        t(
          "PRD for a guild system in a mobile RPG: players create guilds, invite members, run weekly raids and share a guild bank",
          "prd",
        ),
      ],
    },
    {
      lang: "en",
      turns: [
        t(
          "Write a product requirements doc for a city permit application portal with document upload, fee payment, status tracking and inspector scheduling",
          "prd",
        ),
      ],
    },
    {
      lang: "en",
      turns: [
        t(
          "PRD for a savings goals feature in a neobank: users set a goal, round up card purchases, and get a nudge when they fall behind",
          "prd",
        ),
      ],
    },
    {
      lang: "en",
      turns: [
        t(
          "PRD for warehouse cycle counting: supervisors assign bins, counters scan items on a handheld, variances over 2% need a recount",
          "prd",
        ),
      ],
    },
    {
      lang: "en",
      turns: [
        t(
          "PRD for a customer feedback widget: in-app NPS survey, free-text comments, tagging by PMs, and a Slack digest",
          "prd",
        ),
      ],
    },
    {
      lang: "zh",
      turns: [t("写一份员工请假审批的PRD：员工提交请假、直属主管审批、HR备案、假期余额自动扣减", "prd")],
    },
    {
      lang: "zh",
      turns: [t("冷链物流温度监控系统PRD：车载传感器上报温度、超温告警、司机确认、客户查看运输轨迹", "prd")],
    },
    {
      lang: "zh",
      turns: [t("医院门诊预约挂号小程序PRD，包含科室选择、医生排班、在线支付、就诊提醒和取消退号", "prd")],
    },
    {
      lang: "zh",
      turns: [t("在线课程平台的作业批改功能PRD：老师布置作业、学生提交、AI初评、老师复核打分", "prd")],
    },
    {
      lang: "zh",
      turns: [t("信用卡分期还款功能的PRD：选择账单、选择期数、展示手续费、确认分期、提前还款", "prd")],
    },
    {
      lang: "zh",
      turns: [t("手游赛季通行证PRD：免费和付费两条奖励线、每日任务、等级进度、赛季结束结算", "prd")],
    },
    {
      lang: "zh",
      turns: [t("政务服务一网通办的PRD：身份认证、事项搜索、材料上传、进度查询、办结评价", "prd")],
    },
    {
      lang: "zh",
      turns: [t("SaaS CRM 的线索分配功能PRD：线索导入、按地区自动分配、销售跟进记录、超时回收", "prd")],
    },
    { lang: "zh", turns: [t("社区团购团长端PRD：团长开团、商品选品、订单汇总、到货核销、佣金提现", "prd")] },
    { lang: "zh", turns: [t("企业培训考试系统PRD：题库管理、组卷、限时考试、自动判分、证书发放", "prd")] },
  ],
  prototype: [
    {
      lang: "en",
      turns: [
        t(
          "Design a dashboard for a fleet manager showing trucks on the road, delayed shipments and fuel costs",
          "prototype",
          { device_type: "web" },
        ),
      ],
    },
    {
      lang: "en",
      turns: [
        t(
          "A web page for HR to review job applicants with a table of candidates, stage and rating",
          "prototype",
          { device_type: "web" },
        ),
      ],
    },
    {
      lang: "en",
      turns: [
        t(
          "Mobile app home for a meditation app with today's session, streak and a list of courses",
          "prototype",
          { device_type: "mobile" },
        ),
      ],
    },
    {
      lang: "en",
      turns: [
        t("Patient portal page listing upcoming appointments, lab results and prescriptions", "prototype", {
          device_type: "web",
        }),
      ],
    },
    {
      lang: "en",
      turns: [
        t("A course catalog page for an online coding school with filters by level and price", "prototype", {
          device_type: "web",
        }),
      ],
    },
    {
      lang: "en",
      turns: [
        t("Mobile wallet screen showing balance, recent transactions and a send money button", "prototype", {
          device_type: "mobile",
        }),
      ],
    },
    {
      lang: "en",
      turns: [
        t(
          "Admin page for a SaaS billing system: invoices table with status, amount and due date",
          "prototype",
          { device_type: "web" },
        ),
      ],
    },
    {
      lang: "en",
      turns: [
        t("Game leaderboard page for a racing game with top players, lap times and country", "prototype", {
          device_type: "mobile",
        }),
      ],
    },
    {
      lang: "en",
      turns: [
        t("A library book reservation page where members search books and see availability", "prototype", {
          device_type: "web",
        }),
      ],
    },
    {
      lang: "en",
      turns: [
        t("Pricing page for a project management tool with Free, Pro and Enterprise plans", "prototype", {
          device_type: "web",
        }),
      ],
    },
    {
      lang: "zh",
      turns: [t("物流调度后台首页：今日订单、在途车辆、异常件列表", "prototype", { device_type: "web" })],
    },
    {
      lang: "zh",
      turns: [
        t("员工考勤管理页面，展示员工打卡记录、迟到早退和请假情况", "prototype", { device_type: "web" }),
      ],
    },
    {
      lang: "zh",
      turns: [t("医院药房库存页面：药品列表、库存数量、有效期预警", "prototype", { device_type: "web" })],
    },
    {
      lang: "zh",
      turns: [t("中小学选课小程序首页：课程列表、老师、剩余名额", "prototype", { device_type: "mobile" })],
    },
    {
      lang: "zh",
      turns: [t("理财App的基金详情页：净值走势、持仓、买入按钮", "prototype", { device_type: "mobile" })],
    },
    {
      lang: "zh",
      turns: [t("游戏商城页面，展示皮肤道具、价格和限时折扣", "prototype", { device_type: "mobile" })],
    },
    {
      lang: "zh",
      turns: [
        t("政务办事大厅预约页面：选择办事事项、日期时段、提交预约", "prototype", { device_type: "web" }),
      ],
    },
    {
      lang: "zh",
      turns: [
        t("B2B SaaS 的客户工单列表页，包含工单标题、优先级、负责人、状态", "prototype", {
          device_type: "web",
        }),
      ],
    },
    {
      lang: "zh",
      turns: [
        t("外卖骑手App的订单页：待取餐、配送中、已完成的订单列表", "prototype", { device_type: "mobile" }),
      ],
    },
    {
      lang: "zh",
      turns: [
        t("健身房会员管理后台：会员列表、卡种、到期时间、续费提醒", "prototype", { device_type: "web" }),
      ],
    },
  ],
  normal: [
    {
      lang: "en",
      turns: [t("How should I prioritise a backlog for a hospital scheduling product?", "normal")],
    },
    { lang: "en", turns: [t("What metrics matter for a freight marketplace?", "normal")] },
    { lang: "en", turns: [t("What is the difference between OKRs and KPIs?", "normal")] },
    { lang: "en", turns: [t("How do I reduce churn in a B2B HR software product?", "normal")] },
    {
      lang: "en",
      turns: [t("What should a PM check before launching a payments feature in Europe?", "normal")],
    },
    { lang: "en", turns: [t("How do I run a beta test for a mobile game?", "normal")] },
    { lang: "en", turns: [t("What are good onboarding practices for a learning app for kids?", "normal")] },
    {
      lang: "en",
      turns: [t("Explain what a North Star metric is for a government services portal", "normal")],
    },
    { lang: "en", turns: [t("List the risks of migrating our customers from on-prem to cloud", "normal")] },
    { lang: "en", turns: [t("How do I write acceptance criteria for a refund flow?", "normal")] },
    { lang: "zh", turns: [t("如何提高在线教育产品的完课率？", "normal")] },
    { lang: "zh", turns: [t("物流产品经理需要关注哪些核心指标？", "normal")] },
    { lang: "zh", turns: [t("MVP 和 原型 有什么区别？", "normal")] },
    { lang: "zh", turns: [t("医疗类App如何做隐私合规？", "normal")] },
    { lang: "zh", turns: [t("怎么给游戏设计新手引导？", "normal")] },
    { lang: "zh", turns: [t("SaaS 产品的定价策略有哪些？", "normal")] },
    { lang: "zh", turns: [t("如何做用户访谈？", "normal")] },
    { lang: "zh", turns: [t("政务App的适老化改造要注意什么？", "normal")] },
    { lang: "zh", turns: [t("金融产品如何做风控规则配置？", "normal")] },
    { lang: "zh", turns: [t("HR系统的绩效模块应该怎么设计？", "normal")] },
  ],
  chart: [
    {
      lang: "en",
      turns: [
        t(
          "Flowchart of a leave request: employee submits, manager approves or rejects, HR records it, balance is updated",
          "mermaid",
        ),
      ],
    },
    {
      lang: "en",
      turns: [t("ER diagram for a clinic: patients, doctors, appointments, prescriptions", "mermaid")],
    },
    {
      lang: "en",
      turns: [
        t(
          "Sequence diagram: rider app requests a ride, dispatch service finds a driver, driver accepts, payment service charges the card",
          "mermaid",
        ),
      ],
    },
    {
      lang: "en",
      turns: [
        t(
          "State diagram for a support ticket: open, in progress, waiting on customer, resolved, closed",
          "mermaid",
        ),
      ],
    },
    {
      lang: "zh",
      turns: [
        t(
          "画一个报销审批流程图：员工提交、部门经理审批、财务复核、出纳打款，金额超过5000需总监审批",
          "mermaid",
        ),
      ],
    },
    { lang: "zh", turns: [t("在线考试系统的ER图：学生、试卷、题目、答卷、成绩", "mermaid")] },
    {
      lang: "zh",
      turns: [t("时序图：用户下单，订单服务调用库存服务锁定库存，支付服务扣款，物流服务创建运单", "mermaid")],
    },
    { lang: "zh", turns: [t("政务审批事项的状态图：待受理、审核中、补正材料、已办结、已驳回", "mermaid")] },
  ],
  test_case: [
    {
      lang: "en",
      turns: [
        t(
          "Test cases for a payroll export: CSV download, date range filter, employees with no bank details",
          "test_case",
        ),
      ],
    },
    {
      lang: "en",
      turns: [t("Test cases for booking a telehealth appointment with time zone handling", "test_case")],
    },
    {
      lang: "zh",
      turns: [t("为学生作业提交功能写测试用例：上传文件、截止时间后提交、文件超过20MB", "test_case")],
    },
    { lang: "zh", turns: [t("游戏内购支付的测试用例：支付成功、支付取消、重复扣款、网络中断", "test_case")] },
  ],
  lite_app: [
    {
      lang: "en",
      turns: [
        t("A tracker for my team's on-call shifts with who, start date and number of incidents", "agentic"),
      ],
    },
    {
      lang: "en",
      turns: [t("Calculator that splits a freight invoice between three clients by weight", "agentic")],
    },
    { lang: "zh", turns: [t("记录每天喝水量的小工具，按毫升统计，显示每周总量", "agentic")] },
    { lang: "zh", turns: [t("班级图书借阅登记：书名、借阅人、借出日期、是否归还", "agentic")] },
  ],
  picture: [
    { lang: "en", turns: [t("A delivery truck on a mountain road at sunset", "picture")] },
    { lang: "en", turns: [t("A nurse holding a tablet in a hospital corridor", "picture")] },
    { lang: "zh", turns: [t("一个小女孩在图书馆看书", "picture")] },
    { lang: "zh", turns: [t("雪山下的红色帐篷", "picture")] },
  ],
  followup: [
    {
      lang: "en",
      turns: [
        t("Pricing page for a video hosting service with Starter, Pro and Business plans", "prototype", {
          device_type: "web",
        }),
        t("Rename the Pro plan to Team", "prototype", { device_type: "web" }),
      ],
    },
    {
      lang: "en",
      turns: [
        t("Pricing page for an email marketing tool with Basic, Pro and Agency tiers", "prototype", {
          device_type: "web",
        }),
        t("rename Pro to Growth and make the main button green", "prototype", { device_type: "web" }),
      ],
    },
    {
      lang: "en",
      turns: [
        t("Plans page for a CRM: Free, Pro, Enterprise", "prototype", { device_type: "web" }),
        t("Change the Enterprise plan name to Scale", "prototype", { device_type: "web" }),
      ],
    },
    {
      lang: "zh",
      turns: [
        t("云存储产品的价格页：免费版、专业版、企业版", "prototype", { device_type: "web" }),
        t("把专业版改名为团队版", "prototype", { device_type: "web" }),
      ],
    },
    {
      lang: "zh",
      turns: [
        t("在线问诊会员价格页：基础版、高级版、家庭版", "prototype", { device_type: "mobile" }),
        t("将高级版重命名为尊享版", "prototype", { device_type: "mobile" }),
      ],
    },
    {
      lang: "en",
      turns: [
        t("Sign-up form for a clinic with name, email and date of birth", "prototype", {
          device_type: "web",
        }),
        t("Add a phone number field and change the submit button text to Register", "prototype", {
          device_type: "web",
        }),
      ],
    },
  ],
};

function visible(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/(p|div|li|tr|h\d|button|a|label|td|th|section|header|span)>/gi, "$&\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n");
}

async function main() {
  const args = process.argv.slice(2);
  const fileAt = args.indexOf("--file");
  const requests: Record<string, Req[]> =
    fileAt >= 0 ? (JSON.parse(readFileSync(args[fileAt + 1], "utf8")) as Record<string, Req[]>) : REQUESTS;
  const kinds = fileAt >= 0 ? args.filter((_, k) => k !== fileAt && k !== fileAt + 1) : args;
  let i = 0;
  for (const [kind, reqs] of Object.entries(requests)) {
    if (kinds.length && !kinds.includes(kind)) continue;
    mkdirSync(`/tmp/read/${kind}`, { recursive: true });
    for (const [n, r] of reqs.entries()) {
      const c: QualityCase = {
        id: `read-${kind}-${n}`,
        lang: r.lang,
        kind: "normal",
        turns: r.turns,
        expect: {},
      };
      const run = await runCase(c, i++);
      const out: string[] = [];
      for (const [k, round] of run.rounds.entries()) {
        out.push(`## Turn ${k + 1}: ${r.turns[k].content}`, "", "### Reply", round.reply, "");
        if (round.error) out.push(`### ERROR ${round.error}`);
        for (const v of round.versions)
          out.push(
            `### ${v.kind} v${v.number}: ${v.title}`,
            "",
            /<html|<body|<div/i.test(v.content) ? visible(v.content) : v.content,
            "",
          );
      }
      writeFileSync(`/tmp/read/${kind}/${String(n).padStart(2, "0")}-${r.lang}.md`, out.join("\n"));
    }
  }
  await closeBenchApp();
  await closeMermaidValidator();
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});

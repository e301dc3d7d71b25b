/** The Offline model's chat replies read as sensible answers about the user's subject. */
import { DOMAIN_IDS, domainPack } from "@/server/ai/offline/knowledge/domains";
import { normalReply } from "@/server/ai/offline/normal/normal-reply";
import { offlineReasoning } from "@/server/ai/offline/normal/reasoning";
import { extractPromptText } from "@/server/ai/offline/prompt-text";
import { countWords, hasChinese, splitIntoChunks } from "@/server/ai/offline/language/text-utils";
import { parseSubject } from "@/server/ai/offline/language/subject";
// The kinds bring their words to the Offline model when they are registered (as the app does).
import "@/server/artifacts/registry";

const reply = (userText: string, locale: "en" | "zh" = hasChinese(userText) ? "zh" : "en") =>
  normalReply({ userText, history: [], locale });

// Filler the old writer produced by pasting keywords into blanks (issue reports), in both languages.
const FILLER = [
  /Which existing products already solve/i,
  /Sketch the main flow from/i,
  /get done with \*\*/i,
  /how they handle \w+ today/i,
  /\*\*(short|brief|write|product brief|简介|产品简介)\*\*/i,
  /Your idea in one line:\*\* (Write|Short|Compare|What|How)/i,
  /借助 \*\*/,
  /从 \*\*.+\*\* 到 \*\*/,
  /如何处理「/,
  /undefined|\{product\}|\{audience\}|\{a_product\}|\{subject\}|\[object Object\]/,
];

type Case = { prompt: string; subject: (string | RegExp)[]; shows: RegExp; notes?: string };

const CASES: Case[] = [
  // English
  {
    prompt: "Write a short product brief for a habit-tracking app for students",
    subject: ["habit-tracking app", "students"],
    shows:
      /product brief[\s\S]*The problem[\s\S]*Who it's for[\s\S]*Core features[\s\S]*How we'll know it works/,
  },
  {
    prompt: "Describe a second-hand textbook marketplace for college students",
    subject: ["second-hand textbook marketplace", "college students"],
    shows: /product brief[\s\S]*Core features/,
  },
  { prompt: "hello!", subject: [], shows: /^Hi! I'm the Vibe Studio assistant[\s\S]*What I can do/ },
  {
    prompt: "What is a PRD?",
    subject: ["PRD"],
    shows: /\*\*PRD\*\* is a product requirements document[\s\S]*When it helps/,
  },
  {
    prompt: "How should I price a SaaS scheduling tool for small clinics?",
    subject: ["SaaS scheduling tool", "small clinics"],
    shows: /value metric[\s\S]*tiers/,
  },
  {
    prompt: "How do I get the first 100 users for my budgeting app?",
    subject: ["budgeting app"],
    shows: /one channel/,
  },
  {
    prompt: "Give me some feature ideas for a recipe sharing site",
    subject: ["recipe sharing site"],
    shows: /feature ideas for[\s\S]*Where I'd start/,
  },
  {
    prompt: "Compare Notion and Confluence",
    subject: ["Notion", "Confluence"],
    shows: /\| What it is \|[\s\S]*How to choose/,
  },
  {
    prompt: "Figma vs Sketch — which is better for a small team?",
    subject: ["Figma", "Sketch"],
    shows: /\| Best for \|/,
  },
  {
    prompt: "Should I build a mini program or a native app?",
    subject: ["Mini program", "Native app"],
    shows: /How to choose/,
  },
  {
    prompt: "Compare Zorbly and Quixr",
    subject: ["Zorbly", "Quixr"],
    shows: /can't check current facts[\s\S]*Write down the one job/,
  },
  {
    prompt: "I want to build a habit tracker app for remote teams with streaks and weekly reports",
    subject: ["Habit tracker app", "remote teams", "streaks and weekly reports"],
    shows: /here's how I'd shape it[\s\S]*First version/,
  },
  {
    prompt: "My team keeps missing deadlines and nobody knows who owns what",
    subject: [/owner/],
    shows: /ownership/,
  },
  {
    prompt: "Can you write a PRD for a pet sitting marketplace?",
    subject: ["pet sitting marketplace"],
    shows: /\*\*PRD\*\* mode writes the full requirements document/,
  },
  {
    prompt: "What's a good north star metric for a language learning app?",
    subject: ["language learning app"],
    shows: /North Star metric[\s\S]*For a language learning app:/,
  },
  {
    prompt: "How do I write a good PRD?",
    subject: [/acceptance criteria/],
    shows: /can act on it without a meeting/,
  },
  {
    prompt: "Write test cases for the login page",
    subject: ["login page"],
    shows: /\*\*Test cases\*\* mode[\s\S]*main path through a login page/,
  },
  { prompt: "Tell me a joke", subject: [], shows: /^I'm not sure I follow/ },
  // Two topics in one question: the one asked about (metrics) leads, the other is context.
  {
    prompt: "What metrics should I track for a meditation app's onboarding?",
    subject: ["meditation app"],
    shows: /value metric[\s\S]*guardrail/,
  },
  // Chinese
  {
    prompt: "帮我写一个面向大学生的习惯打卡App的产品简介",
    subject: ["习惯打卡App", "大学生"],
    shows: /产品简介[\s\S]*要解决的问题[\s\S]*目标用户[\s\S]*核心功能[\s\S]*怎样算成功/,
  },
  { prompt: "你好", subject: [], shows: /^你好！我是 Vibe Studio 助手/ },
  { prompt: "什么是MVP？", subject: ["MVP"], shows: /\*\*MVP\*\*是最小可行产品/ },
  {
    prompt: "怎么给面向小诊所的预约系统定价？",
    subject: ["预约系统", "小诊所"],
    shows: /价值度量[\s\S]*档位/,
  },
  {
    prompt: "给我一些二手书交易小程序的功能建议",
    subject: ["二手书交易小程序"],
    shows: /个功能点子[\s\S]*我会先做/,
  },
  { prompt: "飞书和钉钉有什么区别？", subject: ["飞书", "钉钉"], shows: /\| 是什么 \|[\s\S]*怎么选/ },
  { prompt: "小程序和App有什么区别？", subject: ["小程序", "原生 App"], shows: /怎么选/ },
  {
    prompt: "我想做一个帮助远程团队养成习惯的打卡应用，支持连续打卡和每周报告",
    subject: ["远程团队", "打卡应用", "连续打卡和每周报告"],
    shows: /我会这样把它理清楚[\s\S]*第一版要有/,
  },
  { prompt: "为什么用户用了几天记账App就不用了？", subject: ["记账App"], shows: /留存/ },
  {
    prompt: "帮我介绍一下面向上班族的健身预约小程序",
    subject: ["健身预约小程序", "上班族"],
    shows: /产品简介/,
  },
  {
    prompt: "请帮我写一份宠物寄养平台的需求文档",
    subject: ["宠物寄养平台"],
    shows: /\*\*PRD\*\* 模式会生成完整的需求文档/,
  },
  { prompt: "我们团队开会太多，效率很低", subject: ["负责人"], shows: /会议/ },
  { prompt: "对比一下Notion和飞书", subject: ["Notion", "飞书"], shows: /怎么选/ },
  { prompt: "写一个登录页面的测试用例", subject: ["「登录页面」的主流程"], shows: /\*\*测试用例\*\* 模式/ },
  { prompt: "B2B还是B2C？", subject: ["B2B", "B2C"], shows: /\| 是什么 \|/ },
  { prompt: "怎么写PRD？", subject: ["验收标准"], shows: /不开会也能照着做/ },
  { prompt: "我们的外卖小程序复购率很低，该从哪里入手分析？", subject: ["外卖小程序"], shows: /同期群留存/ },
  // The question's tail ("需要注意什么") is not part of the subject.
  {
    prompt: "帮我想想一个面向老年人的健康打卡应用需要注意什么",
    subject: ["老年人"],
    shows: /^\*\*面向老年人的健康打卡应用\*\*/,
  },
];

describe("normal offline writer", () => {
  it("is tested on at least 10 English and 10 Chinese prompts", () => {
    expect(CASES.filter((c) => hasChinese(c.prompt)).length).toBeGreaterThanOrEqual(10);
    expect(CASES.filter((c) => !hasChinese(c.prompt)).length).toBeGreaterThanOrEqual(10);
  });

  it.each(CASES.map((c) => [c.prompt, c] as const))("%s", (prompt, c) => {
    const text = reply(prompt);
    for (const part of c.subject) {
      if (typeof part === "string") expect(text).toContain(part);
      else expect(text).toMatch(part);
    }
    expect(text).toMatch(c.shows);
    for (const filler of FILLER) expect(text).not.toMatch(filler);
    expect(hasChinese(text)).toBe(hasChinese(prompt));
    expect(countWords(text)).toBeLessThan(hasChinese(prompt) ? 900 : 420);
    expect(text).toMatch(/offline model|离线模型/);
    expect(reply(prompt)).toBe(text); // deterministic
  });

  it("answers the brief about the subject, not about the words of the request", () => {
    const text = reply("Write a short product brief for a habit-tracking app for students");
    expect(text.startsWith("**Habit-tracking app for students: product brief**")).toBe(true);
    expect(text).toMatch(/helps students/);
    const zh = reply("帮我写一个面向大学生的习惯打卡App的产品简介");
    expect(zh.startsWith("**面向大学生的习惯打卡App：产品简介**")).toBe(true);
    expect(zh).toContain("一款帮大学生");
  });

  it("asks what about when a request names no subject", () => {
    expect(reply("Write a short product brief")).toMatch(/Which product is it about/);
    expect(reply("帮我写一份产品简介")).toMatch(/是关于哪个产品/);
  });

  it("picks up the earlier request for a content-free follow-up", () => {
    const text = normalReply({
      userText: "go on",
      history: [
        { role: "user", text: "Write a short product brief for a budgeting app for freelancers" },
        { role: "assistant", text: "…" },
      ],
      locale: "en",
    });
    expect(text).toMatch(/^_Picking up your earlier request about budgeting app for freelancers/);
    expect(text).toContain("product brief");
    expect(normalReply({ userText: "继续", history: [], locale: "zh" })).toMatch(/^你好！/);
  });

  it("thanks gets a short reply", () => {
    expect(countWords(reply("thanks!"))).toBeLessThan(50);
    expect(reply("谢谢")).toMatch(/^不客气/);
  });
});

describe("domain knowledge", () => {
  it("has a complete pack for every domain in both languages", () => {
    for (const id of [...DOMAIN_IDS, "generic" as const]) {
      for (const locale of ["en", "zh"] as const) {
        const pack = domainPack(id, locale);
        expect(pack?.features).toHaveLength(4);
        expect(pack.ideas).toHaveLength(3);
        expect(hasChinese(pack.problem)).toBe(locale === "zh");
      }
    }
  });
});

describe("offline reasoning", () => {
  it("says what was understood and what the reply will do", () => {
    const think = offlineReasoning("normal", {
      userText: "Write a short product brief for a habit-tracking app for students",
      history: [],
      locale: "en",
    });
    expect(think).toBe(
      "The user wants a short product brief. It is about a habit-tracking app, for students. That is a habit tracking product, so what matters most is one-tap check-in and streaks and a weekly review. I'll cover the problem, who it is for, four core features, one success metric and the biggest risk.",
    );
    const zh = offlineReasoning("normal", {
      userText: "帮我写一个面向大学生的习惯打卡App的产品简介",
      history: [],
      locale: "zh",
    });
    expect(zh).toContain("主题是「习惯打卡App」，面向大学生");
    expect(
      offlineReasoning("prd", { userText: "A PRD for a pet sitting marketplace", history: [], locale: "en" }),
    ).toMatch(/^The user wants a PRD about pet sitting marketplace/);
  });
});

describe("offline helpers", () => {
  it("chunks text losslessly, a few words per chunk", () => {
    const text = "# Title\n\n- one two three four\n- 中文也可以分块处理\n";
    const chunks = splitIntoChunks(text, 3);
    expect(chunks.join("")).toBe(text);
    expect(chunks.length).toBeGreaterThan(3);
  });

  it("extracts the last user message and the history from a V3 prompt", () => {
    const result = extractPromptText([
      { role: "system", content: "be nice" },
      { role: "user", content: [{ type: "text", text: "first idea" }] },
      { role: "assistant", content: [{ type: "text", text: "a reply" }] },
      {
        role: "user",
        content: [
          { type: "text", text: "second" },
          { type: "text", text: "message" },
        ],
      },
    ]);
    expect(result).toEqual({
      userText: "second\nmessage",
      history: [
        { role: "user", text: "first idea" },
        { role: "assistant", text: "a reply" },
      ],
      system: "be nice",
    });
  });
});

describe("subject extraction keeps words that start with a verb character", () => {
  it("reads 写字楼 as a place, not as 写 + 字楼", () => {
    expect(parseSubject("写字楼白领的午餐拼单小程序", "zh").product).toContain("写字楼");
    expect(parseSubject("写一个面向写字楼白领的午餐拼单小程序", "zh")).toMatchObject({
      audience: "写字楼白领",
    });
  });
});

describe("a how-to in the asker's own situation reads as sentences", () => {
  it("en: constraints keep their lead words once, and a 'without …' limit is protected, not sought out", () => {
    const text = reply(
      "How should I run a pricing experiment for a SaaS product without annoying existing customers?",
    );
    expect(text).toContain("**In your case (for a SaaS product, without annoying existing customers):**");
    expect(text).toContain("(for a SaaS product)");
    expect(text).toContain("**Protect what must not break (without annoying existing customers):**");
    expect(text).not.toMatch(/for for|close to without|to without/);
  });

  it("zh: 不要打扰老客户 is a line to hold, and no step pretends it is the question's target", () => {
    const text = reply("怎么做一次定价实验，不要打扰老客户？");
    expect(text).toContain("**守住「不要打扰老客户」这条线：**");
    expect(text).not.toMatch(/针对「不要打扰老客户」|和「不要打扰老客户」直接相关/);
  });
});

describe("a how-to about a method we know gets that method's own steps (issue 16)", () => {
  it("en pre-mortem: its steps, spoken to the asker", () => {
    const text = reply("How do I run a pre-mortem with my team?");
    expect(text).toContain("(with your team)");
    expect(text).toMatch(/has failed\. Why\?/);
    expect(text).toMatch(/Vote on the three to five most likely/);
    expect(text).not.toMatch(/Decide what the pre-mortem must (?:settle|achieve)|with my team/);
  });

  it("zh 竞品分析: its own steps, in Chinese", () => {
    const text = reply("怎么做竞品分析？");
    expect(text).toMatch(/选 3–5 个竞品/);
    expect(text).toMatch(/对比表/);
    expect(text).not.toMatch(/先想清楚(?:这次)?竞品分析要(?:回答什么|达成什么)/);
    expect(text.replace(/_[^_]+_|Excel/g, "")).not.toMatch(/[A-Za-z]{4,}/);
  });

  it("zh 用户访谈 vs 问卷调查: both defined, no tool trial advice", () => {
    const text = reply("用户访谈和问卷调查有什么区别？");
    expect(text).toMatch(/\| 是什么 \| 与用户一对一交流/);
    expect(text).not.toMatch(/需确认|试一周|试用一小时/);
  });

  it("zh: who asks comes before the question word ('我们团队该如何…'); 用户分层运营 has its own steps", () => {
    const text = reply("我们团队该如何做用户分层运营？");
    expect(text).toMatch(/^\*\*怎样做用户分层运营\*\*/);
    expect(text).toMatch(/RFM/);
    expect(text).toMatch(/留出对照组/);
    expect(text).not.toMatch(/我们团队该如何/);
  });

  it("en funnel analysis: its steps; a plural name takes 'are'", () => {
    expect(reply("How do I run a funnel analysis for our onboarding?")).toMatch(
      /conversion between each pair of steps/,
    );
    expect(reply("What are acceptance criteria?")).toMatch(
      /\*\*Acceptance criteria\*\* are the testable conditions/,
    );
  });

  it("en PRD vs BRD: a BRD is a business requirements document", () => {
    const text = reply("What's the difference between a PRD and a BRD?");
    expect(text).toMatch(/business requirements document/i);
    expect(text).not.toMatch(/can't check current facts|try both/i);
  });
});

describe("answers grounded in the knowledge given", () => {
  const block = (title: string, text: string) =>
    `\n\n<knowledge title="${title}" type="knowledge">\n${text}\n</knowledge>`;

  it("quotes and cites the passages before general advice, and never reads the knowledge as the question", () => {
    const text = normalReply({
      userText: `What are the top 3 churn fixes?${block("Churn interviews", "Based on 48 exit interviews:\n38% cancelled over price.\n27% want to skip a week.")}`,
      history: [],
      locale: "en",
    });
    expect(text).toMatch(/^\*\*What your knowledge says about this:\*\*/);
    expect(text).toContain("- 38% cancelled over price [1].");
    expect(text).toContain("- 27% want to skip a week [1].");
    expect(text).toContain("- [1] Churn interviews (knowledge base)");
    expect(text.indexOf("38%")).toBeLessThan(text.indexOf("**General advice**"));
    expect(text).not.toMatch(/Based checklist|what the Based/);
  });

  it("summarises the items themselves when the request names no subject: each item in reading order, no advice", () => {
    const text = normalReply({
      userText: `总结一下${block("访谈", "41% 的用户因为价格流失。\n23% 希望暂停配送。")}${block("搬迁", "办公室 5 月搬迁。")}`,
      history: [],
      locale: "zh",
    });
    const order = ["41%", "23%", "办公室"].map((s) => text.indexOf(s));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain("- [2] 搬迁（知识库）");
    expect(text).not.toContain("一般建议");
  });
});

describe("a plain question's subject is the subject of the answer (issue 39)", () => {
  it("zh: a question asked after its subject keeps the subject whole", () => {
    const text = reply("HR系统的绩效模块应该怎么设计？");
    expect(text).toContain("怎样设计HR系统的绩效模块");
    expect(text).not.toMatch(/怎样HR系统|应该怎么设计要/);
  });

  it("zh: what comes before the question word is what it is for", () => {
    expect(reply("医疗类App如何做隐私合规？")).toContain("医疗类App");
    expect(reply("跨境电商独立站怎么做会员体系？")).toContain("跨境电商独立站");
  });

  it("moving a number gets measurement steps, not an event's preparation", () => {
    const zh = reply("如何提高在线教育产品的完课率？");
    expect(zh).toMatch(/基线/);
    expect(zh).not.toMatch(/准备在线教育产品的完课率|约好人和时间/);
    const en = reply("How can we reduce no-shows at a physiotherapy clinic?");
    expect(en).toMatch(/baseline/);
    expect(en).toMatch(/no-shows/);
  });

  it("risks are listed by kind of risk, about the thing asked", () => {
    const en = reply("List the risks of migrating our customers from on-prem to cloud");
    expect(en).toContain("Risks of migrating your customers from on-prem to cloud");
    expect(en).toMatch(/Data and security/);
    expect(en).not.toMatch(/Goal: what the List/);
    const zh = reply("跨境电商独立站上线有哪些风险？");
    expect(zh).toContain("跨境电商独立站上线的风险清单");
    expect(zh).toMatch(/数据与安全/);
  });

  it("'what are the kinds of X' is not answered with a blank checklist", () => {
    const text = reply("SaaS 产品的定价策略有哪些？");
    expect(text).not.toMatch(/清单\*\*|目标：这次/);
  });
});

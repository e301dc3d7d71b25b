/**
 * Issue #39: a chat request to WRITE a document gets that document, with every part the user named
 * as a part of it, about the subject they named, in their language — not a risk register because
 * "风险" was one of the parts, nor validation advice for an interview script. Questions about
 * documents and apps that merely mention a report stay what they were.
 */
import { normalReply } from "@/server/ai/offline/normal/normal-reply";
import { writingAskOf } from "@/server/ai/offline/normal/writing-ask";
import { hasChinese } from "@/server/ai/offline/language/text-utils";
import "@/server/artifacts/registry";

const reply = (userText: string) =>
  normalReply({ userText, history: [], locale: hasChinese(userText) ? "zh" : "en" }) as string;
const headings = (text: string) => [...text.matchAll(/^\d+\. \*\*(.+?)\*\*$/gm)].map((m) => m[1]);

describe("the parts the user named are the document's parts, in their order", () => {
  it.each([
    [
      "帮我写一份产品周报模板，包括本周进展、数据、风险和下周计划",
      "产品周报模板",
      ["本周进展", "数据", "风险", "下周计划"],
    ],
    [
      "写一份会议纪要模板，要有参会人、讨论事项、结论和待办",
      "会议纪要模板",
      ["参会人", "讨论事项", "结论", "待办"],
    ],
    [
      "Create a release notes template with sections for new features, improvements, bug fixes and known issues",
      "Release notes template",
      ["New features", "Improvements", "Bug fixes", "Known issues"],
    ],
    [
      "Draft a monthly status report covering shipped work, churn numbers, blockers and hiring",
      "Monthly status report",
      ["Shipped work", "Churn numbers", "Blockers", "Hiring"],
    ],
    ["帮我做一个需求评审模板，包含背景、目标、方案和排期", "需求评审模板", ["背景", "目标", "方案", "排期"]],
  ])("%s", (request, title, parts) => {
    const text = reply(request);
    expect(text.split("\n")[0]).toContain(title);
    expect(headings(text)).toEqual(parts);
    // Each part gets its own prompt: a risk line only under risks, a part nobody knows keeps its own name.
    expect(text).not.toMatch(/风险清单|迁移|Launch checklist|帮我写/);
  });
  it("a part no guide knows is asked for by its own name", () => {
    expect(reply("帮我做一个需求评审模板，包含背景、目标、方案和排期")).toContain("[在这里写「排期」的内容]");
    expect(
      reply("Draft a monthly status report covering shipped work, churn numbers, blockers and hiring"),
    ).toContain("[What goes under “Hiring”]");
  });
});

describe("a document with no parts named gets its kind's parts, about the subject named", () => {
  it("en interview script: questions about the event, no validation advice", () => {
    const text = reply("Write an interview guide for parents who stopped using our reading app");
    expect(text).toContain("Interview script — parents who stopped using your reading app");
    expect(text).toContain("Take me back to when you stopped using your reading app.");
    expect(text).not.toMatch(/Validate your product|riskiest assumption/);
  });
  it("zh 访谈提纲: the event comes from who was named", () => {
    const text = reply("帮我写一份访谈提纲，针对退订了生鲜会员的用户");
    expect(text).toContain("用户访谈提纲 — 退订了生鲜会员的用户");
    expect(text).toContain("回到您退订了生鲜会员的那段时间");
  });
  it("en survey asks the reason for what users don't do, with choices", () => {
    const text = reply("Write a short survey to find out why trial users don't invite teammates");
    expect(text).toContain("What is the main reason you haven't chosen to invite teammates yet?");
    expect(text).toMatch(/single choice: the price/);
  });
  it("zh 问卷 names the product and who answers", () => {
    const text = reply("帮我准备一份满意度问卷，针对健身App的会员");
    expect(text).toContain("您对健身App的满意程度");
    expect(text).toContain("向其他会员推荐健身App");
  });
  it("en announcement email names the feature and its readers", () => {
    const text = reply("Draft an email announcing our new offline mode to existing customers");
    expect(text).toContain("**Subject:** Offline mode is here");
    expect(text).toContain("Offline mode is now available to all existing customers.");
  });
  it("zh 上线公告 says what the product now does", () => {
    expect(reply("给新功能写一段上线公告：支持导出 Excel 报表")).toContain(
      "大家好！从今天起，[产品名称]支持导出 Excel 报表。",
    );
  });
  it("user stories keep who, what and why, with acceptance criteria on the want", () => {
    const zh = reply("写一个用户故事：作为店长，我想一键补货，以便不再断货");
    expect(zh).toContain("作为**店长**，我想**一键补货**，以便**不再断货**。");
    expect(zh).toContain("当他一键补货时");
    const en = reply(
      "Write a user story: as a dispatcher, I want to reassign a failed drop so that parcels arrive the same day",
    );
    expect(en).toContain(
      "As a **dispatcher**, I want to **reassign a failed drop**, so that **parcels arrive the same day**.",
    );
    expect(en).toContain("Acceptance criteria");
  });
  it("a job description names the role and where", () => {
    const text = reply("Write a job description for a backend engineer at our logistics startup");
    expect(text).toContain("Job description — Backend engineer");
    expect(text).toContain("We are a logistics startup");
    expect(text).toContain("Review code");
  });
  it("a retro agenda is about what happened", () => {
    const text = reply("Prepare a retrospective for a launch that went over budget");
    expect(text.split("\n")[0]).toBe("**Retro agenda — a launch that went over budget**");
    expect(text).toContain("about the launch that went over budget");
  });
  it("blanks are said to be blanks; a document without them says nothing about brackets", () => {
    expect(reply("Create a release notes template")).toMatch(/Replace what is in \[brackets\]/);
    expect(reply("Write an interview script for people who churned")).not.toMatch(/brackets/);
  });
});

describe("not a request to write a document", () => {
  it.each([
    "用户访谈和问卷调查有什么区别？",
    "How do I write a good survey?",
    "我想做一个帮助远程团队养成习惯的打卡应用，支持连续打卡和每周报告",
    "What should a weekly report include?",
    "Write a PRD for a parking app",
    "Give me a checklist for handing off a feature from design to engineering",
  ])("%s", (text) => {
    expect(writingAskOf(text, hasChinese(text) ? "zh" : "en")).toBeNull();
  });
});

describe("a document asked from the user's notes is written from them", () => {
  const attach = (name: string, text: string) => `\n<attachment name="${name}">\n${text}\n</attachment>`;
  it("en release notes: each change under its part, cited; only the empty part keeps its blank", () => {
    const text = reply(
      "Write release notes for version 4.1 from these changes" +
        attach(
          "changes.txt",
          "- Added shared calendars\n- Fixed: invites sent twice to the same guest\n- Week view now shows time zones\n- Sync is 3x faster on Android\n- Moved the settings icon",
        ),
    );
    expect(text.split("\n")[0]).toBe("**Release notes — version 4.1**");
    const at = (s: string) => text.indexOf(s);
    expect(at("Added shared calendars [1]")).toBeGreaterThan(at("**New features**"));
    expect(at("Fixed: invites sent twice to the same guest [1]")).toBeGreaterThan(at("**Bug fixes**"));
    expect(at("Week view now shows time zones [1]")).toBeGreaterThan(at("**Improvements**"));
    expect(at("Week view now shows time zones [1]")).toBeLessThan(at("**Bug fixes**"));
    // A line that fits no part is kept, not dropped.
    expect(at("Moved the settings icon [1]")).toBeGreaterThan(at("**Other notes**"));
    expect(text).toContain("- [1] changes.txt (attachment)");
    expect(text).toContain("[What still goes wrong]");
    expect(text).not.toContain("What your knowledge says");
    expect(text).not.toContain("<attachment");
  });
  it("zh 周报: figures under 数据, a crash under 风险, next week's plan under 下周计划", () => {
    const text = reply(
      "根据这些记录，帮我写一份周报" +
        attach(
          "记录.txt",
          "本周订单 3,200 单，比上周多 12%。\n有 20 位商家投诉对账单打不开。\n下周计划上线自动对账。",
        ),
    );
    const at = (s: string) => text.indexOf(s);
    expect(at("本周订单 3,200 单，比上周多 12% [1]")).toBeGreaterThan(at("**核心数据**"));
    expect(at("有 20 位商家投诉对账单打不开 [1]")).toBeGreaterThan(at("**风险与问题**"));
    expect(at("下周计划上线自动对账 [1]")).toBeGreaterThan(at("**下周计划**"));
    expect(text).toContain("- [1] 记录.txt（附件）");
    expect(text).not.toContain("<attachment");
  });
});

describe("a document from picked knowledge", () => {
  const k = (title: string, text: string) => `\n<knowledge title="${title}">\n${text}\n</knowledge>`;
  it("uses the item that reads as its content, not one that only says 'weekly report'; a figure that moved is a metric, a failure that did not a risk", () => {
    const text = reply(
      "Write this week's status report for the team" +
        k(
          "Team notes, week 49",
          "Shipped the new onboarding checklist to all users.\nActivation is up from 31% to 36% week over week.\nThe bank-link step still fails for 4% of users.\nNext week we plan to launch saved searches.",
        ) +
        k(
          "Reading habits survey",
          "Children read 20 minutes a day on average.\nParents want a weekly reading report by email.\n64% of parents read aloud at bedtime.",
        ),
    );
    const at = (s: string) => text.indexOf(s);
    expect(at("Activation is up from 31% to 36% week over week [1]")).toBeGreaterThan(at("**Metrics**"));
    expect(at("The bank-link step still fails for 4% of users [1]")).toBeGreaterThan(
      at("**Risks and blockers**"),
    );
    expect(at("Next week we plan to launch saved searches [1]")).toBeGreaterThan(
      at("**Plan for next week**"),
    );
    expect(text).toContain("- [1] Team notes, week 49 (knowledge base)");
    expect(text).not.toMatch(/Reading habits|reading report|bedtime/);
  });
});

/**
 * Issue 39 (PRDs): a PRD asked as a change to a product the user already has ("redesign the
 * checkout flow in our grocery app", "给我们的外卖App加一个拼单功能") is about the change: its title
 * names the change and the product, its overview says it changes the existing product, its
 * problem and goals are about the change, its requirements are the change's parts — never the
 * whole sentence as a new product's name. A request for a product of its own reads as before.
 */
import { prdWriter } from "@/server/artifacts/prd/offline/prd-writer";
import { changeOf } from "@/server/ai/offline/brief/change";

const prd = (userText: string) => {
  const lang = /[\u4e00-\u9fff]/.test(userText) ? "zh" : "en";
  const out = prdWriter({ userText, history: [], locale: lang });
  // The whole document (its charts are fenced inside it).
  return /```markdown\n([\s\S]*)\n```\n\n/.exec(out)![1];
};

describe("reading a change to an existing product", () => {
  it("en: the verb, what changes and the product", () => {
    expect(changeOf("PRD: improve onboarding for new teams in our scheduling tool", "en")).toEqual({
      kind: "improve",
      verb: "improve",
      target: "onboarding for new teams",
      product: "scheduling tool",
    });
    expect(changeOf("adding team billing to our analytics dashboard", "en")).toMatchObject({
      kind: "add",
      target: "team billing",
      product: "analytics dashboard",
    });
    expect(changeOf("Redesign our grocery app's checkout flow", "en")).toMatchObject({
      target: "checkout flow",
      product: "grocery app",
    });
  });

  it("zh: 给…加, 优化我们…的…", () => {
    expect(changeOf("给我们的外卖App加一个拼单功能", "zh")).toEqual({
      kind: "add",
      verb: "加",
      target: "拼单功能",
      product: "外卖App",
    });
    expect(changeOf("优化我们CRM的线索分配流程", "zh")).toMatchObject({
      kind: "improve",
      target: "线索分配流程",
      product: "CRM",
    });
  });

  it("a product of its own, or an edit of a document, is not a change", () => {
    for (const text of [
      "Write a PRD for a self-service returns portal for our online shoe store",
      "Write a PRD for a tool to improve the onboarding of new hires",
      "PRD for a field service app: dispatchers assign work orders",
      "Add a risks section to our PRD",
    ])
      expect(changeOf(text, "en")).toBeNull();
    for (const text of [
      "写一个会员积分后台管理系统的PRD",
      "需要一份设备报修系统的PRD：员工提交报修、主管审批",
      "为社区团购做一个团长管理后台",
    ])
      expect(changeOf(text, "zh")).toBeNull();
  });
});

describe("a PRD for a change to an existing product", () => {
  it("en: titled by the change and the product, about the change, its parts as requirements", () => {
    const md = prd(
      "Redesign the checkout flow in our grocery app: one-page address form, saved cards and delivery slot picker",
    );
    expect(md).toMatch(/^# Checkout flow redesign — grocery app PRD/);
    expect(md).toMatch(/is a change to the existing grocery app/);
    expect(md).toMatch(/the current checkout flow/);
    expect(md).toMatch(/\*\*US-1 One-page address form\.\*\*/);
    expect(md).toMatch(/Saved cards/);
    expect(md).toMatch(/Delivery slot picker/);
    expect(md).toMatch(/Rebuilding the rest of the grocery app/);
    // Who watches the change's numbers is the team that runs the product, not an assumed household.
    expect(md).toMatch(
      /\*\*Secondary — the team that runs the grocery app\.\*\* They want to see from the numbers/,
    );
    expect(md).not.toMatch(/redesign the checkout flow in our/i);
    expect(md).not.toMatch(/calls, chat groups and spreadsheets/);
    expect(md).not.toMatch(/new product/i);
  });

  it("en: an added feature is the requirement when the request names no parts", () => {
    const md = prd("PRD: add team billing to our analytics dashboard");
    expect(md).toMatch(/^# Team billing — analytics dashboard PRD/);
    expect(md).toMatch(/\*\*US-1 Team billing\.\*\*/);
    expect(md).toMatch(/has no team billing/);
    expect(md).not.toMatch(/use “Add/);
    expect(md).not.toMatch(/Sign-in and profile/);
  });

  it("zh: 给我们的外卖App加一个拼单功能 is the 外卖App's new 拼单, not a product named by the sentence", () => {
    const md = prd("给我们的外卖App加一个拼单功能");
    expect(md).toMatch(/^# 外卖App新增拼单功能 产品需求文档/);
    expect(md).toMatch(/是对现有外卖App的一次改动/);
    expect(md).toMatch(/\*\*US-1 拼单/);
    expect(md).not.toMatch(/我们的外卖App加/);
    expect(md).not.toMatch(/电话、微信群和表格/);
    expect(md).not.toMatch(/新产品|登录与个人资料/);
  });

  it("zh: 优化…流程 with its parts: the parts are the requirements", () => {
    const md = prd("优化我们CRM的线索分配流程，支持按地区自动分配和超时回收");
    expect(md).toMatch(/^# CRM线索分配流程优化 产品需求文档/);
    expect(md).toMatch(/现有的线索分配流程/);
    expect(md).toMatch(/\*\*US-1 按地区自动分配/);
    expect(md).toMatch(/超时回收/);
    expect(md).not.toMatch(/优化我们/);
  });

  it("en: who the change is for ('onboarding for new teams') are its users", () => {
    const md = prd("PRD: improve onboarding for new teams in our scheduling tool");
    expect(md).toMatch(/^# Onboarding for new teams improvement — scheduling tool PRD/);
    expect(md).toMatch(/\*\*For:\*\* new teams/);
    expect(md).toMatch(/the current onboarding for new teams, which falls short/);
  });

  it("zh: a part's own 能 stays (按技能分配); a person's 可以 goes (老师可以语音点评 → 老师语音点评)", () => {
    const md = prd("升级现有的客服系统的工单分配，支持按技能分配和自动升级");
    expect(md).toMatch(/^# 客服系统工单分配升级 产品需求文档/);
    expect(md).toMatch(/\*\*US-1 按技能分配。\*\*/);
    const teach = prd("改进我们在线教育平台的作业批改，老师可以语音点评");
    expect(teach).toMatch(/「老师语音点评」/);
    expect(teach).not.toMatch(/老师可以/);
  });

  it("a new product's PRD is unchanged: no change wording", () => {
    const md = prd("Write a PRD for a self-service returns portal for our online shoe store");
    expect(md).not.toMatch(/is a change to the existing/);
    expect(md).not.toMatch(/Gradual rollout/);
  });

  // h48: the verb of change comes last, or there is none; stories say "As a person…", one person.
  it("en: a change whose verb is not first, or a part 'in our' product, is a change", () => {
    expect(changeOf("Our grocery app needs a better checkout", "en")).toMatchObject({
      kind: "improve",
      target: "checkout",
      product: "grocery app",
    });
    expect(
      changeOf("The reminders in our meditation app need a rework: snooze and custom sounds", "en"),
    ).toMatchObject({
      kind: "improve",
      target: "reminders",
      product: "meditation app",
    });
    expect(changeOf("Write a PRD for a referral programme in our language-learning app", "en")).toMatchObject(
      {
        kind: "add",
        target: "referral programme",
        product: "language-learning app",
      },
    );
    expect(changeOf("PRD for a mobile app for our online store", "en")).toBeNull();
    const md = prd("Our grocery app needs a better checkout");
    expect(md).toMatch(/^# Checkout improvement — grocery app/m);
    expect(md).toMatch(/As a person planning, cooking or ordering meals, I want/);
    expect(md).not.toMatch(/As a people|ordering meal,/);
    expect(md).toMatch(/checkout is missing or hard to use/);
    expect(md).not.toMatch(/checkout are missing|the current checkout cause\b/);
  });

  it("zh: 动词在后（…需要改进、…得重新设计一下）或“需要一个…”也是改动", () => {
    expect(changeOf("我们的记账App的预算功能需要改进", "zh")).toMatchObject({
      kind: "improve",
      target: "预算功能",
      product: "记账App",
    });
    expect(
      changeOf("我们网上书店的会员体系得重新设计一下：积分兑换、等级权益和生日礼包", "zh"),
    ).toMatchObject({
      kind: "improve",
      target: "会员体系",
      product: "网上书店",
    });
    expect(changeOf("我们的打车App需要一个发票功能", "zh")).toMatchObject({
      kind: "add",
      target: "发票功能",
    });
    const md = prd("我们的记账App的预算功能需要改进");
    expect(md).toMatch(/^# 记账App预算功能改进/m);
    expect(md).not.toMatch(/新产品|电话、微信群和表格/);
  });

  it("en: a PRD requirement is one clause: a comma after an amount ends it", () => {
    const md = prd(
      "PRD for an expense approval flow: employees submit expenses, managers approve claims up to $1,000, claims above $1,000 also need finance approval, and a rejected claim can be resubmitted once",
    );
    expect(md).toMatch(/\*\*Approve claims up to \$1,000\*\*/);
    expect(md).toMatch(/\*\*Claims above \$1,000 also need finance approval\*\*/);
    expect(md).not.toMatch(/up to \$1,000 claims above/);
  });
});

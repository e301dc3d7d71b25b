/**
 * Issue #39 (PRDs): each actor a request names gets stories as that actor, and the request's
 * lead-in ("Need a PRD for …", "需要一份…") never becomes the product's name. Requests written for
 * this test, not taken from the bench.
 */
import { prdWriter } from "@/server/artifacts/prd/offline/prd-writer";
import { extractArtifact } from "@/server/ai/extract";
import { BUILTIN_TEMPLATES } from "@/server/seed/prd-templates";
import { closeMermaidValidator } from "@/server/validate/mermaid";

afterAll(() => closeMermaidValidator());

const prd = (prompt: string, locale: "en" | "zh") =>
  extractArtifact(
    prdWriter({ userText: prompt, history: [], locale, options: { template: BUILTIN_TEMPLATES[0][locale] } }),
    "markdown",
  )!.body;

describe("offline PRD: who does each job", () => {
  it("English: each named actor, the verb in its base form, jobs after a comma stay with their actor", () => {
    const doc = prd(
      "PRD for a food bank volunteer app: coordinators publish shifts, volunteers claim a shift, swap it with a friend, and drivers confirm pickups",
      "en",
    );
    expect(doc).toMatch(/As a coordinator, I want to publish shifts/);
    expect(doc).toMatch(/As a volunteer, I want to claim a shift/);
    expect(doc).toMatch(/As a volunteer, I want to swap it with a friend/);
    expect(doc).toMatch(/As a driver, I want to confirm pickups/);
    expect(doc).not.toMatch(/As a coordinator, I want to confirm pickups/);
  });

  it("English: departments act too ('HR approves', 'IT provisions') and read as members of them", () => {
    const doc = prd(
      "PRD for an equipment request portal: employees request a monitor, IT provisions the device and finance approves the cost",
      "en",
    );
    expect(doc).toMatch(/As an employee, I want to request a monitor/);
    expect(doc).toMatch(/As a member of IT, I want to provision the device/);
    expect(doc).toMatch(/As a member of finance, I want to approve the cost/);
  });

  it("Chinese: 角色在前的功能按该角色写故事", () => {
    const doc = prd("物业报修小程序PRD：业主提交报修、管理员派单、维修工上门维修、业主评价", "zh");
    expect(doc).toMatch(/作为业主，我想要[^\n]*提交报修/);
    expect(doc).toMatch(/作为管理员，我想要[^\n]*派单/);
    expect(doc).toMatch(/作为维修工，我想要[^\n]*上门维修/);
  });

  it("a thing named after people is not someone acting ('vendor payments', 'coordinator view'); 导师审批 keeps its name", () => {
    const doc = prd(
      "PRD for a conference app for organisers with speaker invites, vendor payments and a volunteer view",
      "en",
    );
    expect(doc).not.toMatch(/As a vendor/);
    expect(doc).toMatch(/Vendor payments/);
    const zh = prd("社团活动报名小程序PRD：活动列表、在线报名、社长审核、签到提醒", "zh");
    expect(zh).toMatch(/社长审核/);
    expect(zh).toMatch(/作为社长，我想要[^\n]*审核/);
  });

  it("people the word list does not know act when a verb and its object follow ('judges score entries')", () => {
    const doc = prd("PRD for a baking contest app: judges score entries, parents follow live scores", "en");
    expect(doc).toMatch(/As a judge, I want to score entries/);
    expect(doc).toMatch(/As a parent, I want to follow live scores/);
  });

  it("an approval that names no money is not an expense claim (调休审批 gets no 报销 stories)", () => {
    const doc = prd("调休审批的PRD：员工申请调休、部门经理审批、考勤自动同步", "zh");
    expect(doc).toMatch(/作为部门经理/);
    expect(doc).not.toMatch(/报销|发票/);
  });

  it("the ask before the product is never its name", () => {
    const en = prd(
      "Need a PRD for a museum audio guide app: visitors scan exhibit codes and curators upload recordings",
      "en",
    );
    expect(en).toMatch(/^# Museum audio guide app/m);
    expect(en).not.toMatch(/\bNeed\b/);
    expect(en).toMatch(/As a visitor, I want to scan exhibit codes/);
    expect(en).toMatch(/As a curator, I want to upload recordings/);
    const zh = prd("需要一份宠物寄养平台的PRD：宠物主人发布需求、寄养家庭接单、平台担保付款", "zh");
    expect(zh).toMatch(/^# 宠物寄养平台/m);
    expect(zh).not.toMatch(/^# 需要/m);
  });
});

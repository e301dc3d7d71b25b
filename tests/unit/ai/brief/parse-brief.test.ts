/**
 * The brief parser case by case, in both languages: subjects, lists, steps with who does them,
 * conditions and their branches, states and transitions, entities and relations, durations,
 * pages, fields, actions, devices, reply intents, attachments, earlier turns, follow-up edits,
 * and what it reports it could not place.
 */
import { parseBrief } from "@/server/ai/offline/brief";
import { EDIT_CASES, EN_CASES, ZH_CASES, type BriefCase } from "./brief-cases";
// The kinds bring the words that name them to the Offline model when they are registered (as the app does).
import "@/server/artifacts/registry";

const ATTACHMENTS: Record<string, string> = {
  "attached notes give the subject, users and features":
    '<attachment name="notes.txt">\nWard shift planner\nUsers: nurses and ward managers\nFeatures: shift swaps, leave requests, overtime alerts\nOvertime above 10 hours a week must be flagged\n</attachment>',
  "an English request with Chinese attached text stays English":
    '<attachment name="spec.txt">\n会员积分规则：每消费1元积1分。\n</attachment>',
  "附件给出主题、用户和功能":
    '<attachment name="需求.txt">\n智慧停车小程序\n目标用户：车主、停车场管理员\n核心功能：找车位、扫码缴费、月卡办理\n</attachment>',
};

const DEFAULT_CURRENT = {
  kind: "prototype",
  title: "Landing page",
  content: "<html><body><h1>Landing page</h1></body></html>",
};

function run(c: BriefCase, withCurrent: boolean) {
  const text = `${c.text}${ATTACHMENTS[c.name] ? `\n\n${ATTACHMENTS[c.name]}` : ""}`;
  const current = "current" in c ? c.current : withCurrent ? DEFAULT_CURRENT : undefined;
  c.expect(parseBrief({ text, mode: c.mode ?? null, history: c.history, current }));
}

describe("brief parser: English requests", () => {
  it.each(EN_CASES.map((c) => [c.name, c] as const))("%s", (_, c) => run(c, false));
});

describe("brief parser: Chinese requests", () => {
  it.each(ZH_CASES.map((c) => [c.name, c] as const))("%s", (_, c) => run(c, false));
});

describe("brief parser: follow-ups in a chat that has an artifact", () => {
  it.each(EDIT_CASES.map((c) => [c.name, c] as const))("%s", (_, c) => run(c, true));
});

it("is deterministic: the same request gives the same brief", () => {
  const text =
    "采购申请流程图：需求部门填写采购单，采购员比价，金额超过1万元需要总经理审批，否则采购经理审批，审批通过后下单并入库";
  expect(parseBrief({ text, mode: "mermaid" })).toEqual(parseBrief({ text, mode: "mermaid" }));
});

it("has at least sixty cases across both languages", () => {
  expect(EN_CASES.length + ZH_CASES.length + EDIT_CASES.length).toBeGreaterThanOrEqual(60);
  expect(ZH_CASES.length).toBeGreaterThanOrEqual(25);
  expect(EN_CASES.length).toBeGreaterThanOrEqual(25);
});

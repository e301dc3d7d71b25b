/**
 * Issue #39 (charts): a decision word pair ("approves or rejects", "审核通过或驳回") gives both
 * branches, the other one ending the flow; a step where one party calls another ("X calls Y to …",
 * "X 调用 Y …", "X 向 Y 发送…") makes both of them participants, the message going from caller to
 * callee. Requests written for this test.
 */
import { closeMermaidValidator, parseMermaid } from "@/server/validate/mermaid";
import { offlineChart as chart, sequence } from "../../helpers/offline-charts";

afterAll(() => closeMermaidValidator());

function read(source: string) {
  const label = new Map<string, string>();
  for (const m of source.matchAll(/^\s*(\w+)(?:\(\[|\[|\{)"([^"]*)"/gm)) label.set(m[1], m[2]);
  const edges = [...source.matchAll(/^\s*(\S+)\s+-->(?:\|"([^"]*)"\|)?\s+(\S+)/gm)].map((m) => ({
    from: label.get(m[1]) ?? m[1],
    to: label.get(m[3]) ?? m[3],
    label: m[2],
  }));
  return { labels: [...label.values()], edges };
}

describe("a decision word pair gives both branches", () => {
  it("en: 'approves or declines it' — declined ends the flow, approved goes on", async () => {
    const src = chart(
      "Flowchart for a grant application: applicant submits the proposal, the committee approves or declines it, finance releases the funds",
    );
    const { labels, edges } = read(src);
    expect(labels).toContain("Approved?");
    expect(edges).toContainEqual({ from: "Approved?", to: "Finance releases the funds", label: "Yes" });
    const no = edges.find((e) => e.from === "Approved?" && e.label === "No");
    expect(no?.to).toMatch(/^Declined/);
    expect(edges).toContainEqual({ from: no!.to, to: "End", label: undefined });
    expect((await parseMermaid(src)).ok).toBe(true);
  });

  it("zh: 「审核通过或驳回」两个分支都画出来", async () => {
    const src = chart("画一个商家入驻流程图：商家提交资质，平台运营审核通过或驳回，签署合同，开通店铺");
    const { labels, edges } = read(src);
    expect(labels).toContain("审核通过？");
    expect(edges).toContainEqual({ from: "审核通过？", to: "签署合同", label: "是" });
    const no = edges.find((e) => e.from === "审核通过？" && e.label === "否");
    expect(no?.to).toMatch(/^驳回/);
    expect(edges).toContainEqual({ from: no!.to, to: "结束", label: undefined });
    expect((await parseMermaid(src)).ok).toBe(true);
  });

  it("a branch the request spells out is kept, not doubled", () => {
    const src = chart(
      "Flowchart: customer requests a refund, support accepts or declines, if declined the customer gets the reason, the bank sends the money",
    );
    const { edges } = read(src);
    const no = edges.filter((e) => e.from === "Accepted?" && e.label === "No");
    expect(no).toHaveLength(1);
    expect(no[0].to).toMatch(/reason/i);
  });
});

describe("caller and callee both take part", () => {
  it("zh: 「X 调用 Y …」与「X 向 Y 发送…」", async () => {
    const src = chart(
      "时序图：患者挂号，挂号服务调用排班服务查询号源，支付服务向银行发送扣款请求，短信服务通知患者",
    );
    const { participants, messages } = sequence(src);
    expect(participants).toEqual(expect.arrayContaining(["挂号服务", "排班服务", "支付服务", "银行"]));
    expect(participants).not.toContain("挂号服务调用排班服务");
    expect(messages).toContain("挂号服务 -> 排班服务: 查询号源");
    expect(messages).toContain("支付服务 -> 银行: 发送扣款请求");
    expect((await parseMermaid(src)).ok).toBe(true);
  });

  it("en: 'X calls Y to …', 'X asks Y for …'", async () => {
    const src = chart(
      "Sequence diagram: the mobile app calls the booking service to hold a seat, the booking service asks the pricing engine for a fare, the payment service charges the card",
    );
    const { participants, messages } = sequence(src);
    expect(participants).toEqual(
      expect.arrayContaining(["mobile app", "booking service", "pricing engine", "payment service"]),
    );
    expect(messages).toContain("mobile app -> booking service: hold a seat");
    expect(messages).toContain("booking service -> pricing engine: request a fare");
    // "the payment service charges the card": an -s verb before the object's article, whatever the tagger said.
    expect(messages.some((m) => /^payment service -> .*charges the card$/.test(m))).toBe(true);
    expect((await parseMermaid(src)).ok).toBe(true);
  });
});

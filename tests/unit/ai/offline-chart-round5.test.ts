/**
 * Issue 39, round 5: charts told in words nobody tuned for. State diagrams whose moves are told
 * as sentences (loops back, branches, reopen, cancel from several states), en and zh. Each drew
 * the clauses as states in one straight line, or a flowchart, before.
 */
import { offlineChart, offlineChartReply } from "../../helpers/offline-charts";

/** A state diagram's transitions as "from -> to", by state name ([*] as itself). */
function moves(source: string): string[] {
  const names = new Map<string, string>();
  for (const m of source.matchAll(/^\s*state "([^"]+)" as (\w+)$/gm)) names.set(m[2], m[1]);
  return [...source.matchAll(/^\s*(\S+) --> (\S+)(?: : .*)?$/gm)].map(
    (m) => `${names.get(m[1]) ?? m[1]} -> ${names.get(m[2]) ?? m[2]}`,
  );
}

describe("state diagrams told as sentences", () => {
  it("en: a pull request's loop back, branch, close from three states and reopen", () => {
    const source = offlineChart(
      "Draw the states of a pull request: it starts as a draft and the author marks it ready for review; reviewers either approve it or request changes; once the author pushes fixes it goes back to ready for review; an approved pull request is merged. A pull request can be closed from draft, ready for review or changes requested, and a closed one can be reopened as a draft.",
    );
    expect(source).toMatch(/^stateDiagram-v2$/m);
    expect(moves(source)).toEqual(
      expect.arrayContaining([
        "[*] -> draft",
        "draft -> ready for review",
        "ready for review -> approved",
        "ready for review -> changes requested",
        "changes requested -> ready for review",
        "approved -> merged",
        "draft -> closed",
        "ready for review -> closed",
        "changes requested -> closed",
        "closed -> draft",
        "merged -> [*]",
      ]),
    );
    expect(moves(source)).not.toContain("merged -> closed");
    // No clause is a state.
    expect(source).not.toMatch(/starts as|marks it|either/);
  });

  it("en reply names the states and places every sentence", () => {
    const reply = offlineChartReply(
      "State diagram of support ticket states: open, in progress, resolved, closed. A resolved ticket can be reopened.",
    );
    expect(moves(reply)).toEqual(expect.arrayContaining(["resolved -> in progress", "resolved -> closed"]));
    expect(reply).not.toMatch(/could not place/);
  });

  it("zh: 外卖订单 — states from 是/变为/进入/后, cancelled from 待支付 and 待接单", () => {
    const reply = offlineChartReply(
      "画一个外卖订单的状态图：用户下单后订单是待支付，支付后变为待接单；商家接单后进入制作中，骑手取餐后是配送中，送达后已完成。待支付和待接单时用户都可以取消订单，超过15分钟未支付会自动取消，商家拒单也会变成已取消。",
    );
    expect(moves(reply)).toEqual(
      expect.arrayContaining([
        "[*] -> 待支付",
        "待支付 -> 待接单",
        "待接单 -> 制作中",
        "制作中 -> 配送中",
        "配送中 -> 已完成",
        "待支付 -> 已取消",
        "待接单 -> 已取消",
        "已完成 -> [*]",
        "已取消 -> [*]",
      ]),
    );
    expect(moves(reply)).not.toContain("已完成 -> 已取消");
    expect(reply).not.toMatch(/用户下单后订单是|没能放进图里/);
    expect(reply).toMatch(/包含你列出的待支付、待接单、制作中、配送中、已完成、已取消/);
  });

  it("zh: 报销单 — 驳回回到草稿 loops back, the main line goes on from 待审批", () => {
    const source = offlineChart(
      "报销单的状态图：员工填好后先存为草稿，提交后是待审批；主管驳回就回到草稿，员工修改后可以重新提交；主管通过后进入财务审核，财务打款后变成已报销。草稿可以直接删除。",
    );
    expect(moves(source)).toEqual(
      expect.arrayContaining([
        "[*] -> 草稿",
        "草稿 -> 待审批",
        "待审批 -> 草稿",
        "待审批 -> 财务审核",
        "财务审核 -> 已报销",
        "已报销 -> [*]",
      ]),
    );
    expect(source).toMatch(/: 主管驳回/);
    expect(moves(source)).not.toContain("已报销 -> 草稿");
  });
});

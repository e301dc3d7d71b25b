/**
 * Issue #39 (plain questions): a question that names no product still names what it is about, and
 * the answer says it — never "your product"/"你的产品" in place of the field asked about. Questions
 * written for this test, not taken from the bench.
 */
import { normalReply } from "@/server/ai/offline/normal/normal-reply";
import { hasChinese } from "@/server/ai/offline/language/text-utils";
import "@/server/artifacts/registry";

const reply = (userText: string) =>
  normalReply({ userText, history: [], locale: hasChinese(userText) ? "zh" : "en" }) as string;

describe("a plain question keeps its subject", () => {
  it.each([
    ["What should a PM check before launching a loyalty programme in Japan?", /loyalty programme in Japan/],
    ["What should we consider before launching a refund feature in Brazil?", /refund feature in Brazil/],
    ["餐饮SaaS产品经理需要关注哪些指标？", /餐饮SaaS产品/],
    ["怎么给在线课程设计新手引导？", /在线课程/],
    ["跨境电商产品的定价策略有哪些？", /跨境电商产品/],
    ["银行App的无障碍改造要注意什么？", /银行App的无障碍改造/],
  ])("%s", (question, subject) => {
    const text = reply(question);
    expect(text).toMatch(subject);
    expect(text).not.toMatch(/your product|你的产品/);
  });

  it("a question about a practice alone names the practice", () => {
    expect(reply("如何做竞品分析？")).toMatch(/竞品分析/);
    expect(reply("How should I run a design critique?")).toMatch(/design critique/i);
  });
});

/**
 * Issue #39 (plain questions with picked knowledge): a question about the user's own data is
 * answered by the quoted passages alone, cited — no general advice padded (or garbled) after it;
 * a choice between amounts is a pricing question, not a comparison of two things to look up.
 * Questions and knowledge written for this test.
 */
import { normalReply } from "@/server/ai/offline/normal/normal-reply";
import "@/server/artifacts/registry";

const block = (title: string, text: string) =>
  `\n\n<knowledge title="${title}" type="knowledge">\n${text}\n</knowledge>`;
const ask = (q: string, k: string, locale: "en" | "zh") =>
  normalReply({ userText: `${q}${k}`, history: [], locale }) as string;

describe("questions about the user's own data", () => {
  it("en: 'What does the NPS survey say…' is answered by the figures, cited, with nothing after", () => {
    const text = ask(
      "What does the NPS survey say about the mobile app?",
      block(
        "NPS survey, May",
        "NPS for the mobile app is 31.\nDetractors mention slow sync in 44% of comments.",
      ),
      "en",
    );
    expect(text).toContain("NPS for the mobile app is 31 [1].");
    expect(text).toContain("44%");
    expect(text).toContain("- [1] NPS survey, May (knowledge base)");
    expect(text).not.toMatch(/General advice|checklist|Goal: what/);
  });

  it("zh: 「退货率情况怎么样？」只用资料回答", () => {
    const text = ask(
      "我们的退货率情况怎么样？",
      block("退货数据", "本季度退货率为 8.5%。\n服装类退货占全部退货的 61%。"),
      "zh",
    );
    expect(text).toContain("本季度退货率为 8.5% [1]");
    expect(text).toContain("61%");
    expect(text).not.toContain("一般建议");
  });

  it("a question asking what to do still gets general advice after the quotes", () => {
    const text = ask(
      "How should we reduce refund requests?",
      block("Refunds Q1", "Refund requests rose 12% in Q1.\nMost cite late delivery."),
      "en",
    );
    expect(text).toContain("12%");
    expect(text).toMatch(/General advice/);
  });
});

describe("a choice between amounts", () => {
  it("zh: 「选 39 元还是 59 元」不是两样东西的对比表", () => {
    const text = ask(
      "年卡应该定 39 元还是 59 元？",
      block("定价测试", "39 元档转化率 7.1%。\n59 元档转化率 4.8%。"),
      "zh",
    );
    expect(text).toContain("7.1%");
    expect(text).not.toMatch(/对比\*\*|需确认|\| 是什么 \|/);
    expect(text).toMatch(/定价/);
  });

  it("en: '$15 or $25' is answered as pricing", () => {
    const text = ask(
      "Should the team plan cost $15 or $25?",
      block("Price test", "At $15, 6% converted.\nAt $25, 3.9% converted."),
      "en",
    );
    expect(text).toContain("6% converted");
    expect(text).not.toMatch(/can't check current facts|\$15 vs \$25/);
  });
});

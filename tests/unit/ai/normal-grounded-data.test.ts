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

describe("answers read on new grounding cases (stop 46)", () => {
  it("zh: 「总结一下…主要发现」只用资料回答，不接「我没太理解你的意思」", () => {
    const text = ask(
      "帮我总结一下骑手调研的主要发现",
      block(
        "骑手调研",
        "58% 的骑手每天工作超过 10 小时。\n骑手最希望改进的是导航准确性。\n雨天订单量增加 40%。",
      ),
      "zh",
    );
    expect(text).toContain("58% 的骑手每天工作超过 10 小时 [1]");
    expect(text).not.toContain("一般建议");
    expect(text).not.toContain("没太理解");
  });

  it("en: 'which feature … based on the votes' leads with the top count, then the others in order", () => {
    const text = ask(
      "Which feature should we build next based on the votes?",
      block(
        "Feature request votes",
        "Dark mode: 340 votes.\nCSV export: 515 votes.\nSlack integration: 290 votes.",
      ),
      "en",
    );
    expect(text.split("\n")[0]).toBe(
      "**By your figures, CSV export leads with 515 votes**, then Dark mode (340 votes) and Slack integration (290 votes) [1].",
    );
  });

  it("zh: 「哪个渠道最多」按资料排序", () => {
    const text = ask(
      "哪个获客渠道带来的用户最多？",
      block("获客渠道", "小红书：1200 人。\n抖音：860 人。\n朋友推荐：430 人。"),
      "zh",
    );
    expect(text.split("\n")[0]).toBe(
      "**按你的资料，小红书最多：1200 人**，其次是抖音（860 人）、朋友推荐（430 人） [1]。",
    );
  });

  it("no ranking when the lines are not one list of counts in one unit", () => {
    const text = ask(
      "Which plan converts best?",
      block("Pricing test", "Basic: 7.1%.\nPro: 12 signups."),
      "en",
    );
    expect(text).not.toContain("By your figures");
  });
});

describe("read on five more requests (stop 46, review)", () => {
  it("zh: 「哪个城市的订单最多」由资料的排序回答，后面不接泛泛的建议", () => {
    const text = ask(
      "哪个城市的订单最多？",
      block("订单分布", "上海：3400 单。\n北京：2900 单。\n成都：1800 单。"),
      "zh",
    );
    expect(text.split("\n")[0]).toContain("上海最多：3400 单");
    expect(text).not.toContain("一般建议");
  });

  it("en: 'Summarise the interview notes' quotes every passage of the item, in reading order", () => {
    const text = ask(
      "Summarise the interview notes",
      block(
        "Interviews with dispatchers",
        "Dispatchers re-assign about 30 drops a day by phone.\nThey want a map of failed drops.",
      ),
      "en",
    );
    expect(text).toContain(
      "- Dispatchers re-assign about 30 drops a day by phone [1].\n- They want a map of failed drops [1].",
    );
    expect(text).not.toContain("General advice");
  });
});

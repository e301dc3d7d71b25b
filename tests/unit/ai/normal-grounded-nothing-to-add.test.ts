/**
 * Issue #39 (say plainly, never pad): after the user's own lines on a question, the fallbacks that
 * know nothing of the subject — a why's four usual causes ("价值来得太晚" for cancelled orders),
 * "Here's how I'd think about it" for a price change — are not printed as "general advice"; the
 * reply says the offline model has nothing more and where more can come from. Advice it does know
 * (a how-to's playbook) still follows, as normal-grounded-data.test.ts checks.
 */
import { normalReply } from "@/server/ai/offline/normal/normal-reply";
import "@/server/artifacts/registry";

const k = (title: string, text: string) => `\n<knowledge title="${title}">\n${text}\n</knowledge>`;

it("zh: a why answered by the notes gets no generic causes after them", () => {
  const text = normalReply({
    userText:
      "为什么用户下单后又取消订单？" +
      k(
        "取消订单分析",
        "42% 的取消发生在下单后 10 分钟内。\n配送时间超过 45 分钟的订单，取消率是平均水平的 3 倍。",
      ),
    history: [],
    locale: "zh",
  });
  expect(text).toContain("42% 的取消发生在下单后 10 分钟内 [1]");
  expect(text).not.toMatch(/一般建议|价值来得太晚|来的不是对的人/);
  expect(text).toContain("离线模型对这个问题没有更多可靠的内容");
});

it("en: a price change answered by the notes gets no 'Here's how I'd think about it'", () => {
  const text = normalReply({
    userText:
      "Should we raise the Pro plan from $12 to $15?" +
      k("Pricing survey", "61% of Pro users say $12 is fair.\n23% would cancel if the price went above $14."),
    history: [],
    locale: "en",
  });
  expect(text).toContain("$15 is above the line they draw");
  expect(text).not.toMatch(/General advice|Here's how I'd think|Name the outcome/);
  expect(text).toContain("The offline model has no notes of its own on this beyond the lines above");
});

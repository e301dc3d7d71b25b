/**
 * Issue #39 (say what was done instead): a how-to the Offline model has no notes on says so and
 * points to a model or Research, and its steps never put the question's verb phrase where a noun
 * belongs ("Decide what the checkout faster must achieve", "a small, sharp handle dark mode"). A
 * question's product is named without the question word ("怎么提高外卖App" → 外卖App).
 * Questions written for this test.
 */
import { normalReply } from "@/server/ai/offline/normal/normal-reply";
import { hasChinese } from "@/server/ai/offline/language/text-utils";
import "@/server/artifacts/registry";

const reply = (userText: string) =>
  normalReply({ userText, history: [], locale: hasChinese(userText) ? "zh" : "en" }) as string;

describe("a how-to with nothing known about it", () => {
  it.each([
    ["How do I make our checkout faster?", "How to make your checkout faster", /the checkout faster/],
    [
      "How can we get more hosts to list their homes on our rental marketplace?",
      "How to get more hosts to list their homes",
      /the more hosts|sharp more hosts/,
    ],
    [
      "How should we handle dark mode in our design system?",
      "How to handle dark mode",
      /the handle dark mode/,
    ],
  ])("%s", (question, heading, broken) => {
    const text = reply(question);
    expect(text).toContain(heading);
    expect(text).toMatch(/no notes on this[\s\S]*connect a model in Settings/);
    expect(text).not.toMatch(broken);
  });
});

describe("a Chinese question's product is named without the question word", () => {
  it.each([
    ["怎么提高外卖App的复购率？", "外卖App"],
    ["如何做好社区团购小程序的冷启动？", "社区团购小程序"],
  ])("%s", (question, product) => {
    const text = reply(question);
    expect(text).toContain(product);
    expect(text).not.toMatch(/怎么提高外卖App|如何做好社区团购/);
  });
});

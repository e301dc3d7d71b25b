/**
 * Issue #39 item 2 (plain questions with picked knowledge): a picked item that meets one word of the
 * question ("weekly" for "first week") while another meets several is not about it — not quoted,
 * not cited; and every line of the item the question is about may answer it (a "why" question is
 * answered by the complaint that has no figure). Questions and knowledge written for this test.
 */
import { normalReply } from "@/server/ai/offline/normal/normal-reply";
import "@/server/artifacts/registry";

const block = (title: string, text: string) =>
  `\n\n<knowledge title="${title}" type="knowledge">\n${text}\n</knowledge>`;
const ask = (q: string, k: string, locale: "en" | "zh") =>
  normalReply({ userText: `${q}${k}`, history: [], locale }) as string;

describe("a picked item about something else", () => {
  it("en: a reading survey's 'weekly' does not answer 'why do new users leave in their first week?'", () => {
    const text = ask(
      "Why do new users leave in their first week?",
      block(
        "Week-one retention study",
        "46% of new users never import their contacts.\nUsers who skip the tutorial are 2x more likely to leave in week one.\nThe top complaint in exit surveys is that reminders are too frequent.",
      ) + block("Reading habits survey", "Parents want a weekly reading report by email."),
      "en",
    );
    expect(text).toContain("46% of new users never import their contacts [1].");
    expect(text).toContain("reminders are too frequent [1].");
    expect(text).not.toContain("weekly reading report");
    expect(text).not.toContain("Reading habits survey");
  });

  it("zh: 阅读调查里的「每周」不回答「为什么新用户第一周就流失」", () => {
    const text = ask(
      "为什么新用户在第一周就流失？",
      block(
        "新用户第一周留存研究",
        "46% 的新用户从未导入通讯录。\n跳过新手引导的新用户在第一周流失的可能性是 2 倍。\n退出问卷中最多的抱怨是提醒太频繁。",
      ) + block("儿童阅读调查", "家长希望每周收到一份阅读报告。"),
      "zh",
    );
    expect(text).toContain("46% 的新用户从未导入通讯录 [1]。");
    expect(text).toContain("提醒太频繁 [1]。");
    expect(text).not.toContain("阅读报告");
    expect(text).not.toContain("儿童阅读调查");
  });
});

describe("two alternatives compared by the user's figures", () => {
  it("en: 'ads or referrals, which is cheaper' leads with the two figures and no guessed comparison table", () => {
    const text = ask(
      "Which channel brings cheaper customers, ads or referrals?",
      block(
        "Acquisition costs Q3",
        "Paid ads cost $64 per new customer.\nReferrals cost $18 per new customer.",
      ),
      "en",
    );
    expect(text.split("\n")[0]).toBe("**By your figures, referrals: $18, lower than $64 for ads** [1].");
    expect(text).not.toContain("to confirm: what");
    expect(text).not.toContain("General advice");
  });

  it("zh: 「A 方案和 B 方案，哪个转化率更高」由资料的两个数字回答", () => {
    const text = ask(
      "落地页 A 方案和 B 方案，哪个转化率更高？",
      block("落地页 A/B 测试", "A 方案的转化率为 3.4%。\nB 方案的转化率为 4.6%，跳出率也更低。"),
      "zh",
    );
    expect(text.split("\n")[0]).toBe("**按你的资料，B 方案更高：4.6%，落地页 A 方案为 3.4%** [1]。");
    expect(text).not.toContain("一般建议");
  });
});

describe("a price rise set against the line the user's notes draw", () => {
  it("en: $15 is above 'would cancel above $14', said first and cited", () => {
    const text = ask(
      "Should we raise Pro from $12 to $15?",
      block(
        "Pro plan price sensitivity",
        "Monthly churn on Pro is 3.2%.\n22% of Pro users said they would cancel if the price went above $14.",
      ),
      "en",
    );
    expect(text.split("\n")[0]).toBe(
      "**By your notes, $15 is above the line they draw: 22% of Pro users said they would cancel if the price went above $14** [1].",
    );
    expect(text).toContain("Monthly churn on Pro is 3.2% [1].");
  });

  it("zh: 19 元超过「超过 18 元就会取消」这条线；17 元没有超过", () => {
    const notes = block(
      "会员价格敏感度调研",
      "会员月流失率目前为 5.6%。\n31% 的会员表示价格超过 18 元就会取消订阅。",
    );
    expect(ask("会员费要不要从 15 元涨到 19 元？", notes, "zh").split("\n")[0]).toBe(
      "**按你的资料，19 元超过了这条线：31% 的会员表示价格超过 18 元就会取消订阅** [1]。",
    );
    expect(ask("会员费要不要从 15 元涨到 17 元？", notes, "zh").split("\n")[0]).toContain(
      "17 元没有超过这条线",
    );
  });
});

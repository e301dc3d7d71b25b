/**
 * Issue #39: "summarise the complaints and suggest fixes" over the user's notes — the notes quoted,
 * then what recurs in them, counted (one trouble told in many words is one theme), and where to
 * start; the Offline model says it counts rather than weighs fixes. A summary that asks no fixes
 * gets the quotes alone, as before.
 */
import { normalReply } from "@/server/ai/offline/normal/normal-reply";
import { hasChinese } from "@/server/ai/offline/language/text-utils";
import "@/server/artifacts/registry";

const attach = (name: string, text: string) => `\n<attachment name="${name}">\n${text}\n</attachment>`;
const reply = (userText: string) =>
  normalReply({ userText, history: [], locale: hasChinese(userText) ? "zh" : "en" }) as string;

const NOTES =
  "U1: I get logged out every time I close the laptop.\nU2: Exports to Excel break the dates.\nU3: My session expires in the middle of a report.\nU4: The Excel export drops the last column.\nU5: I have to type my password twice a day.";

it("en: the recurring troubles, counted, most first, with where to start", () => {
  const text = reply(
    "Summarise the main complaints in these notes and suggest fixes" + attach("notes.txt", NOTES),
  );
  const most = text.indexOf("**Most mentioned**");
  expect(most).toBeGreaterThan(text.indexOf("U1: I get logged out"));
  expect(text).toContain("1. Signing in / being signed out — in 3 of the 5 lines quoted [1]");
  expect(text).toMatch(/2\. (?:Exports|Excel) — in 2 of the 5 lines quoted \[1\]/);
  // "Exports" and "Excel" name the same two lines: one theme, not two.
  expect(text).not.toMatch(/^3\. /m);
  expect(text).toContain(
    "**Where to start:** fix what most notes mention first — signing in / being signed out",
  );
  expect(text).toContain("cannot weigh the fixes themselves");
});

it("zh: 提到最多的 and 从哪里改起, in Chinese", () => {
  const text = reply(
    "总结一下这些用户反馈，并给出改进建议" +
      attach(
        "反馈.txt",
        "每次切后台都要重新登录。\n搜索找不到上个月的订单。\n密码老是要重新输入。\n搜索结果太慢了。",
      ),
  );
  expect(text).toContain("**提到最多的**");
  expect(text).toMatch(/1\. (?:登录|搜索) — 引用的 4 条中有 2 条提到 \[1\]/);
  expect(text).toContain("**从哪里改起：**");
});

it("a summary that asks for no fixes is the quotes alone", () => {
  const text = reply("Summarise these notes" + attach("notes.txt", NOTES));
  expect(text).not.toContain("Most mentioned");
  expect(text).toContain("U5: I have to type my password twice a day");
});

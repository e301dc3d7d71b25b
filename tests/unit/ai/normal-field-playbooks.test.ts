/**
 * Issue #39 (plain questions): a question about a field the Offline model knows something of —
 * payments in Europe, designing for older users (适老化) — is answered with that field's own
 * points, even when it also names a task ("launching…", "make … accessible") whose generic
 * playbook would otherwise lead. Questions written for this test, not taken from the bench.
 */
import { normalReply } from "@/server/ai/offline/normal/normal-reply";
import { hasChinese } from "@/server/ai/offline/language/text-utils";
import "@/server/artifacts/registry";

const reply = (userText: string) =>
  normalReply({ userText, history: [], locale: hasChinese(userText) ? "zh" : "en" }) as string;

describe("a question about a known field gets that field's points", () => {
  it.each([
    ["What should we watch out for when launching a payments feature in Europe?", [/PSD2/, /SEPA/, /VAT/]],
    ["We're adding card checkout for EU customers next quarter — what do we need?", [/3-D Secure/, /iDEAL/]],
    ["欧洲上线支付功能需要注意哪些事情？", [/PSD2/, /SEPA/, /增值税/]],
  ])("%s", (question, points) => {
    const text = reply(question);
    for (const point of points) expect(text).toMatch(point);
    expect(text).not.toMatch(/Pick a launch group|one campus|挑一个你能亲自触达/);
  });

  it.each([
    ["政务App的适老化改造要注意什么？", [/大字模式/, /一键联系人工/, /防诈骗/]],
    ["How do I make our banking app accessible for older users?", [/larger-text mode/, /44×44/, /fraud/]],
    ["给老年人用的挂号小程序怎么设计？", [/大字模式/, /语音/]],
  ])("%s", (question, points) => {
    const text = reply(question);
    for (const point of points) expect(text).toMatch(point);
    expect(text).not.toMatch(/must achieve|Scope it to fit|Break the/);
  });
});

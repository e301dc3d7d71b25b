/**
 * A prototype is written in the language of the request's words, whatever the interface's: a
 * Chinese request from the English interface gets the Chinese domain pack (the food-delivery
 * onboarding's location step and taste question), as the same request from the Chinese one does.
 */
import { createTestApp, readSse, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function page(token: string, locale: "en" | "zh"): Promise<string> {
  const chat = await (await t.call("/api/chats", { method: "POST", token, json: {} })).json();
  const res = await t.call(`/api/chats/${chat.data.id}/stream`, {
    method: "POST",
    token,
    headers: { "accept-language": locale === "zh" ? "zh-CN" : "en-US" },
    json: { content: "外卖 App 的新用户引导页", mode: "prototype", device_type: "mobile" },
  });
  expect(res.status).toBe(200);
  const events = (await readSse(res)).map((e) => e.data as { type?: string; op?: string; content?: string });
  await t.app.services.registry.drain();
  expect(events.some((e) => e.op === "saved")).toBe(true);
  return events
    .filter((e) => e.type === "prd_design" && e.op === "append")
    .map((e) => e.content)
    .join("");
}

it.each(["en", "zh"] as const)(
  "a Chinese request from the %s interface gets the Chinese pack",
  async (locale) => {
    const u = await t.signIn(`lang-${locale}@example.com`);
    const html = await page(u.token, locale);
    expect(html).toContain('<html lang="zh-CN">');
    for (const text of ["开启定位", "你平时爱吃什么", "继续"]) expect(html).toContain(text);
  },
);

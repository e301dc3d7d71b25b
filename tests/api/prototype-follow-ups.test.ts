/**
 * Offline prototype follow-ups through the chat stream: every change named is made on its own
 * element (rename, retitle, a button's text, a form field, a filter / toggle / export control, a
 * chart type, one button's colour), the rest of the page is kept, and the reply lists each change
 * made and each one not made, in the user's language.
 */
import { createTestApp, type TestApp } from "../helpers/test-app";
import { newChat, runRound, type RoundEvents } from "../helpers/documents";

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const visible = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
const replyOf = (events: RoundEvents) =>
  events
    .filter((e) => e.data.type === "content")
    .map((e) => e.data.content)
    .join("");

async function page(token: string, chatId: string): Promise<string> {
  return (await (await t.call(`/api/chats/${chatId}/prototype-content`, { token })).json()).data.content;
}

/** A page from `first`, then `followUp` in the same chat: both pages and the reply. */
async function followUp(email: string, first: string, next: string, lang: "en" | "zh" = "en") {
  const { token } = await t.signIn(email);
  const chatId = await newChat(t, token);
  await runRound(t, token, chatId, { content: first, mode: "prototype", device_type: "web" });
  const before = await page(token, chatId);
  const events = await runRound(t, token, chatId, { content: next, mode: "prototype" });
  expect(events.at(-1)!.data).toMatchObject({ type: "done", status: "done" });
  return { before, after: await page(token, chatId), reply: replyOf(events), lang };
}

describe("Offline prototype follow-ups", () => {
  it("renames a plan and adds a billing toggle above the prices", async () => {
    const { before, after, reply } = await followUp(
      "fu-plan@example.com",
      "Pricing page for a project management SaaS with Starter, Team and Enterprise plans",
      "Rename the Team plan to Business and add a monthly/yearly billing toggle",
    );
    expect(visible(before)).toContain("Team");
    expect(visible(after)).toContain("Business");
    expect(visible(after)).not.toMatch(/\bTeam\b/);
    expect(after).toMatch(/role="group" aria-label="Billing period">.*Monthly.*Yearly/);
    expect(reply).toContain("- Renamed “Team” to “Business”");
    expect(reply).toContain("- Added a Monthly / Yearly toggle");
    expect(reply).not.toMatch(/Not made/);
  });

  it("puts a named switch in the section named and renames only that section, not the same word elsewhere", async () => {
    const { after, reply } = await followUp(
      "fu-settings@example.com",
      "Settings page for a fitness tracker: Account, Notifications, Sync",
      "Add a Weekly summary toggle to Notifications and rename Sync to Backup",
    );
    const notifications = after.slice(after.indexOf(">Notifications</h2>"));
    const inIt = notifications.slice(0, notifications.indexOf("</section>"));
    expect(inIt).toMatch(/Weekly summary<\/span><input[^>]*type="checkbox" role="switch"/);
    expect(after).toMatch(/>Backup<\/h2>/);
    expect(after).not.toMatch(/>Sync<\/h2>/);
    // The section's own controls keep their words.
    expect(visible(after)).toContain("Sync automatically");
    expect(reply).toContain("- Added a “Weekly summary” switch to “Notifications”");
    expect(reply).toContain("- Renamed “Sync” to “Backup”");
    expect(reply).not.toMatch(/Not made/);
  });

  it("zh: 在某个模块里加开关 goes in that section, and the reply says where", async () => {
    const { after, reply } = await followUp(
      "fu-settings-zh@example.com",
      "记账App的设置页：提醒、同步、隐私",
      "在同步里加一个仅 Wi-Fi 同步开关，并把隐私改名为隐私与安全",
    );
    const sync = after.slice(after.indexOf(">同步</h2>"));
    expect(sync.slice(0, sync.indexOf("</section>"))).toMatch(
      /仅 Wi-Fi 同步<\/span><input[^>]*role="switch"/,
    );
    expect(after).toMatch(/>隐私与安全<\/h2>/);
    expect(reply).toContain("在「同步」中增加了「仅 Wi-Fi 同步」开关");
    expect(reply).not.toMatch(/没有做的改动/);
  });

  it("adds a form field before the submit button and changes only that button's text", async () => {
    const { before, after, reply } = await followUp(
      "fu-field@example.com",
      "Sign-up form for a yoga studio membership",
      'Add a phone number field and change the submit button text to "Join now"',
    );
    const form = /<form\b[\s\S]*?<\/form>/.exec(after)![0];
    expect(form).toMatch(/<label[^>]*>Phone number[\s\S]*?type="tel"[\s\S]*?type="submit"[^>]*>Join now</);
    // Everything else stays: the earlier fields are still there, in order.
    for (const label of ["Email", "Password"]) expect(visible(after)).toContain(label);
    expect(visible(before)).not.toContain("Join now");
    expect(reply).toContain("- Added a “phone number” field to the form");
    expect(reply).toContain("- Changed the submit button's text to “Join now”");
  });

  it("adds a status filter above the table and retitles the page", async () => {
    const { after, reply } = await followUp(
      "fu-filter@example.com",
      "Admin dashboard listing customer orders in a table",
      "Add a status filter dropdown and retitle the page to Order management",
    );
    expect(/<h1\b[^>]*>([^<]*)</.exec(after)![1]).toBe("Order management");
    expect(after).toMatch(/<title>[^<]*· Order management<\/title>/);
    const filter = after.indexOf('data-added-control="filter"');
    expect(filter).toBeGreaterThan(0);
    expect(filter).toBeLessThan(after.indexOf("<table"));
    expect(after.slice(filter, filter + 1200)).toMatch(
      /<select[^>]*aria-label="Status"><option[^>]*>All<\/option>/,
    );
    expect(reply).toContain("- Added a “Status” filter dropdown");
  });

  it("adds an export button and redraws the line chart as bars from the same labels", async () => {
    const { before, after, reply } = await followUp(
      "fu-chart@example.com",
      "Sales analytics dashboard with a revenue line chart",
      "Add an export button and make the revenue chart a bar chart",
    );
    const chart = (html: string) =>
      /<svg\b[^>]*role="img"[^>]*aria-label="Revenue[^"]*"[\s\S]*?<\/svg>/.exec(html)![0];
    expect(chart(before)).toContain("<polyline");
    expect(chart(after)).not.toContain("<polyline");
    expect(chart(after).match(/<rect\b/g)!.length).toBeGreaterThanOrEqual(5);
    const labels = (svg: string) => [...svg.matchAll(/<text\b[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(labels(chart(after))).toEqual(labels(chart(before)).slice(0, labels(chart(after)).length));
    expect(after).toContain('data-added-control="export"');
    expect(reply).toContain("- Redrew the revenue chart as a bar chart");
  });

  it("recolours only the main button, not every accent", async () => {
    const { before, after } = await followUp(
      "fu-orange@example.com",
      "Landing page for a coffee subscription",
      "Make the main button orange",
    );
    const main = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)![0];
    expect(main(after).match(/class="[^"]*\bbg-\[#[0-9a-f]{6}\]/gi)).toHaveLength(1);
    // The theme's colour is unchanged: other accents keep it.
    const primary = (html: string) => /--color-primary:\s*(#[0-9a-fA-F]+)/.exec(html)?.[1];
    expect(primary(after)).toBe(primary(before));
    expect((main(after).match(/\bbg-primary\b/g) ?? []).length).toBe(
      (main(before).match(/\bbg-primary\b/g) ?? []).length - 1,
    );
  });

  it("answers in Chinese, lists what it made, and says what it could not map", async () => {
    const { after, reply } = await followUp(
      "fu-zh@example.com",
      "宠物医院预约挂号表单",
      "增加一个宠物年龄字段，把提交按钮文字改成“确认预约”；让页面更有温度",
      "zh",
    );
    expect(visible(after)).toContain("宠物年龄");
    expect(visible(after)).toContain("确认预约");
    expect(reply).toMatch(/^已修改页面，其余部分保持不变：/);
    expect(reply).toContain("- 在表单里增加了「宠物年龄」字段");
    expect(reply).toContain("没有做的改动：");
    expect(reply).toContain("「让页面更有温度」——离线模型没能把它对应到页面上的某个改动");
    expect(reply).toContain("连接一个模型");
  });

  it("says a change was not made when the page has nothing it names", async () => {
    const { before, after, reply } = await followUp(
      "fu-missing@example.com",
      "Sign-up form for a yoga studio membership",
      "Make the revenue chart a pie chart",
    );
    expect(visible(after)).toBe(visible(before));
    expect(reply).toMatch(/^I did not change the page/);
    expect(reply).toContain("there is no chart on this page to redraw");
    expect(reply).toContain("“Redraw the revenue chart as a pie chart”");
    expect(reply).not.toMatch(/Added|Redrew/);
  });

  it("removes a section from the page and from the lead line that listed it (zh and en)", async () => {
    const zh = await followUp(
      "fu-remove-zh@example.com",
      "一家社区咖啡馆的官网首页，包含菜单、用户评价和门店地址",
      "删除用户评价模块，把页面标题改成“街角的一杯好咖啡”",
      "zh",
    );
    expect(visible(zh.before)).toContain("用户评价");
    expect(visible(zh.after)).not.toContain("用户评价");
    expect(visible(zh.after)).toContain("门店地址");
    expect(zh.reply).toContain("删除了「用户评价」");
    const en = await followUp(
      "fu-remove-en@example.com",
      "Home page for a neighbourhood bakery with menu, reviews and opening hours",
      "Remove the reviews section",
    );
    expect(visible(en.before)).toMatch(/reviews/i);
    expect(visible(en.after)).not.toMatch(/reviews/i);
    expect(visible(en.after)).toMatch(/opening hours/i);
  });
});

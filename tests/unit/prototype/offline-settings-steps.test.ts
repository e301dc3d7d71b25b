/**
 * Issue 39 (h45): an Offline prototype's section named like a setting ("Language", "隐私",
 * "Playback") is that setting's controls — switches and pickers — and a section named like a
 * step or an action ("Sign-in", "手机号登录", "Goal setting", "退出登录") is a form or a button;
 * neither is a list of the section's word with a number ("Language #7187", "登录 3590").
 * Requests written for this change, not the ones it was read on, in both languages.
 */
import { prototypePage } from "@/server/artifacts/shared/prototype-pages/offline/prototype-page";

function pageOf(
  prompt: string,
  lang: "en" | "zh",
  device: "web" | "mobile",
): { reply: string; html: string } {
  const out = prototypePage({ userText: prompt, history: [], locale: lang, options: { prompt, device } });
  const at = out.indexOf("```html");
  return { reply: out.slice(0, at), html: out.slice(at) };
}

const visible = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&amp;/g, "&");

/** The section with this heading, as HTML (up to the next section). */
function sectionOf(html: string, heading: string): string {
  const at = html.indexOf(`>${heading}</h2>`);
  expect(at).toBeGreaterThan(-1);
  const end = html.indexOf("</section>", at);
  return html.slice(at, end);
}

const NUMBERED_EN = /^\s*([A-Z][a-z-]+) #\d{4}\s*$/m;
const NUMBERED_ZH = /^\s*([\u4e00-\u9fff]{2,6}) \d{4}\s*$/m;

describe("settings sections are controls", () => {
  it.each<[string, "en" | "zh", "web" | "mobile", string[]]>([
    [
      "Settings screen for a meal-kit app with sections: Language, Notifications, Privacy and Appearance",
      "en",
      "mobile",
      ["Language", "Notifications", "Privacy", "Appearance"],
    ],
    [
      "Preferences page for a photo backup service: Sync, Storage, Security",
      "en",
      "web",
      ["Sync", "Storage", "Security"],
    ],
    ["健身App的设置页面：通知、语言、隐私、深色模式", "zh", "mobile", ["通知", "语言", "隐私", "深色模式"]],
    ["网盘的设置页：账号、同步、存储、安全", "zh", "web", ["账号", "同步", "存储", "安全"]],
  ])("%s", (prompt, lang, device, sections) => {
    const { html } = pageOf(prompt, lang, device);
    const text = visible(html);
    expect(text).not.toMatch(lang === "zh" ? NUMBERED_ZH : NUMBERED_EN);
    for (const name of sections) {
      const s = sectionOf(html, name);
      // Each setting has a switch, a picker or a value to change — never rows to "View".
      expect(s).toMatch(/role="switch"|<select\b|data-controls/);
      expect(s).not.toMatch(/>(?:View|查看)</);
    }
  });

  it("a settings page whose sections are named gets no name-and-email form in place of its controls", () => {
    const { html } = pageOf("Settings page for a recipe app: Language, Units, Notifications", "en", "web");
    expect(html).toMatch(/role="switch"/);
    expect(visible(html)).not.toMatch(/Please fill in (?:language|units|notifications)/i);
  });
});

describe("steps and actions are forms and buttons", () => {
  it("a sign-in section on a login page is the sign-in form, with remember me and forgot password beside it", () => {
    const { html } = pageOf(
      "Login page for a dental practice portal with sign-in, keep me signed in and forgot password",
      "en",
      "web",
    );
    const text = visible(html);
    expect(text).not.toMatch(NUMBERED_EN);
    expect(html).toMatch(/type="password"/);
    expect(html).toMatch(/type="checkbox"[^>]*>Keep me signed in/);
    expect(text).not.toMatch(/Please fill in forgot password/i);
    expect(text).toMatch(/Forgot password/);
  });

  it("手机号登录 is a phone and code form; 用户协议 is a box to tick", () => {
    const { html } = pageOf("电动车充电App的登录页：手机号登录、验证码、用户协议", "zh", "mobile");
    const text = visible(html);
    expect(text).not.toMatch(NUMBERED_ZH);
    expect(html).toMatch(/type="tel"/);
    expect(text).toMatch(/验证码/);
    expect(html).toMatch(/type="checkbox"[^>]*required>用户协议/);
  });

  it("退出登录 on a profile page is a button, and the page is not a sign-in page", () => {
    const { html } = pageOf("读书App的个人中心：阅读统计、提醒设置、退出登录", "zh", "mobile");
    const text = visible(html);
    expect(text).not.toMatch(NUMBERED_ZH);
    expect(sectionOf(html, "退出登录")).toMatch(/<button[^>]*>退出登录<\/button>/);
    expect(text).not.toMatch(/请填写验证码/);
    expect(sectionOf(html, "提醒设置")).toMatch(/role="switch"/);
  });

  it("onboarding steps are forms with their own buttons, not lists", () => {
    const { html } = pageOf(
      "Onboarding for a savings app: welcome, goal setting, link your card",
      "en",
      "mobile",
    );
    const text = visible(html);
    expect(text).not.toMatch(NUMBERED_EN);
    expect(sectionOf(html, "Goal setting")).toMatch(/<select\b/);
    expect(sectionOf(html, "Link your card")).toMatch(/<form\b[\s\S]*>Link your card<\/button>/);
  });

  it("a checkout page's payment section is a choice of payment methods, not a list of transactions", () => {
    const { html } = pageOf(
      "Checkout page for a plant shop with delivery address, delivery date and payment",
      "en",
      "web",
    );
    expect(sectionOf(html, "Payment")).toMatch(/type="radio"/);
    expect(visible(html)).not.toMatch(/Netflix|Salary/);
  });
});

describe("a logistics page's words mean what they mean there", () => {
  it("a sign-off rate is a figure, delivery vehicles are vans, and the reply names each section once", () => {
    const { reply, html } = pageOf("同城配送站看板：今日签收率、配送车辆、异常件", "zh", "web");
    const text = visible(html);
    expect(text).not.toMatch(/签收率 · (?:早上|中午|傍晚|睡前)/);
    expect(text).toMatch(/\d+(?:\.\d)?%/);
    expect(text).not.toMatch(/朗逸|比亚迪秦|Corolla/);
    expect(reply.match(/异常件/g)?.length).toBe(1);
  });
});

describe("a figure named by the user is a figure", () => {
  it("a streak on an app's home is how many days in a row, not rows of 'Streak #5102'", () => {
    const { html } = pageOf(
      "Mobile home for a journaling app with today's prompt, streak and past entries",
      "en",
      "mobile",
    );
    const text = visible(html);
    expect(text).not.toMatch(/Streak #\d/);
    // Past entries are named by their day, not "Entry #3887".
    expect(text).not.toMatch(NUMBERED_EN);
    expect(html).not.toMatch(/>Streak #\d+</);
  });
});

describe("a settings page's own groups and a 'my' page", () => {
  it("every group a settings page names is settings, even one with no usual controls", () => {
    const { html, reply } = pageOf(
      "Settings screen for a recipe app with sections: Language, Cooking, Notifications",
      "en",
      "mobile",
    );
    expect(sectionOf(html, "Cooking")).toMatch(/role="switch"/);
    expect(visible(html)).not.toMatch(NUMBERED_EN);
    // "with sections" names none of the product.
    expect(reply).not.toMatch(/with sections/);
  });

  it("外卖App的我的页面 is a profile page: its reminders are switches, its orders are what was ordered", () => {
    const { html } = pageOf("奶茶店小程序的我的页面：我的订单、消息提醒、退出登录", "zh", "mobile");
    expect(sectionOf(html, "消息提醒")).toMatch(/role="switch"/);
    expect(visible(html)).not.toMatch(NUMBERED_ZH);
  });
});

it("今日订单 on a back office is the day's orders, not tasks at 早上/中午/睡前", () => {
  const { html } = pageOf("生鲜仓库管理后台：今日订单、库存预警、出库记录", "zh", "web");
  expect(visible(html)).not.toMatch(/订单 · (?:早上|中午|傍晚|睡前)/);
});

describe("a downloads section is about what is kept on the device", () => {
  it.each<[string, "en" | "zh", string, RegExp, RegExp]>([
    [
      "Settings page for a podcast app with sections: Playback, Downloads, Notifications and Language",
      "en",
      "Downloads",
      /Download on Wi-Fi only[\s\S]*Remove finished downloads/,
      /Sync automatically|Last synced|Back up/,
    ],
    [
      "有声书App的设置页：播放、下载、通知",
      "zh",
      "下载",
      /仅在 Wi-Fi 下下载[\s\S]*播完后删除下载/,
      /自动同步|上次同步|自动备份/,
    ],
  ])("%s", (prompt, lang, heading, has, lacks) => {
    const { html } = pageOf(prompt, lang, "mobile");
    const section = visible(sectionOf(html, heading));
    expect(section).toMatch(has);
    expect(section).not.toMatch(lacks);
    // Said once on the page: the playback section no longer repeats the Wi-Fi download switch.
    expect(
      visible(html).match(lang === "zh" ? /仅在 Wi-Fi 下下载/g : /Download on Wi-Fi only/g),
    ).toHaveLength(1);
  });
});

describe("a navigation section picks the map app and how it guides", () => {
  it.each<[string, "en" | "zh", string, RegExp]>([
    [
      "外卖骑手App的设置页：接单提醒、导航偏好、语言、退出登录",
      "zh",
      "导航偏好",
      /导航使用[\s\S]*高德地图[\s\S]*语音播报/,
    ],
    [
      "Settings for a courier app: Navigation, Notifications, Sign out",
      "en",
      "Navigation",
      /Open routes in[\s\S]*Google Maps[\s\S]*Voice guidance/,
    ],
  ])("%s", (prompt, lang, heading, has) => {
    const { html } = pageOf(prompt, lang, "mobile");
    const section = visible(sectionOf(html, heading));
    expect(section).toMatch(has);
    expect(section).not.toMatch(/开启或关闭导航|Turn navigation on or off/);
  });
});

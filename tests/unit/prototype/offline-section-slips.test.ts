/**
 * Issue 39, sections read on offline prototypes: a day's list named only by the day ("今日任务",
 * "今日练习") holds what such a product's day holds, not one word at morning, noon and bedtime; a
 * meditation app's courses are started, not bought; a ranking named by its columns ("rank,
 * player, country, points") is one ranked table; a settings group of no usual kind ("无障碍设置")
 * gets the controls its words suggest, not one switch. Requests written for this test.
 */
import { prototypePage } from "@/server/artifacts/shared/prototype-pages/offline/prototype-page";
import { parse, type HTMLElement } from "node-html-parser";

function pageOf(prompt: string, lang: "en" | "zh", device: "web" | "mobile" = "mobile"): HTMLElement {
  const reply = prototypePage({ userText: prompt, history: [], locale: lang, options: { prompt, device } });
  const root = parse(/```html\n([\s\S]*)\n```/.exec(reply)![1].replace(/></g, "> <"));
  for (const x of root.querySelectorAll("script, style, .sr-only")) x.remove();
  return root;
}

/** Each section of the page's main content by its heading. */
function sections(root: HTMLElement): Map<string, HTMLElement> {
  const out = new Map<string, HTMLElement>();
  for (const s of root.querySelectorAll("main section")) {
    const h = s.querySelector("h2")?.text.replace(/\s+/g, " ").trim();
    if (h) out.set(h, s);
  }
  return out;
}
const text = (el: HTMLElement | undefined) => el?.text.replace(/\s+/g, " ").trim() ?? "";

const TIMES_OF_DAY = /早上|中午|傍晚|睡前(?! *放松)|— (?:morning|midday|evening|bedtime)/;

describe("a day's list named only by the day", () => {
  it("zh: 搬家 App 的今日任务 are the day's moves", () => {
    const tasks = text(sections(pageOf("搬家App首页：今日任务、搬家订单、车辆和师傅", "zh")).get("今日任务"));
    expect(tasks).not.toMatch(/今日任务 ·/);
    expect(tasks).not.toMatch(TIMES_OF_DAY);
    expect(tasks).toMatch(/打包|拆装|装车|验收/);
  });

  it("en: a removals app's today's tasks are moves too", () => {
    const tasks = text(
      sections(pageOf("Home screen for a removals crew app: today's tasks, vans, customer notes", "en")).get(
        "Today's tasks",
      ),
    );
    expect(tasks).not.toMatch(TIMES_OF_DAY);
    expect(tasks).toMatch(/Pack|wardrobe|Load the van|sign-off/);
  });

  it("zh: 冥想 App 的今日练习 are practices, in the order of a day", () => {
    const practice = text(sections(pageOf("冥想App首页：今日练习、课程、连续打卡", "zh")).get("今日练习"));
    expect(practice).not.toMatch(/练习 · (?:早上|中午|傍晚|睡前)/);
    expect(practice).toMatch(/呼吸/);
    expect(practice).toMatch(/身体扫描|正念/);
  });

  it("en: a breathing app's today's practice lists practices, not 'Monday practice'", () => {
    const practice = text(
      sections(pageOf("A breathing and sleep app home: today's practice, courses, streak", "en")).get(
        "Today's practice",
      ),
    );
    expect(practice).not.toMatch(/(?:Mon|Sun|Satur)day practice/);
    expect(practice).toMatch(/breathing|Body scan/i);
  });

  it("a list naming its own activity keeps its times of day (今日用药)", () => {
    const meds = text(
      sections(pageOf("老人用药提醒App首页：今日用药、家人、健康记录", "zh")).get("今日用药"),
    );
    expect(meds).toMatch(/用药 · 早上/);
  });
});

describe("a meditation app's courses are started, not bought", () => {
  it.each([
    ["en", "A mindfulness app home: daily calm, courses, streak", "Courses", /Start/],
    ["zh", "冥想App首页：今日练习、课程、连续打卡", "课程", /开始/],
  ] as const)("%s", (lang, prompt, heading, start) => {
    const courses = sections(pageOf(prompt, lang)).get(heading)!;
    expect(text(courses)).not.toMatch(/[$¥€£]\s?\d/);
    const buttons = courses.querySelectorAll("button").map((b) => b.text.trim());
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    for (const b of buttons) {
      expect(b).toMatch(start);
      expect(b).not.toMatch(/Add|加入/);
    }
    expect(text(courses)).toMatch(/sessions|节/);
  });

  it("a shop that sells courses still prices them", () => {
    const page = pageOf("Online course store home: featured courses, bestsellers, reviews", "en", "web");
    expect(text(page.querySelector("main")!)).toMatch(/\$\d/);
  });
});

describe("a ranking named by its columns is one ranked table", () => {
  it.each([
    [
      "en",
      "Leaderboard page for a chess club: rank, player, country, points",
      "web",
      ["Rank", "Player", "Country", "Points"],
    ],
    ["zh", "象棋俱乐部排行榜页面：排名、棋手、国家、积分", "mobile", ["排名", "棋手", "国家", "积分"]],
  ] as const)("%s", (lang, prompt, device, columns) => {
    const page = pageOf(prompt, lang, device);
    const parts = sections(page);
    for (const c of columns) expect(parts.has(c)).toBe(false);
    const tables = page.querySelectorAll("main table");
    expect(tables).toHaveLength(1);
    expect(tables[0].querySelectorAll("th").map((th) => th.text.trim())).toEqual(columns);
    const rows = tables[0]
      .querySelectorAll("tbody tr")
      .map((tr) => tr.querySelectorAll("td").map((td) => td.text.trim()));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    // Numbered from first place, the points falling.
    expect(rows.map((r) => r[0]).slice(0, 3)).toEqual(["1", "2", "3"]);
    const points = rows.map((r) => Number(r[3].replace(/,/g, "")));
    expect(points.every((p, i) => i === 0 || p < points[i - 1])).toBe(true);
  });
});

describe("a settings group of no usual kind gets its controls", () => {
  const controlsIn = (section: HTMLElement) =>
    section.querySelectorAll("input, select, button").filter((x) => x.getAttribute("type") !== "hidden");

  it.each([
    [
      "en",
      "Settings page for an e-book app: Account, Accessibility settings, Notifications",
      "Accessibility settings",
      /Text size/,
      /Turn accessibility on or off/,
    ],
    ["zh", "电子书App设置页：账号、无障碍设置、通知", "无障碍设置", /字号/, /开启或关闭无障碍/],
  ] as const)("%s: accessibility", (lang, prompt, heading, has, single) => {
    const section = sections(pageOf(prompt, lang)).get(heading)!;
    expect(controlsIn(section).length).toBeGreaterThanOrEqual(3);
    expect(text(section)).toMatch(has);
    expect(text(section)).not.toMatch(single);
  });

  it("zh: 支付设置 on a settings page is a settings group, not a button", () => {
    const parts = sections(pageOf("打车App设置页：无障碍设置、支付设置、关于", "zh"));
    expect(text(parts.get("支付设置"))).toMatch(/默认支付方式/);
    expect(text(parts.get("关于"))).toMatch(/检查更新/);
  });

  it("an unknown group gets more than one switch", () => {
    const section = sections(
      pageOf("Settings page for a smart home app: Energy saving, Guest access, Language", "en"),
    ).get("Energy saving")!;
    expect(controlsIn(section).length).toBeGreaterThanOrEqual(2);
  });
});

/**
 * Issue 39, what a first prototype request names (requests written for this test, not the bench's):
 * options listed in brackets are the section's items, one each, under the section's own name —
 * never "Monday trim)" cards under "Service (bath, haircut, nail trim)"; rows are named as the
 * domain names them, never a weekday and the section's word ("Monday quote", 「周一交换点」); a
 * filter asked is a control; a chart's axis follows its words (monthly → months, 每周 → weeks);
 * a page asked as "Mobile app screen for a … app" is titled by that app.
 */
import { prototypePage } from "@/server/artifacts/shared/prototype-pages/offline/prototype-page";
import { recordNames, random } from "@/server/artifacts/shared/prototype-pages/offline/sample-data";
import { parse, type HTMLElement } from "node-html-parser";

function pageOf(prompt: string, lang: "en" | "zh", device: "web" | "mobile" = "web"): HTMLElement {
  const reply = prototypePage({ userText: prompt, history: [], locale: lang, options: { prompt, device } });
  return parse(/```html\n([\s\S]*)\n```/.exec(reply)![1].replace(/></g, "> <"));
}
const text = (el: HTMLElement | null | undefined) => el?.text.replace(/\s+/g, " ").trim() ?? "";

/** The page's main sections by their heading (screen-reader text aside). */
function sections(root: HTMLElement): Map<string, HTMLElement> {
  const out = new Map<string, HTMLElement>();
  for (const s of root.querySelectorAll("main section")) {
    const h = text(s.querySelector("h2"));
    if (h) out.set(h, s);
  }
  return out;
}
/** The items of a section: its list entries' visible text, one each. */
const itemsOf = (s: HTMLElement | undefined) =>
  (s?.querySelectorAll("li") ?? []).map((li) => {
    for (const x of li.querySelectorAll(".sr-only")) x.remove();
    return text(li);
  });

const WEEKDAY_ROW_EN = /\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day [a-z]/;
const WEEKDAY_ROW_ZH = /^(?:查看 ?)?周[一二三四五六日][\u4e00-\u9fff]/;

describe("options listed in brackets are the section's items", () => {
  it("en: a spa's 'treatment (massage, facial, manicure)' is a Treatment section with one item each", () => {
    const page = pageOf(
      "Booking page for a day spa: choose a treatment (massage, facial, manicure), pick a therapist, confirm booking",
      "en",
    );
    const all = sections(page);
    expect([...all.keys()].some((h) => /[()]/.test(h))).toBe(false);
    const treatment = all.get("Treatment");
    expect(treatment).toBeDefined();
    const items = itemsOf(treatment);
    for (const option of ["Massage", "Facial", "Manicure"])
      expect(items.filter((i) => i.startsWith(option))).toHaveLength(1);
    // Each is a service with a price and a time, not a date.
    expect(items.join(" ")).toMatch(/\$\d+ · \d+ min/);
    expect(text(page)).not.toMatch(WEEKDAY_ROW_EN);
  });

  it("zh: 「按品种浏览（猫、狗、兔子）」 is 按品种浏览 with 猫, 狗, 兔子", () => {
    const all = sections(
      pageOf("宠物领养平台首页：按品种浏览（猫、狗、兔子）、领养须知、附近的救助站", "zh"),
    );
    expect([...all.keys()].some((h) => /[（）()]/.test(h))).toBe(false);
    const items = itemsOf(all.get("按品种浏览"));
    for (const option of ["猫", "狗", "兔子"]) expect(items.some((i) => i.startsWith(option))).toBe(true);
    for (const s of all.values()) for (const i of itemsOf(s)) expect(i).not.toMatch(WEEKDAY_ROW_ZH);
  });

  it("zh: a timetable's listed classes are classes at times, and booking one books them", () => {
    const page = pageOf(
      "舞蹈工作室App：课程表（爵士舞、芭蕾、街舞）、预约课程、我的剩余次数",
      "zh",
      "mobile",
    );
    const all = sections(page);
    const timetable = itemsOf(all.get("课程表"));
    for (const dance of ["爵士舞", "芭蕾", "街舞"])
      expect(timetable.some((i) => i.startsWith(dance))).toBe(true);
    expect(timetable.join(" ")).toMatch(/\d{2}:\d{2}/);
    expect(itemsOf(all.get("预约课程")).join(" ")).toMatch(/爵士舞|芭蕾|街舞/);
    expect(text(page)).toMatch(/我的剩余次数 剩余 \d+ 次/);
  });
});

describe("rows are named as the domain names them, not by a weekday", () => {
  it("the fallback names a row by whose it is, in both languages", () => {
    const en = recordNames("estimate", "en", random(7), 4);
    const zh = recordNames("认领", "zh", random(7), 4);
    for (const n of en) expect(n).toMatch(/^Estimate · [A-Z][a-z]+ [A-Z][a-z]+$/);
    for (const n of zh) expect(n).toMatch(/^[\u4e00-\u9fff]{2,3}的认领$/);
    expect(new Set(en).size).toBe(4);
  });

  it("en: a roofing dashboard's quotes go to customers with a value; its stock counts what is left", () => {
    const page = pageOf(
      "Admin dashboard for a solar panel installer: open quotes, inverters in stock, jobs this month",
      "en",
    );
    const heads = page.querySelectorAll("table").map((t) => t.querySelectorAll("thead th").map(text));
    expect(heads).toContainEqual(expect.arrayContaining(["Customer", "Value"]));
    expect(heads).toContainEqual(expect.arrayContaining(["In stock"]));
    expect(heads).not.toContainEqual(["ID", "Owner", "When", "Status"]);
    expect(text(page)).not.toMatch(WEEKDAY_ROW_EN);
  });

  it("zh: 附近的自提点 are places with a distance and opening hours", () => {
    const all = sections(pageOf("社区团购小程序首页：今日特价、附近的自提点、我的订单", "zh", "mobile"));
    const points = itemsOf(all.get("附近的自提点"));
    expect(points.length).toBeGreaterThanOrEqual(3);
    for (const p of points) {
      expect(p).not.toMatch(WEEKDAY_ROW_ZH);
      expect(p).toMatch(/\d+(?:\.\d+)? 公里/);
    }
  });
});

describe("a filter asked is a control", () => {
  it("en: 'filter by pet friendly' is a toggle over the list, not a list of its own", () => {
    const page = pageOf(
      "Mobile screen for a campsite finder app: nearby campsites, filter by pet friendly, book a pitch",
      "en",
      "mobile",
    );
    const toggle = page.querySelectorAll("button[data-filter]").map(text);
    expect(toggle).toContain("Pet friendly");
    expect(page.querySelector("title")!.text).toMatch(/campsite finder/i);
  });

  it("zh: 「按品牌筛选（大众、丰田、本田）」 is one chip per brand", () => {
    const page = pageOf("二手车App首页：在售车辆、按品牌筛选（大众、丰田、本田）、降价提醒", "zh", "mobile");
    const chips = page.querySelectorAll("button[data-filter]").map(text);
    expect(chips).toEqual(expect.arrayContaining(["大众", "丰田", "本田"]));
  });

  it("en: a filter on an area is a select labelled by it", () => {
    const page = pageOf(
      "Home screen for a babysitting app: available sitters, filter by area",
      "en",
      "mobile",
    );
    const select = page.querySelector("select[data-filter-select]");
    expect(select).not.toBeNull();
    expect(text(select!.parentNode as HTMLElement)).toMatch(/^Area/);
  });
});

describe("a chart's axis follows its words", () => {
  const ticks = (page: HTMLElement) => page.querySelectorAll("svg[role=img] text").map(text).join(" ");

  it("en: a chart of monthly sales is drawn by month", () => {
    const page = pageOf("Dashboard for a bakery chain: orders today, a chart of monthly sales", "en");
    expect(ticks(page)).toMatch(/\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
    expect(ticks(page)).not.toMatch(/\bMon\b.*\bTue\b/);
  });

  it("zh: 每周就诊人数图表 is drawn by week", () => {
    const page = pageOf("诊所管理后台：今日预约、每周就诊人数图表、医生排班", "zh");
    expect(ticks(page)).toMatch(/第1周.*第2周/);
    expect(ticks(page)).not.toMatch(/周一.*周二/);
  });
});

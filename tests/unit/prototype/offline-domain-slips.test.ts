/**
 * Issue 39, domain slips read on offline prototypes: a page's product keeps whose page it is (a
 * moving company's "Jobs today" are moves, not vacancies), and a courier or moving business is
 * named like a logistics one, not like a car-management one; a meditation app's session is
 * practice alone, not a meetup; a section naming a figure (库存数量) or a ranking's column
 * (a leaderboard's country) shows figures and rows, not a form.
 */
import { prototypePage } from "@/server/artifacts/shared/prototype-pages/offline/prototype-page";
import { brandFor } from "@/server/artifacts/shared/prototype-pages/offline/brand";
import { parse } from "node-html-parser";

/** The Offline web page for `prompt`, as HTML. */
function htmlOf(prompt: string, lang: "en" | "zh"): string {
  const reply = prototypePage({
    userText: prompt,
    history: [],
    locale: lang,
    options: { prompt, device: "web" },
  });
  return /```html\n([\s\S]*)\n```/.exec(reply)![1];
}

function sections(prompt: string, lang: "en" | "zh"): { brand: string; parts: Map<string, string> } {
  const root = parse(htmlOf(prompt, lang).replace(/></g, "> <"));
  for (const x of root.querySelectorAll("script, style, .sr-only")) x.remove();
  const parts = new Map<string, string>();
  for (const s of root.querySelectorAll("section")) {
    const h = s.querySelector("h2")?.text.replace(/\s+/g, " ").trim();
    if (h) parts.set(h, s.text.replace(/\s+/g, " ").trim());
  }
  return { brand: root.querySelector("title")!.text.split(" · ")[0].trim(), parts };
}

function pageText(prompt: string, lang: "en" | "zh"): string {
  const root = parse(htmlOf(prompt, lang).replace(/></g, "> <"));
  for (const x of root.querySelectorAll("script, style, .sr-only")) x.remove();
  return root.querySelector("main")!.text.replace(/\s+/g, " ");
}

const VACANCIES = /engineer|designer|manager|analyst|executive|工程师|设计师|经理|分析师|销售/i;

describe("a service business's jobs are its work, not vacancies", () => {
  it("en: a moving company's dashboard lists today's moves", () => {
    const { parts } = sections(
      "A dashboard for a moving company: jobs today, crews and trucks, customer quotes",
      "en",
    );
    const jobs = parts.get("Jobs today")!;
    expect(jobs).toMatch(/move|flat|→/i);
    expect(jobs).not.toMatch(VACANCIES);
  });

  it("a hiring product's jobs stay vacancies", () => {
    const { parts } = sections(
      "A dashboard for a recruiting agency: open jobs, candidates, interviews",
      "en",
    );
    const jobs = [...parts.entries()].find(([h]) => /jobs/i.test(h))![1];
    expect(jobs).toMatch(VACANCIES);
  });
});

describe("a courier or moving business gets a logistics name", () => {
  const CAR = /车管|车队|Fleet|Garage|Milepost/;
  it("zh: a courier dispatch board is not named like car management", () => {
    const { brand } = sections("快递公司的派件看板：今日包裹、快递员、网点、异常件", "zh");
    expect(brand).not.toMatch(CAR);
    expect(brand).toMatch(/物流|速运|快运|速递/);
  });

  it("en: a courier dashboard and a moving company get logistics names", () => {
    const { brand } = sections(
      "An operations dashboard for a courier express company: parcels today, couriers, depots",
      "en",
    );
    expect(brand).toMatch(/Express|Logistics|Freight/);
    for (let seed = 0; seed < 8; seed++) {
      for (const lang of ["en", "zh"] as const) {
        const name = brandFor({ brand: null, product: "dashboard", setting: "moving company" }, lang, seed);
        expect(name).not.toMatch(CAR);
        expect(name).toMatch(/Express|Logistics|Freight|物流|速运|快运|速递/);
        const courier = brandFor({ brand: null, product: "派件看板", setting: "快递公司" }, lang, seed);
        expect(courier).toMatch(/Express|Logistics|Freight|物流|速运|快运|速递/);
      }
    }
    // A fleet of cars is still car management.
    expect(brandFor({ brand: null, product: "车辆管理系统", setting: "车队" }, "zh", 0)).toBe("驰安车管");
  });
});

describe("a section naming a figure or a ranking shows it, not a form", () => {
  const formLabels = (prompt: string, lang: "en" | "zh") => {
    return parse(htmlOf(prompt, lang))
      .querySelectorAll("form label")
      .map((l) => l.text.replace(/\s+/g, " ").trim());
  };

  it("zh: 库存数量 on an inventory page is a figure", () => {
    const prompt = "仓库库存管理页面：库存数量、入库出库记录、低库存预警";
    expect(formLabels(prompt, "zh").join(" ")).not.toMatch(/库存数量/);
    expect(pageText(prompt, "zh")).toMatch(/库存数量 [\d,.]+ [+-]\d+%/);
  });

  it("en: a stock quantity is a figure too", () => {
    const prompt = "An inventory dashboard: stock quantity, incoming deliveries, low stock alerts";
    expect(formLabels(prompt, "en").join(" ")).not.toMatch(/stock quantity/i);
    expect(pageText(prompt, "en")).toMatch(/Stock quantity [\d,.]+%? [+-]\d+%/);
  });

  it("en: a leaderboard's country lists countries, not a Country field", () => {
    const prompt = "Leaderboard page for a quiz game: top players, country, score";
    expect(formLabels(prompt, "en")).not.toContain("Country *");
    expect(formLabels(prompt, "en").join(" ")).not.toMatch(/country/i);
    // The columns are one ranked table now (issue 39: not a section per column): its rows name countries.
    expect(sections(prompt, "en").parts.get("Leaderboard")).toMatch(
      /Japan|Brazil|Germany|Kenya|Canada|India/,
    );
  });

  it("a ranking by country is still of runners, not a list of countries", () => {
    const text = pageText(
      "A leaderboard page for a running app: top runners by country, weekly distance",
      "en",
    );
    expect(text).not.toMatch(/Brazil|Germany|Kenya|Canada|India|Japan/);
  });

  it("zh: 排行榜的国家 is shown too", () => {
    const prompt = "答题游戏排行榜页面：前十名玩家、国家、积分";
    expect(formLabels(prompt, "zh").join(" ")).not.toMatch(/国家/);
  });

  it("a booking form still asks for a country", () => {
    expect(
      formLabels("A booking page: name, country, date and guests, then confirm", "en").join(" "),
    ).toMatch(/Country/);
  });
});

describe("a meditation app is about practice alone", () => {
  it("en: today's session is a track to play, not a park meetup, and the brand is not a yoga studio", () => {
    const { brand, parts } = sections("A meditation app home: today's session, courses, streaks", "en");
    const session = parts.get("Today's session")!;
    expect(session).not.toMatch(/Park|going|Join|trailhead|Sports centre/);
    expect(session).toMatch(/calm|stress|gratitude|Sleep|Breathing/i);
    expect(brand).not.toMatch(/Yoga/);
  });

  it("zh: 冥想 App is not named 瑜伽", () => {
    expect(sections("冥想App首页：今日练习、课程、连续打卡", "zh").brand).not.toMatch(/瑜伽/);
  });
});

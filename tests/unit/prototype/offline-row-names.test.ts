/**
 * Issue 39 (reading): list and table rows of an Offline prototype are items of the domain —
 * people by name, appointments, drugs, tickets by subject — not the section's word with a number
 * ("Appointment #5376", "Road #4448", "Stage #5943"). Requests read on main and a few written
 * after the fix, in both languages.
 */
import { prototypePage } from "@/server/artifacts/shared/prototype-pages/offline/prototype-page";

function visibleOf(prompt: string, lang: "en" | "zh", device: "web" | "mobile"): string {
  const html = prototypePage({ userText: prompt, history: [], locale: lang, options: { prompt, device } });
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&amp;/g, "&");
}

// A row named "<Word> #1234" (en) or "<词> 1234" (zh) is a prompt word with a number.
const NUMBERED_EN = /^\s*([A-Z][a-z]+) #\d{4}\s*$/m;
const NUMBERED_ZH = /^\s*([\u4e00-\u9fff]{2,6}) \d{4}\s*$/m;

const CASES: [string, "en" | "zh", "web" | "mobile"][] = [
  ["Patient portal page listing upcoming appointments, lab results and prescriptions", "en", "web"],
  [
    "Design a dashboard for a fleet manager showing trucks on the road, delayed shipments and fuel costs",
    "en",
    "web",
  ],
  ["A web page for HR to review job applicants with a table of candidates, stage and rating", "en", "web"],
  ["Mobile wallet screen showing balance, recent transactions and a send money button", "en", "mobile"],
  ["Game leaderboard page for a racing game with top players, lap times and country", "en", "mobile"],
  ["Recruiting dashboard with open positions, interview stages and new applicants", "en", "web"],
  ["员工考勤管理页面，展示员工打卡记录、迟到早退和请假情况", "zh", "web"],
  ["医院药房库存页面：药品列表、库存数量、有效期预警", "zh", "web"],
  ["游戏商城页面，展示皮肤道具、价格和限时折扣", "zh", "mobile"],
  ["政务办事大厅预约页面：选择办事事项、日期时段、提交预约", "zh", "web"],
  ["健身房会员管理后台：会员列表、卡种、到期时间、续费提醒", "zh", "web"],
  ["在线问诊平台的医生工作台：待接诊患者、处方记录、检查报告", "zh", "web"],
];

describe("Offline prototype rows are items of the domain", () => {
  it.each(CASES)("%s", (prompt, lang, device) => {
    const text = visibleOf(prompt, lang, device);
    expect(text).not.toMatch(lang === "zh" ? NUMBERED_ZH : NUMBERED_EN);
  });

  it("names the people of a people list and the stages of a hiring pipeline", () => {
    const text = visibleOf(
      "A web page for HR to review job applicants with a table of candidates, stage and rating",
      "en",
      "web",
    );
    expect(text).toMatch(/Screening|Phone interview|Onsite interview|Offer|Hired/);
    expect(text).not.toMatch(/Candidate #\d/);
  });

  it("lists trucks, not roads, for trucks on the road", () => {
    const text = visibleOf(
      "Design a dashboard for a fleet manager showing trucks on the road, delayed shipments and fuel costs",
      "en",
      "web",
    );
    expect(text).toMatch(/Truck \d+/);
    expect(text).not.toMatch(/Road #\d/);
  });
});

describe("a pricing page's named plans are its plan cards (issue 39)", () => {
  it.each([
    [
      "Pricing page for a project management tool with Free, Pro and Enterprise plans",
      "en",
      ["Free", "Pro", "Enterprise"],
    ],
    [
      "Pricing page for a video hosting service with Starter, Pro and Business plans",
      "en",
      ["Starter", "Pro", "Business"],
    ],
    ["云存储产品的价格页：免费版、专业版、企业版", "zh", ["免费版", "专业版", "企业版"]],
  ] as const)("%s", (prompt, lang, plans) => {
    const text = visibleOf(prompt, lang, "web");
    for (const plan of plans) expect(text).toContain(lang === "zh" ? `选择${plan}` : `Choose ${plan}`);
    expect(text).not.toMatch(lang === "zh" ? /版 \d{4}/ : /(?:Free|Pro|Starter) #\d/);
  });
});

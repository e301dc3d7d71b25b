/**
 * Offline prototype follow-ups on requests nobody tuned for (issue 39 item 5): each change named is
 * read from its own clause (a Chinese comma starts one when a verb follows), applied to that element
 * only — a section moved, a control removed, the button a clause just named recoloured, a sort by
 * what was asked — and the reply lists each change made, in the user's language.
 */
import { prototypePage } from "@/server/artifacts/shared/prototype-pages/offline/prototype-page";
import {
  clausesOf,
  readPageChanges,
} from "@/server/artifacts/shared/prototype-pages/offline/follow-up/read-changes";
import { parse } from "node-html-parser";

type Lang = "en" | "zh";
const fence = (reply: string) => /```html\n([\s\S]*)\n```/.exec(reply)![1];
const visible = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const mainText = (html: string) => visible(/<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? html);
const headings = (html: string) =>
  parse(/<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? html)
    .querySelectorAll("h2")
    .map((h) => h.text.trim());

/** A page from `first`, then `next` on it: both pages and the reply's words. */
function followUp(first: string, next: string, lang: Lang, device = "web") {
  const before = fence(
    prototypePage({ userText: first, history: [], locale: lang, options: { prompt: first, device } }),
  );
  const reply = prototypePage({
    userText: next,
    history: [{ role: "user", text: first }],
    locale: lang,
    options: { prompt: next, device, base: before, language: lang },
  });
  return { before, after: fence(reply), reply: reply.slice(0, reply.indexOf("```html")) };
}

describe("reading a follow-up's clauses", () => {
  it("zh: a comma starts a new change when what follows names one of its own", () => {
    expect(clausesOf("加一个品牌故事模块，背景换成米白色", "zh")).toEqual([
      "加一个品牌故事模块",
      "背景换成米白色",
    ]);
    expect(clausesOf("把月度营收图换成柱状图，标题改成“区域业绩”", "zh")).toEqual([
      "把月度营收图换成柱状图",
      "标题改成“区域业绩”",
    ]);
    expect(clausesOf("去掉审批，在通知里加一个短信提醒开关", "zh")).toEqual([
      "去掉审批",
      "在通知里加一个短信提醒开关",
    ]);
    // A comma inside the quoted title stays in it.
    expect(clausesOf("把标题换成“慢下来，好好呼吸”", "zh")).toEqual(["把标题换成“慢下来，好好呼吸”"]);
  });

  it("a sort asked without an adding verb is a sort by what was named (en and zh)", () => {
    expect(readPageChanges("Add a search box and let me sort by deal value", "en")).toEqual([
      { kind: "control", control: "search", label: "", options: [] },
      { kind: "control", control: "sort", label: "", options: [], by: "Deal value" },
    ]);
    expect(readPageChanges("按价格排序，再加一个车型筛选", "zh")).toMatchObject([
      { kind: "control", control: "sort", by: "价格" },
      { kind: "control", control: "filter", label: "车型" },
    ]);
  });

  it("'make it purple' after a button's words changed is that button, not the brand colour", () => {
    const changes = readPageChanges("Change Confirm booking to Check availability and make it purple", "en");
    expect(changes[1]).toMatchObject({ kind: "color", target: "button", which: "Check availability" });
  });

  it("a pale background is pale: cream, light gray and 米白 are not the strong colours", () => {
    expect(readPageChanges("make the background cream", "en")).toMatchObject([
      { kind: "color", target: "background", name: "cream", hex: "#fbf7ee" },
    ]);
    expect(readPageChanges("make the background light gray", "en")).toMatchObject([
      { kind: "color", target: "background", hex: "#f1f3f5" },
    ]);
    expect(readPageChanges("背景换成米白色", "zh")).toMatchObject([
      { kind: "color", target: "background", name: "米白色" },
    ]);
  });
});

describe("applying follow-ups to their own element", () => {
  it("zh: adds a section and paints the background in one message, and says both", () => {
    const { before, after, reply } = followUp("茶叶电商的首页", "加一个品牌故事模块，背景换成米白色", "zh");
    expect(visible(before)).not.toContain("品牌故事");
    expect(headings(after)).toContain("品牌故事");
    expect(after).toMatch(/(?:--color-canvas:\s*|"canvas":\s*")#fbf7ee/);
    expect(reply).toContain("- 增加了「品牌故事」模块");
    expect(reply).toContain("- 把背景改成了米白色");
    expect(reply).not.toContain("没有做的改动");
  });

  it("zh: redraws the chart named and retitles the page when both are in one sentence", () => {
    const { before, after, reply } = followUp(
      "销售团队业绩看板，用饼图展示各区域占比",
      "把月度营收图换成柱状图，标题改成“区域业绩”",
      "zh",
    );
    const chart = (html: string) => /<svg\b[^>]*aria-label="月度营收"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? "";
    expect(chart(before)).toContain("<polyline");
    expect((chart(after).match(/<rect\b[^>]*height=/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(parse(after).querySelector("h1")!.text.trim()).toBe("区域业绩");
    expect(reply).toMatch(/把「月度营收」图表改成了柱状图/);
  });

  it("moves a section above another (en) and before another (zh), keeping every section", () => {
    const en = followUp(
      "Landing page for a developer conference with speakers, schedule and tickets",
      "Move Tickets above Speakers",
      "en",
    );
    expect(headings(en.before).indexOf("Tickets")).toBeGreaterThan(headings(en.before).indexOf("Speakers"));
    expect(headings(en.after).indexOf("Tickets")).toBeLessThan(headings(en.after).indexOf("Speakers"));
    expect([...headings(en.after)].sort()).toEqual([...headings(en.before)].sort());
    expect(en.reply).toContain("- Moved “Tickets” above “Speakers”");

    const zh = followUp(
      "校园招聘落地页，包含岗位介绍、招聘流程和常见问题",
      "把招聘流程挪到岗位介绍前面",
      "zh",
    );
    expect(headings(zh.after).indexOf("招聘流程")).toBeLessThan(headings(zh.after).indexOf("岗位介绍"));
    expect(zh.reply).toContain("- 把「招聘流程」移到了「岗位介绍」前面");
  });

  it("zh: removes the section named and puts the switch in the other section named", () => {
    const { before, after, reply } = followUp(
      "企业OA系统的设置页：账号、通知、审批",
      "去掉审批，在通知里加一个短信提醒开关",
      "zh",
    );
    expect(headings(before)).toContain("审批");
    expect(mainText(after)).not.toContain("审批");
    const notices = after.slice(after.indexOf(">通知</h2>"));
    expect(notices.slice(0, notices.indexOf("</section>"))).toMatch(
      /短信提醒<\/span><input[^>]*role="switch"/,
    );
    expect(reply).toContain("- 删除了「审批」");
    expect(reply).toContain("- 在「通知」中增加了「短信提醒」开关");
  });

  it("removes the search bar, and a block the page labels by name with the links to it", () => {
    const search = followUp(
      "Mobile recipe app home screen with saved recipes",
      "Remove the search bar",
      "en",
      "mobile",
    );
    expect(search.before).toMatch(/type="search"/);
    expect(search.after).not.toMatch(/type="search"|role="search"/);
    expect(search.reply).toMatch(/- Removed “search bar”/);

    const glance = followUp(
      "Admin page for managing user accounts in a table",
      "Remove the At a glance section",
      "en",
    );
    expect(glance.before).toMatch(/aria-label="At a glance"/);
    expect(visible(glance.after)).not.toContain("At a glance");
    expect(glance.after).toMatch(/<table\b/);
  });

  it("recolours only the button a clause just named ('… and make it purple')", () => {
    const { after, reply } = followUp(
      "Hotel room booking form with check-in and check-out dates",
      "Change Confirm booking to Check availability and make it purple",
      "en",
    );
    const painted = [
      ...after.matchAll(/<(?:button|a)\b[^>]*class="[^"]*\bbg-\[#6d28d9\][^"]*"[^>]*>([^<]*)/g),
    ];
    expect(painted.map((m) => m[1])).toEqual(["Check availability"]);
    // The brand colour is unchanged: the other buttons keep it.
    expect(after).toMatch(/\bbg-primary\b/);
    expect(reply).toContain("- Made the “Check availability” button (only that one) purple");
    expect(reply).not.toContain("brand colour");
  });

  it("zh: a section renamed is renamed in the lead line and in the items under it", () => {
    const { before, after, reply } = followUp(
      "民宿预订网站的价格页，有标准间、家庭房和观景套房",
      "把家庭房改名为亲子房",
      "zh",
    );
    expect(mainText(before)).toContain("家庭房");
    expect(mainText(after)).not.toContain("家庭房");
    expect(headings(after)).toContain("亲子房");
    expect(reply).toContain("- 把「家庭房」改名为「亲子房」");
  });

  it("sorts by what was asked: the named key is the sort menu's first option", () => {
    const { after, reply } = followUp("租车App的车辆列表页", "按价格排序，再加一个车型筛选", "zh", "mobile");
    expect(after).toMatch(/data-added-control="sort"[\s\S]*?<select[^>]*><option>价格<\/option><option>最新/);
    expect(after).toMatch(/data-added-control="filter"/);
    expect(reply).toContain("- 增加了排序菜单（按「价格」）");
  });

  it("en replies read as English: 'an' before a vowel, a section's name without 'section'", () => {
    const { reply } = followUp(
      "Website for a neighbourhood bakery",
      "Add an Opening hours section and make the background cream",
      "en",
    );
    expect(reply).toContain("- Added an “Opening hours” section");
    expect(reply).toContain("- Made the background cream");
    expect(reply).not.toMatch(/section” section|Not made/);
  });
});

describe("swaps, cards and words inside a clause", () => {
  it("swaps one control for another (en and zh): the old one out, the new one in", () => {
    expect(readPageChanges("Replace the search bar with a brand filter", "en")).toMatchObject([
      { kind: "remove", what: "search bar" },
      { kind: "control", control: "filter", label: "Brand" },
    ]);
    const { before, after, reply } = followUp("在线书店的图书列表页", "把搜索框换成按分类筛选", "zh");
    expect(before).toMatch(/type="search"/);
    expect(after).not.toMatch(/type="search"/);
    expect(after).toMatch(/data-added-control="filter"[\s\S]*?aria-label="分类"/);
    expect(reply).toContain("- 删除了「搜索框」");
    expect(reply).toContain("- 增加了「分类」筛选下拉框");
  });

  it("an 'Add' inside a button's name is not an adding verb", () => {
    const changes = readPageChanges("make the Add to cart buttons black", "en");
    expect(changes).toMatchObject([{ kind: "color", target: "buttons", which: "Add to cart" }]);
  });

  it("moves and removes a plan card by its own name, not the section whose heading lists it", () => {
    const first = "Pricing page for a photo editing app with Free, Plus and Studio plans";
    const moved = followUp(first, "Put Studio first", "en");
    const order = (html: string) => ["Free", "Plus", "Studio"].map((p) => mainText(html).indexOf(`${p} $`));
    expect(order(moved.before)[2]).toBeGreaterThan(order(moved.before)[0]);
    expect(order(moved.after)[2]).toBeLessThan(order(moved.after)[0]);
    expect(moved.reply).toContain("- Moved “Studio” to the top");

    const removed = followUp(first, "Remove the Free plan", "en");
    expect(mainText(removed.after)).not.toContain("Free $0");
    expect(mainText(removed.after)).toContain("Plus $");
    expect(mainText(removed.after)).toContain("Studio $");
  });

  it("a dropdown on a form is a field to choose from, not a filter", () => {
    const { after, reply } = followUp(
      "Event registration form for a marathon",
      "Add a T-shirt size dropdown",
      "en",
    );
    const form = /<form\b[\s\S]*?<\/form>/.exec(after)![0];
    expect(form).toMatch(
      /T-shirt size[\s\S]*?<select\b[^>]*><option value="">Choose…<\/option><option>XS<\/option>/,
    );
    expect(after).not.toMatch(/data-added-control="filter"/);
    expect(reply).toContain("- Added a “T-shirt size” dropdown");
  });

  it("zh: a rename without 把, and a white header", () => {
    expect(readPageChanges("联系我们改名为商务合作", "zh")).toEqual([
      { kind: "rename", from: "联系我们", to: "商务合作" },
    ]);
    // A way of doing something is not a new name: said as not made, never a rename.
    expect(readPageChanges("把会议室改成按小时计费", "zh")).toEqual([
      { kind: "other", text: "把会议室改成按小时计费" },
    ]);
    expect(readPageChanges("导航栏改成白色", "zh")).toMatchObject([
      { kind: "color", target: "header", hex: "#ffffff", name: "白色" },
    ]);
  });

  it("zh: two things after one 加 are two changes; a clause with no subject goes on with the button before", () => {
    expect(readPageChanges("帮我加一个状态筛选和一个新建客户按钮", "zh")).toMatchObject([
      { kind: "control", control: "filter", label: "状态" },
      { kind: "control", control: "button", label: "新建客户" },
    ]);
    const { after, reply } = followUp(
      "餐厅点餐小程序首页",
      "把主按钮的文字改成“马上点餐”，颜色换成红色",
      "zh",
      "mobile",
    );
    const painted = [
      ...after.matchAll(/<(?:button|a)\b[^>]*class="[^"]*\bbg-\[#b91c1c\][^"]*"[^>]*>([^<]*)/g),
    ];
    expect(painted.map((m) => m[1])).toEqual(["马上点餐"]);
    expect(reply).toContain("- 把主按钮的文字改为「马上点餐」");
    expect(reply).toContain("- 把「马上点餐」按钮（只改这一个）改成了红色");
    expect(reply).not.toContain("主题色");
  });

  it("a field asked on a page with no form goes in a new form at its end, and the reply says so", () => {
    const { before, after, reply } = followUp(
      "Wedding RSVP screen",
      "Add a meal choice field",
      "en",
      "mobile",
    );
    expect(before).not.toMatch(/<form\b/);
    const form = /<form\b[\s\S]*?<\/form>/.exec(after)![0];
    expect(form).toMatch(
      /<label for="form-added-meal-choice"[^>]*>Meal choice<\/label><input id="form-added-meal-choice"/,
    );
    expect(form).toMatch(/<button type="submit"[^>]*>Submit<\/button>/);
    expect(reply).toContain(
      "- Added a “meal choice” field to the form — the page had no form, so it is in a new one",
    );
    expect(reply).not.toContain("Not made");
  });

  it("a status filter offers the statuses the table shows, not a stock list", () => {
    const { before, after } = followUp(
      "物流公司的运单管理后台，表格展示运单",
      "加一个按状态筛选的下拉框",
      "zh",
    );
    const shown = [
      ...new Set(
        [...before.matchAll(/<span\b[^>]*rounded-full[^>]*>([^<]+)<\/span><\/td>/g)].map((m) => m[1]),
      ),
    ];
    expect(shown.length).toBeGreaterThanOrEqual(2);
    const select = /aria-label="状态">([\s\S]*?)<\/select>/.exec(after)![1];
    const offered = [...select.matchAll(/<option>([^<]*)<\/option>/g)].map((m) => m[1]);
    expect(offered).toEqual(["全部", ...shown]);
  });
});

describe("a zh button named before, and a clause that shows something on an element (stop 47)", () => {
  it("按钮文字改为马上报名 after 把立即购买按钮改成红色 changes that button's words", () => {
    const { after, reply } = followUp(
      "在线课程详情页：课程介绍、讲师介绍、课程大纲、学员评价、立即购买按钮",
      "删掉学员评价，把立即购买按钮改成红色，按钮文字改为马上报名",
      "zh",
    );
    expect(readPageChanges("删掉学员评价，把立即购买按钮改成红色，按钮文字改为马上报名", "zh")[2]).toEqual({
      kind: "button",
      which: "立即购买",
      to: "马上报名",
    });
    expect(reply).toContain("把「立即购买」按钮的文字改为「马上报名」");
    expect(mainText(after)).toContain("马上报名");
    expect(reply).not.toContain("没有做的改动");
  });

  it("职位卡片上显示公司logo is a clause of its own, not part of the filter's label", () => {
    expect(clausesOf("增加一个薪资范围筛选，职位卡片上显示公司logo", "zh")).toEqual([
      "增加一个薪资范围筛选",
      "职位卡片上显示公司logo",
    ]);
    expect(readPageChanges("增加一个薪资范围筛选，职位卡片上显示公司logo", "zh")[0]).toMatchObject({
      kind: "control",
      control: "filter",
      label: "薪资范围",
    });
  });
});

describe("one element's details (issue 39 item 5, round 4: requests not in the bench)", () => {
  it("changes the placeholder of the field named, en and zh, and swaps no control for it", () => {
    const en = followUp(
      "Contact form for a plumbing company",
      'Change the placeholder of Email to "you@company.com"',
      "en",
    );
    expect(en.before).not.toContain('placeholder="you@company.com"');
    expect(en.after).toMatch(/<input\b[^>]*type="email"[^>]*placeholder="you@company.com"/);
    expect(en.reply).toContain("- Changed the “Email” field's placeholder to “you@company.com”");

    const zh = followUp(
      "二手书回收平台的书籍列表页，带搜索框",
      "把搜索框的提示文字改成“输入书名或ISBN”",
      "zh",
    );
    expect(zh.after).toMatch(/placeholder="输入书名或ISBN"/);
    expect(zh.after.match(/type="search"/g)?.length ?? 0).toBe(
      zh.before.match(/type="search"/g)?.length ?? 0,
    );
    expect(zh.reply).toContain("- 把搜索框的提示文字改为「输入书名或ISBN」");
    expect(zh.reply).not.toContain("没有做的改动");
  });

  it("adds a column to the table: a header cell and a value in every row (en and zh)", () => {
    const en = followUp(
      "Admin page listing library members in a table",
      "Add an Email column to the table",
      "en",
    );
    const table = parse(en.after).querySelector("table")!;
    const heads = table.querySelectorAll("th").map((th) => th.text.trim());
    expect(heads[heads.length - 1]).toBe("Email");
    for (const tr of table.querySelectorAll("tbody tr"))
      expect(tr.querySelectorAll("td").pop()!.text).toMatch(/@example\.com$/);
    expect(en.reply).toContain("- Added an “Email” column to the table (sample values)");
    expect(headings(en.after)).toEqual(headings(en.before));

    const zh = followUp("仓库库存管理后台，用表格展示库存", "表格加一列“库位”", "zh");
    expect(parse(zh.after).querySelectorAll("th").pop()!.text.trim()).toBe("库位");
    expect(zh.reply).toContain("- 在表格里增加了「库位」列（示例数据）");
  });

  it("adds a tab to a mobile tab bar, opening a new section of that name", () => {
    const { before, after, reply } = followUp(
      "Mobile home screen for a plant care app",
      "Add a Reminders tab",
      "en",
      "mobile",
    );
    const tabs = (html: string) =>
      parse(html)
        .querySelectorAll("nav a")
        .map((a) => ({ text: a.text.trim(), href: a.getAttribute("href") ?? "" }));
    expect(tabs(before).map((t) => t.text)).not.toContain("Reminders");
    const tab = tabs(after).find((t) => t.text === "Reminders")!;
    expect(tab.href).toMatch(/^#.+/);
    expect(parse(after).querySelector(tab.href)).not.toBeNull();
    expect(headings(after)).toContain("Reminders");
    expect(reply).toContain("- Added a “Reminders” tab to the navigation");
  });

  it("makes the button named full width, centres a title that was not, and says when it already was", () => {
    const wide = followUp("Booking form for a hair salon", "Make the submit button full width", "en");
    const submit = (html: string) => /<button\b[^>]*type="submit"[^>]*>/.exec(html)![0];
    expect(submit(wide.before)).toMatch(/\bsm:w-auto\b/);
    expect(submit(wide.after)).toMatch(/\bw-full\b/);
    expect(submit(wide.after)).not.toMatch(/\bsm:w-/);

    const centred = followUp("二手书回收平台的书籍列表页，带搜索框", "把标题居中", "zh");
    expect(/<h1\b[^>]*>/.exec(centred.before)![0]).not.toMatch(/text-center/);
    expect(/<h1\b[^>]*>/.exec(centred.after)![0]).toMatch(/\btext-center\b/);
    expect(centred.reply).toContain("- 把页面标题居中了");

    // This landing page's hero is centred already: nothing is changed and the reply says so.
    const hero = followUp("Donation page for an animal shelter", "Center the headline", "en");
    expect(hero.before).toMatch(
      /<section\b[^>]*class="[^"]*\btext-center\b[^"]*"[^>]*>(?:(?!<\/section>)[\s\S])*<h1\b/,
    );
    expect(hero.after).toBe(hero.before);
    expect(hero.reply).toContain("“Make the page title centred” — it is already so on the page");
    expect(hero.reply).not.toContain("rule-based writer");
  });

  it("changes the price of the plan named only, and the price written when one is named (en, zh)", () => {
    const { before, after, reply } = followUp(
      "Pricing page for a dog walking service with Solo walk, Pack walk and Puppy visit plans",
      "Change the Pack walk price to $18",
      "en",
    );
    const card = (html: string, name: string) =>
      parse(html)
        .querySelectorAll("li")
        .find((li) => li.querySelector("p")?.text.trim() === name)!.text;
    expect(card(before, "Pack walk")).not.toContain("$18");
    expect(card(after, "Pack walk")).toContain("$18");
    expect(card(after, "Solo walk")).toBe(card(before, "Solo walk"));
    expect(card(after, "Puppy visit")).toBe(card(before, "Puppy visit"));
    expect(reply).toContain("- Changed the price of “Pack walk” to “$18”");

    expect(readPageChanges("把¥56改成¥48", "zh")).toEqual([
      { kind: "price", which: "", from: "¥56", to: "¥48" },
    ]);
    expect(readPageChanges("把月卡的价格改成199元", "zh")).toEqual([
      { kind: "price", which: "月卡", to: "199元" },
    ]);
  });
});

describe("what a follow-up names, read better (issue 39 item 5, round 4)", () => {
  it("'它' / 'it' is what the clause before named, by its new name", () => {
    expect(readPageChanges("把进阶课改名为提高课，并把它放到入门课上面", "zh")[1]).toEqual({
      kind: "move",
      what: "提高课",
      place: "before",
      ref: "入门课",
    });
    expect(readPageChanges("Rename Extras to Add-ons and move it to the top", "en")[1]).toMatchObject({
      kind: "move",
      what: "Add-ons",
    });
  });

  it("recolours the button named without quotes, and no other (en and zh)", () => {
    expect(readPageChanges("make the Choose Pro button green", "en")).toMatchObject([
      { kind: "color", target: "button", which: "Choose Pro" },
    ]);
    expect(readPageChanges("导出报表按钮改成蓝色", "zh")).toMatchObject([
      { kind: "color", target: "button", which: "导出报表" },
    ]);
    expect(readPageChanges("Make the primary button red", "en")[0]).not.toHaveProperty("which");
    const { after, reply } = followUp("仓库库存管理后台，用表格展示库存", "导出报表按钮改成蓝色", "zh");
    const painted = [
      ...after.matchAll(/<(?:button|a)\b[^>]*class="[^"]*\bbg-\[#[0-9a-f]+\][^"]*"[^>]*>([^<]*)/g),
    ];
    expect(painted.map((m) => m[1].trim())).toEqual(["导出报表"]);
    expect(reply).toContain("- 把「导出报表」按钮（只改这一个）改成了蓝色");
  });

  it("'颜色用红色' after adding a button paints that button", () => {
    expect(readPageChanges("加一个立即咨询按钮，颜色用红色", "zh")[1]).toMatchObject({
      kind: "color",
      target: "button",
      which: "立即咨询",
    });
  });

  it("renames in the navigation only when the follow-up says so; a field goes where it is placed", () => {
    const nav = followUp("在线问卷工具的官网首页", "把导航里的“使用流程”改成“三步上手”", "zh");
    const links = (html: string) =>
      parse(html)
        .querySelectorAll("nav a")
        .map((a) => a.text.trim());
    expect(links(nav.after)).toContain("三步上手");
    expect(headings(nav.after)).toContain("使用流程");
    expect(nav.reply).toContain("- 把导航里的「使用流程」改名为「三步上手」");

    const placed = followUp("Contact form for a plumbing company", "Add a Company field above Email", "en");
    const labels = parse(placed.after)
      .querySelectorAll("form label")
      .map((l) => l.text.replace("*", "").trim());
    expect(labels.indexOf("Company")).toBe(labels.indexOf("Email") - 1);
    expect(placed.reply).toContain("- Added a “Company” field to the form (above “Email”)");
  });

  it("'the FAQ' is the section headed Frequently asked questions", () => {
    const { before, after, reply } = followUp("Donation page for a food bank", "Remove the FAQ", "en");
    expect(headings(before)).toContain("Frequently asked questions");
    expect(headings(after)).not.toContain("Frequently asked questions");
    expect(reply).not.toContain("Not made");
  });

  it("'turn the chart into a bar chart' names no chart; '再把柱状图换成饼图' neither", () => {
    expect(readPageChanges("Turn the chart into a bar chart", "en")).toEqual([
      { kind: "chart", to: "bar", which: "" },
    ]);
    expect(readPageChanges("标题改成“期中成绩”，再把柱状图换成饼图", "zh")[1]).toEqual({
      kind: "chart",
      to: "pie",
      which: "",
    });
  });
});

describe("hand-tried follow-ups after the f5- fixes (round 4)", () => {
  it("zh: a move without 把, a quoted tab name kept whole, a field placed above another", () => {
    expect(readPageChanges("客户案例放到产品介绍上面", "zh")).toEqual([
      { kind: "move", what: "客户案例", place: "before", ref: "产品介绍" },
    ]);
    expect(readPageChanges("再加一个“我的”标签", "zh")).toEqual([{ kind: "tab", label: "我的" }]);
    expect(readPageChanges("在姓名上面加一个身份证号字段", "zh")).toEqual([
      { kind: "field", label: "身份证号", place: "before", ref: "姓名" },
    ]);
  });

  it("a price under a name that shows several prices is not guessed, and the reply asks which", () => {
    const { before, after, reply } = followUp(
      "瑜伽课程价格页，有体验课、月卡和年卡",
      "把年卡的价格改成¥1999",
      "zh",
    );
    expect(after).toBe(before);
    expect(reply).toContain("「年卡」——这里有好几个价格，请说明改哪一个");
  });
});

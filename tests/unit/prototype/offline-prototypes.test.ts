/**
 * The Offline model's prototypes for the 12 judged prompts, and every gallery template: each
 * passes the validator after the save transform, has real content for its prompt in the
 * prompt's language, accessible markup, and nothing from another host.
 */
import { prototypePage } from "@/server/artifacts/shared/prototype-pages/offline/prototype-page";
import { planPages } from "@/server/artifacts/mult_prototype/offline/plan-pages";
import { preparePage } from "@/server/html/page-transform";
import { validatePage } from "@/server/html/validate-page";
import { findExternalResources } from "@/server/html/external-resources";
import { allElements, parseHtml } from "@/server/html/parse-html";
import { PROTOTYPE_TEMPLATES } from "@/lib/contracts/prototype-gallery";
import { readTemplateHtml } from "@/server/seed/prototype-templates";
import { PROTOTYPE_STYLES } from "@/server/html/styles";
import { PROTOTYPE_PROMPTS } from "../../fixtures/prototype-prompts";

function writePage(
  prompt: string,
  lang: "en" | "zh",
  device: string,
  extra: Record<string, unknown> = {},
): string {
  const reply = prototypePage({
    userText: prompt,
    history: [],
    locale: lang,
    options: { prompt, device, language: lang, ...extra },
  });
  const fence = reply.match(/```html\n([\s\S]*)\n```/);
  if (!fence) throw new Error("no html fence");
  // Written like a model: a line of prose, then the document.
  expect(reply.slice(0, fence.index).trim().length).toBeGreaterThan(10);
  return fence[1];
}

function a11yProblems(html: string): string[] {
  const problems: string[] = [];
  const els = allElements(parseHtml(html));
  const ids = new Set(els.map((el) => el.getAttribute("id")).filter(Boolean));
  const labelFor = new Set(els.filter((el) => el.rawTagName === "label").map((el) => el.getAttribute("for")));
  for (const el of els) {
    const tag = el.rawTagName.toLowerCase();
    if (tag === "img" && el.getAttribute("alt") === undefined) problems.push("img without alt");
    if ((tag === "input" || tag === "select" || tag === "textarea") && el.getAttribute("type") !== "hidden") {
      const labelled =
        labelFor.has(el.getAttribute("id")) ||
        el.getAttribute("aria-label") ||
        el.parentNode?.rawTagName === "label" ||
        el.closest("label");
      if (!labelled) problems.push(`${tag}#${el.getAttribute("id") ?? "?"} without a label`);
    }
    if (tag === "button" && !el.text.trim() && !el.getAttribute("aria-label"))
      problems.push("button without a name");
    for (const ref of ["aria-labelledby", "aria-describedby", "aria-controls"]) {
      const value = el.getAttribute(ref);
      if (value && !value.split(/\s+/).every((id) => ids.has(id))) problems.push(`${ref} points nowhere`);
    }
  }
  if (els.filter((el) => el.rawTagName === "h1").length !== 1) problems.push("not exactly one h1");
  if (!els.some((el) => el.rawTagName === "main")) problems.push("no main landmark");
  return problems;
}

describe("Offline prototypes for the 12 prompts", () => {
  it.each(PROTOTYPE_PROMPTS)("$id: valid, self-contained, real content, accessible markup", async (c) => {
    const page = await preparePage(writePage(c.prompt, c.lang, c.device));
    expect(validatePage(page)).toEqual([]);
    expect(findExternalResources(page)).toEqual([]);
    expect(page).not.toMatch(/cdn\.tailwindcss|<script[^>]+src=/);
    expect(page).toMatch(/<style data-vs-tailwind>/);
    for (const text of c.expect) expect(page).toContain(text);
    // Filler words, read with the element ids taken out: an id is 8 random letters and digits,
    // and one spelled "todorqx0" once failed a run.
    expect(page.replace(/ data-vs-id="[^"]*"/g, "").toLowerCase()).not.toMatch(
      /lorem|ipsum|item 1|placeholder text|todo/,
    );
    expect(page).toMatch(c.lang === "zh" ? /<html lang="zh-CN"/ : /<html lang="en"/);
    expect(a11yProblems(page)).toEqual([]);
    // The device shapes the layout: a tab bar or a narrow column on mobile, a sidebar or wide grid on web.
    if (c.device === "mobile") expect(page).toContain("max-w-[430px]");
  });

  it("changes with the prompt: different products, brands and languages give different pages", () => {
    const a = writePage("Landing page for a coffee subscription service called Bean Voyage", "en", "web");
    const b = writePage("Landing page for a travel booking app called Wayfarer", "en", "web");
    const c = writePage("为「云途旅行」做一个旅行预订落地页", "zh", "web");
    expect(a).toContain("Bean Voyage");
    expect(b).toContain("Wayfarer");
    expect(b).not.toContain("Bean Voyage");
    expect(c).toContain("云途旅行");
    expect(c).not.toContain("Choose your plan");
  });

  it("sells what the prompt names, from a shop that sells it, with the deals asked for (拼团, 倒计时)", async () => {
    const zh = await preparePage(
      writePage("一个社区团购小程序的商品详情页，支持拼团和倒计时", "zh", "mobile"),
    );
    expect(validatePage(zh)).toEqual([]);
    expect(a11yProblems(zh)).toEqual([]);
    for (const text of [
      "阳光玫瑰葡萄",
      "邻里鲜",
      "3 人成团",
      "去参团",
      "发起拼团",
      "距活动结束",
      "data-countdown",
    ])
      expect(zh).toContain(text);
    expect(zh).not.toContain("拾光数码");
    const en = await preparePage(
      writePage(
        "Product page for a coffee roastery's single-origin beans with a flash sale countdown",
        "en",
        "web",
      ),
    );
    expect(validatePage(en)).toEqual([]);
    for (const text of ["Yirgacheffe", "Ridge Coffee Roasters", "Offer ends in"]) expect(en).toContain(text);
    expect(en).not.toContain("Group buy");
    // No deal asked for: none shown.
    expect(await preparePage(writePage("Product page for wireless headphones", "en", "web"))).not.toContain(
      "data-countdown",
    );
  });

  it("follows the chosen style's palette, radius and type scale", () => {
    for (const style of PROTOTYPE_STYLES) {
      const html = writePage("Dashboard for a fitness app", "en", "web", { style_id: style.id });
      expect(html).toContain(style.palette.primary);
      expect(html).toContain(`"card": "${style.radius}"`);
      expect(html).toContain(`font-size:${style.type_scale.h1}px`);
    }
  });

  it("plans a linked page set", () => {
    const reply = planPages({
      userText: "",
      history: [],
      locale: "en",
      options: {
        prompt: "A budgeting app with onboarding, a dashboard and settings",
        device: "mobile",
        language: "en",
      },
    });
    const plan = JSON.parse(reply.match(/```json\n([\s\S]*)\n```/)![1]) as {
      pages: { file_name: string; title: string }[];
    };
    expect(plan.pages.map((p) => p.file_name)).toEqual(["index.html", "dashboard.html", "settings.html"]);
  });
});

describe("gallery templates", () => {
  it.each(PROTOTYPE_TEMPLATES.map((t) => t.slug))(
    "%s passes the validator after the save transform",
    async (slug) => {
      const html = await readTemplateHtml(slug);
      const page = await preparePage(html!);
      expect(validatePage(page)).toEqual([]);
    },
  );
});

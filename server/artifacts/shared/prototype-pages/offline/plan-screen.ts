/**
 * From a brief to a screen: the kind of page asked for, its brand and title, the sections,
 * fields and actions the user named (first, in order), then what such a page needs and the
 * user left open, the navigation (its own sections, or the pages of its set) and where its
 * main button leads.
 */
import type { DesignType } from "@/lib/contracts/artifacts";
import type { Brief } from "../../../../ai/offline/brief";
import { brandFor } from "./brand";
import { rankingColumns, rankingTitle } from "./ranking";
import { nounOf, seedOf } from "./sample-data";
import type { Action, Block, BlockKind, Field, Lang, NavItem, PageKind, Screen } from "./screen";
import { listPhrase } from "../../../../ai/offline/language/grammar";
import { choicesFor, isPaymentChoice, isSold, LIVE_STATUS, liveThingsFor } from "./things";
import { blockKindOf, fieldTypeOf, iconOf, NEWSLETTER, pageKindOf } from "./vocabulary";
import { filterChoices, filterOf, listedOptions } from "./listed-options";
import { EVENTS } from "./things";
import {
  FORM_EXTRA,
  isSetting,
  SIGN_IN,
  SIGN_OUT,
  signInFields,
  stepAction,
  stepFields,
  stepOf,
} from "./controls";

export type PlannedPage = { file_name: string; title: string; purpose?: string };

export type ScreenContext = {
  device: DesignType;
  lang: Lang;
  deep: boolean;
  plan?: PlannedPage[];
  index?: number;
  kind?: PageKind;
};

/** Blocks that list things a filter can narrow. */
const LISTS: BlockKind[] = ["items", "cards", "table", "location", "people", "status"];

const upper = (s: string) => (/^[a-z]/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s);

const DEFAULTS: Record<PageKind, BlockKind[]> = {
  landing: ["hero", "features", "steps", "reviews", "faq", "cta"],
  dashboard: ["stats", "chart", "table"],
  form: ["form", "rules"],
  auth: ["form"],
  list: ["search", "cards"],
  detail: ["media", "summary", "rules", "reviews"],
  profile: ["stats", "cards", "badges"],
  settings: ["form"],
  onboarding: ["steps", "form"],
  help: ["search", "faq", "cta"],
  messages: ["messages"],
  home: ["hero", "cards", "tasks"],
};

const DEFAULT_TITLES: Record<BlockKind, [string, string]> = {
  hero: ["", ""],
  stats: ["At a glance", "概览"],
  chart: ["This week", "本周趋势"],
  table: ["Latest records", "最新记录"],
  cards: ["Popular picks", "热门推荐"],
  items: ["Recent", "最近"],
  choice: ["Choose one", "请选择"],
  status: ["Live status", "实时状态"],
  people: ["Our team", "团队"],
  form: ["Your details", "填写信息"],
  slots: ["Pick a time", "选择时间"],
  timeline: ["Progress", "进度"],
  filters: ["Filter", "筛选"],
  faq: ["Frequently asked questions", "常见问题"],
  plans: ["Plans", "方案"],
  gallery: ["Photos", "图片"],
  steps: ["How it works", "使用流程"],
  summary: ["Summary", "费用明细"],
  rules: ["Good to know", "注意事项"],
  search: ["Search", "搜索"],
  progress: ["Progress", "进度"],
  quiz: ["Question", "题目"],
  reviews: ["What people say", "用户评价"],
  location: ["Where to find us", "地址"],
  tasks: ["Today", "今日待办"],
  badges: ["Badges", "勋章"],
  messages: ["Messages", "消息"],
  features: ["Why it works", "核心功能"],
  media: ["Photos", "图片"],
  facts: ["Key facts", "基本信息"],
  controls: ["Settings", "设置"],
  cta: ["Get started", "立即开始"],
};

function anchorOf(title: string, i: number): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "section"}-${i + 1}`;
}

function defaultFields(kind: PageKind, product: string, lang: Lang): Field[] {
  const zh = lang === "zh";
  const f = (label: string, required = true): Field => ({ label, type: fieldTypeOf(label), required });
  if (kind === "auth") return zh ? [f("手机号"), f("验证码")] : [f("Email"), f("Password")];
  if (kind === "settings")
    return zh
      ? [f("昵称"), f("手机号"), f("消息提醒", false)]
      : [f("Display name"), f("Email"), f("Notification preference", false)];
  if (/book|reserv|appointment|预约|预订|挂号/i.test(product))
    return zh
      ? [f("姓名"), f("手机号"), f("日期"), f("时间"), f("备注", false)]
      : [f("Name"), f("Phone"), f("Date"), f("Time"), f("Notes", false)];
  return zh ? [f("姓名"), f("手机号"), f("备注", false)] : [f("Name"), f("Email"), f("Notes", false)];
}

/** "payment method and pay" → ["payment method", "Pay"]; "支付方式并付款" → ["支付方式", "付款"]. */
export function splitAction(section: string): [string, string | null] {
  const m =
    /^(.+?)\s*(?:,?\s*\band\b|,?\s*\bthen\b|并且?|然后|再|后)\s*(pay(?: now| online)?|check ?out|place (?:the )?order|付款|支付|缴费|缴纳|结算|下单|确认支付)$/i.exec(
      section.trim(),
    );
  if (!m || m[1].length < 2) return [section, null];
  return [m[1].trim(), m[2]];
}

/** Is a form field what a section above already picks (a slot's date and time, a pet, a payment method)? */
function pickedAbove(field: Field, blocks: Block[]): boolean {
  if ((field.type === "date" || field.type === "time") && blocks.some((b) => b.kind === "slots")) return true;
  const label = field.label.toLowerCase();
  return blocks.some((b) => b.title.toLowerCase().includes(label) || label.includes(b.title.toLowerCase()));
}

// A shop's front page leads to its goods.
const SHOP = /\b(?:shop|store|boutique|bakery|market|outlet)\b|商店|商城|小店|店铺|网店/i;

const PAY_PAGE = /\bpay(?:ment)?s?\b|check ?out|缴费|付款|支付|结算/i;

function primaryLabel(kind: PageKind, lang: Lang, product: string): string {
  const zh = lang === "zh";
  if (kind === "auth")
    return /sign[- ]?up|register|注册/i.test(product)
      ? zh
        ? "注册"
        : "Create account"
      : zh
        ? "登录"
        : "Sign in";
  if (kind === "form")
    return /book|reserv|appointment|预约|挂号/i.test(product)
      ? zh
        ? "确认预约"
        : "Confirm booking"
      : /checkout|pay|order|结算|下单|缴费|付款|支付/i.test(product)
        ? zh
          ? "立即支付"
          : "Pay now"
        : zh
          ? "提交"
          : "Submit";
  if (kind === "settings") return zh ? "保存" : "Save changes";
  if (kind === "dashboard") return zh ? "导出报表" : "Export report";
  if (SHOP.test(product)) return zh ? "立即选购" : "Shop now";
  return zh ? "立即开始" : "Get started";
}

/** The page's own words for its title: the set's page title, else the subject as the user put it. */
// A product that is only the page ("Homepage for a bike repair shop", "给面包店做个官网首页"): the page is about whom it is for.
const PAGE_ONLY =
  /^(?:(?:new|simple|modern|one-page)\s+)*(?:home ?page|landing page|website|web ?site|site|官网|首页|官网首页|主页|落地页|网站首页|网页)$/i;

/** The subject a page presents: the product, or its owner when the product names only the page. */
export function pageSubject(brief: Brief): string {
  const s = brief.subject;
  const owner = s.setting ?? s.audience;
  if (PAGE_ONLY.test(s.product) && owner) return brief.language === "zh" ? owner : upper(owner);
  // "共享充电宝小程序的首页": the product the page is the home of.
  const homeOf =
    brief.language === "zh"
      ? /^(.{2,}?)(?:小程序|App|APP|应用|网站|平台)?的?(?:首页|主页|官网首页)$/.exec(s.product)?.[1]
      : null;
  return homeOf ?? s.product;
}

// The page's name and nothing of the business ("dashboard", "booking"): whose page it is says what it is about.
const GENERIC_PAGE =
  /^(?:(?:mobile|admin|job|online|web|wholesale|staff|partner|customer|member|ops|operations)\s+)*(?:booking|checkout|application(?: form)?|form|sign-?up|registration|reservation|request|order|profile|settings|dashboard|help center|screen|page|menu|home(?: screen| page)?)$/i;

// The device and nothing else ("Mobile app screen for a parking app" → "Mobile app"): the owner is what it is.
const DEVICE_ONLY =
  /^(?:(?:mobile|web|ios|android|phone|tablet)\s*)?(?:app|application|screen|app screen)?$/i;

// A page of records that says nothing of whose records they are.
const RECORDS_PAGE =
  /^(?:(?:admin|ops|operations|web)\s+)*(?:dashboard|admin(?: panel)?|console|back office)$/i;

/**
 * What the page is about, for its copy and sample data: a records page named only as such keeps
 * its owner ("A dashboard for a moving company" → "moving company dashboard"), so a moving
 * company's "Jobs today" are its moves, not vacancies.
 */
function ownedSubject(brief: Brief): string {
  const s = brief.subject;
  const subject = pageSubject(brief);
  if (subject !== s.product || brief.language === "zh") return subject;
  // "Mobile app" for a parking app, "Menu" of a ramen restaurant: what the page is about is its owner's.
  if (DEVICE_ONLY.test(subject.trim()) && s.setting) return s.setting;
  const owner = (s.setting ?? s.audience)?.replace(/\s+(?:app|application)$/i, "");
  if (/^menu$/i.test(subject.trim()) && owner) return `${owner} menu`;
  return RECORDS_PAGE.test(subject) && owner
    ? `${owner} ${subject.replace(/^(?:mobile|web)\s+/i, "")}`
    : subject;
}

function titleFor(brief: Brief, kind: PageKind, page: PlannedPage | undefined): string {
  if (page) return upper(page.title);
  const s = brief.subject;
  if (pageSubject(brief) !== s.product) return pageSubject(brief);
  const product = s.product || s.brand || (brief.language === "zh" ? "首页" : "Home");
  if (brief.language === "zh") {
    // "外卖App的我的页面" → "外卖App的我" once 的页面 is cut: the tab is "我的".
    const own = product.replace(/的我$/, " · 我的");
    return s.setting && !own.includes(s.setting) ? `${s.setting}${own}` : own;
  }
  // "Admin dashboard", "Profile", "Job application form": the page's name; whose it is comes first.
  const generic = GENERIC_PAGE.test(product);
  // "Mobile app" for a parking app is the parking app.
  if (DEVICE_ONLY.test(product.trim()) && s.setting) return upper(s.setting);
  const owner = (s.setting ?? s.audience)?.replace(/\s+(?:app|application)$/i, "");
  return upper(
    generic && owner ? `${owner} ${product.replace(/^(?:mobile|web)\s+/i, "").toLowerCase()}` : product,
  );
}

const PRICING_PAGE = /pricing|\bplans?\b|\btiers?\b|packages|价格|定价|套餐|会员价|收费/i;
const PLAN_SUFFIX_EN = /\s+(?:plans?|tiers?|packages?|editions?)$/i;
const PLAN_WORD_ZH = /(?:版|套餐|会员|卡|档)$/;

/** The plan names a pricing request lists ("Free, Pro and Enterprise plans" → Free, Pro, Enterprise), else null. */
function planNames(sections: string[], text: string, zh: boolean): string[] | null {
  if (sections.length < 2 || sections.length > 4 || !PRICING_PAGE.test(text)) return null;
  const names = sections.map((s) => s.trim().replace(PLAN_SUFFIX_EN, ""));
  const short = zh
    ? sections.every((s) => PLAN_WORD_ZH.test(s) && s.length <= 6)
    : names.every((n) => n.split(/\s+/).length <= 2) &&
      (PLAN_SUFFIX_EN.test(sections[sections.length - 1]) ||
        names.every((n) =>
          /^(?:free|basic|starter|standard|plus|pro|premium|business|team|enterprise|growth|scale|agency|personal|family|individual|ultimate|lite|advanced)$/i.test(
            n,
          ),
        ));
  return short ? names.map((n) => (zh ? n : n.charAt(0).toUpperCase() + n.slice(1))) : null;
}

/** How a planned page's purpose names its main button ("tool details with a reserve button"). */
export const PAGE_BUTTON = " — button: ";

/** The main button a planned page's purpose names, if any. */
function buttonOfPage(purpose: string | undefined): string | null {
  const at = purpose?.lastIndexOf(PAGE_BUTTON) ?? -1;
  return at >= 0 ? purpose!.slice(at + PAGE_BUTTON.length).trim() || null : null;
}

/** The page's own form, not a newsletter sign-up beside it (that one keeps its Subscribe). */
const isMainForm = (b: Block) => b.kind === "form" && !NEWSLETTER.test(b.title);

export function screenFor(brief: Brief, ctx: ScreenContext): Screen {
  const lang = ctx.lang;
  const zh = lang === "zh";
  const page = ctx.plan?.[ctx.index ?? 0];
  const seed = seedOf(`${brief.subject.brand ?? ""}|${brief.subject.product}|${page?.title ?? ""}`);
  // One brand for every page of a set (the plan names it from the same seed).
  const brand = brandFor(
    brief.subject,
    lang,
    seedOf(`${brief.subject.brand ?? ""}|${brief.subject.product}|`),
  );
  const kind = ctx.kind ?? pageKindOf(page ? `${page.title} ${page.purpose ?? ""}` : brief.text, ctx.device);
  const first = !page || (ctx.index ?? 0) === 0;
  const blocks: Block[] = [];
  const add = (kindOf: BlockKind, title: string, named: boolean, extra: Partial<Block> = {}) =>
    blocks.push({
      kind: kindOf,
      title,
      anchor: anchorOf(title || kindOf, blocks.length),
      noun: nounOf(title, lang),
      named,
      ...extra,
    });

  // "add care notes" → "Care notes": a field is named by what it holds, not by the verb that asked for it.
  const fieldName = (label: string) =>
    label.replace(
      /^(?:add|enter|input|type(?: in)?|write|provide|fill in)\s+(?:your\s+|the\s+|a\s+|an\s+)?(?=\S)/i,
      "",
    );
  // Beside a form's fields, not fields: "remember me" is a box to tick, "forgot password" a link.
  const extras: NonNullable<Block["extras"]> = [];
  const extraOf = (label: string) => {
    const l = upper(label.trim());
    if (!extras.some((x) => x.label.toLowerCase() === l.toLowerCase()))
      extras.push({ type: /forgot|reset|忘记|找回/i.test(l) ? "link" : "check", label: l });
  };
  const settingFields: string[] = [];
  const namedFields = (first ? brief.fields : []).map(fieldName).filter((label) => {
    if (FORM_EXTRA.test(label.trim())) extraOf(label);
    // On a settings or profile page a setting named as a field ("reminder time") is its controls.
    else if ((kind === "settings" || kind === "profile") && isSetting(label, kind)) settingFields.push(label);
    else return true;
    return false;
  });
  const fields: Field[] = namedFields.map((label) => ({
    label: upper(label),
    type: fieldTypeOf(label),
    required: !/note|comment|备注|留言/i.test(label),
  }));

  const payActions: string[] = [];
  // The statuses named, in the brief or as a status filter's options ("按状态筛选（待处理、处理中、已完成）").
  const states = [...brief.states];
  // What the user named belongs on the page they described (the first page of a set).
  if (first) {
    if (states.length >= 2)
      add("filters", zh ? "按状态筛选" : "Filter by status", true, {
        noun: nounOf(brief.subject.product, lang),
      });
    const sections = brief.sections.length
      ? brief.sections
      : kind === "home" || kind === "dashboard"
        ? brief.features
        : [];
    // A set's pages are pages of their own, not sections of its first one.
    const pageTitles = new Set((ctx.plan ?? []).map((p) => p.title.toLowerCase()));
    const context = `${brief.subject.product} ${brief.subject.setting ?? ""}`;
    const merged = new Map<Block, string[]>();
    // "Pricing page … with Free, Pro and Enterprise plans", "价格页：免费版、专业版、企业版": the
    // names are the plans' own, one set of plan cards — not a list section per plan.
    const tiers = planNames(sections, `${brief.text} ${brief.subject.product}`, zh);
    if (tiers)
      add("plans", zh ? listPhrase(tiers, lang) : `${listPhrase(tiers, lang)} plans`, true, {
        members: tiers,
      });
    // "rank, player, country, points", "排名、玩家、国家、积分": the columns of one ranked table.
    const columns = tiers ? null : rankingColumns(sections, brief.text);
    if (columns) add("table", rankingTitle(brief.text, lang), true, { members: columns.map(upper) });
    for (const raw of tiers || columns ? [] : sections) {
      if (pageTitles.has(raw.toLowerCase())) continue;
      // "pick a service (bath, haircut, nail trim)": the section is "service", its items are the options.
      const listed = listedOptions(raw);
      const s = listed?.name ?? raw;
      const options = listed ? { options: listed.options } : {};
      // "payment method and pay", "支付方式并付款": the choice is a section, paying is the action;
      // "…, start a wash": a thing to do is a button, not a section.
      const verb =
        /^(?:start|begin|book|pay|submit|confirm|send|request|schedule|place|sign up|register|apply|buy|order|check ?out|contact|call|join|reserve|offer|swap|donate|scan)\b(?:\s+(?:a|an|the|my|your|for|now)\b.*)?$|^(?:contact|call|email|message|chat with)\s+\S+/i.test(
          s,
        );
      // "扫码租借", "立即预约": a thing to do is a button, not a section.
      const verbZh =
        zh && /^(?:扫码|立即|一键|马上)[\u4e00-\u9fff]{1,4}$|^(?:租借|归还|领取|报名|签到)$/.test(s);
      const [name, act] = (verb && !zh) || verbZh ? ["", s] : splitAction(s);
      if (act && !payActions.some((a) => a.toLowerCase() === act.toLowerCase())) payActions.push(act);
      if (!name) continue;
      // "newsletter signup": an email and Subscribe, not goods called "signup".
      if (NEWSLETTER.test(name)) {
        const label = zh ? "订阅" : "Subscribe";
        add("form", upper(name), true, {
          fields: [
            { label: zh ? "邮箱" : "Email", type: "email", required: true, placeholder: "you@example.com" },
          ],
          action: {
            label,
            toast: zh ? "订阅成功，请查收确认邮件" : "You're subscribed — check your inbox to confirm",
          },
        });
        continue;
      }
      // A setting is its controls and leaving is a button ("Language", "隐私", "Sign out"); signing in
      // is a form with its fields; a tick box or a link sits beside the form — never a list of "<word> #<number>".
      if (SIGN_OUT.test(name.trim()) || isSetting(name, kind)) {
        add("controls", upper(name), true);
        continue;
      }
      if (FORM_EXTRA.test(name.trim())) {
        extraOf(name);
        continue;
      }
      if (SIGN_IN.test(name.trim())) {
        add("form", upper(name), true, {
          fields: signInFields(fields, lang, `${name} ${brief.text}`),
          action: { label: primaryLabel("auth", lang, `${brief.subject.product} ${name}`) },
        });
        continue;
      }
      // "Welcome", "欢迎页": what is ahead, not a list of welcomes.
      if (/^(?:welcome(?: screen| page)?|intro(?:duction)?|欢迎(?:页|语)?)$/i.test(name.trim())) {
        add("features", upper(name), true);
        continue;
      }
      // "filter by EV charging", 「按车型筛选（普通车、电动车）」: a control over the list above it, not a list of its own.
      const filtered = filterOf(name);
      if (filtered) {
        // The list it narrows: the last one named above it, people only when nothing else is listed.
        const lists = [...blocks].reverse().filter((b) => b.named && LISTS.includes(b.kind));
        const list = lists.find((b) => b.kind !== "people") ?? lists[0];
        const choices = listed?.options ?? filterChoices(filtered, lang);
        if (/status|状态/i.test(filtered) && choices.length >= 2 && !states.length) states.push(...choices);
        add("filters", upper(name), true, {
          noun: list?.noun ?? nounOf(brief.subject.product, lang),
          options: choices,
        });
        continue;
      }
      // A timetable of listed classes ("课程表（瑜伽、动感单车、普拉提）") and booking one are sessions on days, not goods.
      const kindOf =
        (listed && EVENTS.test(name)) || /^(?:预约|预订|报名)(?:课程|团课|课)$/.test(name)
          ? "items"
          : blockKindOf(name, context);
      // On a settings page every named group is settings ("Reading" on an e-reader's), not a list.
      if (kind === "settings" && ["items", "cards", "table", "messages"].includes(kindOf)) {
        add("controls", upper(name), true);
        continue;
      }
      // A step ("connect your bank", "goal setting", "绑定银行卡") that names no kind of block is a form with its fields.
      const step = ["items", "cards", "table"].includes(kindOf) ? stepOf(name, lang) : null;
      if (step) {
        add("form", upper(name), true, {
          fields: stepFields(step, lang),
          action: { label: stepAction(name, step, lang) },
        });
        continue;
      }
      // "machine status for washers and dryers": one list of the same things, under the user's whole phrase.
      const prev = blocks[blocks.length - 1];
      if (
        kindOf === "status" &&
        prev?.kind === "status" &&
        prev.named &&
        !LIVE_STATUS.test(name) &&
        liveThingsFor([name]) === liveThingsFor([prev.title])
      ) {
        merged.set(prev, [...(merged.get(prev) ?? [prev.title]), name]);
        prev.title = listPhrase(merged.get(prev)!, lang);
        continue;
      }
      // "门店地址和营业时间", "store address and opening hours": one block of where and when.
      if (kindOf === "location" && prev?.kind === "location" && prev.named) {
        merged.set(prev, [...(merged.get(prev) ?? [prev.title]), name]);
        prev.title = listPhrase(merged.get(prev)!, lang);
        continue;
      }
      // "wash and fold or dry cleaning": one pick between the same options.
      if (
        kindOf === "choice" &&
        prev?.kind === "choice" &&
        prev.named &&
        choicesFor(name, lang, context) === choicesFor(prev.title, lang, context)
      ) {
        merged.set(prev, [...(merged.get(prev) ?? [prev.title]), name]);
        prev.title = listPhrase(merged.get(prev)!, lang);
        continue;
      }
      add(kindOf, upper(name), true, options);
    }
  }
  // A detail page describes one item: what was named about it are its facts.
  if (kind === "detail")
    for (const b of blocks)
      if (b.named && ["cards", "items", "table", "stats", "summary"].includes(b.kind)) b.kind = "facts";
  // A dashboard shows a figure for everything named, then the named lists as tables.
  if (kind === "dashboard") {
    // (A ranking named by its columns stays one table.)
    const named = blocks.filter(
      (b) => b.named && !b.members && ["cards", "items", "table", "stats"].includes(b.kind),
    );
    const figures = named.map((b) => ({ ...b, kind: "stats" as const }));
    const lists = named
      .filter((b) => b.kind !== "stats")
      .map((b) => ({ ...b, kind: "table" as const, anchor: `${b.anchor}-list` }));
    const rest = blocks.filter((b) => !named.includes(b));
    blocks.splice(0, blocks.length, ...figures, ...rest, ...lists);
    if (!blocks.some((b) => b.kind === "chart")) add("chart", DEFAULT_TITLES.chart[zh ? 1 : 0], false);
    if (!blocks.some((b) => b.kind === "table" || b.kind === "filters"))
      add("table", DEFAULT_TITLES.table[zh ? 1 : 0], false, { noun: nounOf(brief.subject.product, lang) });
  }
  // "支付设置" read as something to do (支付 is a verb) is, on a settings page, a group of settings.
  const settingActions =
    first && (kind === "settings" || kind === "profile")
      ? brief.actions.filter((a) => /(?:设置|偏好)$|\b(?:settings|preferences)$/i.test(a.trim()))
      : [];
  settingFields.push(...settingActions);
  for (const label of settingFields) add("controls", upper(label), true);
  const hasControls = blocks.some((b) => b.kind === "controls");
  const needsForm =
    fields.length > 0 || kind === "form" || kind === "auth" || (kind === "settings" && !hasControls);
  const actions = first
    ? [
        ...brief.actions.filter((a) => !settingActions.includes(a)),
        ...payActions.filter((a) => !brief.actions.some((b) => b.toLowerCase() === a.toLowerCase())),
      ]
    : [];
  const primaryText = upper(
    actions[0] ??
      buttonOfPage(page?.purpose) ??
      primaryLabel(kind, lang, `${brief.subject.product} ${page?.title ?? ""}`),
  );
  // A page for paying ("缴费", "Payment") shows what is paid and how, then pays: no name-and-phone form.
  const paying = kind === "form" && PAY_PAGE.test(page?.title ?? "") && !fields.length;
  if (paying && needsForm && !blocks.some((b) => isMainForm(b))) {
    if (!blocks.some((b) => b.kind === "summary")) add("summary", DEFAULT_TITLES.summary[zh ? 1 : 0], false);
    if (!blocks.some((b) => b.kind === "choice")) add("choice", zh ? "支付方式" : "Payment method", false);
  }
  // A form the user named ("报名表单", "registration form") holds the fields they named, else the usual ones.
  for (const b of blocks)
    if (isMainForm(b) && !b.fields?.length)
      b.fields = fields.length
        ? fields
        : defaultFields("form", `${brief.subject.product} ${b.title}`, lang).filter(
            (f) => !pickedAbove(f, blocks),
          );
  if (needsForm && !blocks.some((b) => isMainForm(b))) {
    // A field never asks again for what a section of the page already picks (a time slot, a pet).
    const formFields = paying
      ? []
      : kind === "auth"
        ? signInFields(fields, lang, brief.text)
        : fields.length
          ? fields
          : defaultFields(kind, `${brief.subject.product} ${page?.title ?? ""}`, lang).filter(
              (f) => !pickedAbove(f, blocks),
            );
    // A form sits after the choices it completes ("choose a therapist, pick a date… enter name"),
    // or first when the request starts with what to enter ("输入运单号查询，显示运输轨迹").
    const lookup = /^(?:查询|搜索|search|look ?up|track|find)/i.test(primaryText);
    const title = lookup
      ? zh
        ? `${primaryText}${fields[0]?.label ?? ""}`
        : `${primaryText} ${fields[0]?.label.toLowerCase() ?? ""}`.trim()
      : paying
        ? zh
          ? "确认支付"
          : "Confirm and pay"
        : DEFAULT_TITLES.form[zh ? 1 : 0];
    const form: Block = {
      kind: "form",
      title: upper(title),
      anchor: "form",
      noun: "",
      named: fields.length > 0,
      fields: formFields,
      action: { label: primaryText },
    };
    const firstField = fields[0] ? brief.text.indexOf(fields[0].label.toLowerCase()) : -1;
    const firstSection = brief.sections[0]
      ? brief.text.toLowerCase().indexOf(brief.sections[0].toLowerCase())
      : -1;
    const at = paying
      ? -1
      : firstField >= 0 && firstSection >= 0 && firstField < firstSection
        ? 0
        : blocks.findIndex((b) => b.kind === "summary" || b.kind === "rules");
    if (at >= 0) blocks.splice(at, 0, form);
    else blocks.push(form);
  }
  // The tick boxes and links named go under the page's form.
  const mainForm = blocks.find((b) => isMainForm(b));
  if (mainForm && extras.length) mainForm.extras = extras;
  // What such a page needs and the user left open.
  const minimum = kind === "landing" ? 5 : kind === "detail" ? 3 : 2;
  for (const d of DEFAULTS[kind]) {
    if (blocks.length >= minimum + (ctx.deep ? 2 : 0) && blocks.some((b) => b.named)) break;
    if (blocks.some((b) => b.kind === d)) continue;
    // A set's list page lists what its title names ("Trail search" → trails, "教练列表" → coaches):
    // people as people, goods as goods, anything else as named items.
    // Any page of a set lists what its title names ("Harvest log" → harvests), never the product's device ("Mobile app" → "mobile").
    const pageNoun =
      page && (kind === "list" || ctx.plan) && ["cards", "items", "table"].includes(d)
        ? nounOf(
            page.title
              .replace(
                /\b(?:search|browse|results|saved|list|my|catalogue|catalog|page|screen|map|log|rota|board|overview|tracker)\b|搜索|列表|我的|收藏|目录|页面|地图|记录|看板/gi,
                " ",
              )
              .trim(),
            lang,
          )
        : "";
    const noun =
      pageNoun ||
      nounOf(
        brief.subject.product
          .replace(
            /\b(?:app|application|platform|website|site|system|tool|portal|page|screen|mobile|web|ios|android)\b/gi,
            " ",
          )
          .trim() || brief.subject.product,
        lang,
      );
    const records =
      /订单|记录|历史|预约|工单|\b(?:orders?|bookings?|tickets?|history|records?|reservations?)\b/i.test(
        pageNoun,
      );
    const listKind =
      d !== "cards"
        ? d
        : pageNoun && blockKindOf(pageNoun) === "people"
          ? "people"
          : !records && isSold(`${noun} ${brief.subject.product}`)
            ? "cards"
            : "items";
    add(
      listKind,
      listKind === d
        ? DEFAULT_TITLES[d][zh ? 1 : 0]
        : listKind === "people"
          ? upper(page!.title)
          : DEFAULT_TITLES.items[zh ? 1 : 0],
      false,
      { noun },
    );
  }
  for (const extra of actions.slice(1))
    blocks.push({
      kind: "cta",
      title: upper(extra),
      anchor: anchorOf(extra, blocks.length),
      noun: "",
      named: true,
      action: { label: upper(extra) },
    });

  const nav: NavItem[] = ctx.plan
    ? ctx.plan.map((p, i) => ({
        label: upper(p.title),
        href: p.file_name,
        current: i === (ctx.index ?? 0),
        icon: iconOf(p.title),
      }))
    : blocks
        .filter(
          (b, i) =>
            b.title &&
            b.kind !== "hero" &&
            b.kind !== "cta" &&
            blocks.findIndex((x) => x.title === b.title) === i,
        )
        .slice(0, 5)
        .map((b) => ({ label: b.title, href: `#${b.anchor}`, current: false, icon: iconOf(b.title) }));

  // The main button leads on: to the set's form page, else to this page's form, else it confirms.
  const formPage = ctx.plan?.find(
    (p, i) => i !== (ctx.index ?? 0) && pageKindOf(p.title, ctx.device) === "form",
  );
  const listPage = ctx.plan?.find(
    (p, i) => i !== (ctx.index ?? 0) && pageKindOf(p.title, ctx.device) === "list",
  );
  const formBlock = blocks.find((b) => isMainForm(b));
  const goods = blocks.find((b) => b.kind === "cards");
  const primary: Action =
    kind === "form" || kind === "auth" || kind === "settings"
      ? {
          label: primaryText,
          ...(listPage
            ? { href: listPage.file_name }
            : { toast: zh ? `${primaryText}成功` : `${primaryText}: done` }),
        }
      : formPage
        ? { label: primaryText, href: formPage.file_name }
        : formBlock
          ? { label: primaryText, href: `#${formBlock.anchor}` }
          : goods && SHOP.test(brief.subject.product)
            ? { label: primaryText, href: `#${goods.anchor}` }
            : {
                label: primaryText,
                toast: zh ? "已收到，我们会尽快联系你" : "Thanks — we'll be in touch shortly",
              };
  if (formBlock)
    formBlock.action = {
      // A step or sign-in form named by the user keeps its own button ("Connect your bank").
      label: formBlock.named && formBlock.action ? formBlock.action.label : primaryText,
      ...(primary.href && !primary.href.startsWith("#")
        ? { href: primary.href }
        : { toast: primary.toast ?? (zh ? `${primaryText}成功` : `${primaryText}: done`) }),
    };
  // Paying closes the page: its button sits under the payment methods, and the form above it only looks up or goes on.
  const payBlock = blocks.find((b) => b.kind === "choice" && isPaymentChoice(b.title));
  if (payBlock && payActions.includes(actions[0] ?? "")) {
    payBlock.action = { label: primaryText, toast: zh ? `${primaryText}成功` : `${primaryText}: done` };
    if (formBlock && blocks.indexOf(formBlock) < blocks.indexOf(payBlock)) {
      const lookup = formBlock.fields?.some((f) =>
        /户号|账号|编号|单号|号码|number|account|\bid\b|reference|code/i.test(f.label),
      );
      const label = lookup ? (zh ? "查询" : "Look up") : zh ? "下一步" : "Continue";
      formBlock.action = {
        label,
        toast: lookup ? (zh ? "已查到账单" : "Found your account") : zh ? "已保存" : "Saved",
      };
    }
  }

  const product = ownedSubject(brief) || brand;
  return {
    lang,
    device: ctx.device,
    brand,
    product,
    kind,
    title: titleFor(brief, kind, page),
    subtitle: subtitleFor(brief, blocks, lang),
    blocks,
    nav,
    primary,
    primaryNamed: actions.length > 0,
    states,
    variant: seed % 3,
    seed,
    deep: ctx.deep,
    file: page?.file_name,
  };
}

function subtitleFor(brief: Brief, blocks: Block[], lang: Lang): string {
  const named = blocks.filter((b) => b.named && b.title).map((b) => b.title);
  const s = brief.subject;
  if (lang === "zh")
    return named.length
      ? `${named.slice(0, 3).join("、")}，一页看清。`
      : `${s.brand ? `${s.brand}：` : ""}${s.setting ? `${s.setting}的` : ""}${s.product || "服务"}，上手简单，随时可改。`;
  const list = named.slice(0, 3).map((n) => n.toLowerCase());
  const joined = list.length > 1 ? `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}` : list[0];
  if (joined) return `${upper(joined)} — all in one place.`;
  const who = s.audience
    ? ` for ${s.audience}`
    : s.setting
      ? ` for the ${s.setting.replace(/^(?:an?|the)\s+/i, "")}`
      : "";
  // "Mobile app for the community garden": the page is already on a phone; the device says nothing.
  const product = s.product.replace(/^(?:mobile|web|ios|android)\s+(?=\w)/i, "");
  return s.brand
    ? `${upper(product)}${who} from ${s.brand} — simple to start, easy to change.`
    : `${upper(product || "Everything you need")}${who} — simple to start, easy to change.`;
}

/**
 * From a prompt (or a PRD's title) to the product a document is about: its name as the user
 * wrote it, who it is for, and the pack of product knowledge the writers draw on — with the
 * user's own features first and the audience they named in place of the pack's default users.
 */
import { detectDomain } from "../domains";
import { parseSubject } from "../subject";
import { capitalize, hasChinese } from "../text-utils";
import type { OfflineLocale } from "../types";
import { DOC_PACKS } from "./packs";
import { derivedPack } from "./packs/derived";
import type { Brief, DocFeature, DocPack } from "./types";

/** A product that books or schedules a service: its lessons or classes are what is booked. */
const BOOKING_PRODUCT = /schedul|booking|\bbook (?:a |the )?(?:lesson|class|session)|appointment|reservation|预约|排课|约课|排班|课表/i;
/** Rich packs about the service itself, which a booking product must not take over. */
const SCHEDULED_SERVICE_PACKS = new Set(["learning", "fitness"]);

/** "students" → "student", "remote teams" → "member of a remote team". */
export function singular(audience: string): string {
  const a = audience.trim();
  if (/\bteams$/i.test(a)) return `member of a ${a.replace(/s$/i, "")}`;
  if (/people$/i.test(a)) return a.replace(/people$/i, "person");
  if (/children$/i.test(a)) return a.replace(/children$/i, "child");
  if (/ies$/i.test(a)) return a.replace(/ies$/i, "y");
  if (/(ss|us)$/i.test(a)) return a;
  return a.replace(/s$/i, "");
}

function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(users|Users|user|User|product)\}/g, (_, key: string) => values[key]);
}

function fillDeep<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") return fillText(value, values) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, values)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, values)])) as T;
  return value;
}

/** "group orders, scheduled delivery and invoices" → three items. */
export function splitList(text: string): string[] {
  return text
    .split(/\s*(?:,|;|、|，|；|\band\b|\bas well as\b|以及|和|与|及|还有)\s*/)
    .map((s) => s.replace(/^(a|an|the|some)\s+/i, "").replace(/[.。!！]+$/, "").trim())
    .filter((s) => s.length >= 2 && s.length <= 40);
}

const WORD = /[\p{L}\p{N}]+/gu;

function overlap(a: string, b: string): boolean {
  const words = (s: string) => new Set((s.toLowerCase().match(WORD) ?? []).flatMap((w) => (hasChinese(w) ? [...w].slice(0, -1).map((ch, i) => ch + w[i + 1]) : [w.replace(/s$/, "")])).filter((w) => w.length >= 2));
  const left = words(a);
  return [...words(b)].some((w) => left.has(w));
}

function extraFeature(name: string, locale: OfflineLocale, product: string): DocFeature {
  return locale === "zh"
    ? { name, want: `使用「${name}」`, benefit: `${product}覆盖我最常用的场景`, criteria: [`「${name}」在主要页面即可使用`, "操作结果实时保存并给出明确反馈", "异常时提示原因并可重试"], edge: `「${name}」缺少必填信息时提示具体缺少哪一项，不提交`, priority: "P0" }
    : { name: capitalize(name), want: `use ${name}`, benefit: `${product} covers what I do most`, criteria: [`${capitalize(name)} is available from the main screen`, "Results are saved at once with clear feedback", "Failures explain why and can be retried"], edge: `Submitting ${name} with a required field missing names the field and saves nothing`, priority: "P0" };
}

/** The user's own features first (a pack feature they name moves up), then the pack's. */
function withExtras(features: DocFeature[], extras: string[], locale: OfflineLocale, product: string): DocFeature[] {
  const named: DocFeature[] = [];
  const rest = [...features];
  for (const extra of extras) {
    const at = rest.findIndex((f) => overlap(`${f.name} ${f.want}`, extra));
    if (at >= 0) named.push({ ...rest.splice(at, 1)[0], priority: "P0" });
    else named.push(extraFeature(extra, locale, product));
  }
  return [...named, ...rest].slice(0, Math.max(6, named.length + 3));
}

const ZH_PRODUCT_NOUN = /的?(?:App|APP|app|应用|小程序|平台|系统|工具|网站|软件|产品)$/;
const EN_JOBS = /\b(?:to|helps?\s+(?:[\w'-]+\s+){1,3}?|lets?\s+(?:[\w'-]+\s+){1,3}?)((?:manage|track|schedule|plan|book|organi[sz]e|run|handle|record|share|find|compare|order|sell|buy)\s+.+)$/i;

/**
 * The jobs a product's own name lists ("会员积分和活动报名小程序", "tool to manage taproom
 * reservations and keg inventory"): the document's first features, so an unusual product's PRD
 * and flowchart are about what the user asked for rather than a generic product.
 */
export function jobsInName(product: string, locale: OfflineLocale): string[] {
  if (locale === "zh") {
    const body = product.replace(ZH_PRODUCT_NOUN, "");
    if (body === product || !/[和与及、]/.test(body)) return [];
    const jobs = body.split(/[和与及、]/).map((s) => s.trim());
    return jobs.length <= 4 && jobs.every((j) => j.length >= 2 && j.length <= 12) ? jobs : [];
  }
  const match = EN_JOBS.exec(product);
  if (!match || !/\band\b|,/.test(match[1])) return [];
  const jobs = splitList(match[1]);
  return jobs.length >= 2 && jobs.length <= 4 ? jobs : [];
}

const ZH_AUDIENCE_PREFIX = /^(大学生|中学生|小学生|学生|老师|教师|白领|上班族|老人|老年人|儿童|宝妈|家长|员工|商家|医生|患者|宠物主人|程序员|开发者|自由职业者|设计师|司机)(?=.{2,})/;
const EN_AUDIENCE_PREFIX = /^(students?|teachers?|parents?|freelancers?|developers?|designers?|nurses?|doctors?|drivers?|seniors?|kids?)\s+(?=\w)/i;

function tidy(text: string): string {
  return text.replace(/[\s,，.。;；:：…]+$/, "").trim();
}

export function buildBrief(text: string, locale: OfflineLocale): Brief {
  const subject = parseSubject(text, locale);
  let product = tidy(subject.product);
  let detail: string | undefined;
  // "planner that lets friends plan trips" / "在线问诊平台，患者可以…": the rest is a detail.
  const clause = locale === "zh" ? /[，,；;](.+)$/.exec(product) : /\s+(?:that|which|where|so that|to help)\s+(.+)$/i.exec(product);
  // "an app that helps dog owners find walkers": a bare noun keeps its clause as the name.
  if (clause && !/^(an? )?(app|application|tool|platform|website|site|service|system|product|应用|小程序|平台|工具|网站|系统|产品)$/i.test(tidy(product.slice(0, clause.index)))) {
    detail = tidy(clause[1]);
    product = tidy(product.slice(0, clause.index));
  }
  let audience = subject.audience ? tidy(subject.audience.replace(/\s+(?:to|who|that|so)\s+.*$/i, "")) : undefined;
  if (audience && audience.length < 2) audience = undefined;
  // "学生习惯打卡小程序", "student planner": the audience is the first word of the product.
  if (!audience && locale === "en") {
    // "food delivery app for office workers," (a trailing clause hid it from the subject parser)
    const match = /^(.*?)\s+for\s+((?:[\w'-]+\s+){0,3}[\w'-]+)$/i.exec(product);
    if (match) [, product, audience] = match;
  }
  const prefix = (locale === "zh" ? ZH_AUDIENCE_PREFIX : EN_AUDIENCE_PREFIX).exec(product)?.[1];
  const inName = !audience && Boolean(prefix);
  audience ??= prefix && locale === "en" && !/s$/i.test(prefix) ? `${prefix}s` : prefix;
  if (!product) product = locale === "zh" ? "新产品" : "new product";
  if (locale === "en" && /^[A-Z][a-z]/.test(product)) product = product.charAt(0).toLowerCase() + product.slice(1);
  const phrase = audience && !inName ? (locale === "zh" ? `面向${audience}的${product}` : `${product} for ${audience}`) : product;

  const found = DOC_PACKS.find((p) => p.match.test(product)) ?? DOC_PACKS.find((p) => p.match.test(text));
  // "an app for a piano teacher to schedule lessons": booking the lessons is the product, not
  // teaching them — a lesson or class word must not turn it into a course platform.
  const booking = BOOKING_PRODUCT.test(product) && found && SCHEDULED_SERVICE_PACKS.has(found.id);
  const pair = booking ? undefined : found;
  const domain = booking ? "booking" : detectDomain(product, text);
  const base: DocPack = pair ? pair[locale] : derivedPack(domain, locale, product);
  // "a course platform for teachers": teachers are the pack's secondary users; the primary stay.
  if (audience && overlap(base.users[1], audience)) audience = undefined;
  const user = audience ? (locale === "zh" ? audience : singular(audience)) : base.user;
  const values = { users: audience ?? base.users[0], Users: capitalize(audience ?? base.users[0]), user, User: capitalize(user), product: locale === "zh" ? product : product.toLowerCase() };
  const pack = fillDeep({ ...base, users: [audience ?? base.users[0], base.users[1]] as [string, string], user }, values);
  const extras = subject.extras ? splitList(subject.extras) : jobsInName(product, locale);
  pack.features = withExtras(pack.features, extras, locale, values.product);
  // A product no rich pack knows: its main flow walks through the jobs its name lists.
  if (!pair && extras.length >= 2) pack.flow = { ...pack.flow, steps: pack.features.slice(0, Math.min(3, extras.length)).map((f) => f.name) };
  return { locale, phrase, product, detail, packId: pair?.id ?? `derived:${domain}`, pack };
}

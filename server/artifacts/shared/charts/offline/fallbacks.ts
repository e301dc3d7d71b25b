/**
 * What a chart needs when the request names nothing for it: a pack's knowledge when a pack
 * truly matches the subject, a known process when the subject is one ("sign-up flow"), else
 * defaults worded from the subject itself — never another product's content.
 */
import type { Brief } from "../../../../ai/offline/brief";
import { namedProcess } from "../../../../ai/offline/knowledge/processes";
import { packFor } from "../../../../ai/offline/knowledge/product-pack";
import type { DocFlow, DocSequence } from "../../../../ai/offline/knowledge/pack-types";
import { subjectFlow } from "./subject-flow";
import { zhWords } from "../../../../ai/offline/brief/words-zh";
import { verbOfGerund } from "../../../../ai/offline/language/grammar";
import { lowerFirst, upperFirst } from "../../../../ai/offline/language/markdown";

/**
 * The pack of the chart's product: its own subject, else the product a part of it belongs to
 * ("社区团购小程序的下单支付" is a step of a group-buying app; "…for a second-hand marketplace").
 */
function subjectPack(b: Brief) {
  const owner =
    b.language === "zh" && b.subject.product.includes("的") ? b.subject.product.split("的")[0] : null;
  const setting = b.subject.setting;
  return (
    packFor(b.subject.product, b.language) ??
    (owner ? packFor(owner, b.language) : null) ??
    (setting ? (packFor(setting, b.language) ?? packFor(withoutObject(setting), b.language)) : null)
  );
}

/**
 * "a food delivery order", "a pet sitting booking": the thing a chart follows is an object of
 * the product, and the product is what is left.
 */
function withoutObject(phrase: string): string {
  return phrase
    .replace(/\s+(?:orders?|requests?|bookings?|reservations?|payments?|accounts?|tickets?)$/i, "")
    .replace(/(?:订单|预约单|请求|账户|工单)$/, "");
}

/**
 * The whole flow a chart falls back to: the named process or the pack's main flow, whichever
 * names more of the subject's action, else one worded from the subject's own actors, verb and
 * object. A flow that names only part of a compound action ("预约挂号": the pack books a visit,
 * "报销审批": the generic approval) starts from the whole action, so the chart is about what
 * was asked.
 */
export function fallbackFlow(b: Brief): DocFlow | null {
  const process = namedProcess(b.subject.product || b.text, b.language);
  const own = subjectFlow(b);
  // "onboarding a new tenant": a known process (an app's sign-up) that never names what the subject is about is not it.
  const fits =
    process &&
    !(own && own.object && !mentionsVerb(process, own.object.split(/\s+/).pop()!.replace(/s$/, "")))
      ? process
      : null;
  const packed = subjectPack(b);
  const pack = packed?.flow ?? null;
  if (!own) {
    const flow = fits ?? pack;
    // "booking a vet appointment" drawn with the clinic's booking flow: it starts from what was asked.
    const asked = flow && b.language === "en" ? gerundAction(b.subject.product) : null;
    return asked && asked.words.some((w) => !mentionsVerb(flow!, w)) ? { ...flow!, start: asked.text } : flow;
  }
  const words = actionWords(own.verb, b.language);
  const named = (flow: DocFlow) => words.filter((w) => mentionsVerb(flow, w)).length;
  // The process unless the pack names more of the action; "how a hospital triages emergency
  // patients": a pack's main flow (booking a visit) that names none of it is not what was asked.
  const best =
    fits && (!pack || named(pack) <= named(fits)) ? fits : pack && named(pack) > 0 ? pack : (fits ?? null);
  if (!best) return own.flow;
  const missing = words.length > 1 && named(best) > 0 && named(best) < words.length;
  return missing ? { ...best, start: actionStart(b, own.verb, own.flow.start, packed?.user ?? null) } : best;
}

function mentionsVerb(flow: DocFlow, verb: string): boolean {
  const text = [
    flow.start,
    ...flow.steps,
    flow.decision.question,
    flow.decision.yes,
    flow.decision.no,
    flow.end,
  ]
    .join(" ")
    .toLowerCase();
  // A Chinese verb by its first word ("预约挂号" → 预约), an English one by its stem ("triage" → "triag").
  return text.includes(
    verb.toLowerCase().slice(0, /[\u4e00-\u9fff]/.test(verb) ? 2 : Math.max(2, Math.min(verb.length, 5))),
  );
}

/** "booking a vet appointment" → "Book a vet appointment" and its words (book, vet, appointment). */
function gerundAction(subject: string): { text: string; words: string[] } | null {
  const m = /^([a-z]+?ing)\s+((?:an?|the|my|our|your)\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2})$/i.exec(
    subject.trim(),
  );
  if (!m) return null;
  const verb = verbOfGerund(m[1]).toLowerCase();
  const object = m[3].split(/\s+/).filter((w) => w.length > 2);
  return { text: `${upperFirst(verb)} ${m[2] ?? ""}${m[3]}`, words: [verb, ...object] };
}

/** "预约挂号" → 预约, 挂号; "报销审批" → 报销, 审批; an English verb is one word. */
function actionWords(verb: string, lang: Brief["language"]): string[] {
  if (lang !== "zh") return [verb];
  const words = zhWords(verb)
    .map((w) => w.word)
    .filter((w) => w.length >= 2);
  return words.length ? [...new Set(words)] : [verb];
}

/** The flow's start worded from the whole action: who needs it, else the subject flow's own start. */
function actionStart(b: Brief, verb: string, own: string, user: string | null): string {
  const who = b.subject.audience ?? user;
  if (b.language === "zh") return who ? `${who}需要${verb}` : own;
  return own;
}

/** Who talks to whom in the pack's main exchange, when the request names no participants. */
export function fallbackSequence(b: Brief): DocSequence | null {
  return subjectPack(b)?.sequence ?? null;
}

/** The product's primary user, singular, when the request names none. */
export function fallbackUser(b: Brief): string | null {
  return subjectPack(b)?.user ?? null;
}

const subjectOf = (b: Brief) => b.subject.product || (b.language === "zh" ? "流程" : "the process");

export function fallbackSteps(b: Brief): string[] {
  const flow = fallbackFlow(b);
  if (flow) return flow.steps;
  // A subject too long to be a step's object ("how a … to …") is not pasted into the steps.
  const s = subjectOf(b);
  const short = b.language === "zh" ? s.length <= 8 : s.split(/\s+/).length <= 4 && !/^how\b/i.test(s);
  const o = short ? s : b.language === "zh" ? "事项" : "request";
  if (b.language === "zh") return [`提出${o}需求`, `确认${o}的具体信息`, `处理${o}`, `反馈${o}结果`];
  // "renting a bike": the steps of doing it, not of "the renting a bike".
  const action = short ? gerundAction(s) : null;
  if (action)
    return [
      `Decide to ${lowerFirst(action.text)}`,
      `Check what ${lowerFirst(s)} needs`,
      action.text,
      "Confirm it is done",
    ];
  const thing = o.replace(/^(?:the|a|an)\s+/i, "");
  return [
    `Request the ${thing}`,
    `Check the ${thing} details`,
    `Process the ${thing}`,
    `Confirm the ${thing} with the requester`,
  ];
}

export function fallbackActors(b: Brief): string[] {
  const pack = subjectPack(b);
  if (pack) return pack.sequence.actors;
  const who = b.subject.audience ?? b.users[0] ?? (b.language === "zh" ? "用户" : "User");
  const app = b.subject.brand ?? b.subject.product ?? "";
  return b.language === "zh"
    ? [who, app || "App", "服务端", "数据库"]
    : [who, app || "App", "Server", "Database"];
}

export function fallbackStates(b: Brief): string[] {
  const pack = subjectPack(b);
  if (pack) return [...new Set(pack.states.flatMap(([from, to]) => [from, to]).filter((s) => s !== "[*]"))];
  return b.language === "zh"
    ? ["已创建", "已提交", "处理中", "已完成", "已取消"]
    : ["Created", "Submitted", "In progress", "Completed", "Cancelled"];
}

export function fallbackEntities(b: Brief): string[] {
  const pack = subjectPack(b);
  if (pack) return pack.entities.map((e) => e.name);
  const who = b.subject.audience ?? (b.language === "zh" ? "用户" : "User");
  const head = b.subject.product
    .replace(/\b(?:app|system|platform|tool|portal|site|website|software)s?$/i, "")
    .replace(/(?:小程序|平台|系统|App|APP|应用|工具|网站)$/, "")
    .trim();
  return b.language === "zh" ? [who, head || "事项", "记录"] : [who, head || "Item", "Record"];
}

export function fallbackTasks(b: Brief): string[] {
  const zh = b.language === "zh";
  const pack = subjectPack(b);
  // A plan of the product builds its own features: the must-haves first, then the next two.
  if (pack) {
    const p0 = pack.features.filter((f) => f.priority === "P0").slice(0, 3);
    const rest = pack.features.filter((f) => f.priority !== "P0").slice(0, 2);
    const build = [...p0, ...rest].map((f) => f.name);
    return zh
      ? ["需求评审与流程", "交互与视觉设计", ...build, "内测与修复", "正式发布"]
      : ["Requirements and flows", "UX and visual design", ...build, "Beta and fixes", "Public release"];
  }
  return zh
    ? ["需求评审", "交互与视觉设计", "开发", "测试", "上线"]
    : ["Requirements", "Design", "Build", "Test", "Launch"];
}

export function fallbackStages(b: Brief): string[] {
  const s = subjectOf(b);
  // "健身房会员从体验课到续费", "from sign-up to first purchase": the ends are named.
  const range = b.language === "zh" ? /从(.+?)到(.+)$/.exec(s) : /\bfrom\s+(.+?)\s+to\s+(.+)$/i.exec(s);
  if (range) {
    const [first, last] = [range[1], range[2]];
    return b.language === "zh"
      ? [first, "决定加入", "日常使用", last]
      : [first, "Decide to go ahead", "Everyday use", last];
  }
  // The product's own journey: from the moment of need through its main flow to the outcome.
  const pack = subjectPack(b);
  if (pack) return [pack.flow.start, ...pack.flow.steps, pack.flow.decision.yes, pack.flow.end];
  if (b.language === "zh") return [`了解${s}`, `开始${s}`, "等待进展", `完成${s}`, "事后回顾"];
  // "returning a broken laptop under warranty": something the user does.
  const doing = /^(\w+?ing)\b(.*)$/i.exec(s);
  if (doing) {
    const base = `${verbOfGerund(doing[1]).toLowerCase()}${doing[2]}`;
    return [
      `Decide to ${base}`,
      `Find out how to ${base}`,
      upperFirst(s),
      "Wait for an update",
      "Get the result",
    ];
  }
  return [
    `Discover the ${s}`,
    `Try the ${s}`,
    `Use the ${s} every day`,
    "Hit a problem and get help",
    `Recommend the ${s}`,
  ];
}

export function fallbackBranches(b: Brief): { name: string; children: string[] }[] {
  const pack = subjectPack(b);
  const zh = b.language === "zh";
  if (pack)
    return [
      { name: zh ? "用户" : "Users", children: pack.users },
      { name: zh ? "核心功能" : "Features", children: pack.features.slice(0, 5).map((f) => f.name) },
      { name: zh ? "成功指标" : "Metrics", children: pack.metrics.slice(0, 3).map((m) => m.name) },
    ];
  const who = b.subject.audience ?? b.users[0];
  return [
    { name: zh ? "目标用户" : "Users", children: who ? [who] : [] },
    { name: zh ? "要解决的问题" : "Problem", children: [] },
    { name: zh ? "核心功能" : "Core features", children: [] },
    { name: zh ? "成功指标" : "Success metrics", children: [] },
  ];
}

/**
 * The brief parser: one deterministic pass from a request (with the chat's earlier turns, the
 * current artifact and attached text) to the subject and every named thing in order — items,
 * steps, actors, states, entities, conditions, numbers, pages, sections, fields, actions,
 * device, language — plus what it could not place. Writers place these first.
 */
import { otherwiseBranch, readCondition, isTerminal } from "./conditions";
import { chartKindOf, deliverableOf, deviceOf, replyIntentOf } from "./deliverable";
import { readEdit } from "./edits";
import { colorsIn } from "./colors";
import { cleanItem, findList, sentencesOf, splitItems, type FoundList } from "./lists";
import { datesIn, durationsIn, perItemDays, quantitiesIn, totalDays } from "./quantities";
import { isZhNoun, zhWords } from "./words-zh";
import { isPerson, listContext, pagePart, readStep, roleOf, ZH_ROLE_END, ZH_SYSTEM_END, type Role } from "./roles";
import { subjectOf } from "./subject";
import { relationsIn, transitionsIn } from "./links";
import type { Brief, BriefLanguage, Condition, Duration, Step } from "./types";

export type HistoryTurn = { role: "user" | "assistant"; text: string };

/** The artifact a follow-up may edit. */
export type CurrentArtifact = { kind: string; title?: string | null; content: string };

export type BriefInput = {
  /** The user's message (attachments inline as `<attachment name="…">…</attachment>`). */
  text: string;
  history?: HistoryTurn[];
  current?: CurrentArtifact | null;
  /** The chat mode or writer task ("prd", "mermaid", "prototype", "mult_prototype", "test_case", "normal"). */
  mode?: string | null;
  language?: BriefLanguage;
};

const ATTACHMENT = /<attachment name="([^"]*)">\n?([\s\S]*?)\n?<\/attachment>/g;
const CJK = /[\u3400-\u9fff]/;

export function splitAttachments(text: string): { own: string; attachments: { name: string; text: string }[] } {
  const attachments = [...text.matchAll(ATTACHMENT)].map((m) => ({ name: m[1], text: m[2].trim() }));
  return { own: text.replace(ATTACHMENT, "").trim(), attachments };
}

function factsOf(text: string): string[] {
  return text
    .split("\n")
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)、])\s*/, "").trim())
    .filter((l) => l.length >= 4 && l.length <= 300)
    .slice(0, 40);
}

const unique = (items: string[]) => {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = i.toLowerCase();
    if (!i || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

// Steps joined inside one item: "下单并入库", "the refund is issued and the customer is notified".
function splitJoinedSteps(item: string, lang: BriefLanguage): string[] {
  if (lang === "zh") {
    const noLead = item.replace(/^.{1,8}?(?:通过|成功|完成|确认|结束)后[，,]?/, "");
    return noLead.split(/并且|并|然后|再/).map((s) => s.trim()).filter((s) => s.length >= 2);
  }
  return [item];
}

type Collected = Pick<Brief, "steps" | "actors" | "states" | "entities" | "pages" | "sections" | "fields" | "actions" | "features" | "users" | "conditions"> & { durations: Duration[]; unplaced: string[] };

function emptyCollected(): Collected {
  return { steps: [], actors: [], states: [], entities: [], pages: [], sections: [], fields: [], actions: [], features: [], users: [], conditions: [], durations: [], unplaced: [] };
}

function withoutDuration(item: string): { label: string; duration: Duration | null } {
  const [d] = durationsIn(item);
  if (!d) return { label: item, duration: null };
  const label = cleanItem(item.replace(d.text, "").replace(/[（(]\s*[)）]/, "").replace(/\s{2,}/g, " "), CJK.test(item) ? "zh" : "en");
  return { label: label || item, duration: { ...d, of: label || item } };
}

// "if the link is older than 30 minutes, show an expiry message" was split at its comma.
const CONDITION_LEAD = /^(?:if|when|whenever|unless|once|in case)\b|^(?:如果|若|假如|当|一旦)/i;

function joinConditions(items: string[], lang: BriefLanguage): string[] {
  const out: string[] = [];
  for (let i = 0; i < items.length; i++) {
    if (CONDITION_LEAD.test(items[i]) && !readCondition(items[i], lang) && i + 1 < items.length) {
      out.push(`${items[i]}${lang === "zh" ? "，" : ", "}${items[i + 1]}`);
      i++;
    } else out.push(items[i]);
  }
  return out;
}

function addSteps(out: Collected, items: string[], lang: BriefLanguage) {
  for (const raw of joinConditions(items, lang)) {
    const otherwise = otherwiseBranch(raw, lang);
    const last = out.conditions[out.conditions.length - 1];
    if (otherwise !== null && last && !last.otherwise.length) {
      last.otherwise = splitJoinedSteps(otherwise, lang);
      continue;
    }
    const condition = readCondition(raw, lang);
    if (condition) {
      const then = splitJoinedSteps(condition.then, lang);
      out.conditions.push({ text: raw, when: condition.when, then, otherwise: [], after: out.steps.length - 1, ends: then.some(isTerminal) });
      continue;
    }
    for (const part of splitJoinedSteps(raw, lang)) {
      const { label, duration } = withoutDuration(part);
      if (duration) out.durations.push(duration);
      out.steps.push(readStep(label, lang));
    }
  }
}

function place(out: Collected, list: FoundList, role: Role, lang: BriefLanguage, mode: string | null) {
  const items = list.items;
  switch (role) {
    case "steps":
      return addSteps(out, items, lang);
    case "actors": {
      const steps = items.map((i) => readStep(i, lang, false));
      // "用户下单、商家接单、骑手取餐": who-does-what items are steps between the actors.
      if (steps.filter((s) => s.actor).length >= Math.max(2, items.length / 2)) {
        addSteps(out, items, lang);
        out.actors.push(...steps.flatMap((s) => (s.actor ? [s.actor] : [])));
      } else out.actors.push(...items);
      return;
    }
    case "states":
      // "审批驳回回到草稿" names a transition, not a state.
      out.states.push(...items.filter((i) => !readCondition(i, lang) && otherwiseBranch(i, lang) === null && !/回到|退回|返回|变为|转为|\bback to\b|\breturns? to\b|\bmoves? to\b/i.test(i)));
      for (const i of items) {
        const c = readCondition(i, lang);
        if (c) out.conditions.push({ text: i, when: c.when, then: [c.then], otherwise: [], after: -1, ends: false });
      }
      return;
    case "users":
      out.users.push(...items);
      return;
    case "entities":
      // "一个学生可以有多个选课记录", "a session has many speakers": a relation, not an entity.
      out.entities.push(...items.filter((i) => !/有多个|包含多个|对应多个|\bhas (?:many|one|multiple)\b|\bbelongs to\b/i.test(i)));
      return;
    case "pages":
      out.pages.push(...items);
      return;
    case "fields":
      out.fields.push(...items.flatMap((i) => splitItems(i, lang).items));
      return;
    case "actions":
      out.actions.push(...items);
      return;
    case "sections": {
      const ctx = listContext(list.introducer, list.head);
      items.forEach((item, n) => {
        const part = pagePart(item, lang, { ...ctx, last: n === items.length - 1 });
        if (part.kind === "fields") {
          out.fields.push(...part.names);
          if (part.action) out.actions.push(part.action);
        } else if (part.kind === "action") out.actions.push(part.name);
        else out.sections.push(part.name);
      });
      return;
    }
    case "features": {
      for (const item of items) {
        if (mode === "mermaid") {
          out.features.push(item);
          continue;
        }
        // "lets the legal team track renewal dates": who the job is for, then the job.
        const who = lang === "en" ? /^(?:the|their|our|your|its)?\s*((?:[\w-]+\s+){0,2}?(?:team|users?|customers?|staff|managers?|people|members?|owners?|admins?|drivers?|patients?|students?|teachers?|parents?|residents?|volunteers?|agents?|employees?|[a-z-]+(?:ers|ors|ists|ians|ants|ents)))\s+([a-z]+\s.+)$/i.exec(item) : null;
        if (who && /^(?:lets|allows|helps|enables)$/.test(list.introducer)) {
          out.users.push(who[1]);
          out.features.push(who[2]);
          continue;
        }
        const step = readStep(item, lang, lang === "zh");
        if (step.actor && step.action && lang === "en") {
          out.users.push(step.actor);
          out.features.push(step.action);
        } else {
          // "业主提交报修": the feature keeps its words; who does it (a role noun) is a user.
          if (step.actor && ZH_ROLE_END.test(step.actor) && !ZH_SYSTEM_END.test(step.actor)) out.users.push(step.actor);
          out.features.push(item);
        }
      }
      return;
    }
  }
}

const ZH_PRODUCT_NOUN = /的?(?:App|APP|app|应用|小程序|平台|系统|工具|网站|软件|产品|模块|功能)$/;

export function jobsInName(product: string, lang: BriefLanguage): string[] {
  if (lang === "zh") {
    const body = product.replace(ZH_PRODUCT_NOUN, "");
    if (body === product || !/[和与及、]/.test(body)) return [];
    const jobs = body.split(/[和与及、]/).map((j) => j.trim());
    return jobs.length <= 5 && jobs.every((j) => j.length >= 2 && j.length <= 12) ? jobs : [];
  }
  const m = /\b(?:to|for|that|which)\s+(?:help\s+\w+\s+)?((?:manage|track|schedule|plan|book|organi[sz]e|run|handle|record|share|find|compare|order|sell|buy|log|monitor|collect|send|split|keep|create|publish|review|approve|assign|invite|pay|sign up|swap|rent|lend|borrow|report)\s+.+)$/i.exec(product);
  if (!m || !/\band\b|,/.test(m[1])) return [];
  const jobs = splitItems(m[1], lang).items;
  return jobs.length >= 2 && jobs.length <= 5 ? jobs : [];
}

/** "…，老人子女可以代为预约": the nouns before a modal word are who the list is for. */
function leadUsersZh(head: string): string | null {
  const clause = head.split(/[，,]/).pop() ?? "";
  const words = zhWords(clause);
  let modal = words.findIndex((w) => /^(?:可以|能够|能|会|需要|可|想要|希望)$/.test(w.word));
  // "消费者扫码查看…": a person's noun right before the verb is who the list is for.
  if (modal <= 0) {
    const verb = words.findIndex((w) => /^v/.test(w.tag));
    // The longest run of words before it that names a person ("消费者" of "消费者扫码查看", 扫码 tagged a noun).
    for (let k = verb; k > 0 && modal <= 0; k--) if (isPerson(words.slice(0, k).map((w) => w.word).join(""), "zh")) modal = k;
  }
  if (modal <= 0) return null;
  const nouns = words.slice(0, modal);
  const who = nouns.map((w) => w.word).join("");
  return nouns.every((w) => isZhNoun(w.tag)) && who.length >= 2 && who.length <= 8 && !/^(?:用户|我们|你们|我|你)$/.test(who) ? who : null;
}

function personLeading(product: string, lang: BriefLanguage): string | null {
  if (lang === "zh") {
    const first = zhWords(product)[0]?.word ?? "";
    return first.length >= 2 && first.length < product.length && isPerson(first, "zh") ? first : null;
  }
  const [first, second] = product.split(/\s+/);
  if (!second || !isPerson(first, "en")) return null;
  return /s$/i.test(first) ? first : first.replace(/(?<=[^aeiou])y$/i, "ie").replace(/(?:s|x|ch|sh)$/i, "$&e") + "s";
}

/** The language the user wrote in: their own words first, attached text next. */
function languageOf(own: string, attachments: { text: string }[], fallback?: BriefLanguage): BriefLanguage {
  if (own.trim()) return CJK.test(own) ? "zh" : "en";
  const attached = attachments.map((a) => a.text).join("\n");
  if (attached.trim()) return CJK.test(attached) ? "zh" : "en";
  return fallback ?? "en";
}

const SMALL_TALK = /^(?:hi|hello|hey|thanks|thank you|ok|okay|yes|no|sure|great|好的|谢谢|你好|嗯|可以|是的)[\s!.,，。！]*$/i;

/** A request that only asks for the deliverable ("Write the PRD", "根据附件写一份PRD"). */
function namesNoSubject(product: string): boolean {
  return !product || /^(?:it|this|that|one|this one|the attached|attached|the above|above|附件|上面|以上|这个|它|该)$/i.test(product) || /附件|attached|\babove\b|以上|^(?:根据|基于|按照)?(?:这个|该|上面的?|以上)/.test(product);
}

// A Chinese clause that starts a list of its own ("…页面，输入运单号查询，显示运输轨迹和…").
const ZH_STARTER = /^(?:并且|同时|还|并|另外)?(?:包括|包含|涉及|支持|展示|显示|需要|能看到|可以看到|可以|能够|能|输入|填写|选择|上传|查看|点击|按状态|按)/;

function zhUnits(sentence: string): string[] {
  if (/[:：]/.test(sentence)) return [sentence];
  const units: string[] = [];
  for (const clause of sentence.split(/(?<=[，,；;])/)) {
    const bare = clause.replace(/[，,；;]$/, "");
    if (!units.length || ZH_STARTER.test(bare)) units.push(bare);
    else units[units.length - 1] += `，${bare}`;
  }
  return units.map((u) => u.replace(/^，|，$/g, "")).filter(Boolean);
}

function readSentences(text: string, lang: BriefLanguage, made: Parameters<typeof roleOf>[1], out: Collected): { head: string; firstSentence: string; tail: string } {
  const sentences = sentencesOf(text).flatMap((s) => (lang === "zh" ? zhUnits(s) : [s]));
  let head = "";
  let tail = "";
  for (const [index, sentence] of sentences.entries()) {
    let list = findList(sentence, lang);
    // "PRD: parking permit application … — apply online, …": the colon only named the deliverable.
    if (list && list.introducer === ":" && namesNoSubject(subjectOf(list.head, list.head, lang).product)) {
      const body = sentence.slice(sentence.indexOf(list.head) + list.head.length).replace(/^\s*[:：]\s*/, "");
      const inner = findList(body, lang);
      // "PRD：面向独立书店的会员储值和积分系统": a body joined only by "and" is the subject itself.
      const onlyAnd = !/[,，、;；→]|->|\bthen\b|然后/.test(body);
      if (inner && inner.introducer) list = inner;
      else if (onlyAnd) {
        head ||= body;
        continue;
      } else {
        list = { ...list, head: "" };
        head ||= body.replace(/[:：].*$/, "");
      }
    }
    if (index === 0 || !head) head ||= list ? list.head || (list.introducer === "" ? "" : sentence) : sentence;
    if (!list && index > 0 && lang === "zh" && ZH_STARTER.test(sentence)) {
      // "输入运单号查询", "显示价格": a clause of one item.
      const item = sentence.replace(/^(?:并且|同时|还|并|另外)?(?:包括|包含|涉及|支持|需要|可以|能够|能)/, "");
      list = { head: "", introducer: /^(?:显示|展示|能看到|可以看到|查看)/.test(item) ? "显示" : "", items: [item], ordered: false, tail: "", suffix: "" };
    }
    if (!list) {
      const condition = readCondition(sentence, lang);
      if (condition) addSteps(out, [sentence], lang);
      else if (index > 0 && sentence.replace(/[\s\p{P}]/gu, "").length > 12) out.unplaced.push(sentence);
      continue;
    }
    const role = roleOf(list, made);
    place(out, list, role, lang, made.mode);
    if (index === 0) tail = list.tail;
    else if (list.tail) out.unplaced.push(list.tail);
    // "老人子女可以代为预约助餐、…": who the list's lead-in names are its users.
    if (lang === "zh" && index === 0) {
      const lead = leadUsersZh(list.head);
      if (lead) out.users.push(lead);
    }
  }
  return { head, firstSentence: sentences[0] ?? "", tail };
}

export function parseBrief(input: BriefInput): Brief {
  const { own, attachments } = splitAttachments(input.text);
  const language = input.language ?? languageOf(own, attachments);
  const text = own.replace(/\s+$/g, "");
  const mode = input.mode ?? null;
  const deliverable = deliverableOf(text);
  const chart = chartKindOf(text);
  const made = { deliverable, chart, mode };
  const out = emptyCollected();
  const { head, firstSentence, tail } = readSentences(text, language, made, out);
  let subject = subjectOf(head, firstSentence || text, language);
  // "Show the sequence between … when someone logs in with SSO": the scenario is the subject.
  // …or the "subject" is only the list itself ("Sequence diagram: the app, the API and the database during login").
  const named = [...out.actors, ...out.entities, ...out.states, ...out.steps.map((st) => st.text)];
  const onlyTheList = named.filter((n) => subject.product.toLowerCase().includes(n.toLowerCase())).length >= 2;
  if ((namesNoSubject(subject.product) || onlyTheList) && tail) {
    // "when someone logs in with SSO" → "log in with SSO"
    const scenario = tail.replace(/^(?:when|whenever|where|while|once|if|during|throughout|upon)\s+(?:someone|somebody|a user|users?|the user|people|customers?|they)?\s*/i, "").replace(/^(\w+?)(?:ies|es|s)\b/, (m, stem: string) => (/ies$/.test(m) ? `${stem}y` : /(?:ch|sh|x|ss)es$/.test(m) ? m.slice(0, -2) : m.endsWith("es") && !/(?:ch|sh|x|ss)es$/.test(m) ? m.slice(0, -1) : stem));
    subject = subjectOf(scenario, tail, language);
  }

  // No subject of its own ("Write the PRD", "根据附件写一份PRD"): the attached text, then an earlier turn, then the artifact.
  const attachedText = attachments.map((a) => a.text).join("\n");
  if (namesNoSubject(subject.product) && attachedText) {
    const attached = parseBrief({ text: attachedText, mode, language });
    subject = attached.subject;
    for (const key of ["steps", "actors", "states", "entities", "pages", "sections", "fields", "actions", "features", "users", "conditions"] as const) (out[key] as unknown[]).push(...(attached[key] as unknown[]));
  }
  if (namesNoSubject(subject.product)) {
    const earlier = [...(input.history ?? [])].reverse().find((t) => t.role === "user" && !SMALL_TALK.test(t.text.trim()) && !namesNoSubject(subjectOf(t.text, t.text, language).product));
    if (earlier) subject = parseBrief({ text: splitAttachments(earlier.text).own, mode, language }).subject;
    else if (input.current?.title) subject = { ...subject, product: input.current.title, phrase: input.current.title };
  }

  if (subject.audience) out.users.unshift(subject.audience);
  // "a volunteer shift sign-up tool", "学生习惯打卡小程序": a product named after its people is for them.
  const lead = personLeading(subject.product, language);
  if (lead && !out.users.length) out.users.push(lead);
  // "会员储值和积分系统", "tool to manage taproom reservations and keg inventory": the jobs its name lists.
  if (!out.features.length && mode !== "mermaid") out.features.push(...jobsInName(subject.product, language));

  const full = [text, attachedText].filter(Boolean).join("\n");
  const transitions = transitionsIn(text, unique(out.states), language, out.conditions);
  const relations = relationsIn(text, unique(out.entities), language);
  // A sentence that stated a link or a date was placed after all.
  const unplaced = out.unplaced.filter((u) => !relationsIn(u, unique(out.entities), language).length && !transitionsIn(u, unique(out.states), language, []).length && !datesIn(u).length);
  const states = unique(out.states);
  const entities = unique(out.entities);
  const steps = dedupeSteps(out.steps);
  const items = unique([...steps.map((s) => s.text), ...out.actors, ...states, ...entities, ...out.pages, ...out.sections, ...out.fields, ...out.actions, ...out.features]);
  const colorContext = /colou?r|theme|palette|tone|色|主题|风格/i.test(text);
  const subjectWords = `${subject.product} ${subject.brand ?? ""}`.trim();
  const currentText = `${input.current?.title ?? ""} ${input.current?.content.slice(0, 4000) ?? ""}`;
  const asksForNewSubject = Boolean(subjectWords && input.current && !sharesWords(subjectWords, currentText));
  const edit = readEdit(text, language, Boolean(input.current), asksForNewSubject);
  // An edit is about the artifact it edits: its subject is the one the chat started with.
  if (edit?.mode === "edit") {
    const first = (input.history ?? []).find((t) => t.role === "user" && !SMALL_TALK.test(t.text.trim()));
    const earlier = first ? parseBrief({ text: splitAttachments(first.text).own, mode, language }).subject : null;
    subject = earlier && earlier.product ? earlier : { ...subject, product: input.current?.title ?? subject.product, phrase: input.current?.title ?? subject.phrase };
  }
  return {
    language,
    text,
    deliverable,
    chart,
    intent: replyIntentOf(text),
    device: deviceOf(text),
    subject,
    items,
    steps,
    actors: unique([...out.actors, ...steps.flatMap((s) => (chart === "sequence" && s.actor ? [s.actor] : []))]),
    states,
    transitions,
    entities,
    relations,
    conditions: out.conditions,
    numbers: quantitiesIn(full),
    durations: out.durations,
    dates: datesIn(full),
    plan: { totalDays: totalDays(text), eachDays: perItemDays(text) },
    pages: unique(out.pages),
    sections: unique(out.sections),
    fields: unique(out.fields),
    actions: unique(out.actions),
    features: unique(out.features),
    users: unique(out.users.map((u) => u.replace(/^(?:the|our|a|an)\s+/i, ""))),
    colors: colorContext ? colorsIn(text).map((c) => c.hex) : [],
    tone: toneOf(text),
    attachments: attachments.map((a) => ({ name: a.name, facts: factsOf(a.text) })),
    edit,
    unplaced: unique(unplaced),
  };
}

function dedupeSteps(steps: Step[]): Step[] {
  const seen = new Set<string>();
  return steps.filter((s) => {
    const key = s.text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const WORD = /[\p{L}\p{N}]+/gu;

function sharesWords(a: string, b: string): boolean {
  const grams = (s: string) =>
    new Set(
      (s.toLowerCase().match(WORD) ?? []).flatMap((w) => (CJK.test(w) ? [...w].slice(0, -1).map((ch, i) => ch + w[i + 1]) : w.length > 3 ? [w.replace(/s$/, "")] : [])),
    );
  const left = grams(a);
  return [...grams(b)].some((g) => left.has(g));
}

const TONES: [RegExp, string][] = [
  [/\bplayful\b|\bfun\b|活泼|可爱|俏皮/i, "playful"],
  [/\bminimal(?:ist)?\b|\bclean\b|简约|极简|简洁/i, "minimal"],
  [/\bluxur(?:y|ious)\b|\bpremium\b|\belegant\b|高端|奢华|精致|高级感/i, "premium"],
  [/\bprofessional\b|\bcorporate\b|\bformal\b|专业|商务|正式/i, "professional"],
  [/\bfriendly\b|\bwarm\b|\bcosy\b|\bcozy\b|温馨|亲切|温暖/i, "warm"],
  [/\bbold\b|\bvibrant\b|\benergetic\b|活力|大胆|鲜艳/i, "bold"],
  [/\btech(?:y|nical)?\b|\bfuturistic\b|科技感|未来感/i, "tech"],
];

function toneOf(text: string): string | null {
  return TONES.find(([re]) => re.test(text))?.[1] ?? null;
}

export type { Condition };

/**
 * Does a message in a chat that already has an artifact edit that artifact (the default), or
 * clearly ask for a new one ("a new page", "Design a dashboard for another product")?
 */
export function editsCurrent(text: string, current: CurrentArtifact, history: HistoryTurn[] = []): boolean {
  return parseBrief({ text, current, history, mode: current.kind }).edit?.mode === "edit";
}

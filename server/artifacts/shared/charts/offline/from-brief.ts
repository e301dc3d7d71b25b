/**
 * Chart models from a brief: what the user named goes in first and in order — steps, actors,
 * states, entities, tasks, stages, branches — with their conditions and durations. Only what a
 * chart needs and the user left open (start and end, a reply, a default task length) is added,
 * and it is worded from the subject (see `fallbacks.ts`).
 */
import { personLeading } from "../../../../ai/offline/brief/users-and-jobs";
import { isPerson, question, type Brief } from "../../../../ai/offline/brief";
import {
  fallbackActors,
  fallbackBranches,
  fallbackEntities,
  fallbackFlow,
  fallbackSequence,
  fallbackStages,
  fallbackStates,
  fallbackSteps,
  fallbackTasks,
  fallbackUser,
} from "./fallbacks";
import { anchorOf } from "./condition-anchor";
import { approvalSequence } from "./approval-chain";
import { messageChain } from "./messages";
import { DISPLAY, namedExchanges } from "./named-exchanges";
import type {
  ChartKind,
  ChartModel,
  EntityModel,
  FlowModel,
  GanttModel,
  JourneyModel,
  Message,
  MindModel,
  SequenceModel,
  StateModel,
} from "./models";
import { inferRelations, entityFields } from "./relations";
import { entitiesFromSentences, isToldClause, type SentenceEntities } from "./entity-sentences";
import { inferTransitions } from "./transitions";
import { entityName } from "./syntax";

export const CHART_WORDS = {
  en: {
    start: "Start",
    end: "End",
    yes: "Yes",
    no: "No",
    otherwise: "Otherwise",
    user: "User",
    plan: "Plan",
    flow: "flow",
    journey: "journey",
  },
  zh: {
    start: "开始",
    end: "结束",
    yes: "是",
    no: "否",
    otherwise: "否则",
    user: "用户",
    plan: "计划",
    flow: "流程",
    journey: "旅程",
  },
} as const;

const upper = (s: string) => (/^[a-z]/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/**
 * What the first step acts on, for a request that names steps but no subject ("时序图：员工提交请假
 * 申请，…" is about 请假申请; "employee submits a leave request, …" about the leave request).
 */
function firstStepObject(brief: Brief): string {
  const action = brief.steps[0]?.action ?? "";
  if (brief.language === "zh")
    return action.replace(/^(?:提交|发起|创建|填写|上传|申请|发送|下单|录入)/, "").slice(0, 12);
  const object = action.replace(/^\w+\s+(?:(?:a|an|the|their|his|her|its|our)\s+)?/i, "");
  return object.split(/\s+/).length <= 4 ? object : "";
}

/** The chart's title: the subject as the user named it (else what its first step acts on). */
export function chartTitleOf(brief: Brief, suffix = ""): string {
  const product = brief.subject.product || firstStepObject(brief);
  const name =
    brief.subject.brand && !product.includes(brief.subject.brand)
      ? `${brief.subject.brand} ${product}`.trim()
      : product;
  // A plan with no subject is a project plan ("甘特图：调研2周，设计1周…").
  const fallback =
    brief.chart === "gantt"
      ? brief.language === "zh"
        ? "项目计划"
        : "Project plan"
      : brief.language === "zh"
        ? "图表"
        : "Chart";
  const base = upper(name || fallback);
  if (!suffix || base.toLowerCase().endsWith(suffix.toLowerCase())) return base;
  return brief.language === "zh" ? `${base}${suffix}` : `${base} ${suffix}`;
}

/** "Roadmap for the mobile app" → "roadmap": the plan's own word goes after its subject ("Mobile app roadmap"). */
function planWordOf(brief: Brief): string {
  if (brief.language === "zh") return /(路线图|时间表|排期)/.exec(brief.text)?.[1] ?? "";
  const word =
    /^(?:(?:please\s+)?(?:draw|make|create|build|give me|show)\s+)?(?:an?\s+|the\s+|our\s+)?(?:product\s+)?(roadmap|timeline|schedule)\s+(?:for|of)\b/i.exec(
      brief.text,
    )?.[1];
  // "Project timeline for migrating our CRM": a doing reads badly with the word after it.
  return word && !/^\w+ing\b/i.test(brief.subject.product) ? word.toLowerCase() : "";
}

function labelWithDuration(brief: Brief, text: string): string {
  const d = brief.durations.find((x) => x.of === text);
  if (!d || text.includes(d.text)) return text;
  return brief.language === "zh" ? `${text}（${d.text}）` : `${text} (${d.text})`;
}

const SWIMLANES = /swim ?lanes?|泳道/i;

/** "Support reviews the request", "客服审核申请": the role a step starts with, if it names one. */
function leadingRole(text: string, lang: Brief["language"]): string | undefined {
  if (lang === "zh") {
    for (const n of [4, 3, 2]) {
      const head = text.slice(0, n);
      if (head.length === n && isPerson(head, lang)) return head;
    }
    return undefined;
  }
  const m = /^((?:the\s+)?[A-Za-z]+(?:\s+[A-Za-z]+)?)\s+[a-z]+s\b/.exec(text);
  if (!m) return undefined;
  const words = m[1].replace(/^the\s+/i, "");
  const role = [words, words.split(/\s+/)[0]].find(
    (w) => isPerson(w, lang) || /^(?:support|system|platform|finance|warehouse|app)$/i.test(w),
  );
  return role ? upper(role) : undefined;
}

export function flowFromBrief(brief: Brief): FlowModel {
  const w = CHART_WORDS[brief.language];
  let steps: FlowModel["steps"] = brief.steps.map((s) => ({
    text: upper(labelWithDuration(brief, s.text)),
    actor: s.actor,
  }));
  // Nothing named: the process asked for (or the product's main flow) with its own ends and check.
  const known =
    !steps.length && !brief.conditions.length && !brief.features.length ? fallbackFlow(brief) : null;
  if (!steps.length && !brief.conditions.length)
    steps = (brief.features.length ? brief.features : known ? known.steps : fallbackSteps(brief)).map(
      (text) => ({ text: upper(text) }),
    );
  const decisions = brief.conditions.map((c) => {
    const place = anchorOf(c.when, Math.min(c.after, steps.length - 1), steps, brief.language);
    return {
      question: question(c.when, brief.language),
      after: place.after,
      yes: c.then.map((text) => ({ text: upper(text) })),
      no: c.otherwise.map((text) => ({ text: upper(text) })),
      yesLabel: w.yes,
      noLabel: w.no,
      ends: c.ends || (place.endsFlow && !c.otherwise.length),
      ...(c.otherwiseEnds ? { noEnds: true } : {}),
    };
  });
  if (known)
    decisions.push({
      question: known.decision.question,
      after: steps.length - 1,
      yes: [{ text: upper(known.decision.yes) }],
      no: [{ text: upper(known.decision.no) }],
      yesLabel: w.yes,
      noLabel: w.no,
      ends: false,
    });
  // Swimlanes asked: every step sits in the lane of who does it — the role it names, else the
  // lane before it, else the person the flow is for.
  const lanes = SWIMLANES.test(brief.text) && steps.length > 0;
  if (lanes) {
    const named = steps.find((s) => s.actor)?.actor;
    let lane =
      named ??
      brief.subject.audience ??
      brief.users[0] ??
      (fallbackUser(brief) ? upper(fallbackUser(brief)!) : w.user);
    const first = lane;
    steps = steps.map((s, i) => {
      const role = s.actor ?? leadingRole(s.text, brief.language);
      lane = role ?? (i === 0 ? first : lane);
      return { ...s, actor: lane };
    });
  }
  const start = known ? upper(known.start) : w.start;
  const end = known ? upper(known.end) : w.end;
  return {
    kind: "flowchart",
    title: chartTitleOf(
      brief,
      w.flow === "flow" && /\b(?:flow|process|workflow|procedure|approval)\b/i.test(brief.subject.product)
        ? ""
        : w.flow,
    ),
    start,
    end,
    steps,
    decisions,
    lanes,
  };
}

const RECEIVES =
  /^(?:接单|接收|取餐|取件|取货|领取|收到|签收|揽收|picks? up|collects?|receives?|fetch(?:es)?|accepts?)/i;

const DELIVERS = /^(?:送达|送到|配送到|交付|送货上门|delivers?|hands? (?:it )?over|drops? off)/i;

// What a person does at a screen ("选菜下单", "picks a time"): a step that says no one does it is
// done by the person of the step before ("顾客扫码打开小程序，选菜下单"), not by whom they addressed.
const PERSON_ACTS =
  /^(?:选|挑|下单|填写|填|输入|点击|点|浏览|搜索|扫码|上传|预约|付款|评价|确认收货|提交|picks?|chooses?|selects?|fills?|enters?|types?|clicks?|taps?|browses?|searches|scans?|uploads?|books?|places?|adds?)/i;

/** Systems a step names as where or through what it happens: "in the web app", "through the email service", "在收银台App". */
function systemsIn(text: string, lang: Brief["language"]): string[] {
  const re =
    lang === "zh"
      ? /(?:在|通过|向|给|从|用|到)([\u4e00-\u9fffA-Za-z]{1,8}?(?:App|APP|app|小程序|系统|平台|服务|网关|后台|端))/g
      : /\b(?:in|into|on|through|via|to|from|with|using)\s+(?:the|their|our|his|her|a|an|its)\s+((?:[\w-]+\s+){0,2}?(?:app|service|system|server|api|gateway|database|portal|platform|queue|engine|client|website|site))\b/gi;
  return [...text.matchAll(re)].map((m) => m[1]);
}

/**
 * A step that starts at a system nobody has sent anything to yet ("the auth service sends a reset
 * link" after "the user enters their email in the web app") is reached from the system the last
 * message went to: the web app asks the auth service.
 */
function withHandoffs(
  messages: Message[],
  people: boolean[],
  brief: Brief,
  calls: Set<Message> = new Set(),
): Message[] {
  const zh = brief.language === "zh";
  const subject = brief.subject.product;
  const out: Message[] = [];
  for (const m of messages) {
    const last = out[out.length - 1];
    // After a call ("订单服务调用库存服务…") the caller carries on: the next hand-off is its.
    const afterCall = !!last && calls.has(last);
    const prev = last && afterCall ? { ...last, to: last.from } : last;
    if (prev && last.to !== m.from && prev.from !== m.from && !people[prev.to] && !people[m.from]) {
      const wording = zh
        ? [
            afterCall && m.text.length <= 8 ? `请求${m.text}` : "",
            prev.text.length <= 8 ? `提交${prev.text}请求` : "",
            subject && subject.length <= 10 ? `提交${subject}请求` : "",
            "转交请求",
          ]
        : [
            subject ? `Request the ${subject}` : "",
            subject ? `Pass on the ${subject}` : "",
            "Forward the request",
            "Pass the request on",
          ];
      const text =
        wording.find((w) => w && !out.some((x) => x.text === w)) ?? (zh ? "转交请求" : "Forward the request");
      out.push({ from: prev.to, to: m.from, text });
    }
    out.push(m);
  }
  return out;
}

/**
 * "参与者：员工、OA系统、经理、HR系统" with steps where the employee and the manager speak directly:
 * the system they named and no step goes through carries what passes between two people.
 */
function throughUnusedSystem(
  messages: Message[],
  participants: string[],
  people: boolean[],
  brief: Brief,
): Message[] {
  const used = new Set(messages.flatMap((m) => [m.from, m.to]));
  const hub = participants.findIndex((_, i) => !people[i] && !used.has(i));
  if (hub < 0) return messages;
  const zh = brief.language === "zh";
  return messages.flatMap((m) => {
    if (!people[m.from] || !people[m.to] || m.reply) return [m];
    const onward = zh ? `推送给${participants[m.to]}` : `Forward it to the ${participants[m.to]}`;
    return [
      { ...m, to: hub },
      { from: hub, to: m.to, text: onward },
    ];
  });
}

export function sequenceFromBrief(brief: Brief): SequenceModel {
  const named = brief.steps.filter((s) => s.action || s.actor);
  // Who takes part, in the order the steps meet them: each step's actor, then the systems it goes through.
  const fromSteps =
    named.length >= 2
      ? brief.steps.flatMap((s) => [
          ...(s.actor ? [s.actor] : []),
          // "订单服务调用库存服务锁定库存": the callee takes part as much as the caller.
          ...(s.target ? [s.target] : []),
          ...systemsIn(s.action ?? s.text, brief.language),
        ])
      : brief.steps.flatMap((s) => (s.actor ? [s.actor] : []));
  // The request's clauses say who sends what to whom ("X requests a refund from Y", "顾客向服务员点餐"):
  // drawn as said when they name more exchanges than the steps read above.
  const exchanged = namedExchanges(brief);
  if (exchanged && exchanged.messages.length > named.length)
    return withAlt(brief, {
      kind: "sequence",
      title: chartTitleOf(brief),
      participants: exchanged.participants,
      people: exchanged.participants.map((p) => isPerson(p, brief.language)),
      messages: exchanged.messages,
    });
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  let participants = (
    named.length >= 2 ? [...fromSteps, ...brief.actors] : [...brief.actors, ...fromSteps]
  ).filter((p, i, all) => all.findIndex((q) => same(p, q)) === i);
  // No one named: the product's own exchange, its participants and what they send each other.
  const known = !participants.length && named.length < 2 ? fallbackSequence(brief) : null;
  if (known) participants = known.actors.map(upper);
  if (participants.length < 2) participants = [...new Set([...participants, ...fallbackActors(brief)])];
  const people = participants.map((p) => isPerson(p, brief.language));
  const index = (name?: string) => (name ? participants.findIndex((p) => same(p, name)) : -1);
  let messages: SequenceModel["messages"];
  if (known) messages = known.messages.map(([from, to, text]) => ({ from, to, text, reply: to < from }));
  else if (named.length >= 2) {
    let at = 0;
    const partner = new Map<number, number>();
    const calls = new Set<Message>();
    messages = brief.steps.map((s, i) => {
      const action = s.action ?? s.text;
      const previous = i > 0 ? index(brief.steps[i - 1].actor) : -1;
      const from =
        index(s.actor) >= 0
          ? index(s.actor)
          : previous >= 0 && people[previous] && PERSON_ACTS.test(action)
            ? previous
            : at;
      // To the system or participant the step names, else the next one who acts, else whom this one last spoke to.
      const via = systemsIn(action, brief.language)
        .map(index)
        .find((x) => x >= 0 && x !== from);
      const mentioned = participants.findIndex(
        (p, k) =>
          k !== from &&
          (brief.language === "zh"
            ? action.includes(p)
            : new RegExp(`\\b${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(action)),
      );
      const nextActor = brief.steps.slice(i + 1).find((x) => x.actor && !same(x.actor, s.actor ?? ""))?.actor;
      // "商家接单", "骑手取餐", "the courier picks up the parcel": taken from whoever handed it on last.
      // "骑手送达", "the driver delivers it": to whoever asked for it first.
      const giver =
        RECEIVES.test(action) && i > 0
          ? index(brief.steps[i - 1].actor)
          : DELIVERS.test(action)
            ? index(brief.steps[0].actor)
            : -1;
      const called = index(s.target);
      // "小程序显示支付成功", "the app shows the home screen": shown to the person using it.
      const viewer = !people[from] && DISPLAY.test(action) ? people.findIndex((p, k) => p && k !== from) : -1;
      let to =
        (called >= 0 && called !== from ? called : undefined) ??
        via ??
        (mentioned >= 0
          ? mentioned
          : viewer >= 0
            ? viewer
            : giver >= 0 && giver !== from
              ? giver
              : index(nextActor) >= 0
                ? index(nextActor)
                : (partner.get(from) ?? -1));
      if (to < 0 || to === from) to = from + 1 < participants.length ? from + 1 : Math.max(0, from - 1);
      partner.set(from, to);
      partner.set(to, from);
      at = to;
      // "sends the order to the fraud check service": the arrow says where it goes.
      const esc = participants[to].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const text =
        brief.language === "zh"
          ? zhMessageText(action, esc)
          : action.replace(
              new RegExp(
                `\\s+(?:to|into|in|on|through|via)\\s+(?:the|their|our|a|an)\\s+${participants[to].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`,
                "i",
              ),
              "",
            );
      const message = { from, to, text: text || action };
      if (called === to) calls.add(message);
      return message;
    });
    messages = throughUnusedSystem(withHandoffs(messages, people, brief, calls), participants, people, brief);
    // Declared in the order they first take part, so the arrows read left to right.
    const order = [...new Set([...messages.flatMap((m) => [m.from, m.to]), ...participants.keys()])];
    const moved = new Map(order.map((old, i) => [old, i]));
    participants = order.map((i) => participants[i]);
    people.splice(0, people.length, ...order.map((i) => people[i]));
    messages = messages.map((m) => ({ ...m, from: moved.get(m.from)!, to: moved.get(m.to)! }));
  } else {
    const approval = known ? null : approvalSequence(brief, participants, chartTitleOf(brief));
    if (approval) return approval;
    messages = messageChain(participants, brief);
  }
  return withAlt(brief, { kind: "sequence", title: chartTitleOf(brief), participants, people, messages });
}

// "把订单发给后厨" drawn as an arrow to 后厨: the arrow says to whom, the message what ("发送订单").
const HAND_TO: Record<string, string> = {
  发给: "发送",
  交给: "交付",
  转给: "转交",
  传给: "传递",
  递给: "递交",
  送给: "送去",
};

/** A zh step's text as a message to the participant `esc` (escaped): without the words naming that participant. */
function zhMessageText(action: string, esc: string): string {
  const handed = new RegExp(`^把(.{1,10}?)(${Object.keys(HAND_TO).join("|")})${esc}$`).exec(action);
  if (handed) return `${HAND_TO[handed[2]]}${handed[1]}`;
  // "向服务员点餐", "给顾客上菜", "在收银台App下单": the place or person the arrow already shows.
  return action.replace(new RegExp(`^(?:在|通过|用|向|给|对)${esc}(?=.{2,})`), "");
}

/** The request's first condition as an alt block after the messages ("if the card is declined…"). */
function withAlt(brief: Brief, model: SequenceModel): SequenceModel {
  const { participants, messages } = model;
  const c = brief.conditions[0];
  if (c && participants.length >= 2) {
    const [a, b] = [Math.min(1, participants.length - 1), 0];
    model.alt = {
      at: messages.length,
      condition: c.when,
      then: (c.then.length ? c.then : [brief.language === "zh" ? "继续" : "Continue"]).map((text) => ({
        from: a,
        to: b,
        text,
        reply: true,
      })),
      otherwise: (c.otherwise.length ? c.otherwise : [brief.language === "zh" ? "继续" : "Continue"]).map(
        (text) => ({ from: a, to: b, text, reply: true }),
      ),
      otherwiseLabel: CHART_WORDS[brief.language].otherwise,
    };
  }
  return model;
}

export function stateFromBrief(brief: Brief): StateModel {
  const states =
    brief.states.length >= 2
      ? brief.states
      : brief.states.length
        ? [...brief.states, ...fallbackStates(brief).filter((s) => !brief.states.includes(s))]
        : fallbackStates(brief);
  return {
    kind: "state",
    title: chartTitleOf(brief),
    states,
    transitions: inferTransitions(states, brief.transitions, brief.subject.product),
  };
}

// The request's own words around a list of entities ("画一个…的ER图", "Draw an ER diagram for …").
const ASK_HEAD_ZH = /^(?:请|帮我|给我)?(?:画|做|生成|设计|出)(?:一个|一张|一份|个|张)?(?:关于)?/;
const ASK_TAIL_ZH = /(?:的)?(?:数据库|数据)?(?:ER\s*图|E-R\s*图|实体关系图|实体图|关系图|类图|数据模型)$/i;
const ASK_HEAD_EN =
  /^(?:please\s+)?(?:draw|make|create|generate|design|sketch|give me)?\s*(?:an?\s+|the\s+)?(?:er|e-r|entity[- ]relationship|class|data(?:base)? model)?\s*(?:diagram|model|chart)?\s*(?:for|of|showing|with|between)?\s*/i;

/** The entities a request lists ("用户、订单、商品", "users, orders and products"), without its request words. */
function listedEntities(brief: Brief): string[] {
  const zh = brief.language === "zh";
  // "ER图：用户、订单" / "画一个ER图，实体：学生、课程": when the words before the colon only ask, the list follows it.
  const [before, ...after] = brief.text.split(/[:：]/);
  const strip = (text: string) =>
    zh
      ? cleanEntity(text.replace(/^.*?(?:ER\s*图|E-R\s*图|实体关系图|类图)[，,]/i, ""), "zh")
          .replace(ASK_HEAD_ZH, "")
          .replace(ASK_TAIL_ZH, "")
      : text.replace(ASK_HEAD_EN, "").replace(/\s*(?:er|entity[- ]relationship|class)?\s*diagram\.?$/i, "");
  const core = strip(before).trim() || !after.length ? strip(before) : after.join(":");
  const parts = core
    .split(zh ? /[、，,]|和|与|及/ : /\s*,\s*(?:and\s+)?|\s+and\s+/i)
    .map((p) => p.trim().replace(/[.。]$/, ""))
    .filter(Boolean);
  const short = parts.every((p) => (zh ? [...p].length <= 8 : p.split(/\s+/).length <= 3));
  return parts.length >= 2 && short ? parts : [];
}

/** An entity name without the request words glued to it ("画一个用户" → "用户", "商品的ER图" → "商品"). */
function cleanEntity(name: string, lang: Brief["language"]): string {
  // "with entities Order-Item", "实体：学生（多对多）": the list's own words and remarks are not names.
  const bare = name
    .replace(/\s*[(（][^)）]*[)）]?\s*/g, " ")
    .replace(/^(?:with\s+)?(?:the\s+)?entit(?:y|ies)(?:\s+(?:named|called))?\s*:?\s*/i, "")
    .replace(/^.*?(?:ER\s*图|E-R\s*图|实体关系图)[:：，,]/i, "")
    .replace(/^(?:实体|表)(?:有|为|包括|包含)?[:：]?/, "")
    .trim();
  return lang === "zh"
    ? bare.replace(ASK_HEAD_ZH, "").replace(ASK_TAIL_ZH, "").trim() || name
    : bare.replace(/\s*(?:er|entity[- ]relationship|class)\s+diagram$/i, "").trim() || name;
}

/** The entities a chart draws: those the request lists or names (without request words), else its features. */
export function entityNamesOf(brief: Brief): string[] {
  const told = toldEntities(brief);
  if (told) return told.names;
  const listed = listedEntities(brief);
  const named = brief.entities.map((e) => cleanEntity(e, brief.language));
  const glued = brief.entities.some((e, i) => e !== named[i]);
  const names =
    listed.length && (glued || !brief.entities.length)
      ? listed
      : named.length
        ? [...new Set(named)]
        : brief.features.length >= 2 && brief.features.every((f) => f.split(/\s+/).length <= 3)
          ? brief.features
          : fallbackEntities(brief);
  // "学生和课程多对多", "many-to-many between teachers and classes": how they relate, not a thing.
  const relating = /多对多|一对多|多对一|一对一|many[- ]to[- ](?:many|one)|one[- ]to[- ](?:many|one)/i;
  return [...new Set(names.filter((n) => !relating.test(n)).map((n) => cleanEntity(n, brief.language)))];
}

/** Entities told in sentences ("members borrow books, each loan has a due date"), when none are listed or named. */
export function toldEntities(brief: Brief): SentenceEntities | null {
  // Listed or named entities win — unless what was "named" is the told sentences themselves.
  const names = [...listedEntities(brief), ...brief.entities];
  if (names.length && !names.some((n) => isToldClause(n, brief.language))) return null;
  return entitiesFromSentences(brief.text, brief.language);
}

export function entitiesFromBrief(brief: Brief, kind: "er" | "class"): EntityModel {
  const told = toldEntities(brief);
  const names = told?.names ?? entityNamesOf(brief);
  const relations = inferRelations(names, told?.relations ?? brief.relations, brief.language, kind);
  return {
    kind,
    title: chartTitleOf(brief),
    entities: names.map((name) => ({
      name: entityName(name, kind),
      fields: entityFields(name, relations, brief.language, kind, told?.fields.get(name)),
    })),
    relations,
  };
}

export function ganttFromBrief(brief: Brief, today = new Date()): GanttModel {
  const named = brief.steps.length
    ? brief.steps.map((s) => s.text)
    : brief.features.length
      ? brief.features
      : fallbackTasks(brief);
  const given = (name: string) => brief.durations.find((d) => d.of === name)?.days;
  const known = named.reduce((sum, n) => sum + (given(n) ?? 0), 0);
  const open = named.filter((n) => given(n) === undefined).length;
  // Days for the tasks the request gave no length: each as asked, else the rest of the total, else a week.
  const each =
    brief.plan.eachDays ??
    (brief.plan.totalDays && open ? Math.max(1, (brief.plan.totalDays - known) / open) : 7);
  const tasks = named.map((name) => ({ name: upper(name), days: given(name) ?? each }));
  const start = brief.dates[0] ?? nextMonday(today);
  return {
    kind: "gantt",
    title: chartTitleOf(brief, planWordOf(brief)),
    start,
    sections: [{ name: chartTitleOf(brief), tasks }],
  };
}

/** The Monday after `from` (a plan starts on a working day). */
export function nextMonday(from = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7));
  return d.toISOString().slice(0, 10);
}

const LOW =
  /wait|queue|fail|error|delay|confus|lost|hard|stuck|repeat|paperwork|等待|排队|失败|错误|延迟|麻烦|繁琐|重复|卡住|找不到/i;
const HIGH =
  /done|success|complete|receive|get|approved|closing|use|enjoy|first|finish|完成|成功|领取|拿到|通过|收到|首次|使用/i;

export function journeyFromBrief(brief: Brief): JourneyModel {
  const w = CHART_WORDS[brief.language];
  // "新用户第一次在健身App上预约团课": the person the journey's subject starts with walks it.
  const leading = personLeading(brief.subject.product, brief.language);
  const actor = brief.subject.audience ?? brief.users[0] ?? leading ?? fallbackUser(brief) ?? w.user;
  const names = brief.steps.length ? brief.steps.map((s) => s.text) : fallbackStages(brief);
  const stages = names.map((name, i) => ({
    name: upper(name),
    tasks: [
      {
        name: upper(name),
        score: LOW.test(name) ? 2 : HIGH.test(name) || i === names.length - 1 ? 5 : i === 0 ? 4 : 3,
      },
    ],
  }));
  return { kind: "journey", title: chartTitleOf(brief, w.journey), actor: upper(actor), stages };
}

export function mindFromBrief(brief: Brief): MindModel {
  const items = brief.features.length ? brief.features : brief.items.length ? brief.items : [];
  const branches = items.length
    ? items.map((name) => ({ name: upper(name), children: [] as string[] }))
    : fallbackBranches(brief);
  return { kind: "mindmap", title: chartTitleOf(brief), root: chartTitleOf(brief), branches };
}

export function modelFromBrief(brief: Brief, kind: ChartKind): ChartModel {
  switch (kind) {
    case "sequence":
      return sequenceFromBrief(brief);
    case "state":
      return stateFromBrief(brief);
    case "er":
    case "class":
      return entitiesFromBrief(brief, kind);
    case "gantt":
      return ganttFromBrief(brief);
    case "journey":
      return journeyFromBrief(brief);
    case "mindmap":
      return mindFromBrief(brief);
    default:
      return flowFromBrief(brief);
  }
}

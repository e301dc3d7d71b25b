/**
 * Chart models from a brief: what the user named goes in first and in order — steps, actors,
 * states, entities, tasks, stages, branches — with their conditions and durations. Only what a
 * chart needs and the user left open (start and end, a reply, a default task length) is added,
 * and it is worded from the subject (see `fallbacks.ts`). Sequence diagrams are read in
 * `sequence-from-brief.ts`, ER and class diagrams in `entities-from-brief.ts`, titles in `chart-title.ts`.
 */
import { personLeading } from "../../../../ai/offline/brief/users-and-jobs";
import { isPerson, question, type Brief } from "../../../../ai/offline/brief";
import {
  fallbackBranches,
  fallbackFlow,
  fallbackStages,
  fallbackStates,
  fallbackSteps,
  fallbackTasks,
  fallbackUser,
} from "./fallbacks";
import { anchorOf } from "./condition-anchor";
import type {
  ChartKind,
  ChartModel,
  FlowModel,
  GanttModel,
  JourneyModel,
  MindModel,
  StateModel,
} from "./models";
import { CHART_WORDS, chartTitleOf, upper } from "./chart-title";
import { entitiesFromBrief } from "./entities-from-brief";
import { sequenceFromBrief } from "./sequence-from-brief";
import { inferTransitions } from "./transitions";
import { isStateName, statesFromSentences } from "./state-sentences";
import { mindFromSentences } from "./mind-sentences";
import { deadlineOf, isEventTask, withoutDeadline } from "./gantt-deadline";

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

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Steps the request tells with "and" right after a branch's outcome ("the talk is accepted and the
 * speaker confirms travel", "则拒绝退货并通知用户") go on that branch, not after both; ", then" and
 * "，然后" still come after both.
 */
function branchContinuations(brief: Brief): {
  then: Map<number, string[]>;
  otherwise: Map<number, string[]>;
  taken: Set<number>;
} {
  const zh = brief.language === "zh";
  const taken = new Set<number>();
  const follow = (outcome: string): string[] => {
    const out: string[] = [];
    let last = outcome;
    for (;;) {
      const next = brief.steps.findIndex(
        (st, i) =>
          !taken.has(i) &&
          new RegExp(
            zh
              ? `${escape(last)}(?:并且|并|同时)${escape(st.text)}`
              : `${escape(last)}\\s+and\\s+(?:the\\s+|a\\s+|an\\s+)?${escape(st.text)}`,
            "i",
          ).test(brief.text),
      );
      if (next < 0) return out;
      taken.add(next);
      out.push(brief.steps[next].text);
      last = brief.steps[next].text;
    }
  };
  const then = new Map<number, string[]>();
  const otherwise = new Map<number, string[]>();
  brief.conditions.forEach((c, k) => {
    if (c.then.length) then.set(k, follow(c.then[c.then.length - 1]));
    if (c.otherwise.length) otherwise.set(k, follow(c.otherwise[c.otherwise.length - 1]));
  });
  return { then, otherwise, taken };
}

export function flowFromBrief(brief: Brief): FlowModel {
  const w = CHART_WORDS[brief.language];
  const more = branchContinuations(brief);
  let steps: FlowModel["steps"] = brief.steps
    .filter((_, i) => !more.taken.has(i))
    .map((s) => ({
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
  const decisions = brief.conditions.map((c, k) => {
    const place = anchorOf(c.when, Math.min(c.after, steps.length - 1), steps, brief.language);
    return {
      question: question(c.when, brief.language),
      after: place.after,
      yes: [...c.then, ...(more.then.get(k) ?? [])].map((text) => ({ text: upper(text) })),
      no: [...c.otherwise, ...(more.otherwise.get(k) ?? [])].map((text) => ({ text: upper(text) })),
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

export function stateFromBrief(brief: Brief): StateModel {
  // States told in sentences ("it starts as a draft…", "用户下单后订单是待支付…"): the states they reach
  // and the moves they tell, instead of each clause as a state in a line.
  const listed = brief.states.length >= 2 && brief.states.every((s) => isStateName(s, brief.language));
  const told = statesFromSentences(brief.text, brief.language, listed ? brief.states : []);
  if (told && !listed)
    return { kind: "state", title: chartTitleOf(brief), states: told.states, transitions: told.transitions };
  // Listed states keep their inferred moves; what a sentence tells about them comes first ("A
  // resolved ticket can be reopened" → resolved → in progress).
  const toldMoves = (told?.transitions ?? []).filter((t) => t.from !== "[*]" && t.to !== "[*]");
  // …and the ways out a sentence adds ("can be rejected after screening" → rejected).
  const added = listed
    ? [...new Set(toldMoves.map((t) => t.to))].filter((s) => !brief.states.includes(s))
    : [];
  const states =
    brief.states.length >= 2
      ? [...brief.states, ...added]
      : brief.states.length
        ? [...brief.states, ...fallbackStates(brief).filter((s) => !brief.states.includes(s))]
        : fallbackStates(brief);
  return {
    kind: "state",
    title: chartTitleOf(brief),
    states,
    transitions: inferTransitions(
      states,
      [...brief.transitions, ...toldMoves.filter((t) => states.includes(t.from) && states.includes(t.to))],
      brief.subject.product,
    ),
  };
}

export function ganttFromBrief(brief: Brief, today = new Date()): GanttModel {
  const named = brief.steps.length
    ? brief.steps.map((s) => s.text)
    : brief.features.length
      ? brief.features
      : fallbackTasks(brief);
  const given = (name: string) => brief.durations.find((d) => d.of === name)?.days;
  // A deadline ("must launch on 2027-05-28", "必须在6月30日上线"): its event is a milestone on it.
  const deadline = deadlineOf(brief);
  const event = (name: string) =>
    Boolean(deadline && given(name) === undefined && isEventTask(name, deadline));
  const known = named.reduce((sum, n) => sum + (given(n) ?? 0), 0);
  const open = named.filter((n) => given(n) === undefined && !event(n)).length;
  // Days for the tasks the request gave no length: each as asked, else the rest of the total, else a week.
  const each =
    brief.plan.eachDays ??
    (brief.plan.totalDays && open ? Math.max(1, (brief.plan.totalDays - known) / open) : 7);
  const tasks: GanttModel["sections"][number]["tasks"] = named.map((name) =>
    event(name)
      ? { name: upper(name), days: 0, milestone: true }
      : { name: upper(name), days: given(name) ?? each },
  );
  if (deadline?.event && !tasks.some((t) => t.milestone))
    tasks.push({ name: upper(deadline.event), days: 0, milestone: true });
  // Planned back from the deadline: the work ends on it (unless the request also gives the start).
  const work = tasks.reduce((sum, t) => sum + (t.milestone ? 0 : Math.max(1, Math.round(t.days))), 0);
  const otherDate = brief.dates.find((d) => d !== deadline?.date);
  const start = deadline
    ? (otherDate ?? shiftDays(deadline.date, -work))
    : (brief.dates[0] ?? nextMonday(today));
  return {
    kind: "gantt",
    title: withoutDeadline(chartTitleOf(brief, planWordOf(brief))),
    start,
    sections: [{ name: withoutDeadline(chartTitleOf(brief)), tasks }],
  };
}

/** `date` (YYYY-MM-DD) moved by `days`. */
function shiftDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
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
  // Branches with their leaves, as told ("行程包括景点和交通", "the budget covers flights and food").
  const told = mindFromSentences(brief.text, brief.language);
  if (told)
    return {
      kind: "mindmap",
      title: chartTitleOf(brief),
      root: chartTitleOf(brief),
      branches: told.map((b) => ({ name: upper(b.name), children: b.children.map(upper) })),
    };
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

/**
 * Who does each job a request names (issue #39): "HR creates a checklist, the new hire signs
 * documents, IT provisions a laptop, and the manager books a check-in" is four actors, not four
 * jobs of one user; "drivers scan parcels, capture photos, and dispatchers reassign failed drops"
 * gives the photos to the drivers. "员工提交请假、直属主管审批、HR备案" likewise. Each job keeps the
 * verb its actor does, in the base form ("creates" → "create"), and the actor as named.
 */
import type { Brief } from "../../../ai/offline/brief";
import { isPerson } from "../../../ai/offline/brief";
import { EN_JOB_VERB } from "../../../ai/offline/brief/words-en";
import { ZH_JOB_VERB } from "../../../ai/offline/brief/served-zh";
import { canBeVerb } from "../../../ai/offline/brief/roles";

/** A job and who does it; `verb` when the request showed its first word is the verb the actor does. */
export type ActedJob = { job: string; actor?: string; verb?: boolean; name?: string };

// Departments and roles named by their initials or function, which act as people do.
const EN_DEPT =
  /^(?:hr|it|finance|ops|operations|support|legal|sales|marketing|security|procurement|payroll|admin)$/i;
const ZH_DEPT = /^(?:HR|IT|财务|人事|法务|行政|运营|客服|销售|市场|采购|仓管)$/i;
// What people do that the job verbs leave out ("HR备案", "老师复核打分").
const ZH_ACT =
  /^(?:备案|复核|初审|复审|签收|签署|签字|验收|领取|退回|驳回|核实|开团|选品|提现|扫描|上报|处理|回复|跟进|接待|开具|审阅)/;
const EN_ARTICLE = /^(?:the|a|an|each|every|their|our|your)\s+/i;

/** "creates" → "create", "approves" → "approve", "watches" → "watch", "applies" → "apply". */
function baseVerb(verb: string): string {
  const v = verb.toLowerCase();
  if (EN_JOB_VERB.test(v)) return v;
  const tries = [v.replace(/ies$/, "y"), v.replace(/(?<=(?:ch|sh|x|ss|o))es$/, ""), v.replace(/s$/, "")];
  return tries.find((t) => t !== v && EN_JOB_VERB.test(t)) ?? (/[^s]s$/.test(v) ? v.slice(0, -1) : v);
}

/** The one who acts, as a noun the stories can put after "As a": "HR" → "member of HR", "drivers" → "driver". */
function enActor(words: string): string | null {
  const w = words.replace(EN_ARTICLE, "").trim();
  if (EN_DEPT.test(w)) return `member of ${/^(?:hr|it)$/i.test(w) ? w.toUpperCase() : w.toLowerCase()}`;
  if (/^new hires?$/i.test(w)) return "new hire";
  const last = w.split(/\s+/).pop() ?? "";
  if (!isPerson(last, "en") || /^(?:people|team|staff|crew)$/i.test(last)) return null;
  return w
    .toLowerCase()
    .replace(/(?<=[^aeiou])ies$/, "y")
    .replace(/(?<![su])s$/, "");
}

/** An English job led by its actor: "the manager books a 30 day check in" → manager, "book a 30 day check in". */
function enLed(job: string): ActedJob | null {
  const words = job.trim().replace(EN_ARTICLE, "").split(/\s+/);
  // "the new hire signs", "HR creates", "drivers scan": one or two words, then (can/will) the verb.
  for (const n of [2, 1]) {
    if (words.length <= n) continue;
    const head = words.slice(0, n).join(" ");
    if (n === 2 && !/^new hires?$/i.test(head)) continue;
    const rest = words.slice(n);
    const modal = /^(?:can|will|must|then|also)$/i.test(rest[0]) && rest.length > 1;
    if (modal) rest.shift();
    const verb = baseVerb(rest[0]);
    // "coordinator view", "vendor payments" are things, not someone acting: an actor reads as one
    // with an article, in the plural, before a modal, or before a verb in its -s form that has an object.
    const inflected = rest[0].toLowerCase() !== verb && /s$/i.test(rest[0]);
    const plural = /[^s]s$/i.test(head) && !/^(?:hr|it|ops|sales|operations|logistics)$/i.test(head);
    const marked = EN_ARTICLE.test(job.trim()) || plural || modal || /^new hire$/i.test(head);
    if (!marked && !(inflected && rest.length > 1)) continue;
    // A person the word list does not know ("curators upload") acts when a known job verb follows.
    // "judges score projects": people in the plural, then a verb in its base form and its object.
    const agent =
      (/^[a-z]+(?:er|or|ist|ian|ant|ent)s?$/i.test(head) && EN_JOB_VERB.test(verb)) ||
      (n === 1 &&
        /^[a-z]{2,}[^s]s$/i.test(head) &&
        !/s$/i.test(rest[0]) &&
        rest.length > 1 &&
        (EN_JOB_VERB.test(rest[0]) || canBeVerb(rest[0])));
    const actor =
      enActor(head) ??
      (agent
        ? head
            .toLowerCase()
            .replace(/(?<=[^aeiou])ies$/, "y")
            .replace(/s$/, "")
        : null);
    if (!actor) continue;
    if (!agent && !EN_JOB_VERB.test(verb) && !(/[^s]s$/.test(rest[0]) && rest.length > 1)) return null;
    return { job: [verb, ...rest.slice(1)].join(" "), actor, verb: true };
  }
  return null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each named job with its actor: named in the job itself, just before it in the request, or carried from the job before in the same list. */
export function actedJobs(jobs: string[], brief: Brief): ActedJob[] {
  const zh = brief.language === "zh";
  const text = brief.text.replace(/-/g, " ").replace(/\s+/g, " ");
  let carried: string | undefined;
  return jobs.map((raw) => {
    if (zh) {
      // "直属主管审批": the longest person noun the job starts with, and something left to do.
      for (let n = Math.min(6, raw.length - 2); n >= 2; n--) {
        const head = raw.slice(0, n);
        const rest = raw.slice(n);
        if ((isPerson(head, "zh") || ZH_DEPT.test(head)) && (ZH_JOB_VERB.test(rest) || ZH_ACT.test(rest)))
          return { job: raw.slice(n), actor: head, name: raw };
      }
      return { job: raw };
    }
    const job = raw.replace(/^(?:can|will|must)\s+/i, "").replace(/\s+/g, " ");
    const own = enLed(job);
    if (own) {
      carried = own.actor;
      return own;
    }
    // "… and dispatchers reassign failed drops": the words before the job in the request.
    const at = new RegExp(`((?:new\\s+)?[A-Za-z-]+)\\s+(?:can\\s+)?${escape(job)}\\b`, "i").exec(text);
    const before = at && !EN_ARTICLE.test(`${at[1]} `) ? enLed(`${at[1]} ${job}`) : null;
    if (before) {
      carried = before.actor;
      return before;
    }
    // "drivers scan parcels, capture photos": a job right after another's, with no actor of its own, is that actor's.
    const verbLed =
      EN_JOB_VERB.test(job) ||
      /^(?:run|host|hold|play|watch|use|open|reschedule|rebook|provision|pick up|drop off)\b/i.test(job);
    const follows = new RegExp(
      `(?:,\\s*(?:and\\s+|then\\s+)?|\\s+and\\s+)(?:can\\s+)?${escape(job)}\\b`,
      "i",
    ).test(text);
    if (carried && verbLed && follows) return { job, actor: carried, verb: true };
    carried = undefined;
    return { job: job === raw ? raw : job };
  });
}

/**
 * Ordered steps and the conditions between them: each item of a list of steps becomes a step
 * (who does it, its duration apart), a condition with its outcome ("if the total is above
 * $1,000 the controller signs off"), or the other branch of the condition before it
 * ("otherwise the clerk approves it"). Steps joined in one item ("下单并入库") are split.
 */
import { otherwiseBranch, readCondition, isTerminal, splitOtherwise } from "./conditions";
import { cleanItem } from "./lists";
import { durationsIn } from "./quantities";
import { readStep } from "./roles";
import { CJK } from "./input";
import type { Collected } from "./collected";
import type { BriefLanguage, Condition, Duration, Step } from "./types";

// Steps joined inside one item: "下单并入库", "the refund is issued and the customer is notified".
export function splitJoinedSteps(item: string, lang: BriefLanguage): string[] {
  if (lang === "zh") {
    const noLead = item.replace(/^.{0,8}?(?:通过|成功|完成|确认|结束|审批|审核)后[，,]?/, "");
    return noLead
      .split(/并且|并|然后|再/)
      .map((s) => s.trim())
      .filter((s) => s.length >= 2);
  }
  return [item];
}

function withoutDuration(item: string): { label: string; duration: Duration | null } {
  const [d] = durationsIn(item);
  if (!d) return { label: item, duration: null };
  // "请假3天以内主管审批", "refunds over 30 days need a manager": a limit the step depends on, not how long it takes.
  const at = item.indexOf(d.text);
  const around = `${item.slice(Math.max(0, at - 12), at)}|${item.slice(at + d.text.length, at + d.text.length + 6)}`;
  if (
    /以内|之内|以上|以下|超过|不超过|不足|少于|多于|大于|小于|满|(?:within|over|under|more than|less than|longer than|shorter than|up to|at least|at most|after|before|older than)/i.test(
      around,
    )
  )
    return { label: item, duration: null };
  const label = cleanItem(
    item
      .replace(d.text, "")
      .replace(/[（(]\s*[)）]/, "")
      .replace(/\s{2,}/g, " "),
    CJK.test(item) ? "zh" : "en",
  );
  return { label: label || item, duration: { ...d, of: label || item } };
}

// "if the link is older than 30 minutes, show an expiry message" was split at its comma.
export const CONDITION_LEAD = /^(?:if|when|whenever|unless|once|in case)\b|^(?:如果|若|假如|当|一旦)/i;

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

const OPPOSITES: [RegExp, RegExp][] = [
  [
    /\b(?:approved|accepted|passe?s?|passed|succeeds?|successful|valid|yes|available|in stock|paid)\b/i,
    /\b(?:rejected|declined|denied|refused|fails?|failed|unsuccessful|invalid|no|unavailable|out of stock|unpaid)\b/i,
  ],
  [/通过|成功|合格|有货|是/, /不通过|未通过|驳回|拒绝|失败|不合格|缺货|否/],
];

/** "approved" and "rejected", "审核通过" and "审核不通过": two conditions that are one check's two answers. */
function opposite(a: string, b: string): boolean {
  const strip = (x: string) => x.replace(/^not\s+|^不|^未/i, "");
  return (
    OPPOSITES.some(
      ([yes, no]) => (yes.test(a) && !no.test(a) && no.test(b)) || (no.test(a) && yes.test(b) && !no.test(b)),
    ) ||
    strip(b) === a ||
    strip(a) === b
  );
}

// "manager approves or rejects", "主管审批通过或驳回": one step that is one check's two answers.
const EN_PAIR =
  /\b(approve|accept|pass|confirm|sign off|grant)(?:s|es)?\s+(?:it\s+)?(?:or|\/)\s+(reject|decline|den(?:y|ie)|refuse|fail|return|send(?:s)? back)(?:s|es)?\b/i;
const ZH_PAIR =
  /(审批|审核|复核|确认|评审|验收)?[（(]?(通过|同意|批准|接受|确认)(?:或者|或|还是|\/|、)(驳回|拒绝|不通过|退回|打回)[)）]?/;
const PAST: Record<string, string> = {
  approve: "approved",
  accept: "accepted",
  pass: "passed",
  confirm: "confirmed",
  "sign off": "signed off",
  grant: "granted",
  reject: "rejected",
  decline: "declined",
  deny: "denied",
  denie: "denied",
  refuse: "refused",
  fail: "failed",
  return: "returned",
  send: "sent back",
  "send back": "sent back",
};

/** The check a decision-pair step makes, with the other branch ending the process. */
function pairCondition(step: Step, steps: Step[], lang: BriefLanguage, after: number): Condition | null {
  const first = steps.find((s) => s.actor && s.actor !== step.actor)?.actor;
  if (lang === "zh") {
    const m = ZH_PAIR.exec(step.text);
    if (!m) return null;
    return {
      text: step.text,
      when: `${m[1] ?? ""}${m[2]}`,
      then: [],
      otherwise: [first ? `${m[3]}并通知${first}` : m[3]],
      after,
      ends: false,
      otherwiseEnds: true,
    };
  }
  const m = EN_PAIR.exec(step.text);
  if (!m) return null;
  const no = PAST[m[2].toLowerCase().replace(/s$/, "")] ?? `${m[2]}ed`;
  const who = first && !/^(?:the|a|an)\s/i.test(first) ? `the ${first}` : first;
  return {
    text: step.text,
    when: PAST[m[1].toLowerCase()] ?? `${m[1]}ed`,
    then: [],
    otherwise: [who ? `${no.charAt(0).toUpperCase()}${no.slice(1)}: notify ${who}` : no],
    after,
    ends: false,
    otherwiseEnds: true,
  };
}

export function addSteps(out: Collected, items: string[], lang: BriefLanguage) {
  for (const raw of joinConditions(items, lang).flatMap((i) => splitOtherwise(i, lang))) {
    const otherwise = otherwiseBranch(raw, lang);
    const last = out.conditions[out.conditions.length - 1];
    if (otherwise !== null && last && !last.otherwise.length) {
      last.otherwise = splitJoinedSteps(otherwise, lang);
      continue;
    }
    const condition = readCondition(raw, lang);
    // "if approved the payment is issued, if rejected the customer is notified": the second is the first's other branch.
    if (
      condition &&
      last &&
      !last.otherwise.length &&
      last.after === out.steps.length - 1 &&
      opposite(last.when, condition.when)
    ) {
      last.otherwise = splitJoinedSteps(condition.then, lang);
      continue;
    }
    // "manager approves or rejects; if rejected, the employee is told why": the pair's branch as written.
    if (condition && last?.otherwiseEnds && !last.then.length && last.after === out.steps.length - 1) {
      if (opposite(last.when, condition.when)) last.otherwise = splitJoinedSteps(condition.then, lang);
      else last.then = splitJoinedSteps(condition.then, lang);
      continue;
    }
    if (condition) {
      const then = splitJoinedSteps(condition.then, lang);
      out.conditions.push({
        text: raw,
        when: condition.when,
        then,
        otherwise: [],
        after: out.steps.length - 1,
        ends: then.some(isTerminal),
      });
      continue;
    }
    for (const part of splitJoinedSteps(raw, lang)) {
      const { label, duration } = withoutDuration(part);
      if (duration) out.durations.push(duration);
      const step = readStep(label, lang);
      out.steps.push(step);
      // Both answers of "approves or rejects" are branches, unless the request spelt them out itself.
      const pair = pairCondition(step, out.steps, lang, out.steps.length - 1);
      if (pair) out.conditions.push(pair);
    }
  }
}

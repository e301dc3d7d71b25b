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
import type { BriefLanguage, Duration } from "./types";

// Steps joined inside one item: "下单并入库", "the refund is issued and the customer is notified".
export function splitJoinedSteps(item: string, lang: BriefLanguage): string[] {
  if (lang === "zh") {
    const noLead = item.replace(/^.{0,8}?(?:通过|成功|完成|确认|结束|审批|审核)后[，,]?/, "");
    return noLead.split(/并且|并|然后|再/).map((s) => s.trim()).filter((s) => s.length >= 2);
  }
  return [item];
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

export function addSteps(out: Collected, items: string[], lang: BriefLanguage) {
  for (const raw of joinConditions(items, lang).flatMap((i) => splitOtherwise(i, lang))) {
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

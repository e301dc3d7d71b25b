/**
 * A sequence diagram of an approval ("purchase order approval: requester, procurement app,
 * manager, ERP"): the request is submitted, the approver is asked and answers approve or reject,
 * an extra approval the request names ("over $10,000 the CFO must also approve") asks that
 * person in its own `alt` block at that point, the approved request is recorded by the systems
 * after it, and the requester hears the result. A plain chain would have the manager "ask the
 * ERP to handle" it.
 */
import { isPerson, type Brief } from "../../../../ai/offline/brief";
import type { Message, SequenceModel } from "./models";

const APPROVAL = { en: /\b(?:approv\w*|sign[- ]?off|authori[sz]\w*)\b/i, zh: /审批|审核|批准|签批/ };

/** "the CFO must also approve", "财务总监还需审批": who the extra approval goes to. */
function extraApprover(then: string, lang: Brief["language"]): string | null {
  const m =
    lang === "zh"
      ? /^(?:还需要?|还要|需要?|需|并由|由)?(.{1,8}?)(?:还需要?|还要|也要|需要?|再)?(?:审批|审核|批准|签批)/.exec(
          then.trim(),
        )
      : /^(?:the\s+|a\s+|an\s+)?([A-Za-z][\w -]{0,30}?)\s+(?:must|should|needs? to|has to|will|shall)?\s*(?:also\s+)?(?:approves?|signs? off|reviews?)\b/i.exec(
          then.trim(),
        );
  const who = m?.[1]?.trim();
  return who && (isPerson(who, lang) || /^[A-Z]{2,5}$/.test(who)) ? who : null;
}

/** What is being approved: "purchase order approval" → "purchase order", "请假审批" → "请假申请". */
function objectOf(subject: string, lang: Brief["language"]): string {
  if (lang === "zh") {
    const bare = subject.replace(/(?:的)?(?:审批|审核|签批)(?:流程|过程)?$/, "");
    return bare ? (/(?:申请|单|请求|报告)$/.test(bare) ? bare : `${bare}申请`) : "申请";
  }
  return (
    subject.replace(/\s+(?:approval|sign-?off|authori[sz]ation)(?:\s+(?:flow|process))?$/i, "").trim() ||
    "request"
  );
}

const WORDS = {
  en: (s: string) => ({
    submit: `Submit the ${s}`,
    ask: (who: string) => `Request approval of the ${s} from the ${who}`,
    answer: "Approve, or reject with a reason",
    extraAsk: (who: string) => `Ask the ${who} to approve the ${s}`,
    extraAnswer: "Approve or reject",
    skip: "No further approval needed",
    record: `Record the approved ${s}`,
    recorded: "Recorded",
    result: "Notify the approval result",
  }),
  zh: (s: string) => ({
    submit: `提交${s}`,
    ask: (who: string) => `提交${s}给${who}审批`,
    answer: "审批通过，或驳回并说明原因",
    extraAsk: (who: string) => `提交${who}审批`,
    extraAnswer: "审批通过或驳回",
    skip: "无需追加审批",
    record: `同步审批通过的${s}`,
    recorded: "已记录",
    result: "通知审批结果",
  }),
};

/** The approval's exchange, or null when the request is not an approval with a person approving. */
export function approvalSequence(brief: Brief, participants: string[], title: string): SequenceModel | null {
  const lang = brief.language;
  if (!APPROVAL[lang].test(`${brief.subject.product} ${brief.text}`)) return null;
  const people = participants.map((p) => isPerson(p, lang));
  const requester = people[0] ? 0 : -1;
  const approver = people.findIndex((p, i) => p && i > Math.max(requester, 0));
  const hub = participants.findIndex((_, i) => !people[i]);
  if (approver < 0 || hub < 0) return null;
  const w = WORDS[lang](objectOf(brief.subject.product, lang));
  const all = [...participants];
  const condition = brief.conditions[0];
  const extra = condition ? condition.then.map((t) => extraApprover(t, lang)).find(Boolean) : null;
  let extraIndex = extra ? all.findIndex((p) => p.toLowerCase() === extra.toLowerCase()) : -1;
  if (extra && extraIndex < 0) extraIndex = all.push(extra) - 1;
  const isPeople = all.map((p, i) => people[i] ?? true);
  const messages: Message[] = [];
  const from = requester >= 0 ? requester : hub;
  if (from !== hub) messages.push({ from, to: hub, text: w.submit });
  messages.push({ from: hub, to: approver, text: w.ask(all[approver]) });
  messages.push({ from: approver, to: hub, text: w.answer, reply: true });
  const model: SequenceModel = { kind: "sequence", title, participants: all, people: isPeople, messages };
  if (condition && extraIndex >= 0) {
    model.alt = {
      at: messages.length,
      condition: condition.when,
      then: [
        { from: hub, to: extraIndex, text: w.extraAsk(all[extraIndex]) },
        { from: extraIndex, to: hub, text: w.extraAnswer, reply: true },
      ],
      otherwise: [{ from: hub, to: hub, text: w.skip }],
      otherwiseLabel: lang === "zh" ? "否则" : "Otherwise",
    };
  }
  // Every system after the hub keeps the approved request; the requester hears the result.
  all.forEach((_, i) => {
    if (i === hub || isPeople[i] || i === extraIndex) return;
    messages.push({ from: hub, to: i, text: w.record }, { from: i, to: hub, text: w.recorded, reply: true });
  });
  if (from !== hub) messages.push({ from: hub, to: from, text: w.result, reply: true });
  return model;
}

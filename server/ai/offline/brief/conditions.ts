/**
 * Conditions and their branches in a request's items, both languages: "if the amount is over
 * $200 a team lead must approve", "otherwise the agent approves it", "lock the account after 3
 * wrong codes", "金额超过1万元需要总经理审批", "期间登录则撤销注销", "否则采购经理审批".
 */
import { enWords, isEnNoun, isEnVerb } from "./words-en";
import type { BriefLanguage } from "./types";

export type ConditionPart = { when: string; then: string };

// Outcomes that stop the process instead of rejoining it.
const TERMINAL =
  /\b(lock|locks|locked|reject|rejects|rejected|cancel|cancels|cancelled|canceled|decline|declines|declined|block|blocks|blocked|stop|stops|abort|deny|denies|void|voids|freeze|freezes|suspend|suspends|close the|end the|terminate|show an? error|show an? error message)\b|提示错误|报错|撤销|取消|驳回|拒绝|锁定|终止|冻结|退回|关闭|作废|中止/i;

export function isTerminal(text: string): boolean {
  return TERMINAL.test(text);
}

const OTHERWISE_EN = /^(?:otherwise|else|if not|if no|or else|in all other cases)[,\s]+/i;
const OTHERWISE_ZH = /^(?:否则|不然|反之|未通过则|不通过则|若否|如果不是|其余情况)[，,]?/;

/** "otherwise the agent approves it" → "the agent approves it"; null when the item is not an else branch. */
export function otherwiseBranch(item: string, lang: BriefLanguage): string | null {
  const m = (lang === "zh" ? OTHERWISE_ZH : OTHERWISE_EN).exec(item.trim());
  if (!m) return null;
  const rest = item.trim().slice(m[0].length).trim();
  // "否则由财务总监审批": who does it, without the "由".
  return lang === "zh" ? rest.replace(/^由(?=.{2,})/, "") : rest;
}

const INNER_OTHERWISE_EN = /^(.+?)(?:,|;)\s*((?:otherwise|else|or else|if not)\b.+)$/i;
const INNER_OTHERWISE_ZH = /^(.{2,}?)[，,；;]?((?:否则|不然|反之|若否).{2,})$/;

/**
 * "manager approves if under $500, otherwise finance director approves": one item holding a
 * condition and its other branch, split in two so the other branch is a step of its own.
 */
export function splitOtherwise(item: string, lang: BriefLanguage): string[] {
  const m = (lang === "zh" ? INNER_OTHERWISE_ZH : INNER_OTHERWISE_EN).exec(item.trim());
  if (!m || otherwiseBranch(item, lang) !== null) return [item];
  return [m[1].trim(), m[2].trim()];
}

/** Where the consequence begins in "if the amount is over $200 a team lead must approve". */
function consequenceStart(words: ReturnType<typeof enWords>): number {
  let v = -1;
  words.forEach((w, i) => {
    if (i > 2 && isEnVerb(w) && !w.tags.includes("Copula")) v = i;
  });
  if (v < 0) return -1;
  let c = v;
  while (
    c - 1 > 1 &&
    (words[c - 1].tags.includes("Modal") ||
      words[c - 1].tags.includes("Auxiliary") ||
      words[c - 1].tags.includes("Adverb"))
  )
    c--;
  // …not over the unit of a number ("larger than 10 MB | show an error").
  while (
    c - 1 > 1 &&
    (isEnNoun(words[c - 1]) ||
      words[c - 1].tags.includes("Adjective") ||
      words[c - 1].tags.includes("Determiner") ||
      words[c - 1].tags.includes("Possessive")) &&
    !words[c - 1].tags.includes("Value") &&
    !(isEnNoun(words[c - 1]) && words[c - 2]?.tags.includes("Value"))
  )
    c--;
  return c;
}

function splitIfEn(body: string): ConditionPart | null {
  const comma = /^(.+?)(?:(?<!\d),\s*|\s+then\s+)(.+)$/i.exec(body);
  if (comma) return { when: comma[1].trim(), then: comma[2].trim() };
  // "if approved | the payment is issued": one word for the answer, then the consequence.
  const answer =
    /^((?:not\s+)?(?:approved|rejected|accepted|declined|denied|refused|valid|invalid|successful|unsuccessful|correct|incorrect|available|unavailable|paid|unpaid|passed|failed|confirmed|verified|expired|overdue|urgent|damaged|broken|missing|late|lost|complete|incomplete|full|empty|eligible|ineligible|suspicious|flagged|(?:out of|in) stock|wrong|ok|okay|yes|no))\s+(\S+\s+\S.*)$/i.exec(
      body,
    );
  if (answer) return { when: answer[1], then: answer[2] };
  // "the average score is 4 or more | the talk is accepted": a threshold closed by "or more", then the consequence.
  const threshold =
    /^(.+?\b(?:\$?\d[\d,.]*%?|one|two|three|four|five|ten)\s*(?:\w+\s+)?(?:or more|or less|or higher|or lower|or above|or below|or over|or under|or better|or worse|and above|and up|and over|plus))\s+(\S+\s+\S.*)$/i.exec(
      body,
    );
  if (threshold) return { when: threshold[1], then: threshold[2] };
  const words = enWords(body);
  // "the room is ready | hand over the key": a state, then what to do.
  const k = words.findIndex((w, i) => i > 0 && w.tags.includes("Copula"));
  const adj = words[k + 1];
  if (
    k > 0 &&
    adj &&
    adj.tags.includes("Adjective") &&
    !adj.tags.includes("Comparable") &&
    !/^(?:over|under|above|below|more|less|greater|larger|smaller|higher|lower|than|enough)$/i.test(
      adj.text,
    ) &&
    words.length - (k + 2) >= 2 &&
    !/^(?:than|to|for|and|or|enough|in|on|at|by|with)$/i.test(words[k + 2].text)
  )
    return {
      when: words
        .slice(0, k + 2)
        .map((w) => w.text)
        .join(" "),
      then: words
        .slice(k + 2)
        .map((w) => w.text)
        .join(" "),
    };
  const c = consequenceStart(words);
  if (c <= 1) return null;
  return {
    when: words
      .slice(0, c)
      .map((w) => w.text)
      .join(" "),
    then: words
      .slice(c)
      .map((w) => w.text)
      .join(" "),
  };
}

function readEnglish(item: string): ConditionPart | null {
  const text = item.trim().replace(/[.;]$/, "");
  const lead = /^(?:if|when|whenever|once|in case|should)\s+(.+)$/i.exec(text);
  if (lead) return splitIfEn(lead[1]);
  const unless = /^unless\s+(.+?),\s*(.+)$/i.exec(text);
  if (unless) return { when: `not ${unless[1]}`, then: unless[2] };
  // "a resolved ticket reopens if the customer replies"
  const postfix = /^(.+?)\s+(?:if|when|whenever|once)\s+(.+)$/i.exec(text);
  if (postfix && postfix[1].split(/\s+/).length >= 2) return { when: postfix[2], then: postfix[1] };
  // "lock the account after 3 wrong codes", "escalate after 5 business days"
  const after =
    /^(.+?)\s+(?:after|upon|on)\s+((?:\d+|one|two|three|four|five|six|ten)\s+(?:wrong|failed|incorrect|invalid|missed|unsuccessful|consecutive|business|working)?\s*\w+(?:\s+\w+)?)$/i.exec(
      text,
    );
  if (after) return { when: after[2], then: after[1] };
  // "orders over $500 need a manager's approval"
  const threshold =
    /^(.+?\b(?:over|above|more than|greater than|exceeds?|exceeding|under|below|less than)\s+\S+)\s+(?:needs?|requires?|must (?:be|get|go)|goes to|go to)\s+(.+)$/i.exec(
      text,
    );
  if (threshold) return { when: threshold[1], then: threshold[2] };
  return null;
}

function readChinese(item: string): ConditionPart | null {
  const text = item.trim().replace(/[。；;]$/, "");
  const ifThen = /^(?:如果|若|假如|当|一旦|如)(.+?)(?:时|的话)?[，,]?(?:则|就|那么|便|需要?|须|要)(.+)$/.exec(
    text,
  );
  if (ifThen) return { when: ifThen[1], then: ifThen[2] };
  const leadIf = /^(?:如果|若|假如|当|一旦)(.+?)[，,](.+)$/.exec(text);
  if (leadIf) return { when: leadIf[1], then: leadIf[2] };
  // "金额超过1万元需要总经理审批", "请假超过3天还需部门总监审批", "积分不足时无法兑换"
  // "金额小于500元由经理审批": who acts after "由".
  const threshold =
    /^(.*?(?:超过|高于|大于|多于|低于|小于|少于|不超过|未超过|不到|不足|不满|达到|满|以上|以下|以内|逾期|连续)[^，,需要须则由]*?)(?:时|的)?[，,]?(?:还需要?|需要|需|须|要|则|就|即|将|由)(.+)$/.exec(
      text,
    );
  if (threshold && threshold[1].length >= 2) return { when: threshold[1], then: threshold[2] };
  // "连续输错5次验证码后锁定账号": a count reached, then what happens.
  const count =
    /^(.*?(?:\d+|[一二三四五六七八九十两]+)\s*次[^，,]*?)(?:后|时)?[，,]?((?:锁定|冻结|禁止|封禁|拒绝|关闭|提示|发送|通知|转人工|暂停|限制).+)$/.exec(
      text,
    );
  if (count) return { when: count[1], then: count[2] };
  // "如果是技术问题转给技术支持": no 则, the consequence starts at its verb.
  const bare =
    /^(?:如果|若|假如|一旦|要是)(.{2,}?)((?:转给|转交|交给|交由|提交|发送|通知|退回|返回|进入|跳转|显示|提示|拒绝|驳回|直接|自动|由|安排|升级|补充|重新|锁定|冻结|需要|需|须).{1,})$/.exec(
      text,
    );
  if (bare) return { when: bare[1], then: bare[2].replace(/^由(?=.{2,})/, "") };
  const then = /^(.{2,}?)(?:则|就)(.{2,})$/.exec(text);
  if (then) return { when: then[1], then: then[2] };
  const when = /^(.{2,}?)(?:时|后)[，,](.{2,})$/.exec(text);
  if (when && /失败|错误|超时|逾期|不足|未|没有|拒绝|取消/.test(when[1]))
    return { when: when[1], then: when[2] };
  return null;
}

/** The condition an item states, or null. */
export function readCondition(item: string, lang: BriefLanguage): ConditionPart | null {
  const part = lang === "zh" ? readChinese(item) : readEnglish(item);
  if (!part) return null;
  const clean = (s: string) =>
    s
      .trim()
      .replace(/^(?:then|then,|,)\s*/i, "")
      .replace(/[,，。.]+$/, "")
      .trim();
  const out = { when: clean(part.when), then: clean(part.then) };
  return out.when && out.then ? out : null;
}

/** A decision's question: "Amount is over $200?", "金额超过1万元？". */
export function question(when: string, lang: BriefLanguage): string {
  const q = when.replace(/^(?:the|a|an)\s+/i, "").replace(/[?？]+$/, "");
  return lang === "zh" ? `${q}？` : `${q.charAt(0).toUpperCase()}${q.slice(1)}?`;
}

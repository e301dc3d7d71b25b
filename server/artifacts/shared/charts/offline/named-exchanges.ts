/**
 * A sequence diagram read from the request's own sentences: in each clause the participant it
 * starts with sends, and the participant it names after that receives ("the customer requests a
 * refund from the support agent", "顾客向服务员点餐", "服务员把订单发给后厨") — caller → callee, never
 * simply the next one in the participant list. A clause that names no one else is shown to the
 * person it is for ("the app shows the home screen" → the user) or is the sender's own step.
 */
import { callStep, readStep } from "../../../../ai/offline/brief/roles";
import { isZhNoun, isZhVerb, zhWords } from "../../../../ai/offline/brief/words-zh";
import { isPerson, type Brief } from "../../../../ai/offline/brief";
import type { Message } from "./models";

// "participants customer, support agent, …", "参与者有学生、教务系统、老师": the word before a list, not a name.
const LIST_LEAD =
  /^(?:(?:the\s+)?(?:participants?|actors?|parties|roles?)\s+(?:are\s+)?|参与者有?|参与方有?|角色有?)/i;
const DETERMINER = /^(?:the|a|an|our|their|its|his|her)\s+/i;

/** "participants customer" → "customer": a listed name without the word that introduced the list. */
export const withoutListLead = (name: string) => name.replace(LIST_LEAD, "").trim();

/**
 * Whether the chart carries what a sentence of the request said: most of its words (en) or
 * two-character pieces (zh) are in the chart's source.
 */
export function carried(sentence: string, source: string): boolean {
  const han = sentence.replace(/[^\u4e00-\u9fff]/g, "");
  const pieces = han
    ? Array.from({ length: Math.max(0, han.length - 1) }, (_, i) => han.slice(i, i + 2))
    : (sentence.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  if (!pieces.length) return false;
  const text = source.toLowerCase();
  return pieces.filter((p) => text.includes(p)).length / pieces.length >= 0.8;
}

// A clause that shows something to whoever is looking ("shows the home screen", "显示支付成功").
export const DISPLAY =
  /^(?:shows?|displays?|renders?|presents?|tells the user)\b|^(?:显示|展示|提示|弹出|页面显示|告知用户)/i;
// "…, then the app shows…", "然后": a clause boundary like a comma.
const CLAUSES = /[,，;；。!?！？]|\.(?:\s|$)|\bthen\b|\band then\b|然后|接着|随后|最后/i;
// A receiver after one of these words is where the message goes: the words go with it.
const TO_EN = /\s+(?:to|from|with|for|at|in|into|on|via|through)\s+(?:the\s+|a\s+|an\s+|their\s+|its\s+)?$/i;
const TO_ZH = /(?:向|给|对|跟|和|与|在|通过|从)$/;

// Words that join a sender to whom it addresses inside a Chinese clause.
const ZH_LINK = /向|给|对|跟|通知|调用|请求|把/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where `name` is named in `clause` (en: as whole words, after an optional "the"), or -1. */
function at(clause: string, name: string, zh: boolean): number {
  if (zh) return clause.indexOf(name);
  const m = new RegExp(`(?:^|[^\\w-])(${escape(name)})(?![\\w-])`, "i").exec(clause);
  return m ? m.index + m[0].length - m[1].length : -1;
}

/** The clauses of the request's body (after its "Sequence diagram:" lead, when it has one). */
function clausesOf(text: string): string[] {
  const body = /^[^:：]{0,80}[:：]\s*([\s\S]+)$/.exec(text)?.[1] ?? text;
  return body
    .split(CLAUSES)
    .map((c) => (c ?? "").trim().replace(DETERMINER, ""))
    .filter((c) => c.length >= 2 && !LIST_LEAD.test(c));
}

// "把订单发给后厨" → "发送订单": the verb of handing something on, without whom to.
const HAND_VERB: Record<string, string> = {
  发给: "发送",
  交给: "交付",
  转给: "转交",
  传给: "传递",
  送给: "送出",
  递给: "递交",
  提交给: "提交",
  推送给: "推送",
};
const ZH_TO_WORD = /^(?:向|给|对|跟|和|与)$/;
const ZH_HAND_ON = /^(?:交给|发给|转给|传给|送给|递给|通知|告知|提醒|推送给|提交给)$/;
const zhNounish = (tag: string) =>
  (isZhNoun(tag) && tag !== "vn") || tag === "s" || tag === "f" || tag === "j";

/**
 * The names a Chinese clause gives: the nouns it starts with (who acts), the nouns after 向/给/对
 * (whom it addresses: "患者向挂号窗口递交医保卡") and after 交给/发给/通知 ("…把挂号单交给患者").
 */
function zhNamesIn(clause: string): string[] {
  const words = zhWords(clause);
  const run = (from: number) => {
    let out = "";
    for (let i = from; i < words.length && zhNounish(words[i].tag); i++) out += words[i].word;
    return out;
  };
  const out = [run(0)];
  words.forEach((w, i) => {
    if (
      (w.tag === "p" && ZH_TO_WORD.test(w.word)) ||
      (isZhVerb(w.tag) && ZH_HAND_ON.test(w.word)) ||
      (w.tag === "vn" && ZH_HAND_ON.test(w.word))
    )
      out.push(run(i + 1));
  });
  return out.filter((n) => n.length >= 2 && n.length <= 8);
}

// What a system's name ends with: "第三方" is cut short of "第三方支付渠道".
const ZH_SYSTEM_END = /^[\u4e00-\u9fff]{0,2}?(?:渠道|平台|服务|系统|网关|接口|中心|后台|App|APP|小程序)/;

/**
 * A zh name as the clause gives it: "App把提现" is App (what follows 把 is what it sends), "发给钱包服务"
 * is 钱包服务 (the hand-on verb is not the name), "钱包服务调用第三方" two names, and a name cut short
 * of its system word ("第三方" before "支付渠道") is the whole name.
 */
function zhName(name: string, clauses: string[]): string[] {
  const parts = name
    .split("把")[0]
    .replace(/^(?:交给|发给|转给|传给|送给|递给|推送给|提交给)/, "")
    .split(ZH_LINK)
    .filter(Boolean);
  return parts.map((n) => {
    if (ZH_SYSTEM_END.test(n.slice(-2)) || /(?:渠道|平台|服务|系统|网关|接口|中心|后台|App|小程序)$/.test(n))
      return n;
    for (const c of clauses) {
      const at = c.indexOf(n);
      const more = at >= 0 ? ZH_SYSTEM_END.exec(c.slice(at + n.length))?.[0] : undefined;
      // "用户在App…" is a person at a place, not one name.
      if (more && (/[在向给把从用对跟和与里通打调]/.test(more) || isPerson(n, "zh"))) continue;
      if (more) return `${n}${more}`;
    }
    return n;
  });
}

/** Who the request names as taking part: its list, each clause's subject and whom a call addresses. */
function namesIn(brief: Brief, clauses: string[]): string[] {
  const zh = brief.language === "zh";
  const found: string[] = [];
  if (zh) for (const c of clauses) found.push(...zhNamesIn(c));
  for (const c of clauses) {
    const call = callStep(c, brief.language);
    const step = call ?? readStep(c, brief.language);
    for (const n of [step.actor, call?.target])
      if (n)
        found.push(
          // "顾客向服务员", "后厨通知服务员": a subject read with whom it addresses is two names.
          ...(zh ? zhName(n, clauses) : [n]).map((x) =>
            x.replace(LIST_LEAD, "").replace(DETERMINER, "").trim(),
          ),
        );
  }
  const listed = brief.actors.map((a) => a.replace(LIST_LEAD, "").replace(DETERMINER, "").trim());
  const named = [...listed, ...found].flatMap((n) => (zh ? zhName(n, clauses) : [n]));
  const all = named.filter((n) => n.length >= (zh ? 2 : 2) && n.length <= (zh ? 10 : 40));
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const unique = all.filter((n, i) => all.findIndex((m) => same(m, n)) === i);
  // "顾客向服务员点餐" read as a name is a clause: it starts with a name and goes on to say what happens.
  return unique.filter(
    (n) =>
      !unique.some(
        (m) =>
          m !== n &&
          n.startsWith(m) &&
          (n.length - m.length > 3 || ZH_LINK.test(n.slice(m.length, m.length + 2))),
      ),
  );
}

/**
 * The messages the request's clauses name, or null when fewer than two clauses name both a sender
 * and a receiver (then the writer's other readings apply).
 */
export function namedExchanges(brief: Brief): { participants: string[]; messages: Message[] } | null {
  const zh = brief.language === "zh";
  const clauses = clausesOf(brief.text);
  const names = namesIn(brief, clauses);
  if (names.length < 2) return null;
  // "the agent", "the app": the one listed name that ends in it ("support agent", "booking app").
  const canonical = (n: string) =>
    names.filter((m) => m !== n && !zh && new RegExp(`\\s${escape(n)}$`, "i").test(m)).length === 1
      ? names.find((m) => m !== n && new RegExp(`\\s${escape(n)}$`, "i").test(m))!
      : n;
  type Raw = { from: string; to: string | null; text: string };
  const branchTexts = new Set(brief.conditions.flatMap((c) => [...c.then, ...c.otherwise]));
  const raw: Raw[] = [];
  // The sender is the name the clause starts with (the longest, so "booking app" beats "app").
  const senderOf = (clause: string) =>
    names.filter((n) => at(clause, n, zh) === 0).sort((a, b) => b.length - a.length)[0];
  // Names that act somewhere or were listed are participants for sure ("顾客", not "顾客上菜").
  const sure = new Set([
    ...clauses.map(senderOf),
    ...brief.actors.map((a) => a.replace(LIST_LEAD, "").replace(DETERMINER, "").trim()),
  ]);
  for (const told of clauses) {
    // "支付成功后通知后厨打印小票": no one named before the notice — whoever acted last sends it
    // (the caller after a call, else whom the last message reached).
    const last = raw[raw.length - 1];
    const notice = zh && !senderOf(told) && last ? /^(.*?后)?(通知|告知|提醒|推送给|发给)/.exec(told) : null;
    // A branch of the request's condition is drawn in the alt block, not twice.
    if (branchTexts.has(told) || /^(?:否则|不然|otherwise|else)\b/i.test(told)) continue;
    // "顾客扫码打开小程序，选菜下单": a person's next act without a subject is still theirs.
    const own = !notice && !senderOf(told) && last && isPerson(last.from, brief.language);
    const clause = notice
      ? `${/调用|请求/.test(last.text) || !last.to ? last.from : last.to}${told.slice(notice[1]?.length ?? 0)}`
      : own
        ? `${last.from}${zh ? "" : " "}${told}`
        : told;
    const sender = senderOf(clause);
    if (!sender) continue;
    let rest = clause.slice(sender.length).trim();
    if (rest.length < 2) continue;
    const from = canonical(sender);
    // The receiver is the first other name the rest of the clause gives.
    const hits = names
      .map((n) => ({ n, i: at(rest, n, zh) }))
      .filter((h) => h.i >= 0 && canonical(h.n) !== from)
      .sort((a, b) => a.i - b.i || Number(sure.has(b.n)) - Number(sure.has(a.n)) || b.n.length - a.n.length);
    const hit = hits[0];
    let to: string | null = null;
    if (hit) {
      to = canonical(hit.n);
      const before = rest.slice(0, hit.i);
      const after = rest.slice(hit.i + hit.n.length);
      if (zh) {
        // "把订单发给后厨" → "发送订单"; "向服务员点餐" → "点餐"; "通知服务员出餐" stays as said.
        const give = /^(.*?)把(.+?)(发给|交给|转给|传给|送给|递给|提交给|推送给)$/.exec(before);
        if (give) rest = `${give[1]}${HAND_VERB[give[3]]}${give[2]}${after}`;
        else if (TO_ZH.test(before))
          // "在App里申请提现" → "申请提现": the place word after the name goes with it.
          rest = `${before.replace(TO_ZH, "")}${/在$/.test(before) ? after.replace(/^(?:里|上|中|内)/, "") : after}`;
      } else if (TO_EN.test(before) && !after.trim()) rest = before.replace(TO_EN, "");
      else if (TO_EN.test(before) && /^\s+(?:to|for)\s/i.test(after))
        rest = `${before.replace(TO_EN, "")}${after}`;
    }
    raw.push({ from, to, text: rest.trim() || clause });
  }
  if (raw.filter((r) => r.to).length < 2) return null;
  const people = new Set(names.filter((n) => isPerson(n, brief.language)));
  const firstPerson = raw.find((r) => people.has(r.from))?.from ?? [...people][0];
  const messages: { from: string; to: string; text: string }[] = raw.map((r, i) => {
    if (r.to) return { from: r.from, to: r.to, text: r.text };
    // Shown on screen: to the person it is for. A person's own act ("用户扫码"): on what they use next.
    if (DISPLAY.test(r.text) && firstPerson && !people.has(r.from))
      return { from: r.from, to: firstPerson, text: r.text };
    // "the knowledge base returns articles": back to whoever asked it last.
    const asker = raw
      .slice(0, i)
      .reverse()
      .find((x) => x.to === r.from && x.from !== r.from)?.from;
    if (asker) return { from: r.from, to: asker, text: r.text };
    const next = raw[i + 1]?.from;
    if (people.has(r.from) && next && next !== r.from) return { from: r.from, to: next, text: r.text };
    return { from: r.from, to: r.from, text: r.text };
  });
  // Declared in the order they first take part, then any the request listed who never speak.
  const used = [...new Set(messages.flatMap((m) => [m.from, m.to]))];
  const listedInOrder = brief.actors.map((a) => a.replace(LIST_LEAD, "").replace(DETERMINER, "").trim());
  const listed = new Set(listedInOrder);
  const spoken = [...used, ...names.filter((n) => !used.includes(n) && canonical(n) === n && listed.has(n))];
  // "participants volunteer, dispatch app, pantry, family": a list the request gave is the order drawn.
  const participants = brief.actors.some((a) => LIST_LEAD.test(a))
    ? [...listedInOrder.filter((n) => spoken.includes(n)), ...spoken.filter((n) => !listed.has(n))]
    : spoken;
  const index = (n: string) => participants.indexOf(n);
  const seen: { from: number; to: number }[] = [];
  return {
    participants,
    messages: messages.map((m) => {
      const from = index(m.from);
      const to = index(m.to);
      // An answer to whoever asked earlier reads as a reply.
      const reply = seen.some((s) => s.from === to && s.to === from);
      seen.push({ from, to });
      return { from, to, text: m.text, ...(reply ? { reply: true } : {}) };
    }),
  };
}

/**
 * A sequence diagram from a brief: who takes part in the order the steps meet them, each step a
 * message to whom it names (or hands on to), and the request's first condition as an alt block.
 */
import { isPerson, type Brief } from "../../../../ai/offline/brief";
import { fallbackActors, fallbackSequence } from "./fallbacks";
import { approvalSequence } from "./approval-chain";
import { messageChain } from "./messages";
import { DISPLAY, namedExchanges } from "./named-exchanges";
import type { Message, SequenceModel } from "./models";
import { CHART_WORDS, chartTitleOf, upper } from "./chart-title";
import { isZhNoun, isZhVerb, zhWords } from "../../../../ai/offline/brief/words-zh";

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
  // …or when they name someone the steps leave out ("支付成功后通知后厨打印小票": 后厨).
  const stepNames = [...fromSteps, ...brief.actors].map((n) => n.toLowerCase());
  const more =
    exchanged &&
    exchanged.messages.length >= named.length &&
    exchanged.participants.some((p) => !stepNames.includes(p.toLowerCase()));
  if (exchanged && (exchanged.messages.length > named.length || more))
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

/** The one a zh branch hands on to ("通知客服人工处理" → 客服), when it is not a participant yet. */
function notifiedZh(text: string, participants: string[]): string | null {
  const words = zhWords(text);
  const at = words.findIndex((w) => /^(?:通知|告知|提醒|转给|交给|发给|推送给|给|向)$/.test(w.word));
  if (at < 0) return null;
  let name = "";
  for (let i = at + 1; i < words.length && isZhNoun(words[i].tag) && !isZhVerb(words[i].tag); i++) {
    // "客服人工处理": a person's name ends where the person does.
    if (name && isPerson(name, "zh")) break;
    name += words[i].word;
  }
  return name.length >= 2 && name.length <= 6 && !participants.includes(name) ? name : null;
}

/** The request's first condition as an alt block after the messages ("if the card is declined…"). */
function withAlt(brief: Brief, model: SequenceModel): SequenceModel {
  const { participants, messages } = model;
  const c = brief.conditions[0];
  if (c && participants.length >= 2) {
    const [a, b] = [Math.min(1, participants.length - 1), 0];
    const zh = brief.language === "zh";
    // Each branch's sentence says who acts and to whom ("钱包服务退回余额并给用户发短信"): from the
    // participant it starts with (else the one before it in the branch), to the one it addresses
    // (else back to whoever asked the actor last), else the default reply.
    const branch = (texts: string[]): Message[] => {
      let actor = -1;
      return texts.map((told) => {
        const lead = participants.findIndex((p) => told.toLowerCase().startsWith(p.toLowerCase()));
        if (lead >= 0) actor = lead;
        const rest = lead >= 0 ? told.slice(participants[lead].length).trim() : told;
        const from = actor >= 0 ? actor : a;
        const addressed = participants.findIndex(
          (p, k) =>
            k !== from &&
            (zh
              ? new RegExp(`(?:给|向|通知|对)${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(rest)
              : new RegExp(
                  `\\b(?:to|tells|notifies)\\s+(?:the\\s+)?${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`,
                  "i",
                ).test(rest)),
        );
        // "通知客服人工处理": whom the branch notifies takes part, even if no other sentence names them.
        const newcomer = addressed < 0 && zh ? notifiedZh(rest, participants) : null;
        if (newcomer) {
          participants.push(newcomer);
          model.people.push(isPerson(newcomer, "zh"));
          return { from, to: participants.length - 1, text: rest, reply: true };
        }
        const asker = [...messages].reverse().find((m) => m.to === from && m.from !== from)?.from ?? -1;
        const to = addressed >= 0 ? addressed : from !== a && asker >= 0 ? asker : from === b ? a : b;
        const text =
          addressed >= 0 && zh
            ? rest.replace(new RegExp(`(?:给|向|对)${participants[addressed]}`), "") || rest
            : rest || told;
        return { from, to, text, reply: true };
      });
    };
    model.alt = {
      at: messages.length,
      condition: c.when,
      then: branch(c.then.length ? c.then : [zh ? "继续" : "Continue"]),
      otherwise: branch(c.otherwise.length ? c.otherwise : [zh ? "继续" : "Continue"]),
      otherwiseLabel: CHART_WORDS[brief.language].otherwise,
    };
  }
  return model;
}

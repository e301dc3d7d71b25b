/**
 * States told as sentences rather than listed: "it starts as a draft and the author marks it ready
 * for review; reviewers either approve it or request changes; once the author pushes fixes it goes
 * back to ready for review; … can be closed from draft, ready for review or changes requested, and
 * a closed one can be reopened as a draft" / "用户下单后订单是待支付，支付后变为待接单…待支付和待接单时
 * 用户都可以取消订单，超过15分钟未支付会自动取消". Each clause is read for the state it reaches ("is
 * X", "becomes X", "进入X", "变为X"), where it comes from (the state before it, "an approved pull
 * request", "from A, B or C", "A和B时"), loops ("goes back to", "回到"), branches ("either approve it
 * or request changes"), cancellations from several states and reopening. States nothing leaves
 * (or only a reopen leaves) end the chart. Also read on top of listed states, for the
 * transitions a sentence tells ("A resolved ticket can be reopened").
 */
import type { BriefLanguage, Transition } from "../../../../ai/offline/brief";

export type ToldStates = { states: string[]; transitions: Transition[] };

// Where a reopened or sent-back thing goes: the working state before it.
const WORKING = /progress|processing|active|open|working|review|处理中|进行中|审批|审核|处理|进行/i;
const POSITIVE = /approv|accept|confirm|pass|success|通过|批准|成功|确认/i;

const IRREGULAR: Record<string, string> = {
  pay: "paid",
  send: "sent",
  lose: "lost",
  hold: "held",
  write: "written",
  take: "taken",
  give: "given",
  pick: "picked",
  build: "built",
  withdraw: "withdrawn",
  quit: "quit",
};

/** "approve" → "approved", "request" → "requested", "cancel" → "cancelled". */
function participle(verb: string): string {
  const v = verb.toLowerCase();
  if (IRREGULAR[v]) return IRREGULAR[v];
  if (/ed$/.test(v)) return v;
  if (/e$/.test(v)) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  if (/^(?:cancel|label|travel|model)$/.test(v)) return `${v}led`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(v)) return `${v}${v.slice(-1)}ed`;
  return `${v}ed`;
}

/** A state phrase as a name: no article, no "state"/"status", no trailing punctuation. */
function cleanEn(phrase: string): string {
  return phrase
    .trim()
    .replace(/[.,;:!?]+$/, "")
    .replace(/^(?:as|in|to|into)\s+/i, "")
    .replace(/^(?:a|an|the)\s+/i, "")
    .replace(/\s+(?:state|status|stage)$/i, "")
    .trim()
    .toLowerCase();
}

/** Where a phrase stops being a state ("ready for review when …" → "ready for review"). */
const EN_STOP =
  /\s+(?:when|once|after|if|by|from|until|unless|because|so|then|but|while|within|after|before|at any)\b.*$|,.*$/i;

const isStateEn = (s: string) => s.length > 1 && s.split(/\s+/).length <= 4;

function findKnown(phrase: string, states: string[], lang: BriefLanguage): string | undefined {
  const p = lang === "zh" ? phrase : ` ${phrase.toLowerCase().replace(/[^a-z0-9 ]+/g, " ")} `;
  return [...states]
    .sort((a, b) => b.length - a.length)
    .find((s) => (lang === "zh" ? p.includes(s) : p.includes(` ${s.toLowerCase()} `)));
}

function body(text: string): string {
  // The request's own head ("Draw the states of a pull request:", "画一个外卖订单的状态图：") is not told.
  const head = /^[^:：]{0,80}[:：]/.exec(text);
  return head ? text.slice(head[0].length) : text;
}

type Reader = {
  states: string[];
  transitions: (Transition & { loop?: boolean })[];
  context: string[];
};

function makeReader(known: string[]): Reader {
  return { states: [...known], transitions: [], context: [] };
}

function state(r: Reader, name: string): string {
  if (!r.states.includes(name)) r.states.push(name);
  return name;
}

function link(r: Reader, from: string, to: string, event?: string, loop = false) {
  if (!from || !to || from === to) return;
  const had = r.transitions.find((t) => t.from === from && t.to === to);
  if (had) return;
  r.transitions.push({ from, to, ...(event ? { event } : {}), ...(loop ? { loop } : {}) });
}

/** A state some clause already made a way out (rejected, cancelled): not a place to leave from "at any time". */
const isExit = (r: Reader, s: string) =>
  r.transitions.some((t) => t.to === s) && !r.transitions.some((t) => t.from === s) && /ed$|en$/.test(s);

/** The state a loop or a reopen goes back from, among the states just reached: not the positive one. */
const backFrom = (context: string[]) => context.find((s) => !POSITIVE.test(s)) ?? context[0];

/** The working state before `from` (where a reopened thing goes). */
function workingBefore(r: Reader, from: string): string | undefined {
  const before = r.states.slice(0, r.states.indexOf(from));
  return [...before].reverse().find((s) => WORKING.test(s)) ?? before[before.length - 1];
}

function readEn(text: string, known: string[]): Reader {
  const r = makeReader(known);
  const clauses = body(text)
    .split(
      /[.;]\s+|[.;]$|,\s*(?=(?:and|then|but|once|when|after|otherwise)\b)|\s+and\s+(?=(?:the|a|an|it|they|then|once|when|after)\b)/i,
    )
    .map((c) =>
      c
        .trim()
        .replace(/^(?:and|then|but)\s+/i, "")
        .trim(),
    )
    .filter(Boolean);
  for (const clause of clauses) {
    const when = /^(?:once|when|after|if)\s+(.+?)\s*(?:,|\bit\b|\bthey\b)/i.exec(clause)?.[1];
    // "a closed one can be reopened (as a draft)"
    const reopen = /^(.*?)\b(?:can|may|could|will)\s+be\s+reopened\b(?:\s+(?:as|to|into)\s+(.+))?/i.exec(
      clause,
    );
    if (reopen) {
      const from = findKnown(reopen[1], r.states, "en") ?? r.context[r.context.length - 1];
      const named = reopen[2] ? cleanEn(reopen[2].replace(EN_STOP, "")) : "";
      const to = named && isStateEn(named) ? state(r, named) : from ? workingBefore(r, from) : undefined;
      if (from && to) link(r, from, to, "reopen", true);
      continue;
    }
    // "can be closed from draft, ready for review or changes requested" / "can be cancelled at any time"
    // …or "can withdraw at any time before hired": a way out told as what someone does.
    const exit =
      /\b(?:can|may|could|will)\s+(?:also\s+)?be\s+([a-z]+(?:ed|en|lost|paid|sent))\b(.*)$/i.exec(clause) ??
      /\b(?:can|may|could)\s+(?:also\s+)?(withdraw|cancel|quit|expire|lapse|drop out)\b(.*)$/i.exec(clause);
    if (exit && !/^reopen/i.test(exit[1])) {
      const said = exit[1].toLowerCase();
      const to = state(r, /ed$|en$|lost|paid|sent/.test(said) ? said : participle(said.replace(/ out$/, "")));
      const from = /^\s*(?:from|after|during|in)\s+(.+)$/i.exec(exit[2])?.[1];
      const before = /at any (?:time|point|stage)\s+(?:before|until)\s+(?:it is\s+|being\s+)?(.+)$/i.exec(
        exit[2],
      )?.[1];
      const until = before ? findKnown(` ${cleanEn(before)} `, r.states, "en") : undefined;
      const sources = from
        ? from
            .split(/,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+/i)
            .map((s) => findKnown(` ${cleanEn(s)} `, r.states, "en") ?? cleanEn(s))
            .filter((s) => isStateEn(s) && s !== to)
        : until
          ? // "at any time before hired": every state before it
            r.states.slice(0, r.states.indexOf(until)).filter((s) => s !== to && !isExit(r, s))
          : /at any (?:time|point|stage)|anytime/i.test(exit[2])
            ? // from every state something leaves (not from an end)
              r.states.filter((s) => s !== to && r.transitions.some((t) => t.from === s))
            : r.context;
      for (const s of sources) link(r, state(r, s), to, undefined);
      continue;
    }
    // "starts as a draft"
    const start = /\bstarts?(?:\s+out)?\s+(?:as|in)\s+(.+)$/i.exec(clause);
    if (start) {
      const s = cleanEn(start[1].replace(EN_STOP, ""));
      if (isStateEn(s)) {
        link(r, "[*]", state(r, s));
        r.context = [s];
      }
      continue;
    }
    // "reviewers either approve it or request changes"
    const either =
      /\beither\s+([a-z]+)(?:\s+(?:it|them))?(?:\s+([a-z]+))?\s+or\s+([a-z]+)(?:\s+(?:it|them))?(?:\s+([a-z]+))?/i.exec(
        clause,
      );
    if (either) {
      const from = r.context[r.context.length - 1];
      const branch = (verb: string, object?: string) =>
        state(r, object ? `${object.toLowerCase()} ${participle(verb)}` : participle(verb));
      const a = branch(either[1], either[2]);
      const b = branch(either[3], either[4]);
      if (from) {
        link(r, from, a);
        link(r, from, b);
      }
      r.context = [a, b];
      continue;
    }
    // "it goes back to ready for review"
    const back =
      /\b(?:goes|go|moves?|returns?|comes?|is sent|gets sent|falls)\s+back\s+(?:to|into)\s+(.+)$/i.exec(
        clause,
      );
    if (back) {
      const to = cleanEn(back[1].replace(EN_STOP, ""));
      const from = backFrom(r.context);
      if (isStateEn(to) && from) link(r, from, state(r, to), when, true);
      continue;
    }
    // "an approved pull request is merged": the state named before the thing is where it comes from.
    const move =
      /^(.*?)\b(?:is|becomes?|turns?(?:\s+into)?|moves?\s+to|goes\s+to|is\s+(?:then\s+)?(?:marked|set|moved|put)(?:\s+as|\s+to|\s+in)?|marks?\s+(?:it|them)(?:\s+as)?|gets?|enters?|ends?\s+(?:up\s+)?(?:as|in))\s+(.+)$/i.exec(
        clause,
      );
    if (move) {
      const to = cleanEn(move[2].replace(EN_STOP, ""));
      if (!isStateEn(to)) continue;
      const named = findKnown(move[1], r.states, "en");
      const from = named ?? r.context[r.context.length - 1];
      state(r, to);
      if (from) link(r, from, to, when);
      else if (!r.transitions.length) link(r, "[*]", to);
      r.context = [to];
    }
  }
  return r;
}

// zh: the marker before the state a clause reaches, strong ones first ("后" only before a state's shape).
const ZH_MARK =
  /^(.*)(存为|保存为|变为|变成|成为|转为|进入|改为|置为|标记为|回到|退回到?|返回到?|重新进入|是|为|后)(.+)$/;
const ZH_SHAPE = /^(?:待|已|未)|中$|^(?:草稿|新建|初始)/;
const ZH_BACK = /^(?:回到|退回到?|返回到?|重新进入)$/;
const ZH_MODAL = /^(?:可以|可|能|会|要|就|再|将|都|也|需要)/;
// "可以取消", "会自动取消" — not the state "已取消" a clause reaches.
const ZH_EXIT_VERB = /(?:可以|可|能|会)?(?:直接|自动)?(?<!已)(取消|删除|关闭|撤回|作废|撤销)/;

function readZh(text: string, known: string[]): Reader {
  const r = makeReader(known);
  const clauses = body(text)
    .split(/[，,；;。！!\n]/)
    .map((c) => c.trim())
    .filter(Boolean);
  const eventOf = (prefix: string) => {
    const e = prefix.includes("后") ? prefix.split("后")[0] : prefix;
    return e.replace(/(?:就|先|会|都|也|然后|则)+$/, "").trim() || undefined;
  };
  for (const clause of clauses) {
    const exitVerb = ZH_EXIT_VERB.exec(clause);
    // "待支付和待接单时用户都可以取消订单", "超过15分钟未支付会自动取消", "草稿可以直接删除"
    if (exitVerb) {
      const verb = exitVerb[1];
      const to = r.states.find((s) => s.includes(verb)) ?? state(r, `已${verb}`);
      const head = clause.slice(0, exitVerb.index);
      const sources = r.states.filter((s) => s !== to && head.includes(s));
      // "未支付" is the state waiting for it: 待支付.
      const not = /(?:未|没有?|不)([\u4e00-\u9fff]{2})/.exec(head)?.[1];
      if (!sources.length && not) sources.push(...r.states.filter((s) => s !== to && s.includes(not)));
      for (const s of sources.length ? sources : r.context)
        link(r, s, to, /自动/.test(clause) ? head : undefined);
      continue;
    }
    const m = ZH_MARK.exec(clause);
    if (!m) continue;
    const [, prefix, mark, rest] = m;
    const target = rest.replace(/(?:了|状态|阶段)$/, "").trim();
    const strong = mark !== "后";
    const fine =
      [...target].length <= 6 &&
      !ZH_MODAL.test(target) &&
      (r.states.includes(target) || ZH_SHAPE.test(target) || (strong && mark.length > 1) || mark === "是");
    if (!fine) continue;
    const to = state(r, target);
    const event = eventOf(prefix);
    if (ZH_BACK.test(mark)) {
      const from = backFrom(r.context);
      if (from) link(r, from, to, event, true);
      continue;
    }
    // "商家拒单也会变成已取消": the state a refusal leaves is the one waiting for what it refuses (待接单).
    const refused = /(?:拒|不|未)([\u4e00-\u9fff])/.exec(prefix)?.[1];
    const fromRefusal = r.transitions.some((t) => t.to === to)
      ? r.states.find((s) => s !== to && refused && s.startsWith("待") && s.endsWith(refused))
      : undefined;
    if (fromRefusal) {
      link(r, fromRefusal, to, event);
      continue;
    }
    if (r.transitions.some((t) => t.to === to) && !r.context.length) continue;
    const from = r.context[r.context.length - 1];
    if (from) link(r, from, to, event);
    else link(r, "[*]", to);
    r.context = [to];
  }
  return r;
}

/** States and transitions a request tells in sentences; null when it tells fewer than two states. */
export function statesFromSentences(
  text: string,
  lang: BriefLanguage,
  known: string[] = [],
): ToldStates | null {
  const r = lang === "zh" ? readZh(text, known) : readEn(text, known);
  const used = r.states.filter((s) => r.transitions.some((t) => t.from === s || t.to === s));
  if (used.length < 2) return null;
  const first = used.find((s) => !r.transitions.some((t) => t.to === s)) ?? used[0];
  if (!r.transitions.some((t) => t.from === "[*]")) r.transitions.unshift({ from: "[*]", to: first });
  // What nothing leaves but a reopen or a loop back ends the chart.
  for (const s of used)
    if (!r.transitions.some((t) => t.from === s && !(t.loop && t.event === "reopen")))
      r.transitions.push({ from: s, to: "[*]" });
    else if (r.transitions.filter((t) => t.from === s).every((t) => t.loop && t.event === "reopen"))
      r.transitions.push({ from: s, to: "[*]" });
  return {
    states: used,
    transitions: r.transitions.map(({ from, to, event }) => ({ from, to, ...(event ? { event } : {}) })),
  };
}

/** A listed state that is a name, not a told clause ("in progress", not "it starts as a draft"). */
export function isStateName(name: string, lang: BriefLanguage): boolean {
  if (lang === "zh") return [...name].length <= 6 && !/后|是|变为|变成|进入|可以|时|如果|就/.test(name);
  return (
    name.split(/\s+/).length <= 4 &&
    !/\b(?:is|are|starts?|marks?|becomes?|goes|can|either|once|when)\b/i.test(name)
  );
}

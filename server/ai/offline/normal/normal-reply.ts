/**
 * The `normal` (chat) writer of the offline model: answers the kind of request it is — a brief
 * gets a brief, a question an answer, "compare X and Y" a comparison, a greeting a greeting —
 * about the subject the user named. A how-to gets steps about the practice asked, a why its likely
 * causes, a list its parts, a comparison a table — in the language the user wrote in.
 */
import { findKnowledge, lookupKnowledge } from "../knowledge/knowledge";
import { analyseNormal, type Analysis } from "./normal-analysis";
import { normalCopyEn } from "./normal-copy-en";
import type { NormalCopy } from "./normal-copy-types";
import { normalCopyZh } from "./normal-copy-zh";
import { findFieldPlaybook, findPlaybook } from "../knowledge/playbooks";
import { mentionsProduct } from "../language/subject";
import type { OfflineWriter, WriterInput } from "../types";
import { briefOf } from "../brief-input";
import { detectLocale } from "../language/text-utils";
import type { KnowledgeText } from "../knowledge/knowledge";
import { compareTable, fitLine, listAnswer, whyAnswer } from "./answers";
import { appliedSteps, howtoAnswer } from "./howto-answer";
import { topicOf } from "./topic";
import { compareItems } from "./request-kind";
import { givenSources, groundedPart, sourceList, SUMMARY_REQUEST, withoutKnowledge } from "./grounded";
import { ASKS_FIXES, ASKS_FIXES_ZH, themesPart } from "./themes";
import { writingAnswer } from "./writing-answer";

// "What do support tickets say about login problems?", "我们的留存情况怎么样？": a question about the
// user's own data, which the quoted passages answer — general advice would only pad (or garble) it.
const ABOUT_DATA_EN =
  /^(?:what (?:do|does|did) .+ (?:say|show|tell)|how (?:did|has|have|is|are|was|were) .+ (?:change[ds]?|going|doing|look(?:ing)?|perform(?:ing)?|trend(?:ing)?)\b|what (?:is|are|was|were) (?:the )?(?:most|biggest|top|largest|main) |where do (?:we|users|people|customers) (?:lose|drop|leave|churn)|which step\b|how (?:many|much)\b)/i;
const ABOUT_DATA_ZH =
  /怎么样|情况如何|如何变化|怎么变|是多少|有多少|最多的是|最大的是|有什么问题|哪一步|说了什么|表现如何/;
const ASKS_ADVICE =
  /\b(?:should|fix(?:es)?|improve|reduce|increase|recommend|what can (?:i|we)|how (?:do|can|should|could) (?:i|we))\b|应该|建议|提升|提高|降低|改进|怎么办|如何(?!变化)(?:做|提|改|降|减|解决)|该选|选哪/i;

// "会员定价应该选 19 元" / "29 元", "$9" / "$12": amounts, not things with facts to look up.
const AMOUNT =
  /(?:^|\s|[^\p{L}\d])(?:[$€£¥]\s?\d[\d.,]*|\d[\d.,]*\s*(?:元|块|美元|欧元|%|usd|eur))$|^\d[\d.,]*$/iu;
const amounts = (items: readonly string[]) => items.every((x) => AMOUNT.test(x.trim()));

/** A choice between amounts is about what is priced: "会员定价…" → 会员, "… for the plan" → plan. */
function priced(a: Analysis, locale: WriterInput["locale"]): Analysis {
  const what =
    locale === "zh"
      ? /^(.{2,8}?)(?:的)?(?:定价|价格|收费|月费|年费)/.exec(a.basis)?.[1]
      : /\bfor (?:the |our |a |an |my )?([a-z][\w -]{1,30}?)\s*\??$/i.exec(a.basis)?.[1];
  return { ...a, subject: { product: "", phrase: "" }, field: what?.trim() ?? "", topic: "" };
}

function asksAboutData(question: string): boolean {
  const q = question.trim();
  return (ABOUT_DATA_EN.test(q) || ABOUT_DATA_ZH.test(q)) && !ASKS_ADVICE.test(q);
}

const withoutAttachments = (text: string) =>
  text.replace(/<attachment name="[^"]*">[\s\S]*?<\/attachment>/g, "").trim();

/** "Summarise the complaints … and suggest two fixes": what recurs in the quoted notes, and where to start. */
function themesAsked(question: string, quotes: string, locale: WriterInput["locale"]): string[] {
  const q = withoutKnowledge(withoutAttachments(question));
  if (!SUMMARY_REQUEST.test(q) || !(ASKS_FIXES.test(q) || ASKS_FIXES_ZH.test(q))) return [];
  const notes = [...quotes.matchAll(/^- (.+) \[(\d+)\][.。]$/gm)].map((m) => ({
    text: m[1],
    n: Number(m[2]),
  }));
  const part = themesPart(notes, locale);
  return part ? [part] : [];
}

const NOTHING_TO_ADD: Record<WriterInput["locale"], string> = {
  en: "The offline model has no notes of its own on this beyond the lines above — a model connected in Settings can reason over them, and Research mode looks for sources.",
  zh: "除了上面这些资料，离线模型对这个问题没有更多可靠的内容——在设置中连接模型可以基于它们分析，研究模式可以查找更多来源。",
};

const METRIC_TERM = /metric|kpi|retention|churn|dau|nps|指标|留存|流失|日活/i;

const COPY: Record<WriterInput["locale"], NormalCopy> = { en: normalCopyEn, zh: normalCopyZh };

function body(a: Analysis, copy: NormalCopy, locale: WriterInput["locale"]): string {
  const { request } = a;
  switch (request.kind) {
    case "greeting":
    case "followup": // "go on" with nothing earlier to go on with
      return copy.greeting();
    case "thanks":
      return copy.thanks();
    case "compare":
      if (amounts(request.items))
        return copy.answer(
          priced(a, locale),
          findPlaybook(a.basis, locale) ?? findPlaybook("pricing", locale),
        );
      return copy.compare(request.items, [
        lookupKnowledge(request.items[0], locale),
        lookupKnowledge(request.items[1], locale),
      ]);
    case "question": {
      const known = request.form === "definition" ? findKnowledge(a.basis, locale) : [];
      if (known.length) {
        // "What's a good north star metric for a language app?" also wants the app's metric.
        const aboutMetric =
          known.some((k) => METRIC_TERM.test(k.name)) && a.subject.product && a.domain !== "generic";
        return [copy.definition(known), ...(aboutMetric ? [copy.metricHint(a)] : [])].join("\n\n");
      }
      return copy.answer(a, findPlaybook(a.basis, locale));
    }
    case "artifact":
      return a.subject.product ? copy.artifact(a, request.artifact) : copy.needSubject();
    case "brief":
      return a.subject.product ? copy.brief(a) : copy.needSubject();
    case "ideas":
      return a.subject.product ? copy.ideas(a) : copy.needSubject();
    case "idea":
      // A statement that is not about a product ("my team keeps missing deadlines") is a question in disguise.
      if (mentionsProduct(a.basis) && a.subject.product) return copy.idea(a);
      {
        const playbook = findPlaybook(a.basis, locale);
        return playbook ? copy.answer(a, playbook) : copy.unclear();
      }
  }
}

/** What a question about a practice gets: steps, causes, a list or a table, about that practice. */
function shapedAnswer(input: WriterInput, locale: WriterInput["locale"], a: Analysis): string | null {
  const brief = briefOf(input, "normal");
  const text = a.basis.trim();
  const topic = topicOf(text, locale);
  // "Write a user interview script for…", "帮我写一份周报模板，包括…": the document, with every part named.
  const written = writingAnswer(withoutAttachments(text), locale);
  if (written) return written.text;
  // "我们的退货率情况怎么样": a question word with nothing after it to do is no how-to ("**怎样**（针对的…）").
  if (!topic.action.replace(/[\s，,。.？?]/g, "")) return null;
  const copy = COPY[locale];
  // A playbook answers when the topic itself is what it covers ("price a scheduling tool"),
  // never because a word elsewhere matches ("running a discovery sprint" is not about running).
  // …unless the question is about a field known offline ("accessible for older users", "in Europe"): that leads.
  const field = findFieldPlaybook(text, locale);
  const playbook = field ?? findPlaybook(topic.action, locale);
  // The question's own words lead the answer (its numbers and names, "次日留存只有15%").
  const lead = (body: string) =>
    /[0-9]/.test(text) && !body.includes(text.replace(/[？?]+$/, ""))
      ? `**${text.replace(/[？?]+$/, "")}**\n\n${body}`
      : body;
  switch (brief.intent) {
    case "howto":
      if (a.request.kind === "question" && a.request.form === "definition") return null;
      return lead(
        playbook
          ? [copy.answer(a, playbook), field ? "" : appliedSteps(topic, locale)].filter(Boolean).join("\n\n")
          : howtoAnswer(
              topic,
              locale,
              lookupKnowledge(topic.thing, locale) ?? lookupKnowledge(topic.action, locale),
            ),
      );
    case "why":
      return lead(playbook ? copy.answer(a, playbook) : whyAnswer(text, topic, locale));
    case "list":
    case "template":
      if (a.request.kind === "artifact") return null;
      return listAnswer(text, topic, locale) ?? (playbook ? copy.answer(a, playbook) : null);
    case "compare": {
      const items = a.request.kind === "compare" ? a.request.items : compareItems(text);
      if (!items) return null;
      // "选 19 元还是 29 元", "$9 or $12": a choice between amounts is a pricing question, not two things to look up.
      if (amounts(items)) return null;
      const known: [KnowledgeText | undefined, KnowledgeText | undefined] = [
        lookupKnowledge(items[0], locale),
        lookupKnowledge(items[1], locale),
      ];
      const context =
        /\b(?:for|with|in)\s+(.+?)[?？]?$/i.exec(text)?.[1] ??
        /适合(.+?)[吗？?]/.exec(text)?.[1] ??
        /^(.{2,16}?)(?:用|选|该用|应该用)/.exec(text)?.[1] ??
        "";
      if (known[0] && known[1])
        return [copy.compare(items, known), fitLine([known[0], known[1]], context, locale)]
          .filter(Boolean)
          .join("\n\n");
      // Offline there are no facts about unknown names: say so, and still lay the choice out side by side.
      return [copy.compare(items, known), compareTable(items, known, context, locale)].join("\n\n");
    }
    default:
      return null;
  }
}

export const normalReply: OfflineWriter = (given) => {
  // The knowledge appended to the message is what to quote, not what was asked.
  const sources = givenSources(given.userText);
  const input = { ...given, userText: withoutKnowledge(given.userText) };
  const own = input.userText.replace(/<attachment name="[^"]*">[\s\S]*?<\/attachment>/g, "").trim();
  // The reply is in the language the user wrote in, whatever the interface language.
  // (A call made for another mode, answered here because its task is not registered, keeps the caller's locale.)
  const mode = input.options?.mode;
  const locale = (!mode || mode === "normal") && own ? detectLocale(own) : input.locale;
  const copy = COPY[locale];
  const analysis = analyseNormal({ ...input, locale });
  const social = analysis.request.kind === "greeting" || analysis.request.kind === "thanks";
  // A document asked for from the user's own notes ("release notes from these changes"): the notes are
  // its content, each line under its part and cited — not quoted above an empty template.
  const fromNotes = social ? null : writingAnswer(withoutAttachments(analysis.basis), locale, sources);
  if (fromNotes?.cited.length)
    return [fromNotes.text, sourceList(sources, fromNotes.cited, locale), copy.offlineNote].join("\n\n");
  const shaped = social
    ? null
    : shapedAnswer({ ...input, userText: analysis.basis, locale }, locale, analysis);
  const general = shaped ?? body(analysis, copy, locale);
  // What the user gave comes first, cited; general advice only after it, and said to be general.
  const grounded = social ? null : groundedPart(withoutKnowledge(analysis.basis), sources, locale);
  // "I didn't quite follow" is no advice: after quotes that answer, it would contradict them.
  const noAdvice = general === copy.unclear() || general === copy.needSubject();
  // The fallbacks that know nothing of the subject (a why's four usual causes, "Here's how I'd think about
  // it") add nothing after the user's own lines on it: say so instead of padding ("价值来得太晚" for orders).
  const question = withoutKnowledge(withoutAttachments(analysis.basis));
  const fallback =
    general.endsWith(copy.answer(analysis, undefined)) ||
    general.endsWith(whyAnswer(question.trim(), topicOf(question.trim(), locale), locale));
  // A request about the items themselves ("summarise these") is answered by them alone.
  const parts = !grounded
    ? [general]
    : grounded.focused &&
        !noAdvice &&
        // The figures' own order answered "which … most" ("哪个城市的订单最多"), unless advice was asked.
        !(grounded.ranked && !ASKS_ADVICE.test(analysis.basis)) &&
        !(grounded.quoted && asksAboutData(withoutKnowledge(analysis.basis)))
      ? [
          grounded.quotes,
          fallback
            ? NOTHING_TO_ADD[locale]
            : `${locale === "zh" ? "**一般建议**" : "**General advice**"}\n\n${general}`,
          grounded.list,
        ]
      : [grounded.quotes, ...themesAsked(analysis.basis, grounded.quotes, locale), grounded.list];
  if (analysis.continuing) parts.unshift(copy.continuing(analysis));
  return [...parts, copy.offlineNote].join("\n\n");
};

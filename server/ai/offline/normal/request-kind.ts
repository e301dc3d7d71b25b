/** What kind of answer a chat message asks for, so the offline reply answers that, not a template. */
import { modeNamedIn, offlineKindCopy, type OfflineChatReply } from "../kind-copy";

export type QuestionForm = "definition" | "how" | "why" | "open";

export type RequestKind =
  | { kind: "greeting" }
  | { kind: "thanks" }
  | { kind: "followup" }
  | { kind: "compare"; items: [string, string] }
  /** A kind asked for by name: the reply outlines one and points to its mode (the kind's wording). */
  | { kind: "artifact"; artifact: OfflineChatReply }
  | { kind: "brief" }
  | { kind: "ideas" }
  | { kind: "question"; form: QuestionForm }
  | { kind: "idea" };

const GREETING =
  /^\s*(hi|hello|hey|yo|hiya|good (morning|afternoon|evening)|你好|您好|嗨|哈喽|哈啰|早上好|晚上好|在吗)[\s,，!！.。?？~]*$/i;
const THANKS =
  /^\s*(thanks|thank you|thx|ty|cheers|great,? thanks|perfect,? thanks|谢谢|多谢|感谢|好的[，,]?谢谢|太好了[，,]?谢谢)/i;
const FOLLOWUP =
  /^\s*(continue|go on|more|keep going|next|elaborate|tell me more|more details?|expand( on (it|that))?|and then\??|继续|接着说|接着写|再详细(一点|些)?|展开(说说|讲讲)?|详细说说|然后呢|还有呢|多说一点)[\s.!。！?？]*$/i;

const COMPARE =
  /\b(compare|comparison|versus|vs\.?)\b|\bdifferences? between\b|\bwhich is better\b|^should (i|we) (use|pick|choose|go with|build|make|do)\b.+\bor\b|对比|比较|区别|差异|哪个(更)?好|有什么不同|优缺点|利弊|优劣/i;
const COMPARE_EN: RegExp[] = [
  /\bdifferences? between\s+(.+?)\s+and\s+(.+?)[?.!]*$/i,
  /\bcompare\s+(.+?)\s+(?:and|with|to|vs\.?|versus)\s+(.+?)[?.!]*$/i,
  /^(?:.*?:\s*)?(.+?)\s+(?:vs\.?|versus)\s+(.+?)[?.!]*$/i,
  /\bshould (?:i|we) (?:use|pick|choose|go with|build|make|do)\s+(.+?)\s+or\s+(.+?)[?.!]*$/i,
  /^(?:which is better[,:]?\s+)?(.+?)\s+or\s+(.+?)(?:[,:]?\s*which is better)?[?.!]*$/i,
];
const COMPARE_ZH: RegExp[] = [
  /(?:对比|比较)(?:一下)?(.+?)(?:和|与|跟|及)(.+?)(?:的(?:区别|差异|优劣|优缺点))?[？?。！!]*$/,
  /^(.+?)(?:和|与|跟)(.+?)(?:各)?(?:有什么|有啥|有哪些|的)?(?:区别|差异|不同|对比|比较|优劣|优缺点|利弊|哪个(?:更)?好)/,
  /^(.+?)还是(.+?)(?:好|更好|更合适)?[？?]*$/,
];

const ASKS_FOR =
  /\b(write|make|create|draw|generate|build|design|draft|sketch|give me|give us|list|suggest|brainstorm|describe|pitch|outline|prepare|put together)\b|帮我|给我|写|做一个|画|生成|列出|列一下|提供/i;
const QUESTION_EN =
  /^(what|how|why|when|where|which|who|should|can|could|is|are|do|does|will|would|any tips)\b/i;
const QUESTION_ZH = /吗[？?]?$|什么|怎么|如何|为什么|为何|哪些|哪个|是否|能否|有没有|怎样/;
const DEFINITION =
  /^(what(?:'s| is| are| does)|define|explain what)\b|什么是|是什么|什么叫|指什么|的含义|是啥|啥是/i;
const HOW =
  /^how\b|\bhow (do|should|can|could|would|to)\b|\bbest way to\b|\bany tips\b|\btips (for|on)\b|怎么|如何|怎样|有什么办法|技巧|方法/i;
const WHY = /^why\b|为什么|为何|原因/i;

const BRIEF =
  /\b(brief|overview|one[- ]pager|pitch|summary|description|introduction|intro|write-?up|concept|positioning|value proposition|describe|introduce)\b|简介|介绍|概述|方案|定位|卖点|一页纸|描述/i;
// "I have an idea: …" states an idea; "ideas for …" asks for several.
const IDEAS =
  /\b(ideas|suggestions|brainstorm|what features|which features|features? (should|to add|could))\b|功能建议|点子|创意|头脑风暴|哪些功能|加(哪些|什么)功能/i;

function tidyItem(item: string): string {
  // "Sketch — which is better for a small team?" → "Sketch"
  const [head] = item.split(/\s+[—–-]+\s+|[,，;；?？]|\s+(?:which|what|for|in|when|if)\s/);
  return head
    .replace(/^(the|a|an)\s+/i, "")
    .replace(/^(一下|下)/, "")
    .replace(/[\s,，。.!！?？:：]+$/, "")
    .trim();
}

export function compareItems(text: string): [string, string] | undefined {
  const clean = text.trim().replace(/\s+/g, " ");
  for (const pattern of /[\u4e00-\u9fff]/.test(clean) ? [...COMPARE_ZH, ...COMPARE_EN] : COMPARE_EN) {
    const match = pattern.exec(clean);
    if (!match) continue;
    const a = tidyItem(match[1]);
    const b = tidyItem(match[2]);
    if (a && b && a.length <= 40 && b.length <= 40 && a.toLowerCase() !== b.toLowerCase()) return [a, b];
  }
  return undefined;
}

export function detectRequest(text: string): RequestKind {
  const t = text.trim();
  if (!t || GREETING.test(t)) return { kind: "greeting" };
  if (THANKS.test(t) && t.length < 40) return { kind: "thanks" };
  if (FOLLOWUP.test(t)) return { kind: "followup" };
  if (COMPARE.test(t) || /\bor\b.*\bwhich\b|还是.+[？?]$/i.test(t)) {
    const items = compareItems(t);
    if (items) return { kind: "compare", items };
  }
  // "How do I write a PRD?" asks how; "Can you write a PRD?" asks for one.
  const asksHow = /^(how|what|why|when|where|which|who)\b|^(请问)?(怎么|如何|怎样|为什么|什么是)/i.test(t);
  const asksFor = ASKS_FOR.test(t);
  const isQuestion =
    asksHow || (!asksFor && (/[?？]\s*$/.test(t) || QUESTION_EN.test(t) || QUESTION_ZH.test(t)));
  if (isQuestion && DEFINITION.test(t)) return { kind: "question", form: "definition" };
  // Each kind brings the words a chat message asks for it with (`offlineCopy.words` of its server definition).
  const asked = isQuestion ? null : modeNamedIn(t, "asked");
  const reply = asked ? offlineKindCopy(asked)?.chatReply : undefined;
  if (reply) return { kind: "artifact", artifact: reply };
  if (isQuestion) return { kind: "question", form: WHY.test(t) ? "why" : HOW.test(t) ? "how" : "open" };
  if (IDEAS.test(t)) return { kind: "ideas" };
  if (BRIEF.test(t)) return { kind: "brief" };
  return { kind: "idea" };
}

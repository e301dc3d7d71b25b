/**
 * What a request is about, separated from how it is asked. "Write a short product brief for a
 * habit-tracking app for students" is about a habit-tracking app (the product) for students
 * (the audience); "short", "product brief" and "write" only say what to do with it.
 */
import { firstSentence, hasChinese, truncate } from "./text-utils";
import type { OfflineLocale } from "../types";

export type Subject = {
  /** The product or topic, tidy, without request words ("habit-tracking app"). '' when none. */
  product: string;
  /** Who it is for, when the message says ("students", "大学生"). */
  audience?: string;
  /** Product and audience as one phrase ("habit-tracking app for students"). */
  phrase: string;
  /** Features the message already names ("streaks and weekly reports", "连续打卡和每周报告"). */
  extras?: string;
};

const EN_STEPS: RegExp[] = [
  /^(hi|hello|hey|yo)\b[\s,!.]*/i,
  /^(ok(ay)?|so|now|great|thanks)[,!.]?\s+/i,
  /^(please|pls|kindly)\s+/i,
  /^(can|could|would|will) you\s+(please\s+)?/i,
  /^(help me( to)?|i (want|need|would like|'d like)( you)? to|let's|lets|we (want|need) to|i'm looking to)\s+/i,
  /^(i'm|i am|we're|we are) (building|making|working on|thinking (about|of)|planning|designing)\s+/i,
  /^(i|we) (want|need|have|plan|would like)\s+(to build\s+|to make\s+)?/i,
  /^(write|draft|create|make|give me|give us|prepare|put together|produce|generate|build|design|develop|outline|describe|summari[sz]e|pitch|explain|tell me about|introduce|brainstorm|suggest|list|come up with|draw|sketch|map out|plan)\s+(me\s+|us\s+)?/i,
  /^((an?|my|our) )?((startup|product|app|business) )?idea\s*(for|about|:|-|—)\s*/i,
  /^(a|an|the|some|my|our|this)\s+/i,
  /^(\d+|three|four|five|six|seven|ten)\s+/i,
  /^((very|really|quick|short|brief|concise|simple|one[- ]page|detailed|full|high[- ]level|rough|first|clear|compelling|good|nice)[\s,]+)+/i,
  /^(product\s+|project\s+|feature\s+|business\s+|startup\s+)?(brief|overview|summary|description|intro(duction)?|pitch|one[- ]pager|write-?up|proposal|plan|outline|concept|positioning( statement)?|value proposition|elevator pitch|(feature\s+)?ideas?|suggestions?|features?|names?|prd|requirements?( doc(ument)?)?|spec|prototype|mock-?up|wireframe|flow\s?chart|diagram|user flow|test cases?|test plan|research( report)?|report|analysis)\s+(for|of|about|on|to)\s+/i,
  /^(a|an|the|my|our|this)\s+/i,
];

// "for students", "aimed at remote teams": an audience at the end of the phrase.
const EN_AUDIENCE =
  /\s+(?:for|aimed at|targeting|designed for|built for|made for)\s+((?:[\w'’-]+\s+){0,4}?[\w'’-]+)$/i;
const NOT_AUDIENCE =
  /^(me|my|us|our|you|it|this|that|free|now|fun|example|instance|the|a|an|sale|rent|hire|work|home|everyone)\b/i;

const ZH_STEPS: RegExp[] = [
  /^(你好|您好|嗨|哈喽|hi|hello)[，,！!。\s]*/i,
  /^(请你?|麻烦(你)?|帮我|帮忙|给我|请帮我|能不能|可以|能否|我想要?|我要|我们想|我需要|我在做|我们在做|我打算做|我准备做)+/,
  /^(撰写|起草|整理|生成|设计|策划|规划|介绍一下|介绍|描述|总结|列出|提供|构思|画出|绘制|想想|想一想|看看|分析一下|考虑一下|评估一下)(一下)?/,
  // One-character verbs only before a measure word or "about": 写字楼 is an office, not "write 字楼".
  /^(写|做|出|想|列|画)(一下)?(?=一|个|份|篇|款|段|几|些|张|套|关于|针对|有关)/,
  /^(一个|一份|一篇|一款|一段|几个|一些|个|份|篇|款|段)/,
  /^(简短|简单|简要|详细|完整|清晰)的?/,
  /^(关于|针对|有关)/,
];
// A question's tail ("…需要注意什么", "…该怎么做") is not part of what it is about.
const ZH_QUESTION_TAIL =
  /(需要|要|应该|该)?(注意|考虑|关注)(些|哪些)?(什么|哪些|的地方|点)?$|(有)?(哪些|什么)(注意事项|要点|建议|坑)$|(应该|该|要)?(怎么|如何)(做|设计|下手|入手)$/;
const ZH_TAIL =
  /的?(产品|项目|功能)?(简介|介绍|概述|说明|方案|计划|规划|文案|定位|卖点|PRD|需求文档|需求|商业计划书?|计划书|一页纸|提案|总结|创意|点子|想法|功能建议|功能点|建议|测试用例|测试点|流程图|时序图|泳道图|原型图?|线框图|调研报告|竞品分析)$/i;
const ZH_AUDIENCE_LEAD = /^(?:面向|针对|专为|适合|给)(.{2,10}?)(?:的|使用的|用的)/;
// "帮助远程团队养成习惯的打卡应用": who is helped is the audience.
const ZH_AUDIENCE_HELP =
  /^(?:帮助|帮|让)(.{2,8}?)(?=养成|管理|记录|提升|提高|学习|找到|完成|规划|追踪|跟踪|坚持|减少|节省|分享|交流|发现)/;
const ZH_EXTRAS = /[，,](?:并且|同时)?(?:支持|带有?|包含|包括|可以|能够|具备)(.+)$/;
const EN_EXTRAS = /\s+(?:with|that has|that have|including|featuring|which has)\s+(.+)$/i;
const ZH_AUDIENCE_USE = /^(.{2,8}?)(?:专用的?|用的)(?=.{2,})/;

// What is left when a request names only the deliverable ("Write a short product brief").
const ONLY_DELIVERABLE =
  /^((product|project|feature|business|startup)\s+)?(brief|overview|summary|description|intro(duction)?|pitch|one[- ]pager|write-?up|proposal|plan|outline|concept|ideas?|suggestions?|features?|prd|requirements?( doc(ument)?)?|spec|prototype|flow\s?chart|diagram|test cases?|report|something|anything)$/i;

function cleanEnglish(sentence: string): string {
  let s = sentence.trim();
  for (let round = 0; round < 3; round++) {
    const before = s;
    for (const step of EN_STEPS) s = s.replace(step, "");
    if (s === before) break;
  }
  s = s.replace(/[\s.!?:;,]+$/, "").trim();
  return ONLY_DELIVERABLE.test(s) ? "" : s;
}

function cleanChinese(sentence: string): string {
  let s = sentence.trim().replace(/[。！？!?；;，,\s]+$/, "");
  for (let round = 0; round < 3; round++) {
    const before = s;
    for (const step of ZH_STEPS) s = s.replace(step, "");
    s = s.replace(ZH_QUESTION_TAIL, "").replace(ZH_TAIL, "");
    if (s === before) break;
  }
  return s.trim();
}

// A sentence that names the product wins over one that only asks ("…. Can you write a brief?").
const PRODUCT_NOUN =
  /\b(app|application|tool|platform|service|website|site|product|game|marketplace|system|bot|assistant|extension|plugin|saas|software|device|dashboard|tracker|store|shop|community|network)s?\b|应用|App|小程序|平台|工具|网站|系统|产品|软件|游戏|社区|商城|助手/i;

const IDEA_WORDS = /\b(idea|startup|build|launch|side project)\b|想做|想法|打算做|创业|点子/i;

/** Does the message talk about a product (or an idea for one), rather than something else? */
export function mentionsProduct(text: string): boolean {
  return PRODUCT_NOUN.test(text) || IDEA_WORDS.test(text);
}

function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?。！？])\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function parseSubject(text: string, locale: OfflineLocale = hasChinese(text) ? "zh" : "en"): Subject {
  const all = sentences(text);
  const sentence = all.find((s) => PRODUCT_NOUN.test(s)) ?? all[0] ?? firstSentence(text);
  if (locale === "zh" || hasChinese(sentence)) {
    let product = cleanChinese(sentence);
    let audience: string | undefined;
    const extras = ZH_EXTRAS.exec(product)?.[1]?.replace(/[。！!]+$/, "");
    if (extras) product = product.slice(0, product.length - ZH_EXTRAS.exec(product)![0].length);
    const lead = ZH_AUDIENCE_LEAD.exec(product) ?? ZH_AUDIENCE_USE.exec(product);
    const help = lead ? undefined : ZH_AUDIENCE_HELP.exec(product);
    if (lead) {
      audience = lead[1];
      product = product.slice(lead[0].length);
    } else if (help) {
      audience = help[1];
      product = product.slice(help[0].length);
    }
    product = truncate(product.replace(/^的/, ""), 40);
    // "帮助远程团队养成习惯的打卡应用" already reads well; "面向…的" would double the 的.
    const phrase = help ? `${help[0]}${product}` : audience ? `面向${audience}的${product}` : product;
    return { product, audience, phrase, extras };
  }
  let phrase = cleanEnglish(sentence);
  const extrasMatch = EN_EXTRAS.exec(phrase);
  const extras = extrasMatch?.[1];
  if (extrasMatch) phrase = phrase.slice(0, extrasMatch.index).trim();
  let product = phrase;
  let audience: string | undefined;
  const match = EN_AUDIENCE.exec(phrase);
  if (match && !NOT_AUDIENCE.test(match[1])) {
    audience = match[1].replace(/^(the|a|an)\s+/i, "");
    product = phrase.slice(0, match.index).trim();
  }
  product = clipPhrase(product, 80);
  phrase = clipPhrase(audience ? `${product} for ${audience}` : product, 100);
  return { product, audience, phrase, extras };
}

// Words a phrase cannot end on: a cut there leaves "…schedule lessons and track".
const DANGLING =
  /\s+(?:and|or|but|to|for|of|with|that|which|who|where|so|the|a|an|in|on|at|by|from|their|your|our|its)$/i;

/**
 * A long product phrase shortened where a clause ends (a comma, "and", "to", "that"…), never in
 * the middle of one, and without a dangling word or an ellipsis: it is used inside sentences.
 */
export function clipPhrase(text: string, max: number): string {
  let clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max);
  const boundary = Math.max(
    head.lastIndexOf(","),
    ...[" and ", " to ", " that ", " which ", " with ", " so "].map((w) => head.lastIndexOf(w)),
  );
  clean = (
    boundary > max * 0.4
      ? head.slice(0, boundary)
      : head.slice(0, head.lastIndexOf(" ") > 0 ? head.lastIndexOf(" ") : max)
  ).trim();
  while (DANGLING.test(clean)) clean = clean.replace(DANGLING, "");
  return clean;
}

const EN_PRODUCT_PHRASE =
  /\b((?:(?!(?:a|an|the|my|our|your|their|for|to|of|from|in|with|do|does|is|are|get|use|users?|people|price|build|launch|grow|why|how|what)\b)[\w-]+\s+){0,3}(?:app|application|tool|platform|service|website|site|product|game|marketplace|system|bot|assistant|saas|software|dashboard|tracker|store|shop|community|extension|plugin)s?)\b(?:\s+for\s+((?:[\w'’-]+\s+){0,3}?[\w'’-]+?)(?=\s+(?:to|that|who|with|so|and|in|on|which|where|by|when)\b|[?.!,;]|$))?/i;
const ZH_PRODUCT_PHRASE =
  /((?:面向|针对)[\u4e00-\u9fff]{2,8}的)?[\u4e00-\u9fffA-Za-z]{0,8}(?:App|APP|app|应用|小程序|平台|工具|网站|系统|软件)/;

/**
 * The product a question is about ("How should I price a SaaS scheduling tool for small
 * clinics?" → SaaS scheduling tool, small clinics), or undefined when it names none cleanly.
 */
export function productInQuestion(text: string, locale: OfflineLocale): Subject | undefined {
  if (locale === "zh") {
    const match = ZH_PRODUCT_PHRASE.exec(text);
    // Without word boundaries a long match has probably swallowed part of the sentence.
    if (!match || match[0].length > 16) return undefined;
    // No word boundaries in Chinese: cut at the last function word before the product name
    // ("用户用了几天记账App" → "记账App").
    const lead = match[1] ?? "";
    let name = match[0].slice(lead.length);
    const cut = Math.max(
      ...["了", "的", "在", "把", "让", "给", "和", "就", "都", "是", "个", "款", "种", "用"].map((w) =>
        name.lastIndexOf(w, name.search(/App|APP|app|应用|小程序|平台|工具|网站|系统|软件/) - 1),
      ),
    );
    if (cut >= 0) name = name.slice(cut + 1);
    name = name.replace(/^(几天|几个|一些|这个|那个|这款|那款)/, "");
    // "怎么提高外卖App", "如何做好社区团购小程序": the question word and its verb are not the product's name.
    name = name.replace(
      /^(?:怎么|怎样|如何|为什么|为何)(?:才能)?(?:提高|提升|降低|减少|增加|改善|优化|做好|做|设计|搭建|打造|推广|运营)?/,
      "",
    );
    return parseSubject(`${lead}${name}`, "zh");
  }
  const match = EN_PRODUCT_PHRASE.exec(text);
  if (!match) return undefined;
  const product = match[1].trim();
  const audience = match[2] && !NOT_AUDIENCE.test(match[2]) ? match[2] : undefined;
  return { product, audience, phrase: audience ? `${product} for ${audience}` : product };
}

/** "a habit-tracking app" / "an expense tracker": an indefinite article for prose. */
export function withArticle(phrase: string): string {
  if (!phrase) return phrase;
  // Already determined, or a bare name ("Notion", "WeChat"): no article.
  if (/^(the|a|an|my|our|your)\s/i.test(phrase) || /^[A-Z][\w-]*$/.test(phrase)) return phrase;
  // Plurals take none: "fitness apps".
  if (/[^su]s$/i.test(phrase.split(/\s+for\s+/)[0])) return phrase;
  return `${/^[aeiou]/i.test(phrase) && !/^(uni|use|eu|one)/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

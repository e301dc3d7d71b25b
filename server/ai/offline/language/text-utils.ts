/** Small, dependency-free text helpers shared by the offline writers and the offline model. */
import type { OfflineLocale } from "../types";

// CJK Unified Ideographs (+ extension A and compatibility block): enough to tell Chinese apart.
const CJK = "\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff";
const CJK_CHAR = new RegExp(`[${CJK}]`);
const CJK_CHARS = new RegExp(`[${CJK}]`, "g");
// Each token carries its trailing whitespace, so joining the tokens restores the text exactly
// (newlines included, which markdown needs). A leading whitespace run is its own token.
const TOKEN = new RegExp(`^\\s+|[${CJK}]\\s*|[^\\s${CJK}]+\\s*`, "g");

export function hasChinese(text: string): boolean {
  return CJK_CHAR.test(text);
}

export function detectLocale(text: string): OfflineLocale {
  return hasChinese(text) ? "zh" : "en";
}

/**
 * Splits text into stream chunks of roughly `wordsPerChunk` words. Chinese has no spaces,
 * so two ideographs count as one word to keep the visible pace similar in both languages.
 */
export function splitIntoChunks(text: string, wordsPerChunk: number): string[] {
  const size = Math.max(1, Math.floor(wordsPerChunk));
  const tokens = text.match(TOKEN) ?? [];
  const chunks: string[] = [];
  let current = "";
  let weight = 0;
  for (const token of tokens) {
    current += token;
    weight += CJK_CHAR.test(token) ? 0.5 : 1;
    if (weight >= size) {
      chunks.push(current);
      current = "";
      weight = 0;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** Rough token estimate for usage reporting: one token per ideograph, ~4 chars per token otherwise. */
export function estimateTokens(text: string): number {
  const cjk = text.match(CJK_CHARS)?.length ?? 0;
  const rest = text.replace(CJK_CHARS, "").trim().length;
  return cjk + Math.ceil(rest / 4);
}

export function countWords(text: string): number {
  const latin = text.replace(CJK_CHARS, " ").split(/\s+/).filter(Boolean).length;
  return latin + (text.match(CJK_CHARS)?.length ?? 0);
}

export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trim()}…`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** First sentence (or line) of a message, so restatements stay one line. */
export function firstSentence(text: string): string {
  const line = text.trim().split(/\n+/)[0] ?? "";
  const match = line.match(/^.*?[.!?。！？](?=\s|$)/);
  return (match ? match[0] : line).trim();
}

// Function words plus generic verbs/product words: what is left over is mostly the nouns
// that make this particular idea specific, which is what the reply should echo back.
const EN_STOP = new Set(
  (
    "a an the and or but if then so to of in on at by for with from into onto about as is are was were be been " +
    "being am do does did doing have has had i me my we us our you your he she it its they them their this that " +
    "these those there here what which who whom whose when where why how can could would should will shall may " +
    "might must not no yes please pls hi hello hey thanks thank want wants wanted like would need needs let lets " +
    "let's build building make making create creating design designing write writing draft generate help helps " +
    "get got use using used some any all each every more most very really just also maybe idea ideas thing " +
    "things something app apps application platform system website site product simple small new " +
    "good best better nice easy quick one two three i'd i'm it's don't can't we're nearby able via per etc " +
    "prd prototype prototypes mockup wireframe flowchart flow diagram mermaid test tests case cases research " +
    "report doc document spec requirements requirement page pages ui ux give show tell explain know think " +
    "draw sketch outline list add plan start go continue more details ok okay sure great cool other others " +
    "another each lend borrow find buy sell send receive pay split connect join earn learn discover swap " +
    "competitor competitors what's that's there's how's difference between versus"
  ).split(" "),
);
const ZH_SPLIT =
  /什么是|是什么|区别|我们|我想|我要|想要|希望|帮我|帮忙|帮助|请你|请|能否|可以|能够|需要|支持|养成|提供|实现|进行|使用|通过|做一个|做一款|做个|做|一个|一款|开发|设计|写一份|写个|写|生成|画|关于|以及|或者|还有|用于|用来|面向|针对|的|和|与|及|或|给|让|吗|呢|吧|这个|那个|什么|怎么|如何|为什么|哪些|应用|工具|平台|系统|产品|小程序|网站|需求文档|原型|流程图|测试用例|调研|你好|您好/g;

function normalizeEn(word: string): string {
  return word.toLowerCase().replace(/(?<=[a-z]{3})s$/, "");
}

/** Keyword phrases (up to three words) in order of appearance; a cheap stand-in for noun phrases. */
export function extractKeywords(text: string, locale: OfflineLocale, max = 5): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const add = (phrase: string, key: string) => {
    if (phrase && !seen.has(key) && found.length < max) {
      seen.add(key);
      found.push(phrase);
    }
  };
  if (locale === "zh") {
    const segments = text.replace(ZH_SPLIT, "|").split(/[\s|,.;:!?，。；：！？、（）()“”"'《》【】]+/);
    for (const raw of segments) {
      const seg = raw.trim();
      if (hasChinese(seg) ? seg.length >= 2 : seg.length >= 2 && !EN_STOP.has(seg.toLowerCase())) {
        add(seg.slice(0, 10), seg.toLowerCase());
      }
    }
    return found;
  }
  // Runs of consecutive content words become phrases ("remote teams", "weekly reports").
  const words = text.match(/[A-Za-z][A-Za-z0-9'’-]*|[^A-Za-z\s]+/g) ?? [];
  let run: string[] = [];
  const flush = () => {
    const phrase = run.slice(-3);
    if (phrase.length) add(phrase.join(" "), phrase.map(normalizeEn).join(" "));
    run = [];
  };
  words.forEach((word, i) => {
    const lower = word.toLowerCase().replace(/’/g, "'");
    const acronym = /^[A-Z]{2}$/.test(word); // "AI", "HR": short but meaningful
    const content = /^[a-z]/i.test(word) && (word.length > 2 || acronym) && !EN_STOP.has(lower);
    if (!content) return flush();
    // Keep deliberate casing: "SaaS", "CRM", and capitalised names mid-sentence ("Notion").
    const sentenceStart = i === 0 || /[.!?]\s*$/.test(words[i - 1]);
    run.push(/[A-Z]/.test(word.slice(1)) || (/^[A-Z]/.test(word) && !sentenceStart) ? word : lower);
  });
  flush();
  return found;
}

export function bulletList(items: string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

export function numberedList(items: string[]): string {
  return items.map((item, i) => `${i + 1}. ${item}`).join("\n");
}

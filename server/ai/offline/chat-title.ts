/**
 * Offline writer for the task `chat_title`: names the subject of a request in a few words, as a
 * good model would ("Write a short product brief for a habit-tracking app for students" →
 * "Habit-tracking app for students"). At most 30 characters, no quotes, in the request's
 * language. `requestSubject` is shared with the prompt optimiser.
 */
import { hasChinese } from "./language/text-utils";
import type { OfflineWriter } from "./types";

export const TITLE_MAX = 30;

// Requests start with who-asks-what; the subject is what comes after it.
const EN_LEADS: RegExp[] = [
  /^(hi|hello|hey|ok|okay)\b[\s,!.]*/i,
  /^(please|pls|kindly)\s+/i,
  /^(can|could|would|will) you\s+(please\s+)?/i,
  /^(help me|i want to|i'd like to|i would like to|i need to|we need to|we want to|let's|lets)\s+/i,
  /^(i want|i need|we want|we need|give me|show me)\s+/i,
  /^(what|who) (is|are) (an?\s+|the\s+)?(?=\S)/i,
  /^(write|draft|create|make|build|design|generate|produce|prepare|sketch|draw|plan|put together|come up with|compare|research|analy[sz]e|research on)\s+(me\s+|us\s+)?/i,
];
const EN_DELIVERABLE =
  /^(?:(?:an?|the|some|my|our)\s+)?(?:(?:short|quick|brief|simple|detailed|full|complete|one-page|first|clear|new|small)\s+)*(?:product brief|brief|prd|product requirements? document|requirements? document|requirements|spec(?:ification)?|one-pager|prototype|mock-?up|wireframe|landing page|flow ?chart|diagram|user flow|state diagram|sequence diagram|swimlane(?: flowchart)?|test cases|test plan|research report|report|competitor report|competitive analysis|competitor analysis|market research|analysis|comparison|overview|picture|image|illustration|banner|web app|app idea)s?\s+(?:for|of|about|on|describing|covering|that covers)\s+/i;
const EN_ARTICLE = /^(?:an?|the|my|our|some)\s+/i;
// Generic nouns a long title can lose first ("habit-tracking app for students" → "habit-tracking for students").
const EN_GENERIC = /\s+(app|application|platform|tool|system|website|service|product)\b/i;
// A clause that adds detail rather than naming the thing; dropped when the title is too long.
const EN_DETAIL =
  /\s+(?:with|that|which|where|so that|including|using|to help|to let|where|in which|for (?:a |the )?(?:team|company) of)\b.*$/i;

const ZH_LEADS: RegExp[] = [
  /^(你好|您好|嗨|哈喽)[，,！!。\s]*/,
  /^(请你|请|麻烦你?|帮我|帮忙|我想要|我想|我要|我们想|我们要|能不能|可以|给我)+/,
  /^(写|做|画|设计|开发|生成|出|整理|起草|对比|调研|分析)(一下)?/,
  /^(一个|一款|一份|一张|个|份|款|张)/,
];
const ZH_TAIL =
  /的?(产品需求文档|需求文档|产品需求|PRD|prd|原型图?|线框图|流程图|时序图|状态图|泳道图|测试用例|调研报告|竞品报告|竞品分析|市场分析|分析报告|报告|页面|插画|海报)$/;
const ZH_FOR = /^(?:面向|针对|给|专为)(.{1,12}?)的(.+)$/;

function firstClause(text: string, zh: boolean): string {
  const lines = text
    .trim()
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  // A greeting alone on the first line says nothing about the subject.
  const line = lines.find((l) => !/^(hi|hello|hey|你好|您好)[\s,!.，！。]*$/i.test(l)) ?? lines[0] ?? "";
  const end = zh ? /[。！？!?；;，,：:]/ : /[.!?;:](?=\s|$)/;
  const cut = line.search(end);
  return (cut > 0 ? line.slice(0, cut) : line).trim();
}

/** What the request is about, as a phrase ("campus second-hand marketplace with escrow payments"). */
export function requestSubject(text: string, zh = hasChinese(text)): string {
  let subject = firstClause(text, zh);
  if (zh) {
    for (let pass = 0; pass < 2; pass++) for (const lead of ZH_LEADS) subject = subject.replace(lead, "");
    subject = subject.replace(ZH_TAIL, "");
    const forWhom = ZH_FOR.exec(subject);
    if (forWhom) subject = `${forWhom[1]}${forWhom[2]}`;
    return subject.replace(/^(关于|有关)/, "").trim();
  }
  for (let pass = 0; pass < 2; pass++) for (const lead of EN_LEADS) subject = subject.replace(lead, "");
  subject = subject.replace(EN_DELIVERABLE, "").replace(EN_ARTICLE, "");
  return subject.replace(/[\s.,;:!?]+$/, "").trim();
}

const TRAILING_WORDS = /\s+(for|with|and|of|the|a|an|to|in|on|at|by|from|&)$/i;

/** Chinese titles stay short: a long subject is cut where its qualifier starts (在…/…的…). */
function zhTitle(title: string): string {
  if (title.length <= 16) return title;
  const cuts = [title.indexOf("在"), title.indexOf("的")].filter((i) => i >= 4);
  return (cuts.length ? title.slice(0, Math.min(...cuts)) : title).slice(0, TITLE_MAX).trim();
}

const GERUNDS: Record<string, string> = {
  price: "Pricing",
  grow: "Growing",
  launch: "Launching",
  market: "Marketing",
  name: "Naming",
  test: "Testing",
  validate: "Validating",
  measure: "Measuring",
  design: "Designing",
  build: "Building",
  improve: "Improving",
  reduce: "Reducing",
  increase: "Increasing",
  onboard: "Onboarding",
  position: "Positioning",
  choose: "Choosing",
  find: "Finding",
  get: "Getting",
  run: "Running",
  plan: "Planning",
  scope: "Scoping",
  prioritize: "Prioritizing",
  prioritise: "Prioritising",
  write: "Writing",
  handle: "Handling",
  structure: "Structuring",
  promote: "Promoting",
  sell: "Selling",
  retain: "Retaining",
  monetize: "Monetizing",
};

/** "How should I price a SaaS tool…" → "Pricing a SaaS tool…": a question titled by its topic. */
function asTopic(title: string): string {
  const m =
    /^(?:how|what is the best way|what's the best way|what are good ways)\s+(?:should|do|can|could|would|to)?\s*(?:i|we|you)?\s*(?:best\s+)?([a-z]+)\s+(.+)$/i.exec(
      title,
    );
  const verb = m && GERUNDS[m[1].toLowerCase()];
  return verb ? `${verb} ${m[2].replace(/^(?:my|our)\s+/i, "a ")}` : title;
}

/** The subject as a title: capitalised, short, no quotes. */
export function titleOf(text: string): string {
  const zh = hasChinese(text);
  let title = requestSubject(text, zh)
    .replace(/["'`“”‘’「」『』《》]/g, "")
    .replace(/\s+/g, " ");
  if (!title) title = firstClause(text, zh);
  if (zh) return zhTitle(title);
  title = asTopic(title);
  // Shorten the way a person would: the detail clause first, then the generic noun, then the
  // audience ("Meal-planning app for busy parents" → "Meal-planning for busy parents"), and only
  // then cut at a word.
  // "app that helps piano teachers schedule…": without its clause a bare "app" says nothing.
  const helps = /^([\w-]+)\s+(?:that|which)\s+(?:helps|lets)\s+((?:[\w-]+\s+){0,2}?[\w-]+s)\s+/i.exec(title);
  if (title.length > TITLE_MAX && helps) title = `${helps[1]} for ${helps[2]}`;
  if (title.length > TITLE_MAX) title = title.replace(EN_DETAIL, "");
  // "dashboard for a coffee roastery to track orders" → "Dashboard for a coffee roastery".
  if (title.length > TITLE_MAX) title = title.replace(/\s+to\s+(?!help|let)\w+\s.*$/i, "");
  // "Mobile app" keeps its noun: "Mobile for language learners" names nothing.
  if (
    title.length > TITLE_MAX &&
    !/^(mobile|web|desktop|ios|android)\s/i.test(title) &&
    title.replace(EN_GENERIC, "").length <= TITLE_MAX
  )
    title = title.replace(EN_GENERIC, "");
  if (title.length > TITLE_MAX) title = title.replace(/\s+for\s+(?:an?|the)\s+/i, " for ");
  if (
    title.length > TITLE_MAX &&
    /\s+for\s+/i.test(title) &&
    title.replace(/\s+for\s+.*$/i, "").includes(" ")
  )
    title = title.replace(/\s+for\s+.*$/i, "");
  if (title.length > TITLE_MAX) {
    const cut = title.slice(0, TITLE_MAX + 1);
    title = cut.slice(0, cut.lastIndexOf(" ") > 10 ? cut.lastIndexOf(" ") : TITLE_MAX);
  }
  while (TRAILING_WORDS.test(title)) title = title.replace(TRAILING_WORDS, "");
  return title.charAt(0).toUpperCase() + title.slice(1);
}

export const chatTitle: OfflineWriter = ({ userText, options }) => {
  const input =
    typeof options?.user_input === "string" && options.user_input.trim() ? options.user_input : userText;
  return titleOf(input);
};

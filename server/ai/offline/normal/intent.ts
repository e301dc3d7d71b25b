/** Cheap, deterministic intent detection for the offline writers (no model available). */
import { firstSentence, truncate } from "../language/text-utils";

/** Deliverables that have a dedicated mode the user can switch to. */
export type ArtifactKind = "prd" | "prototype" | "flowchart" | "test_cases" | "research";

export type Intent =
  | { kind: "greeting" }
  | { kind: "artifact"; artifact: ArtifactKind }
  | { kind: "question" }
  | { kind: "idea" };

// Order matters: "test cases for the prototype" is a test-case request, not a prototype one.
const ARTIFACT_PATTERNS: ReadonlyArray<[ArtifactKind, RegExp]> = [
  ["test_cases", /\btest[\s-]?cases?\b|\btest plan\b|\bqa\b|测试用例|测试点|测试计划/i],
  ["prd", /\bprd\b|requirements? (doc|document|spec)|product spec|需求文档|产品需求|需求说明/i],
  ["flowchart", /flow\s?chart|\bdiagram\b|\bmermaid\b|user flow|sequence chart|流程图|时序图|泳道图/i],
  ["prototype", /\bprototypes?\b|\bmock-?ups?\b|\bwireframes?\b|\blanding page\b|原型|线框图|界面设计/i],
  ["research", /\bresearch\b|\bcompetitors?\b|competitive analysis|market (size|analysis)|调研|竞品|市场分析/i],
];

const GREETING = /^\s*(hi|hello|hey|yo|hiya|good (morning|afternoon|evening)|你好|您好|嗨|哈喽|哈啰|早上好|晚上好)/i;
const QUESTION_EN = /^(what|how|why|when|where|which|who|can|could|should|is|are|do|does|will|would)\b/i;
// "What is a PRD?" asks about a deliverable; "Can you write a PRD ...?" asks for one.
const ASKS_ABOUT = /^(what|why|when|where|which|who|is|are|does)\b/i;
const ASKS_FOR = /\b(write|make|create|draw|generate|build|design|draft|sketch|give me)\b|帮我|给我|写|做|画|生成/i;
const QUESTION_ZH = /吗|什么|怎么|如何|为什么|哪些|哪个|是否|能否|有没有/;

/**
 * `keywordCount` is how many content keywords the message has beyond the greeting itself,
 * so "hi, I want a budgeting app" is treated as an idea rather than small talk.
 */
export function detectIntent(text: string, keywordCount: number): Intent {
  const trimmed = text.trim();
  if (ASKS_ABOUT.test(trimmed) && !ASKS_FOR.test(trimmed)) return { kind: "question" };
  for (const [artifact, pattern] of ARTIFACT_PATTERNS) {
    if (pattern.test(trimmed)) return { kind: "artifact", artifact };
  }
  if (!trimmed || (GREETING.test(trimmed) && keywordCount === 0)) return { kind: "greeting" };
  if (/[?？]\s*$/.test(trimmed) || QUESTION_EN.test(trimmed) || QUESTION_ZH.test(trimmed)) {
    return { kind: "question" };
  }
  return { kind: "idea" };
}

// Leading filler removed so the restatement reads as the idea itself, not as the request.
const EN_LEADS: RegExp[] = [
  /^(hi|hello|hey)\b[\s,!.]*/i,
  /^(please|pls|kindly)\s+/i,
  /^(can|could|would|will) you\s+(please\s+)?/i,
  /^(help me|i want to|i'd like to|i would like to|i need to|i'm thinking of|i am thinking of|let's|lets|we want to|we need to|we'd like to)\s+/i,
  /^(build|make|create|design|write|draft|generate|sketch|draw|do)\s+(me\s+)?/i,
  /^(an?|the|some)\s+/i,
  /^(prd|prototype|mockup|wireframe|flowchart|diagram|test cases?|research|report)\s+(for|of|on|about)\s+/i,
  /^(research|analy[sz]e|compare)\s+/i,
  /^(an?|the|my|our)\s+/i,
];
const ZH_LEADS: RegExp[] = [
  /^(你好|您好|嗨|哈喽)[，,！!。\s]*/,
  /^(请你|请|麻烦你?|帮我|帮忙|我想要|我想|我要|我们想|我们要|能不能|可以)+/,
  /^(做|写|画|设计|开发|生成)(一个|一款|一份|个|份|款)?/,
  /^(一个|一款|一份)/,
];
// "……的需求文档" names the deliverable, not the idea.
const ZH_TAIL = /的?(需求文档|产品需求|原型图?|线框图|流程图|时序图|测试用例|调研报告|调研|竞品分析)$/;

/** The idea or question as one tidy line, without "can you help me build ..." preambles. */
export function extractSubject(text: string, zh: boolean, max = 120): string {
  let subject = firstSentence(text);
  for (const lead of zh ? ZH_LEADS : EN_LEADS) subject = subject.replace(lead, "");
  subject = subject.replace(/[\s.!?。！？]+$/, "");
  if (zh) subject = subject.replace(ZH_TAIL, "");
  return truncate(subject || firstSentence(text), max);
}

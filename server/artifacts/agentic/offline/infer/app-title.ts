/** A lite app's name from the words of its brief ("Workout log", "孩子读书时长记录", "招聘看板"). */
import type { OfflineLocale } from "@/server/ai/offline/types";
import type { AppKind, AppSpec } from "../spec";

/** A record app's name from the brief's first words: "Workout log", "孩子读书时长记录". */
export function titleFromBrief(text: string, lang: OfflineLocale): string {
  if (lang === "zh") {
    const logged = /^(?:请|帮我|我想要?|我要|给我)?(?:做|建|写|搭)?(?:一个|一份|个)?(?:记录|追踪|跟踪)/.test(
      text,
    );
    let head = (text.split(/[：:，,。；;！!？?\n]/)[0] ?? "")
      .replace(/^(?:请|帮我|我想要?|我要|给我)?(?:做|建|写|搭|设计)?(?:一个|一份|一款|个)?/, "")
      .replace(/^(?:记录|追踪|跟踪)(?:一下|下)?/, "")
      .replace(/每天|每日|每周|每次/g, "")
      .replace(/(?:的)?(?:小)?(?:应用|工具|app|程序)$/i, "")
      .trim();
    // "两个孩子的零花钱记账", "三个室友的家务轮值表": the people it is for do not name it.
    if (/^[一二两三四五六七八九十\d]+\s*(?:个|位|名)[\u4e00-\u9fff]{1,3}的./.test(head))
      head = head.slice(head.indexOf("的") + 1);
    if (head.length > 8 && head.includes("的")) head = head.slice(0, head.indexOf("的"));
    if (!head) return "";
    return logged && !/(?:记录|表|本|清单|日志|日记|册)$/.test(head) ? `${head}记录` : head;
  }
  const clause = text.split(/[:;—–]|\s-\s|,|\.\s|\n/)[0] ?? "";
  // "Track my weight daily and show …": what is tracked names the app ("Weight tracker").
  const tracked =
    /^(?:please\s+)?(?:(?:help me|i want to|i need to|let me)\s+)?(?:track|log|record|keep track of)\s+(?:(?:my|our|the|how much|how many)\s+)?(.+)$/i
      .exec(clause.trim())?.[1]
      ?.replace(/\s+(?:and|daily|every|each|per|with|for|in|on|so|to|i|we)\b.*$/i, "")
      // "Track who makes the coffee": the coffee is tracked.
      .replace(/^who\s+[a-z]+\s+(?:the\s+)?(?:most\s+)?/i, "")
      .trim();
  if (tracked && tracked.split(/\s+/).length <= 3)
    return `${tracked[0]!.toUpperCase()}${tracked.slice(1)} tracker`;
  // "A tracker for my team's on-call shifts with …": the thing it is for names it ("On-call shifts tracker"), not "Tracker".
  const forWhat =
    /^(?:please\s+)?(?:(?:make|build|create|write|give|design|i want|i need|i'd like)\s+(?:me\s+|us\s+)?)?(?:(?:a|an|the|my|our|simple|small|little)\s+)*(tracker|log|logbook|list|planner|calculator|board|sheet|app|tool|journal|diary|register|rota|schedule)\s+(?:for|of)\s+(?:(?:my|our|the|a|an)\s+)?(?:[a-z]+(?:'s|s')\s+)?(.+?)(?:\s+(?:with|that|which|where|so|to|including|by|i can|we can)\b.*)?$/i.exec(
      clause.trim(),
    );
  if (forWhat && forWhat[2]!.split(/\s+/).length <= 4) {
    const what = forWhat[2]!.trim();
    const word =
      forWhat[1]!.toLowerCase() === "app" || forWhat[1]!.toLowerCase() === "tool"
        ? "tracker"
        : forWhat[1]!.toLowerCase();
    return `${what[0]!.toUpperCase()}${what.slice(1)} ${word}`;
  }
  const head = clause
    .replace(
      /^(?:please\s+)?(?:(?:make|build|create|write|give|design|i want|i need|i'd like|keep|run|manage|organi[sz]e)\s+(?:me\s+|us\s+)?)?/i,
      "",
    )
    .replace(/^(?:(?:a|an|the|my|our|simple|small|little)\s+)+/i, "")
    .replace(/\s+(?:that|which|where|so|to|with|for (?:my|our|the)|i can|between|among)\b.*$/i, "")
    .replace(/\s+app$/i, "")
    // "Pocket money tracker for Tom and Lily": the people it is for do not name it.
    .replace(/\s+for\s+[A-Z][a-z]+(?:\s*(?:,|&|\band\b)\s*[A-Z][a-z]+)*$/, "")
    .trim();
  if (!head || head.split(/\s+/).length > 6) return "";
  return head[0]!.toUpperCase() + head.slice(1);
}

/** A board's or a tracker's own name when the brief gives one ("招聘看板", "Household budget"). */
export function namedTitle(text: string, lang: OfflineLocale, kind: AppKind): string {
  const title = titleFromBrief(text, lang);
  const own = kind === "kanban" ? /看板|board|kanban/i : /记账|账本|支出|开销|预算|expense|spending|budget/i;
  return own.test(title) && !/^(?:kanban|kanban board|board|看板|expense tracker|记账本)$/i.test(title)
    ? title
    : "";
}

/** The name of an app its plan left unnamed: the quiz's topic, the brief's first words, else the kind's. */
export function defaultTitle(spec: AppSpec, text: string): void {
  const { kind, lang } = spec;
  const t = spec.text;
  if (!spec.title)
    spec.title =
      kind === "quiz" && spec.topic
        ? lang === "zh"
          ? `${spec.topic}测验`
          : `${spec.topic[0]!.toUpperCase()}${spec.topic.slice(1)} quiz`
        : kind === "list" || kind === "form"
          ? titleFromBrief(text, lang) || t.titles[kind]
          : kind === "kanban" || kind === "expense"
            ? namedTitle(text, lang, kind) || t.titles[kind]
            : t.titles[kind];
}

/**
 * The offline model's short, genuine reasoning: what it understood the request to be and what
 * it will write, so the thinking panel can be seen working without a provider. It is built
 * from the same analysis as the reply, so it never describes something the reply does not do.
 */
import { analyseNormal, type Analysis } from "./normal-analysis";
import { parseBrief } from "../brief";
import { topicOf } from "./topic";
import { compareItems } from "./request-kind";
import { parseSubject } from "../language/subject";
import { mermaidKind } from "@/lib/contracts/kinds";
import type { OfflineMode, WriterInput } from "../types";
import { offlineKindCopy } from "../kind-copy";

const KIND_EN: Record<Analysis["request"]["kind"], string> = {
  greeting: "a greeting, so I'll say hello and what I can do",
  thanks: "thanks, so a short reply is enough",
  followup: "a follow-up",
  compare: "a comparison",
  artifact: "a deliverable that has its own mode",
  brief: "a short product brief",
  ideas: "feature ideas",
  question: "an answer to a question",
  idea: "feedback on a product idea",
};
const KIND_ZH: Record<Analysis["request"]["kind"], string> = {
  greeting: "打招呼，我简单介绍一下能做什么",
  thanks: "致谢，简短回应即可",
  followup: "追问",
  compare: "一个对比",
  artifact: "一份有专门模式的交付物",
  brief: "一段产品简介",
  ideas: "功能点子",
  question: "回答一个问题",
  idea: "对一个产品想法的反馈",
};

const PLAN_EN: Partial<Record<Analysis["request"]["kind"], string>> = {
  brief:
    "I'll cover the problem, who it is for, four core features, one success metric and the biggest risk.",
  idea: "I'll say who it serves, the loop that brings people back, what the first version needs and what to check first.",
  ideas: "I'll list ideas that strengthen the core loop and say which one to start with.",
  artifact: "I'll give the outline and point to the mode that writes the full version.",
  compare: "I'll compare what each is, what it suits and what to watch out for, then how to choose.",
  question: "I'll answer directly and give concrete steps.",
};
const PLAN_ZH: Partial<Record<Analysis["request"]["kind"], string>> = {
  brief: "我会写清要解决的问题、目标用户、四个核心功能、一个成功指标和最大的风险。",
  idea: "我会说明它服务谁、让用户回来的循环、第一版需要什么，以及先验证什么。",
  ideas: "我会列出能加强核心循环的点子，并说明先做哪一个。",
  artifact: "我会给出提纲，并指出能生成完整版本的模式。",
  compare: "我会比较两者是什么、适合什么、要注意什么，再给出怎么选。",
  question: "我会直接回答，并给出具体步骤。",
};

/** What a question about a practice will get, said in the user's language. */
function practiceReasoning(input: WriterInput, zh: boolean): string | null {
  const brief = parseBrief({ text: input.userText, mode: "normal", language: zh ? "zh" : "en" });
  const t = topicOf(input.userText, zh ? "zh" : "en");
  const c = t.constraints.length
    ? zh
      ? `（${t.constraints.join("，")}）`
      : ` (${t.constraints.join(", ")})`
    : "";
  switch (brief.intent) {
    case "howto":
      return zh
        ? `用户问的是怎样${t.action}${c}。我会给出针对${t.thing}的具体步骤：目标、范围、准备、执行和同步结论。`
        : `The user asks how to ${t.action}${c}. I'll give steps specific to the ${t.thing}: its goal, scope, preparation, running it and sharing what it showed.`;
    case "why":
      return zh
        ? `用户想知道原因：${input.userText.replace(/[？?]+$/, "")}。我会按可能性列出常见原因，并说明怎么确认是哪一个。`
        : `The user wants to know why: ${t.action}${c}. I'll list the likely causes, most likely first, and how to find out which one it is.`;
    case "compare": {
      const items = compareItems(input.userText);
      if (!items) return null;
      return zh
        ? `用户想在「${items[0]}」和「${items[1]}」之间做选择${c}。我会并排比较两者是什么、适合什么、要注意什么，再结合他的情况给出怎么选。`
        : `The user is choosing between ${items[0]} and ${items[1]}${c}. I'll set out side by side what each is, what it suits and what to watch out for, then which fits their case.`;
    }
    case "list":
    case "template":
      return zh
        ? `用户需要一份关于「${t.thing || t.action}」的清单或模板，我会列出它真正包含的部分。`
        : `The user wants a list or template for ${t.thing || t.action}; I'll list the parts it really has.`;
    default:
      return null;
  }
}

function normalReasoning(input: WriterInput): string {
  const zh = input.locale === "zh";
  const practice = practiceReasoning(input, zh);
  const a = analyseNormal(input);
  if (
    practice &&
    (a.request.kind !== "compare" || /^(?:The user is choosing|用户想在)/.test(practice)) &&
    a.request.kind !== "greeting" &&
    a.request.kind !== "thanks" &&
    !(a.request.kind === "question" && a.request.form === "definition")
  )
    return practice;
  const kind = a.request.kind;
  const parts: string[] = [];
  if (zh) {
    parts.push(`用户想要的是${KIND_ZH[kind]}。`);
    if (kind === "compare")
      parts.push(`比较的是「${a.request.kind === "compare" ? a.request.items.join("」和「") : ""}」。`);
    else if (a.subject.product)
      parts.push(
        `主题是「${a.subject.product}」${a.subject.audience ? `，面向${a.subject.audience}` : ""}。`,
      );
    if (a.subject.product && kind !== "compare" && kind !== "greeting" && kind !== "thanks") {
      parts.push(
        a.domain === "generic"
          ? "这个领域我离线了解不多，就说对大多数产品都成立的部分。"
          : `这属于${a.pack.label}类产品，关键在于${a.pack.features[0].name}和${a.pack.features[1].name}。`,
      );
    }
    if (PLAN_ZH[kind]) parts.push(PLAN_ZH[kind]!);
    return parts.join("");
  }
  parts.push(`The user wants ${KIND_EN[kind]}.`);
  if (kind === "compare" && a.request.kind === "compare")
    parts.push(`The two options: ${a.request.items[0]} and ${a.request.items[1]}.`);
  else if (a.subject.product)
    parts.push(`It is about ${a.aProduct}${a.subject.audience ? `, for ${a.subject.audience}` : ""}.`);
  if (a.subject.product && kind !== "compare" && kind !== "greeting" && kind !== "thanks") {
    parts.push(
      a.domain === "generic"
        ? "I don't know this domain well offline, so I'll stick to what holds for most products."
        : `That is a ${a.pack.label} product, so what matters most is ${a.pack.features[0].name.toLowerCase()} and ${a.pack.features[1].name.toLowerCase()}.`,
    );
  }
  if (PLAN_EN[kind]) parts.push(PLAN_EN[kind]!);
  return parts.join(" ");
}

/** What the request named, in the words the deliverable will carry (steps, states, pages, fields…). */
function namedParts(brief: ReturnType<typeof parseBrief>, zh: boolean): string {
  const groups: [string, string, string[]][] = [
    ["步骤", "steps", brief.steps.map((s) => s.text)],
    ["参与方", "participants", brief.actors],
    ["状态", "states", brief.states],
    ["实体", "entities", brief.entities],
    ["页面", "pages", brief.pages],
    ["模块", "sections", brief.sections],
    ["字段", "fields", brief.fields],
    ["功能", "features", brief.features],
  ];
  const parts = groups
    .filter(([, , items]) => items.length)
    .slice(0, 3)
    .map(([z, e, items]) =>
      zh ? `${z}：${items.slice(0, 6).join("、")}` : `${e}: ${items.slice(0, 6).join(", ")}`,
    );
  return parts.join(zh ? "；" : "; ");
}

export function offlineReasoning(mode: OfflineMode, input: WriterInput): string {
  if (mode === "normal") return normalReasoning(input);
  const zh = input.locale === "zh";
  const brief = parseBrief({ text: input.userText, mode, language: zh ? "zh" : "en" });
  const subject = brief.subject.phrase || parseSubject(input.userText, input.locale).phrase;
  const named = namedParts(brief, zh);
  const CHART: Record<string, [string, string]> = {
    flowchart: ["a flowchart", "一张流程图"],
    sequence: ["a sequence diagram", "一张时序图"],
    state: ["a state diagram", "一张状态图"],
    class: ["a class diagram", "一张类图"],
    er: ["an ER diagram", "一张 ER 图"],
    journey: ["a user journey", "一张用户旅程图"],
    gantt: ["a Gantt chart", "一张甘特图"],
    mindmap: ["a mind map", "一张思维导图"],
  };
  // Each kind names what it writes (`offlineCopy` of its server definition).
  const [en, zhName] =
    mode === mermaidKind.mode && brief.chart
      ? CHART[brief.chart]
      : (offlineKindCopy(mode)?.name ?? ["what they asked for", "所要的内容"]);
  return zh
    ? `用户想要${zhName}${subject ? `，主题是「${subject}」` : ""}。${named ? `请求里点名的${named}——每一项都要出现。` : "请求里没有点名具体内容，我会按这类产品通常需要的部分来写。"}`
    : `The user wants ${en}${subject ? ` about ${subject}` : ""}. ${named ? `They named ${named} — every one of them goes in.` : "They named no specifics, so I'll cover what such a product usually needs."}`;
}

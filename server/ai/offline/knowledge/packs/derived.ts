/**
 * A document pack for a product none of the rich packs covers, built from the normal writer's
 * domain pack (users, needs, problem, features, metric, risk) and the product's own name, so
 * even an unusual product gets a PRD about itself.
 */
import { domainPack, type DomainId } from "../../domains";
import type { OfflineLocale } from "../../types";
import type { DocFeature, DocPack } from "../pack-types";

const COPY = {
  en: {
    criteria: (name: string) => [`${name} is reachable from the main screen in one tap`, "Changes are saved at once and survive a reload", "Errors say what went wrong and how to fix it"],
    edge: (name: string) => `Using ${name.toLowerCase()} without the required information shows which field is missing and saves nothing`,
    flow: (features: DocFeature[]) => ({ start: "Open {product}", steps: features.slice(0, 3).map((f) => f.name), decision: { question: "Result as expected?", yes: "Save and share the result", no: "Adjust and try again" }, end: "Job done" }),
    actors: ["{User}", "App", "Service"],
    messages: (f: DocFeature[]): [number, number, string][] => [[0, 1, `Start: ${f[0].name}`], [1, 2, "Save the request"], [2, 1, "Result"], [1, 0, "Show the result"], [0, 1, f[1].name], [1, 2, "Update"], [2, 1, "Done"]],
    entities: [{ name: "USER", fields: ["string id PK", "string name"] }, { name: "ITEM", fields: ["string id PK", "string owner_id FK", "string title", "string status"] }, { name: "ACTIVITY", fields: ["string id PK", "string item_id FK", "datetime at"] }],
    relations: [["USER", "ITEM", "||--o{", "owns"], ["ITEM", "ACTIVITY", "||--o{", "logs"]] as [string, string, string, string][],
    states: [["[*]", "Draft", "created"], ["Draft", "Active", "published"], ["Active", "Done", "completed"], ["Active", "Archived", "archived"], ["Done", "[*]", ""], ["Archived", "[*]", ""]] as [string, string, string][],
    nfr: ["Main screens load in under 1.5 s on a mid-range phone", "Personal data encrypted in transit and at rest; export and deletion on request", "Works on the last two versions of iOS, Android and major browsers"],
    nonGoals: ["Integrations with other tools in the first release", "Advanced settings and custom reports"],
    questions: ["Which of the features is the one users would pay for?", "Who is the first group of users we pilot with?"],
    phases: [["MVP (weeks 1–6)", "The core job and the overview"], ["Pilot (weeks 7–10)", "Nudges and sharing with a pilot group"], ["Launch (week 11+)", "Templates, history and public release"]] as [string, string][],
    today: "spreadsheets, chat groups and notes",
    goal2: "see where things stand without asking",
    pain1: "patch the job together from general-purpose tools, and details get lost between them",
    pain2: "chase updates across tools",
  },
  zh: {
    criteria: (name: string) => [`从主页一步即可进入「${name}」`, "修改立即保存，刷新后不丢失", "出错时说明原因和解决办法"],
    edge: (name: string) => `使用「${name}」时缺少必填信息，提示具体缺少哪一项，不保存`,
    flow: (features: DocFeature[]) => ({ start: "打开{product}", steps: features.slice(0, 3).map((f) => f.name), decision: { question: "结果符合预期？", yes: "保存并分享结果", no: "调整后重试" }, end: "完成" }),
    actors: ["{User}", "应用", "服务端"],
    messages: (f: DocFeature[]): [number, number, string][] => [[0, 1, `开始：${f[0].name}`], [1, 2, "保存请求"], [2, 1, "返回结果"], [1, 0, "展示结果"], [0, 1, f[1].name], [1, 2, "更新"], [2, 1, "完成"]],
    entities: [{ name: "用户", fields: ["string id PK", "string 昵称"] }, { name: "事项", fields: ["string id PK", "string 用户id FK", "string 标题", "string 状态"] }, { name: "记录", fields: ["string id PK", "string 事项id FK", "datetime 时间"] }],
    relations: [["用户", "事项", "||--o{", "拥有"], ["事项", "记录", "||--o{", "产生"]] as [string, string, string, string][],
    states: [["[*]", "草稿", "创建"], ["草稿", "进行中", "发布"], ["进行中", "已完成", "完成"], ["进行中", "已归档", "归档"], ["已完成", "[*]", ""], ["已归档", "[*]", ""]] as [string, string, string][],
    nfr: ["中端手机上主要页面 1.5 秒内加载完成", "个人数据传输和存储均加密，支持按需导出和删除", "支持最近两个版本的 iOS、Android 和主流浏览器"],
    nonGoals: ["首个版本不做与其他工具的集成", "不做高级设置和自定义报表"],
    questions: ["哪一个功能是用户愿意付费的？", "第一批试点用户是谁？"],
    phases: [["MVP（第 1–6 周）", "核心任务和总览页"], ["试点（第 7–10 周）", "提醒与分享，小范围试点"], ["正式发布（第 11 周起）", "模板、历史记录，公开发布"]] as [string, string][],
    today: "表格、群聊和备忘录",
    goal2: "不用追问就知道进展",
    pain1: "只能东拼西凑地用通用工具完成，信息在工具之间丢失",
    pain2: "在多个工具之间追问进度",
  },
};

// The English needs are gerunds or nouns ("knowing what to study next", "one place for the whole
// plan"); the PRD writes goals after "want to" / "help them": a verb phrase.
const BASE_FORMS: Record<string, string> = { getting: "get", knowing: "know", finding: "find", booking: "book", capturing: "capture", seeing: "see", deciding: "decide", agreeing: "agree", listing: "list", selling: "sell", having: "have", making: "make" };

/** "a user", "an online booking page": the article by sound for the common cases. */
export function withArticle(text: string): string {
  return /^(?:[aeio]|u(?!s[aeiou]|n[iy]|ti|r[aeo]))/i.test(text) ? `an ${text}` : `a ${text}`;
}

export function needAsGoal(need: string): string {
  const [first, ...rest] = need.split(" ");
  const base = BASE_FORMS[first.toLowerCase()];
  if (base) return [base, ...rest].join(" ");
  return `have ${need}`;
}

export function derivedPack(id: DomainId, locale: OfflineLocale, product: string): DocPack {
  const source = domainPack(id, locale);
  const copy = COPY[locale];
  const all = [...source.features, ...source.ideas.slice(0, 2)];
  // The domain pack's details are noun phrases ("free slots in real time"); a user story wants a
  // verb phrase after "I want to" and a clause after "so that".
  const features: DocFeature[] = all.map((f, i) => ({
    name: f.name,
    want: locale === "zh" ? f.detail : `have ${withArticle(f.name.toLowerCase())}: ${f.detail}`,
    benefit: locale === "zh" ? source.needs[0] : `I can ${needAsGoal(source.needs[0])}`,
    criteria: copy.criteria(f.name),
    edge: copy.edge(f.name),
    priority: i < 2 ? "P0" : i < 4 ? "P1" : "P2",
  }));
  const fill = (text: string) => text.replace(/\{A_product\}|\{a_product\}|\{product\}/g, product).replace(/\{Audience\}|\{audience\}/g, "{users}");
  return {
    product,
    users: [source.users[0], source.users[1]],
    user: locale === "zh" ? "用户" : "user",
    goals: [locale === "zh" ? source.needs[0] : needAsGoal(source.needs[0]), copy.goal2],
    pains: [copy.pain1, copy.pain2],
    // Each is a bullet of its own: "{users} spend too long…" starts a sentence.
    problem: [fill(source.problem), fill(source.risk)].map((line) => line.replace(/^\{users\}/, "{Users}")),
    today: copy.today,
    metrics: [{ name: fill(source.metric).replace(/[.。]\s*$/, "").split(/[:：—]/)[0].trim(), target: locale === "zh" ? "≥ 30%" : "≥ 30 %" }],
    features,
    flow: copy.flow(features),
    sequence: { actors: copy.actors, messages: copy.messages(features) },
    entities: copy.entities,
    relations: copy.relations,
    states: copy.states,
    nfr: copy.nfr,
    risks: [[fill(source.risk), locale === "zh" ? "先用最小版本验证，再扩大投入" : "Validate with the smallest version before investing more"]],
    nonGoals: copy.nonGoals,
    questions: copy.questions,
    phases: copy.phases,
  };
}

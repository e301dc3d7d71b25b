/**
 * Offline writer `prototype_pages`: the plan of a multi-page prototype — exactly the pages the
 * request names, in its order (the first is index.html), each with a file name and what it
 * shows; when it names none, the pages such a product needs (a home, a list, a detail, a form).
 */
import { multPrototypeKind } from "@/lib/contracts/kinds";
import { briefOf } from "../../../ai/offline/brief-input";
import { listPhrase } from "../../../ai/offline/language/grammar";
import { brandFor } from "../../shared/prototype-pages/offline/brand";
import { seedOf } from "../../shared/prototype-pages/offline/sample-data";
import type { PageKind } from "../../shared/prototype-pages/offline/screen";
import { pageKindOf } from "../../shared/prototype-pages/offline/vocabulary";
import { PAGE_BUTTON } from "../../shared/prototype-pages/offline/plan-screen";
import type { OfflineWriter } from "../../../ai/offline/types";

const PURPOSE: Record<PageKind, [string, string]> = {
  landing: ["What it is, why it helps, and the way in", "介绍产品和入口"],
  home: ["The app's home: today's items and shortcuts", "应用首页：今日内容和快捷入口"],
  dashboard: ["Key figures, a trend and the latest records", "核心数据、趋势和最新记录"],
  form: ["The form to fill in and confirm", "填写并确认的表单"],
  auth: ["Sign in or create an account", "登录或注册"],
  list: ["A searchable, filterable list", "可搜索、可筛选的列表"],
  detail: ["One item in full, with its main action", "单个条目的详情和主要操作"],
  profile: ["The user's profile and history", "个人资料和记录"],
  settings: ["Preferences and account settings", "偏好和账号设置"],
  onboarding: ["First-run steps", "首次使用引导"],
  help: ["Answers and a way to get help", "常见问题和求助入口"],
  messages: ["Conversations and notifications", "会话和通知"],
};

function pageAndButton(name: string, zh: boolean): [string, string | null] {
  const m = zh
    ? /^(.{2,}?)[（(]?(?:带|有|含|附)(?:一个)?(.{1,8}?)按钮[)）]?$/.exec(name)
    : /^(.+?)\s+with\s+(?:a|an|the)\s+(.+?)\s+button$/i.exec(name);
  if (!m) return [name, null];
  const label = zh ? m[2] : m[2].charAt(0).toUpperCase() + m[2].slice(1);
  return [m[1].replace(/[（(，,\s]+$/, "").trim(), label];
}

function fileFor(title: string, kind: PageKind, taken: Set<string>): string {
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || kind;
  let file = `${slug}.html`;
  for (let n = 2; taken.has(file); n++) file = `${slug}-${n}.html`;
  taken.add(file);
  return file;
}

export const planPages: OfflineWriter = (input) => {
  const o = input.options ?? {};
  const device = typeof o.device === "string" ? o.device : "web";
  const brief = briefOf(input, multPrototypeKind.mode);
  const zh = brief.language === "zh";
  const i = zh ? 1 : 0;
  const named =
    brief.pages.length >= 2
      ? brief.pages
      : zh
        ? ["首页", `${brief.subject.product || "服务"}列表`, "详情", "预约"]
        : ["Home", "Browse", "Details", "Book"];
  const taken = new Set<string>(["index.html"]);
  const pages = named.slice(0, 6).map((named, n) => {
    // "tool details with a reserve button", "详情页（带预约按钮）": the page, and its main button.
    const [title, button] = pageAndButton(named, zh);
    const kind = pageKindOf(title, device);
    const display = zh ? title : title.charAt(0).toUpperCase() + title.slice(1);
    const purpose = `${kind}: ${PURPOSE[kind][i]}${button ? `${PAGE_BUTTON}${button}` : ""}`;
    return { file_name: n === 0 ? "index.html" : fileFor(title, kind, taken), title: display, purpose };
  });
  const brand = brandFor(
    brief.subject,
    brief.language,
    seedOf(`${brief.subject.brand ?? ""}|${brief.subject.product}|`),
  );
  const line = zh
    ? `我为「${brand}」规划了 ${pages.length} 个相互链接的页面：${pages.map((p) => p.title).join("、")}。`
    : `I planned ${pages.length} linked pages for ${brand}: ${listPhrase(
        pages.map((p) => p.title),
        "en",
      )}.`;
  return `${line}\n\n\`\`\`json\n${JSON.stringify({ pages }, null, 2)}\n\`\`\``;
};

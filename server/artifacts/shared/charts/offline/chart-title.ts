/** A chart's title from its brief, the words charts add in each language, and the capital a label starts with. */
import type { Brief } from "../../../../ai/offline/brief";

export const CHART_WORDS = {
  en: {
    start: "Start",
    end: "End",
    yes: "Yes",
    no: "No",
    otherwise: "Otherwise",
    user: "User",
    plan: "Plan",
    flow: "flow",
    journey: "journey",
  },
  zh: {
    start: "开始",
    end: "结束",
    yes: "是",
    no: "否",
    otherwise: "否则",
    user: "用户",
    plan: "计划",
    flow: "流程",
    journey: "旅程",
  },
} as const;

export const upper = (s: string) => (/^[a-z]/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/**
 * What the first step acts on, for a request that names steps but no subject ("时序图：员工提交请假
 * 申请，…" is about 请假申请; "employee submits a leave request, …" about the leave request).
 */
function firstStepObject(brief: Brief): string {
  const action = brief.steps[0]?.action ?? "";
  if (brief.language === "zh")
    return action.replace(/^(?:提交|发起|创建|填写|上传|申请|发送|下单|录入)/, "").slice(0, 12);
  const object = action.replace(/^\w+\s+(?:(?:a|an|the|their|his|her|its|our)\s+)?/i, "");
  return object.split(/\s+/).length <= 4 ? object : "";
}

/** The chart's title: the subject as the user named it (else what its first step acts on). */
export function chartTitleOf(brief: Brief, suffix = ""): string {
  const product = brief.subject.product || firstStepObject(brief);
  const name =
    brief.subject.brand && !product.includes(brief.subject.brand)
      ? `${brief.subject.brand} ${product}`.trim()
      : product;
  // A plan with no subject is a project plan ("甘特图：调研2周，设计1周…").
  const fallback =
    brief.chart === "gantt"
      ? brief.language === "zh"
        ? "项目计划"
        : "Project plan"
      : brief.language === "zh"
        ? "图表"
        : "Chart";
  const base = upper(name || fallback);
  if (!suffix || base.toLowerCase().endsWith(suffix.toLowerCase())) return base;
  return brief.language === "zh" ? `${base}${suffix}` : `${base} ${suffix}`;
}

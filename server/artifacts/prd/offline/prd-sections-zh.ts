/** 离线 PRD 的中文章节内容，每种章节一个函数。 */
import { assumedLine } from "../../shared/prd-spec/assumed-users";
import { MERMAID_LANGUAGE } from "@/lib/contracts/content/mermaid";
import { specChart as chart } from "./spec-charts";
import { bullets, fence, frId, numbered, table } from "../../../ai/offline/language/markdown";
import { listPhrase } from "../../../ai/offline/language/grammar";
import { evidenceBlock, metricRows, quotesBlock, type SectionInput } from "./prd-sections-en";
import type { SectionKind } from "../../shared/prd-spec/section-kinds";
import type { ProductSpec } from "../../shared/prd-spec/spec";
import type { DocFeature } from "../../../ai/offline/knowledge/pack-types";

type Render = (input: SectionInput) => string;

const p0 = (b: ProductSpec) => b.pack.features.filter((f) => f.priority === "P0");
const stripEnd = (text: string) => text.replace(/[。.]$/, "");

function factsBlock(spec: ProductSpec): string[] {
  return spec.facts
    .filter((f) => f.lines.length)
    .map((f) => `**来自附件《${f.file}》：**\n\n${bullets(f.lines)}`);
}

const successLine = (spec: ProductSpec) => {
  const m = spec.grounding?.metrics[0];
  if (m)
    return `**成功标准：**${m.name}当前为 ${m.baseline} [${m.n}]，目标 ${m.target.replace(/（.*）$/, "")}`;
  return `**成功标准：**${stripEnd(spec.pack.metrics[0].name)} ${spec.pack.metrics[0].target}`;
};

const overview: Render = ({ spec, first, withQuotes }) => {
  const { pack } = spec;
  const names = pack.features.slice(0, 3).map((f) => `「${f.name}」`);
  // A change to the user's own product: what changes in it, not a product of its own.
  const changed = pack.features.filter((f) => f.priority === "P0").map((f) => `「${f.name}」`);
  const lead = spec.change
    ? `${spec.phrase}是对现有${spec.product}的一次改动：让${pack.users[0]}${stripEnd(pack.goals[0])}。目前他们${stripEnd(pack.pains[0])}；这次改动包括${listPhrase(changed, "zh")}。`
    : `${spec.phrase}帮助${pack.users[0]}${stripEnd(pack.goals[0])}。他们目前依赖${pack.today}；${spec.product}用${listPhrase(names, "zh")}来取代这些做法。`;
  return [
    lead,
    bullets([
      spec.usersAssumed
        ? `**服务对象（假设）：**${pack.users[0]}，以及${pack.users[1]}`
        : `**服务对象：**${pack.users[0]}，以及${pack.users[1]}`,
      `**当前痛点：**${stripEnd(pack.pains[0])}`,
      successLine(spec),
    ]),
    ...(first ? [...evidenceBlock(spec, withQuotes), ...factsBlock(spec)] : []),
  ].join("\n\n");
};

const background: Render = ({ spec, withQuotes }) => {
  const { pack } = spec;
  return [
    `${pack.users[0]}希望${stripEnd(pack.goals[0])}，但现在常常${stripEnd(pack.pains[0])}。`,
    // 用户给的资料取代泛泛而谈的问题描述。
    ...(spec.grounding?.problem.length ? [] : [bullets(pack.problem)]),
    ...evidenceBlock(spec, withQuotes),
    ...factsBlock(spec),
    `**目前的替代做法：**${pack.today}。**待验证的假设：**访谈 5 位${pack.users[0]}，至少 3 位会主动提到这个问题。`,
  ].join("\n\n");
};

const goals: Render = ({ spec }) =>
  [
    numbered([
      `帮助${spec.pack.users[0]}${stripEnd(spec.pack.goals[0])}。`,
      `让${spec.pack.users[1]}能够${stripEnd(spec.pack.goals[1])}。`,
    ]),
    table(["指标", "基线", "目标（上线后 3 个月）"], metricRows(spec, "试点期间测量")),
  ].join("\n\n");

const personas: Render = ({ spec }) => {
  const { pack } = spec;
  return [
    ...(spec.usersAssumed ? [assumedLine(pack.users, "zh")] : []),
    `**主要用户——${pack.users[0]}。**希望${stripEnd(pack.goals[0])}；目前常常${stripEnd(pack.pains[0])}。`,
    ...quotesBlock(spec),
    `**次要用户——${pack.users[1]}。**希望${stripEnd(pack.goals[1])}；目前常常${stripEnd(pack.pains[1])}。`,
  ].join("\n\n");
};

export function storyText(spec: ProductSpec, f: DocFeature, n: number): string {
  return `**US-${n} ${f.name}。**作为${f.actor ?? spec.pack.user}，我想要${stripEnd(f.want)}，以便${stripEnd(f.benefit)}。\n\n验收标准：\n\n${bullets(f.criteria)}`;
}

export function requirementCells(spec: ProductSpec, f: DocFeature, n: number): string[] {
  return [
    frId(n - 1),
    `**${f.name}**：${f.actor ?? spec.pack.users[0]}可以${stripEnd(f.want).replace(/我的/g, "自己的").replace(/我/g, "自己")}。${stripEnd(f.criteria[0])}。`,
    f.priority,
  ];
}

const stories: Render = ({ spec }) =>
  spec.pack.features.map((f, i) => storyText(spec, f, i + 1)).join("\n\n");

const functional: Render = ({ spec }) =>
  [
    table(
      ["编号", "需求", "优先级"],
      spec.pack.features.map((f, i) => requirementCells(spec, f, i + 1)),
    ),
    "P0 = 首个版本必须上线；P1 = 时间允许时随首个版本上线；P2 = 下个版本。",
  ].join("\n\n");

const solution: Render = ({ spec }) =>
  bullets(
    spec.pack.features
      .slice(0, 4)
      .map((f) => `**${f.name}**——${stripEnd(f.want)}，这样${stripEnd(f.benefit)}。`),
  );

const flows: Render = ({ spec }) =>
  [
    `**主流程。**从“${spec.pack.flow.start}”到“${spec.pack.flow.end}”：`,
    fence(MERMAID_LANGUAGE, chart("flowchart", spec)),
    `**关键交互。**${spec.pack.user}、应用和各个服务之间的调用顺序：`,
    fence(MERMAID_LANGUAGE, chart("sequence", spec)),
  ].join("\n\n");

const nfr: Render = ({ spec }) =>
  bullets([
    ...spec.pack.nfr,
    "无障碍：文字对比度符合 WCAG 2.1 AA，所有控件都有读屏标签",
    "兼容性：最近两个大版本的 iOS、Android 和微信",
  ]);

const release: Render = ({ spec }) =>
  [
    table(
      ["阶段", "范围"],
      spec.pack.phases.map(([phase, scope]) => [phase, scope]),
    ),
    "每个阶段都通过功能开关灰度发布，核心指标稳定一周后再全量开放。",
  ].join("\n\n");

const risks: Render = ({ spec }) =>
  table(
    ["风险", "应对措施"],
    spec.pack.risks.map(([risk, mitigation]) => [risk, mitigation]),
  );
const nongoals: Render = ({ spec }) => bullets(spec.pack.nonGoals);
const scope: Render = ({ spec }) =>
  [
    `**本期范围：**${spec.pack.features
      .filter((f) => f.priority !== "P2")
      .map((f) => f.name)
      .join("、")}。`,
    `**不在范围内：**${spec.pack.nonGoals.map(stripEnd).join("；")}。`,
  ].join("\n\n");
const questions: Render = ({ spec }) =>
  numbered(spec.pack.questions.map((q, i) => `${q}（负责人：${["产品", "研发", "设计"][i % 3]}）`));

const data: Render = ({ spec }) =>
  [`${spec.product}的主要实体及其关系：`, fence(MERMAID_LANGUAGE, chart("er", spec))].join("\n\n");

const roles: Render = ({ spec }) =>
  table(
    ["角色", "可查看", "可新建或编辑", "可审批或管理"],
    [
      [
        spec.pack.users[0],
        "自己的数据",
        p0(spec)
          .map((f) => f.name)
          .join("、"),
        "—",
      ],
      [spec.pack.users[1], "共享给自己的内容", "评论和跟进", "分配给自己的申请"],
      ["管理员", "全部数据（留有审计日志）", "配置和模板", "用户、角色和导出"],
    ],
  );

const reports: Render = ({ spec }) =>
  table(
    ["数据", "查看者", "刷新频率"],
    [
      ...spec.pack.metrics.map((m) => [m.name, "产品团队", "每天"]),
      [`「${spec.pack.features[0].name}」每周使用情况`, spec.pack.users[1], "每周"],
    ],
  );

const integrations: Render = ({ spec }) =>
  bullets([
    "登录：微信、Apple 和手机号验证码",
    "消息推送：微信服务通知、APNs 和各厂商推送通道",
    `数据导出：为${spec.pack.users[1]}导出 CSV`,
    "数据分析：上报“数据埋点”中定义的事件",
  ]);

const notifications: Render = ({ spec }) =>
  [
    table(
      ["触发条件", "通知内容", "频率上限"],
      spec.pack.features
        .slice(0, 3)
        .map((f) => [`「${f.name}」需要处理时`, `一句话说明，并可直接跳转到${f.name}`, "每天 1 次"]),
    ),
    "系统权限在第一次需要时再申请（第一次提醒时申请通知权限，搜索附近时才申请定位），不在启动时集中申请。",
  ].join("\n\n");

const offline: Render = ({ spec }) =>
  bullets([
    `离线可用：${spec.pack.features[1].name}和最近同步的数据，联网后自动同步`,
    ...spec.pack.nfr.slice(0, 2),
    "中端手机冷启动 < 2 秒",
  ]);
const platforms: Render = () =>
  bullets([
    "支持 iOS 16+、Android 10+ 和微信小程序；优先适配手机，平板居中显示手机布局",
    "遵循各平台习惯：Android 返回键、iOS 侧滑返回",
    "iOS 上提供“通过 Apple 登录”",
  ]);
const analytics: Render = ({ spec }) =>
  table(
    ["事件", "触发时机", "属性"],
    spec.pack.features
      .slice(0, 5)
      .map((f) => [`${f.name}_完成`, `用户完成「${f.name}」`, "用户 ID、时间、来源页面"]),
  );
const edge: Render = ({ spec }) =>
  bullets(spec.pack.features.map((f) => `**${f.name}：**${stripEnd(f.edge)}。`));
const ia: Render = ({ spec }) =>
  [`${spec.product}的整体结构：`, fence(MERMAID_LANGUAGE, chart("mindmap", spec))].join("\n\n");
const training: Render = ({ spec }) =>
  bullets([
    `先选一组${spec.pack.users[0]}试点两周，再逐步推广`,
    `为${spec.pack.users[1]}准备一页纸指南和 3 分钟视频`,
    "提供 CSV 模板，从表格导入已有数据",
  ]);
const qa: Render = ({ spec }) =>
  bullets([
    ...p0(spec).flatMap((f) => f.criteria.slice(0, 1)),
    "在最低支持版本的设备上回归主流程",
    "测试用例从本 PRD 生成，每条 FR 至少一条用例",
  ]);

const custom: Render = ({ spec, heading, guidance }) =>
  [
    guidance
      ? `${stripEnd(guidance)}——针对${spec.product}：`
      : `${heading.replace(/^[\d.\s、]+/, "")}（${spec.product}）：`,
    bullets(
      spec.pack.features
        .slice(0, 3)
        .map((f) => `**${f.name}：**${stripEnd(f.want)}，这样${stripEnd(f.benefit)}`),
    ),
  ].join("\n\n");

export const SECTIONS_ZH: Record<SectionKind, Render> = {
  overview,
  background,
  goals,
  personas,
  stories,
  functional,
  solution,
  flows,
  nfr,
  release,
  risks,
  nongoals,
  scope,
  questions,
  data,
  roles,
  reports,
  integrations,
  notifications,
  offline,
  platforms,
  analytics,
  edge,
  ia,
  training,
  qa,
  custom,
};

/** 离线 PRD 的中文章节内容，每种章节一个函数。 */
import { chart } from "./charts";
import { bullets, fence, frId, numbered, table } from "./markdown";
import type { SectionInput } from "./prd-sections-en";
import type { SectionKind } from "./section-kinds";
import type { Brief } from "./types";

type Render = (input: SectionInput) => string;

const p0 = (b: Brief) => b.pack.features.filter((f) => f.priority === "P0");
const stripEnd = (text: string) => text.replace(/[。.]$/, "");

const overview: Render = ({ brief }) => {
  const { pack } = brief;
  const [a, b, c] = pack.features;
  return [
    `${brief.phrase}帮助${brief.phrase.includes(pack.users[0]) ? "他们" : pack.users[0]}${stripEnd(pack.goals[0])}。${brief.detail ? `${stripEnd(brief.detail)}。` : ""}他们目前依赖${pack.today}；${brief.product}用「${a.name}」「${b.name}」和「${c.name}」来取代这些做法。`,
    bullets([`**服务对象：**${pack.users[0]}，以及${pack.users[1]}`, `**当前痛点：**${stripEnd(pack.pains[0])}`, `**成功标准：**${stripEnd(pack.metrics[0].name)} ${pack.metrics[0].target}`]),
  ].join("\n\n");
};

const background: Render = ({ brief }) => {
  const { pack } = brief;
  return [
    `${pack.users[0]}希望${stripEnd(pack.goals[0])}，但现在常常${stripEnd(pack.pains[0])}。`,
    bullets(pack.problem),
    `**目前的替代做法：**${pack.today}。**待验证的假设：**访谈 5 位${pack.users[0]}，至少 3 位会主动提到这个问题。`,
  ].join("\n\n");
};

const goals: Render = ({ brief }) =>
  [
    numbered([`帮助${brief.pack.users[0]}${stripEnd(brief.pack.goals[0])}。`, `让${brief.pack.users[1]}能够${stripEnd(brief.pack.goals[1])}。`]),
    table(["指标", "基线", "目标（上线后 3 个月）"], brief.pack.metrics.map((m) => [m.name, "试点期间测量", m.target])),
  ].join("\n\n");

const personas: Render = ({ brief }) => {
  const { pack } = brief;
  return [
    `**主要用户——${pack.users[0]}。**希望${stripEnd(pack.goals[0])}；目前常常${stripEnd(pack.pains[0])}。`,
    `**次要用户——${pack.users[1]}。**希望${stripEnd(pack.goals[1])}；目前常常${stripEnd(pack.pains[1])}。`,
  ].join("\n\n");
};

const stories: Render = ({ brief }) =>
  brief.pack.features
    .map((f, i) => `**US-${i + 1} ${f.name}。**作为${f.actor ?? brief.pack.user}，我想要${stripEnd(f.want)}，以便${stripEnd(f.benefit)}。\n\n验收标准：\n\n${bullets(f.criteria)}`)
    .join("\n\n");

const functional: Render = ({ brief }) =>
  [
    table(["编号", "需求", "优先级"], brief.pack.features.map((f, i) => [frId(i), `**${f.name}**：${f.actor ?? brief.pack.user}可以${stripEnd(f.want).replace(/我的/g, "自己的").replace(/我/g, "自己")}。${stripEnd(f.criteria[0])}。`, f.priority])),
    "P0 = 首个版本必须上线；P1 = 时间允许时随首个版本上线；P2 = 下个版本。",
  ].join("\n\n");

const solution: Render = ({ brief }) => bullets(brief.pack.features.slice(0, 4).map((f) => `**${f.name}**——${stripEnd(f.want)}，这样${stripEnd(f.benefit)}。`));

const flows: Render = ({ brief }) =>
  [
    `**主流程。**从“${brief.pack.flow.start}”到“${brief.pack.flow.end}”：`,
    fence("mermaid", chart("flowchart", brief)),
    `**关键交互。**${brief.pack.user}、应用和各个服务之间的调用顺序：`,
    fence("mermaid", chart("sequence", brief)),
  ].join("\n\n");

const nfr: Render = ({ brief }) => bullets([...brief.pack.nfr, "无障碍：文字对比度符合 WCAG 2.1 AA，所有控件都有读屏标签", "兼容性：最近两个大版本的 iOS、Android 和微信"]);

const release: Render = ({ brief }) =>
  [table(["阶段", "范围"], brief.pack.phases.map(([phase, scope]) => [phase, scope])), "每个阶段都通过功能开关灰度发布，核心指标稳定一周后再全量开放。"].join("\n\n");

const risks: Render = ({ brief }) => table(["风险", "应对措施"], brief.pack.risks.map(([risk, mitigation]) => [risk, mitigation]));
const nongoals: Render = ({ brief }) => bullets(brief.pack.nonGoals);
const scope: Render = ({ brief }) =>
  [`**本期范围：**${brief.pack.features.filter((f) => f.priority !== "P2").map((f) => f.name).join("、")}。`, `**不在范围内：**${brief.pack.nonGoals.map(stripEnd).join("；")}。`].join("\n\n");
const questions: Render = ({ brief }) => numbered(brief.pack.questions.map((q, i) => `${q}（负责人：${["产品", "研发", "设计"][i % 3]}）`));

const data: Render = ({ brief }) => [`${brief.product}的主要实体及其关系：`, fence("mermaid", chart("er", brief))].join("\n\n");

const roles: Render = ({ brief }) =>
  table(
    ["角色", "可查看", "可新建或编辑", "可审批或管理"],
    [
      [brief.pack.users[0], "自己的数据", p0(brief).map((f) => f.name).join("、"), "—"],
      [brief.pack.users[1], "共享给自己的内容", "评论和跟进", "分配给自己的申请"],
      ["管理员", "全部数据（留有审计日志）", "配置和模板", "用户、角色和导出"],
    ],
  );

const reports: Render = ({ brief }) =>
  table(["数据", "查看者", "刷新频率"], [...brief.pack.metrics.map((m) => [m.name, "产品团队", "每天"]), [`「${brief.pack.features[0].name}」每周使用情况`, brief.pack.users[1], "每周"]]);

const integrations: Render = ({ brief }) =>
  bullets(["登录：微信、Apple 和手机号验证码", "消息推送：微信服务通知、APNs 和各厂商推送通道", `数据导出：为${brief.pack.users[1]}导出 CSV`, "数据分析：上报“数据埋点”中定义的事件"]);

const notifications: Render = ({ brief }) =>
  [
    table(["触发条件", "通知内容", "频率上限"], brief.pack.features.slice(0, 3).map((f) => [`「${f.name}」需要处理时`, `一句话说明，并可直接跳转到${f.name}`, "每天 1 次"])),
    "系统权限在第一次需要时再申请（第一次提醒时申请通知权限，搜索附近时才申请定位），不在启动时集中申请。",
  ].join("\n\n");

const offline: Render = ({ brief }) => bullets([`离线可用：${brief.pack.features[1].name}和最近同步的数据，联网后自动同步`, ...brief.pack.nfr.slice(0, 2), "中端手机冷启动 < 2 秒"]);
const platforms: Render = () => bullets(["支持 iOS 16+、Android 10+ 和微信小程序；优先适配手机，平板居中显示手机布局", "遵循各平台习惯：Android 返回键、iOS 侧滑返回", "iOS 上提供“通过 Apple 登录”"]);
const analytics: Render = ({ brief }) =>
  table(["事件", "触发时机", "属性"], brief.pack.features.slice(0, 5).map((f) => [`${f.name}_完成`, `用户完成「${f.name}」`, "用户 ID、时间、来源页面"]));
const edge: Render = ({ brief }) => bullets(brief.pack.features.map((f) => `**${f.name}：**${stripEnd(f.edge)}。`));
const ia: Render = ({ brief }) => [`${brief.product}的整体结构：`, fence("mermaid", chart("mindmap", brief))].join("\n\n");
const training: Render = ({ brief }) => bullets([`先选一组${brief.pack.users[0]}试点两周，再逐步推广`, `为${brief.pack.users[1]}准备一页纸指南和 3 分钟视频`, "提供 CSV 模板，从表格导入已有数据"]);
const qa: Render = ({ brief }) => bullets([...p0(brief).flatMap((f) => f.criteria.slice(0, 1)), "在最低支持版本的设备上回归主流程", "测试用例从本 PRD 生成，每条 FR 至少一条用例"]);

const custom: Render = ({ brief, heading, guidance }) =>
  [
    guidance ? `${stripEnd(guidance)}——针对${brief.product}：` : `${heading.replace(/^[\d.\s、]+/, "")}（${brief.product}）：`,
    bullets(brief.pack.features.slice(0, 3).map((f) => `**${f.name}：**${stripEnd(f.want)}，这样${stripEnd(f.benefit)}`)),
  ].join("\n\n");

export const SECTIONS_ZH: Record<SectionKind, Render> = {
  overview, background, goals, personas, stories, functional, solution, flows, nfr, release, risks, nongoals, scope, questions,
  data, roles, reports, integrations, notifications, offline, platforms, analytics, edge, ia, training, qa, custom,
};

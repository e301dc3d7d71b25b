/** `normal` 离线写作器的中文文案。 */
import type { KnowledgeText } from "../knowledge/knowledge";
import { packText, type Analysis } from "./normal-analysis";
import type { NormalCopy } from "./normal-copy-types";
import { bulletList, numberedList } from "../language/text-utils";

const end = (text: string) => (/[。！？]$/.test(text) ? text : `${text}。`);
const feature = (f: { name: string; detail: string }) => `**${f.name}**：${end(f.detail)}`;

/** 「面向小诊所的预约系统」，没有提到具体产品时用「你的产品」。 */
function about(a: Analysis): string {
  return a.subject.product ? a.subject.phrase : a.field || "你的产品";
}

function whoFor(a: Analysis): string {
  return bulletList([
    `**${a.audience}**：${end(a.pack.needs[0])}`,
    `**${a.pack.users[1]}**：${end(a.pack.needs[1])}`,
  ]);
}

function extrasNote(a: Analysis): string[] {
  return a.subject.extras
    ? [`你还提到了**${a.subject.extras}**：它们都应该进入第一版，和上面的功能放在一起。`]
    : [];
}

export const normalCopyZh: NormalCopy = {
  offlineNote: "_本回复由内置离线模型生成；配置真实的 AI 模型后可获得更完整的回答。_",
  greeting: () =>
    [
      "你好！我是 Vibe Studio 助手。可以和我聊一个产品想法、问一个产品问题，或者让我比较两个方案。",
      `**我能做什么**\n${bulletList([
        "**对话**：打磨想法、写一段产品简介、回答产品问题",
        "**PRD**：完整的需求文档",
        "**原型**：可点击的界面",
        "**流程图**：用图表梳理用户流程和业务流程",
        "**测试用例**：主流程和边界情况",
        "**调研**：竞品与市场背景",
      ])}`,
      "**试试：**「帮我写一个面向大学生的习惯打卡App的产品简介」",
    ].join("\n\n"),
  thanks: () => "不客气！想继续推进的话，我可以把它变成 PRD、原型或流程图——在输入框下方选择对应的模式即可。",
  unclear: () =>
    "我没太理解你的意思。我最擅长产品相关的事：描述一个想法（比如「面向自由职业者的记账App」）、问一个产品问题（比如「该怎么定价？」），或者让我比较两个方案。",
  needSubject: () => "没问题。是关于哪个产品、给谁用的？一句话就够，比如「面向自由职业者的记账App」。",
  continuing: (a) => `_接着你之前关于「${a.subject.phrase || a.product}」的请求：_`,

  brief: (a) =>
    [
      `**${a.title}：产品简介**`,
      `**一句话：**${packText(a, a.pack.oneLiner)}`,
      `**要解决的问题**\n${packText(a, a.pack.problem)}`,
      `**目标用户**\n${whoFor(a)}`,
      `**核心功能**\n${numberedList(a.pack.features.map(feature))}`,
      ...extrasNote(a),
      `**怎样算成功**\n${a.pack.metric}`,
      `**最大的风险**\n${packText(a, a.pack.risk)}`,
    ].join("\n\n"),

  idea: (a) =>
    [
      `**${a.title}**：我会这样把它理清楚。`,
      `**服务谁：**${a.audience}，他们想要${a.pack.needs[0]}；以及${a.pack.users[1]}，他们想要${a.pack.needs[1]}。`,
      `**让用户回来的循环：**${a.pack.loop}。`,
      `**第一版要有**\n${numberedList(a.pack.features.slice(0, 3).map(feature))}`,
      ...extrasNote(a),
      `**可以往后放：**${a.pack.later[0]}、${a.pack.later[1]}。`,
      `**先验证：**${packText(a, a.pack.risk)}`,
      "**下一步：**切换到 **PRD** 模式写需求文档，或用 **原型** 模式看看界面。",
    ].join("\n\n"),

  ideas: (a) => {
    const ideas = [...a.pack.ideas, ...a.pack.features.slice(2)];
    return [
      `**给「${about(a)}」的 ${ideas.length} 个功能点子**`,
      numberedList(ideas.map(feature)),
      `**我会先做：**「${ideas[0].name}」。它成本低，又能直接加强核心循环（${a.pack.loop}）。`,
    ].join("\n\n");
  },

  artifact: (a, reply) =>
    [
      `**${reply.mode.zh}** 模式会生成完整的${reply.deliverable.zh}：在模式菜单里选择它，再发送同样的请求即可。下面是它会基于的「${about(a)}」提纲：`,
      bulletList(reply.outline.zh(a)),
    ].join("\n\n"),

  definition: (entries: KnowledgeText[]) =>
    entries
      .map((e) =>
        [
          `**${e.name}**是${e.what}`,
          `**什么时候用得上：**${e.bestFor}`,
          `**注意：**${e.watchOut}`,
          ...(e.example ? [`**例子：**${end(e.example)}`] : []),
        ].join("\n\n"),
      )
      .join("\n\n---\n\n"),

  metricHint: (a) => `**对「${about(a)}」来说：**${a.pack.metric}`,

  answer: (a, playbook) => {
    if (playbook) {
      return [
        // 回答里别处不会出现所问的事（「用户访谈」）时，先点明它。
        ...(!a.subject.product && !a.field && a.topic ? [`**${a.topic}**`] : []),
        playbook.intro.replaceAll("{subject}", about(a)),
        numberedList(playbook.steps),
        `**经验法则：**${playbook.rule}`,
      ].join("\n\n");
    }
    return [
      `关于${a.topic ? `「${a.topic}」` : a.subject.product || a.field ? `「${about(a)}」` : "这个问题"}，我会这样想：`,
      numberedList([
        "**先说清结果**：解决之后应该是什么样子？什么时候之前？",
        "**找到最紧的约束**：时间、钱、人还是数据？答案主要取决于它。",
        "**列出两三个选项**，以及各自的代价，包括什么都不做。",
        "**这周就做最便宜的测试**，看能不能推翻你最看好的那个选项。",
      ]),
      "再多告诉我一些（给谁用、已经试过什么），我可以说得更具体；需要有出处的回答可以切换到 **调研** 模式。",
    ].join("\n\n");
  },

  compare: ([a, b], [ka, kb]) => {
    if (ka && kb) {
      return [
        `**${ka.name} 与 ${kb.name} 对比**`,
        [
          `| | ${ka.name} | ${kb.name} |`,
          "|---|---|---|",
          `| 是什么 | ${ka.what} | ${kb.what} |`,
          `| 适合 | ${ka.bestFor} | ${kb.bestFor} |`,
          `| 注意 | ${ka.watchOut} | ${kb.watchOut} |`,
        ].join("\n"),
        `**怎么选：**${ka.name}适合${ka.bestFor.replace(/。$/, "")}；${kb.name}适合${kb.bestFor.replace(/。$/, "")}。${ka.tool && kb.tool ? "如果还是难分高下，就用一个真实任务把两个都试一周：大家一直在打开的那个就是答案。" : ""}`,
      ].join("\n\n");
    }
    const unknown = [ka ? undefined : a, kb ? undefined : b].filter(Boolean).map((n) => `「${n}」`);
    const known = [ka, kb].filter((k): k is KnowledgeText => !!k);
    return [
      `**${a} 与 ${b} 对比**`,
      `离线状态下我查不到${unknown.join("和")}的最新情况，所以不乱猜。我会这样在两者之间做决定：`,
      numberedList([
        "**写下你要完成的那件事**，用它把两个都试用一小时。",
        "**比较完整成本**：价格、上手时间，以及团队要学的东西。",
        "**看退路**：以后要换的话，数据能不能导出？",
        "**各问两位用过一个月的人**最烦它什么——真正的差别就在那里。",
      ]),
      ...known.map((k) => `**我了解的部分：**${k.name}是${k.what}`),
    ].join("\n\n");
  },
};

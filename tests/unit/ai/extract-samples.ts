/**
 * Realistic model replies (tests/fixtures/model-output/) and what the extraction must get out
 * of each. Shared by the final and the streaming extraction tests.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ArtifactShape } from "@/server/ai/extract";

export type Sample = {
  file: string;
  shape: ArtifactShape;
  complete: boolean;
  lang?: string;
  startsWith: string;
  endsWith?: string;
  contains?: string[];
  excludes?: string[];
  before?: string;
  after?: string;
  value?: unknown;
};

export const SAMPLES: Sample[] = [
  {
    file: "prd-zh-fenced-nested-mermaid.txt",
    shape: "markdown",
    complete: true,
    lang: "markdown",
    startsWith: "# 习惯打卡 App 产品需求文档",
    endsWith: "2. 断网时打卡在恢复网络后自动同步。",
    contains: [
      "```mermaid\nflowchart TD",
      "    C --> D\n```\n\n## 4. 功能需求",
      "| F3 | 连续天数与周报 | P1 |",
    ],
    before: "好的，下面是PRD：",
    after: "希望对你有帮助！如需调整某个模块，请告诉我。",
  },
  {
    file: "prd-en-bare-with-signoff.txt",
    shape: "markdown",
    complete: true,
    lang: "",
    startsWith: "# Habit Tracker for Students — PRD",
    endsWith: "Share of new users who check in on at least 5 of their first 7 days.",
    contains: ["```mermaid\nflowchart LR", "## Requirements"],
    excludes: ["Let me know"],
    before: "",
    after: "Let me know if you'd like me to expand the requirements into user stories.",
  },
  {
    file: "prd-en-four-backtick-fence.txt",
    shape: "markdown",
    complete: true,
    lang: "markdown",
    startsWith: "# Campus Book Swap — PRD",
    endsWith: "Payments inside the app.",
    contains: ["S-->>B: Confirm meeting point\n```"],
    before: "Sure! Here's the PRD wrapped so the inner diagram survives:",
    after: "Want a prototype next?",
  },
  {
    file: "prd-zh-md-fence-cut.txt",
    shape: "markdown",
    complete: false,
    lang: "md",
    startsWith: "# 二手书交易平台 PRD",
    endsWith: "系统识别 ISBN 并自动填充书名、作者和",
    before: "以下是需求文档：",
    after: "",
  },
  {
    file: "prd-zh-think-bare.txt",
    shape: "markdown",
    complete: true,
    startsWith: "# 二手书交易平台 PRD",
    endsWith: "- 发布一本书不超过 30 秒。",
    excludes: ["<think>", "用户想要"],
    before: "",
    after: "如果您需要，我可以继续补充非功能需求。",
  },
  {
    file: "prd-en-inner-bare-code.txt",
    shape: "markdown",
    complete: true,
    startsWith: "# Webhook Notifications — PRD",
    endsWith: "Failed deliveries are retried 3 times with exponential backoff.",
    contains: ["```\nPOST /hooks/order", "## Retry policy"],
    before: "Here is the document:",
    after: "Tell me if the retry policy should be configurable.",
  },
  {
    file: "mermaid-zh-text-fence.txt",
    shape: "mermaid",
    complete: true,
    lang: "text",
    startsWith: "flowchart TD",
    endsWith: "F -- 否 --> D",
    before: "下面是用户登录的流程图：",
    after: "说明：验证码错误时返回重新输入手机号的步骤。",
  },
  {
    file: "mermaid-en-no-fence.txt",
    shape: "mermaid",
    complete: true,
    lang: "",
    startsWith: "graph TD",
    endsWith: "E --> F[Order confirmed]",
    before: "Here is the checkout flow:",
    after: "This diagram shows the happy path and the sign-in detour.",
  },
  {
    file: "mermaid-en-mmd-fence.txt",
    shape: "mermaid",
    complete: true,
    lang: "mmd",
    startsWith: "sequenceDiagram",
    endsWith: "A-->>U: Streak +1",
    before: "",
    after: "",
  },
  {
    file: "mermaid-zh-mermaid-first-line.txt",
    shape: "mermaid",
    complete: true,
    lang: "",
    startsWith: "graph LR",
    endsWith: "首次打卡 --> 连续7天 --> 获得徽章",
    before: "好的：",
  },
  {
    file: "mermaid-en-markdown-fence.txt",
    shape: "mermaid",
    complete: true,
    lang: "markdown",
    startsWith: "stateDiagram-v2",
    endsWith: "Published --> [*]",
    before: "I drew it as a state diagram:",
  },
  {
    file: "mermaid-zh-cut.txt",
    shape: "mermaid",
    complete: false,
    startsWith: "flowchart TD",
    endsWith: "设置提醒 -->",
  },
  {
    file: "html-en-prose-around.txt",
    shape: "html",
    complete: true,
    lang: "html",
    startsWith: "<!DOCTYPE html>",
    endsWith: "</html>",
    contains: ['<button class="mt-4 rounded bg-indigo-600 px-4 py-2 text-white">Check in</button>'],
    before: "Here's your page:",
    after: "The page uses Tailwind from a CDN; the button is the primary action.",
  },
  {
    file: "html-zh-bare.txt",
    shape: "html",
    complete: true,
    lang: "",
    startsWith: "<!DOCTYPE html>",
    endsWith: "</html>",
    before: "好的，这是页面代码：",
    after: "以上代码可以直接保存为 index.html 打开。",
  },
  {
    file: "html-en-cut.txt",
    shape: "html",
    complete: false,
    startsWith: "<!DOCTYPE html>",
    endsWith: '<p class="lead">Daily check-ins, streaks and',
    before: "",
    after: "",
  },
  {
    file: "html-zh-think-inline-fence.txt",
    shape: "html",
    complete: true,
    lang: "html",
    startsWith: "<!DOCTYPE html>",
    endsWith: "<button>开始</button></body></html>",
    excludes: ["```", "think", "需要一个"],
    before: "页面如下：",
    after: "有问题随时告诉我。",
  },
  {
    file: "json-en-trailing-commas.txt",
    shape: "json",
    complete: true,
    lang: "json",
    startsWith: "[",
    endsWith: "]",
    before: "Here are the test cases:",
    after: "Both cases assume a signed-in user.",
    value: [
      {
        id: "TC-01",
        title: "Check in once per day",
        steps: ["Open the app", "Tap Check in"],
        expected: "Streak shows 1",
      },
      {
        id: "TC-02",
        title: "Second check-in is refused",
        steps: ["Check in", "Tap Check in again"],
        expected: 'Button is disabled, text: "Done today, ]"',
      },
    ],
  },
  {
    file: "json-zh-bare-prose.txt",
    shape: "json",
    complete: true,
    lang: "",
    startsWith: "[{",
    endsWith: "}]",
    before: "以下是测试用例：",
    after: "共 2 条，覆盖了主流程。",
    value: [
      { 编号: "TC-01", 标题: "正常打卡", 预期: "连续天数 +1" },
      { 编号: "TC-02", 标题: "重复打卡", 预期: "提示今日已打卡" },
    ],
  },
  {
    file: "json-en-comments-jsonc.txt",
    shape: "json",
    complete: true,
    lang: "jsonc",
    startsWith: "{",
    endsWith: "}",
    excludes: ["//", "/*"],
    value: { primary: "#4f46e5", spacing: [4, 8, 16] },
  },
  {
    file: "json-zh-cut.txt",
    shape: "json",
    complete: false,
    startsWith: '[{"编号": "TC-01"',
    endsWith: '"步骤": ["输入错误密码", "点',
  },
  {
    file: "json-en-bracket-in-prose.txt",
    shape: "json",
    complete: true,
    startsWith: '{"ok": true',
    endsWith: "}",
    before: "Results [draft, see notes]:",
    after: "— that's all.",
    value: { ok: true, items: [1, 2, 3] },
  },
  {
    file: "tsx-en-single.txt",
    shape: "tsx",
    complete: true,
    lang: "tsx",
    startsWith: 'import { useState } from "react";',
    endsWith: "}",
    before: "Here's the component:",
    after: "It keeps the state locally.",
  },
  {
    file: "css-zh-fence.txt",
    shape: "css",
    complete: true,
    lang: "css",
    startsWith: ".checkin {",
    endsWith: "}",
    before: "样式如下：",
  },
];

const DIR = path.join(process.cwd(), "tests/fixtures/model-output");

export function readSample(file: string): string {
  return readFileSync(path.join(DIR, file), "utf8");
}

/**
 * What the export round trips are run on, in English and Chinese: ordinary content with the
 * awkward parts people really write — CJK, straight and curly quotes, `<>&|`, a title far past
 * 80 characters, cells that look like formulas (= + - @), charts between headings, and a page
 * with shadows, clipped and clamped text, rotated text, pseudo-element content, CSS background
 * images and data URLs (tests/fixtures/exports/prototype-*.html); a page styled by a plain
 * `<style>` block with a round avatar, checkboxes, radios and a fixed bottom bar
 * (plain-css-page-*.html); a tall chart; a research report whose citations end sentences.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { TestCase } from "@/lib/contracts/content/test-case";

export type Lang = "en" | "zh";

export type Corpus = {
  lang: Lang;
  chatTitle: string;
  prd: {
    markdown: string;
    title: string;
    headings: string[];
    charts: { caption: string; heading: string }[];
  };
  testCases: TestCase[];
  /** What the test-case exports are named after: the PRD's title without "PRD". */
  testCaseSubject: string;
  flowchart: { source: string; title: string };
  prototype: {
    html: string;
    device: "mobile" | "web";
    prompt: string;
    texts: { ellipsized: string; clamped: string; rotated: string; badge: string };
  };
  /**
   * A page styled only by its own `<style>` block (no Tailwind, no <head>), with a round avatar
   * (`clip-path: circle()`), native checkboxes and radio buttons, and a checkout bar fixed to the
   * bottom of a page two screens tall.
   */
  plainPage: { html: string; cssRule: string; barText: string };
  report: {
    /** A research request whose subject is longer than a report title holds. */
    request: string;
    /** Paragraphs ending in citations, of every length from short to past a line. */
    paragraphs: string[];
    sourcesHeading: string;
    sources: string[];
  };
};

const fixture = (name: string) => readFileSync(path.join(__dirname, "../fixtures/exports", name), "utf8");

const EN_TITLE =
  'Checkout & payments for "Small Shops" <Pro> — one page that takes cards, wallets and bank transfers without a second login';

const EN_PRD = `# ${EN_TITLE} PRD

Shops on the **Pro** plan sell to people who pay with cards, wallets and transfers. Today a buyer signs in twice; this document removes the second sign-in. Terms: A & B | C, \`<checkout>\`, "quoted", ‘curly’, =SUM(A1:A3) and @mentions stay text.

## 1. Background and problem

- 38% of buyers abandon at the second sign-in (survey of 1,204 buyers).
- Support answers 120 tickets a week about "Where is my order?".

## 2. Sign-in flow

\`\`\`mermaid
flowchart TD
  A["Open the sign-in screen"] --> B{"Email & password valid?"}
  B -- "yes" --> C["Show the order summary"]
  B -- "no" --> D["Show “Wrong password” and offer a reset"]
  D --> A
  C --> E["Pay with card, wallet or transfer"]
\`\`\`

Figure 1 — the sign-in flow.

## 3. Goals and success metrics

| Metric | Target | How it is measured |
| --- | ---: | --- |
| Checkout conversion <all devices> | ≥ 3.5% | Analytics & orders \\| weekly |
| Second sign-ins | 0 | Auth logs |
| Formula-looking text | =1+1 | Stays text |

## 4. Payment sequence

\`\`\`mermaid
sequenceDiagram
  participant Buyer
  participant Shop
  participant Bank
  Buyer->>Shop: Place order (cart & address)
  Shop->>Bank: Authorise the amount
  Bank-->>Shop: Approved
  Shop-->>Buyer: Receipt by e-mail
\`\`\`

Figure 2 — the payment sequence.

## 5. Open questions

1. Do wallets need a separate receipt?
2. What about refunds over 30 days?

## 6. Order states

\`\`\`mermaid
flowchart TD
  S1["Cart saved"] --> S2["Address entered"]
  S2 --> S3["Delivery chosen"]
  S3 --> S4["Payment started"]
  S4 --> S5["Payment authorised"]
  S5 --> S6["Order confirmed"]
  S6 --> S7["Picked in the warehouse"]
  S7 --> S8["Packed"]
  S8 --> S9["Handed to the courier"]
  S9 --> S10["Out for delivery"]
  S10 --> S11["Delivered"]
  S11 --> S12["Review requested"]
\`\`\`

Figure 3 — the order states, one after another.
`;

const ZH_TITLE =
  "小店「专业版」的结账与支付——一个页面同时支持银行卡、电子钱包和银行转账，买家无需第二次登录，也不用再填写一遍收货地址";

const ZH_PRD = `# ${ZH_TITLE} — 产品需求文档

**专业版**店铺的买家用银行卡、电子钱包和转账付款。现在买家需要登录两次；本文档去掉第二次登录。术语：A & B | C、\`<结账>\`、"引号"、“弯引号”、=SUM(A1:A3) 和 @提及 都保持为文本。

## 一、背景与问题

- 38% 的买家在第二次登录时放弃（调研 1,204 位买家）。
- 客服每周回答 120 个"我的订单在哪？"的问题。

## 二、登录流程

\`\`\`mermaid
flowchart TD
  A["打开登录页"] --> B{"邮箱和密码正确？"}
  B -- "是" --> C["显示订单摘要"]
  B -- "否" --> D["提示“密码错误”并提供重置"]
  D --> A
  C --> E["用银行卡、钱包或转账支付"]
\`\`\`

图 1 — 登录流程。

## 三、目标与成功指标

| 指标 | 目标值 | 衡量方式 |
| --- | ---: | --- |
| 结账转化率 <全部设备> | ≥ 3.5% | 埋点 & 订单 \\| 每周 |
| 第二次登录 | 0 | 认证日志 |
| 像公式的文本 | =1+1 | 保持文本 |

## 四、支付时序

\`\`\`mermaid
sequenceDiagram
  participant 买家
  participant 店铺
  participant 银行
  买家->>店铺: 下单（购物车和地址）
  店铺->>银行: 授权金额
  银行-->>店铺: 已批准
  店铺-->>买家: 邮件发送收据
\`\`\`

图 2 — 支付时序。

## 五、待定问题

1. 电子钱包是否需要单独的收据？
2. 超过 30 天的退款怎么办？

## 六、订单状态

\`\`\`mermaid
flowchart TD
  S1["购物车已保存"] --> S2["已填写地址"]
  S2 --> S3["已选择配送"]
  S3 --> S4["开始支付"]
  S4 --> S5["支付已授权"]
  S5 --> S6["订单已确认"]
  S6 --> S7["仓库已拣货"]
  S7 --> S8["已打包"]
  S8 --> S9["已交给快递"]
  S9 --> S10["派送中"]
  S10 --> S11["已签收"]
  S11 --> S12["邀请评价"]
\`\`\`

图 3 — 订单状态，一个接一个。
`;

const EN_CASES: TestCase[] = [
  {
    id: "TC-001",
    module: "Sign-in",
    title: "Sign in once with e-mail & password",
    preconditions: "An account exists\nThe cart holds 2 items",
    steps: ["Open the sign-in screen", 'Type <email> into the "E-mail" field', "Press Sign in"],
    expected: "The order summary opens | no second sign-in",
    priority: "P0",
    type: "functional",
  },
  {
    id: "TC-002",
    module: "Sign-in",
    title: "=SUM(A1:A3) in the name field stays text",
    preconditions: "",
    steps: [
      "Type =SUM(A1:A3) as the name",
      "Type +1 as the phone",
      "Type -2 as the floor",
      "Type @home as the label",
    ],
    expected: "-shown exactly as typed",
    priority: "P1",
    type: "boundary",
  },
  {
    id: "TC-003",
    module: "Payment <wallet>",
    title: "Pay with a wallet: 'Approve' then \"Done\"",
    preconditions: "Signed in",
    steps: ["Choose *Wallet* and [Pay]", "Approve in the wallet & return"],
    expected: "Receipt by e-mail with `order #42`",
    priority: "P1",
    type: "functional",
  },
  {
    id: "TC-004",
    module: "Payment <wallet>",
    title: "Declined card, then, retry",
    preconditions: "",
    steps: ["Pay with a card that is declined"],
    expected: "An error names the card; nothing is charged",
    priority: "P2",
    type: "negative",
  },
];

const ZH_CASES: TestCase[] = [
  {
    id: "TC-001",
    module: "登录",
    title: "用邮箱 & 密码只登录一次",
    preconditions: "已有账号\n购物车里有 2 件商品",
    steps: ["打开登录页", "在「邮箱」输入框中输入 <邮箱>", "点击登录"],
    expected: "打开订单摘要 | 不再登录第二次",
    priority: "P0",
    type: "functional",
  },
  {
    id: "TC-002",
    module: "登录",
    title: "姓名中输入 =SUM(A1:A3) 仍是文本",
    preconditions: "",
    steps: ["姓名输入 =SUM(A1:A3)", "电话输入 +1", "楼层输入 -2", "标签输入 @家"],
    expected: "-按输入原样显示",
    priority: "P1",
    type: "boundary",
  },
  {
    id: "TC-003",
    module: "支付 <钱包>",
    title: '用钱包支付：先“批准”再"完成"',
    preconditions: "已登录",
    steps: ["选择 *钱包* 并点 [支付]", "在钱包中批准 & 返回"],
    expected: "邮件收到带 `订单 #42` 的收据",
    priority: "P1",
    type: "functional",
  },
  {
    id: "TC-004",
    module: "支付 <钱包>",
    title: "银行卡被拒，然后，重试",
    preconditions: "",
    steps: ["用被拒的银行卡支付"],
    expected: "错误提示指出银行卡；没有扣款",
    priority: "P2",
    type: "negative",
  },
];

const EN_FLOW = `---
title: Sign-in & payment flow
---
flowchart TD
  A["Open the sign-in screen"] --> B{"Has an account?"}
  B -- "yes, sign in" --> C["Type the e-mail and password"]
  B -- "no" --> D["Create an account in one step"]
  C --> E{"Email & password valid?"}
  E -- "no" --> F["Show “Wrong password” and keep the e-mail"]
  F --> C
  E -- "yes" --> G["Pay with card, wallet or transfer"]
  D --> G
`;

const ZH_FLOW = `---
title: 登录与支付流程
---
flowchart TD
  A["打开登录页面"] --> B{"已有账号吗？"}
  B -- "有，去登录" --> C["输入邮箱和密码"]
  B -- "没有" --> D["一步创建账号"]
  C --> E{"邮箱和密码正确？"}
  E -- "否" --> F["提示“密码错误”并保留邮箱"]
  F --> C
  E -- "是" --> G["用银行卡、钱包或转账支付 (Card & Wallet)"]
  D --> G
`;

/** `count` paragraphs of `text` cut to growing lengths, each ending in `end` (citations, a full stop). */
function growing(text: string, count: number, from: number, end: (i: number) => string): string[] {
  return Array.from({ length: count }, (_, i) => `${text.slice(0, from + i).trimEnd()}${end(i)}`);
}

const EN_PARAGRAPH =
  "Small product teams pick a writing tool by how quickly a new member finds last month's decisions, how comments move a spec forward and what the plan costs once the team passes five seats, and they switch again when search gets slow or the editor fights their tables";
const ZH_PARAGRAPH =
  "十人以内的小团队选择在线文档时，最看重新同事能否很快找到上个月的决策、评论能否推动需求文档往前走，以及团队超过五个席位之后的价格，一旦搜索变慢或者表格难以编辑，他们就会再次更换工具";

export const CORPUS: Record<Lang, Corpus> = {
  en: {
    lang: "en",
    chatTitle: 'Checkout for "Small Shops" & co',
    prd: {
      markdown: EN_PRD,
      title: `${EN_TITLE} PRD`,
      headings: [
        `${EN_TITLE} PRD`,
        "1. Background and problem",
        "2. Sign-in flow",
        "3. Goals and success metrics",
        "4. Payment sequence",
        "5. Open questions",
        "6. Order states",
      ],
      charts: [
        { heading: "2. Sign-in flow", caption: "Figure 1 — the sign-in flow." },
        { heading: "4. Payment sequence", caption: "Figure 2 — the payment sequence." },
        { heading: "6. Order states", caption: "Figure 3 — the order states, one after another." },
      ],
    },
    testCases: EN_CASES,
    testCaseSubject: EN_TITLE,
    flowchart: { source: EN_FLOW, title: "Sign-in & payment flow" },
    prototype: {
      html: fixture("prototype-en.html"),
      device: "mobile",
      prompt: "A pricing page for Pulse, a team fitness app",
      texts: {
        ellipsized: "Everything included in the Pro pla",
        clamped: "Pulse replaced three apps",
        rotated: "ROTATED",
        badge: "NEW",
      },
    },
    plainPage: {
      html: fixture("plain-css-page-en.html"),
      cssRule: ".shop-avatar { width: 64px; height: 64px;",
      barText: "Total $186.00",
    },
    report: {
      request:
        "Research how small product teams choose between Notion, Coda and Obsidian for writing product specs and keeping decisions",
      paragraphs: growing(EN_PARAGRAPH, 60, 40, (i) => (i % 2 ? " [1]." : " [1][2].")),
      sourcesHeading: "Sources",
      sources: [
        "Team survey of 40 product managers — knowledge base — accessed 2025-01-05",
        "Pricing pages of the three tools — https://example.com/pricing — accessed 2025-01-05",
      ],
    },
  },
  zh: {
    lang: "zh",
    chatTitle: "小店「专业版」结账 & 支付",
    prd: {
      markdown: ZH_PRD,
      title: `${ZH_TITLE} — 产品需求文档`,
      headings: [
        `${ZH_TITLE} — 产品需求文档`,
        "一、背景与问题",
        "二、登录流程",
        "三、目标与成功指标",
        "四、支付时序",
        "五、待定问题",
        "六、订单状态",
      ],
      charts: [
        { heading: "二、登录流程", caption: "图 1 — 登录流程。" },
        { heading: "四、支付时序", caption: "图 2 — 支付时序。" },
        { heading: "六、订单状态", caption: "图 3 — 订单状态，一个接一个。" },
      ],
    },
    testCases: ZH_CASES,
    testCaseSubject: ZH_TITLE,
    flowchart: { source: ZH_FLOW, title: "登录与支付流程" },
    prototype: {
      html: fixture("prototype-zh.html"),
      device: "web",
      prompt: "一个团队健身应用「脉搏」的价格页",
      texts: {
        ellipsized: "专业版为每周一起训练的团队",
        clamped: "脉搏替我们团队取代了三个应用",
        rotated: "旋转文字",
        badge: "新品",
      },
    },
    plainPage: {
      html: fixture("plain-css-page-zh.html"),
      cssRule: ".shop-avatar { width: 64px; height: 64px;",
      barText: "合计 ¥1,186.00",
    },
    report: {
      // Its subject runs past what a title holds, and the 60th character is inside a word ("体验").
      request:
        "调研十人以内的小型产品团队如何在飞书文档、语雀和腾讯文档之间作选择以及他们在撰写需求文档和记录产品决策时最看重的功能、协作体验和价格因素",
      paragraphs: growing(ZH_PARAGRAPH, 60, 20, (i) => (i % 2 ? "[1]。" : "[1][2]。")),
      sourcesHeading: "参考来源",
      sources: [
        "四十位产品经理的团队调研 — 知识库 — 访问于 2025-01-05",
        "三款工具的价格页面 — https://example.com/pricing — 访问于 2025-01-05",
      ],
    },
  },
};

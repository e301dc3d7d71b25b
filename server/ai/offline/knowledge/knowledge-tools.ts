/** Tools and platforms product people compare, for the offline writer (English and Chinese). */
import type { KnowledgeEntry } from "./knowledge";

export const KNOWLEDGE_TOOLS: KnowledgeEntry[] = [
  {
    match: /\bnotion\b/i,
    en: {
      name: "Notion",
      what: "a flexible workspace of pages and databases for docs, wikis and light project tracking.",
      bestFor: "small teams that want docs, notes and simple trackers in one place.",
      watchOut: "structure is up to you; large workspaces get messy without owners.",
    },
    zh: {
      name: "Notion",
      what: "由页面和数据库组成的灵活工作空间，可做文档、知识库和轻量项目管理。",
      bestFor: "希望把文档、笔记和简单进度表放在一起的小团队。",
      watchOut: "结构全靠自己搭，空间一大没人维护就会变乱。",
    },
  },
  {
    match: /confluence/i,
    en: {
      name: "Confluence",
      what: "Atlassian's team wiki for structured documentation, tightly linked to Jira.",
      bestFor: "larger organisations that already run on Jira and need permissions and spaces.",
      watchOut: "pages go stale easily; editing feels heavier than newer tools.",
    },
    zh: {
      name: "Confluence",
      what: "Atlassian 的团队知识库，做结构化文档，与 Jira 深度打通。",
      bestFor: "已经在用 Jira、需要权限和空间管理的较大组织。",
      watchOut: "页面容易过时，编辑体验比新工具笨重。",
    },
  },
  {
    match: /\bjira\b/i,
    en: {
      name: "Jira",
      what: "an issue and project tracker built for software teams (backlogs, sprints, workflows).",
      bestFor: "engineering teams running Scrum or Kanban with custom workflows and reports.",
      watchOut: "powerful but heavy; non-engineers often find it hard to use.",
    },
    zh: {
      name: "Jira",
      what: "面向软件团队的事项与项目跟踪工具（需求池、迭代、工作流）。",
      bestFor: "需要自定义工作流和报表、采用 Scrum 或看板的研发团队。",
      watchOut: "功能强但很重，非技术同事常常觉得难用。",
    },
  },
  {
    match: /\btrello\b/i,
    en: {
      name: "Trello",
      what: "simple Kanban boards of cards and lists.",
      bestFor: "small teams and personal projects that want to start in minutes.",
      watchOut: "little structure for dependencies, reporting or large backlogs.",
    },
    zh: {
      name: "Trello",
      what: "由卡片和列表组成的简单看板工具。",
      bestFor: "想几分钟就用起来的小团队和个人项目。",
      watchOut: "在依赖关系、报表和大型需求池方面支持有限。",
    },
  },
  {
    match: /\basana\b/i,
    en: {
      name: "Asana",
      what: "a work-management tool for tasks, projects and timelines across teams.",
      bestFor: "cross-functional teams (marketing, operations) coordinating many projects.",
      watchOut: "less suited to engineering workflows than Jira or Linear.",
    },
    zh: {
      name: "Asana",
      what: "面向跨团队任务、项目和时间线的工作管理工具。",
      bestFor: "需要协调很多项目的跨职能团队（市场、运营）。",
      watchOut: "对研发工作流的支持不如 Jira 或 Linear。",
    },
  },
  {
    match: /\blinear\b/i,
    en: {
      name: "Linear",
      what: "a fast, opinionated issue tracker for software teams.",
      bestFor: "product and engineering teams that want speed and sensible defaults.",
      watchOut: "less customisable than Jira; built around its own way of working.",
    },
    zh: {
      name: "Linear",
      what: "速度快、带有明确工作方式主张的研发事项跟踪工具。",
      bestFor: "追求速度和合理默认值的产品研发团队。",
      watchOut: "可定制性不如 Jira，需要接受它的工作方式。",
    },
  },
  {
    match: /\bfigma\b/i,
    en: {
      name: "Figma",
      what: "a browser-based design tool with real-time collaboration, prototyping and design systems.",
      bestFor: "teams designing together and handing off to developers.",
      watchOut: "large files get slow; advanced features sit in paid plans.",
    },
    zh: {
      name: "Figma",
      what: "基于浏览器的设计工具，支持实时协作、原型和设计系统。",
      bestFor: "需要多人协作设计并交付给开发的团队。",
      watchOut: "大文件会变慢，高级功能在付费版里。",
    },
  },
  {
    match: /\bsketch\b/i,
    en: {
      name: "Sketch",
      what: "a Mac design app for interface design with a large plugin ecosystem.",
      bestFor: "Mac-only designers who prefer a native app.",
      watchOut: "Mac only; collaboration is weaker than in Figma.",
    },
    zh: {
      name: "Sketch",
      what: "Mac 上的界面设计软件，插件生态丰富。",
      bestFor: "只用 Mac、偏好原生应用的设计师。",
      watchOut: "仅支持 Mac，协作能力弱于 Figma。",
    },
  },
  {
    match: /\baxure\b/i,
    en: {
      name: "Axure",
      what: "a prototyping tool for detailed, logic-heavy interactive prototypes and annotated specs.",
      bestFor: "complex flows with conditions and variables, common in enterprise products.",
      watchOut: "steep learning curve; visual design is not its strength.",
    },
    zh: {
      name: "Axure",
      what: "用来做复杂交互原型和带注释规格说明的原型工具。",
      bestFor: "带条件和变量的复杂流程，企业级产品里很常见。",
      watchOut: "学习成本高，视觉设计不是它的强项。",
    },
  },
  {
    match: /\bmiro\b/i,
    en: {
      name: "Miro",
      what: "an online whiteboard for workshops, mapping and brainstorming.",
      bestFor: "remote workshops, journey maps and early ideas.",
      watchOut: "boards grow chaotic; decisions need to move into a doc.",
    },
    zh: {
      name: "Miro",
      what: "在线白板，用于工作坊、梳理和头脑风暴。",
      bestFor: "远程工作坊、用户旅程图和早期构思。",
      watchOut: "白板容易越画越乱，结论要沉淀到文档里。",
    },
  },
  {
    match: /\bslack\b/i,
    en: {
      name: "Slack",
      what: "team chat organised in channels, with many integrations.",
      bestFor: "teams that work in many tools and want them to post into chat.",
      watchOut: "messages are not documentation; important decisions get lost.",
    },
    zh: {
      name: "Slack",
      what: "按频道组织的团队聊天工具，集成非常丰富。",
      bestFor: "使用很多工具、希望通知都汇总到聊天里的团队。",
      watchOut: "消息不是文档，重要决定容易被淹没。",
    },
  },
  {
    match: /microsoft teams|\bms teams\b/i,
    en: {
      name: "Microsoft Teams",
      what: "chat, meetings and files inside Microsoft 365.",
      bestFor: "organisations already on Microsoft 365 and Outlook.",
      watchOut: "feels heavy for small teams outside that ecosystem.",
    },
    zh: {
      name: "Microsoft Teams",
      what: "集成在 Microsoft 365 里的聊天、会议和文件协作工具。",
      bestFor: "已经在用 Microsoft 365 和 Outlook 的组织。",
      watchOut: "对生态之外的小团队来说偏重。",
    },
  },
  {
    match: /feishu|\blark\b|飞书/i,
    en: {
      name: "Feishu (Lark)",
      what: "ByteDance's all-in-one suite: chat, docs, sheets, meetings, OKRs and approvals.",
      bestFor: "teams in China that want one integrated workplace.",
      watchOut: "deeper lock-in; fewer integrations with Western tools.",
    },
    zh: {
      name: "飞书",
      what: "字节跳动的一体化办公套件：聊天、文档、表格、会议、OKR 和审批。",
      bestFor: "希望在一个平台完成协作的国内团队。",
      watchOut: "绑定较深，与海外工具的集成较少。",
    },
  },
  {
    match: /dingtalk|钉钉/i,
    en: {
      name: "DingTalk",
      what: "Alibaba's workplace platform with chat, attendance, approvals and mini apps.",
      bestFor: "Chinese companies that need attendance, approvals and management features.",
      watchOut: "management-oriented; documents are weaker than dedicated tools.",
    },
    zh: {
      name: "钉钉",
      what: "阿里巴巴的办公平台，包含聊天、考勤、审批和微应用。",
      bestFor: "需要考勤、审批等管理功能的国内企业。",
      watchOut: "偏管理导向，文档协作不如专门工具。",
    },
  },
  {
    match: /mini[- ]?programs?|小程序/i,
    en: {
      name: "Mini program",
      what: "a light app that runs inside a super-app such as WeChat, opened without installing.",
      bestFor: "low-frequency or scenario-based services that spread through sharing and QR codes.",
      watchOut: "limited device access, size limits, and the platform's review rules.",
    },
    zh: {
      name: "小程序",
      what: "运行在微信等超级 App 里的轻应用，无需安装即可打开。",
      bestFor: "低频或场景化的服务，依靠分享和扫码传播。",
      watchOut: "设备能力受限、有包体积限制，还要遵守平台审核规则。",
    },
  },
  {
    match: /native app|原生\s?app|原生应用|^app$/i,
    en: {
      name: "Native app",
      what: "an app installed from an app store, built for iOS or Android.",
      bestFor:
        "frequent use, rich device features (notifications, camera, offline) and the best performance.",
      watchOut: "install friction, store reviews and two code bases to maintain.",
    },
    zh: {
      name: "原生 App",
      what: "从应用商店安装、为 iOS 或安卓开发的应用。",
      bestFor: "高频使用、需要丰富设备能力（推送、相机、离线）和最佳性能的场景。",
      watchOut: "下载门槛高，要过商店审核，还要维护两套代码。",
    },
  },
  {
    match: /web app|\bh5\b|网页版|移动网页/i,
    en: {
      name: "Web app (H5)",
      what: "an app that runs in the browser, opened from a link.",
      bestFor: "reaching anyone instantly, fast iteration, content and campaigns.",
      watchOut: "weaker notifications, offline and device access; harder to bring users back.",
    },
    zh: {
      name: "H5 网页应用",
      what: "在浏览器中运行、通过链接打开的应用。",
      bestFor: "即点即用、快速迭代，适合内容和营销活动。",
      watchOut: "推送、离线和设备能力较弱，用户召回更难。",
    },
  },
];

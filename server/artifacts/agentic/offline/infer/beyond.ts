/**
 * What the Offline model cannot build, and what it builds instead, said in the reply: apps that
 * need live data, real-time play or a real model (a game, a weather forecast, a chat, a map…) get
 * the record app closest to them (a score board, a weather log…); features it cannot add to an app
 * (a chart, reminders, sign-in, photos, exports, syncing) are named with what the app does instead.
 */
import type { OfflineLocale } from "@/server/ai/offline/types";

type Say = { en: string; zh: string };

/** A record app in place of what was asked: its title and fields (typed by their words). */
export type Substitute = { title: Say; fields: Say[]; why: Say; total?: boolean };

type Family = { words: RegExp; name: Say; substitute: Substitute };

const FAMILIES: Family[] = [
  {
    // "An app that syncs with my Google Calendar", "把微信消息同步到表格": another service's data.
    words:
      /\b(?:google|outlook|apple|icloud|microsoft)\s+(?:calendar|drive|sheets?|docs|contacts|mail|tasks)\b|\bgmail\b|\bslack\b|\bwhatsapp\b|\bspotify\b|\bstrava\b|\bfitbit\b|\b(?:syncs?|syncing|synced|connects?|integrates?)\s+(?:it\s+)?(?:with|to|into)\s+(?:my|our|the)\b|谷歌日历|日历同步|同步(?:到|进)?(?:我的)?(?:日历|微信|钉钉|飞书|邮箱)|(?:微信|钉钉|飞书|企业微信)(?:消息|通知|提醒|日历)/i,
    name: {
      en: "an app that links to your calendar, texts or email",
      zh: "连接日历、短信或邮箱的应用",
    },
    substitute: {
      title: { en: "Meeting list", zh: "日程清单" },
      fields: [
        { en: "Meeting", zh: "日程" },
        { en: "Date", zh: "日期" },
        { en: "Time", zh: "几点" },
        { en: "Note", zh: "备注" },
      ],
      why: {
        en: "a lite app here cannot sign in to your accounts or send texts and emails",
        zh: "这里的小应用不能登录你的账号，也不能发短信或邮件",
      },
    },
  },
  {
    words:
      /\bgames?\b|\bsnake\b|tetris|\bchess\b|\b2048\b|flappy|tic[- ]?tac[- ]?toe|noughts and crosses|sudoku|minesweeper|crossword|\bplay(?:able)?\b.*\b(?:arrow|keys|mouse)\b|游戏|贪吃蛇|俄罗斯方块|象棋|五子棋|井字棋|数独|扫雷|围棋/i,
    name: { en: "a game", zh: "游戏" },
    substitute: {
      title: { en: "Score board", zh: "得分记录" },
      fields: [
        { en: "Player", zh: "玩家" },
        { en: "Score", zh: "得分" },
        { en: "Date", zh: "日期" },
      ],
      why: { en: "it writes record apps from rules, not games", zh: "它按规则生成记录类应用，写不了游戏" },
    },
  },
  {
    words: /weather|forecast|天气|气象/i,
    name: { en: "a weather forecast", zh: "天气预报" },
    substitute: {
      title: { en: "Weather log", zh: "天气记录" },
      fields: [
        { en: "Date", zh: "日期" },
        { en: "Temperature (°C)", zh: "温度（°C）" },
        { en: "Condition", zh: "天气情况" },
      ],
      why: { en: "a lite app here cannot fetch live forecasts", zh: "这里的小应用拿不到实时天气数据" },
    },
  },
  {
    words: /stock price|stock ticker|crypto|exchange rate|live prices?|股价|行情|汇率|币价/i,
    name: { en: "live prices", zh: "实时行情" },
    substitute: {
      title: { en: "Watchlist", zh: "自选记录" },
      fields: [
        { en: "Symbol", zh: "代码" },
        { en: "Price", zh: "价格" },
        { en: "Date", zh: "日期" },
        { en: "Note", zh: "备注" },
      ],
      why: { en: "a lite app here cannot fetch live prices", zh: "这里的小应用拿不到实时数据" },
    },
  },
  {
    words: /\bchat(?:bot| app| room)?\b|messag(?:ing|enger)|\bsocial network\b|聊天|即时通讯|社交/i,
    name: { en: "a chat", zh: "聊天应用" },
    substitute: {
      title: { en: "Message board", zh: "留言板" },
      fields: [
        { en: "Name", zh: "姓名" },
        { en: "Message", zh: "留言" },
        { en: "Date", zh: "日期" },
      ],
      why: {
        en: "it cannot connect people live or answer like a model",
        zh: "它不能实时连接多人，也不能像模型一样回答",
      },
    },
  },
  {
    words: /\bmaps?\b|\bgps\b|navigation|地图|导航|定位/i,
    name: { en: "a map", zh: "地图" },
    substitute: {
      title: { en: "Places list", zh: "地点清单" },
      fields: [
        { en: "Place", zh: "地点" },
        { en: "City", zh: "城市" },
        { en: "Visited", zh: "已去过" },
        { en: "Note", zh: "备注" },
      ],
      why: { en: "a lite app here has no map data", zh: "这里的小应用没有地图数据" },
    },
  },
  {
    words: /music player|video player|\bplayer\b|streaming|播放器|音乐播放|视频播放/i,
    name: { en: "a media player", zh: "播放器" },
    substitute: {
      title: { en: "Playlist", zh: "播放清单" },
      fields: [
        { en: "Title", zh: "标题" },
        { en: "Artist", zh: "艺人" },
        { en: "Minutes", zh: "时长（分钟）" },
        { en: "Liked", zh: "已收藏" },
      ],
      why: { en: "it cannot play audio or video files", zh: "它不能播放音视频" },
    },
  },
  {
    words: /drawing|\bpaint\b|whiteboard|sketch(?:pad)?|photo editor|画板|画图|白板|修图|拍照/i,
    name: { en: "a drawing or photo app", zh: "绘图或修图应用" },
    substitute: {
      title: { en: "Ideas board", zh: "灵感清单" },
      fields: [
        { en: "Idea", zh: "想法" },
        { en: "Tag", zh: "标签" },
        { en: "Date", zh: "日期" },
      ],
      why: { en: "it writes record apps from rules, not canvases", zh: "它按规则生成记录类应用，做不了画布" },
    },
  },
  {
    words: /online (?:shop|store)|e-?commerce|shopping cart|checkout|网店|商城|电商|购物车/i,
    name: { en: "an online shop", zh: "网店" },
    substitute: {
      title: { en: "Product list", zh: "商品清单" },
      fields: [
        { en: "Product", zh: "商品" },
        { en: "Price", zh: "价格" },
        { en: "Stock", zh: "库存数量" },
        { en: "Category", zh: "分类" },
      ],
      why: { en: "it cannot take payments or run a shop", zh: "它不能收款，也不能运营网店" },
    },
  },
  {
    words:
      /\b3-?d\b|\banimat(?:ion|ed)\b|\b(?:ar|vr)\b|augmented reality|virtual reality|三维|3D|动画|虚拟现实|增强现实/i,
    name: { en: "a 3D view, animation or visualisation", zh: "3D、动画或可视化效果" },
    substitute: {
      title: { en: "Layout list", zh: "布局清单" },
      fields: [
        { en: "Name", zh: "名称" },
        { en: "Position", zh: "位置" },
        { en: "Group", zh: "分组" },
        { en: "Note", zh: "备注" },
      ],
      why: {
        en: "it writes record apps from rules and cannot draw 3D scenes or animations",
        zh: "它按规则生成记录类应用，画不了 3D 场景或动画",
      },
    },
  },
  {
    words:
      /\bdashboards?\b|\bvisuali[sz](?:e|es|ed|ing|ation|ations)\b|\binfographics?\b|可视化|数据看板|数据大屏|大屏|仪表盘|驾驶舱/i,
    name: { en: "a data dashboard or visualisation", zh: "数据看板或可视化图表" },
    substitute: {
      title: { en: "Data log", zh: "数据记录" },
      fields: [
        { en: "Item", zh: "项目" },
        { en: "Value", zh: "数值" },
        { en: "Group", zh: "分组" },
        { en: "Date", zh: "日期" },
      ],
      why: {
        en: "it writes record apps from rules and cannot draw charts or read your data sources",
        zh: "它按规则生成记录类应用，画不了图表，也读不到你的数据源",
      },
      total: true,
    },
  },
  {
    words: /translat|\bAI\b|chatgpt|翻译|智能问答|人工智能/i,
    name: { en: "an AI feature", zh: "AI 功能" },
    substitute: {
      title: { en: "Glossary", zh: "词汇表" },
      fields: [
        { en: "Term", zh: "词条" },
        { en: "Meaning", zh: "释义" },
        { en: "Note", zh: "备注" },
      ],
      why: { en: "a lite app here has no model to call", zh: "这里的小应用没有可调用的模型" },
    },
  },
];

/** Words that ask for a record app: when a brief has them, a family word is only its subject ("a log of my board games"). */
export const RECORD_WORDS =
  /\b(?:log|logs|tracker|track|tracking|list|journal|diary|records?|collection|board|planner|checklist|inventory|catalog(?:ue)?)\b|记录|清单|列表|日志|日记|追踪|跟踪|打卡|看板|台账|收藏/i;

export type Beyond = { asked: string; name: Say; substitute: Substitute };

function familyOf(text: string): Beyond | null {
  for (const family of FAMILIES) {
    const m = family.words.exec(text);
    if (m) return { asked: m[0], name: family.name, substitute: family.substitute };
  }
  return null;
}

/** The app a brief asks for, when it is one the Offline model cannot build. */
export function beyondApp(text: string): Beyond | null {
  if (RECORD_WORDS.test(text)) return null;
  return familyOf(text);
}

/** A board asked for that is no task board: "销售数据可视化看板", "a tic-tac-toe board", "a 3D board of the shelves". */
export function beyondBoard(text: string): Beyond | null {
  const named = /kanban|columns?|lanes?|stages?|\bto-?do\b|doing|backlog|任务|待办|进行中|列|栏|阶段|泳道/i;
  if (named.test(text) || /\b(?:log|tracker|list|journal|records?)\b|记录|清单|列表|日志/i.test(text))
    return null;
  return familyOf(text);
}

/** A feature an app cannot have offline, and what it has instead. */
type Feature = { words: RegExp; name: Say; instead: Say; stat?: "byCategory" };

const FEATURES: Feature[] = [
  {
    // A chore, sticker or reward chart is a table of who did what, not a drawing.
    words:
      /\b(?:pie|bar|line)?\s*(?<!\b(?:chore|sticker|reward|star|seating|behaviou?r)\s)charts?\b|\bgraphs?\b|\bplot\b|图表|饼图|柱状图|折线图|曲线图|统计图/i,
    name: { en: "a chart", zh: "图表" },
    instead: {
      en: "the app shows the figures as totals and a bar per category",
      zh: "应用用合计和每个分类的占比条来展示数据",
    },
    stat: "byCategory",
  },
  {
    words:
      /remind(?:er|ers)?\b|notif(?:y|ication)s?|\balerts?\b|push messages?|\btexts? (?:me|us)\b|\bsms\b|\bemails? (?:me|us)\b|提醒|通知|推送|闹钟|短信/i,
    name: { en: "reminders", zh: "提醒" },
    instead: {
      en: "a lite app cannot notify you when it is closed; the app shows today's entries when you open it",
      zh: "小应用关闭后不能通知你，打开时可以看到今天的记录",
    },
  },
  {
    words: /\blog ?in\b|sign[ -]?in|sign[ -]?up|user accounts?|passwords?|登录|注册账号|账号密码|密码/i,
    name: { en: "accounts and sign-in", zh: "账号登录" },
    instead: {
      en: "everyone who opens the deployed app shares its data",
      zh: "发布后打开应用的人共用同一份数据",
    },
  },
  {
    words: /\bphotos?\b|\bimages?\b|\bpictures?\b|upload|camera|照片|图片|上传|拍照/i,
    name: { en: "photos and uploads", zh: "照片和上传" },
    instead: { en: "entries hold text, numbers and dates", zh: "每条记录保存文字、数字和日期" },
  },
  {
    words: /\bexport\b|\bcsv\b|excel|\bpdf\b|download|导出|下载|表格文件/i,
    name: { en: "exporting", zh: "导出" },
    instead: {
      en: "the deployed app's data can be read and edited on its admin page",
      zh: "发布后可以在应用的管理页查看和编辑数据",
    },
  },
  {
    words:
      /\bsync(?:s|ing|ed)?\b|real[ -]?time|collaborat|multi-?player|多人同步|实时同步|协作|多人在线|多人联机|联机|在线对战|多人实时/i,
    name: { en: "live syncing", zh: "实时同步" },
    instead: {
      en: "a deployed app keeps one shared copy of its data; others see changes when they reload",
      zh: "发布后的应用保存一份共享数据，别人刷新后能看到修改",
    },
  },
  {
    words: /\bvoice\b|\bspeech\b|dictat|speak|语音|录音|说话/i,
    name: { en: "voice input", zh: "语音输入" },
    instead: { en: "entries are typed in", zh: "记录用键盘输入" },
  },
  {
    // Asked of an app the Offline model does make (a to-do list, a board); a 3D printer's log is a log.
    words:
      /\b3-?d\b(?!\s*print)|\banimat(?:ion|ions|ed)\b|\b(?:ar|vr)\b|三维|3D(?!\s*(?:打印|print))|动画|动效/i,
    name: { en: "3D views or animations", zh: "3D 或动画效果" },
    instead: { en: "the app shows its records as a plain list", zh: "应用用普通列表展示记录" },
  },
];

export type Unmet = { asked: string; name: Say; instead: Say; stat?: "byCategory" };

/** The features a text asks for that the Offline app will not have. */
export function beyondFeatures(text: string): Unmet[] {
  const out: Unmet[] = [];
  for (const f of FEATURES) {
    const m = f.words.exec(text);
    if (m)
      out.push({ asked: m[0].trim(), name: f.name, instead: f.instead, ...(f.stat ? { stat: f.stat } : {}) });
  }
  return out;
}

/** How the reply says one thing was not made, and what was made instead. */
export function sayUnmet(lang: OfflineLocale, name: Say, instead: string): string {
  return lang === "zh"
    ? `离线模式下我做不了${name.zh}，改为：${instead}。接入 AI 模型后可以按你的要求做出来。`
    : `The Offline model can't build ${name.en}; instead, ${instead}. Connect an AI model to get it built as asked.`;
}

/**
 * "Summarise the top complaints in these interviews and suggest two fixes": after the notes are
 * quoted, what recurs in them — counted, each theme with how many notes name it — and where to
 * start. The Offline model counts; it does not pretend to weigh fixes, and says so.
 */
import { isZhNoun, zhWords } from "../brief/words-zh";
import type { OfflineLocale } from "../types";
import { upper } from "./answer-format";

/** A summary that also asks what to do about it. */
export const ASKS_FIXES =
  /\b(?:fix|fixes|suggest|suggestions?|recommend(?:ations?)?|what (?:should|can) (?:we|i) do|next steps?|priorit)/i;
export const ASKS_FIXES_ZH = /建议|怎么改|如何改|改进|解决|优先/;

type Cluster = { en: string; zh: string; words: RegExp };
// Notes name one trouble in many words ("logs me out", "session expires", "typing my password again").
const CLUSTERS: Cluster[] = [
  {
    en: "signing in / being signed out",
    zh: "登录",
    words:
      /^(?:log|logs|logged|logging|login|logout|session|sessions|password|passwords|sign-in|signin|登录|登陆|密码|退出登录|掉线)$/,
  },
  {
    en: "search",
    zh: "搜索",
    words: /^(?:search|searches|searching|find|finds|finding|搜索|搜不到|找不到|查找)$/,
  },
  { en: "sharing", zh: "分享", words: /^(?:share|shares|sharing|shared|分享|共享)$/ },
  { en: "price", zh: "价格", words: /^(?:price|prices|pricing|expensive|cost|costs|价格|太贵|贵|收费)$/ },
  {
    en: "speed",
    zh: "速度",
    words: /^(?:slow|slowly|lag|laggy|loading|loads|speed|卡顿|慢|加载|很慢|太慢)$/,
  },
  { en: "crashes", zh: "闪退", words: /^(?:crash|crashes|crashed|freeze|freezes|闪退|崩溃|卡死)$/ },
  {
    en: "notifications",
    zh: "通知",
    words: /^(?:notification|notifications|reminder|reminders|alerts?|push|通知|提醒|推送)$/,
  },
  { en: "sync", zh: "同步", words: /^(?:sync|syncing|synced|同步)$/ },
];

const STOP_EN = new Set(
  `the and but for with this that these those from into over about again every each also just very really too
  never always often sometimes anything nothing something everything older newer than then when what which there
  have has had was were are been being does did doing can't cannot don't won't isn't it's i'm i've you your our
  app apps the user users people they them their hate love want wants like annoying useless every day days morning
  month months week weeks time times thing things still even much more most less`
    .split(/\s+/)
    .filter(Boolean),
);

const stem = (w: string) => (w.length > 4 ? w.replace(/(?:ing|ed|es|s)$/, "") : w);

/** The theme keys a note names: a cluster's label, else the word's stem (a noun, in Chinese). */
function keysOf(text: string, zh: boolean): Map<string, string> {
  const keys = new Map<string, string>();
  const words = zh
    ? zhWords(text)
        .filter((w) => w.word.length >= 2 || CLUSTERS.some((c) => c.words.test(w.word)))
        .map((w) => ({ word: w.word, noun: isZhNoun(w.tag) }))
    : (text.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? []).map((word) => ({ word, noun: true }));
  for (const { word, noun } of words) {
    const cluster = CLUSTERS.find((c) => c.words.test(word));
    if (cluster) keys.set(`c:${cluster.en}`, zh ? cluster.zh : cluster.en);
    else if (noun && !(zh ? false : STOP_EN.has(word)) && (zh || word.length >= 4))
      keys.set(`w:${zh ? word : stem(word)}`, word);
  }
  return keys;
}

/** What recurs across the quoted notes (in two or more), most first, with where to start. */
export function themesPart(notes: { text: string; n: number }[], locale: OfflineLocale): string | null {
  const zh = locale === "zh";
  const counts = new Map<string, { label: string; notes: Set<number>; cites: Set<number> }>();
  notes.forEach((note, i) => {
    for (const [key, label] of keysOf(note.text, /[\u4e00-\u9fff]/.test(note.text))) {
      const entry = counts.get(key) ?? { label, notes: new Set(), cites: new Set() };
      entry.notes.add(i);
      entry.cites.add(note.n);
      counts.set(key, entry);
    }
  });
  const themes = [...counts.entries()]
    .filter(([, e]) => e.notes.size >= 2)
    // A cluster is the theme its words are; a lone word only when no cluster says more.
    .sort((a, b) => b[1].notes.size - a[1].notes.size || (a[0].startsWith("c:") ? -1 : 1))
    .map(([, e]) => e)
    // "Excel" and "export" in the same two lines are one theme, not two.
    .filter((e, i, all) => !all.slice(0, i).some((o) => [...e.notes].every((n) => o.notes.has(n))))
    .slice(0, 3);
  if (!themes.length) return null;
  const total = notes.length;
  const cite = (e: (typeof themes)[number]) => [...e.cites].map((n) => `[${n}]`).join("");
  const names = themes.map((t) => t.label);
  return zh
    ? [
        "**提到最多的**",
        "",
        ...themes.map(
          (t, i) => `${i + 1}. ${t.label} — 引用的 ${total} 条中有 ${t.notes.size} 条提到 ${cite(t)}`,
        ),
        "",
        `**从哪里改起：**先解决提到最多的「${names[0]}」${names[1] ? `，再看「${names[1]}」` : ""}，并回访提出它的用户，问清楚“解决了”对他们意味着什么。离线模型只能统计资料里反复出现的问题，没法评估具体改法——在设置中连接模型后可以给出改进方案。`,
      ].join("\n")
    : [
        "**Most mentioned**",
        "",
        ...themes.map(
          (t, i) =>
            `${i + 1}. ${upper(t.label)} — in ${t.notes.size} of the ${total} lines quoted ${cite(t)}`,
        ),
        "",
        `**Where to start:** fix what most notes mention first — ${names[0]}${names[1] ? `, then ${names[1]}` : ""} — and ask the people who raised it what "fixed" would mean to them. The offline model counts what recurs in your notes; it cannot weigh the fixes themselves — a model connected in Settings can propose them.`,
      ].join("\n");
}

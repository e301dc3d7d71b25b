/**
 * Questions the Offline model knows, by topic and language. A topic it does not know gets a
 * quiz that asks about the topic by name and lets the user add their own questions (the reply
 * says so): it never invents facts.
 */
import type { OfflineLocale } from "@/server/ai/offline/types";
import type { Question } from "./spec";

type Bank = { match: RegExp; en: Question[]; zh: Question[] };

const BANKS: Bank[] = [
  {
    match: /solar|planet|space|astronom|太阳系|行星|天文|宇宙/i,
    en: [
      { q: "Which planet is closest to the Sun?", options: ["Mercury", "Venus", "Mars", "Earth"], answer: 0 },
      {
        q: "Which is the largest planet in the solar system?",
        options: ["Saturn", "Jupiter", "Neptune", "Uranus"],
        answer: 1,
      },
      {
        q: "Which planet is known as the Red Planet?",
        options: ["Venus", "Mercury", "Mars", "Jupiter"],
        answer: 2,
      },
      { q: "How many planets are in the solar system?", options: ["7", "9", "10", "8"], answer: 3 },
      {
        q: "Which planet has the most famous rings?",
        options: ["Saturn", "Mars", "Earth", "Venus"],
        answer: 0,
      },
    ],
    zh: [
      { q: "哪颗行星离太阳最近？", options: ["水星", "金星", "火星", "地球"], answer: 0 },
      { q: "太阳系中最大的行星是哪一颗？", options: ["土星", "木星", "海王星", "天王星"], answer: 1 },
      { q: "被称为“红色星球”的是哪颗行星？", options: ["金星", "水星", "火星", "木星"], answer: 2 },
      { q: "太阳系有几颗行星？", options: ["7", "9", "10", "8"], answer: 3 },
      { q: "哪颗行星的光环最有名？", options: ["土星", "火星", "地球", "金星"], answer: 0 },
    ],
  },
  {
    match: /capital|countr|geograph|首都|国家|地理/i,
    en: [
      { q: "What is the capital of France?", options: ["Paris", "Lyon", "Nice", "Lille"], answer: 0 },
      { q: "What is the capital of Japan?", options: ["Osaka", "Tokyo", "Kyoto", "Nagoya"], answer: 1 },
      {
        q: "What is the capital of Australia?",
        options: ["Sydney", "Melbourne", "Canberra", "Perth"],
        answer: 2,
      },
      {
        q: "What is the capital of Canada?",
        options: ["Toronto", "Vancouver", "Montreal", "Ottawa"],
        answer: 3,
      },
      { q: "What is the capital of Kenya?", options: ["Nairobi", "Mombasa", "Kisumu", "Nakuru"], answer: 0 },
    ],
    zh: [
      { q: "法国的首都是哪里？", options: ["巴黎", "里昂", "尼斯", "里尔"], answer: 0 },
      { q: "日本的首都是哪里？", options: ["大阪", "东京", "京都", "名古屋"], answer: 1 },
      { q: "澳大利亚的首都是哪里？", options: ["悉尼", "墨尔本", "堪培拉", "珀斯"], answer: 2 },
      { q: "加拿大的首都是哪里？", options: ["多伦多", "温哥华", "蒙特利尔", "渥太华"], answer: 3 },
      { q: "肯尼亚的首都是哪里？", options: ["内罗毕", "蒙巴萨", "基苏木", "纳库鲁"], answer: 0 },
    ],
  },
  {
    match: /javascript|\bjs\b|typescript|programming|coding|编程|前端/i,
    en: [
      {
        q: "Which keyword declares a block-scoped constant in JavaScript?",
        options: ["const", "var", "let", "static"],
        answer: 0,
      },
      {
        q: "What does typeof null return in JavaScript?",
        options: ['"null"', '"object"', '"undefined"', '"number"'],
        answer: 1,
      },
      {
        q: "Which array method returns a new array with transformed items?",
        options: ["forEach", "filter", "map", "some"],
        answer: 2,
      },
      {
        q: "What does === compare?",
        options: ["Only values", "Only types", "References only", "Value and type"],
        answer: 3,
      },
      {
        q: "Which method turns a JSON string into an object?",
        options: ["JSON.parse", "JSON.stringify", "Object.from", "String.json"],
        answer: 0,
      },
    ],
    zh: [
      { q: "JavaScript 中哪个关键字声明块级常量？", options: ["const", "var", "let", "static"], answer: 0 },
      {
        q: "JavaScript 中 typeof null 的结果是？",
        options: ['"null"', '"object"', '"undefined"', '"number"'],
        answer: 1,
      },
      { q: "哪个数组方法返回变换后的新数组？", options: ["forEach", "filter", "map", "some"], answer: 2 },
      { q: "=== 比较的是什么？", options: ["只比较值", "只比较类型", "只比较引用", "值和类型"], answer: 3 },
      {
        q: "哪个方法把 JSON 字符串转成对象？",
        options: ["JSON.parse", "JSON.stringify", "Object.from", "String.json"],
        answer: 0,
      },
    ],
  },
];

export function knowsTopic(topic: string): boolean {
  return BANKS.some((bank) => bank.match.test(topic));
}

export function quizFor(topic: string, lang: OfflineLocale): Question[] {
  const bank = BANKS.find((b) => b.match.test(topic));
  if (bank) return bank[lang];
  const name = topic || (lang === "zh" ? "这个主题" : "this topic");
  // Not a fact quiz: questions about the user's own study of the topic, so nothing is made up.
  return lang === "zh"
    ? [
        { q: `这份测验是关于什么的？`, options: [name, "天气", "烹饪", "体育"], answer: 0 },
        { q: `你学习${name}多久了？`, options: ["刚开始", "几周", "几个月", "一年以上"], answer: 0 },
      ]
    : [
        { q: `What is this quiz about?`, options: [name, "Weather", "Cooking", "Sports"], answer: 0 },
        {
          q: `How long have you been learning about ${name}?`,
          options: ["Just started", "A few weeks", "A few months", "Over a year"],
          answer: 0,
        },
      ];
}

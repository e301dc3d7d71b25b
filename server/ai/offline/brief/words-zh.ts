/**
 * Chinese words with their part of speech, from jieba (`@node-rs/jieba`, a native binary loaded
 * once, on first use). Tags are hints next to the punctuation structure, not truth: a brief is
 * split by its punctuation first, and the tags then tell a role ("员工:n 提交:v") inside a part.
 */
import { Jieba } from "@node-rs/jieba";
import { dict } from "@node-rs/jieba/dict.js";

export type ZhWord = { word: string; tag: string };

// Words of product work that the general dictionary cuts in two ("小:a 程序:n").
const PRODUCT_WORDS = [
  "小程序",
  "时序图",
  "状态图",
  "甘特图",
  "思维导图",
  "流程图",
  "泳道图",
  "类图",
  "旅程图",
  "用户旅程",
  "脑图",
  "原型图",
  "验证码",
  "二维码",
  "首页",
  "详情页",
  "个人中心",
  "购物车",
  "订单页",
  "登录页",
  "注册页",
  "设置页",
  "列表页",
  "待发货",
  "待付款",
  "待接单",
  "已接单",
  "配送中",
  "已完成",
  "已取消",
  "审批中",
  "已签署",
  "履约中",
  "已终止",
  "行程中",
  "冷静期",
  "小程序码",
  "公众号",
  "后台",
  "看板",
  "仪表盘",
  "工作台",
  "后厨",
];

// Actions of product work the general dictionary reads as nouns ("顾客:nr 扫码:n 打开:v" made
// "顾客扫码" the one who acts): tagged as verbs, so the person before them is who acts.
const PRODUCT_VERBS = [
  "扫码",
  "点餐",
  "做菜",
  "备餐",
  "取餐",
  "送餐",
  "派单",
  "抢单",
  "打卡",
  "签到",
  "核销",
  "续费",
  "充值",
  "提现",
];

const VERB_SET = new Set(PRODUCT_VERBS);

let instance: Jieba | null = null;

function jieba(): Jieba {
  if (!instance) {
    instance = Jieba.withDict(dict);
    instance.loadDict(
      Buffer.from(
        [...PRODUCT_WORDS.map((w) => `${w} 100000 n`), ...PRODUCT_VERBS.map((w) => `${w} 100000 v`)].join(
          "\n",
        ),
      ),
    );
  }
  return instance;
}

export function zhWords(text: string): ZhWord[] {
  if (!text) return [];
  // (Loading a word again does not change its tag in the dictionary: the verbs are re-tagged here.)
  return (jieba().tag(text, false) as ZhWord[]).map((w) =>
    VERB_SET.has(w.word) ? { word: w.word, tag: "v" } : w,
  );
}

export function isZhVerb(tag: string): boolean {
  return tag.startsWith("v");
}

export function isZhNoun(tag: string): boolean {
  return tag.startsWith("n") || tag === "eng" || tag === "vn";
}

/**
 * Issue 39, item 2/3 (ids "pc-"): PRDs asked as a CHANGE to an existing product ("add X to our
 * Y", "redesign the Z in my Y", "给我们的…加…", "优化现有的…"). Written before any change to the
 * PRD writer or the brief parsing it uses, and scored before the fix (not tuned on).
 * Expected: the title names the change (and the overview the existing product), the features
 * are the change's parts, and nothing calls the change a new product or makes the whole
 * sentence the product's name.
 */
import type { QualityCase } from "./types";

const prd = (id: string, lang: "en" | "zh", content: string, expect: QualityCase["expect"]): QualityCase => ({
  id,
  lang,
  kind: "prd",
  turns: [{ content, mode: "prd" }],
  expect,
});

// Amended after the first score, before any fix (reading the outputs showed the first checks let
// the whole sentence as the product through): a change's problem is not "today they juggle calls,
// chat groups and spreadsheets" (they already use the product), and the verb phrase is never a name.
const NEW_EN = ["new product", "a new app", "calls, chat groups and spreadsheets"];
const NEW_ZH = ["新产品", "全新的产品", "电话、微信群和表格"];

export const PRD_CHANGE_CASES: QualityCase[] = [
  prd(
    "pc-en-recipe-search",
    "en",
    "PRD for redesigning the search experience in our recipe website: filters by diet, saved searches, and better results for misspelled ingredients",
    {
      prd: { title: ["search"], features: ["filters by diet", "saved searches", "misspelled ingredients"] },
      terms: ["recipe website"],
      forbid: [...NEW_EN, "use “Redesigning", "An redesigning", "redesigning the search experience in our"],
    },
  ),
  prd(
    "pc-en-furniture-returns",
    "en",
    "Improve the returns process in my online furniture store — customers should book a pickup slot and track their refund",
    {
      prd: { title: ["returns"], features: ["book a pickup slot", "track their refund"] },
      terms: ["furniture store", "As a customer"],
      forbid: [...NEW_EN, "use “Improve", "An improve", "improve the returns process in my"],
    },
  ),
  prd("pc-en-offline-inspection", "en", "Write a PRD to add offline mode to our field inspection app", {
    prd: { title: ["offline mode"], features: ["offline mode"] },
    terms: ["field inspection app"],
    forbid: [...NEW_EN, "use “Add", "to add offline mode to our"],
  }),
  prd(
    "pc-en-chat-notifications",
    "en",
    "PRD: rework notifications in the team chat app so people can mute channels, set quiet hours and get a daily digest",
    {
      prd: { title: ["notifications"], features: ["mute channels", "quiet hours", "daily digest"] },
      terms: ["team chat app"],
      forbid: [...NEW_EN, "use “Rework", "A rework", "rework notifications in the team"],
    },
  ),
  prd(
    "pc-en-coffee-loyalty",
    "en",
    "We need a PRD for adding a loyalty programme to our coffee shop ordering app",
    {
      prd: { title: ["loyalty programme"], features: ["loyalty programme"] },
      terms: ["coffee shop ordering app"],
      forbid: [...NEW_EN, "use “Adding", "An adding", "adding loyalty programme"],
    },
  ),
  prd("pc-zh-gym-waitlist", "zh", "给我们的健身房预约小程序加一个候补排队功能", {
    prd: { title: ["候补排队"], features: ["候补排队"] },
    terms: ["健身房预约小程序"],
    forbid: [...NEW_ZH, "给我们的健身房", "我们的健身房预约小程序加"],
  }),
  prd("pc-zh-expense-approval", "zh", "优化现有的报销系统的审批流程：支持手机审批、超时提醒和批量通过", {
    prd: { title: ["审批流程"], features: ["手机审批", "超时提醒", "批量通过"] },
    terms: ["报销系统"],
    forbid: [...NEW_ZH, "优化现有"],
  }),
  prd(
    "pc-zh-homework-review",
    "zh",
    "改进我们在线教育平台的课后作业批改体验，老师可以语音点评，学生能看到错题本",
    {
      prd: { title: ["作业批改"], features: ["语音点评", "错题本"] },
      terms: ["在线教育平台", "作为老师", "作为学生"],
      forbid: [...NEW_ZH, "改进我们"],
    },
  ),
  prd("pc-zh-cart-rework", "zh", "PRD：重构我们电商App的购物车，支持跨店满减和稍后购买", {
    prd: { title: ["购物车"], features: ["跨店满减", "稍后购买"] },
    terms: ["电商App"],
    forbid: [...NEW_ZH, "重构我们"],
  }),
  prd("pc-zh-visitor-booking", "zh", "为我们的物业管理系统增加一个访客预约功能", {
    prd: { title: ["访客预约"], features: ["访客预约"] },
    terms: ["物业管理系统"],
    forbid: [...NEW_ZH, "为我们的物业", "我们的物业管理系统增加"],
  }),
];

/**
 * The request sentence by sentence (Chinese sentences cut further at clauses that start a list
 * of their own): each sentence's list placed by its role, a lone condition read as a step, what
 * fits nowhere reported as unplaced — and the head (the words that name the subject) and the
 * first sentence's trailing clause kept for the subject.
 */
import { readCondition } from "./conditions";
import { findList, sentencesOf } from "./lists";
import { roleOf } from "./roles";
import { subjectOf } from "./subject";
import { namesNoSubject } from "./no-subject";
import { place } from "./place-list";
import { addSteps } from "./steps";
import { leadUsersZh } from "./users-and-jobs";
import type { Collected } from "./collected";
import type { BriefLanguage } from "./types";

// A Chinese clause that starts a list of its own ("…页面，输入运单号查询，显示运输轨迹和…").
const ZH_STARTER =
  /^(?:并且|同时|还|并|另外)?(?:包括|包含|涉及|支持|展示|显示|需要|能看到|可以看到|可以|能够|能|输入|填写|选择|上传|查看|点击|按状态|按)/;

function zhUnits(sentence: string): string[] {
  if (/[:：]/.test(sentence)) return [sentence];
  const units: string[] = [];
  for (const clause of sentence.split(/(?<=[，,；;])/)) {
    const bare = clause.replace(/[，,；;]$/, "");
    if (!units.length || ZH_STARTER.test(bare)) units.push(bare);
    else units[units.length - 1] += `，${bare}`;
  }
  return units.map((u) => u.replace(/^，|，$/g, "")).filter(Boolean);
}

export function readSentences(
  text: string,
  lang: BriefLanguage,
  made: Parameters<typeof roleOf>[1],
  out: Collected,
): { head: string; firstSentence: string; tail: string } {
  const sentences = sentencesOf(text).flatMap((s) => (lang === "zh" ? zhUnits(s) : [s]));
  let head = "";
  let tail = "";
  for (const [index, sentence] of sentences.entries()) {
    let list = findList(sentence, lang);
    // "PRD: parking permit application … — apply online, …": the colon only named the deliverable.
    if (list && list.introducer === ":" && namesNoSubject(subjectOf(list.head, list.head, lang).product)) {
      const body = sentence.slice(sentence.indexOf(list.head) + list.head.length).replace(/^\s*[:：]\s*/, "");
      const inner = findList(body, lang);
      // "PRD：面向独立书店的会员储值和积分系统": a body joined only by "and" is the subject itself.
      const onlyAnd = !/[,，、;；→]|->|\bthen\b|然后/.test(body);
      // …unless what leads into it is itself a list ("the user uploads a file; if it is over 10 MB show an error, …").
      const innerHeadIsList = Boolean(inner && /[;；]|,\s/.test(inner.head));
      if (inner && inner.introducer && !innerHeadIsList) list = inner;
      else if (innerHeadIsList) list = { ...list, head: "" };
      else if (onlyAnd) {
        head ||= body;
        continue;
      } else {
        list = { ...list, head: "" };
        head ||= body.replace(/[:：].*$/, "");
      }
    }
    if (index === 0 || !head)
      head ||= list ? list.head || (list.introducer === "" ? "" : sentence) : sentence;
    if (!list && index > 0 && lang === "zh" && ZH_STARTER.test(sentence)) {
      // "输入运单号查询", "显示价格": a clause of one item.
      const item = sentence.replace(
        /^(?:并且|同时|还|并|另外)?(?:包括|包含|涉及|支持|需要|可以|能够|能)/,
        "",
      );
      list = {
        head: "",
        introducer: /^(?:显示|展示|能看到|可以看到|查看)/.test(item) ? "显示" : "",
        items: [item],
        ordered: false,
        tail: "",
        suffix: "",
      };
    }
    if (!list) {
      const condition = readCondition(sentence, lang);
      if (condition) addSteps(out, [sentence], lang);
      else if (index > 0 && sentence.replace(/[\s\p{P}]/gu, "").length > 12) out.unplaced.push(sentence);
      continue;
    }
    const role = roleOf(list, made);
    place(out, list, role, lang, made.mode);
    if (index === 0) tail = list.tail;
    else if (list.tail) out.unplaced.push(list.tail);
    // "老人子女可以代为预约助餐、…": who the list's lead-in names are its users.
    if (lang === "zh" && index === 0) {
      const lead = leadUsersZh(list.head);
      if (lead) out.users.push(lead);
    }
  }
  return { head, firstSentence: sentences[0] ?? "", tail };
}

/**
 * Who a product is for and what it does when the request says so only in passing: the people
 * before a Chinese list's verb ("老人子女可以代为预约…"), the people a product is named after
 * ("a volunteer shift sign-up tool"), and the jobs its name lists ("会员储值和积分系统",
 * "tool to manage taproom reservations and keg inventory").
 */
import { splitItems } from "./lists";
import { isPerson } from "./roles";
import { isZhNoun, zhWords } from "./words-zh";
import { EN_JOB_VERB } from "./words-en";
import type { BriefLanguage } from "./types";

const ZH_PRODUCT_NOUN = /的?(?:App|APP|app|应用|小程序|平台|系统|工具|网站|软件|产品|模块|功能)$/;

export function jobsInName(product: string, lang: BriefLanguage): string[] {
  if (lang === "zh") {
    const body = product.replace(ZH_PRODUCT_NOUN, "");
    if (body === product || !/[和与及、]/.test(body)) return [];
    const jobs = body.split(/[和与及、]/).map((j) => j.trim());
    return jobs.length <= 5 && jobs.every((j) => j.length >= 2 && j.length <= 12) ? jobs : [];
  }
  const m =
    /\b(?:to|for|that|which)\s+(?:help\s+\w+\s+)?((?:manage|track|schedule|plan|book|organi[sz]e|run|handle|record|share|find|compare|order|sell|buy|log|monitor|collect|send|split|keep|create|publish|review|approve|assign|invite|pay|sign up|swap|rent|lend|borrow|report)\s+.+)$/i.exec(
      product,
    );
  if (!m || !/\band\b|,/.test(m[1])) {
    // "a learning app for kids to practise spelling": one job, the one its purpose names.
    const one = /\bto\s+([a-z]+\s+[^,;]+)$/i.exec(product)?.[1];
    return one && EN_JOB_VERB.test(one) ? [one] : [];
  }
  const jobs = splitItems(m[1], lang).items;
  return jobs.length >= 2 && jobs.length <= 5 ? jobs : [];
}

/** "…，老人子女可以代为预约": the nouns before a modal word are who the list is for. */
export function leadUsersZh(head: string): string | null {
  const clause = head.split(/[，,]/).pop() ?? "";
  const words = zhWords(clause);
  let modal = words.findIndex((w) => /^(?:可以|能够|能|会|需要|可|想要|希望)$/.test(w.word));
  // "消费者扫码查看…": a person's noun right before the verb is who the list is for.
  if (modal <= 0) {
    const verb = words.findIndex((w) => /^v/.test(w.tag));
    // The longest run of words before it that names a person ("消费者" of "消费者扫码查看", 扫码 tagged a noun).
    for (let k = verb; k > 0 && modal <= 0; k--)
      if (
        isPerson(
          words
            .slice(0, k)
            .map((w) => w.word)
            .join(""),
          "zh",
        )
      )
        modal = k;
  }
  if (modal <= 0) return null;
  const nouns = words.slice(0, modal);
  const who = nouns.map((w) => w.word).join("");
  return nouns.every((w) => isZhNoun(w.tag)) &&
    who.length >= 2 &&
    who.length <= 8 &&
    !/^(?:用户|我们|你们|我|你)$/.test(who)
    ? who
    : null;
}

/** "a volunteer shift sign-up tool" → volunteers; "学生习惯打卡小程序" → 学生. */
export function personLeading(product: string, lang: BriefLanguage): string | null {
  if (lang === "zh") {
    // "新用户第一次…": the person may be a run of words (新 + 用户).
    const words = zhWords(product).map((w) => w.word);
    for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
      const run = words.slice(0, k).join("");
      if (run.length >= 2 && run.length < product.length && isPerson(run, "zh")) return run;
    }
    return null;
  }
  const [first, second] = product.split(/\s+/);
  if (!second || !isPerson(first, "en")) return null;
  return /s$/i.test(first)
    ? first
    : first.replace(/(?<=[^aeiou])y$/i, "ie").replace(/(?:s|x|ch|sh)$/i, "$&e") + "s";
}

/**
 * "a marketplace where farmers sell surplus produce to local restaurants": the people in a
 * relative clause use the product, and what they do there is its job (the people they do it
 * for, when named after "to"/"with", use it too).
 */
export function relativeJob(
  product: string,
  lang: BriefLanguage,
): { users: string[]; jobs: string[] } | null {
  if (lang !== "en") return null;
  const m =
    /\b(?:where|in which|through which|on which)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:can\s+|could\s+)?([a-z]+\s+.+)$/i.exec(
      product,
    );
  if (!m || !isPerson(m[1].split(/\s+/).pop() ?? "", "en")) return null;
  const jobs = splitItems(m[2], lang).items;
  const other =
    /\s(?:to|with|for)\s+(?:the\s+|their\s+|other\s+)?((?:local|nearby|small|independent)\s+)?([a-z-]+s)$/i.exec(
      m[2],
    );
  return {
    users: [m[1], ...(other ? [`${other[1] ?? ""}${other[2]}`] : [])],
    jobs: jobs.length <= 5 ? jobs : [],
  };
}

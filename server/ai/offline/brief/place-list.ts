/**
 * A list found in a sentence, placed by its role: steps (with conditions), actors (or steps
 * between actors when each item says who does what), states (not the transitions among them),
 * users, entities (not the relations among them), pages, fields, actions, page sections (some
 * of which are fields or actions) and features (with who each is for).
 */
import { otherwiseBranch, readCondition } from "./conditions";
import { splitItems, type FoundList } from "./lists";
import {
  isPerson,
  listContext,
  pagePart,
  readStep,
  startsWithVerb,
  ZH_ROLE_END,
  ZH_SYSTEM_END,
  type Role,
} from "./roles";
import { addSteps, CONDITION_LEAD } from "./steps";
import type { Collected } from "./collected";
import { mermaidKind } from "@/lib/contracts/kinds";
import type { BriefLanguage } from "./types";
import { enWords, isEnVerb } from "./words-en";

const SHOWN = /^(?:view|see|show|display|check|track|显示|展示|查看)/i;

const RANKING = /\brank(?:s|ing|ings)?\b|leaderboards?|\btop\s+(?:\d+\s+)?[a-z]+|排行|排名|榜单|名次/i;

function isFieldSized(item: string, lang: BriefLanguage): boolean {
  return !SHOWN.test(item) && (lang === "zh" ? item.length <= 6 : item.split(/\s+/).length <= 3);
}

export function place(out: Collected, list: FoundList, role: Role, lang: BriefLanguage, mode: string | null) {
  let items = list.items;
  switch (role) {
    case "steps":
      return addSteps(out, items, lang);
    case "actors": {
      // "…, card issuer; if the issuer declines, show an error": the list of who ends where a condition begins.
      const cond = items.findIndex(
        (i, n) => n > 0 && (CONDITION_LEAD.test(i) || readCondition(i, lang) !== null),
      );
      if (cond > 0) {
        addSteps(out, items.slice(cond), lang);
        return place(out, { ...list, items: items.slice(0, cond) }, role, lang, mode);
      }
      // "订单服务创建订单", "用户在收银台App下单": a role or system name, then what it does.
      const steps = items.map((i) => {
        const strict = readStep(i, lang, false);
        if (strict.actor || lang !== "zh") return strict;
        const loose = readStep(i, lang, true);
        if (
          loose.actor &&
          loose.action &&
          (startsWithVerb(loose.action, lang) || /^(?:在|通过|向|给|从|用)/.test(loose.action)) &&
          !/^(?:App|APP|app|小程序|端)/.test(loose.action)
        )
          return loose;
        const system =
          /^([^在向给从用通过]{1,8}?(?:系统|平台|后台|网关|中心|服务|App|APP|小程序))(.{2,})$/.exec(i);
        return system ? { text: i, actor: system[1], action: system[2] } : strict;
      });
      // "用户下单、商家接单、骑手取餐": who-does-what items are steps between the actors.
      if (steps.filter((s) => s.actor).length >= Math.max(2, items.length / 2)) {
        const before = out.steps.length;
        addSteps(out, items, lang);
        // Who does each step, as read above (a system name the step reader does not know as a role).
        for (const step of out.steps.slice(before)) {
          const read = steps.find((s) => s.text === step.text && s.actor);
          if (!step.actor && read) Object.assign(step, { actor: read.actor, action: read.action });
        }
        out.actors.push(...steps.flatMap((s) => (s.actor ? [s.actor] : [])));
      } else out.actors.push(...items);
      return;
    }
    case "states":
      // "审批驳回回到草稿" names a transition, not a state.
      out.states.push(
        ...items.filter(
          (i) =>
            !readCondition(i, lang) &&
            otherwiseBranch(i, lang) === null &&
            !/回到|退回|返回|变为|转为|\bback to\b|\breturns? to\b|\bmoves? to\b/i.test(i),
        ),
      );
      for (const i of items) {
        const c = readCondition(i, lang);
        if (c)
          out.conditions.push({
            text: i,
            when: c.when,
            then: [c.then],
            otherwise: [],
            after: -1,
            ends: false,
          });
      }
      return;
    case "users":
      out.users.push(...items);
      return;
    case "entities":
      // "一个学生可以有多个选课记录", "a session has many speakers": a relation, not an entity.
      // Relations are not entities: "a teacher has many courses", "students enrol in courses" (a sentence with a verb between two names).
      out.entities.push(
        ...items.filter(
          (i) =>
            !/有多个|包含多个|对应多个|\bhas (?:many|one|multiple)\b|\bbelongs to\b/i.test(i) &&
            !(
              lang === "en" &&
              i.split(/\s+/).length >= 3 &&
              enWords(i).some((w, n) => n > 0 && isEnVerb(w) && !w.tags.includes("Noun"))
            ),
        ),
      );
      return;
    case "pages":
      out.pages.push(...items);
      return;
    case "fields":
      out.fields.push(...items.flatMap((i) => splitItems(i, lang).items));
      return;
    case "actions":
      out.actions.push(...items);
      return;
    case "sections": {
      // "…where owners see today's walk, the walker's live location and a photo update": who looks,
      // then what the page shows them.
      const viewer =
        lang === "en" && /^(?:where|lets|allows|helps|enables)$/.test(list.introducer)
          ? /^(?:the\s+)?([a-z-]+(?:\s+[a-z-]+)?)\s+(?:can\s+)?(?:see|view|check|get|track|follow|receive|watch)\s+(?:the\s+|their\s+)?(.+)$/i.exec(
              items[0] ?? "",
            )
          : null;
      if (viewer && isPerson(viewer[1], lang)) {
        out.users.push(viewer[1]);
        items = [viewer[2], ...items.slice(1)];
      }
      const listed = listContext(list.introducer, list.head);
      // A ranking's list ("top players, country, score"): its words are the columns of ranked rows,
      // shown — "country" there is where each player is from, not a field to fill in.
      const ranking = RANKING.test(`${list.head} ${items.join(" ")}`);
      const ctx = ranking && !listed.fill ? { ...listed, display: true } : listed;
      const parts = items.map((item, n) => pagePart(item, lang, { ...ctx, last: n === items.length - 1 }));
      // A form's list: fields, then the button that sends them ("event date, number of guests,
      // dietary needs, request a quote") — the short nouns between are fields too.
      const form =
        !ctx.display &&
        parts.at(-1)?.kind === "action" &&
        parts.filter((p) => p.kind === "fields").length >= 2;
      parts.forEach((part, n) => {
        if (form && part.kind === "section" && isFieldSized(items[n], lang))
          part = { kind: "fields", names: [part.name] };
        if (part.kind === "fields") {
          out.fields.push(...part.names);
          if (part.action) out.actions.push(part.action);
        } else if (part.kind === "action") out.actions.push(part.name);
        else out.sections.push(part.name);
      });
      return;
    }
    case "features": {
      for (const item of items) {
        if (mode === mermaidKind.mode) {
          out.features.push(item);
          continue;
        }
        // "lets the legal team track renewal dates": who the job is for, then the job.
        const who =
          lang === "en"
            ? /^(?:the|their|our|your|its)?\s*((?:[\w-]+\s+){0,2}?(?:team|users?|customers?|staff|managers?|people|members?|owners?|admins?|drivers?|patients?|students?|teachers?|parents?|residents?|volunteers?|agents?|employees?|[a-z-]+(?:ers|ors|ists|ians|ants|ents)))\s+([a-z]+\s.+)$/i.exec(
                item,
              )
            : null;
        if (who && /^(?:lets|allows|helps|enables)$/.test(list.introducer)) {
          out.users.push(who[1]);
          out.features.push(who[2]);
          continue;
        }
        const step = readStep(item, lang, lang === "zh");
        // "late returns get a reminder": only a person who does something is a user; the rest is the feature as written.
        if (step.actor && step.action && lang === "en" && isPerson(step.actor, lang)) {
          out.users.push(step.actor);
          out.features.push(step.action);
        } else {
          // "业主提交报修": the feature keeps its words; who does it (a role noun) is a user.
          if (step.actor && ZH_ROLE_END.test(step.actor) && !ZH_SYSTEM_END.test(step.actor))
            out.users.push(step.actor);
          out.features.push(item);
        }
      }
      return;
    }
  }
}

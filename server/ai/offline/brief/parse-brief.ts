/**
 * The brief parser: one deterministic pass from a request (with the chat's earlier turns, the
 * current artifact and attached text) to the subject and every named thing in order — items,
 * steps, actors, states, entities, conditions, numbers, pages, sections, fields, actions,
 * device, language — plus what it could not place. Writers place these first.
 * The pieces: input.ts (what is read), sentences.ts (lists by role), steps.ts, place-list.ts,
 * users-and-jobs.ts, no-subject.ts, tone.ts, dedupe.ts; the word-level readers beside them.
 */
import { mermaidKind } from "@/lib/contracts/kinds";
import { chartKindOf, deliverableOf, deviceOf, replyIntentOf, ZH_DELIVERABLE_WORDS } from "./deliverable";
import { servedJobs, servedZh, sharedZh } from "./served-zh";
import { readEdit } from "./edits";
import { colorsIn } from "./colors";
import { datesIn, durationsIn, perItemDays, quantitiesIn, totalDays } from "./quantities";
import { subjectOf } from "./subject";
import { relationsIn, transitionsIn } from "./links";
import { emptyCollected } from "./collected";
import { dedupeSteps, sharesWords, unique } from "./dedupe";
import {
  factsOf,
  languageOf,
  splitAttachments,
  type BriefInput,
  type CurrentArtifact,
  type HistoryTurn,
} from "./input";
import { namesNoSubject, SMALL_TALK } from "./no-subject";
import { readSentences } from "./sentences";
import { toneOf } from "./tone";
import { jobsInName, personLeading, relativeJob } from "./users-and-jobs";
import type { Brief, Condition } from "./types";

export { splitAttachments, type BriefInput, type CurrentArtifact, type HistoryTurn };

/** "2周", "3 weeks": the text is a duration and nothing else. */
const isDuration = (text: string) => durationsIn(text)[0]?.text === text.trim();

export function parseBrief(input: BriefInput): Brief {
  const { own, attachments } = splitAttachments(input.text);
  const language = input.language ?? languageOf(own, attachments);
  const text = own.replace(/\s+$/g, "");
  const mode = input.mode ?? null;
  const deliverable = deliverableOf(text);
  const chart = chartKindOf(text);
  const made = { deliverable, chart, mode };
  const out = emptyCollected();
  const { head, firstSentence, tail } = readSentences(text, language, made, out);
  let subject = subjectOf(head, firstSentence || text, language);
  // "Show the sequence between … when someone logs in with SSO": the scenario is the subject.
  // …or the "subject" is only the list itself ("Sequence diagram: the app, the API and the database during login").
  const named = [
    ...out.actors,
    ...out.entities,
    ...out.states,
    ...out.steps.map((st) => st.text),
    ...out.conditions.flatMap((c) => [c.text, ...c.otherwise]),
  ];
  // (or its first item with a duration: "甘特图：需求调研和访谈2周，设计1周…" names no subject either)
  const firstItem = out.steps[0]?.text.toLowerCase();
  const onlyTheList =
    named.filter((n) => subject.product.toLowerCase().includes(n.toLowerCase())).length >= 2 ||
    Boolean(
      firstItem &&
      subject.product.toLowerCase().startsWith(firstItem) &&
      isDuration(subject.product.slice(firstItem.length)),
    );
  if ((namesNoSubject(subject.product) || onlyTheList) && tail) {
    // "when someone logs in with SSO" → "log in with SSO"
    const scenario = tail
      .replace(
        /^(?:when|whenever|where|while|once|if|during|throughout|upon)\s+(?:someone|somebody|a user|users?|the user|people|customers?|they)?\s*/i,
        "",
      )
      .replace(/^(\w+?)(?:ies|es|s)\b/, (m, stem: string) =>
        /ies$/.test(m)
          ? `${stem}y`
          : /(?:ch|sh|x|ss)es$/.test(m)
            ? m.slice(0, -2)
            : m.endsWith("es") && !/(?:ch|sh|x|ss)es$/.test(m)
              ? m.slice(0, -1)
              : stem,
      );
    subject = subjectOf(scenario, tail, language);
  } else if (onlyTheList && mode === mermaidKind.mode) {
    // "Flowchart: the user uploads a file; if …": no subject but the steps, which are not a title.
    subject = { ...subject, product: "", phrase: "" };
  }

  // No subject of its own ("Write the PRD", "根据附件写一份PRD"): the attached text, then an earlier turn, then the artifact.
  const attachedText = attachments.map((a) => a.text).join("\n");
  if (namesNoSubject(subject.product) && attachedText) {
    const attached = parseBrief({ text: attachedText, mode, language });
    subject = attached.subject;
    for (const key of [
      "steps",
      "actors",
      "states",
      "entities",
      "pages",
      "sections",
      "fields",
      "actions",
      "features",
      "users",
      "conditions",
    ] as const)
      (out[key] as unknown[]).push(...(attached[key] as unknown[]));
  }
  if (namesNoSubject(subject.product)) {
    const earlier = [...(input.history ?? [])]
      .reverse()
      .find(
        (t) =>
          t.role === "user" &&
          !SMALL_TALK.test(t.text.trim()) &&
          !namesNoSubject(subjectOf(t.text, t.text, language).product),
      );
    if (earlier) subject = parseBrief({ text: splitAttachments(earlier.text).own, mode, language }).subject;
    else if (input.current?.title)
      subject = { ...subject, product: input.current.title, phrase: input.current.title };
  }

  // "Write a PRD: an app for dog groomers to book appointments, …": the list's first item carries the product before its first job.
  const base = language === "en" ? subject.product.split(/\s+to\s+(?=[a-z])/i)[0] : "";
  if (base && base !== subject.product) {
    const lead = new RegExp(
      `^(?:an?\\s+|the\\s+)?${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b.*?\\bto\\s+(.+)$`,
      "i",
    );
    out.features.splice(0, out.features.length, ...out.features.map((f) => lead.exec(f)?.[1] ?? f));
  }
  if (subject.audience) out.users.unshift(subject.audience);
  // "a volunteer shift sign-up tool", "学生习惯打卡小程序": a product named after its people is for them.
  const lead = personLeading(subject.product, language);
  if (lead && !out.users.length) out.users.push(lead);
  // "会员储值和积分系统", "tool to manage taproom reservations and keg inventory": the jobs its name lists.
  if (!out.features.length && mode !== mermaidKind.mode)
    out.features.push(...jobsInName(subject.product, language));
  // "a marketplace where farmers sell surplus produce to local restaurants": who, and what they do there.
  const relative = mode !== mermaidKind.mode ? relativeJob(subject.product, language) : null;
  if (relative) {
    if (!out.users.length) out.users.push(...relative.users);
    if (!out.features.length) out.features.push(...relative.jobs);
  }
  // "给养蜂人记录蜂箱检查和蜂王状态的工具": the jobs without the person or the product noun.
  if (
    language === "zh" &&
    subject.audience &&
    subject.phrase === `面向${subject.audience}的${subject.product}` &&
    servedZh(firstSentence || text, ZH_DELIVERABLE_WORDS)
  ) {
    out.features.splice(0, out.features.length, ...servedJobs(out.features, subject.audience));
  }

  // "一个让租户在线报修、物业派单、维修师傅上门并拍照反馈的小程序": each person and their part.
  const shared =
    language === "zh" && mode !== mermaidKind.mode
      ? sharedZh(firstSentence || text, ZH_DELIVERABLE_WORDS)
      : null;
  if (shared) {
    subject = {
      ...subject,
      product: shared.product,
      audience: null,
      phrase: shared.product,
      setting: shared.setting ?? subject.setting,
    };
    out.users.splice(0, out.users.length, ...shared.users);
    out.features.splice(0, out.features.length, ...shared.jobs);
  }

  const full = [text, attachedText].filter(Boolean).join("\n");
  const transitions = transitionsIn(text, unique(out.states), language, out.conditions);
  const relations = relationsIn(text, unique(out.entities), language);
  // A sentence that stated a link or a date was placed after all.
  const unplaced = out.unplaced.filter(
    (u) =>
      !relationsIn(u, unique(out.entities), language).length &&
      !transitionsIn(u, unique(out.states), language, []).length &&
      !datesIn(u).length,
  );
  const states = unique(out.states);
  const entities = unique(out.entities);
  const steps = dedupeSteps(out.steps);
  const items = unique([
    ...steps.map((s) => s.text),
    ...out.actors,
    ...states,
    ...entities,
    ...out.pages,
    ...out.sections,
    ...out.fields,
    ...out.actions,
    ...out.features,
  ]);
  const colorContext = /colou?r|theme|palette|tone|色|主题|风格/i.test(text);
  const subjectWords = `${subject.product} ${subject.brand ?? ""}`.trim();
  const currentText = `${input.current?.title ?? ""} ${input.current?.content.slice(0, 4000) ?? ""}`;
  const asksForNewSubject = Boolean(subjectWords && input.current && !sharesWords(subjectWords, currentText));
  const edit = readEdit(text, language, Boolean(input.current), asksForNewSubject);
  // An edit is about the artifact it edits: its subject is the one the chat started with.
  if (edit?.mode === "edit") {
    const first = (input.history ?? []).find((t) => t.role === "user" && !SMALL_TALK.test(t.text.trim()));
    const earlier = first
      ? parseBrief({ text: splitAttachments(first.text).own, mode, language }).subject
      : null;
    subject =
      earlier && earlier.product
        ? earlier
        : {
            ...subject,
            product: input.current?.title ?? subject.product,
            phrase: input.current?.title ?? subject.phrase,
          };
  }
  return {
    language,
    text,
    deliverable,
    chart,
    intent: replyIntentOf(text),
    device: deviceOf(text),
    subject,
    items,
    steps,
    actors: unique([
      ...out.actors,
      ...steps.flatMap((s) =>
        chart === "sequence" ? [...(s.actor ? [s.actor] : []), ...(s.target ? [s.target] : [])] : [],
      ),
    ]),
    states,
    transitions,
    entities,
    relations,
    conditions: out.conditions,
    numbers: quantitiesIn(full),
    durations: out.durations,
    dates: datesIn(full),
    plan: { totalDays: totalDays(text), eachDays: perItemDays(text) },
    pages: unique(out.pages),
    sections: unique(out.sections),
    fields: unique(out.fields),
    actions: unique(out.actions),
    features: unique(out.features),
    users: unique(out.users.map((u) => u.replace(/^(?:the|our|a|an)\s+/i, ""))),
    colors: colorContext ? colorsIn(text).map((c) => c.hex) : [],
    tone: toneOf(text),
    attachments: attachments.map((a) => ({ name: a.name, facts: factsOf(a.text) })),
    edit,
    unplaced: unique(unplaced),
  };
}

export type { Condition };

/**
 * Does a message in a chat that already has an artifact edit that artifact (the default), or
 * clearly ask for a new one ("a new page", "Design a dashboard for another product")?
 */
export function editsCurrent(text: string, current: CurrentArtifact, history: HistoryTurn[] = []): boolean {
  return parseBrief({ text, current, history, mode: current.kind }).edit?.mode === "edit";
}

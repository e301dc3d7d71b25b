/** English section bodies of an offline PRD, one function per section kind. */
import { assumedLine } from "../../shared/prd-spec/assumed-users";
import { MERMAID_LANGUAGE } from "@/lib/contracts/content/mermaid";
import { indefinite, listPhrase, withArticle } from "../../../ai/offline/language/grammar";
import { specChart as chart } from "./spec-charts";
import {
  bullets,
  fence,
  frId,
  lowerFirst,
  numbered,
  table,
  upperFirst,
} from "../../../ai/offline/language/markdown";
import type { SectionKind } from "../../shared/prd-spec/section-kinds";
import type { ProductSpec } from "../../shared/prd-spec/spec";
import type { DocFeature } from "../../../ai/offline/knowledge/pack-types";
import { citedLine, quoteLine, sourcesLine } from "../../shared/prd-spec/grounding";

/**
 * `first`: the document's first section that tells the story (it quotes the attached notes and
 * the knowledge when no background section will). `withQuotes`: it also carries the users' own
 * words (the template has no personas section for them).
 */
export type SectionInput = {
  spec: ProductSpec;
  heading: string;
  guidance: string;
  first?: boolean;
  withQuotes?: boolean;
};
type Render = (input: SectionInput) => string;

/** "person planning, cooking or ordering meals" → "a person planning…": one person, whatever the phrase ends with. */
const article = (who: string) =>
  /^[a-z]+(?<!s)\s+[a-z]+ing\b/i.test(who) ? `${indefinite(who)} ${who}` : withArticle(who);
/** "see my streak" → "see their streak": a want written as a requirement. */
const thirdPerson = (want: string) =>
  lowerFirst(want)
    .replace(/\bmy\b/g, "their")
    .replace(/\bI\b/g, "they")
    .replace(/\bme\b/g, "them")
    .replace(/\bmyself\b/g, "themselves");
const plural = (user: string) =>
  /^member of /.test(user)
    ? user.replace(/^member of /, "members of ")
    : /(s|sh|ch|x)$/.test(user)
      ? `${user}es`
      : /[^aeiou]y$/.test(user)
        ? `${user.slice(0, -1)}ies`
        : `${user}s`;
const p0 = (b: ProductSpec) => b.pack.features.filter((f) => f.priority === "P0");

/** What attached files said, quoted where the document explains the problem. */
export function factsBlock(spec: ProductSpec): string[] {
  return spec.facts.filter((f) => f.lines.length).map((f) => `**From ${f.file}:**\n\n${bullets(f.lines)}`);
}

/** The users' own words from the knowledge, as a quote block under its label. */
export function quotesBlock(spec: ProductSpec): string[] {
  const quotes = spec.grounding?.quotes ?? [];
  if (!quotes.length) return [];
  const label = spec.locale === "zh" ? "**用户原话：**" : "**In their words:**";
  return [`${label}\n\n${quotes.map(quoteLine).join("\n>\n")}`];
}

/** What the user's knowledge says about the problem, cited, with the sources listed once. */
export function evidenceBlock(spec: ProductSpec, withQuotes = false): string[] {
  const g = spec.grounding;
  if (!g) return [];
  const zh = spec.locale === "zh";
  return [
    ...(g.problem.length
      ? [
          `${zh ? "**你提供的资料中与此相关的内容：**" : "**What your knowledge says:**"}\n\n${bullets(g.problem.map((c) => citedLine(c, spec.locale)))}`,
        ]
      : []),
    ...(withQuotes ? quotesBlock(spec) : []),
    sourcesLine(g, spec.locale),
  ];
}

/** The metrics table's rows: the knowledge's own figures first (baseline cited), then the product's. */
export function metricRows(spec: ProductSpec, pending: string, max = 4): string[][] {
  const grounded = (spec.grounding?.metrics ?? []).map((m) => [m.name, `${m.baseline} [${m.n}]`, m.target]);
  return [...grounded, ...spec.pack.metrics.map((m) => [m.name, pending, m.target])].slice(
    0,
    Math.max(max, grounded.length),
  );
}

const names = (spec: ProductSpec, n = 3) =>
  listPhrase(
    spec.pack.features.slice(0, n).map((f) => lowerFirst(f.name)),
    "en",
  );

const successLine = (spec: ProductSpec) => {
  const m = spec.grounding?.metrics[0];
  if (m)
    return `**Success looks like:** ${lowerFirst(m.name)} from ${m.baseline} [${m.n}] to ${m.target.replace(/\s*\(.*\)$/, "")}`;
  return `**Success looks like:** ${lowerFirst(spec.pack.metrics[0].name).replace(/[.]$/, "")} ${spec.pack.metrics[0].target}`;
};

const overview: Render = ({ spec, first, withQuotes }) => {
  const { pack } = spec;
  const lead = `${upperFirst(article(spec.phrase))}: it lets ${pack.users[0]} ${lowerFirst(pack.goals[0])}.`;
  // A change to the user's own product: what changes in it, not a product of its own.
  // "the change covers the loyalty programme" when the change itself is its one requirement.
  const changed =
    p0(spec).length === 1 && p0(spec)[0].name.toLowerCase() === spec.change?.target.toLowerCase()
      ? `the ${spec.change.target}`
      : listPhrase(
          p0(spec).map((f) => lowerFirst(f.name)),
          "en",
        );
  return [
    spec.change
      ? `**${upperFirst(spec.phrase)}** is a change to the existing ${spec.product}: it lets ${pack.users[0]} ${lowerFirst(pack.goals[0])}. Today they ${lowerFirst(pack.pains[0])}; the change covers ${changed}.`
      : `${lead} Today they rely on ${pack.today}; the ${spec.product} brings ${spec.pack.features.length > 1 ? "these together" : "this"} in one place: ${names(spec)}.`,
    bullets([
      spec.usersAssumed
        ? `**For (assumed):** ${pack.users[0]}, and ${pack.users[1]}`
        : `**For:** ${pack.users[0]}, and ${pack.users[1]}`,
      `**Problem today:** they ${lowerFirst(pack.pains[0]).replace(/[.]$/, "")}`,
      successLine(spec),
    ]),
    ...(first ? [...evidenceBlock(spec, withQuotes), ...factsBlock(spec)] : []),
  ].join("\n\n");
};

const background: Render = ({ spec, withQuotes }) => {
  const { pack } = spec;
  const evidence = evidenceBlock(spec, withQuotes);
  return [
    `${upperFirst(pack.users[0])} want to ${lowerFirst(pack.goals[0])}, but today they ${lowerFirst(pack.pains[0])}.`,
    // The user's own evidence replaces the generic lines about the problem.
    ...(spec.grounding?.problem.length ? [] : [bullets(pack.problem)]),
    ...evidence,
    ...factsBlock(spec),
    `**Today's workaround:** ${pack.today}. **Assumption to validate:** in five interviews with ${pack.users[0]}, at least three describe this problem without being prompted.`,
  ].join("\n\n");
};

const goals: Render = ({ spec }) =>
  [
    numbered([
      `Help ${spec.pack.users[0]} ${lowerFirst(spec.pack.goals[0])}.`,
      `Let ${spec.pack.users[1]} ${lowerFirst(spec.pack.goals[1])}.`,
    ]),
    table(
      ["Metric", "Baseline", "Target (3 months after launch)"],
      metricRows(spec, "Measured in the pilot"),
    ),
  ].join("\n\n");

const personas: Render = ({ spec }) => {
  const { pack } = spec;
  return [
    ...(spec.usersAssumed ? [assumedLine(pack.users, "en")] : []),
    `**Primary — ${pack.users[0]}.** They want to ${lowerFirst(pack.goals[0])}. Today they ${lowerFirst(pack.pains[0])}.`,
    ...quotesBlock(spec),
    `**Secondary — ${pack.users[1]}.** They want to ${lowerFirst(pack.goals[1])}. Today they ${lowerFirst(pack.pains[1])}.`,
  ].join("\n\n");
};

const who = (spec: ProductSpec, f: DocFeature) =>
  upperFirst(
    f.actor
      ? /^member of /.test(f.actor)
        ? f.actor.replace(/^member/, "members")
        : plural(f.actor)
      : spec.pack.users[0],
  );
const sentenceEnd = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** One user story with its acceptance criteria (also used when a follow-up adds a requirement). */
export function storyText(spec: ProductSpec, f: DocFeature, n: number): string {
  return `**US-${n} ${f.name}.** As ${article(f.actor ?? spec.pack.user)}, I want to ${lowerFirst(f.want)} so that ${lowerFirst(f.benefit)}.\n\nAcceptance criteria:\n\n${bullets(f.criteria)}`;
}

export function requirementCells(spec: ProductSpec, f: DocFeature, n: number): string[] {
  return [
    frId(n - 1),
    `**${f.name}**: ${who(spec, f)} can ${thirdPerson(f.want)}. ${sentenceEnd(f.criteria[0])}`,
    f.priority,
  ];
}

const stories: Render = ({ spec }) =>
  spec.pack.features.map((f, i) => storyText(spec, f, i + 1)).join("\n\n");

const functional: Render = ({ spec }) =>
  [
    table(
      ["ID", "Requirement", "Priority"],
      spec.pack.features.map((f, i) => requirementCells(spec, f, i + 1)),
    ),
    "P0 = required for the first release; P1 = in the first release if time allows; P2 = next release.",
  ].join("\n\n");

const solution: Render = ({ spec }) =>
  bullets(
    spec.pack.features
      .slice(0, 4)
      .map((f) => `**${f.name}** — ${lowerFirst(f.want)}, so ${lowerFirst(f.benefit)}.`),
  );

const flows: Render = ({ spec }) =>
  [
    `**Main flow.** From "${spec.pack.flow.start}" to "${spec.pack.flow.end}":`,
    fence(MERMAID_LANGUAGE, chart("flowchart", spec)),
    `**Key interaction.** What happens between the ${spec.pack.user}, the app and the services:`,
    fence(MERMAID_LANGUAGE, chart("sequence", spec)),
  ].join("\n\n");

const nfr: Render = ({ spec }) =>
  bullets([
    ...spec.pack.nfr,
    "Accessibility: WCAG 2.1 AA contrast, screen-reader labels on every control",
    "Compatibility: the last two major versions of iOS, Android and Chrome/Safari",
  ]);

const release: Render = ({ spec }) =>
  [
    table(
      ["Phase", "Scope"],
      spec.pack.phases.map(([phase, scope]) => [phase, scope]),
    ),
    "Each phase ships behind a feature flag and widens to all users only when its metrics hold for a week.",
  ].join("\n\n");

const risks: Render = ({ spec }) =>
  table(
    ["Risk", "Mitigation"],
    spec.pack.risks.map(([risk, mitigation]) => [risk, mitigation]),
  );
const nongoals: Render = ({ spec }) => bullets(spec.pack.nonGoals);
const scope: Render = ({ spec }) =>
  [
    `**In scope:** ${spec.pack.features
      .filter((f) => f.priority !== "P2")
      .map((f) => lowerFirst(f.name))
      .join(", ")}.`,
    `**Out of scope:** ${spec.pack.nonGoals.map(lowerFirst).join("; ")}.`,
  ].join("\n\n");
const questions: Render = ({ spec }) =>
  numbered(spec.pack.questions.map((q, i) => `${q} — owner: ${["product", "engineering", "design"][i % 3]}`));

const data: Render = ({ spec }) =>
  [
    `The main entities of the ${spec.product} and how they relate:`,
    fence(MERMAID_LANGUAGE, chart("er", spec)),
  ].join("\n\n");

const roles: Render = ({ spec }) =>
  table(
    ["Role", "Can view", "Can create or edit", "Can approve or manage"],
    [
      [
        upperFirst(spec.pack.users[0]),
        "Their own data",
        p0(spec)
          .map((f) => lowerFirst(f.name))
          .join(", "),
        "—",
      ],
      [
        upperFirst(spec.pack.users[1]),
        "What is shared with them",
        "Comments and follow-ups",
        "Requests assigned to them",
      ],
      [
        "Administrator",
        "Everything, with an audit log",
        "Settings and templates",
        "Users, roles and exports",
      ],
    ],
  );

const reports: Render = ({ spec }) =>
  table(
    ["Figure", "Who looks at it", "Refresh"],
    [
      ...spec.pack.metrics.map((m) => [m.name, "Product team", "Daily"]),
      [`${spec.pack.features[0].name} usage by week`, upperFirst(spec.pack.users[1]), "Weekly"],
    ],
  );

const integrations: Render = ({ spec }) =>
  bullets([
    "Sign-in: WeChat, Apple and Google accounts (OAuth)",
    "Push notifications: APNs and FCM",
    `Data export: CSV of ${spec.pack.entities[1]?.name.toLowerCase().replace(/_/g, " ") ?? "records"} for ${spec.pack.users[1]}`,
    "Product analytics: events of the analytics section",
  ]);

const notifications: Render = ({ spec }) =>
  [
    table(
      ["Trigger", "Message", "Frequency cap"],
      spec.pack.features
        .slice(0, 3)
        .map((f) => [
          `${f.name} needs attention`,
          `A short line about ${lowerFirst(f.name)}, with a deep link`,
          "1 per day",
        ]),
    ),
    "Permissions are asked when first needed (notifications at the first reminder, location only when searching nearby), never at launch.",
  ].join("\n\n");

const offline: Render = ({ spec }) =>
  bullets([
    `Works offline: ${lowerFirst(spec.pack.features[1].name)} and the last synced data; changes sync when the network returns`,
    ...spec.pack.nfr.slice(0, 2),
    "Cold start under 2 s on a mid-range phone",
  ]);
const platforms: Render = () =>
  bullets([
    "iOS 16+ and Android 10+; phones first, tablets show the phone layout centred",
    "Platform conventions: back gesture on Android, swipe-to-go-back on iOS",
    "Sign in with Apple is offered on iOS wherever other social logins are",
  ]);
const analytics: Render = ({ spec }) =>
  table(
    ["Event", "When", "Properties"],
    spec.pack.features.slice(0, 5).map((f) => [
      f.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "_")
        .replace(/^_|_$/g, ""),
      `The user completes "${f.name}"`,
      "user id, time, source screen",
    ]),
  );
const edge: Render = ({ spec }) => bullets(spec.pack.features.map((f) => `**${f.name}:** ${f.edge}.`));
const ia: Render = ({ spec }) =>
  [`The ${spec.product} at a glance:`, fence(MERMAID_LANGUAGE, chart("mindmap", spec))].join("\n\n");
const training: Render = ({ spec }) =>
  bullets([
    `Pilot with one group of ${spec.pack.users[0]} for two weeks before the wider rollout`,
    `A one-page guide and a 3-minute video for ${spec.pack.users[1]}`,
    "Existing data imported from spreadsheets with a CSV template",
  ]);
const qa: Render = ({ spec }) =>
  bullets([
    ...p0(spec).flatMap((f) => f.criteria.slice(0, 1)),
    "Regression of the main flow on the oldest supported devices",
    "Test cases are derived from this PRD (every FR has at least one)",
  ]);

const custom: Render = ({ spec, heading, guidance }) =>
  [
    guidance
      ? `${upperFirst(guidance.replace(/[.。]\s*$/, ""))} — for the ${spec.product}:`
      : `${heading.replace(/^[\d.\s]+/, "")} for the ${spec.product}:`,
    bullets(
      spec.pack.features
        .slice(0, 3)
        .map((f) => `**${f.name}:** ${lowerFirst(f.want)}, so ${lowerFirst(f.benefit)}`),
    ),
  ].join("\n\n");

export const SECTIONS_EN: Record<SectionKind, Render> = {
  overview,
  background,
  goals,
  personas,
  stories,
  functional,
  solution,
  flows,
  nfr,
  release,
  risks,
  nongoals,
  scope,
  questions,
  data,
  roles,
  reports,
  integrations,
  notifications,
  offline,
  platforms,
  analytics,
  edge,
  ia,
  training,
  qa,
  custom,
};

/** English section bodies of an offline PRD, one function per section kind. */
import { withArticle } from "./packs/derived";
import { chart } from "./charts";
import { bullets, fence, frId, lowerFirst, numbered, table, upperFirst } from "./markdown";
import type { SectionKind } from "./section-kinds";
import type { Brief } from "./types";

export type SectionInput = { brief: Brief; heading: string; guidance: string };
type Render = (input: SectionInput) => string;

const article = withArticle;
/** "see my streak" → "see their streak": a want written as a requirement. */
const thirdPerson = (want: string) => lowerFirst(want).replace(/\bmy\b/g, "their").replace(/\bI\b/g, "they").replace(/\bme\b/g, "them").replace(/\bmyself\b/g, "themselves");
const plural = (user: string) => (/^member of /.test(user) ? user.replace(/^member of an? (.*)$/, "members of $1s") : /(s|sh|ch|x)$/.test(user) ? `${user}es` : /[^aeiou]y$/.test(user) ? `${user.slice(0, -1)}ies` : `${user}s`);
const p0 = (b: Brief) => b.pack.features.filter((f) => f.priority === "P0");

const overview: Render = ({ brief }) => {
  const { pack } = brief;
  const [a, b, c] = pack.features;
  const clause = /\b(that|which|who|to help)\b/.test(brief.phrase);
  const who = brief.phrase.endsWith(pack.users[0]) ? "them" : pack.users[0];
  const lead = clause
    ? `${upperFirst(article(brief.phrase))}. It helps ${pack.users[0]} ${lowerFirst(pack.goals[0])}.`
    : `${upperFirst(article(brief.phrase))} that helps ${who} ${lowerFirst(pack.goals[0])}.`;
  const detail = brief.detail ? ` It ${brief.detail.replace(/^(lets|helps|allows)\b/i, (w) => w.toLowerCase())}.` : "";
  return [
    `${lead}${detail} Today they rely on ${pack.today}; ${clause ? "it" : `the ${brief.product}`} replaces that with ${lowerFirst(a.name)}, ${lowerFirst(b.name)} and ${lowerFirst(c.name)}.`,
    bullets([`**For:** ${pack.users[0]}, and ${pack.users[1]}`, `**Problem today:** they ${lowerFirst(pack.pains[0]).replace(/[.]$/, "")}`, `**Success looks like:** ${lowerFirst(pack.metrics[0].name).replace(/[.]$/, "")} ${pack.metrics[0].target}`]),
  ].join("\n\n");
};

const background: Render = ({ brief }) => {
  const { pack } = brief;
  return [
    `${upperFirst(pack.users[0])} want to ${lowerFirst(pack.goals[0])}, but today they ${lowerFirst(pack.pains[0])}.`,
    bullets(pack.problem),
    `**Today's workaround:** ${pack.today}. **Assumption to validate:** in five interviews with ${pack.users[0]}, at least three describe this problem without being prompted.`,
  ].join("\n\n");
};

const goals: Render = ({ brief }) =>
  [
    numbered([`Help ${brief.pack.users[0]} ${lowerFirst(brief.pack.goals[0])}.`, `Let ${brief.pack.users[1]} ${lowerFirst(brief.pack.goals[1])}.`]),
    table(["Metric", "Baseline", "Target (3 months after launch)"], brief.pack.metrics.map((m) => [m.name, "Measured in the pilot", m.target])),
  ].join("\n\n");

const personas: Render = ({ brief }) => {
  const { pack } = brief;
  return [
    `**Primary — ${pack.users[0]}.** They want to ${lowerFirst(pack.goals[0])}. Today they ${lowerFirst(pack.pains[0])}.`,
    `**Secondary — ${pack.users[1]}.** They want to ${lowerFirst(pack.goals[1])}. Today they ${lowerFirst(pack.pains[1])}.`,
  ].join("\n\n");
};

const stories: Render = ({ brief }) =>
  brief.pack.features
    .map((f, i) => `**US-${i + 1} ${f.name}.** As ${article(f.actor ?? brief.pack.user)}, I want to ${lowerFirst(f.want)} so that ${lowerFirst(f.benefit)}.\n\nAcceptance criteria:\n\n${bullets(f.criteria)}`)
    .join("\n\n");

const functional: Render = ({ brief }) =>
  [
    table(["ID", "Requirement", "Priority"], brief.pack.features.map((f, i) => [frId(i), `**${f.name}**: ${upperFirst(plural(f.actor ?? brief.pack.user))} can ${thirdPerson(f.want)}. ${f.criteria[0]}.`, f.priority])),
    "P0 = required for the first release; P1 = in the first release if time allows; P2 = next release.",
  ].join("\n\n");

const solution: Render = ({ brief }) => bullets(brief.pack.features.slice(0, 4).map((f) => `**${f.name}** — ${lowerFirst(f.want)}, so ${lowerFirst(f.benefit)}.`));

const flows: Render = ({ brief }) =>
  [
    `**Main flow.** From "${brief.pack.flow.start}" to "${brief.pack.flow.end}":`,
    fence("mermaid", chart("flowchart", brief)),
    `**Key interaction.** What happens between the ${brief.pack.user}, the app and the services:`,
    fence("mermaid", chart("sequence", brief)),
  ].join("\n\n");

const nfr: Render = ({ brief }) =>
  bullets([...brief.pack.nfr, "Accessibility: WCAG 2.1 AA contrast, screen-reader labels on every control", "Compatibility: the last two major versions of iOS, Android and Chrome/Safari"]);

const release: Render = ({ brief }) =>
  [table(["Phase", "Scope"], brief.pack.phases.map(([phase, scope]) => [phase, scope])), "Each phase ships behind a feature flag and widens to all users only when its metrics hold for a week."].join("\n\n");

const risks: Render = ({ brief }) => table(["Risk", "Mitigation"], brief.pack.risks.map(([risk, mitigation]) => [risk, mitigation]));
const nongoals: Render = ({ brief }) => bullets(brief.pack.nonGoals);
const scope: Render = ({ brief }) =>
  [`**In scope:** ${brief.pack.features.filter((f) => f.priority !== "P2").map((f) => lowerFirst(f.name)).join(", ")}.`, `**Out of scope:** ${brief.pack.nonGoals.map(lowerFirst).join("; ")}.`].join("\n\n");
const questions: Render = ({ brief }) => numbered(brief.pack.questions.map((q, i) => `${q} — owner: ${["product", "engineering", "design"][i % 3]}`));

const data: Render = ({ brief }) => [`The main entities of the ${brief.product} and how they relate:`, fence("mermaid", chart("er", brief))].join("\n\n");

const roles: Render = ({ brief }) =>
  table(
    ["Role", "Can view", "Can create or edit", "Can approve or manage"],
    [
      [upperFirst(brief.pack.users[0]), "Their own data", p0(brief).map((f) => lowerFirst(f.name)).join(", "), "—"],
      [upperFirst(brief.pack.users[1]), "What is shared with them", "Comments and follow-ups", "Requests assigned to them"],
      ["Administrator", "Everything, with an audit log", "Settings and templates", "Users, roles and exports"],
    ],
  );

const reports: Render = ({ brief }) =>
  table(["Figure", "Who looks at it", "Refresh"], [...brief.pack.metrics.map((m) => [m.name, "Product team", "Daily"]), [`${brief.pack.features[0].name} usage by week`, upperFirst(brief.pack.users[1]), "Weekly"]]);

const integrations: Render = ({ brief }) =>
  bullets(["Sign-in: WeChat, Apple and Google accounts (OAuth)", "Push notifications: APNs and FCM", `Data export: CSV of ${brief.pack.entities[1]?.name.toLowerCase().replace(/_/g, " ") ?? "records"} for ${brief.pack.users[1]}`, "Product analytics: events of the analytics section"]);

const notifications: Render = ({ brief }) =>
  [
    table(["Trigger", "Message", "Frequency cap"], brief.pack.features.slice(0, 3).map((f) => [`${f.name} needs attention`, `A short line about ${lowerFirst(f.name)}, with a deep link`, "1 per day"])),
    "Permissions are asked when first needed (notifications at the first reminder, location only when searching nearby), never at launch.",
  ].join("\n\n");

const offline: Render = ({ brief }) => bullets([`Works offline: ${lowerFirst(brief.pack.features[1].name)} and the last synced data; changes sync when the network returns`, ...brief.pack.nfr.slice(0, 2), "Cold start under 2 s on a mid-range phone"]);
const platforms: Render = () => bullets(["iOS 16+ and Android 10+; phones first, tablets show the phone layout centred", "Platform conventions: back gesture on Android, swipe-to-go-back on iOS", "Sign in with Apple is offered on iOS wherever other social logins are"]);
const analytics: Render = ({ brief }) =>
  table(["Event", "When", "Properties"], brief.pack.features.slice(0, 5).map((f) => [f.name.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, ""), `The user completes "${f.name}"`, "user id, time, source screen"]));
const edge: Render = ({ brief }) => bullets(brief.pack.features.map((f) => `**${f.name}:** ${f.edge}.`));
const ia: Render = ({ brief }) => [`The ${brief.product} at a glance:`, fence("mermaid", chart("mindmap", brief))].join("\n\n");
const training: Render = ({ brief }) => bullets([`Pilot with one group of ${brief.pack.users[0]} for two weeks before the wider rollout`, `A one-page guide and a 3-minute video for ${brief.pack.users[1]}`, "Existing data imported from spreadsheets with a CSV template"]);
const qa: Render = ({ brief }) => bullets([...p0(brief).flatMap((f) => f.criteria.slice(0, 1)), "Regression of the main flow on the oldest supported devices", "Test cases are derived from this PRD (every FR has at least one)"]);

const custom: Render = ({ brief, heading, guidance }) =>
  [
    guidance ? `${upperFirst(guidance.replace(/[.。]\s*$/, ""))} — for the ${brief.product}:` : `${heading.replace(/^[\d.\s]+/, "")} for the ${brief.product}:`,
    bullets(brief.pack.features.slice(0, 3).map((f) => `**${f.name}:** ${lowerFirst(f.want)}, so ${lowerFirst(f.benefit)}`)),
  ].join("\n\n");

export const SECTIONS_EN: Record<SectionKind, Render> = {
  overview, background, goals, personas, stories, functional, solution, flows, nfr, release, risks, nongoals, scope, questions,
  data, roles, reports, integrations, notifications, offline, platforms, analytics, edge, ia, training, qa, custom,
};

/** English wording for the `normal` offline writer. */
import type { KnowledgeText } from "../knowledge/knowledge";
import { packText, type Analysis } from "./normal-analysis";
import type { NormalCopy } from "./normal-copy-types";
import { bulletList, capitalize, numberedList } from "../language/text-utils";
import { isOrAre } from "../language/grammar";
import { withArticle } from "../language/subject";

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const feature = (f: { name: string; detail: string }) => `**${f.name}**: ${sentence(f.detail)}`;

/** "a SaaS scheduling tool for small clinics", or "your product" when the message names none. */
function about(a: Analysis): string {
  // A question that names no product still names its field ("a payments feature in Europe").
  if (!a.subject.product) return a.field ? withArticle(a.field) : "your product";
  return a.subject.audience ? `${a.aProduct} for ${a.subject.audience}` : a.aProduct;
}

function whoFor(a: Analysis): string {
  return bulletList([
    `**${capitalize(a.audience)}**: ${a.pack.needs[0]}.`,
    `**${capitalize(a.pack.users[1])}**: ${a.pack.needs[1]}.`,
  ]);
}

function extrasNote(a: Analysis): string[] {
  return a.subject.extras
    ? [
        `You also asked for **${a.subject.extras}**: both belong in the first version, next to the features above.`,
      ]
    : [];
}

export const normalCopyEn: NormalCopy = {
  offlineNote: "_Written by the built-in offline model; configure a real AI model for fuller answers._",
  greeting: () =>
    [
      "Hi! I'm the Vibe Studio assistant. Tell me about a product idea, ask a product question, or ask me to compare two options.",
      `**What I can do**\n${bulletList([
        "**Chat**: shape an idea, write a short brief, answer product questions",
        "**PRD**: a complete requirements document",
        "**Prototype**: clickable screens",
        "**Flowchart**: user flows and processes as diagrams",
        "**Test cases**: happy paths and edge cases",
        "**Research**: competitors and market context",
      ])}`,
      '**Try:** "Write a short product brief for a habit-tracking app for students."',
    ].join("\n\n"),
  thanks: () =>
    "You're welcome! When you're ready to go further, I can turn this into a PRD, a prototype or a flowchart: pick the mode below the input.",
  unclear: () =>
    'I\'m not sure I follow. I\'m most useful for product work: describe an idea ("a budgeting app for freelancers"), ask a product question ("How should I price it?"), or ask me to compare two options.',
  needSubject: () =>
    'Happy to. Which product is it about, and who is it for? One line is enough, e.g. "a budgeting app for freelancers".',
  continuing: (a) => `_Picking up your earlier request about ${a.subject.phrase || a.product}:_`,

  brief: (a) =>
    [
      `**${a.title}: product brief**`,
      `**In one line:** ${packText(a, a.pack.oneLiner)}`,
      `**The problem**\n${packText(a, a.pack.problem)}`,
      `**Who it's for**\n${whoFor(a)}`,
      `**Core features**\n${numberedList(a.pack.features.map(feature))}`,
      ...extrasNote(a),
      `**How we'll know it works**\n${a.pack.metric}`,
      `**Biggest risk**\n${packText(a, a.pack.risk)}`,
    ].join("\n\n"),

  idea: (a) =>
    [
      `**${a.title}**: here's how I'd shape it.`,
      `**Who it serves:** ${a.audience}, who want ${a.pack.needs[0]}; and ${a.pack.users[1]}, who want ${a.pack.needs[1]}.`,
      `**The loop that brings people back:** ${a.pack.loop}.`,
      `**First version**\n${numberedList(a.pack.features.slice(0, 3).map(feature))}`,
      ...extrasNote(a),
      `**Can wait:** ${a.pack.later[0]}; ${a.pack.later[1]}.`,
      `**Check first:** ${packText(a, a.pack.risk)}`,
      "**Next:** switch to **PRD** mode to write the requirements, or **Prototype** to see the screens.",
    ].join("\n\n"),

  ideas: (a) => {
    const ideas = [...a.pack.ideas, ...a.pack.features.slice(2)];
    return [
      `**${ideas.length} feature ideas for ${about(a)}**`,
      numberedList(ideas.map(feature)),
      `**Where I'd start:** ${ideas[0].name.toLowerCase()}. It is cheap to build and strengthens the core loop (${a.pack.loop}).`,
    ].join("\n\n");
  },

  artifact: (a, reply) =>
    [
      `**${reply.mode.en}** mode writes the full ${reply.deliverable.en}: choose it in the mode menu and send the same request. Here is the outline it would start from for ${about(a)}:`,
      bulletList(reply.outline.en(a)),
    ].join("\n\n"),

  definition: (entries) =>
    entries
      .map((e) =>
        [
          `**${e.name}** ${isOrAre(e.name)} ${e.what}`,
          `**When it helps:** ${capitalize(e.bestFor)}`,
          `**Watch out:** ${capitalize(e.watchOut)}`,
          ...(e.example ? [`**Example:** ${capitalize(sentence(e.example))}`] : []),
        ].join("\n\n"),
      )
      .join("\n\n---\n\n"),

  metricHint: (a) => `**For ${about(a)}:** ${a.pack.metric}`,

  answer: (a, playbook) => {
    if (playbook) {
      return [
        // Nothing else in the answer would name what was asked ("user interviews").
        ...(!a.subject.product && !a.field && a.topic ? [`**${capitalize(a.topic)}**`] : []),
        playbook.intro.replaceAll("{subject}", about(a)).replace(/^./, (c) => c.toUpperCase()),
        numberedList(playbook.steps),
        `**Rule of thumb:** ${playbook.rule}`,
      ].join("\n\n");
    }
    return [
      `Here's how I'd think about ${a.topic || (a.subject.product || a.field ? about(a) : "it")}:`,
      numberedList([
        "**Name the outcome**: what should be true when this is solved, and by when?",
        "**Find the tightest constraint**: time, money, people or data. The answer depends most on that one.",
        "**List two or three options** and what each costs you, including doing nothing.",
        "**Run the cheapest test** that could prove your favourite option wrong, this week.",
      ]),
      "Tell me more (who it's for, what you've tried) and I'll make it concrete, or switch to **Research** mode for a sourced answer.",
    ].join("\n\n");
  },

  compare: ([a, b], [ka, kb]) => {
    if (ka && kb) {
      return [
        `**${ka.name} vs ${kb.name}**`,
        [
          `| | ${ka.name} | ${kb.name} |`,
          "|---|---|---|",
          `| What it is | ${capitalize(ka.what)} | ${capitalize(kb.what)} |`,
          `| Best for | ${capitalize(ka.bestFor)} | ${capitalize(kb.bestFor)} |`,
          `| Watch out | ${capitalize(ka.watchOut)} | ${capitalize(kb.watchOut)} |`,
        ].join("\n"),
        `**How to choose:** ${ka.name} suits ${ka.bestFor.replace(/\.$/, "")}; ${kb.name} suits ${kb.bestFor.replace(/\.$/, "")}.${ka.tool && kb.tool ? " If it is still close, try both on one real task for a week: the one people keep opening wins." : ""}`,
      ].join("\n\n");
    }
    const unknown = [ka ? undefined : a, kb ? undefined : b].filter(Boolean).map((n) => `**${n}**`);
    const known = [ka, kb].filter((k): k is KnowledgeText => !!k);
    return [
      `**${a} vs ${b}**`,
      `Offline I can't check current facts about ${unknown.join(" and ")}, so I won't guess. Here's how I'd decide between them:`,
      numberedList([
        "**Write down the one job** you need done, and try both on that job for an hour.",
        "**Compare the full cost**: price, setup time, and what your team has to learn.",
        "**Check the way out**: can you export your data if you switch later?",
        "**Ask two people who use each** what annoys them after a month; that is where the real difference shows.",
      ]),
      ...known.map((k) => `**What I do know:** ${k.name} is ${k.what}`),
    ].join("\n\n");
  },
};

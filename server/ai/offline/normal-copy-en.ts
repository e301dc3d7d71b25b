/** English wording for the `normal` offline writer. */
import type { ArtifactKind } from "./intent";
import type { NormalCopy, ReplyContext } from "./normal-copy-types";
import { bulletList, capitalize, numberedList, topThree } from "./text-utils";

const MODE: Record<ArtifactKind, string> = {
  prd: "PRD",
  prototype: "Prototype",
  flowchart: "Flowchart",
  test_cases: "Test cases",
  research: "Research",
};

const DELIVERABLE: Record<ArtifactKind, string> = {
  prd: "PRD",
  prototype: "clickable prototype",
  flowchart: "flowchart",
  test_cases: "set of test cases",
  research: "research brief",
};

// Generic stand-ins for when the message has fewer than three keywords of its own.
const IDEA_FALLBACKS: [string, string, string] = ["core feature", "main screen", "onboarding"];
const QUESTION_FALLBACKS: [string, string, string] = ["the key term", "the outcome you care about", "your constraints"];

function users(ctx: ReplyContext, heading = "Key users"): string {
  return `**${heading}**\n${bulletList([capitalize(ctx.audience.primary), capitalize(ctx.audience.secondary)])}`;
}

// Questions that have to be answered before each deliverable is worth generating.
function artifactQuestions({ keywords, audience }: ReplyContext, kind: ArtifactKind): string[] {
  const [a, b, c] = topThree(keywords, IDEA_FALLBACKS);
  switch (kind) {
    case "prd":
      return [
        `Goal and non-goals: what should **${a}** achieve for ${audience.primary}, and what is out of scope?`,
        `User stories: the 3–5 things a user must be able to do with **${b}**.`,
        `Acceptance criteria for **${c}**: how do we know it works?`,
        "One success metric to track after launch.",
      ];
    case "prototype":
      return [
        `Key screens: a **${a}** overview, a **${b}** detail view, and where **${c}** lives.`,
        "Device first: mobile, desktop, or both?",
        `The single primary action on the first screen, e.g. adding a new ${a}.`,
        "The tone of the UI: playful, neutral, or enterprise.",
      ];
    case "flowchart":
      return [
        `Start and end: what triggers the **${a}** flow and what counts as done?`,
        `Decision points around **${b}**: where does the path branch?`,
        `Error paths: what happens when **${c}** fails or is cancelled?`,
        "Actors: which steps are done by the user, which by the system?",
      ];
    case "test_cases":
      return [
        `Happy path: the main **${a}** scenario end to end.`,
        `Edge cases for **${b}**: empty, maximum, duplicate, and invalid input.`,
        `Permissions and states: who may change **${c}**, and what if it is offline?`,
        "Priority: which cases block a release?",
      ];
    case "research":
      return [
        `Which existing products already solve **${a}**, and what do users complain about?`,
        `How big is the need for **${b}**, and who pays for it today?`,
        `Which assumption about **${c}** is riskiest, and how could we test it cheaply?`,
        "What decision should this research support?",
      ];
  }
}

export const normalCopyEn: NormalCopy = {
  offlineNote: "_This reply comes from the built-in offline model; configure a real AI model for richer answers._",
  greeting: () =>
    [
      "Hi! I'm the Vibe Studio assistant. Describe a product idea and I'll help you shape it.",
      `**What I can help with**\n${bulletList([
        "**Chat**: sharpen an idea (users, scope, next steps)",
        "**PRD**: a structured requirements document",
        "**Prototype**: clickable screens for your idea",
        "**Flowchart**: user flows and processes as diagrams",
        "**Test cases**: happy paths and edge cases",
        "**Research**: competitors and market context",
      ])}`,
      '**Try:** "A habit tracker for remote teams with weekly reports."',
    ].join("\n\n"),
  continuing: "_Picking up your earlier idea:_",
  idea: (ctx) => {
    const [a, b, c] = topThree(ctx.keywords, IDEA_FALLBACKS);
    return [
      `**Your idea in one line:** ${capitalize(ctx.subject)}.`,
      users(ctx),
      `**Next steps**\n${numberedList([
        `Pin down the core job: what must a first-time user get done with **${a}** in their first session?`,
        `Sketch the main flow from **${a}** to **${b}**: entry point, key action, visible result.`,
        `Scope the MVP: decide which of **${a}**, **${b}** and **${c}** ships first and what waits.`,
        `Pick one success metric, e.g. how many users come back to ${a} each week.`,
        `Interview 3–5 of your key users about how they handle ${a} today, to confirm the pain is real.`,
      ])}`,
      "**Suggested mode:** switch to **PRD** to turn this into a requirements document, then **Prototype** to see the screens.",
    ].join("\n\n");
  },
  question: (ctx) => {
    const [a, b] = topThree(ctx.keywords, QUESTION_FALLBACKS);
    return [
      `**You're asking:** ${capitalize(ctx.subject)}?`,
      ...(ctx.definitions.length ? [`**Quick answer**\n${bulletList(ctx.definitions.map((d) => `**${d.term}** is ${d.text}`))}`] : []),
      ...(ctx.audience.specific ? [users(ctx, "Who this matters to")] : []),
      `**How to work through it**\n${numberedList([
        `Define the terms: what exactly counts as **${a}** in your context?`,
        `List the options or factors that affect **${b}**, and what each one costs.`,
        "Choose the criteria you will judge by (time, money, risk, user impact) and rank the options.",
        "Write down what would change your mind, then test the riskiest assumption first.",
      ])}`,
      "**Suggested mode:** switch to **Research** for a sourced answer, or describe your product and I'll structure it.",
    ].join("\n\n");
  },
  artifact: (ctx, kind) =>
    [
      `**You asked for:** a ${DELIVERABLE[kind]} for **${ctx.subject}**.`,
      users(ctx),
      `**Questions to settle first**\n${numberedList(artifactQuestions(ctx, kind))}`,
      `**Suggested mode:** switch to **${MODE[kind]}** mode: it builds the full ${DELIVERABLE[kind]} from this conversation.`,
    ].join("\n\n"),
};

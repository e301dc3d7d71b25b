/**
 * The flowchart mode (spec: mermaid events): one chart of the type the prompt asks, checked with
 * mermaid.parse. Repair in two stages through the shared pipeline: the deterministic fixes run in
 * `transform` (guided by the parser), then the pipeline re-prompts with the parser's message and
 * line, at most three model calls. A chart that still fails is saved as `failed`, never complete.
 */
import { ArtifactFailedError, generateArtifact } from "../../engine/artifact-pipeline";
import { ERRNO } from "../../http/api-error";
import type { Generator } from "../../engine/generation";
import { modelMessages } from "../../engine/model-messages";
import { translate } from "../../i18n/api-messages";
import { versionTitle } from "../../services/versions";
import { followUpBase } from "../../services/version-base";
import { parseMermaid } from "../../validate/mermaid";
import { repairMermaidGuided } from "../../validate/mermaid-repair";
import { documentLocale } from "../language";
import { mermaidFixPrompt } from "../shared/charts/chart-prompts";
import { MERMAID_TASK } from "./offline-tasks";
import { mermaidSystemPrompt } from "./prompts";
import { chartTitle } from "./title";
import { MERMAID_LANGUAGE, mermaidDiagramType } from "@/lib/contracts/content/mermaid";
import { mermaidKind } from "@/lib/contracts/kinds";
import { editsCurrent } from "@/server/ai/offline/brief";

const TITLE_MAX = 60;

function titleFromPrompt(text: string): string | null {
  const line = text
    .split("\n")
    .find((l) => l.trim())
    ?.trim();
  if (!line) return null;
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX)}…` : line;
}

export const generateMermaid: Generator = async (context, emit) => {
  const locale = documentLocale(context.userText, context.locale);
  // The chart a follow-up changes: the latest, or the older version the user chose to build on.
  const base = await followUpBase(context.db, context.chat.id, mermaidKind.id, context.request);
  const current = base.row;
  // A message in a chat that has a chart edits that chart (unless it clearly asks for a new
  // one), and an edited chart keeps its name — not the follow-up's words ("add a fraud check…").
  const editedTitle =
    current &&
    editsCurrent(
      context.userText,
      { kind: mermaidKind.id, title: versionTitle(current), content: current.content },
      context.history,
    )
      ? versionTitle(current)
      : null;
  // The saved version's title and type follow the chart the pipeline ends up with.
  const version = {
    title: null as string | null,
    meta: { diagram_type: "other" as string, locale, ...base.record },
  };
  const outcome = await generateArtifact(context, emit, {
    kind: mermaidKind.id,
    shape: MERMAID_LANGUAGE,
    system: mermaidSystemPrompt(locale, current?.content ?? null),
    messages: modelMessages(context),
    offline: { task: MERMAID_TASK, locale, current: current?.content ?? null },
    transform: async (body) => {
      const { source } = await repairMermaidGuided(body, parseMermaid);
      version.title =
        editedTitle ??
        chartTitle(source) ??
        titleFromPrompt(context.userText) ??
        translate(locale, "mermaid.untitled");
      version.meta.diagram_type = mermaidDiagramType(source) ?? "other";
      return source;
    },
    fixPrompt: mermaidFixPrompt,
    version,
  }).catch((error: unknown) => {
    // A chart the parser still refuses is the writer's failure, not the server's: the user is
    // told plainly that no chart was drawn (and is not charged — nothing complete was saved).
    if (error instanceof ArtifactFailedError)
      throw new ArtifactFailedError(
        error.versions,
        error.problems,
        mermaidKind.id,
        ERRNO.HELPER_FAILED,
        "chartNotDrawn",
      );
    throw error;
  });
  return { versions: [outcome.ref] };
};

/**
 * The PRD mode (prd_content events). A round writes a whole PRD from the chosen template, or —
 * with `prd_sub_module_id` — rewrites one section (`sub-module.ts`) or redraws one chart
 * (`chart-update.ts`) of the latest PRD.
 *
 * A whole PRD: the template's sections, in the user's language, from the chat's history and
 * attachments; saved in the canonical markdown form; every chart parses (fixed chart by chart,
 * then the pipeline re-prompts with what is still wrong).
 */
import { generateArtifact } from "../../engine/artifact-pipeline";
import type { Generator } from "../../engine/generation";
import { modelMessages } from "../../engine/model-messages";
import { translate } from "../../i18n/api-messages";
import { followUpBase } from "../../services/version-base";
import { documentLocale } from "../language";
import { updateChart } from "./chart-update";
import { fixDocumentCharts } from "./charts";
import { prdFixPrompt, prdSystemPrompt } from "./prompts";
import { rewriteSection } from "./sub-module";
import { chosenTemplate } from "./template";
import { PRD_TASK } from "./offline-tasks";
import { prdOutlineProblems } from "./validate";
import { isChartId, parsePrd } from "@/lib/contracts/content/prd";
import { canonicalPrd } from "@/lib/contracts/content/prd-canonical";
import { prdKind } from "@/lib/contracts/kinds";

const writePrd: Generator = async (context, emit) => {
  const locale = documentLocale(
    context.userText || context.history.map((h) => h.text).join("\n"),
    context.locale,
  );
  const template = await chosenTemplate(context, locale);
  // A follow-up in a chat that has a PRD changes that document (spec: a new version, the rest
  // kept): the latest, or the older version the user chose to build on.
  const base = await followUpBase(context.db, context.chat.id, prdKind.id, context.request);
  const current = base.row?.content ?? null;
  // The saved version's title follows the document the pipeline ends up with.
  const version = {
    title: null as string | null,
    meta: { template_id: template.id, locale, ...base.record },
  };
  const outcome = await generateArtifact(context, emit, {
    kind: prdKind.id,
    shape: "markdown",
    system: prdSystemPrompt(locale, template, current),
    messages: modelMessages(context),
    offline: {
      task: PRD_TASK,
      locale,
      template: { name: template.name, content: template.content },
      current,
    },
    transform: async (body) => {
      const doc = canonicalPrd(await fixDocumentCharts(context, canonicalPrd(body), locale));
      version.title = parsePrd(doc).title || translate(locale, "prd.untitled");
      return doc;
    },
    extraChecks: prdOutlineProblems,
    fixPrompt: prdFixPrompt,
    maxOutputTokens: 16_000,
    version,
  });
  return { versions: [outcome.ref] };
};

export const generatePrd: Generator = async (context, emit) => {
  const part = context.request.prd_sub_module_id?.trim();
  if (!part) return writePrd(context, emit);
  return isChartId(part) ? updateChart(context, emit, part) : rewriteSection(context, emit, part);
};

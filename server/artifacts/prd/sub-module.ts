/**
 * AI modification of one PRD sub-module (`prd_sub_module_id` = a section id of the section model
 * in lib/contracts/content/prd.ts). Only that section's markdown, the document's title and its
 * outline go to the model; only that section is replaced — every other byte of the document
 * stays identical — and the result is a new version (`source: "edited"`, meta names the section).
 * Failure: "Module modification failed", the document as it was.
 */
import { ApiError, ERRNO } from "../../http/api-error";
import { generateArtifact } from "../../engine/artifact-pipeline";
import type { Emit, GenerationContext, GenerationResult } from "../../engine/generation";
import { attachmentsBlock } from "../../engine/model-messages";
import { documentLocale } from "../language";
import { previewInPlace } from "../preview-in-place";
import { fixDocumentCharts } from "./charts";
import { partBase, partVersion, runPartEdit } from "./part-edit";
import { sectionFixPrompt, sectionSystemPrompt, sectionUserPrompt } from "./prompts";
import { PRD_SECTION_TASK } from "./offline-tasks";
import { chartProblems, chartSources } from "./validate";
import {
  outlineText,
  parsePrd,
  plainHeading,
  replaceSection,
  sectionMarkdown,
  type PrdSection,
} from "@/lib/contracts/content/prd";
import { canonicalPrd } from "@/lib/contracts/content/prd-canonical";
import { prdKind } from "@/lib/contracts/kinds";

const HEADING = /^ {0,3}(#{1,6})(?=\s|$)/;

/**
 * The model's section as the section it replaces: the whole document cut down to the section
 * (models sometimes return everything), the heading kept at the section's level (added back
 * when missing), in canonical form.
 */
export function normalizeSection(body: string, section: PrdSection, originalText: string): string {
  let text = body.replace(/\r\n?/g, "\n").trim();
  const own = parsePrd(text).sections.find((s) => s.id === section.id && s.level > 0);
  if (own && parsePrd(text).sections.filter((s) => s.level > 0).length > 1)
    text = text.slice(own.start, own.end).trim();
  const level = section.level || 1;
  const first = text.split("\n", 1)[0];
  const originalHeading = HEADING.test(originalText.split("\n", 1)[0]) ? originalText.split("\n", 1)[0] : "";
  if (HEADING.test(first)) text = text.replace(HEADING, "#".repeat(level));
  else if (originalHeading) text = `${originalHeading}\n\n${text}`;
  return canonicalPrd(text).trimEnd();
}

export async function rewriteSection(
  context: GenerationContext,
  emit: Emit,
  id: string,
): Promise<GenerationResult> {
  const base = await partBase(context);
  const section = base.outline.sections.find((s) => s.id === id);
  if (!section) throw new ApiError(ERRNO.NOT_FOUND, "prdPartNotFound");
  const doc = base.version.content;
  const original = sectionMarkdown(doc, section);
  const locale = documentLocale(`${base.outline.title}\n${original}`, context.locale);
  const known = chartSources(doc);
  const instruction = context.userText;
  let whole = "";

  return runPartEdit(context, emit, base, "moduleModificationFailed", async () => {
    const outcome = await generateArtifact(
      context,
      previewInPlace(emit, prdKind.id, doc.slice(0, section.start), (c) => c === whole),
      {
        kind: prdKind.id,
        shape: "markdown",
        system: sectionSystemPrompt(locale),
        messages: [
          {
            role: "user",
            content:
              sectionUserPrompt({
                title: plainHeading(base.outline.title),
                outline: outlineText(base.outline),
                section: original,
                instruction,
              }) + attachmentsBlock(context),
          },
        ],
        offline: {
          task: PRD_SECTION_TASK,
          locale,
          title: base.outline.title,
          outline: outlineText(base.outline),
          section: original,
          sectionId: id,
          instruction,
        },
        transform: async (body) => {
          const rewritten = await fixDocumentCharts(
            context,
            normalizeSection(body, section, original),
            locale,
            known,
          );
          whole = replaceSection(doc, id, rewritten);
          return whole;
        },
        // Only this section is new: charts the document already had are not this edit's to judge.
        checks: {
          validate: async (content) => {
            const rewritten = content
              .slice(section.start, content.length - (doc.length - section.end))
              .trim();
            if (!rewritten.replace(/^#{1,6}[^\n]*\n?/, "").trim())
              return [{ message: "The rewritten section has a heading but no content." }];
            return chartProblems(content, known);
          },
        },
        fixPrompt: (content, problems) =>
          sectionFixPrompt(
            content.slice(section.start, content.length - (doc.length - section.end)).trim(),
            problems,
          ),
        saveIncomplete: false,
        proseToChat: true,
        version: partVersion(
          base,
          locale,
          { kind: "section", id, title: plainHeading(section.title) },
          instruction,
        ),
      },
    );
    return { versions: [outcome.ref] };
  });
}

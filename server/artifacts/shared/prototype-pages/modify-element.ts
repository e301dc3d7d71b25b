/**
 * The AI Modify round: the model gets the selected element and the minimum of context
 * (element-edit.ts); its answer replaces only that node and the page is saved as a new version
 * (the Tailwind block rebuilt if the element brought new classes; new children get ids).
 */
import type { Emit, GenerationContext } from "@/server/engine/generation";
import {
  produceArtifact,
  saveProduced,
  type ArtifactRequest,
  type ProducedArtifact,
} from "@/server/engine/artifact-pipeline";
import { ApiError } from "@/server/http/api-error";
import type { ValidationProblem } from "@/server/validate/validation-problem";
import type { ShareKind } from "@/lib/contracts/prototype";
import { ELEMENT_SYSTEM_PROMPT } from "./prompts";
import { elementMessages, planElementEdit, replaceElement } from "./element-edit";
import { preparePage, repairPage } from "@/server/html/page-transform";
import { validatePage } from "@/server/html/validate-page";
import { ELEMENT_TASK } from "./offline-tasks";
import type { RoundSetup } from "./round-setup";

export type ElementRoundInput = {
  kind: ShareKind;
  /** The page being edited (a stored version's HTML). */
  page: string;
  editHtml: string;
  setup: RoundSetup;
  baseId: string;
  /** What the new version's meta records of its base (see server/services/version-base.ts). */
  baseRecord?: Record<string, unknown>;
  /** The base version's title: an edit of one element keeps it. */
  title?: string | null;
  /** For a page of a set: names the page in the events. */
  pageRef?: { id: string; file_name: string };
};

/** The request for the model call; exported so tests can measure what is sent. */
export function elementArtifactRequest(
  context: GenerationContext,
  input: ElementRoundInput,
): ArtifactRequest {
  const plan = planElementEdit(input.page, input.editHtml);
  let transformProblem: ValidationProblem | null = null;
  return {
    kind: input.kind,
    shape: "html",
    system: ELEMENT_SYSTEM_PROMPT,
    messages: elementMessages(plan, context.userText),
    offline: {
      task: ELEMENT_TASK,
      instruction: context.userText,
      element: plan.elementHtml,
      parent: plan.parent,
      palette: plan.palette,
      language: plan.language,
    },
    offlineFix: { task: ELEMENT_TASK },
    livePreview: "end",
    page: input.pageRef,
    transform: async (body) => {
      transformProblem = null;
      try {
        return await preparePage(replaceElement(input.page, plan.id, body));
      } catch (error) {
        transformProblem = {
          message:
            error instanceof ApiError
              ? "Return exactly one HTML element (the changed element), nothing else."
              : String(error),
        };
        return input.page;
      }
    },
    // The model wrote one element: the page it lands in is what is checked.
    checks: {
      validate: async (content) => (transformProblem ? [transformProblem] : validatePage(content)),
      repair: (content) => repairPage(content),
    },
    fixPrompt: (_content, problems) =>
      `That element does not pass our checks: ${problems.map((p) => p.message).join("; ")}. Return only the corrected element in one \`\`\`html block.`,
    maxOutputTokens: 4000,
    version: {
      designType: input.setup.device,
      title: input.title ?? null,
      meta: { edited_element: plan.id, base_version_id: input.baseId, ...input.baseRecord },
    },
  };
}

export async function produceElementEdit(
  context: GenerationContext,
  emit: Emit,
  input: ElementRoundInput,
): Promise<ProducedArtifact> {
  return produceArtifact(context, emit, elementArtifactRequest(context, input));
}

export async function modifyElementRound(context: GenerationContext, emit: Emit, input: ElementRoundInput) {
  const request = elementArtifactRequest(context, input);
  return saveProduced(context, emit, request, await produceArtifact(context, emit, request));
}

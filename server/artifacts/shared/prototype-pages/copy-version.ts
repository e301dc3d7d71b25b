/**
 * Rounds that make a version without a model (free, spec §9 as we price it): copying a version
 * into a new one (`copy_version_id`) and "Use this template" with nothing to change.
 */
import type { Emit, GenerationContext, GenerationResult } from "@/server/engine/generation";
import { saveProduced } from "@/server/engine/artifact-pipeline";
import { getVersion } from "@/server/services/versions";
import { ApiError, ERRNO } from "@/server/http/api-error";
import { translate } from "@/server/i18n/api-messages";
import { eventTypeOf, type DesignType } from "@/lib/contracts/artifacts";
import { prototypeKind } from "@/lib/contracts/kinds";
import type { ShareKind } from "@/lib/contracts/prototype";
import type { VersionSource } from "@/server/services/versions";
import { preparePage } from "@/server/html/page-transform";
import { loadTemplate } from "./templates";
import type { RoundSetup } from "./round-setup";

/** The kinds whose versions are pages. */
type SavedKind = ShareKind;

async function saveAs(
  context: GenerationContext,
  emit: Emit,
  kind: SavedKind,
  content: string,
  version: {
    designType: DesignType;
    title: string | null;
    source: VersionSource;
    meta: Record<string, unknown>;
  },
) {
  emit({ type: eventTypeOf(kind), kind, op: "replace", content });
  const outcome = await saveProduced(
    context,
    emit,
    { kind, version },
    { status: "complete", content, problems: [], partial: false, meta: {} },
  );
  return outcome;
}

export async function copyVersionRound(
  context: GenerationContext,
  emit: Emit,
  kind: SavedKind,
  idOrNumber: string,
): Promise<GenerationResult> {
  const source = await getVersion(context.db, context.chat.id, kind, idOrNumber);
  if (source.status !== "complete" && source.status !== "deployed")
    throw new ApiError(ERRNO.INVALID, "versionCopyFailed");
  const meta = source.meta ?? {};
  emit({
    type: "content",
    content: translate(context.locale, "prototypeApi.copied", { number: source.versionNumber }),
  });
  const outcome = await saveAs(context, emit, kind, source.content, {
    designType: source.designType as DesignType,
    title: typeof meta.title === "string" ? meta.title : null,
    source: "copied",
    meta: { copied_from: source.id },
  });
  return { versions: [outcome.ref] };
}

export async function templateRound(
  context: GenerationContext,
  emit: Emit,
  setup: RoundSetup,
  templateId: string,
): Promise<GenerationResult> {
  const found = await loadTemplate(templateId);
  if (!found) throw new ApiError(ERRNO.NOT_FOUND, "templateNotFound");
  const name = found.template.name[setup.language];
  emit({ type: "content", content: translate(context.locale, "prototypeApi.fromTemplate", { name }) });
  const html = await preparePage(found.html);
  const outcome = await saveAs(context, emit, prototypeKind.id, html, {
    designType: found.template.designType,
    title: name,
    source: "imported",
    meta: { template_id: found.template.slug },
  });
  return { versions: [outcome.ref] };
}

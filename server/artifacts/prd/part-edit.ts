/** What a section rewrite and a chart redraw share: the base PRD, the failure rule, the version. */
import { ApiError, ERRNO } from "../../http/api-error";
import type { Emit, GenerationContext } from "../../engine/generation";
import { translate, type Locale } from "../../i18n/api-messages";
import type { VersionRow } from "../../services/versions";
import { resolveBase } from "@/server/services/version-base";
import type { BaseRecord } from "@/lib/contracts/versions";
import { isWarning } from "@/lib/contracts/errno";
import { parsePrd, plainHeading, type PrdOutline } from "@/lib/contracts/content/prd";
import { prdKind } from "@/lib/contracts/kinds";

export type PartBase = { version: VersionRow; outline: PrdOutline; record: BaseRecord };

/** The PRD being edited: the version the client names (`base_version_id`), else the latest complete one. */
export async function partBase(context: GenerationContext): Promise<PartBase> {
  const base = await resolveBase(
    context.db,
    context.chat.id,
    prdKind.id,
    context.request.base_version_id,
    context.request.base_choice,
  );
  if (!base || base.row.status !== "complete") throw new ApiError(ERRNO.NOT_FOUND, "prdNotFound");
  return { version: base.row, outline: parsePrd(base.row.content), record: base.record };
}

export function partVersion(
  base: PartBase,
  locale: Locale,
  part: Record<string, unknown>,
  instruction: string,
) {
  return {
    title: base.outline.title ? plainHeading(base.outline.title) : translate(locale, "prd.untitled"),
    source: "edited" as const,
    meta: { ...base.record, sub_module: part, instruction: instruction.slice(0, 500), locale },
  };
}

/**
 * Runs an edit of part of the PRD; on failure the viewer gets the document back as it was and
 * the round fails with `failureKey` (warnings such as 4003/4004 keep their own message; a stop
 * stays a stop). Nothing is saved for a failed edit: the base version stays the latest.
 */
export async function runPartEdit<T>(
  context: GenerationContext,
  emit: Emit,
  base: PartBase,
  failureKey: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    emit({ type: prdKind.event, kind: prdKind.id, op: "replace", content: base.version.content });
    if (context.abortSignal.aborted) throw error;
    if (error instanceof ApiError && isWarning(error.errno)) throw error;
    context.log.warn({ err: error, part: context.request.prd_sub_module_id }, "PRD part edit failed");
    throw new ApiError(ERRNO.INTERNAL, failureKey);
  }
}

/**
 * The `prototype` generator: one page for web, mobile or tablet. A round is one of
 *   - a copy of a version (`copy_version_id`) or a template used as is: no model, free;
 *   - AI Modify of one element (`edit_html`): only that element goes to the model;
 *   - a change of a whole version (`base_version_id`): the page's source goes with the request;
 *   - a new page (optionally after a template, `prototype_template_id`, in a style).
 */
import type { Generator } from "@/server/engine/generation";
import { generateArtifact } from "@/server/engine/artifact-pipeline";
import { modelMessages } from "@/server/engine/model-messages";
import { latestVersion, versionTitle } from "@/server/services/versions";
import { resolveBase } from "@/server/services/version-base";
import { ApiError, ERRNO } from "@/server/http/api-error";
import { withoutCompiledCss } from "@/server/html/tailwind-inline";
import { copyVersionRound, templateRound } from "../shared/prototype-pages/copy-version";
import { modifyElementRound } from "../shared/prototype-pages/modify-element";
import { pageArtifactRequest, titleFromPrompt } from "../shared/prototype-pages/page-request";
import { roundSetup } from "../shared/prototype-pages/round-setup";
import { loadTemplate } from "../shared/prototype-pages/templates";
import { prototypeKind } from "@/lib/contracts/kinds";
import { editsCurrent } from "@/server/ai/offline/brief";
import { namesPageChanges } from "../shared/prototype-pages/offline/follow-up/read-changes";

/** A page's words without its markup (what a follow-up is compared with). */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .slice(0, 4000);
}

export const generatePrototype: Generator = async (context, emit) => {
  const request = context.request;
  const setup = roundSetup(context);
  if (request.copy_version_id)
    return copyVersionRound(context, emit, prototypeKind.id, request.copy_version_id);
  if (request.prototype_template_id && !context.userText.trim())
    return templateRound(context, emit, setup, request.prototype_template_id);

  if (request.edit_html) {
    const resolved = await resolveBase(
      context.db,
      context.chat.id,
      prototypeKind.id,
      request.base_version_id,
      request.base_choice,
    );
    if (!resolved) throw new ApiError(ERRNO.NOT_FOUND, "versionNotFound");
    const base = resolved.row;
    const outcome = await modifyElementRound(context, emit, {
      kind: prototypeKind.id,
      page: base.content,
      editHtml: request.edit_html,
      setup: { ...setup, device: base.designType as typeof setup.device },
      baseId: base.id,
      baseRecord: resolved.record,
      title: versionTitle(base),
    });
    return { versions: [outcome.ref] };
  }

  const resolved = request.base_version_id
    ? await resolveBase(
        context.db,
        context.chat.id,
        prototypeKind.id,
        request.base_version_id,
        request.base_choice,
      )
    : null;
  const named = resolved?.row ?? null;
  const template = request.prototype_template_id ? await loadTemplate(request.prototype_template_id) : null;
  if (request.prototype_template_id && !template) throw new ApiError(ERRNO.NOT_FOUND, "templateNotFound");
  // A message in a chat that has a page changes that page, unless it clearly asks for a new one.
  const latest =
    named || template ? null : await latestVersion(context.db, context.chat.id, prototypeKind.id);
  const implicit =
    latest &&
    (editsCurrent(
      context.userText,
      { kind: prototypeKind.id, title: versionTitle(latest), content: visibleText(latest.content) },
      context.history,
    ) ||
      namesPageChanges(context.userText))
      ? latest
      : null;
  const base = named ?? implicit;
  // What the new version records of its base: the user's choice, or the latest page it edits.
  const baseRecord = resolved
    ? resolved.record
    : implicit
      ? { base_version_id: implicit.id, base_version_number: implicit.versionNumber }
      : {};
  let userText = context.userText;
  if (base)
    userText = `${userText}\n\nChange this page as asked and return the whole page:\n\`\`\`html\n${withoutCompiledCss(base.content)}\n\`\`\``;
  else if (template)
    userText = `${userText}\n\nStart from this template page (keep its structure where it fits):\n\`\`\`html\n${template.html}\n\`\`\``;
  const device = base
    ? (base.designType as typeof setup.device)
    : template
      ? template.template.designType
      : setup.device;

  const outcome = await generateArtifact(
    context,
    emit,
    pageArtifactRequest({
      kind: prototypeKind.id,
      ...setup,
      device,
      messages: modelMessages(context, userText),
      offline: {
        prompt: context.userText,
        history: context.history
          .filter((h) => h.role === "user")
          .map((h) => h.text)
          .slice(-3),
        base: base?.content,
        template_id: template?.template.slug,
        template_html: template?.html,
      },
      // An edit keeps the page's name; a new page is named by what it turned out to be ("BeekeeLoop ·
      // Beekeeping supply shop"), else after its request.
      title: (base ? versionTitle(base) : null) ?? titleFromPrompt(context.userText),
      nameFromPage: !base,
      meta: {
        ...baseRecord,
        ...(template ? { template_id: template.template.slug } : {}),
        style_id: setup.style.id,
        option: setup.option,
      },
    }),
  );
  return { versions: [outcome.ref] };
};

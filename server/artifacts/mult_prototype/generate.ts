/**
 * The `mult_prototype` generator: a set of linked pages saved as ONE version whose content is
 * `{ pages: [{ id, file_name, title, html, timestamp }] }`. A new set is planned first (a small
 * JSON call), then each page is written by its own call, streamed with the `page` field of the
 * artifact events; later pages get the first page's header so the set looks like one product.
 * Copies, templates, AI Modify of an element of one page (`mult_page_id` + `edit_html`) and a
 * change of one page (`mult_page_id`) or of every page (`base_version_id`) are rounds too.
 */
import { randomBytes } from "node:crypto";
import type { Emit, GenerationContext, Generator } from "@/server/engine/generation";
import { produceArtifact, saveProduced, type ProducedArtifact } from "@/server/engine/artifact-pipeline";
import { modelMessages } from "@/server/engine/model-messages";
import { latestVersion, versionTitle, type VersionRow } from "@/server/services/versions";
import { resolveBase } from "@/server/services/version-base";
import type { BaseRecord } from "@/lib/contracts/versions";
import { ApiError, ERRNO } from "@/server/http/api-error";
import { translate } from "@/server/i18n/api-messages";
import {
  parseMultPrototype,
  type MultPrototypeContent,
  type PrototypePage,
} from "@/lib/contracts/content/prototype";
import { multPrototypeKind } from "@/lib/contracts/kinds";
import { preparePage } from "@/server/html/page-transform";
import { withoutCompiledCss } from "@/server/html/tailwind-inline";
import { stripElementIds } from "@/server/html/element-ids";
import { firstByTag, parseHtml } from "@/server/html/parse-html";
import { copyVersionRound } from "../shared/prototype-pages/copy-version";
import { produceElementEdit } from "../shared/prototype-pages/modify-element";
import { pageArtifactRequest, titleFromPrompt } from "../shared/prototype-pages/page-request";
import { roundSetup, type RoundSetup } from "../shared/prototype-pages/round-setup";
import { loadTemplate } from "../shared/prototype-pages/templates";
import { PAGE_PLAN_TASK } from "./offline-tasks";
import { PLAN_SYSTEM_PROMPT, readPlan, type PagePlan } from "./page-plan";
import { addNavLink } from "../shared/prototype-pages/page-links";
import { parseBrief } from "@/server/ai/offline/brief";

export function newPageId(): string {
  return `p${randomBytes(5).toString("hex")}`;
}

async function loadSet(
  context: GenerationContext,
  idOrNumber?: string,
): Promise<{ row: VersionRow; set: MultPrototypeContent; record: BaseRecord }> {
  const resolved = await resolveBase(
    context.db,
    context.chat.id,
    multPrototypeKind.id,
    idOrNumber,
    context.request.base_choice,
  );
  const set = resolved ? parseMultPrototype(resolved.row.content) : null;
  if (!resolved || !set) throw new ApiError(ERRNO.NOT_FOUND, "versionNotFound");
  return { row: resolved.row, set, record: resolved.record };
}

function saveSet(
  context: GenerationContext,
  emit: Emit,
  pages: PrototypePage[],
  produced: Pick<ProducedArtifact, "status" | "problems" | "partial" | "meta">,
  version: { designType: RoundSetup["device"]; title: string | null; meta: Record<string, unknown> },
) {
  const content = JSON.stringify({ pages } satisfies MultPrototypeContent);
  return saveProduced(
    context,
    emit,
    { kind: multPrototypeKind.id, version: { ...version, source: "generated" } },
    { ...produced, content },
  );
}

/** The first page's header/nav (ids and compiled CSS stripped): later pages reuse it. */
function sharedHeader(html: string): string | null {
  const root = parseHtml(withoutCompiledCss(html));
  const header = firstByTag(root, "header") ?? firstByTag(root, "nav");
  return header ? stripElementIds(header.outerHTML).slice(0, 4000) : null;
}

async function planPages(context: GenerationContext, emit: Emit, setup: RoundSetup): Promise<PagePlan> {
  let plan: PagePlan | null = null;
  const produced = await produceArtifact(context, emit, {
    kind: multPrototypeKind.id,
    shape: "json",
    system: PLAN_SYSTEM_PROMPT,
    messages: modelMessages(context),
    offline: {
      task: PAGE_PLAN_TASK,
      prompt: context.userText,
      device: setup.device,
      language: setup.language,
    },
    livePreview: false,
    maxOutputTokens: 2000,
    // The plan is not the set: it is checked as a plan.
    checks: {
      validate: async (content) => {
        const read = readPlan(content);
        plan = read.plan;
        return read.problems;
      },
    },
  });
  if (produced.status !== "complete" || !plan) throw new ApiError(ERRNO.INTERNAL, "responseError");
  return plan;
}

async function writePage(
  context: GenerationContext,
  emit: Emit,
  setup: RoundSetup,
  input: { page: { id: string; file_name: string }; text: string; offline: Record<string, unknown> },
) {
  return produceArtifact(
    context,
    emit,
    pageArtifactRequest({
      kind: multPrototypeKind.id,
      ...setup,
      page: input.page,
      messages: modelMessages(context, input.text),
      offline: input.offline,
      proseToChat: false,
    }),
  );
}

function combine(
  results: ProducedArtifact[],
): Pick<ProducedArtifact, "status" | "problems" | "partial" | "meta"> {
  const failed = results.filter((r) => r.status === "failed");
  return {
    status: failed.length ? "failed" : "complete",
    problems: failed.flatMap((r) => r.problems),
    partial: results.some((r) => r.partial),
    meta: results.some((r) => r.partial) ? { partial: true, stopped: true } : {},
  };
}

async function newSet(context: GenerationContext, emit: Emit, setup: RoundSetup) {
  const plan = await planPages(context, emit, setup);
  const files = plan.pages.map((p) => `${p.file_name} (${p.title})`).join(", ");
  const pages: PrototypePage[] = [];
  const results: ProducedArtifact[] = [];
  let header: string | null = null;
  for (const [index, planned] of plan.pages.entries()) {
    if (context.abortSignal.aborted) break;
    const ref = { id: newPageId(), file_name: planned.file_name };
    const text = [
      context.userText,
      `\nWrite page ${index + 1} of ${plan.pages.length}: ${planned.file_name} — ${planned.title}. ${planned.purpose}`,
      `Pages of the set: ${files}. Link to them with href="<file_name>".`,
      header
        ? `Use exactly this header/navigation (mark this page as current):\n\`\`\`html\n${header}\n\`\`\``
        : "",
    ].join("\n");
    const produced = await writePage(context, emit, setup, {
      page: ref,
      text,
      offline: { prompt: context.userText, plan: plan.pages, page_index: index },
    });
    results.push(produced);
    pages.push({ ...ref, title: planned.title, html: produced.content, timestamp: context.clock.now() });
    if (index === 0 && produced.content) header = sharedHeader(produced.content);
    if (produced.partial) break;
  }
  if (!pages.length) throw new ApiError(ERRNO.INTERNAL, "responseStopped");
  return saveSet(context, emit, pages, combine(results), {
    designType: setup.device,
    title: titleFromPrompt(context.userText),
    meta: { style_id: setup.style.id, option: setup.option },
  });
}

async function changePages(
  context: GenerationContext,
  emit: Emit,
  setup: RoundSetup,
  baseRef: string | undefined,
  onlyPage: string | undefined,
) {
  const { row, set, record } = await loadSet(context, baseRef);
  if (onlyPage && !set.pages.some((p) => p.id === onlyPage))
    throw new ApiError(ERRNO.NOT_FOUND, "pageNotFound");
  const device = row.designType as RoundSetup["device"];
  const results: ProducedArtifact[] = [];
  const pages: PrototypePage[] = [];
  for (const page of set.pages) {
    if ((onlyPage && page.id !== onlyPage) || context.abortSignal.aborted) {
      pages.push(page);
      continue;
    }
    const ref = { id: page.id, file_name: page.file_name };
    let produced: ProducedArtifact;
    if (context.request.edit_html) {
      produced = await produceElementEdit(context, emit, {
        kind: multPrototypeKind.id,
        page: page.html,
        editHtml: context.request.edit_html,
        setup: { ...setup, device },
        baseId: row.id,
        baseRecord: record,
        title: versionTitle(row),
        pageRef: ref,
      });
    } else {
      const text = `${context.userText}\n\nChange this page (${page.file_name}) as asked and return the whole page:\n\`\`\`html\n${withoutCompiledCss(page.html)}\n\`\`\``;
      produced = await writePage(
        context,
        emit,
        { ...setup, device },
        {
          page: ref,
          text,
          offline: { prompt: context.userText, base: page.html, page_index: set.pages.indexOf(page) },
        },
      );
    }
    results.push(produced);
    pages.push(
      produced.status === "complete"
        ? { ...page, html: produced.content, timestamp: context.clock.now() }
        : page,
    );
  }
  return saveSet(context, emit, pages, combine(results), {
    designType: device,
    title: versionTitle(row),
    meta: { ...record, ...(onlyPage ? { page_id: onlyPage } : {}) },
  });
}

async function templateSet(context: GenerationContext, emit: Emit, setup: RoundSetup, templateId: string) {
  const found = await loadTemplate(templateId);
  if (!found) throw new ApiError(ERRNO.NOT_FOUND, "templateNotFound");
  const html = await preparePage(found.html);
  const page: PrototypePage = {
    id: newPageId(),
    file_name: "index.html",
    title: found.template.name[setup.language],
    html,
    timestamp: context.clock.now(),
  };
  emit({
    type: multPrototypeKind.event,
    kind: multPrototypeKind.id,
    op: "replace",
    content: html,
    page: { id: page.id, file_name: page.file_name },
  });
  return saveSet(
    context,
    emit,
    [page],
    { status: "complete", problems: [], partial: false, meta: { template_id: found.template.slug } },
    { designType: found.template.designType, title: page.title, meta: {} },
  );
}

/** "contact" → contact.html, "我的订单" → page-4.html: a file name no page of the set has. */
function fileFor(title: string, taken: string[]): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  let file = `${slug || `page-${taken.length + 1}`}.html`;
  for (let n = 2; taken.includes(file); n++) file = `${slug || "page"}-${n}.html`;
  return file;
}

/** A follow-up that adds pages: each new page written with the set's header, every page's navigation given a link to it. */
async function addPages(
  context: GenerationContext,
  emit: Emit,
  setup: RoundSetup,
  row: VersionRow,
  set: MultPrototypeContent,
  titles: string[],
) {
  const device = row.designType as RoundSetup["device"];
  const planned = [...set.pages.map((p) => ({ file_name: p.file_name, title: p.title, purpose: "" }))];
  const added = titles.map((title) => {
    const page = {
      file_name: fileFor(
        title,
        planned.map((p) => p.file_name),
      ),
      title,
      purpose: "",
    };
    planned.push(page);
    return page;
  });
  const header = sharedHeader(set.pages[0].html);
  const results: ProducedArtifact[] = [];
  const pages: PrototypePage[] = [];
  for (const page of set.pages) {
    let html = page.html;
    for (const a of added) html = addNavLink(html, a.file_name, a.title);
    pages.push(
      html === page.html
        ? page
        : { ...page, html: await preparePage(withoutCompiledCss(html)), timestamp: context.clock.now() },
    );
  }
  for (const a of added) {
    const ref = { id: newPageId(), file_name: a.file_name };
    const text = [
      context.userText,
      `\nWrite the new page ${a.file_name} — ${a.title} — of this set: ${planned.map((p) => `${p.file_name} (${p.title})`).join(", ")}. Link to them with href="<file_name>".`,
      header
        ? `Use exactly this header/navigation (mark this page as current):\n\`\`\`html\n${header}\n\`\`\``
        : "",
    ].join("\n");
    const produced = await writePage(
      context,
      emit,
      { ...setup, device },
      {
        page: ref,
        text,
        offline: {
          prompt: context.userText,
          plan: planned,
          page_index: planned.indexOf(a),
          set_title: versionTitle(row),
        },
      },
    );
    results.push(produced);
    pages.push({ ...ref, title: a.title, html: produced.content, timestamp: context.clock.now() });
  }
  return saveSet(context, emit, pages, combine(results), {
    designType: device,
    title: versionTitle(row),
    meta: { base_version_id: row.id },
  });
}

export const generateMultPrototype: Generator = async (context, emit) => {
  const request = context.request;
  const setup = roundSetup(context);
  if (request.copy_version_id)
    return copyVersionRound(context, emit, multPrototypeKind.id, request.copy_version_id);
  if (request.prototype_template_id && !context.userText.trim())
    return { versions: [(await templateSet(context, emit, setup, request.prototype_template_id)).ref] };
  if (request.edit_html || request.mult_page_id || request.base_version_id) {
    if (request.edit_html && !request.mult_page_id)
      throw new ApiError(
        ERRNO.INVALID,
        "invalidInput",
        {},
        { mult_page_id: translate(context.locale, "validation.required") },
      );
    return {
      versions: [
        (await changePages(context, emit, setup, request.base_version_id, request.mult_page_id)).ref,
      ],
    };
  }
  // A message in a chat that has a page set changes that set, unless it clearly asks for a new one.
  const latest = request.prototype_template_id
    ? null
    : await latestVersion(context.db, context.chat.id, multPrototypeKind.id);
  const current = latest ? parseMultPrototype(latest.content) : null;
  if (latest && current && context.userText.trim()) {
    const brief = parseBrief({
      text: context.userText,
      history: context.history,
      mode: multPrototypeKind.mode,
      current: {
        kind: multPrototypeKind.id,
        title: versionTitle(latest),
        content: current.pages.map((p) => p.title).join(" "),
      },
    });
    if (brief.edit?.mode === "edit") {
      const newPages = brief.edit.changes.flatMap((c) =>
        c.kind === "add" && (c.role === "page" || c.role === "item") ? [c.what] : [],
      );
      if (newPages.length)
        return { versions: [(await addPages(context, emit, setup, latest, current, newPages)).ref] };
      return { versions: [(await changePages(context, emit, setup, latest.id, undefined)).ref] };
    }
  }
  return { versions: [(await newSet(context, emit, setup)).ref] };
};

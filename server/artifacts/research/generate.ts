/**
 * The research mode (issue #19): clarify? → plan → search → read → extract → write each chapter
 * → holistic summary → finalize, each step announced (research_steps, research_steps_update…)
 * and the report saved as a version: Markdown citing only the sources read. A stop keeps the
 * chapters already written (saved as a partial version).
 */
import { ApiError, ERRNO } from "../../http/api-error";
import { streamModel } from "../../ai/stream-model";
import { offlineProviderOptions } from "../../ai/offline/writers";
import type { Emit, GenerationContext, Generator } from "../../engine/generation";
import { translate } from "../../i18n/api-messages";
import { webSourcesFromEnv } from "../../net/web-search";
import { createVersion, versionRef } from "../../services/versions";
import { documentLocale } from "../language";
import { parseResearchBrief } from "./brief";
import { planChapters, type PlannedChapter } from "./chapters";
import { clarificationText, clarifyingQuestions, continuedRequest } from "./clarification";
import { emitResearch, StepTracker } from "./events";
import { extractFacts } from "./facts";
import { RESEARCH_CHAPTER_TASK } from "./offline-tasks";
import { chapterPrompt, researchSystemPrompt } from "./prompts";
import { assembleReport, dropUnknownCitations, type WrittenChapter } from "./report";
import { localCandidates, readCandidates, webCandidates, type ReadSource } from "./sources";
import { relevantSources } from "./relevant-sources";
import { nothingToCite } from "./nothing-to-cite";
import { repairReport, validateReport } from "./validate";
import { researchKind } from "@/lib/contracts/kinds";
import { RESEARCH_STEP_IDS, type ResearchSource } from "@/lib/contracts/research";

type Run = {
  context: GenerationContext;
  emit: Emit;
  request: string;
  locale: "en" | "zh";
  sources: ReadSource[];
};

/** One model call writing one chapter (or the summary); null when stopped. */
async function writePart(
  run: Run,
  chapter: { key: string; title: string },
  written: string,
  onText: (text: string) => void,
): Promise<string | null> {
  const texts = run.sources.map(({ n, title, text }) => ({ n, title, text }));
  let text = "";
  const result = await streamModel({
    model: run.context.model,
    system: researchSystemPrompt(run.locale),
    messages: [{ role: "user", content: chapterPrompt(run.request, chapter, texts, written) }],
    abortSignal: run.context.abortSignal,
    providerOptions: {
      offline: {
        locale: run.locale,
        mode: run.context.mode,
        ...offlineProviderOptions({
          task: RESEARCH_CHAPTER_TASK,
          chapter: chapter.key,
          request: run.request,
          reportLocale: run.locale,
          sources: texts,
        }),
      } as never,
    },
    onPart: (part) => {
      if (part.type !== "text") return;
      text += part.text;
      onText(text);
    },
  });
  if (result.aborted) return null;
  return dropUnknownCitations(result.text, new Set(run.sources.map((s) => s.n)));
}

const publicSource = (s: ReadSource): ResearchSource => ({
  n: s.n,
  title: s.title,
  origin: s.origin,
  url: s.url,
  item_id: s.item_id,
  accessed_at: s.accessed_at,
});

export const generateResearch: Generator = async (context, emit) => {
  const { request, continued } = continuedRequest(context.history, context.userText);
  const locale = documentLocale(request, context.locale);
  const brief = parseResearchBrief(request, locale);
  const chapters = planChapters(brief.type, locale);
  const clarify = context.request.enable_clarification === true && !continued;
  const steps = new StepTracker(
    emit,
    RESEARCH_STEP_IDS.map((id) => ({
      id,
      title: translate(locale, `research.steps.${id}`),
      state: id === "clarify" && !clarify && !continued ? "skipped" : "pending",
    })),
  );
  emitResearch(emit, "research_steps", {
    report_type: brief.type,
    steps: steps.steps.map((s) => ({ ...s })),
    chapters: chapters.map(({ index, title }) => ({ index, title })),
  });

  if (clarify) {
    steps.set("clarify", "running");
    const questions = clarifyingQuestions(brief, locale);
    const content = clarificationText(questions, locale);
    emit({ type: "clarification", content, questions });
    emit({ type: "content", content });
    return {};
  }
  if (continued) steps.set("clarify", "done");

  steps.set("plan", "running");
  steps.set("plan", "done");

  steps.set("search", "running");
  const web = webSourcesFromEnv(process.env, { fetcher: context.fetcher });
  const queries = [
    brief.subject,
    ...brief.competitors.map((c) => `${c} ${brief.dimensions.map((d) => d.label ?? d.key).join(" ")}`),
  ].slice(0, 4);
  const candidates = [
    ...(await localCandidates(context)),
    ...(web ? await webCandidates(web, queries, context) : []),
  ];
  emitResearch(emit, "search", {
    engine: web?.engine ?? "knowledge",
    queries,
    hits: candidates.map((c) => ({ title: c.title, url: c.url, origin: c.origin })),
  });
  steps.set("search", "done");

  steps.set("read", "running");
  const read = await readCandidates(candidates, web, context, (done, total, title) =>
    emitResearch(emit, "reading_progress", { done, total, title }),
  );
  if (!candidates.length) emitResearch(emit, "reading_progress", { done: 0, total: 0 });
  steps.set("read", "done");
  // Only sources that speak of the research are cited: the rest are set aside, and said to be.
  const { kept: sources, setAside } = await relevantSources(context.db, request, brief, read);

  steps.set("extract", "running");
  const facts = extractFacts(sources, [brief.subject, ...brief.competitors].join(" "), 12);
  emitResearch(emit, "core_info_extracted", {
    facts: facts.map((f) => ({ text: f.text, source: f.source })),
    sources: sources.map(publicSource),
  });
  steps.set("extract", "done");

  const run: Run = { context, emit, request, locale, sources };
  const title = translate(
    locale,
    brief.type === "competitor" ? "research.competitorTitle" : "research.deepTitle",
    { subject: brief.subject },
  );
  const written: WrittenChapter[] = [];
  const report = (summary: string | null, partial: boolean) =>
    assembleReport({
      title,
      summary,
      chapters: written,
      sources: sources.map(publicSource),
      locale,
      partial,
    });
  const send = (content: string) =>
    emit({ type: researchKind.event, kind: researchKind.id, op: "replace", content });

  // Nothing to cite: the report says so first, and what the user could add, instead of chapters
  // of boilerplate (a connected model would fill them from memory, uncited).
  const nothing = sources.length
    ? null
    : nothingToCite({ subject: brief.subject, setAside, web: web !== null, locale });
  steps.set("write", nothing ? "skipped" : "running");
  for (const chapter of nothing ? [] : chapters) {
    if (context.abortSignal.aborted) break;
    emitResearch(emit, "chapter_writing", {
      index: chapter.index,
      title: chapter.title,
      total: chapters.length,
    });
    const content = await writePart(
      run,
      chapter,
      written.map((c) => `## ${c.title}\n${c.content}`).join("\n\n"),
      (text) => send(`${report(null, false)}\n## ${chapter.title}\n\n${text}`),
    );
    if (content === null) break;
    written.push({ index: chapter.index, title: chapter.title, content });
    emitResearch(emit, "write_section", { index: chapter.index, title: chapter.title, content });
  }
  if (context.abortSignal.aborted) return savePartial(context, emit, report, written);
  if (!nothing) steps.set("write", "done");

  steps.set("holistic", "running");
  const summary =
    nothing ??
    (await writePart(
      run,
      { key: "summary", title: translate(locale, "research.summary") } satisfies Omit<
        PlannedChapter,
        "index"
      >,
      written.map((c) => `## ${c.title}\n${c.content}`).join("\n\n"),
      () => undefined,
    ));
  if (summary === null) return savePartial(context, emit, report, written);
  emitResearch(emit, "generate_holistic_report", { content: summary });
  steps.set("holistic", "done");

  steps.set("finalize", "running");
  let content = report(summary, false);
  let problems = await validateReport(content);
  if (problems.length) {
    content = repairReport(content);
    problems = await validateReport(content);
  }
  emitResearch(emit, "finalize_report", { title, sources: sources.map(publicSource), partial: false });
  const version = await createVersion(context.db, {
    chatId: context.chat.id,
    userId: context.userId,
    kind: researchKind.id,
    content,
    roundId: context.roundId,
    status: problems.length ? "failed" : "complete",
    title,
    meta: {
      report_type: brief.type,
      locale,
      sources: sources.length,
      ...(setAside.length ? { set_aside: setAside.length } : {}),
      ...(problems.length ? { problems } : {}),
    },
  });
  const ref = versionRef(version);
  send(content);
  emit({
    type: researchKind.event,
    kind: researchKind.id,
    op: problems.length ? "failed" : "saved",
    version: ref,
    ...(problems.length ? { error: problems.map((p) => p.message).join("\n") } : {}),
  });
  steps.set("finalize", "done");
  return { versions: [ref] };
};

/** Stopped: the chapters written so far become a version marked partial; nothing written, nothing saved. */
async function savePartial(
  context: GenerationContext,
  emit: Emit,
  report: (summary: string | null, partial: boolean) => string,
  written: WrittenChapter[],
) {
  if (!written.length) throw new ApiError(ERRNO.INTERNAL, "responseStopped");
  const content = report(null, true);
  const title = content.split("\n")[0].replace(/^#\s*/, "");
  const version = await createVersion(context.db, {
    chatId: context.chat.id,
    userId: context.userId,
    kind: researchKind.id,
    content,
    roundId: context.roundId,
    status: "complete",
    title,
    meta: { partial: true, stopped: true, chapters: written.length },
  });
  const ref = versionRef(version);
  emit({ type: researchKind.event, kind: researchKind.id, op: "saved", version: ref });
  return { versions: [ref] };
}

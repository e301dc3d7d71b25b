/**
 * The one path from a model's untidy output to a saved artifact version (DESIGN.md §4):
 *
 *   stream the model → pull the artifact out as it arrives (live preview: `append`/`replace`
 *   events; prose around it goes to the chat as `content`, reasoning as `think`) → extract →
 *   transform (e.g. inline CSS) → validate → deterministic repair → re-prompt with the
 *   validator's problems (at most `maxTries` model calls) → save a version.
 *
 * A version that still fails is saved with status `failed` (the user sees why and can retry;
 * nothing is lost) and the round fails with `artifactInvalid`. A stop keeps what was written: a
 * valid partial becomes a complete version marked partial, an invalid one a failed version.
 */
import type { ModelMessage } from "ai";
import { ApiError, ERRNO } from "../http/api-error";
import { createArtifactStream, type ArtifactShape } from "../ai/extract";
import { streamModel } from "../ai/stream-model";
import { offlineProviderOptions, type OfflineOptions, type OfflineTask } from "../ai/offline/writers";
import type { ContentChecks, ValidationProblem } from "../validate/validation-problem";
import { createVersion, versionRef, type NewVersion, type VersionRow } from "../services/versions";
import type { Emit, GenerationContext } from "./generation";
import { kindChecks } from "./kind-checks";
import { eventTypeOf, type ArtifactKind } from "@/lib/contracts/artifacts";
import type { VersionRef } from "@/lib/contracts/versions";

export const DEFAULT_MAX_TRIES = 3;

export type ArtifactRequest = {
  kind: ArtifactKind;
  /** How the artifact is found in the model's text. */
  shape: ArtifactShape;
  system: string;
  messages: ModelMessage[];
  /** What the Offline model writes for this call (its task and the task's data); ignored by real providers. */
  offline: OfflineOptions;
  /** Turns the extracted text into the stored content (normalise, inline CSS, add ids…). */
  transform?: (body: string) => string | Promise<string>;
  /**
   * What the output is checked and repaired with. Default: the kind's own — its content schema,
   * then its server definition's `validate` and `repair`. A call that writes only a part of a
   * version (one page of a set, a page plan, one chart) names the part's checks instead.
   */
  checks?: ContentChecks;
  /** Checks this call adds, run before the others (a generated PRD's outline, the PRD's requirements covered). */
  extraChecks?: (content: string) => Promise<ValidationProblem[]>;
  /** The follow-up message asking the model to fix `content` (defaults to a generic one). */
  fixPrompt?: (content: string, problems: ValidationProblem[]) => string;
  maxTries?: number;
  /** What the saved version carries besides content (design type, title, meta…). */
  version?: Omit<NewVersion, "chatId" | "userId" | "kind" | "content" | "roundId">;
  maxOutputTokens?: number;
  /** Multi-page prototypes stream pages: names the page in the events. */
  page?: { id: string; file_name: string };
  /** Emit the prose around the artifact as chat `content` (default true). */
  proseToChat?: boolean;
  /**
   * Stream the artifact's text as it arrives (default true). Off when the extracted text is not
   * what the viewer shows: `"end"` sends only the transformed result (an element edit gives the
   * whole page), `false` sends nothing (a plan that is not shown).
   */
  livePreview?: boolean | "end";
  /** The Offline model's writer for re-prompts (its fix writer); ignored by real providers. */
  offlineFix?: { task: OfflineTask };
  /**
   * Save a failed or stopped attempt as a version (default true). An edit of part of an existing
   * version (a PRD section, one chart) sets false: its base version is the user's work and stays
   * the latest; a failed or stopped edit leaves no version behind.
   */
  saveIncomplete?: boolean;
};

export type ArtifactOutcome = { version: VersionRow; ref: VersionRef; content: string; partial: boolean };

/** A round that failed but still saved what it had: the runner lists `versions` on the message. */
export class ArtifactFailedError extends ApiError {
  constructor(
    readonly versions: VersionRef[],
    readonly problems: ValidationProblem[],
    kind: ArtifactKind,
    // A kind may tell the failure as what it is (its writer could not make output that passes
    // its checks — nothing went wrong on the server): its own sentence under errno 1, not a 500.
    errno: number = ERRNO.INTERNAL,
    key = "artifactInvalid",
  ) {
    super(errno, key, { kind });
  }
}

export function describeProblems(problems: ValidationProblem[]): string {
  return problems.map((p) => (p.line ? `line ${p.line}: ${p.message}` : p.message)).join("\n");
}

function defaultFixPrompt(kind: ArtifactKind, content: string, problems: ValidationProblem[]): string {
  return `The ${kind} you wrote does not pass validation:\n${describeProblems(problems)}\n\nHere it is again:\n\n${content}\n\nReturn the complete corrected ${kind}, nothing else.`;
}

function checksOf(request: ArtifactRequest): ContentChecks {
  const checks = request.checks ?? kindChecks(request.kind);
  const extra = request.extraChecks;
  if (!extra) return checks;
  return {
    ...checks,
    validate: async (content) => [...(await extra(content)), ...(await checks.validate(content))],
  };
}

/** Validates, and when invalid tries the deterministic repair (kept only when it helps). */
async function checked(
  checks: ContentChecks,
  content: string,
): Promise<{ content: string; problems: ValidationProblem[] }> {
  let problems = await checks.validate(content);
  if (problems.length && checks.repair) {
    const repaired = await checks.repair(content, problems);
    if (repaired !== content) {
      const after = await checks.validate(repaired);
      if (after.length < problems.length || after.length === 0) {
        content = repaired;
        problems = after;
      }
    }
  }
  return { content, problems };
}

/** What the model calls produced, before anything is saved (see `produceArtifact`). */
export type ProducedArtifact = {
  status: "complete" | "failed";
  content: string;
  problems: ValidationProblem[];
  /** Stopped by the user: what was written so far. */
  partial: boolean;
  /** Goes into the saved version's meta (attempts, partial, stopped, problems). */
  meta: Record<string, unknown>;
};

/**
 * The pipeline up to validated content, without saving: for generators that assemble one
 * version from several calls (a multi-page prototype's pages). A stop with nothing written
 * throws `responseStopped`; otherwise the result says whether the content passed.
 */
export async function produceArtifact(
  context: GenerationContext,
  emit: Emit,
  request: ArtifactRequest,
): Promise<ProducedArtifact> {
  const type = eventTypeOf(request.kind);
  const checks = checksOf(request);
  const page = request.page ? { page: request.page } : {};
  const live = request.livePreview === undefined || request.livePreview === true;
  const showEnd = request.livePreview !== false;
  const send = (op: "append" | "replace", content: string) =>
    emit({ type, kind: request.kind, op, content, ...page });
  const maxTries = request.maxTries ?? DEFAULT_MAX_TRIES;
  const messages = [...request.messages];
  let content = "";
  let problems: ValidationProblem[] = [];

  for (let attempt = 1; attempt <= maxTries; attempt++) {
    if (attempt > 1 && live) send("replace", "");
    const extractor = createArtifactStream(request.shape);
    let shownBody = "";
    let shownProse = "";
    const showProse = (prose: string) => {
      if (attempt !== 1 || request.proseToChat === false) return;
      if (prose.length > shownProse.length && prose.startsWith(shownProse)) {
        emit({ type: "content", content: prose.slice(shownProse.length) });
        shownProse = prose;
      }
    };
    const offline =
      attempt > 1 && request.offlineFix ? { ...request.offline, ...request.offlineFix } : request.offline;
    const result = await streamModel({
      model: context.model,
      system: request.system,
      messages,
      abortSignal: context.abortSignal,
      maxOutputTokens: request.maxOutputTokens,
      providerOptions: {
        offline: {
          locale: context.locale,
          mode: context.mode,
          attempt,
          ...offlineProviderOptions(offline),
        } as never,
      },
      onPart: (part) => {
        if (part.type === "think") return emit({ type: "think", content: part.text });
        const { body, prose } = extractor.push(part.text);
        if (live && body !== shownBody) {
          if (body.startsWith(shownBody)) send("append", body.slice(shownBody.length));
          else send("replace", body);
          shownBody = body;
        }
        showProse(prose);
      },
    });
    const extracted = extractor.end();
    // The prose around the artifact goes to the chat; what streamed already is not repeated.
    if (extracted) showProse([extracted.before, extracted.after].filter(Boolean).join("\n\n"));
    const body = extracted?.body.trim() ?? "";

    if (result.aborted) {
      // Stopped: keep what was written (spec: a stopped generation keeps its partial output).
      if (!body || request.saveIncomplete === false) throw new ApiError(ERRNO.INTERNAL, "responseStopped");
      const partial = await checked(checks, request.transform ? await request.transform(body) : body);
      return {
        status: partial.problems.length ? "failed" : "complete",
        content: partial.content,
        problems: partial.problems,
        partial: true,
        meta: { partial: true, stopped: true },
      };
    }

    if (!body) {
      problems = [
        {
          message: result.truncated
            ? "The output was cut off before the artifact began."
            : "No artifact was found in the output.",
        },
      ];
    } else {
      const transformed = request.transform ? await request.transform(body) : body;
      ({ content, problems } = await checked(checks, transformed));
      if (extracted && !extracted.complete && result.truncated)
        problems = [{ message: "The output was cut off at the token limit." }, ...problems];
      if (showEnd && content !== shownBody) send("replace", content);
      if (problems.length === 0)
        return {
          status: "complete",
          content,
          problems,
          partial: false,
          meta: attempt > 1 ? { attempts: attempt } : {},
        };
    }
    context.log.info({ attempt, problems }, "artifact failed validation");
    messages.push(
      { role: "assistant", content: result.text },
      {
        role: "user",
        content: (request.fixPrompt ?? ((c, p) => defaultFixPrompt(request.kind, c, p)))(
          content || result.text,
          problems,
        ),
      },
    );
  }
  return { status: "failed", content, problems, partial: false, meta: { problems } };
}

/** Saves what `produceArtifact` gave as a version and announces it (`saved` or `failed`). */
export async function saveProduced(
  context: GenerationContext,
  emit: Emit,
  request: Pick<ArtifactRequest, "kind" | "version" | "page" | "saveIncomplete">,
  produced: ProducedArtifact,
): Promise<ArtifactOutcome> {
  if (produced.status === "failed" && request.saveIncomplete === false)
    throw new ArtifactFailedError([], produced.problems, request.kind);
  const type = eventTypeOf(request.kind);
  const page = request.page ? { page: request.page } : {};
  const version = await createVersion(context.db, {
    chatId: context.chat.id,
    userId: context.userId,
    kind: request.kind,
    content: produced.content,
    roundId: context.roundId,
    status: produced.status,
    ...request.version,
    meta: { ...request.version?.meta, ...produced.meta },
  });
  const ref = versionRef(version);
  if (produced.status === "complete") {
    emit({ type, kind: request.kind, op: "saved", version: ref, ...page });
    return { version, ref, content: produced.content, partial: produced.partial };
  }
  emit({
    type,
    kind: request.kind,
    op: "failed",
    version: ref,
    error: describeProblems(produced.problems),
    ...page,
  });
  throw new ArtifactFailedError([ref], produced.problems, request.kind);
}

export async function generateArtifact(
  context: GenerationContext,
  emit: Emit,
  request: ArtifactRequest,
): Promise<ArtifactOutcome> {
  return saveProduced(context, emit, request, await produceArtifact(context, emit, request));
}

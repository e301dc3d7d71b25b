/**
 * The lite-app round (issue #20 §1–§2): the model writes the app in the agreed format
 * (model-output.ts), its progress streams as `runtime` events (the plan as todos, each file, each
 * build's status, `open-url`), the reply as `content`, and every version as an `agentic` event.
 *
 * Each answer's files are merged onto the app as it is (files not named stay) and saved as a NEW
 * version (status init → building → complete | failed): versions are immutable, and a fix that
 * changes files is a change like any other, so a fix attempt is a version too — the failed one
 * keeps its files, errors and log, nothing is ever overwritten. A failed build goes back to the
 * model with the compiler's messages, at most LITE_APP_LIMITS.fixAttempts times; then the round
 * ends with an `alert` showing the errors. Stop keeps what was written: the complete files so far
 * become a version (built like any other; a cut-off file is dropped and named).
 */
import { streamModel } from "../../ai/stream-model";
import { offlineProviderOptions } from "../../ai/offline/writers";
import type { Emit, GenerationContext, Generator } from "../../engine/generation";
import { translate, type Locale } from "../../i18n/api-messages";
import { createVersion, versionRef, type VersionRow } from "../../services/versions";
import { documentLocale } from "../language";
import { warmLiteAppBuilder } from "./build/build-app";
import { buildVersion } from "./build-version";
import { mergeOutput, OutputReader, parseLiteAppContent, type ModelOutput } from "./model-output";
import { AGENTIC_OFFLINE_TASKS } from "./offline/offline-tasks";
import { agenticSystemPrompt, agenticUserPrompt, errorsBlock } from "./prompts";
import { buildErrorsOf, currentAppVersion } from "./store";
import { agenticKind } from "@/lib/contracts/kinds";
import {
  LITE_APP_LIMITS,
  type AgenticTodo,
  type LiteAppBuildError,
  type LiteAppAlertEvent,
  type LiteAppContent,
  type LiteAppRuntimeEvent,
} from "@/lib/contracts/lite-app";
import type { VersionRef } from "@/lib/contracts/versions";

const OFFLINE_TASK =
  AGENTIC_OFFLINE_TASKS.find((task) => task.key === agenticKind.id) ?? AGENTIC_OFFLINE_TASKS[0];

function runtime(emit: Emit, event: LiteAppRuntimeEvent): void {
  emit(event as never);
}

/** The plan as todos; it advances one todo per file written and ends when a build completes. */
class Todos {
  todos: AgenticTodo[] = [];
  constructor(private readonly emit: Emit) {}

  private send(): void {
    runtime(this.emit, { type: "runtime", step: "plan", todos: this.todos.map((t) => ({ ...t })) });
  }

  plan(items: string[]): void {
    const done = new Set(this.todos.filter((t) => t.status === "done").map((t) => t.title));
    const start = this.todos.length;
    this.todos = [
      ...this.todos,
      ...items.map((title, i) => ({
        id: `t${start + i + 1}`,
        title,
        status: (done.has(title) ? "done" : "pending") as AgenticTodo["status"],
      })),
    ];
    const first = this.todos.find((t) => t.status === "pending");
    if (first && !this.todos.some((t) => t.status === "in_progress")) first.status = "in_progress";
    this.send();
  }

  /** A file was written: the current todo is done and the next starts (the last waits for the build). */
  advance(): void {
    const i = this.todos.findIndex((t) => t.status === "in_progress");
    if (i === -1 || i === this.todos.length - 1) return;
    this.todos[i].status = "done";
    this.todos[i + 1].status = "in_progress";
    this.send();
  }

  add(title: string): void {
    for (const t of this.todos) if (t.status === "in_progress") t.status = "pending";
    this.todos.push({ id: `t${this.todos.length + 1}`, title, status: "in_progress" });
    this.send();
  }

  finish(): void {
    if (!this.todos.length || this.todos.every((t) => t.status === "done")) return;
    for (const t of this.todos) t.status = "done";
    this.send();
  }
}

/** Prose to the user as it streams, without the fence lines and stray tag ends a messy answer leaves. */
function proseFilter(emit: Emit, round: { reply: string }) {
  let line = "";
  let started = false;
  const out = (text: string) => {
    const clean = text.replace(/<\/\s*(app|file|plan|delete)\s*>/gi, "");
    if (/^[ \t]*(`{3,}|~{3,})[\w-]*[ \t]*$/.test(clean.replace(/\n$/, ""))) return;
    // No blank line at the start, and never two in a row (the newlines between tags).
    if (
      !clean.trim() &&
      (!round.reply || round.reply.endsWith("\n\n") || (!started && round.reply.endsWith("\n")))
    )
      return;
    // A fix round's words start a paragraph of their own after the first answer's.
    const lead = !started && round.reply ? "\n\n".slice(round.reply.match(/\n*$/)![0].length) : "";
    started = true;
    round.reply += lead + clean;
    emit({ type: "content", content: lead + clean });
  };
  return {
    push(text: string) {
      line += text;
      const nl = line.lastIndexOf("\n");
      if (nl === -1) return;
      for (const piece of line.slice(0, nl + 1).split(/(?<=\n)/)) out(piece);
      line = line.slice(nl + 1);
    },
    /** A boundary (a tag) or the end: what is pending goes out. */
    flush() {
      if (line) out(line);
      line = "";
    },
  };
}

type Round = {
  context: GenerationContext;
  emit: Emit;
  locale: Locale;
  todos: Todos;
  saved: VersionRef[];
  /** The words sent to the user so far (a later call starts a new paragraph). */
  reply: string;
};

type Call = { app: LiteAppContent | null; buildErrors: LiteAppBuildError[]; attempt: number };

/** One model call, read as it streams. */
async function callModel(round: Round, call: Call): Promise<{ output: ModelOutput; aborted: boolean }> {
  const { context, emit } = round;
  const options = context.request.agentic ?? {};
  const known = new Set(Object.keys(call.app?.files ?? {}));
  const prose = proseFilter(emit, round);
  const reader = new OutputReader({
    prose: (text) => prose.push(text),
    plan: (items) => {
      prose.flush();
      if (call.attempt === 0) round.todos.plan(items);
    },
    file: (path, content) => {
      prose.flush();
      runtime(emit, { type: "runtime", step: "file", op: known.has(path) ? "edit" : "write", path, content });
      known.add(path);
      round.todos.advance();
    },
    delete: (path) => {
      prose.flush();
      runtime(emit, { type: "runtime", step: "file", op: "delete", path });
      known.delete(path);
    },
  });
  const result = await streamModel({
    model: context.model,
    system: agenticSystemPrompt(round.locale),
    messages: [
      ...(call.attempt === 0
        ? context.history.slice(-6).map((h) => ({ role: h.role, content: h.text }))
        : []),
      {
        role: "user" as const,
        content: agenticUserPrompt({
          request: context.userText,
          app: call.app,
          htmlSnippets: options.html_snippets ?? [],
          errorStack: options.javascript_error_stack,
          buildErrors: call.buildErrors,
          attempt: call.attempt,
        }),
      },
    ],
    abortSignal: context.abortSignal,
    providerOptions: {
      offline: {
        locale: round.locale,
        mode: context.mode,
        ...offlineProviderOptions({
          task: OFFLINE_TASK,
          // The user's words alone (the message above wraps them with the files for a real model).
          request: context.userText,
          ...(call.app ? { app: call.app } : {}),
          ...(options.app_type ? { app_type: options.app_type } : {}),
          ...(options.style ? { style: options.style } : {}),
          ...(call.buildErrors.length ? { build_errors: call.buildErrors } : {}),
          ...(options.javascript_error_stack ? { error_stack: options.javascript_error_stack } : {}),
        }),
      } as never,
    },
    onPart: (part) => {
      if (part.type === "think") emit({ type: "think", content: part.text });
      else reader.push(part.text);
    },
  });
  const output = reader.end();
  prose.flush();
  return { output, aborted: result.aborted };
}

function alert(
  round: Round,
  code: LiteAppAlertEvent["code"],
  params: Record<string, string | number> = {},
  extra: Partial<LiteAppAlertEvent> = {},
): void {
  const event: LiteAppAlertEvent = {
    type: "alert",
    level: code === "dropped" ? "warning" : "error",
    code,
    message: translate(round.locale, `liteAppApi.alerts.${code}`, params),
    ...extra,
  };
  round.emit(event as never);
}

function titleFrom(text: string, locale: Locale): string {
  const first = text.trim().split(/\r?\n/)[0]?.slice(0, 60).trim();
  return first || translate(locale, "liteAppApi.untitled");
}

async function saveAndBuild(
  round: Round,
  app: LiteAppContent,
  meta: Record<string, unknown>,
): Promise<{ row: VersionRow; ok: boolean; errors: LiteAppBuildError[] }> {
  const { context, emit } = round;
  const attempt = Number(meta.attempt ?? 0);
  const created = await createVersion(context.db, {
    chatId: context.chat.id,
    userId: context.userId,
    kind: agenticKind.id,
    content: JSON.stringify(app),
    roundId: context.roundId,
    status: "init",
    title: app.title,
    meta: { ...meta, locale: round.locale },
  });
  runtime(emit, { type: "runtime", step: "build", status: "init", version_id: created.id, attempt });
  runtime(emit, { type: "runtime", step: "build", status: "building", version_id: created.id, attempt });
  const built = await buildVersion(
    context.db,
    context.clock,
    created,
    app,
    round.locale === "zh" ? "zh-CN" : "en",
  );
  const ref = versionRef(built.version);
  round.saved.push(ref);
  if (built.ok) {
    runtime(emit, { type: "runtime", step: "build", status: "complete", version_id: created.id, attempt });
    runtime(emit, { type: "runtime", step: "open-url", version_id: created.id, view_url: built.viewUrl });
    emit({
      type: agenticKind.event,
      kind: agenticKind.id,
      op: "saved",
      content: JSON.stringify(app),
      version: ref,
    });
    context.log.info(
      { versionId: created.id, attempt, buildMs: built.ms.build, typecheckMs: built.ms.typecheck },
      "lite app built",
    );
    return { row: built.version, ok: true, errors: [] };
  }
  runtime(emit, {
    type: "runtime",
    step: "build",
    status: "failed",
    version_id: created.id,
    attempt,
    errors: built.errors,
    log: built.log.slice(0, 20_000),
  });
  emit({
    type: agenticKind.event,
    kind: agenticKind.id,
    op: "failed",
    content: JSON.stringify(app),
    version: ref,
    error: errorsBlock(built.errors),
  });
  return { row: built.version, ok: false, errors: built.errors };
}

export const generateAgentic: Generator = async (context, emit) => {
  warmLiteAppBuilder(); // a build worker's cold start overlaps the model's answer
  const options = context.request.agentic ?? {};
  const locale = documentLocale(context.userText, context.locale);
  const base = await currentAppVersion(context.db, context.chat.id);
  const round: Round = { context, emit, locale, todos: new Todos(emit), saved: [], reply: "" };
  let app = base ? parseLiteAppContent(base.content) : null;
  // A follow-up on a version that failed to build carries its errors: "fix" means these.
  let buildErrors = base && base.status === "failed" ? buildErrorsOf(base) : [];
  let fixOf: string | null = null;
  const choice = {
    app_type: options.app_type,
    style: options.style,
    fallbackTitle: titleFrom(context.userText, locale),
  };

  for (let attempt = 0; attempt <= LITE_APP_LIMITS.fixAttempts; attempt++) {
    if (attempt > 0)
      round.todos.add(
        translate(locale, "liteAppApi.todos.fix", { n: attempt, max: LITE_APP_LIMITS.fixAttempts }),
      );
    let called: Awaited<ReturnType<typeof callModel>>;
    try {
      called = await callModel(round, { app, buildErrors, attempt });
    } catch (error) {
      // The model failed after versions were saved: they stay on the message; the alert says why.
      if (!round.saved.length) throw error;
      alert(round, "modelFailed");
      return { versions: round.saved };
    }
    const { output, aborted } = called;
    if (output.dropped.length)
      alert(round, "dropped", { paths: output.dropped.join(", ") }, { paths: output.dropped });
    const wrote = output.files.length > 0 || output.deletes.length > 0;
    if (!wrote) {
      if (aborted) return { versions: round.saved };
      // A follow-up answered in words only (a question about the app): no new version.
      if (attempt === 0 && app) return { versions: round.saved };
      alert(
        round,
        attempt === 0 ? "noApp" : "noFix",
        {},
        attempt === 0 ? {} : { errors: buildErrors, ...(fixOf ? { version_id: fixOf } : {}) },
      );
      return { versions: round.saved };
    }
    const merged = mergeOutput(app, output, choice);
    if (!merged.ok) {
      // Not an app we can save (no entry, a file too large…): like a build error, the model may fix it.
      buildErrors = merged.problems.map((text) => ({
        text,
        file: null,
        line: null,
        column: null,
        line_text: null,
      }));
      if (aborted || attempt === LITE_APP_LIMITS.fixAttempts) {
        alert(
          round,
          aborted ? "invalid" : "fixLimit",
          { max: LITE_APP_LIMITS.fixAttempts, problems: merged.problems.join("; ") },
          { errors: buildErrors },
        );
        return { versions: round.saved };
      }
      continue;
    }
    const { row, ok, errors } = await saveAndBuild(round, merged.content, {
      attempt,
      ...(fixOf ? { fix_of: fixOf } : {}),
      ...(base ? { base_version_id: base.id } : {}),
      changed: merged.changed,
      deleted: merged.deleted,
      ...(merged.notes.length ? { repairs: merged.notes } : {}),
      ...(output.dropped.length ? { dropped: output.dropped } : {}),
      ...(aborted ? { stopped: true, partial: true } : {}),
    });
    if (ok) {
      round.todos.finish();
      return { versions: round.saved };
    }
    app = merged.content;
    buildErrors = errors;
    fixOf = row.id;
    if (aborted || context.abortSignal.aborted) return { versions: round.saved };
    if (attempt === LITE_APP_LIMITS.fixAttempts) {
      alert(round, "fixLimit", { max: LITE_APP_LIMITS.fixAttempts }, { version_id: row.id, errors });
      return { versions: round.saved };
    }
  }
  return { versions: round.saved };
};

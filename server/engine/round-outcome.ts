/**
 * How a round ended, and what that means for the user: the message's extension (versions,
 * thinking, button, error text in the request's language) and the last event of the stream
 * (`done`, or `error` with errno and errmsg).
 */
import type { Logger } from "pino";
import { ApiError, ERRNO } from "../http/api-error";
import { translate, type Locale } from "../i18n/api-messages";
import { ArtifactFailedError } from "./artifact-pipeline";
import type { GenerationResult } from "./generation";
import type { KnowledgeUse, MessageExtension } from "@/lib/contracts/chat";
import type { EmittedEvent } from "@/lib/contracts/stream-events";
import type { VersionRef } from "@/lib/contracts/versions";

export type RoundStatus = "done" | "stopped" | "error" | "timeout";

export type RoundEnd = {
  status: RoundStatus;
  failure: ApiError | null;
  result: GenerationResult;
  /** Versions saved on the way down (a failed artifact keeps what it had): they belong on the message too. */
  failedVersions: VersionRef[];
};

type Abort = { aborted: boolean; stoppedByUser: boolean };

/** The end of a generator that returned. */
export function finished(result: GenerationResult, abort: Abort): RoundEnd {
  return {
    status: abort.aborted ? (abort.stoppedByUser ? "stopped" : "timeout") : "done",
    failure: null,
    result,
    failedVersions: [],
  };
}

/** The end of a generator that threw: a stop or timeout, else an error (an unexpected one logged, shown as "response error"). */
export function failed(error: unknown, abort: Abort, log: Logger, roundId: string): RoundEnd {
  const failedVersions = error instanceof ArtifactFailedError ? error.versions : [];
  if (abort.aborted)
    return { status: abort.stoppedByUser ? "stopped" : "timeout", failure: null, result: {}, failedVersions };
  if (!(error instanceof ApiError)) log.error({ err: error, roundId }, "generation failed");
  return {
    status: "error",
    failure: error instanceof ApiError ? error : new ApiError(ERRNO.INTERNAL, "responseError"),
    result: {},
    failedVersions,
  };
}

export type RoundOutcome = {
  extension: MessageExtension;
  /** The round row's error: the failure's key, or "timeout". */
  errorKey: string | null;
  /** The stream's last event (the runner adds the round and message ids). */
  event: EmittedEvent;
  /** Versions the round saved complete (what it is priced for). */
  savedVersions: VersionRef[];
};

export function outcomeOf(
  end: RoundEnd,
  think: string,
  locale: Locale,
  knowledge: KnowledgeUse[] = [],
): RoundOutcome {
  const saved = end.result.versions ?? [];
  const shown = [...saved, ...end.failedVersions];
  const button = end.result.button;
  const errmsg =
    end.status === "timeout"
      ? translate(locale, "apiErrors.responseTimeout")
      : end.failure
        ? translate(locale, `apiErrors.${end.failure.key}`, end.failure.params)
        : null;
  const extension: MessageExtension = {
    ...(shown.length ? { versions: shown } : {}),
    // The reply names the knowledge it was given (and what did not fit the budget).
    ...(knowledge.length ? { knowledge } : {}),
    ...(think ? { think } : {}),
    ...(button ? { button } : {}),
    ...(errmsg ? { error: errmsg } : {}),
  };
  const event: EmittedEvent =
    end.status === "error" || end.status === "timeout"
      ? { type: "error", errno: end.failure?.errno ?? ERRNO.INTERNAL, errmsg: errmsg ?? "" }
      : {
          type: "done",
          status: end.status,
          ...(shown.length ? { versions: shown } : {}),
          ...(button ? { button } : {}),
        };
  return {
    extension,
    errorKey: end.failure ? end.failure.key : end.status === "timeout" ? "timeout" : null,
    event,
    savedVersions: saved,
  };
}

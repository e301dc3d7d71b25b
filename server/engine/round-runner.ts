/**
 * Starts and runs one chat round (spec §4, DESIGN.md §3–§4).
 *
 * Start: the chat's slot is claimed before anything is written (409/429 leave no trace); the
 * points hold, the round, the user's message, the assistant's message and the chat's summary are
 * written in ONE transaction, so a start that fails for any reason leaves no row and no hold.
 *
 * Run: the mode's generator runs detached from the connection. Its events go to the round's log
 * (readers come and go); the reply and thinking are saved every second, batched with every other
 * running round's (partial-saves.ts); at the end the message, the round and the points are
 * settled: charged when something was produced, refunded otherwise.
 */
import "server-only";
import type { Logger } from "pino";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { Db } from "../db/client";
import { ApiError, ERRNO } from "../http/api-error";
import { translate, type Locale } from "../i18n/api-messages";
import { RoundStream } from "../streams/round-stream";
import type { RoundRegistry } from "../streams/round-registry";
import type { Chat } from "../services/chats";
import type { FileStorage } from "../files/storage";
import type { SafeFetcher } from "../net/safe-fetch";
import { attachmentRef } from "../services/uploads";
import { systemClock, type Clock } from "../time/clock";
import type { PartialSaves } from "./partial-saves";
import type { AttachmentContext, GenerationContext, Generator, HistoryEntry } from "./generation";
import type { RoundInput } from "./round-input";
import { historyOf, readRoundInput } from "./round-input";
import { failed, finished, outcomeOf, type RoundEnd } from "./round-outcome";
import { holdPoints, priceOf, settlePoints } from "./round-pricing";
import { closeRound, openRound, type RoundSeed } from "./round-records";
import type { StreamRequest } from "@/lib/contracts/chat";
import { kindOfMode, type ChatMode } from "@/lib/contracts/modes";
import { resolveBase } from "../services/version-base";
import type { EmittedEvent } from "@/lib/contracts/stream-events";
import { recordGeneration } from "../ops/metrics";

export const ROUND_TIMEOUT_MS = 30 * 60 * 1000; // spec §9: stream overall timeout

export type RoundDeps = {
  db: Db;
  registry: RoundRegistry;
  log: Logger;
  locale: Locale;
  clock?: Clock;
  /** The once-a-second batch of every running round's partial reply (one per process). */
  partialSaves: PartialSaves;
  /** Which generator answers a mode: the registered kinds' (AppServices.generatorFor), or a test's. */
  generatorFor: (mode: ChatMode) => Generator | undefined;
  /** Where generators store bytes they make (GenerationContext.files). */
  files?: FileStorage;
  /** How generators fetch pages (GenerationContext.fetcher). */
  fetcher?: SafeFetcher;
};

export type RoundModel = { id: string; model: LanguageModelV3 };

type RunInput = {
  chat: Chat;
  request: StreamRequest;
  model: RoundModel;
  roundId: string;
  messageId: string;
  cost: number;
  history: HistoryEntry[];
  attachments: AttachmentContext[];
  knowledge: RoundInput["knowledge"];
  stream: RoundStream;
};

/**
 * Starts a round and returns its stream; throws ApiError (having written nothing) when refused.
 * `seed` writes rows first in the same transaction (a chat started as a copy of another).
 */
export async function startRound(
  deps: RoundDeps,
  chat: Chat,
  request: StreamRequest,
  model: RoundModel,
  seed?: RoundSeed,
): Promise<RoundStream> {
  const generator = deps.generatorFor(request.mode);
  if (!generator)
    throw new ApiError(
      ERRNO.INVALID,
      "modeUnavailable",
      { mode: request.mode },
      { mode: translate(deps.locale, "apiErrors.modeUnavailable", { mode: request.mode }) },
    );

  // A change that names an older version without the user's choice is refused before anything is written.
  const kind = kindOfMode(request.mode);
  if (kind && request.base_version_id)
    await resolveBase(deps.db, chat.id, kind.id, request.base_version_id, request.base_choice);

  const slot = await deps.registry.claim(chat.id);
  try {
    const clock = deps.clock ?? systemClock;
    const { messages, uploads, attachments, knowledge } = await readRoundInput(deps.db, chat, request);
    const cost = priceOf(request);
    const roundId = crypto.randomUUID();
    const at = clock.now();
    const userExtension = {
      ...(uploads.length ? { attachments: uploads.map(attachmentRef) } : {}),
      ...(knowledge.uses.length ? { knowledge: knowledge.uses } : {}),
    };
    const opened = await openRound(
      deps.db,
      { chat, request, roundId, modelId: model.id, cost, at, userExtension, uploads },
      (tx) => holdPoints(tx, chat.userId, cost, roundId, new Date(at)),
      seed,
    );
    const history = historyOf([...messages, ...opened.seededMessages], request);
    const stream = new RoundStream(roundId, chat.id, chat.userId);
    stream.locale = deps.locale;
    const input = {
      chat: opened.chat,
      request,
      model,
      roundId,
      messageId: opened.messageId,
      cost,
      history,
      attachments,
      knowledge,
      stream,
    };
    return slot.run(stream, () => runRound({ ...deps, clock }, generator, input));
  } catch (error) {
    slot.release();
    throw error;
  }
}

/** Runs the generator to its end and settles everything; never throws. */
async function runRound(
  deps: RoundDeps & { clock: Clock },
  generator: Generator,
  input: RunInput,
): Promise<void> {
  const { db, log } = deps;
  const { stream, roundId, messageId } = input;
  const ids = { round_id: roundId, message_id: messageId };
  const transcript = followTranscript(deps, input, (event) =>
    stream.push({ ...event, ...ids } as Parameters<RoundStream["push"]>[0]),
  );

  const started = performance.now();
  const end = await generate(deps, generator, input, transcript.emit);
  recordGeneration(input.request.mode, end.status, (performance.now() - started) / 1000);
  const outcome = outcomeOf(end, transcript.think(), deps.locale, input.knowledge.uses);
  await transcript.close(); // no partial write of this round can land after this point
  await closeRound(db, log, {
    roundId,
    messageId,
    reply: transcript.reply(),
    status: end.status,
    extension: outcome.extension,
    errorKey: outcome.errorKey,
    finishedAt: new Date(deps.clock.now()),
  });
  await settlePoints(db, log, {
    roundId,
    cost: input.cost,
    request: input.request,
    status: end.status,
    savedVersions: outcome.savedVersions.length,
    reply: transcript.reply(),
  });
  stream.push({ ...outcome.event, ...ids } as Parameters<RoundStream["push"]>[0]);
}

/** The reply and thinking as they stream: every event goes out, and the text joins the once-a-second partial saves. */
function followTranscript(deps: RoundDeps, input: RunInput, send: (event: EmittedEvent) => void) {
  let reply = "";
  let think = "";
  // The batch also marks the round under way (rounds.status streaming) at its next write.
  const partial = deps.partialSaves.track(deps.db, input.messageId, deps.log, input.roundId);
  return {
    emit: (event: EmittedEvent) => {
      if (event.type === "content" || event.type === "think") {
        if (event.type === "content") reply += event.content;
        else think += event.content;
        partial.update(reply, think);
      }
      send(event);
    },
    reply: () => reply,
    think: () => think,
    close: () => partial.close(),
  };
}

/** The generator's run under the round's timeout, ending in a `RoundEnd` whatever happens. */
async function generate(
  deps: RoundDeps & { clock: Clock },
  generator: Generator,
  input: RunInput,
  emit: (event: EmittedEvent) => void,
): Promise<RoundEnd> {
  const { stream } = input;
  const abort = {
    get aborted() {
      return stream.abort.signal.aborted;
    },
    get stoppedByUser() {
      return stream.stoppedByUser;
    },
  };
  const timeout = deps.clock.after(ROUND_TIMEOUT_MS, () => stream.abort.abort());
  try {
    return finished(await generator(contextOf(deps, input), emit), abort);
  } catch (error) {
    return failed(error, abort, deps.log, input.roundId);
  } finally {
    timeout.cancel();
  }
}

function contextOf(deps: RoundDeps & { clock: Clock }, input: RunInput): GenerationContext {
  return {
    db: deps.db,
    log: deps.log.child({ roundId: input.roundId }),
    locale: deps.locale,
    clock: deps.clock,
    chat: input.chat,
    userId: input.chat.userId,
    roundId: input.roundId,
    messageId: input.messageId,
    mode: input.request.mode,
    request: input.request,
    userText: input.request.content,
    history: input.history,
    attachments: input.attachments,
    knowledge: input.knowledge.context,
    model: input.model.model,
    modelId: input.model.id,
    abortSignal: input.stream.abort.signal,
    files: deps.files,
    fetcher: deps.fetcher,
  };
}

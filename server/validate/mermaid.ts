/**
 * Server-side mermaid validation: `mermaid.parse` in a worker thread that sets a jsdom window
 * BEFORE importing mermaid (mermaid reads `window`/`document` at import time). Why a worker:
 * the window globals stay out of the API's own process (libraries that sniff `typeof window`
 * keep working), mermaid's ESM bundle loads natively (also under Jest), and a chart that hangs
 * the parser can be cut off. The worker starts on first use (~1.5 s: jsdom + mermaid), lives for
 * the process, and answers one chart at a time (mermaid keeps parser state in globals).
 * A warm parse takes ~5–20 ms; recent answers are cached.
 */
import "server-only";
import { Worker } from "node:worker_threads";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MERMAID_MAX_CHARS } from "@/lib/contracts/content/mermaid";
import type { ValidationProblem } from "@/server/validate/validation-problem";

export type MermaidParse = { ok: true; diagramType: string } | { ok: false; message: string; line?: number };

const PARSE_TIMEOUT_MS = 15_000;
const START_TIMEOUT_MS = 60_000;
const CACHE_SIZE = 300;
const MESSAGE_MAX = 700;

// Runs inside the worker (CommonJS, eval'd). Module URLs come from the parent, resolved from the
// app's own node_modules, so nothing depends on where this file ends up after bundling.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const ready = (async () => {
  const { JSDOM } = await import(workerData.jsdom);
  const dom = new JSDOM("<!doctype html><html><body></body></html>", { pretendToBeVisual: true });
  globalThis.window = dom.window;
  globalThis.document = dom.window.document;
  globalThis.DOMParser = dom.window.DOMParser;
  const mermaid = (await import(workerData.mermaid)).default;
  mermaid.initialize({ startOnLoad: false, securityLevel: "strict" });
  return mermaid;
})();
ready.then(() => parentPort.postMessage({ ready: true }), (error) => parentPort.postMessage({ fatal: String((error && error.stack) || error) }));
parentPort.on("message", async ({ id, source }) => {
  let mermaid;
  try { mermaid = await ready; } catch { return; }
  try {
    const result = await mermaid.parse(source);
    parentPort.postMessage({ id, ok: true, diagramType: result.diagramType });
  } catch (error) {
    const hash = error && error.hash;
    const line = hash && hash.loc && typeof hash.loc.first_line === "number" ? hash.loc.first_line : undefined;
    parentPort.postMessage({ id, ok: false, message: String((error && error.message) || error), line });
  }
});
`;

type Pending = {
  resolve: (value: MermaidParse) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

class MermaidWorker {
  private worker: Worker | undefined;
  private started: Promise<void> | undefined;
  private pending = new Map<number, Pending>();
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;

  private start(): Promise<void> {
    if (this.started) return this.started;
    const require = createRequire(path.join(process.cwd(), "package.json"));
    const workerData = {
      jsdom: pathToFileURL(require.resolve("jsdom")).href,
      mermaid: pathToFileURL(require.resolve("mermaid")).href,
    };
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
    this.worker = worker;
    this.started = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => fail(new Error("mermaid validator did not start in time")),
        START_TIMEOUT_MS,
      );
      const fail = (error: Error) => {
        clearTimeout(timer);
        if (this.worker === worker) this.reset(error);
        reject(error);
      };
      worker.on(
        "message",
        (message: {
          ready?: boolean;
          fatal?: string;
          id?: number;
          ok?: boolean;
          diagramType?: string;
          message?: string;
          line?: number;
        }) => {
          if (message.ready) {
            clearTimeout(timer);
            return resolve();
          }
          if (message.fatal) return fail(new Error(`mermaid validator failed to start: ${message.fatal}`));
          const call = this.pending.get(message.id!);
          if (!call) return;
          this.pending.delete(message.id!);
          clearTimeout(call.timer);
          call.resolve(
            message.ok
              ? { ok: true, diagramType: String(message.diagramType) }
              : { ok: false, message: String(message.message), line: message.line },
          );
          if (this.pending.size === 0) worker.unref();
        },
      );
      worker.on("error", (error) => fail(error));
      worker.on("exit", (code) => fail(new Error(`mermaid validator exited (${code})`)));
    });
    this.started.catch(() => {}); // a failed start is reported to the callers waiting on it
    return this.started;
  }

  /** Drops the worker (after a crash or a hung parse): the next call starts a new one. */
  private reset(error: Error) {
    const worker = this.worker;
    this.worker = undefined;
    this.started = undefined;
    for (const call of this.pending.values()) {
      clearTimeout(call.timer);
      call.reject(error);
    }
    this.pending.clear();
    worker?.removeAllListeners();
    void worker?.terminate();
  }

  parse(source: string): Promise<MermaidParse> {
    // One chart at a time: mermaid's parsers keep their state in module globals.
    const run = this.queue.then(async () => {
      await this.start();
      const worker = this.worker!;
      worker.ref(); // keep a script (bench, CLI) alive while it waits for an answer
      return new Promise<MermaidParse>((resolve, reject) => {
        const id = this.nextId++;
        const timer = setTimeout(
          () => this.reset(new Error("mermaid validator timed out")),
          PARSE_TIMEOUT_MS,
        );
        this.pending.set(id, { resolve, reject, timer });
        worker.postMessage({ id, source });
      });
    });
    this.queue = run.catch(() => {});
    return run;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.started = undefined;
    await worker?.terminate();
  }
}

const holder = globalThis as unknown as {
  __vibeMermaid?: MermaidWorker;
  __vibeMermaidCache?: Map<string, MermaidParse>;
};

function validator(): MermaidWorker {
  holder.__vibeMermaid ??= new MermaidWorker();
  return holder.__vibeMermaid;
}

function cache(): Map<string, MermaidParse> {
  holder.__vibeMermaidCache ??= new Map();
  return holder.__vibeMermaidCache;
}

/** The parser's message without mermaid's long token list, and the 1-based line it names. */
function tidy(
  result: Extract<MermaidParse, { ok: false }>,
  source: string,
): Extract<MermaidParse, { ok: false }> {
  let line = result.line ?? Number(/line (\d+)/i.exec(result.message)?.[1] ?? NaN);
  if (!Number.isFinite(line) && /No diagram type detected/i.test(result.message)) line = 1;
  const lines = source.split("\n").length;
  const message =
    result.message.length > MESSAGE_MAX ? `${result.message.slice(0, MESSAGE_MAX)}…` : result.message;
  return {
    ok: false,
    message,
    ...(Number.isFinite(line) && line >= 1 ? { line: Math.min(line, lines) } : {}),
  };
}

/** Parses one chart; never throws for a bad chart (only when the validator itself cannot run). */
export async function parseMermaid(source: string): Promise<MermaidParse> {
  if (!source.trim()) return { ok: false, message: "The chart is empty.", line: 1 };
  if (source.length > MERMAID_MAX_CHARS)
    return { ok: false, message: `The chart is longer than ${MERMAID_MAX_CHARS} characters.` };
  const known = cache().get(source);
  if (known) return known;
  const raw = await validator().parse(source);
  const result = raw.ok ? raw : tidy(raw, source);
  const memo = cache();
  memo.set(source, result);
  if (memo.size > CACHE_SIZE) memo.delete(memo.keys().next().value!);
  return result;
}

/** [] when the chart parses, else the parser's problem (message and line). */
export async function validateMermaid(source: string): Promise<ValidationProblem[]> {
  const result = await parseMermaid(source);
  return result.ok ? [] : [{ message: result.message, ...(result.line ? { line: result.line } : {}) }];
}

/** Stops the worker (tests and scripts that want to exit promptly). */
export async function closeMermaidValidator(): Promise<void> {
  await holder.__vibeMermaid?.close();
}

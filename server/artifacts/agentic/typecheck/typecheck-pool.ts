/**
 * The lite-app type check off the event loop (issue #20 §2: "a double returns code with a type
 * error first: the build fails"): one piscina thread keeping a TypeScript LanguageService warm
 * (./typecheck-worker.mjs), checks queued in order, each with a deadline counted from its start.
 * Past the deadline the thread is ended (the next check starts cold) and the check answers
 * `skipped`: a slow type check never fails a build that esbuild produced.
 */
import "server-only";
import path from "node:path";
import { Piscina } from "piscina";
import type { LiteAppBuildError, LiteAppFiles } from "@/lib/contracts/lite-app";
// The worker's own signature (this import also puts its checked JavaScript in the type check).
import type typecheck from "./typecheck-worker.mjs";

export type TypecheckResult =
  { ok: true; errors: LiteAppBuildError[]; ms: number } | { ok: false; skipped: string; ms: number };

export type TypecheckOptions = { deadlineMs: number; heapMb: number; idleMs: number };
/** A cold check (lib.dom, React's types) takes seconds on a small machine; a warm one tens of ms. */
export const DEFAULT_TYPECHECK: TypecheckOptions = { deadlineMs: 20_000, heapMb: 512, idleMs: 10 * 60_000 };

const WORKER = path.join(process.cwd(), "server/artifacts/agentic/typecheck/typecheck-worker.mjs");

export class TypecheckPool {
  private readonly piscina: Piscina<Parameters<typeof typecheck>[0], Awaited<ReturnType<typeof typecheck>>>;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly options: TypecheckOptions = DEFAULT_TYPECHECK) {
    this.piscina = new Piscina({
      filename: WORKER,
      execArgv: [],
      minThreads: 0,
      maxThreads: 1, // one warm service; checks wait their turn
      idleTimeout: options.idleMs,
      niceIncrement: 5,
      resourceLimits: {
        maxOldGenerationSizeMb: options.heapMb,
        maxYoungGenerationSizeMb: 64,
        stackSizeMb: 8,
      },
    });
    this.piscina.on("error", () => {}); // a thread that died is replaced; the check already answered
  }

  /** When the last check ended (the thread ends after `idleMs` without one). */
  private lastUsed = -Infinity;

  /**
   * Starts the thread and loads the lib and React types with a one-line app, without waiting,
   * when the thread is not (or soon no longer) running: a round calls this before its model
   * call, so a cold start (~2 s) overlaps the model's answer instead of delaying the build.
   */
  warm(): void {
    if (performance.now() - this.lastUsed < this.options.idleMs / 2) return;
    this.lastUsed = performance.now();
    void this.check({
      "src/main.tsx":
        'import { createRoot } from "react-dom/client";\ncreateRoot(document.body).render(<div />);\n',
    });
  }

  /** The app's type errors (none: `errors` empty), or why the check was skipped. */
  check(files: LiteAppFiles): Promise<TypecheckResult> {
    const run = this.queue.then(() => this.checkNow(files));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async checkNow(files: LiteAppFiles): Promise<TypecheckResult> {
    const started = performance.now();
    const ms = () => Math.round((performance.now() - started) * 10) / 10;
    try {
      const answer = await this.piscina.run(
        { files },
        { signal: AbortSignal.timeout(this.options.deadlineMs) },
      );
      this.lastUsed = performance.now();
      return { ok: true, errors: answer.errors, ms: answer.ms };
    } catch (error) {
      this.lastUsed = -Infinity; // the thread was ended: the next round warms a new one
      return {
        ok: false,
        skipped:
          (error as Error).name === "AbortError" ? "deadline" : String((error as Error).message ?? error),
        ms: ms(),
      };
    }
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}

const holder = globalThis as unknown as { __vsLiteAppTypecheck?: TypecheckPool };

/** The process's one type checker, started on first use. */
export function sharedTypecheckPool(): TypecheckPool {
  holder.__vsLiteAppTypecheck ??= new TypecheckPool();
  return holder.__vsLiteAppTypecheck;
}

export async function closeTypecheckPool(): Promise<void> {
  const pool = holder.__vsLiteAppTypecheck;
  holder.__vsLiteAppTypecheck = undefined;
  await pool?.close();
}

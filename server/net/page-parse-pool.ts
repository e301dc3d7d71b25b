/**
 * The thread web pages (research reads, link import) are turned into Markdown in (page-worker/page-markdown-worker.mjs):
 * piscina workers with a heap cap, below the request thread's priority, each page with a deadline
 * counted from its start (past it the thread is terminated), and a short queue in front (past it
 * the page is not read now). Every
 * end is an answer: the page's text, or null.
 */
import "server-only";
import path from "node:path";
import { Piscina } from "piscina";
// The worker's own signature (this import also puts its checked JavaScript in the type check).
import type pageMarkdown from "./page-worker/page-markdown-worker.mjs";

/**
 * `startupMs`: extra time a page gets when no thread is running yet (the first page, or the one
 * after a thread was terminated): starting a thread loads jsdom, which is not the page's fault.
 */
export type PageParseOptions = {
  threads: number;
  heapMb: number;
  deadlineMs: number;
  maxQueue: number;
  startupMs?: number;
};
/** One thread: research reads three pages at a time, and the machine has other users. */
export const DEFAULT_PAGE_PARSE: PageParseOptions = {
  threads: 1,
  heapMb: 256,
  deadlineMs: 6_000,
  maxQueue: 32,
  startupMs: 5_000,
};

// Resolved from the app's folder at run time (as the extraction pool's worker is), so it runs as
// plain JavaScript wherever the bundler puts this file.
const WORKER = path.join(process.cwd(), "server/net/page-worker/page-markdown-worker.mjs");

export type ParsedPage = { title: string; markdown: string };

export class PageParsePool {
  private readonly piscina: Piscina<
    Parameters<typeof pageMarkdown>[0],
    Awaited<ReturnType<typeof pageMarkdown>>
  >;
  private running = 0;
  /** Pages waiting for the thread, in order; the deadline starts when a page's turn comes. */
  private readonly waiting: (() => void)[] = [];

  constructor(readonly options: PageParseOptions = DEFAULT_PAGE_PARSE) {
    this.piscina = new Piscina({
      filename: WORKER,
      execArgv: [], // plain JavaScript: none of the parent's loaders or V8 flags
      minThreads: 0, // research is occasional: no thread (and no jsdom in memory) when idle
      maxThreads: options.threads,
      idleTimeout: 60_000,
      niceIncrement: 10,
      resourceLimits: {
        maxOldGenerationSizeMb: options.heapMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
    });
    this.piscina.on("error", () => {}); // a worker that died is replaced; the page already answered null
  }

  /** The page's title and Markdown, or null (over its deadline or heap, queue full, unparseable). */
  async parse(html: string, url: string): Promise<ParsedPage | null> {
    if (this.running >= this.options.threads) {
      if (this.waiting.length >= this.options.maxQueue) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      // Counted from the start of the work, not from the wait before it (as the extraction pool
      // does), plus the thread's start-up when there is no thread yet.
      const cold = this.piscina.threads.length === 0;
      const deadlineMs = this.options.deadlineMs + (cold ? (this.options.startupMs ?? 0) : 0);
      const answer = await this.piscina.run({ html, url }, { signal: AbortSignal.timeout(deadlineMs) });
      return answer.ok ? { title: answer.title, markdown: answer.markdown } : null;
    } catch {
      return null; // deadline (thread terminated), heap cap, or a worker that could not start
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}

const holder = globalThis as unknown as { __vsPageParsePool?: PageParsePool };

/** The process's one pool, started on first use. */
export function sharedPageParsePool(): PageParsePool {
  holder.__vsPageParsePool ??= new PageParsePool();
  return holder.__vsPageParsePool;
}

/** Stops the shared pool's threads (tests and scripts that want to exit promptly). */
export async function closePageParsePool(): Promise<void> {
  const pool = holder.__vsPageParsePool;
  holder.__vsPageParsePool = undefined;
  await pool?.close();
}

/**
 * Mermaid in the browser, loaded on first use (it is large) and always with
 * `securityLevel: 'strict'` (no HTML labels, no click handlers: a chart is text a model wrote).
 * Renders run one at a time (mermaid keeps global state while it lays a chart out) and are cached
 * by source, so the same chart in the live preview, the editor and an export renders once.
 */
import type { Mermaid } from "mermaid";

export type MermaidProblem = { message: string; line?: number };
export type MermaidRender = { ok: true; svg: string } | { ok: false; problem: MermaidProblem };

let loading: Promise<Mermaid> | null = null;

export function loadMermaid(): Promise<Mermaid> {
  loading ??= import("mermaid").then(({ default: mermaid }) => {
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: "strict",
      theme: "neutral",
      fontFamily:
        'ui-sans-serif, system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif',
      suppressErrorRendering: true,
      // SVG text labels, not HTML in <foreignObject>: the SVG opens anywhere and draws on a canvas.
      htmlLabels: false,
      flowchart: { htmlLabels: false },
    });
    return mermaid;
  });
  return loading;
}

/** The parser's message and its 1-based line, from the shapes mermaid's parsers throw. */
export function mermaidProblemOf(error: unknown): MermaidProblem {
  const err = error as {
    message?: unknown;
    str?: unknown;
    hash?: { line?: number; loc?: { first_line?: number } };
  } | null;
  const message = String(err?.message ?? err?.str ?? error ?? "").trim() || "Syntax error";
  let line: number | undefined =
    err?.hash?.loc?.first_line ?? (typeof err?.hash?.line === "number" ? err.hash.line + 1 : undefined);
  if (line === undefined) {
    const match = /line[:\s]+(\d+)/i.exec(message);
    if (match) line = Number(match[1]);
  }
  return line !== undefined && line > 0 ? { message, line } : { message };
}

let queue: Promise<unknown> = Promise.resolve();
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Checks a chart's source; null when it parses. */
export async function validateMermaid(source: string): Promise<MermaidProblem | null> {
  if (!source.trim()) return { message: "Empty chart" };
  const mermaid = await loadMermaid();
  return serial(async () => {
    try {
      await mermaid.parse(source);
      return null;
    } catch (error) {
      return mermaidProblemOf(error);
    }
  });
}

const cache = new Map<string, Promise<MermaidRender>>();
const CACHE_LIMIT = 60;
let counter = 0;

export function renderMermaid(source: string): Promise<MermaidRender> {
  const key = source.trim();
  const hit = cache.get(key);
  if (hit) return hit;
  const result = loadMermaid().then((mermaid) =>
    serial(async (): Promise<MermaidRender> => {
      const id = `mmd-${Date.now().toString(36)}-${counter++}`;
      try {
        await mermaid.parse(key);
        const { svg } = await mermaid.render(id, key);
        return { ok: true, svg };
      } catch (error) {
        return { ok: false, problem: mermaidProblemOf(error) };
      } finally {
        // mermaid leaves its scratch element behind when a render throws
        document.getElementById(id)?.remove();
        document.getElementById(`d${id}`)?.remove();
      }
    }),
  );
  cache.set(key, result);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return result;
}

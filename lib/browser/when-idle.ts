/** Browsers without requestIdleCallback (Safari) run the task after this delay instead. */
const IDLE_FALLBACK_MS = 1000;

/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), so work that can wait
 * stays out of the tasks that make a page interactive. Returns a cancel function for effects.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}

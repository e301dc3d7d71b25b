// @ts-check
// Keeps the app process running for `npm start` (scripts/start.mjs): when it exits without being
// asked to, the reason is logged (exit code or signal, and the last error line it printed, such
// as "JavaScript heap out of memory") and it is started again after a pause that doubles with
// each quick failure (1 s, 2 s, 4 s … at most 30 s) and resets once a run has lasted a minute.
// Whatever else runs in the supervising process (the development identity provider) stays up.

/**
 * @typedef {import('node:child_process').ChildProcess} ChildProcess
 * @typedef {{
 *   start: () => ChildProcess,
 *   log?: (line: string) => void,
 *   minDelayMs?: number,
 *   maxDelayMs?: number,
 *   stableMs?: number,
 *   relay?: (chunk: Buffer) => void,
 * }} SuperviseOptions
 */

const TAIL_CHARS = 8192;

/**
 * Why a process ended, in words: its code or signal and the last line that looks like an error.
 * @param {number | null} code @param {NodeJS.Signals | null} signal @param {string} tail
 */
export function exitReason(code, signal, tail) {
  const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
  // Newest first, stack frames left out; a fatal line (V8's "heap out of memory") wins over others.
  const lines = tail
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !/^(at |\d+: 0x)/.test(l))
    .reverse();
  const cause =
    lines.find((l) => /FATAL ERROR|out of memory/i.test(l)) ??
    lines.find((l) => /Error\b|ERR_|Killed|Aborted/.test(l));
  return cause ? `${how}: ${cause.slice(0, 300)}` : how;
}

/**
 * Starts `start()` and restarts it whenever it exits, until stop().
 * @param {SuperviseOptions} options
 */
// `relay` is where the app's error output goes (the terminal; a test keeps it to itself: a Jest
// worker whose stderr shows "heap out of memory" is taken for one that ran out of memory).
export function supervise({
  start,
  log = (line) => console.log(line),
  minDelayMs = 1000,
  maxDelayMs = 30_000,
  stableMs = 60_000,
  relay = (chunk) => process.stderr.write(chunk),
}) {
  /** @type {ChildProcess | null} */
  let child = null;
  let stopping = false;
  let delay = minDelayMs;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let restarts = 0;
  /** @type {(code: number) => void} */
  let settle = () => {};
  const stopped = new Promise((resolve) => (settle = resolve));

  const run = () => {
    const startedAt = Date.now();
    const current = start();
    child = current;
    let tail = "";
    // The app's errors still reach the terminal; the last few kilobytes are kept to say why it died.
    current.stderr?.on("data", (chunk) => {
      relay(chunk);
      tail = (tail + chunk).slice(-TAIL_CHARS);
    });
    current.on("exit", (code, signal) => {
      child = null;
      if (stopping) return settle(code ?? 0);
      if (Date.now() - startedAt >= stableMs) delay = minDelayMs;
      restarts += 1;
      log(
        `[start] the app ${exitReason(code, signal, tail)}; restarting it in ${delay / 1000} s (restart ${restarts})`,
      );
      timer = setTimeout(run, delay);
      delay = Math.min(maxDelayMs, delay * 2);
    });
  };
  run();

  return {
    /** The running app's process id (null between a crash and its restart). */
    get pid() {
      return child?.pid ?? null;
    },
    get restarts() {
      return restarts;
    },
    /**
     * Stops the app (no restart) and answers its exit code.
     * @param {NodeJS.Signals} [signal]
     * @returns {Promise<number>}
     */
    stop(signal = "SIGTERM") {
      stopping = true;
      clearTimeout(timer);
      if (child) child.kill(signal);
      else settle(0);
      return stopped;
    },
  };
}

/** Starts the product API as its own process (`npm run api`'s entry) on a free port. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type SpawnedApi = { url: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * tsx runs the API as a child of its own, which holds the stdout/stderr pipes too: a signal to tsx
 * alone (a start that timed out) left that grandchild running, and its open pipes kept the Jest
 * worker alive after its last file ("A worker process has failed to exit gracefully"). The API
 * runs in a process group of its own and every signal goes to the whole group; a group still
 * running when its test file ends (a `beforeAll` that timed out never got `api` to stop) is
 * killed by tests/helpers/jest-after-env.ts through `__vsSpawned`.
 */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    child.kill(signal); // the group is gone already, or the platform has none
  }
}

/**
 * How long the API may take to start: tsx compiles the API's module graph on every start, which
 * took over 60 s on a loaded 2-core machine (other test runs at once, load 10–16). A file that
 * spawns the API gives the hook or test that waits for it SPAWN_HOOK_MS (the start and the rest).
 */
export const SPAWN_START_MS = 150_000;
export const SPAWN_HOOK_MS = SPAWN_START_MS + 30_000;

const running = ((globalThis as { __vsSpawned?: Set<() => Promise<void>> }).__vsSpawned ??= new Set());

export function spawnApi(env: Record<string, string>): Promise<SpawnedApi> {
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  // React's server condition: modules marked `server-only` load as they do in the Next server.
  const child = spawn(tsx, ["--conditions=react-server", "server/main.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, API_PORT: "0", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const killAll = () => signalGroup(child, "SIGKILL");
  // Ended when its pipes are closed too: open pipes are what kept the worker alive.
  const closed = new Promise<void>((done) => child.once("close", () => done()));
  running.add(async () => {
    killAll();
    await Promise.race([closed, new Promise((r) => setTimeout(r, 5_000).unref())]);
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      killAll(); // a slow start must not leave the process behind the test run
      reject(new Error(`API did not start:\n${output}`));
    }, SPAWN_START_MS);
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const match = output.match(/API_LISTENING (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          child,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              // A graceful stop that hangs must not hang the test run: kill it after a while.
              const force = setTimeout(killAll, 10_000);
              child.once("exit", () => {
                clearTimeout(force);
                done();
              });
              signalGroup(child, "SIGTERM");
            }),
        });
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code}:\n${output}`));
    });
  });
}

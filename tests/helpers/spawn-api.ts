/** Starts the product API as its own process (`npm run api`'s entry) on a free port. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export type SpawnedApi = { url: string; child: ChildProcess; stop: () => Promise<void> };

export function spawnApi(env: Record<string, string>): Promise<SpawnedApi> {
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  // React's server condition: modules marked `server-only` load as they do in the Next server.
  const child = spawn(tsx, ["--conditions=react-server", "server/main.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, API_PORT: "0", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL"); // a slow start must not leave the process behind the test run
      reject(new Error(`API did not start:\n${output}`));
    }, 60_000); // tsx compiles the API on start: slow on a loaded machine
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
              const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
              child.once("exit", () => {
                clearTimeout(force);
                done();
              });
              child.kill("SIGTERM");
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

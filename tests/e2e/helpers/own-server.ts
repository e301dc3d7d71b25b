/**
 * A second app server for a spec that needs other settings than the shared one (a slow Offline
 * model, say): the same production build, its own port, data directory and identity provider.
 */
import { spawn, type ChildProcess } from "node:child_process";

export type OwnServer = {
  url: string;
  stop: () => Promise<void>;
  /** What the server printed so far (stdout and stderr). */ output: () => string;
};

export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    // START_SKIP_BUILD: never rebuild under the servers already running on this build (a source
    // edited during a run made one rebuild .next and the shared server's pages broke).
    env: {
      ...process.env,
      PORT: String(port),
      DEV_ISSUER_PORT: String(port + 1),
      DATA_DIR: `.data/e2e-${port}`,
      NEXT_TELEMETRY_DISABLED: "1",
      START_SKIP_BUILD: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group: stop() ends the server and its children together
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-1_000_000); // the tail is what a test reads
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/auth/providers`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        process.kill(-child.pid!, "SIGTERM");
      }),
  };
}

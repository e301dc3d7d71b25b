/**
 * What the API's process does on SIGTERM or SIGINT (issue #21 §3): stop taking rounds, let the
 * running ones finish for up to SHUTDOWN_GRACE_MS (default 25 s, under the 30 s most
 * orchestrators wait before SIGKILL), stop the rest keeping their partial output, close the
 * database, exit. Installed once per process: by `npm run api` (server/main.ts), and by the app
 * server when it takes signals over from Next.js (NEXT_MANUAL_SIG_HANDLE, scripts/start.mjs).
 */
import type { RoundRegistry } from "../streams/round-registry";
import { rootLogger } from "../http/logger";

const DEFAULT_GRACE_MS = 25_000;
const holder = globalThis as unknown as { __vsShutdownInstalled?: boolean };

export function shutdownGraceMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SHUTDOWN_GRACE_MS);
  return env.SHUTDOWN_GRACE_MS && Number.isFinite(value) && value >= 0 ? value : DEFAULT_GRACE_MS;
}

/** What shutting down needs of the app: its rounds. */
export type ShutdownTarget = { services: { registry: RoundRegistry } };

export function installGracefulShutdown(
  app: ShutdownTarget,
  close: () => Promise<void>,
  beforeDrain: () => void = () => {},
): void {
  if (holder.__vsShutdownInstalled) return;
  holder.__vsShutdownInstalled = true;
  let started = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    const grace = shutdownGraceMs();
    rootLogger.info(
      { signal, graceMs: grace, activeRounds: app.services.registry.activeCount },
      "shutting down: no new rounds",
    );
    beforeDrain();
    const how = await app.services.registry.shutdown(grace);
    rootLogger.info({ how }, "rounds settled");
    await app.services.registry.close();
    await close().catch((error) => rootLogger.error({ err: error }, "closing after shutdown failed"));
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}

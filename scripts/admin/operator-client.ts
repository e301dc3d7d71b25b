/**
 * HTTP client of the operator routes (/api/operator/*). The CLI cannot open the embedded
 * database (the running app owns it), so every command is a call to the running API.
 */
import { operatorAuthorization } from "../../server/auth/operator-token";

export type Envelope<T> = { errno: number; errmsg: string; data: T; details?: Record<string, string> };

/** A failure the CLI reports and exits with (`code` is the process exit code). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

export const EXIT = { ok: 0, failed: 1, usage: 2, unreachable: 3 } as const;

export function apiBase(): string {
  const base = process.env.ADMIN_API_URL || `http://127.0.0.1:${process.env.PORT || 3000}`;
  return base.replace(/\/+$/, "");
}

export async function operatorCall<T>(
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
): Promise<T> {
  const url = `${apiBase()}/api/operator${path}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: {
        Authorization: operatorAuthorization(),
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    throw new CliError(
      `Cannot reach the API at ${apiBase()} (${reason}). Is the app running? Set ADMIN_API_URL if it listens elsewhere.`,
      EXIT.unreachable,
    );
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    throw new CliError(`Unexpected answer from ${url}: HTTP ${res.status} ${res.statusText}`, EXIT.failed);
  }
  if (envelope.errno !== 0) {
    const details = envelope.details
      ? ` (${Object.entries(envelope.details)
          .map(([k, v]) => `${k}: ${v}`)
          .join("; ")})`
      : "";
    const hint =
      envelope.errno === 401 ? " Check OPERATOR_TOKEN or DATA_DIR: the CLI must use the app's token." : "";
    throw new CliError(`Error ${envelope.errno}: ${envelope.errmsg}${details}.${hint}`, EXIT.failed);
  }
  return envelope.data;
}

/** Plain aligned columns: readable in a terminal, easy to grep. */
export function table(headers: string[], rows: (string | number | null | undefined)[][]): string {
  const cells = [
    headers,
    ...rows.map((r) => r.map((v) => (v === null || v === undefined || v === "" ? "-" : String(v)))),
  ];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  return cells
    .map((r) =>
      r
        .map((v, i) => v.padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

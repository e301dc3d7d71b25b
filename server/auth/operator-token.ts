/**
 * The operator credential (`npm run admin` → /api/operator/*). The embedded PGlite database
 * belongs to the running app alone, so the CLI cannot open it: it calls the API with
 * `Authorization: Operator <token>`. The token is env OPERATOR_TOKEN, or else a random secret
 * kept in `<DATA_DIR>/operator-token` (created on first need, mode 0600): whoever can read the
 * app's data folder is an operator, nobody else.
 */
import fs from "node:fs";
import path from "node:path";
import { randomBytes, timingSafeEqual, createHash } from "node:crypto";
import { dataDir } from "../config/data-dir";

export const OPERATOR_SCHEME = "Operator";

export function operatorTokenFile(): string {
  return path.join(dataDir(), "operator-token");
}

/** The operator token, creating the file when neither the env nor the file provides one. */
export function operatorToken(): string {
  const fromEnv = process.env.OPERATOR_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  const file = operatorTokenFile();
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const token = randomBytes(32).toString("hex");
  try {
    // `wx`: if the API and the CLI create it at the same moment, one wins and both read it.
    fs.writeFileSync(file, `${token}\n`, { flag: "wx", mode: 0o600 });
    return token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fs.readFileSync(file, "utf8").trim();
  }
}

export function operatorAuthorization(token = operatorToken()): string {
  return `${OPERATOR_SCHEME} ${token}`;
}

/** Constant-time check of an Authorization header (hashes first, so lengths never leak). */
export function isOperatorAuthorization(header: string | undefined): boolean {
  const match = header?.match(/^Operator\s+(\S+)\s*$/);
  if (!match) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(operatorToken()));
}

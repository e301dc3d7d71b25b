/**
 * The app's own log (sign-in, logout, the BFF's edge cases): one JSON line per event, like the
 * API's (server/http/logger.ts), so an operator reads both the same way. Server-only.
 */
import pino from "pino";

export const appLog = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "vibe-app" },
});

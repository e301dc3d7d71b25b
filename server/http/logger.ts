import pino from "pino";

/** One process logger; each request gets a child carrying its request id. */
export const rootLogger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "vibe-api" },
});

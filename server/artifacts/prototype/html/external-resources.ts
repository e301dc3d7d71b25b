/**
 * Moved to server/html/external-resources.ts (shared by both prototype kinds and the Offline model). This
 * re-export keeps the Offline prototype writers' import working until they move next to their
 * kinds; delete it then (eslint.config.mjs names the same exception).
 */
export * from "@/server/html/external-resources";

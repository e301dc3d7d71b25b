/**
 * Prometheus metrics, served at `GET /api/metrics` to a scraper that brings
 * `Authorization: Bearer <METRICS_TOKEN>` (no token configured: the route does not exist).
 * One registry per process; what is measured where it happens (requests in the API's request
 * log middleware, tokens where a model call ends, generation and build times where they end) and
 * what is a state (active rounds, points held for running rounds) read when scraped.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

const holder = globalThis as unknown as { __vsMetrics?: ReturnType<typeof createMetrics> };

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "vibe_" });
  const requests = new Histogram({
    name: "vibe_http_request_duration_seconds",
    help: "API requests by route pattern, method and status, with their latency",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const tokens = new Counter({
    name: "vibe_model_tokens_total",
    help: "Tokens by model and direction (input, output, reasoning)",
    labelNames: ["model", "direction"] as const,
    registers: [registry],
  });
  const generations = new Histogram({
    name: "vibe_generation_duration_seconds",
    help: "Rounds from start to end, by mode and how they ended",
    labelNames: ["mode", "status"] as const,
    buckets: [0.1, 0.5, 1, 2, 5, 10, 20, 40, 80, 160, 320, 640],
    registers: [registry],
  });
  const builds = new Histogram({
    name: "vibe_lite_app_build_duration_seconds",
    help: "Lite-app builds (esbuild + Tailwind), by result",
    labelNames: ["result"] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const activeRounds = new Gauge({
    name: "vibe_rounds_active",
    help: "Rounds running on this instance",
    registers: [registry],
  });
  const heldPoints = new Gauge({
    name: "vibe_points_holds_outstanding",
    help: "Points holds of rounds not yet charged or refunded",
    registers: [registry],
  });
  return { registry, requests, tokens, generations, builds, activeRounds, heldPoints };
}

export function metrics(): ReturnType<typeof createMetrics> {
  holder.__vsMetrics ??= createMetrics();
  return holder.__vsMetrics;
}

export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  metrics().requests.observe({ method, route, status: String(status) }, seconds);
}

export function recordTokens(
  model: string,
  usage: { inputTokens?: number; outputTokens?: number; reasoningTokens?: number } | undefined,
): void {
  if (!usage) return;
  const { tokens } = metrics();
  if (usage.inputTokens) tokens.inc({ model, direction: "input" }, usage.inputTokens);
  if (usage.outputTokens) tokens.inc({ model, direction: "output" }, usage.outputTokens);
  if (usage.reasoningTokens) tokens.inc({ model, direction: "reasoning" }, usage.reasoningTokens);
}

export function recordGeneration(mode: string, status: string, seconds: number): void {
  metrics().generations.observe({ mode, status }, seconds);
}

export function recordBuild(ok: boolean, seconds: number): void {
  metrics().builds.observe({ result: ok ? "complete" : "failed" }, seconds);
}

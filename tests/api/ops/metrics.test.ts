/**
 * Prometheus metrics (issue #21 §4): `/api/metrics` exists only with METRICS_TOKEN, answers a
 * wrong token 401, and in the Prometheus text format counts requests by route pattern (never by
 * an id in the path) and status with latencies, tokens by model, generations by mode and status,
 * lite-app builds, the rounds running and the points holds still outstanding.
 */
import { buildLiteApp } from "@/server/artifacts/agentic/build/build-app";
import { createTestApp, readSse, type TestApp } from "../../helpers/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn("metrics@example.com")).token;
});
afterAll(async () => {
  delete process.env.METRICS_TOKEN;
  await t.close();
});

const scrape = (auth?: string) => t.call("/api/metrics", auth ? { headers: { Authorization: auth } } : {});

test("no token configured: no metrics route; a wrong token is refused", async () => {
  delete process.env.METRICS_TOKEN;
  expect((await scrape("Bearer anything")).status).toBe(404);
  process.env.METRICS_TOKEN = "scrape-secret-0123456789";
  expect((await scrape()).status).toBe(401);
  expect((await scrape("Bearer wrong-secret-0123456789")).status).toBe(401);
});

test("requests, tokens, generations, builds, active rounds and outstanding holds are measured", async () => {
  process.env.METRICS_TOKEN = "scrape-secret-0123456789";
  const chat = (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data;
  await readSse(
    await t.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      token,
      json: { content: "A flowchart of a library book loan", mode: "mermaid" },
    }),
  );
  await t.app.services.registry.drain();
  await buildLiteApp({ "src/main.tsx": "document.body.textContent = 'hi'" }, { title: "t" });

  const res = await scrape("Bearer scrape-secret-0123456789");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  const text = await res.text();
  // By route pattern: the chat's id is not a label.
  expect(text).toMatch(
    /vibe_http_request_duration_seconds_count\{method="POST",route="\/api\/chats\/:id\/stream",status="200"\} 1/,
  );
  expect(text).not.toContain(chat.id);
  expect(text).toMatch(/vibe_model_tokens_total\{model="[^"]+",direction="output"\} [1-9]/);
  expect(text).toMatch(/vibe_generation_duration_seconds_count\{mode="mermaid",status="done"\} [1-9]/);
  expect(text).toMatch(/vibe_lite_app_build_duration_seconds_count\{result="complete"\} [1-9]/);
  expect(text).toMatch(/^vibe_rounds_active 0$/m);
  expect(text).toMatch(/^vibe_points_holds_outstanding 0$/m);
  expect(text).toMatch(/^vibe_process_resident_memory_bytes \d+/m);
});

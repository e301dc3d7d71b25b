// Upload benchmark (bounded extraction, DESIGN.md §6): real-sized Office documents and a corpus
// of bombs (tests/fixtures/office-files.mjs) uploaded one at a time to the real API process
// (`server/main.ts`, in-memory PGlite). Prints, per file: its size, what it unpacks to, the
// answer (text kept, or the refusal), the time to answer, the API process's peak RSS while it
// was read (Linux VmHWM, reset before each file: worker threads included) and the largest
// /api/health latency seen meanwhile. Asserts nothing.
//
//   node bench/uploads.mjs [--port 3210] [--runs 3]
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SignJWT } from "jose";
import * as office from "../tests/fixtures/office-files.mjs";
import { printRuntime } from "./lib/runtime.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const PORT = opt("port", 0);
const RUNS = opt("runs", 3);
const MB = 2 ** 20;
const AUTH_SECRET = randomBytes(32).toString("base64url");
const dataDir = mkdtempSync(path.join(tmpdir(), "vibe-bench-uploads-"));

function startApi() {
  const child = spawn(
    process.execPath,
    ["--max-semi-space-size=64", "--conditions=react-server", "--import", "tsx", "server/main.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        API_PORT: String(PORT),
        API_HOST: "127.0.0.1",
        DATABASE_URL: "memory://",
        DATA_DIR: dataDir,
        AUTH_SECRET,
        LOG_LEVEL: "silent",
        NODE_ENV: "production",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const url = output.match(/API_LISTENING (http:\/\/\S+)/)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`API exited with ${code}:\n${output.slice(-2000)}`)));
  });
}

const secret = new TextEncoder().encode(AUTH_SECRET);
const apiToken = (claims) => {
  const jwt = new SignJWT(claims.oidc ? { oidc: claims.oidc } : { sid: claims.sid })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer("vibe-bff")
    .setAudience("api")
    .setIssuedAt()
    .setExpirationTime("30m");
  if (claims.sub) jwt.setSubject(claims.sub);
  return jwt.sign(secret);
};

const memory = (pid, field) =>
  Number(readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0) *
  1024;
/** Resets the process's peak RSS (VmHWM) so the next reading is this file's peak. */
const resetPeak = (pid) => writeFileSync(`/proc/${pid}/clear_refs`, "5");

async function main() {
  printRuntime("bench/uploads.mjs");
  console.log("making the documents and the bombs…");
  const files = [
    ["300-page Word file", "spec.docx", await office.realDocx(300)],
    ["50,000-row sheet", "orders.xlsx", await office.realXlsx(50_000)],
    ["200-slide deck", "deck.pptx", office.realPptx(200)],
    ["docx bomb, 100 MB", "b1.docx", office.docxBomb(100 * MB)],
    ["docx bomb, 1 GB", "b2.docx", office.docxBomb(1024 * MB)],
    ["xlsx bomb, 100 MB", "b3.xlsx", office.xlsxBomb(100 * MB)],
    ["xlsx bomb, 1 GB", "b4.xlsx", office.xlsxBomb(1024 * MB)],
    ["pptx bomb, 100 MB", "b5.pptx", office.pptxBomb(100 * MB)],
    ["pptx bomb, 1 GB", "b6.pptx", office.pptxBomb(1024 * MB)],
    ["headers understate 200 MB", "b7.docx", office.lyingDocx(200 * MB, "both")],
    ["local header lies (6 MB)", "b8.docx", office.lyingDocx(6 * MB, "local")],
    ["XML entity bomb", "b9.docx", office.entityBombDocx()],
    ["10,010 parts", "b10.docx", office.manyPartsDocx(10_010)],
    ["slowest allowed (5×7.5 MB rows)", "b11.xlsx", office.xlsxSlowBomb()],
  ];

  const { child, url } = await startApi();
  const stopApi = () =>
    new Promise((resolve) =>
      child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill("SIGTERM")),
    );
  try {
    const login = await apiToken({
      oidc: {
        issuer: "http://bench.issuer",
        subject: "uploads",
        email: "uploads@example.com",
        name: "uploads",
      },
    });
    const session = (
      await (
        await fetch(`${url}/api/user/login`, {
          method: "POST",
          headers: { authorization: `Bearer ${login}` },
        })
      ).json()
    ).data;
    const token = await apiToken({ sub: session.ucid, sid: session.session_id });
    const baseline = memory(child.pid, "VmRSS");
    console.log(
      `API ${url}, RSS at rest ${Math.round(baseline / MB)} MB, ${RUNS} run(s) per file (median time shown)\n`,
    );
    console.log(
      "file                              size     answer                                               ms      peak RSS  health max",
    );
    for (const [label, name, bytes] of files) {
      const times = [];
      let answer = "";
      let peak = 0;
      let healthMax = 0;
      for (let run = 0; run < RUNS; run++) {
        resetPeak(child.pid);
        let reading = true;
        const probe = (async () => {
          while (reading) {
            const started = performance.now();
            await (await fetch(`${url}/api/health`)).arrayBuffer();
            healthMax = Math.max(healthMax, performance.now() - started);
            await new Promise((r) => setTimeout(r, 50));
          }
        })();
        const form = new FormData();
        form.append("file", new File([bytes], name));
        const started = performance.now();
        const res = await fetch(`${url}/api/files`, {
          method: "POST",
          body: form,
          headers: { authorization: `Bearer ${token}` },
        });
        const body = await res.json();
        times.push(performance.now() - started);
        reading = false;
        await probe;
        peak = Math.max(peak, memory(child.pid, "VmHWM"));
        answer =
          body.errno === 0
            ? `${body.data.text_status}, ${body.data.text_chars} chars`
            : `${res.status} ${body.errmsg}`;
        if (body.errno === 0)
          await fetch(`${url}/api/files/${body.data.id}`, {
            method: "DELETE",
            headers: { authorization: `Bearer ${token}` },
          });
      }
      times.sort((a, b) => a - b);
      const size =
        bytes.byteLength >= MB
          ? `${(bytes.byteLength / MB).toFixed(1)} MB`
          : `${Math.round(bytes.byteLength / 1024)} KB`;
      console.log(
        `${label.padEnd(33)} ${size.padStart(8)}  ${answer.slice(0, 52).padEnd(52)} ${String(Math.round(times[Math.floor(times.length / 2)])).padStart(6)}  ${String(Math.round(peak / MB)).padStart(6)} MB  ${String(Math.round(healthMax)).padStart(6)} ms`,
      );
    }
    console.log(
      `\nRSS after all files: ${Math.round(memory(child.pid, "VmRSS") / MB)} MB (at rest before: ${Math.round(baseline / MB)} MB)`,
    );
  } finally {
    await stopApi();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

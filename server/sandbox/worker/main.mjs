// @ts-check
/**
 * The build worker: a child process the server starts (server/sandbox/build-sandbox.ts) with an
 * environment that holds no secret, in a temporary working folder, below the server's CPU
 * priority, with a deadline and a memory cap per job enforced from outside. It takes one job at a
 * time over IPC — bundle a lite app (./bundle.mjs) and compile its CSS (./tailwind-css.mjs), type
 * check it (./typecheck.mjs), or compile a page's CSS — and answers each part as soon as it is
 * ready (the build before its type check). esbuild's context, Tailwind and the TypeScript service
 * stay loaded between jobs. Plain JavaScript: Node runs it as it is, in the app and under Jest.
 * Answers data, never throws for a bad input.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Bundler } from "./bundle.mjs";
import { documentOf } from "./document.mjs";
import { compileCss, warmTailwind } from "./tailwind-css.mjs";

/** The app's folder (server/sandbox/worker/ is three below it): its node_modules hold the allowed packages. */
const APP_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const NODE_MODULES = path.join(APP_ROOT, "node_modules");
const WARM_APP =
  'import { createRoot } from "react-dom/client";\ncreateRoot(document.body).render(<div />);\n';

/** @type {Map<string, Bundler>} */
const bundlers = new Map();
/** @type {Map<string, import("./typecheck.mjs").Typechecker>} */
const typecheckers = new Map();

/** @param {import("./types").AppPolicy} policy */
function bundlerFor(policy) {
  const key = JSON.stringify(policy);
  let bundler = bundlers.get(key);
  if (!bundler) bundlers.set(key, (bundler = new Bundler(NODE_MODULES, policy)));
  return bundler;
}

/**
 * TypeScript is loaded on the first check (a build without one starts ~1 s sooner without it).
 * @param {import("./types").AppPolicy} policy
 */
async function typecheckerFor(policy) {
  const key = JSON.stringify(policy);
  let checker = typecheckers.get(key);
  if (!checker) {
    const { Typechecker } = await import("./typecheck.mjs");
    typecheckers.set(key, (checker = new Typechecker(APP_ROOT, policy)));
  }
  return checker;
}

/**
 * Resolves once the message has left: the type check that follows a build holds this thread, and
 * the server must have the build (and start the check's own deadline) before it starts.
 * @param {import("./types").WorkerMessage} message
 * @returns {Promise<void>}
 */
function send(message) {
  return new Promise((resolve) => {
    if (!process.send) resolve();
    else process.send(message, undefined, {}, () => resolve());
  });
}

/** @param {number} id @param {import("./types").AppJob} job */
async function buildApp(id, job) {
  const started = performance.now();
  const ms = () => Math.round((performance.now() - started) * 10) / 10;
  const bundled = await bundlerFor(job.policy).bundle(job.files);
  if (!bundled.ok) {
    send({ id, part: "build", answer: { ...bundled, ms: ms() }, done: true });
    return;
  }
  const sources = Object.entries(job.files)
    .filter(([file]) => /\.(tsx|ts|jsx|js|html)$/.test(file))
    .map(([file, content]) => ({ content, extension: path.posix.extname(file).slice(1) }));
  const css = await compileCss({ sources, ...job.css });
  if (!css.ok) {
    const error = { text: css.error, file: null, line: null, column: null, line_text: null };
    const answer = {
      ok: /** @type {const} */ (false),
      errors: [error],
      log: css.error,
      refusal: css.refusal,
      ms: ms(),
    };
    send({ id, part: "build", answer, done: true });
    return;
  }
  const html = documentOf(bundled.js, css.css, job.document);
  await send({
    id,
    part: "build",
    answer: { ok: true, html, js: bundled.js, css: css.css, ms: ms() },
    done: !job.typecheck,
  });
  if (job.typecheck)
    await send({
      id,
      part: "typecheck",
      answer: (await typecheckerFor(job.policy)).check(job.files),
      done: true,
    });
}

/** @param {import("./types").WorkerRequest} request */
async function run(request) {
  const { id } = request;
  try {
    if (request.kind === "app") await buildApp(id, request);
    else if (request.kind === "css")
      send({ id, part: "css", answer: await compileCss(request.input), done: true });
    else {
      const files = { [request.policy.entry]: WARM_APP };
      await bundlerFor(request.policy).bundle(files);
      await warmTailwind();
      (await typecheckerFor(request.policy)).check(files);
      send({ id, part: "warm", done: true });
    }
  } catch (error) {
    const text = `The build stopped: ${String(/** @type {Error} */ (error)?.message ?? error)}`;
    if (request.kind === "css") send({ id, part: "css", answer: { ok: false, error: text }, done: true });
    else if (request.kind === "app") {
      const errors = [{ text, file: null, line: null, column: null, line_text: null }];
      send({ id, part: "build", answer: { ok: false, errors, log: text, ms: 0 }, done: true });
    } else send({ id, part: "warm", done: true });
  }
}

let queue = Promise.resolve();
process.on("message", (request) => {
  queue = queue.then(() => run(/** @type {import("./types").WorkerRequest} */ (request)));
});
// The server went away (or closed the channel): nothing is left to build for. The working folder
// is the server's to remove, but a server that died cannot: the worker takes it with it.
process.on("disconnect", () => {
  const own = process.cwd();
  try {
    // Only the folder the pool made for this worker (its TMPDIR too), never one it was started in.
    if (path.basename(own).startsWith("vs-build-") && process.env.TMPDIR === own)
      fs.rmSync(own, { recursive: true, force: true });
  } finally {
    process.exit(0);
  }
});

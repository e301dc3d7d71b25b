/**
 * After each test file: stop what a file started that would outlive it when Jest runs in band
 * (one worker on 2 cores) — the build sandbox's worker processes (esbuild's service with them).
 * The pool registers itself on first use, so files that never build load nothing.
 */
afterAll(async () => {
  const sandbox = (globalThis as unknown as { __vsBuildSandbox?: { close: () => Promise<void> } })
    .__vsBuildSandbox;
  (globalThis as unknown as { __vsBuildSandbox?: unknown }).__vsBuildSandbox = undefined;
  if (sandbox) await sandbox.close();
});

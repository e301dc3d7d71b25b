/**
 * After each test file: stop what a file started that would keep Node running when Jest runs
 * in band (one worker on 2 cores) — the lite-app builder's esbuild service. Registered by the
 * builder itself on first use, so files that never build load nothing.
 */
afterAll(async () => {
  const dispose = (globalThis as unknown as { __vsLiteAppBuilder?: () => Promise<void> }).__vsLiteAppBuilder;
  if (dispose) await dispose();
});

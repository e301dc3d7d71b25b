/**
 * The export pool's turns: at most one page renders per user at a time (a user's second export
 * waits for their first, even with pages free), other users get free pages at once and take
 * turns in line, and a user past the per-user count is answered "busy".
 */
import { ExportPool } from "@/server/artifacts/shared/export-browser/export-pool";

/** A job that runs until released; `started` says whether it got its page. */
function job() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  const state = { started: false, release, run: async () => ((state.started = true), await done) };
  return state;
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

it("renders one page per user at a time; another user's export gets a free page at once", async () => {
  const pool = new ExportPool({ pages: 3, perUser: 2, maxWaiting: 10 });
  const [a1, a2, b1] = [job(), job(), job()];
  const runs = [pool.run("a", a1.run), pool.run("a", a2.run), pool.run("b", b1.run)];
  await tick();
  expect([a1.started, a2.started, b1.started]).toEqual([true, false, true]);
  expect(pool.queued).toBe(1);
  a1.release();
  await tick();
  await tick();
  expect(a2.started).toBe(true);
  expect(pool.queued).toBe(0);
  a2.release();
  b1.release();
  await Promise.all(runs);
  expect([pool.inFlight("a"), pool.inFlight("b")]).toEqual([0, 0]);
});

it("a user waiting for their own page does not hold up the next user in line", async () => {
  const pool = new ExportPool({ pages: 2, perUser: 2, maxWaiting: 10 });
  const [a1, a2, b1, c1] = [job(), job(), job(), job()];
  const runs = [pool.run("a", a1.run), pool.run("b", b1.run), pool.run("a", a2.run), pool.run("c", c1.run)];
  await tick();
  expect([a1.started, b1.started, a2.started, c1.started]).toEqual([true, true, false, false]);
  // B's page frees: A is first in line but still rendering, so C goes first.
  b1.release();
  await tick();
  await tick();
  expect([a2.started, c1.started]).toEqual([false, true]);
  a1.release();
  await tick();
  await tick();
  expect(a2.started).toBe(true);
  a2.release();
  c1.release();
  await Promise.all(runs);
});

it("answers 'busy' past the per-user count, running or waiting", async () => {
  const pool = new ExportPool({ pages: 3, perUser: 2, maxWaiting: 10 });
  const [a1, a2] = [job(), job()];
  const runs = [pool.run("a", a1.run), pool.run("a", a2.run)];
  await expect(pool.run("a", async () => undefined)).rejects.toMatchObject({ key: "exportBusy" });
  a1.release();
  a2.release();
  await Promise.all(runs);
});

/**
 * One signed-in user per Playwright worker: its sign-in runs once, when the worker's first test
 * asks for it, and every test of that worker that uses this `test` starts with the session saved
 * then (Playwright's storageState) instead of going through the identity provider's page again.
 *
 * For tests that need a signed-in workspace but are not about signing in, signing out or the
 * session, and that do not depend on what else the user has: the tests of one worker share this
 * user's chats, settings and its 100 monthly points (a few generations), so a test that counts
 * chats, changes the user's language, spends points or ends sessions keeps its own user and
 * `signIn`. Each worker has its own user: two workers never see each other's chats.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { test as base, type Page } from "@playwright/test";
import { signIn, waitForWorkspace } from "./sign-in";

export type WorkerUser = {
  email: string;
  /** The saved session, for contexts a test opens itself (`browser.newContext({ storageState })`). */
  storageState: string;
};

export const test = base.extend<object, { workerUser: WorkerUser }>({
  workerUser: [
    async ({ browser }, provide, workerInfo) => {
      // The worker index is unique within a run (a worker started after a failure gets a new
      // one), and every run starts from an empty database.
      const email = `worker.${workerInfo.workerIndex}.e2e@example.com`;
      const dir = path.join(workerInfo.project.outputDir, ".worker-users");
      mkdirSync(dir, { recursive: true });
      const storageState = path.join(dir, `${workerInfo.workerIndex}.json`);
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        locale: "en-US",
      });
      // A context made here has the library's 30 s default per action, not the test runner's
      // none: the fixture's own timeout below is the bound, as a test's is for its own sign-in.
      context.setDefaultTimeout(0);
      const page = await context.newPage();
      await signIn(page, email, `Worker ${workerInfo.workerIndex}`);
      await context.storageState({ path: storageState });
      await context.close();
      await provide({ email, storageState });
    },
    // The first sign-in of a run meets a server that has just started: give it a test's time.
    { scope: "worker", timeout: 120_000 },
  ],
  // The test's own context (the `page` and `context` fixtures) starts signed in as the worker's user.
  storageState: async ({ workerUser }, provide) => {
    await provide(workerUser.storageState);
  },
});

export { expect } from "@playwright/test";

/** Opens a workspace page as the signed-in user and waits until it is usable. */
export async function openWorkspace(page: Page, target = "/chat") {
  await page.goto(target);
  await waitForWorkspace(page, target);
}

/**
 * A deployed lite app in Chromium (issue #20 §3): a complete version is deployed; its address
 * `http://<name>.localhost:<port>` opens in a fresh browser context (no set-up: Chromium resolves
 * *.localhost to this machine); a task added in the app is kept by the app's data API across a
 * reload; the owner's admin page (a signed-out visit signs in first and comes back) shows it and
 * edits it; the product's session cookie never goes to the app's host; an unknown name answers
 * "No app here".
 *
 * Lite-app generation is not on this branch, so the version is written into the database while
 * the spec's own server is stopped (sign in → stop → write → start again: PGlite has one owner).
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { PGlite } from "@electric-sql/pglite";
import { startOwnServer, type OwnServer } from "./helpers/own-server";
import { completeIssuerSignIn } from "./helpers/sign-in";
import { todoApp } from "../unit/agentic-deploy/todo-app";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 40;
const DATA_DIR = `.data/e2e-${PORT}`;
const EMAIL = "deploy.e2e@example.com";
const ENV = { RATE_LIMIT_LOGIN: "600/60", OFFLINE_MODEL_DELAY_MS: "15" };

let server: OwnServer | null = null;

test.afterAll(async () => {
  await server?.stop();
});

/** Writes a chat with one complete lite-app version for the signed-in user (server stopped). */
async function writeVersion(): Promise<{ chatId: string; versionId: string }> {
  const pg = new PGlite(`${DATA_DIR}/db`);
  try {
    const user = await pg.query<{ id: string }>("select id from users where email = $1", [EMAIL]);
    const chatId = randomUUID();
    const versionId = randomUUID();
    const content = todoApp("Team Todo List");
    await pg.query("insert into chats (id, user_id, title) values ($1, $2, $3)", [
      chatId,
      user.rows[0].id,
      content.title,
    ]);
    await pg.query(
      "insert into versions (id, chat_id, type, version_number, content, status, meta) values ($1, $2, 'agentic', 1, $3, 'complete', $4)",
      [
        versionId,
        chatId,
        JSON.stringify(content),
        JSON.stringify({ title: content.title, source: "generated" }),
      ],
    );
    return { chatId, versionId };
  } finally {
    await pg.close();
  }
}

async function postJson(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; body: { errno: number; data: Record<string, string> } }> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(b),
      });
      return { status: res.status, body: await res.json() };
    },
    [path, body] as const,
  );
}

test("deploy a todo app, use it on its own host, see and edit its data in the admin page", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = await startOwnServer(PORT, ENV);
  const owner = await browser.newContext({ baseURL: server.url });
  let page = await owner.newPage();
  await page.goto("/auth/login?callbackUrl=%2Fchat");
  await completeIssuerSignIn(page, EMAIL, "Dee Ploy");
  await expect(page).toHaveURL(/\/chat$/);
  await page.close();
  await server.stop();

  const { chatId, versionId } = await writeVersion();
  server = await startOwnServer(PORT, ENV);
  page = await owner.newPage();
  await page.goto("/chat");

  const deployed = await postJson(page, "/api/deploy/real", { chat_id: chatId, version_id: versionId });
  expect(deployed.status).toBe(200);
  const url = deployed.body.data.preview_url;
  expect(url).toMatch(new RegExp(`^http://team-todo-list-[a-z0-9]{4}\\.localhost:${PORT}$`));

  // The owner's browser, signed in on localhost, sends none of the product's cookies to the app's host.
  const appRequest = page.waitForRequest((r) => r.url().startsWith(url));
  await page.goto(url);
  const sent = (await (await appRequest).allHeaders()).cookie ?? "";
  expect(sent).not.toMatch(/authjs|session/i);
  expect((await owner.cookies(server.url)).some((c) => /authjs\.session-token/.test(c.name))).toBe(true);

  // A visitor: a fresh context, the app's address, a task added and kept across a reload.
  const visitor = await browser.newContext();
  const app = await visitor.newPage();
  const errors: string[] = [];
  app.on("pageerror", (e) => errors.push(e.message));
  app.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await app.goto(url);
  await expect(app.getByRole("heading", { name: "Todos" })).toBeVisible();
  await app.getByLabel("New task").fill("Buy milk");
  await app.getByRole("button", { name: "Add" }).click();
  await expect(app.getByRole("listitem").filter({ hasText: "Buy milk" })).toBeVisible();
  await app.reload();
  await expect(app.getByRole("listitem").filter({ hasText: "Buy milk" })).toBeVisible();
  expect(errors).toEqual([]);

  // The admin page (the kind's own page, at the address the deploy answered) asks a signed-out
  // visitor to sign in first and then opens where they were going.
  const admin = deployed.body.data.admin_url;
  expect(admin).toBe(`/kinds/agentic/admin/${chatId}`);
  const signedOut = await browser.newContext({ baseURL: server.url });
  const comeBack = await signedOut.newPage();
  await comeBack.goto(admin);
  await completeIssuerSignIn(comeBack, EMAIL, "Dee Ploy");
  await expect(comeBack).toHaveURL(`${server.url}${admin}`);
  await expect(comeBack.getByRole("heading", { name: "App data" })).toBeVisible();
  await signedOut.close();

  // The owner's admin page shows the record; an edit there is what the app shows next.
  await page.goto(`${server.url}${admin}`);
  await expect(page.getByRole("heading", { name: "App data" })).toBeVisible();
  await expect(page.getByTestId("lite-admin-record").filter({ hasText: "Buy milk" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^todos\s*1 record$/ })).toBeVisible();
  const record = page.getByTestId("lite-admin-record").first();
  await record.getByRole("button", { name: "Edit" }).click();
  await record.getByRole("textbox").fill('{ "title": "Buy oat milk" }');
  await record.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("lite-admin-record").filter({ hasText: "Buy oat milk" })).toBeVisible();
  await page.screenshot({ path: "test-results/lite-admin.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/lite-admin-phone.png", fullPage: true });
  await app.reload();
  await expect(app.getByRole("listitem").filter({ hasText: "Buy oat milk" })).toBeVisible();
  await app.screenshot({ path: "test-results/lite-app-deployed.png" });

  // An address that names no app.
  const nowhere = await visitor.newPage();
  const res = await nowhere.goto(`http://nothing-deployed.localhost:${PORT}/`);
  expect(res?.status()).toBe(404);
  await expect(nowhere.getByRole("heading", { name: "No app here" })).toBeVisible();

  await visitor.close();
  await owner.close();
});

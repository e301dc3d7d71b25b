/**
 * A lite app in Chromium (issue #20), the way a product manager makes one, with the Offline model:
 * the lite-app mode builds a todo app (plan, files, build) → it runs in the sandboxed preview and
 * takes a task → its code is there → a follow-up makes version 2 → deploy from the popover → the
 * app on `http://<name>.localhost:<port>` in a fresh context shows the task added in the preview
 * and keeps a new one through its data API across a reload → the admin panel lists it → revert to version 1 discards version 2 (and the
 * address serves version 1; the chat says so, in either language, and a reload opens version 1) → the code
 * download is a Vite project holding the app's files. Screenshots at 1440 and 390 px.
 */
import { expect, test } from "@playwright/test";
import JSZip from "jszip";
import { signIn } from "./helpers/sign-in";
import { DocumentsPage } from "./pages/documents-page";
import { LiteAppFrame } from "./pages/lite-app-frame";
import { agenticKind } from "@/lib/contracts/kinds";
import { pacedURL } from "./helpers/servers";

// Watches the round's progress while the app is written: the paced server (helpers/servers.ts).
test.use({ baseURL: pacedURL() });

test("a todo app: build, try, code, follow-up, deploy, data kept, admin, revert, download", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const ws = new DocumentsPage(page);
  await signIn(page, "lite.app.e2e@example.com", "Lina Lite");
  await ws.chooseMode(agenticKind.mode);
  await expect(page.getByTestId("lite-app-options")).toBeVisible();
  // The round's progress changes quickly with the Offline model: record what the viewer showed.
  await page.evaluate(() => {
    const seen = ((window as unknown as { liteSeen: Set<string> }).liteSeen = new Set<string>());
    new MutationObserver(() => {
      for (const id of ["lite-app-progress", "lite-app-todos", "lite-app-files", "lite-app-build"])
        if (document.querySelector(`[data-testid="${id}"]`)) seen.add(id);
    }).observe(document.body, { subtree: true, childList: true });
  });
  await ws.send("Build a todo app with a priority field");

  const viewer = page.getByTestId("agentic-viewer");
  await expect(viewer).toHaveAttribute("data-status", "complete", { timeout: 120_000 });
  const seen = await page.evaluate(() =>
    [...(window as unknown as { liteSeen: Set<string> }).liteSeen].sort(),
  );
  expect(seen).toEqual(expect.arrayContaining(["lite-app-progress", "lite-app-todos", "lite-app-files"]));

  // The app runs in the preview and takes a task (kept in the chat's preview data, apart from the deployed app's).
  const preview = new LiteAppFrame(page);
  const app = preview.app;
  await app.getByPlaceholder("Task").fill("Write the launch plan");
  await preview.click(app.getByRole("button", { name: "Add" }));
  await expect(app.getByText("Write the launch plan")).toBeVisible();
  await expect(app.getByText(/priority/i).first()).toBeVisible();
  await page.screenshot({ path: "test-results/lite-app-1440.png" });

  // Its code.
  await page.getByTestId("lite-app-tab-code").click();
  await expect(page.getByTestId("lite-app-code")).toContainText("src/App.tsx");
  await expect(page.getByTestId("lite-app-source")).not.toBeEmpty();
  await page.getByTestId("lite-app-tab-preview").click();

  // A follow-up makes version 2, built on version 1.
  await ws.send("Add a due date field");
  await ws.waitForVersionCount(2, 120_000);
  await expect(viewer).toHaveAttribute("data-status", "complete", { timeout: 120_000 });
  await expect(app.getByPlaceholder("Due date").or(app.getByText("Due date")).first()).toBeVisible();

  // Deploy version 2 from the popover, copying the task tried in the preview into the live app.
  await page.getByTestId("lite-deploy-trigger").click();
  await page.getByRole("checkbox", { name: /^Also copy the 1 record added in the preview/ }).check();
  await page.getByRole("button", { name: "Deploy this version" }).click();
  const live = page.getByTestId("lite-deploy-url");
  await expect(live).toBeVisible({ timeout: 60_000 });
  const url = (await live.getAttribute("href"))!;
  expect(url).toMatch(/^http:\/\/[a-z0-9-]+\.localhost:\d+$/);
  await expect(viewer).toHaveAttribute("data-status", "deployed", { timeout: 30_000 });
  const admin = (await page.getByTestId("lite-deploy-admin").getAttribute("href"))!;
  const download = (await page.getByTestId("lite-deploy-download").getAttribute("href"))!;
  await page.keyboard.press("Escape");

  // The deployed app in a fresh context: a task added there is kept by its data API.
  const visitor = await browser.newContext();
  const deployed = await visitor.newPage();
  await deployed.goto(url);
  // The task added while trying the preview is there: copied with the deploy.
  await expect(deployed.getByText("Write the launch plan")).toBeVisible({ timeout: 15_000 });
  await deployed.getByPlaceholder("Task").fill("Buy milk");
  await deployed.getByRole("button", { name: "Add" }).click();
  await expect(deployed.getByText("Buy milk")).toBeVisible();
  await deployed.reload();
  await expect(deployed.getByText("Buy milk")).toBeVisible({ timeout: 15_000 });
  await visitor.close();

  // The owner's admin panel lists the record.
  const adminPage = await page.context().newPage();
  await adminPage.goto(admin);
  await expect(adminPage.getByText("Buy milk").first()).toBeVisible({ timeout: 15_000 });
  await adminPage.close();

  // The code download: a Vite project with the app's files.
  const zip = await JSZip.loadAsync(await (await page.request.get(download)).body());
  // One project folder named after the app, holding the project.
  const names = Object.keys(zip.files).filter((name) => !name.endsWith("/"));
  const root = names[0]!.split("/")[0]!;
  expect(names.map((name) => name.slice(root.length + 1))).toEqual(
    expect.arrayContaining(["package.json", "index.html", "src/App.tsx", "src/main.tsx"]),
  );
  expect(JSON.parse(await zip.file(`${root}/package.json`)!.async("string")).scripts.dev).toMatch(/vite/);

  // Revert to version 1: asked first; version 2 is discarded (kept, marked) and version 1 is the app.
  await ws.versionPicker.selectOption({ index: 2 }); // latest, v2, v1
  await page.getByTestId("lite-app-revert").click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Revert to version 1?");
  await confirm.getByRole("button", { name: "Revert" }).click();
  await expect(confirm).toBeHidden();
  // Version 2 was the deployed one: its address now serves version 1.
  await expect(viewer).toHaveAttribute("data-status", "deployed");
  await expect(page.getByTestId("lite-app-revert")).toHaveCount(0);
  await ws.versionPicker.selectOption({ index: 1 }); // v2
  await expect(viewer).toHaveAttribute("data-status", "reverted");
  // The chat says so; a reload opens the app on version 1 (the latest the revert left, not the
  // discarded v2) with the line still there, and the line follows the UI's language.
  const note = page.getByTestId("revert-note");
  await expect(note).toHaveText("Reverted the app to version 1. Discarded the later changes: v2.");
  await page.reload();
  await expect(page.getByTestId("startup-splash")).toBeHidden();
  await expect(ws.versionPicker).toHaveValue("latest");
  await expect(ws.versionPicker.locator("option").first()).toHaveText("Latest (v1)");
  await expect(viewer).toHaveAttribute("data-status", "deployed");
  await expect(note).toHaveText("Reverted the app to version 1. Discarded the later changes: v2.");
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: /^Language/ }).click();
  await page
    .getByRole("dialog", { name: "Choose your language" })
    .getByRole("button", { name: "简体中文" })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(note).toHaveText("已将应用回退到版本 1，之后的修改已丢弃：v2。");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/lite-app-390.png" });
});

/**
 * The prototype studio in Chromium (issue: prototype studio, spec §2, §4): a page streams in
 * live, an element is selected and edited precisely (undo, redo), modified by AI, saved, shared
 * (QR dialog, opened logged out, revoked) and exported; a page's script stays in its sandbox.
 */
import { expect, test } from "@playwright/test";
import { completeIssuerSignIn, signIn } from "./helpers/sign-in";
import { PrototypeStudio } from "./pages/prototype-studio";
import { skipPrototypeTour } from "./helpers/skip-tours";
import { pacedURL } from "./helpers/servers";

// Watches the page drawn while it is written: the paced server (helpers/servers.ts).
test.use({ locale: "en-US", viewport: { width: 1440, height: 900 }, baseURL: pacedURL() });
test.describe.configure({ timeout: 180_000 });

const SIGN_IN = { role: "button" as const, name: /^Sign in$/ };

test("generate, edit, AI Modify, save, share and export a prototype", async ({ page, browser, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The first-run tour is covered below; here it would sit over the controls.
  await skipPrototypeTour(context);
  await signIn(page, "studio.e2e@example.com", "Studio Tester");
  const studio = new PrototypeStudio(page);

  // Generate: the page shows in the frame while the round is still writing it.
  await studio.generate("A login page for a fitness app");
  await expect
    .poll(
      async () => {
        const writing =
          (await studio.status.textContent().catch(() => null))?.includes("Writing the page") ?? false;
        return writing && (await studio.pageText()).trim().length > 20;
      },
      { timeout: 60_000, intervals: [50] },
    )
    .toBe(true);
  await studio.waitForVersion(1);
  await studio.widen();
  await expect(studio.frameElement).toHaveAttribute(
    "sandbox",
    "allow-scripts allow-forms allow-popups allow-modals",
  );
  await expect(studio.frameElement).toHaveAttribute("referrerpolicy", "no-referrer");

  // Select the sign-in button (hover outline first), then Precise Edit its colour.
  await studio.startEditing();
  await studio.pointAt(SIGN_IN, "hover");
  await expect(page.getByTestId("hover-outline")).toBeVisible();
  await studio.select(SIGN_IN);
  await expect(studio.panel).toContainText("<button>");
  await expect(page.getByTestId("chat-input")).toBeDisabled(); // typing is blocked while editing
  await studio.preciseEdit({ background: "#16a34a" });
  await expect.poll(() => studio.styleOf(SIGN_IN, "background-color")).toBe("rgb(22, 163, 74)");

  await page.keyboard.press("Control+z");
  await expect.poll(() => studio.styleOf(SIGN_IN, "background-color")).not.toBe("rgb(22, 163, 74)");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect.poll(() => studio.styleOf(SIGN_IN, "background-color")).toBe("rgb(22, 163, 74)");

  // A gradient takes at most 4 colour stops.
  await studio.panel.getByLabel("Background gradient").check();
  const addStop = studio.panel.getByRole("button", { name: "Add a colour stop" });
  for (let i = 0; i < 2; i++) await addStop.click();
  await expect(studio.panel.getByLabel(/^Colour of stop/)).toHaveCount(4);
  await expect(addStop).toBeDisabled();
  await expect(studio.panel.getByTestId("gradient-limit")).toHaveText(
    "A background gradient can have at most 4 colour stops.",
  );
  await studio.panel.getByLabel("Background gradient").uncheck();

  // AI Modify the label: the colour edit is saved first (v2), the answer is v3.
  await studio.aiModify('Change the label to "Start training"');
  await studio.waitForVersion(3);
  const button = { role: "button" as const, name: /^Start training$/ };
  await expect.poll(() => studio.styleOf(button, "background-color")).toBe("rgb(22, 163, 74)");
  await expect(studio.frame.getByRole("button", { name: /^Sign in$/ })).toHaveCount(0);

  // Still editing, the same element selected in the new version: one more precise change, then
  // Save writes v4.
  await expect(studio.panel).toContainText("Start training");
  await studio.preciseEdit({ fontSize: "18" });
  // Switching versions with unsaved edits asks first (spec §4); keep them.
  await page.getByTestId("version-picker").selectOption({ label: "v1" });
  const unsaved = page.getByTestId("unsaved-changes-dialog");
  await expect(unsaved.getByRole("heading", { name: "Save your edits?" })).toBeVisible();
  await expect(unsaved).toContainText("your changes will be lost");
  await unsaved.getByRole("button", { name: "Keep editing" }).click();
  await expect(unsaved).toHaveCount(0);
  await expect(page.getByTestId("version-picker")).toHaveValue("latest");
  await studio.save();
  await studio.waitForVersion(4);
  await expect.poll(() => studio.styleOf(button, "font-size")).toBe("18px");

  // Share: the QR dialog and its link.
  const { dialog, url } = await studio.openShare();
  expect(url).toMatch(/\/shared\//);
  await expect(dialog.getByText("Version 4")).toBeVisible();

  // A visitor without a session opens it.
  const visitor = await browser.newContext({ locale: "en-US" });
  const guest = await visitor.newPage();
  await guest.goto(url);
  await expect(guest.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(guest.getByTestId("background-decoration")).toHaveCount(0);
  const shared = guest.frameLocator('[data-testid="shared-frame"]');
  await expect(shared.getByRole("button", { name: /^Start training$/ })).toBeVisible({ timeout: 20_000 });
  await expect(guest.getByTestId("shared-frame")).toHaveAttribute(
    "sandbox",
    "allow-scripts allow-forms allow-popups allow-modals",
  );
  await expect(guest.getByTestId("shared-loading")).toHaveCount(0);

  // Back in the QR dialog: copy the link, then revoke it; the visitor's link is gone.
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await dialog.getByRole("button", { name: "Revoke link" }).click();
  await dialog.getByRole("button", { name: "Revoke link" }).click();
  await expect(dialog.getByRole("status")).toContainText("revoked");
  await guest.reload();
  await expect(guest.getByRole("heading", { name: "Shared content missing or expired" })).toBeVisible();
  await expect(guest.getByRole("button", { name: "Retry" })).toBeVisible();
  await visitor.close();
  await page.keyboard.press("Escape");

  // Export to a design tool: the task notice, then the SVG download.
  const svgDownload = page.waitForEvent("download");
  await studio.exportMenu("export-design");
  await expect(
    page.getByText("Export task has been submitted, estimated to complete in 1-2 minutes"),
  ).toBeVisible();
  expect((await svgDownload).suggestedFilename()).toMatch(/\.svg$/);

  // Copy to design tool: the same SVG on the clipboard.
  await studio.exportMenu("export-copy-design");
  await expect(page.getByText("Successfully copied to design tool!")).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("<svg");

  // Get code: HTML.
  const htmlDownload = page.waitForEvent("download");
  await studio.exportMenu("export-html");
  expect((await htmlDownload).suggestedFilename()).toMatch(/\.html$/);

  // Save as image: rendered inside the sandboxed page, handed out as a PNG.
  const pngDownload = page.waitForEvent("download");
  await studio.exportMenu("export-image");
  const png = await pngDownload;
  expect(png.suggestedFilename()).toMatch(/-v4\.png$/);
  const bytes = await (await import("node:fs/promises")).readFile((await png.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");

  // View source: the saved page, read-only.
  await page.getByTestId("view-source").click();
  const source = page.getByTestId("source-dialog");
  await expect(source.getByTestId("source-code")).toContainText("<!DOCTYPE html>");
  await expect(source.getByTestId("source-code")).toContainText("compiled Tailwind CSS");
  await expect(source.getByRole("textbox", { name: "Page source (read-only)" })).toHaveAttribute(
    "aria-readonly",
    "true",
  );
});

test("a page's script cannot reach the app: no cookies, storage, parent or credentialed API calls", async ({
  page,
}) => {
  await signIn(page, "studio.isolation@example.com", "Isolation Tester");
  await page.evaluate(() => localStorage.setItem("vs.prototype-tour.v1", "1"));
  const studio = new PrototypeStudio(page);
  await studio.generate("A settings page for a note-taking app");
  await studio.waitForVersion(1);

  // The owner saves a page whose script probes its surroundings.
  const chatId = page.url().split("/").pop()!;
  const versions = await (await page.request.get(`/api/chats/${chatId}/prototype-versions`)).json();
  const probe = `<!DOCTYPE html><html><head><title>Probe</title></head><body><h1>Probe</h1><pre id="out">pending</pre><script>
const r = {};
try { r.cookie = document.cookie === "" ? "empty" : "read"; } catch (e) { r.cookie = "blocked"; }
try { localStorage.setItem("x", "1"); r.storage = "read"; } catch (e) { r.storage = "blocked"; }
try { r.parent = parent.document.title ? "read" : "empty"; } catch (e) { r.parent = "blocked"; }
fetch("/api/chats", { credentials: "include" }).then((res) => res.text().then(() => { r.fetch = "answered " + res.status; }), () => { r.fetch = "failed"; })
  .finally(() => { document.getElementById("out").textContent = JSON.stringify(r); });
</script></body></html>`;
  const saved = await page.request.post("/api/chats/prototype-html-code", {
    data: { chat_id: chatId, version_id: versions.data[0].id, html_code: probe },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await studio.openViewer();
  await expect(studio.frame.locator("#out")).not.toHaveText("pending", { timeout: 30_000 });
  const result = JSON.parse((await studio.frame.locator("#out").textContent())!);
  expect(result).toEqual({ cookie: "blocked", storage: "blocked", parent: "blocked", fetch: "failed" });
});

test("Use this template starts a prototype chat from it through sign-in; the first-run tour", async ({
  page,
}) => {
  // A visitor on the template preview: sign-in comes back with the template, which becomes v1.
  await page.goto("/template-preview?slug=saas-analytics-dashboard");
  await page.getByRole("link", { name: "Use this template" }).click();
  await completeIssuerSignIn(page, "studio.template@example.com", "Template Tester");
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const studio = new PrototypeStudio(page);
  await expect(studio.viewer).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("version-picker")).toContainText("v1", { timeout: 30_000 });
  await expect(studio.frame.getByText("Good morning, Maya")).toBeVisible({ timeout: 20_000 });

  // The tour, once: the edit panel, then the smart-editing chat input.
  const tour = page.getByTestId("viewer-tour");
  await expect(tour.getByRole("heading", { name: "Edit any element" })).toBeVisible({ timeout: 20_000 });
  await tour.getByRole("button", { name: "Next" }).click();
  await expect(tour.getByRole("heading", { name: "Smart-editing chat input" })).toBeVisible();
  await tour.getByRole("button", { name: "Next" }).click();
  await tour.getByRole("button", { name: "Got it" }).click();
  await expect(tour).toHaveCount(0);
  await page.reload();
  await studio.openViewer();
  await expect(studio.frame.getByText("Good morning, Maya")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("viewer-tour")).toHaveCount(0);
});

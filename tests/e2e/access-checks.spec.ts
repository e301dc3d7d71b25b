/**
 * What a keyboard, screen-reader or phone user meets on screens a second trial found wanting:
 * - axe (serious, critical) on the mode menu with a hint highlighted (en, zh) and on a lite
 *   app's Code tab (contrast of the secondary text on slate-100);
 * - on a phone in Chinese, a PRD being written can be scrolled from the keyboard (its scroll area
 *   takes focus while it holds no editor: axe scrollable-region-focusable);
 * - on a phone, the report's contents rows, its citations and the clarifying-questions box are
 *   44 px targets (a citation's box is measured by where a tap lands, the text keeps its place);
 * - the flowchart source: Esc then Tab reaches a control, never <body>; Ctrl+/ opens the help.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { agenticKind } from "@/lib/contracts/kinds";
import prdZh from "../../lib/contracts/kinds/prd/messages/zh.json";
import { focused, seriousViolations } from "./helpers/a11y";
import { signIn } from "./helpers/sign-in";
import { pacedURL } from "./helpers/servers";
import { openWorkspace, test as workerTest } from "./helpers/worker-user";
import { DocumentsPage } from "./pages/documents-page";
import { ResearchPage } from "./pages/research-page";

test.describe.configure({ timeout: 240_000 });

const AXE_SOURCE = readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8");

/**
 * Whether a tap lands on `target` anywhere in the `size` px square around its centre (its four
 * corners, a pixel inside): what a finger's target is, whatever box the text itself has.
 */
async function tappableSquare(target: Locator, size: number): Promise<boolean> {
  return target.evaluate((el, size) => {
    const r = el.getBoundingClientRect();
    const x = r.x + r.width / 2;
    const y = r.y + r.height / 2;
    const d = size / 2 - 1;
    return [-1, 1].every((sx) =>
      [-1, 1].every((sy) => {
        const at = document.elementFromPoint(x + sx * d, y + sy * d);
        return at !== null && (at === el || el.contains(at));
      }),
    );
  }, size);
}

for (const [locale, lang] of [
  ["en-US", "en"],
  ["zh-CN", "zh"],
] as const) {
  workerTest(
    `the mode menu's hints pass axe with an option highlighted (${lang})`,
    async ({ browser, workerUser }) => {
      const context = await browser.newContext({
        locale,
        viewport: { width: 1440, height: 900 },
        storageState: workerUser.storageState,
      });
      const page = await context.newPage();
      await openWorkspace(page);
      await page.getByTestId("mode-picker").click();
      const option = page.getByTestId("mode-option-prd");
      await expect(option).toBeVisible();
      // Highlighted (the pointer over it or the keyboard on it): its hint is on slate-100.
      await option.hover();
      await expect(option).toHaveAttribute("data-highlighted", "");
      expect(await seriousViolations(page), "axe with the mode menu open").toEqual([]);
      await context.close();
    },
  );
}

workerTest("a lite app's Code tab passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const ws = new DocumentsPage(page);
  await openWorkspace(page);
  await ws.chooseMode(agenticKind.mode);
  await ws.send("A todo list app");
  const viewer = page.getByTestId("agentic-viewer");
  await expect(viewer).toHaveAttribute("data-status", "complete", { timeout: 120_000 });
  await page.getByTestId("lite-app-tab-code").click();
  await expect(page.getByTestId("lite-app-source")).toBeVisible();
  expect(await seriousViolations(page), "axe on the Code tab").toEqual([]);
});

test("on a phone in Chinese, a PRD being written can be scrolled from the keyboard", async ({ browser }) => {
  const context = await browser.newContext({
    // Checks the PRD while it is written: the paced server (helpers/servers.ts).
    baseURL: pacedURL(),
    locale: "zh-CN",
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  // axe is in every page before the PRD starts: injecting it per check takes longer than the
  // offline model takes to finish writing, and the check must run while the text is streaming.
  await context.addInitScript({ content: AXE_SOURCE });
  const page = await context.newPage();
  const docs = new DocumentsPage(page);
  await signIn(page, "access.prd.zh.e2e@example.com", "Pei Access");
  await docs.chooseMode("prd");
  await docs.send("白领午餐外卖点餐小程序，支持拼单和预约送达");
  const scroll = page.getByTestId("prd-scroll");
  // While it is written, once the text overflows the phone's screen (it scrolls): its scroll area
  // takes the keyboard. One read of the live state, so no step races the end of the writing.
  const whileWriting = () =>
    page.evaluate(async () => {
      const area = document.querySelector<HTMLElement>('[data-testid="prd-scroll"]');
      if (!area || !area.querySelector('[data-testid="prd-live"]')) return "not writing";
      if (area.scrollHeight <= area.clientHeight) return "not scrolling yet";
      const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
      const { violations } = await axe.run(area, { runOnly: ["scrollable-region-focusable"] });
      return JSON.stringify({
        tabindex: area.getAttribute("tabindex"),
        role: area.getAttribute("role"),
        name: area.getAttribute("aria-label"),
        violations: violations.map((v) => v.id),
      });
    });
  const expected = JSON.stringify({
    tabindex: "0",
    role: "region",
    name: prdZh.prdEditor.documentLabel,
    violations: [],
  });
  let seen = "";
  await expect
    .poll(async () => (seen = await whileWriting()), { timeout: 60_000, intervals: [50] })
    .not.toMatch(/^not scrolling yet$|^not writing$/);
  expect(seen, "the PRD's scroll area while it is written").toBe(expected);
  await expect(scroll).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("prd-writing-zh-390.png") });
  await context.close();
});

test.describe("the report view on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "en-US" });

  test("contents rows, citations and the clarifying-questions box are 44 px targets", async ({ page }) => {
    const research = new ResearchPage(page);
    await signIn(page, "access.report.e2e@example.com", "Rae Access");
    await research.addKnowledge("Ski notes", "Ski resort visits in the Alps fell 4% in the 2023 season.");
    await research.chooseMode("research");
    const clarify = page.getByTestId("research-clarify-toggle");
    const box = (await clarify.boundingBox())!;
    expect(
      box.height,
      "the clarifying-questions label (its tap target) is 44 px tall",
    ).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await research.send("Research ski resort visits in the Alps");
    await research.waitForReport(180_000);
    await research.waitForVersionCount(1);
    await expect(page.getByTestId("research-toc")).toBeVisible();
    const contents = page.getByTestId("research-toc").getByRole("link");
    expect(await contents.count()).toBeGreaterThan(2);
    for (const link of await contents.all())
      expect((await link.boundingBox())!.height, (await link.textContent()) ?? "").toBeGreaterThanOrEqual(44);
    const citation = page.getByTestId("citation").first();
    await citation.scrollIntoViewIfNeeded();
    expect(await tappableSquare(citation, 44), "a tap anywhere in 44 × 44 px lands on the citation").toBe(
      true,
    );
    await page.screenshot({ path: test.info().outputPath("report-390.png") });
  });
});

async function leaveSourceWithKeys(page: Page) {
  const docs = new DocumentsPage(page);
  await docs.mermaidSource().click();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  return focused(page);
}

test("the flowchart source: Esc then Tab reaches a control; Ctrl+/ opens the help", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const docs = new DocumentsPage(page);
  await signIn(page, "access.chart.e2e@example.com", "Kit Access");
  await docs.chooseMode("mermaid");
  await docs.send("Flowchart of a library book loan");
  await docs.waitForFlowchart();
  await page.getByTestId("toggle-source").click();
  const after = await leaveSourceWithKeys(page);
  expect(after).not.toBe("body");
  expect(after).not.toContain("Chart source");
  // Shift+Tab after Esc goes back the other way (the chart's controls).
  await docs.mermaidSource().click();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Shift+Tab");
  expect(await focused(page)).not.toBe("body");
  // Without Esc, Tab indents (the source keeps the cursor).
  await docs.mermaidSource().click();
  await page.keyboard.press("Tab");
  expect(await focused(page)).toContain("Chart source");
  // The workspace's help key works from inside the editor, and closing it returns there.
  await page.keyboard.press("Control+/");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
  await expect.poll(() => focused(page)).toContain("Chart source");
});

test.describe("the chat drawer on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "en-US" });

  workerTest("a chat's ⋯ button is a 44 px target and a tap opens its menu", async ({ page }) => {
    await openWorkspace(page);
    await page.getByTestId("chat-input").fill("Onboarding checklist");
    await page.getByTestId("chat-input").press("Enter");
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    await page.getByTestId("open-sidebar").tap();
    const drawer = page.getByTestId("sidebar-drawer");
    await expect(drawer).toBeVisible();
    const more = drawer.getByTestId("chat-item-menu").first();
    // Measured once the drawer has settled: read while it still slides in, the box came out
    // 43.99998 px wide (a transform mid-animation), not the button's size.
    await expect
      .poll(async () => {
        const box = await more.boundingBox();
        return box && Math.min(box.width, box.height);
      })
      .toBeGreaterThanOrEqual(44);
    // Its box is 44 px (its rounded corners aside, a tap in it lands on it, not on the chat's link).
    expect(await tappableSquare(more, 36), "a tap near its edges lands on the button").toBe(true);
    await more.tap();
    await expect(page.getByRole("menu")).toBeVisible();
  });
});

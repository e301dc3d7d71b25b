/**
 * Research in Chromium (issue #19, Offline model, no web search): a competitor report from the
 * knowledge base with the progress view (steps, reading n of m, chapter being written) → the
 * report with contents, matrix and citations → edit and save as a new version → versions.
 * Screenshots at 1440 and 390 px.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers/sign-in";
import { ResearchPage } from "./pages/research-page";
import { researchKind } from "@/lib/contracts/kinds";
import { pacedURL } from "./helpers/servers";

// Watches the progress view while the report is written: the paced server (helpers/servers.ts).
test.use({ baseURL: pacedURL() });

const NOTES =
  "Notion offers databases and team collaboration; the personal plan is free and the team plan costs $8 per user per month. Obsidian stores notes locally with plugins, is free for personal use and suits privacy-minded writers. Logseq is an open-source outliner, completely free, aimed at students and researchers. Obsidian lacks real-time collaboration.";

test("a competitor report: progress, report with citations, edit and save, versions", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const research = new ResearchPage(page);
  await signIn(page, "research.e2e@example.com", "Rita Research");
  await research.addKnowledge("Note apps survey", NOTES);

  await research.chooseMode(researchKind.mode);
  // The progress view changes quickly with the Offline model: record what it showed as it changed.
  await page.evaluate(() => {
    const seen = ((window as unknown as { researchSeen: Set<string> }).researchSeen = new Set<string>());
    new MutationObserver(() => {
      for (const id of ["research-progress", "research-reading", "research-writing"])
        if (document.querySelector(`[data-testid="${id}"]`)) seen.add(id);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await research.send(
    "Write a competitor report comparing Notion, Obsidian and Logseq on features, pricing and audience",
  );

  await research.waitForReport();
  // The progress view was shown: the plan's steps, reading n of m, the chapter being written.
  const seen = await page.evaluate(() =>
    [...(window as unknown as { researchSeen: Set<string> }).researchSeen].sort(),
  );
  expect(seen).toEqual(["research-progress", "research-reading", "research-writing"]);
  const report = research.report;
  await expect(report.getByRole("heading", { level: 1 })).toContainText(
    "Competitor report: Notion, Obsidian and Logseq",
  );
  const rows = report.locator("table tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).locator("td").first()).toHaveText("Notion");
  await expect(rows.nth(2).locator("td").first()).toHaveText("Logseq");
  await expect(page.getByTestId("research-toc")).toContainText("Strengths and weaknesses");
  // A citation shows its source on focus.
  const citation = report.getByTestId("citation").first();
  await citation.focus();
  await expect(page.getByRole("tooltip").first()).toBeVisible();
  await expect(page.getByRole("tooltip").first()).toContainText("Note apps survey");
  await research.waitForVersionCount(1);
  await page.screenshot({ path: "test-results/research-1440.png", fullPage: false });

  // Edit the Markdown and save: a new version.
  await research.editAndSave((md) => md.replace(/^# .*$/m, "# Note apps compared (edited)"));
  await research.waitForVersionCount(2);
  await expect(report.getByRole("heading", { level: 1 })).toHaveText("Note apps compared (edited)");

  // The first version is still there.
  await research.versionPicker.selectOption({ index: 2 }); // latest, v2, v1
  await expect(report.getByRole("heading", { level: 1 })).toContainText("Competitor report");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/research-390.png", fullPage: false });
});

test("clarification: the questions come first, and the answer continues the same research", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const research = new ResearchPage(page);
  await signIn(page, "research.clarify.e2e@example.com", "Cleo Clarify");
  await research.addKnowledge(
    "Matcha notes",
    "Matcha sales in Japan rose 9% in 2024. Ceremonial grade matcha costs more than culinary grade.",
  );
  await research.chooseMode(researchKind.mode);
  await page.getByTestId("research-clarify-toggle").locator("input").check();
  await research.send("Research the matcha market");
  await expect(page.getByText("Which market, region or period should the research cover?")).toBeVisible({
    timeout: 60_000,
  });
  await research.send("Japan, 2024, for a tea shop owner");
  await research.waitForReport();
  await expect(research.report).toContainText("Matcha sales in Japan rose 9% in 2024");
});

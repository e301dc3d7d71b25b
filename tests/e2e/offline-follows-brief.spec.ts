/**
 * The Offline model follows the brief, in Chromium (issue 16's checks): a follow-up in a chat
 * that has a prototype edits that prototype in place — same title, a new version, the old
 * version unchanged — and the composer's template pick shapes the page it writes.
 */
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers/sign-in";
import { PrototypeStudio } from "./pages/prototype-studio";
import { skipPrototypeTour } from "./helpers/skip-tours";

test.use({ locale: "en-US", viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context }) => {
  // The first-run tour would sit over the controls.
  await skipPrototypeTour(context);
});

/**
 * The page's title and main heading, and its buttons in order: text, background, whether it is a
 * primary (`bg-primary`) one and whether it sits in <main>. "The primary button" is the first
 * primary one in <main>, else on the page (an app screen keeps it in its header); a follow-up that
 * recolours it alone gives it a colour of its own, so after that it is found by its text.
 */
async function pageFacts(studio: PrototypeStudio) {
  return studio.evaluateInPage(() => {
    return {
      title: document.title,
      h1: document.querySelector("h1")?.textContent?.trim() ?? "",
      buttons: [...document.body.querySelectorAll<HTMLElement>("button, a")].map((el) => ({
        text: el.textContent?.trim() ?? "",
        background: getComputedStyle(el).backgroundColor,
        primary: el.classList.contains("bg-primary"),
        inMain: Boolean(el.closest("main")),
      })),
    };
  });
}

type Facts = Awaited<ReturnType<typeof pageFacts>>;
const mainButton = (facts: Facts) =>
  facts.buttons.find((b) => b.primary && b.inMain) ?? facts.buttons.find((b) => b.primary);
const buttonNamed = (facts: Facts, text: string) => facts.buttons.find((b) => b.text === text);

/** Green when the green channel leads clearly ("rgb(19, 118, 56)"). */
function isGreen(rgb: string): boolean {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  return g > r + 30 && g > b + 20;
}

test("a follow-up edits the prototype in place: same title, a new version, the old version unchanged", async ({
  page,
}) => {
  await signIn(page, "brief.followup@example.com", "Brief Tester");
  const studio = new PrototypeStudio(page);
  await studio.generate("Landing page for Orbit Analytics, a product analytics tool for startups");
  await studio.waitForVersion(1);
  const v1 = await pageFacts(studio);
  expect(v1.title).toContain("Orbit Analytics");
  const main = mainButton(v1);
  expect(main).toBeDefined();
  expect(isGreen(main!.background)).toBe(false);

  const input = page.getByTestId("chat-input");
  await input.fill("make the primary button green");
  await input.press("Enter");
  await studio.waitForVersion(2);
  await expect
    .poll(async () => isGreen(buttonNamed(await pageFacts(studio), main!.text)?.background ?? ""), {
      timeout: 15_000,
    })
    .toBe(true);
  const v2 = await pageFacts(studio);
  expect(v2.title).toBe(v1.title);
  expect(v2.h1).toBe(v1.h1);
  // That button only: the page's other primary buttons keep the brand colour.
  for (const other of v2.buttons.filter((b) => b.primary && b.text !== main!.text))
    expect(isGreen(other.background)).toBe(false);

  // The first version is still what it was.
  await page.getByTestId("version-picker").selectOption({ label: "v1" });
  await expect
    .poll(async () => buttonNamed(await pageFacts(studio), main!.text)?.background, { timeout: 15_000 })
    .toBe(main!.background);
  expect(await pageFacts(studio)).toEqual(v1);
});

test("the template picked in the composer shapes the page: its app frame, the request's subject", async ({
  page,
}) => {
  await signIn(page, "brief.template@example.com", "Brief Tester");
  const studio = new PrototypeStudio(page);
  await page.getByTestId("feature-card-prototype").click();
  await page.getByTestId("template-picker").click();
  const dialog = page.getByTestId("template-dialog");
  await dialog.getByRole("button", { name: /SaaS revenue dashboard/ }).click();
  await expect(page.getByTestId("template-chip")).toContainText("SaaS revenue dashboard");
  const input = page.getByTestId("chat-input");
  await input.fill("Make it for a warehouse returns team tracking return reasons and refund times");
  await input.press("Enter");
  await expect(studio.viewer).toBeVisible({ timeout: 30_000 });
  await studio.waitForVersion(1);

  // The template's frame: an app sidebar for navigation and a table of records, as the dashboard
  // has (the same request without a template is a page with neither).
  const shape = await studio.evaluateInPage(() => ({
    sidebarNav: Boolean(document.querySelector("aside nav, nav aside, aside[aria-label]")),
    table: Boolean(document.querySelector("table")),
    text: document.body.innerText.toLowerCase(),
  }));
  expect(shape.sidebarNav).toBe(true);
  expect(shape.table).toBe(true);
  expect(shape.text).toContain("return reasons");
  expect(shape.text).toContain("refund");
});

/** The landing gallery (spec §1): web/mobile filter, categories, "view more", live template preview. */
import { expect, test } from "@playwright/test";
import en from "../../messages/en.json";

test.use({ locale: "en-US" });

test("filter, categories and view more work; a card opens a sandboxed live preview", async ({ page }) => {
  await page.goto("/");
  const gallery = page.getByRole("region", { name: en.landing.gallerySection.title }).getByRole("list");
  const cards = gallery.getByRole("listitem");
  await expect(page.getByText("Showing 6 of 12 templates")).toBeVisible();
  await expect(cards).toHaveCount(6);

  await page.getByRole("button", { name: "View more" }).click();
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole("button", { name: "View more" })).toHaveCount(0);

  const devices = page.getByRole("group", { name: "Device type" });
  await devices.getByRole("button", { name: "Mobile" }).click();
  await expect(devices.getByRole("button", { name: "Mobile" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Showing 6 of 6 templates")).toBeVisible();
  for (const label of await cards.allInnerTexts()) expect(label).toContain("Mobile");

  await page.getByRole("group", { name: "Category" }).getByRole("button", { name: "Finance" }).click();
  await expect(cards).toHaveCount(1);
  await devices.getByRole("button", { name: "All" }).click();
  await expect(cards).toHaveCount(2);

  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/template-preview\?slug=/);
  const frame = page.getByTitle(/^Live preview of the /);
  await expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-forms allow-popups allow-modals");
  await expect(frame.contentFrame().locator("body")).not.toBeEmpty();
  await expect(page.getByTestId("background-decoration")).toHaveCount(0);
});

test("generated HTML is served with an opaque origin", async ({ request }) => {
  const res = await request.get("/prototype-html/templates/fitness-tracker");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-security-policy"]).toMatch(
    /^sandbox allow-scripts allow-forms allow-popups allow-modals; default-src 'none'/,
  );
  expect((await request.get("/prototype-html/templates/nope")).status()).toBe(404);
});

test("the landing page works at 390 px in Chinese", async ({ browser }) => {
  const context = await browser.newContext({ locale: "zh-CN", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u4e00-\u9fff]/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test("the navigation stays at the top while the page scrolls", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Browse templates" }).click();
  await expect(page).toHaveURL(/#gallery$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(900);
  await expect.poll(async () => (await page.getByRole("banner").boundingBox())?.y).toBe(0);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "User manual" }),
  ).toBeInViewport();
});

/**
 * The running lite app in the viewer's preview frame, as a user works it.
 *
 * The preview is a sandboxed document with an opaque origin, which Chromium runs in a process of
 * its own; the page draws it once that process has painted. A click sent in the first moments
 * after the app appeared can reach the page's <iframe> element instead of the app (the page's
 * hit testing does not know the app's layer yet) and is lost, while typing, which goes to the
 * focused field, is not: CI saw the task typed and Add clicked with no request sent. A user
 * moves the pointer onto a button and sees it respond before clicking: so does `click` here.
 */
import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";

export class LiteAppFrame {
  readonly app: FrameLocator;

  constructor(readonly page: Page) {
    this.app = page.frameLocator('[data-testid="lite-app-frame"]');
  }

  /** Clicks `target` in the app once the pointer over it reaches the app (it is :hover there). */
  async click(target: Locator) {
    await expect(async () => {
      await target.hover();
      expect(await target.evaluate((el) => el.matches(":hover"))).toBe(true);
    }).toPass({ timeout: 15_000 });
    await target.click();
  }
}

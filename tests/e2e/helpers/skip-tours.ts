/** First-run tours would sit over the controls a test uses: mark the prototype tour as seen. */
import type { BrowserContext } from "@playwright/test";

export async function skipPrototypeTour(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      localStorage.setItem("vs.prototype-tour.v1", "1");
    } catch {
      // sandboxed frames have no storage
    }
  });
}

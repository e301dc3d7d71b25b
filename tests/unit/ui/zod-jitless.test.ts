/**
 * The workspace sets zod jitless through zod core's config (so the frame need not load zod's
 * schema builders): the setting must reach the zod that the pages parse with, whichever loads first.
 */
import { z } from "zod";

test("loading zod-jitless makes the zod the pages use jitless", async () => {
  expect(z.config().jitless).not.toBe(true);
  await import("@/components/ui/zod-jitless");
  expect(z.config().jitless).toBe(true);
});

/**
 * docs/spec-deviations.md lists where the build departs from the spec on purpose; this holds
 * its factual claims to the code, so the page cannot drift into describing another product.
 */
import fs from "node:fs";
import path from "node:path";
import { CLEARED_COOKIES, KEPT_COOKIES } from "@/lib/contracts/user";
import { WARNING_ERRNOS } from "@/lib/contracts/errno";
import { DEVICE_NAMES, designTypeOf, sharedDeviceSegment } from "@/lib/contracts/devices";
import { LOCALE_COOKIE } from "@/lib/contracts/locale";

const root = process.cwd();
const doc = fs.readFileSync(path.join(root, "docs/spec-deviations.md"), "utf8");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

test("every departure names the spec section it departs from", () => {
  const departures = doc.split("## Departures")[1].split("## Additions")[0];
  const entries = departures.split(/\n\n(?=\*\*)/).filter((e) => e.startsWith("**"));
  expect(entries.length).toBeGreaterThanOrEqual(10);
  for (const entry of entries)
    expect({ entry: entry.slice(0, 60), section: /§\d/.test(entry) }).toEqual({
      entry: entry.slice(0, 60),
      section: true,
    });
  expect(departures).toContain("access_token");
  expect(departures).toContain("every 5 seconds");
});

test("no code stores a token under access_token", () => {
  const offenders = ["app", "components", "lib", "server"]
    .flatMap(sourceFiles)
    .filter((file) => fs.readFileSync(path.join(root, file), "utf8").includes("access_token"));
  expect(offenders).toEqual([]);
});

test("the cookies a 401 clears and keeps are the ones the page names", () => {
  expect(CLEARED_COOKIES).toContain("authjs.session-token");
  expect(CLEARED_COOKIES).toContain(LOCALE_COOKIE);
  expect([...KEPT_COOKIES].sort()).toEqual(["timezone", "vibe_return_to"]);
});

test("devices and warnings are as the page says", () => {
  expect(DEVICE_NAMES.map((name) => `${name}→${designTypeOf(name)}`)).toEqual([
    "web→web",
    "mobile→mobile",
    "tablet→tablet",
    "desktop→tablet",
  ]);
  expect(sharedDeviceSegment("tablet")).toBe("desktop");
  expect(doc).toContain("`/shared/desktop/…`");
  expect([...WARNING_ERRNOS]).toEqual([4001, 4003, 4004, 4005]);
  expect(doc).toContain("exactly errno 4001, 4003, 4004 and 4005");
});

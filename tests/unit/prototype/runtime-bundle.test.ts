/** The committed preview-frame runtime bundle is built from the current sources. */
import { spawnSync } from "node:child_process";

it("public/prototype-html bundles are up to date", () => {
  const result = spawnSync(process.execPath, ["scripts/build-prototype-runtime.mjs", "--check"], {
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
});

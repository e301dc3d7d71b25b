/**
 * Pages that need only the kinds' names (the workspace, the space, the landing page) must not
 * load zod with them: in the browser every kind's `@/lib/contracts/kinds/<kind>/schemas` is one
 * stand-in (next.config.ts, a single wildcard alias), and nothing else the definitions load may
 * construct a schema.
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const KINDS = path.join(ROOT, "lib/contracts/kinds");
/** The module name the browser's alias matches (next.config.ts). */
const ALIASED = /^@\/lib\/contracts\/kinds\/[^/]+\/schemas$/;

/** Every kind's schemas module, as the definitions import it. */
function schemaModules(): string[] {
  return fs
    .readdirSync(KINDS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(KINDS, entry.name, "schemas.ts")))
    .map((entry) => `@/lib/contracts/kinds/${entry.name}/schemas`);
}

test("the kinds' definitions load without zod when the browser's stand-in replaces their schemas", () => {
  const modules = schemaModules();
  // The defaults and at least the kinds with structured content.
  expect(modules.length).toBeGreaterThan(4);
  jest.isolateModules(() => {
    jest.doMock("zod", () => {
      throw new Error("zod was loaded");
    });
    for (const name of modules) {
      jest.doMock(name, () => jest.requireActual("@/lib/contracts/kinds/schemas-browser"));
    }
    expect(() => jest.requireActual("@/lib/contracts/kinds")).not.toThrow();
    const { BUILT_IN_KINDS } = jest.requireActual("@/lib/contracts/kinds");
    expect(BUILT_IN_KINDS.length).toBeGreaterThan(4);
    // What the browser's definitions carry: options with no fields, schemas that refuse to parse.
    const prd = BUILT_IN_KINDS.find((kind: { id: string }) => kind.id === "prd");
    expect(Object.keys(prd.requestOptions.shape)).toEqual([]);
    expect(() => prd.content.schema.parse("# PRD")).toThrow(/checked on the server/);
  });
});

test("every import of a kind's schemas names the module the browser's alias matches", () => {
  // A relative import ("./prd/schemas") would reach the same file in Jest but escape the alias in
  // the browser's bundle, loading zod there.
  const sources = fs
    .readdirSync(path.join(ROOT, "lib"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(ROOT, "lib", file));
  const wrong = sources.flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(/^import (?!type\b)[^;]*? from "([^"]*\/schemas)";/gms)]
      .map((match) => match[1])
      .filter((name) => /kinds\/[^/]+\/schemas$|^\.\.?\/[^/]+\/schemas$/.test(name) && !ALIASED.test(name))
      .map((name) => `${path.relative(ROOT, file)}: ${name}`),
  );
  expect(wrong).toEqual([]);
});

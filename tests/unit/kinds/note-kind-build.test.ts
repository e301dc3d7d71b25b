/**
 * Adding a kind touches its own files and one registry line per side, nothing else, and needs no
 * cast: the app is copied into a temporary folder, the `note` kind's files are added at their places
 * (tests/fixtures/note-kind/: its definition, its schemas — structured content and a request
 * option of its own — and its messages, its server folder, its client folder), one line joins it
 * to `BUILT_IN_KINDS` and one registers it on each side — and the whole program type-checks, the
 * app's messages (messages/index.ts) hold the note's own namespace in both languages, the
 * stream request's schema reads the note's option, and the route of kinds' own pages finds the
 * note's page behind sign-in. A generic file that lists every kind by name (a `Record<ChatMode, …>`, a switch
 * over kinds, a list of the kinds' message files) fails here.
 *
 * Slow (a full `tsc` of the app, about a minute, several on a busy machine): it is the proof of
 * the seam, not a unit test of it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/note-kind");
/** What the type check reads (tsconfig includes every .ts file under the root). */
const COPIED = [
  "app",
  "components",
  "lib",
  "server",
  "messages",
  "types",
  "proxy.ts",
  "package.json",
  "tsconfig.json",
];

/** The registry lines that add the kind: one import and one entry per file. */
const REGISTRY_LINES = [
  {
    file: "lib/contracts/kinds/index.ts",
    import: 'import { noteKind } from "./note";',
    anchor: /^export const BUILT_IN_KINDS = \[\n(?:.*\n)*?(?=\] as const;)/m,
    line: "  noteKind,",
  },
  {
    file: "server/artifacts/registry.ts",
    import: 'import { noteArtifact } from "./note";',
    anchor: /^(?:registerServerArtifact\(\w+\);\n)+/m,
    line: "registerServerArtifact(noteArtifact);",
  },
  {
    file: "components/artifacts/registry.ts",
    import: 'import { noteClientArtifact } from "./note";',
    anchor: /^(?:registerClientArtifact\(\w+\);\n)+/m,
    line: "registerClientArtifact(noteClientArtifact);",
  },
];

/** The kind's source and message files (not the fixture's README). */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|json)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The file with the import after its last import and the line at the end of the anchored block. */
function withKind(source: string, entry: (typeof REGISTRY_LINES)[number]): string {
  const lastImport = [...source.matchAll(/^import .*?;\n/gms)].at(-1);
  if (!lastImport?.index) throw new Error(`${entry.file}: no import`);
  const at = lastImport.index + lastImport[0].length;
  const imported = `${source.slice(0, at)}${entry.import}\n${source.slice(at)}`;
  const block = entry.anchor.exec(imported);
  if (!block) throw new Error(`${entry.file}: no registry block`);
  const end = block.index + block[0].length;
  return `${imported.slice(0, end)}${entry.line}\n${imported.slice(end)}`;
}

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "note-kind-"));
  for (const name of COPIED) fs.cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test("the note kind's files add no cast and exist nowhere yet", () => {
  const files = filesUnder(FIXTURE);
  expect(files.sort()).toEqual([
    "components/artifacts/note/index.tsx",
    "components/artifacts/note/note-print-page.tsx",
    "components/artifacts/note/note-viewer.tsx",
    "lib/contracts/kinds/note.ts",
    "lib/contracts/kinds/note/messages/en.json",
    "lib/contracts/kinds/note/messages/zh.json",
    "lib/contracts/kinds/note/schemas.ts",
    "server/artifacts/note/index.ts",
    "server/artifacts/note/offline/note-writer.ts",
  ]);
  for (const file of files) {
    expect(fs.existsSync(path.join(ROOT, file))).toBe(false);
    const source = fs.readFileSync(path.join(FIXTURE, file), "utf8");
    // `as const` is a literal type, not a cast.
    expect({ file, casts: source.match(/\bas (?!const\b)\w+/g) ?? [] }).toEqual({ file, casts: [] });
  }
});

test("registering note in BUILT_IN_KINDS and on both sides type-checks with no other file changed", () => {
  for (const file of filesUnder(FIXTURE)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(FIXTURE, file), path.join(dir, file));
  }
  for (const entry of REGISTRY_LINES) {
    const before = fs.readFileSync(path.join(ROOT, entry.file), "utf8");
    const after = withKind(before, entry);
    // One import and one registration: nothing else in the file moves.
    expect(after.split("\n").length - before.split("\n").length).toBe(2);
    fs.writeFileSync(path.join(dir, entry.file), after);
  }
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules/typescript/bin/tsc"), "--noEmit", "--incremental", "false", "-p", dir],
    { cwd: dir, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
  );
  expect(`${run.stdout}${run.stderr}`.trim()).toBe("");
  expect(run.status).toBe(0);
}, 900_000);

/**
 * The scripts run in the copy after the type check, with the note in place; each test reads what
 * its own printed. All three run in one process (each imported in turn by a runner), started by the
 * first test that asks: one tsx start and one load of the modules they share, not three.
 */
const PROBES: Record<string, string[]> = {
  messages: [
    'import { MESSAGES } from "./messages";',
    "const m = MESSAGES as Record<string, any>;",
    "const of = (l: string) => ({",
    "  noteView: m[l].noteView,",
    "  chat: { modes: { note: m[l].chat.modes.note } },",
    "  composer: { placeholders: { note: m[l].composer.placeholders.note }, modeHints: { note: m[l].composer.modeHints.note } },",
    "  viewer: { names: { note: m[l].viewer.names.note } },",
    "});",
    "console.log(JSON.stringify({ en: of('en'), zh: of('zh'), prd: m.en.chat.modes.prd, productName: m.en.common.productName }));",
  ],
  request: [
    'import { streamRequestSchema } from "./lib/contracts/chat";',
    'import { noteKind } from "./lib/contracts/kinds/note";',
    'import { contentProblems } from "./lib/contracts/kinds/definition";',
    'const request = streamRequestSchema.parse({ mode: "note", content: "milk", note_tone: "bullets" });',
    "console.log(JSON.stringify({",
    '  field: "note_tone" in streamRequestSchema.shape,',
    "  tone: request.note_tone,",
    "  cost: noteKind.cost(request),",
    '  refused: streamRequestSchema.safeParse({ mode: "note", note_tone: "loud" }).success,',
    '  good: contentProblems(noteKind, JSON.stringify({ title: "Milk", body: "Buy milk" })),',
    '  bad: contentProblems(noteKind, JSON.stringify({ body: "Buy milk" })).map((p) => p.path),',
    "}));",
  ],
  page: [
    'import { kindPageOf } from "./lib/contracts/artifacts";',
    'import { kindPagePath } from "./lib/contracts/kind-pages";',
    'import { noteKind } from "./lib/contracts/kinds/note";',
    'import { decide } from "./lib/auth/route-access";',
    'const address = kindPagePath(noteKind, "print", "c1");',
    "console.log(JSON.stringify({",
    "  address,",
    '  page: kindPageOf("note", "print"),',
    '  other: kindPageOf("note", "admin"),',
    '  visitor: decide(address, "", false),',
    "}));",
  ],
};

let probed: Record<string, string> | null = null;

/** What the probe `name` printed (the runner prints a marker line before each). */
function probeOutput(name: string): string {
  if (!probed) {
    const names = Object.keys(PROBES);
    for (const probe of names)
      fs.writeFileSync(path.join(dir, `note-${probe}-probe.ts`), PROBES[probe].join("\n"));
    const runner = path.join(dir, "note-probes.ts");
    fs.writeFileSync(
      runner,
      `void (async () => {\n  for (const name of ${JSON.stringify(names)}) {\n    console.log(\`--- \${name}\`);\n    await import(\`./note-\${name}-probe.ts\`);\n  }\n})();\n`,
    );
    const run = spawnSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), runner], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    probed = Object.fromEntries(
      run.stdout
        .split(/^--- /m)
        .filter(Boolean)
        .map((part) => [part.slice(0, part.indexOf("\n")), part.slice(part.indexOf("\n") + 1)]),
    );
  }
  return probed[name];
}

test("the note's own messages join the app's in both languages, with no other file changed", () => {
  // Runs after the type check above, in the same copy: the note's files and registry lines in place.
  const printed = probeOutput("messages");
  const loaded = JSON.parse(printed);
  const own = (locale: string) =>
    JSON.parse(
      fs.readFileSync(path.join(FIXTURE, `lib/contracts/kinds/note/messages/${locale}.json`), "utf8"),
    );
  // The note's namespace and its entries of the shared menus' tables, as its files hold them.
  expect(loaded.en).toEqual(own("en"));
  expect(loaded.zh).toEqual(own("zh"));
  // Beside every other kind's and the shared messages.
  expect(loaded.prd).toBe("PRD");
  expect(loaded.productName).toBe("Vibe Studio");
}, 120_000);

test("the stream request reads the note's own option and the note's content is checked, with no other file changed", () => {
  // Runs after the type check above, in the same copy: lib/contracts/chat.ts composes the request
  // from BUILT_IN_KINDS, so the note's option is a field of it with no edit there.
  const printed = probeOutput("request");
  expect(JSON.parse(printed)).toEqual({
    field: true,
    tone: "bullets",
    cost: 1,
    refused: false,
    good: [],
    bad: ["title"],
  });
}, 120_000);

test("the route of kinds' own pages finds the note's page, behind sign-in, with no other file changed", () => {
  // Runs after the type check above, in the same copy: the route (app/(workspace)/kinds/…) and the
  // request guard read the kinds' definitions and their one prefix, not a list of pages.
  const printed = probeOutput("page");
  expect(JSON.parse(printed)).toEqual({
    address: "/kinds/note/print/c1",
    page: { title: "noteView.printTitle" },
    other: null,
    visitor: { action: "login", target: "/kinds/note/print/c1" },
  });
}, 120_000);

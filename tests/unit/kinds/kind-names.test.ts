/**
 * A kind is spelled in one place: its definition in lib/contracts/kinds/. Every other file reaches
 * its names through the definition (`prdKind.id`, `viewerOf(kind)`, `versionPath(kind, …)`), so
 * renaming or adding a kind never means hunting for strings. This scan fails when a string
 * literal, an object key, a type member or a declared name in the app, the components, lib or the
 * server spells a kind's id, mode, viewer type, event type or route path.
 */
import path from "node:path";
import { artifactKinds } from "@/lib/contracts/artifacts";
import { kindLiteralsIn, sourceFiles } from "../../helpers/kind-literals";

const ROOT = path.resolve(__dirname, "../../..");
const SCANNED = ["app", "components", "lib", "server", "proxy.ts"];
const EXCLUDED = [
  "lib/contracts/kinds", // the definitions themselves
  "server/db/migrations",
];

/** Words that are not kinds but spell like one: each file and word, and why. */
const ALLOWED: { file: string; text: string; why: string }[] = [
  ...[
    "lib/contracts/content/mermaid.ts",
    "server/ai/extract/shapes.ts",
    "server/validate/mermaid.ts",
    "components/chat/markdown/mermaid-block.tsx",
    "components/mermaid/mermaid-runtime.ts",
  ].map((file) => ({
    file,
    text: "mermaid",
    why: "the Mermaid language's and library's name (code fences, the extraction shape, its module)",
  })),
  { file: "lib/contracts/feedback.ts", text: "prototype", why: "a feedback category of spec §3" },
  { file: "lib/contracts/feedback.ts", text: "prd", why: "a feedback category of spec §3" },
  {
    file: "components/manual/manual-sections.ts",
    text: "prd",
    why: "an anchor of the user manual (its URL)",
  },
  {
    file: "components/manual/manual-sections.ts",
    text: "research",
    why: "an anchor of the user manual (its URL)",
  },
  // What an export is named after (lib/contracts/file-names.ts, messages `exportNames.<kind>`):
  // its own vocabulary, whose words for a title spell three keys like kinds.
  ...["prd", "prototype", "picture"].map((text) => ({
    file: "lib/contracts/file-names.ts",
    text,
    why: "an export kind's words (an object keyed by export kind)",
  })),
  ...["lib/auth/auth.ts", "server/auth/api-token.ts", "server/routes/login.ts"].map((file) => ({
    file,
    text: "picture",
    why: "the sign-in provider's profile claim `picture` (OpenID Connect)",
  })),
  // A kind's own folder naming what it holds: a picture, the PRD a set of test cases is written from.
  ...[
    "components/artifacts/picture/picture-viewer.tsx",
    "server/artifacts/picture/make-picture.ts",
    "server/artifacts/picture/routes.ts",
    "components/artifacts/picture/use-picture-actions.ts",
  ].map((file) => ({ file, text: "picture", why: "the picture kind's own folder: one picture" })),
  ...[
    "server/artifacts/test_case/generate.ts",
    "server/artifacts/test_case/offline/test-cases-writer.ts",
    "components/artifacts/test_case/export/test-case-file-name.ts",
  ].map((file) => ({ file, text: "prd", why: "the PRD a set of test cases is written from" })),
];

function kindNames(): Set<string> {
  const names = new Set<string>();
  for (const kind of artifactKinds()) {
    for (const name of [
      kind.id,
      kind.mode,
      kind.viewer,
      kind.event,
      kind.versions.path,
      kind.edits?.path,
      ...Object.values(kind.versions.query ?? {}),
    ])
      if (name) names.add(name);
  }
  // `versions` (the lite app's list path of spec §7) is also an ordinary word of the code.
  names.delete("versions");
  return names;
}

describe("kind names", () => {
  const names = kindNames();
  const found = sourceFiles(ROOT, SCANNED, EXCLUDED).flatMap((file) =>
    kindLiteralsIn(file, names).map((hit) => ({ ...hit, file: path.relative(ROOT, hit.file) })),
  );
  const allowed = (hit: { file: string; text: string }) =>
    ALLOWED.some((a) => a.file === hit.file && a.text === hit.text);

  it("are spelled only in the kinds' definitions", () => {
    expect(
      found.filter((hit) => !allowed(hit)).map((hit) => `${hit.file}:${hit.line} "${hit.text}"`),
    ).toEqual([]);
  });

  it("allow-list entries still match something (a stale entry is removed)", () => {
    for (const entry of ALLOWED)
      expect({
        entry,
        matched: found.some((hit) => hit.file === entry.file && hit.text === entry.text),
      }).toEqual({ entry, matched: true });
  });

  it("the scan sees object keys, type members and declared names, not names only used", () => {
    const source = [
      "const ICONS = { prd: 1, normal: 2 };",
      "type Options = { research?: boolean };",
      "function draw(mermaid: string) { return mermaid; }",
      "const picture = 1; const { agentic } = options;",
      "const x = request.prototype + Foo.prototype;",
      "const el = <Viewer test_case={1} />;",
    ].join("\n");
    expect(kindLiteralsIn("probe.tsx", names, source).map((hit) => [hit.line, hit.text])).toEqual([
      [1, "prd"],
      [2, "research"],
      [3, "mermaid"],
      [4, "picture"],
      [4, "agentic"],
      [6, "test_case"],
    ]);
  });

  it("the scan sees literals, template SQL and types, and leaves module names and message keys alone", () => {
    const source = [
      'import mermaid from "mermaid";',
      'const kind = "prd";',
      'type Page = "prototype" | "other";',
      "const sql = `type in ('mult_prototype')`;",
      'const t = (key: string) => key; t("prototype");',
      'void import("mermaid");',
    ].join("\n");
    expect(kindLiteralsIn("probe.ts", names, source).map((hit) => [hit.line, hit.text])).toEqual([
      [2, "prd"],
      [3, "prototype"],
      [4, "mult_prototype"],
    ]);
  });
});

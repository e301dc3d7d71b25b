/**
 * A kind is spelled in one place: its definition in lib/contracts/kinds/. Every other file reaches
 * its names through the definition (`prdKind.id`, `viewerOf(kind)`, `versionPath(kind, …)`), so
 * renaming or adding a kind never means hunting for strings. This scan fails when a string
 * literal in the app, the components, lib or the server spells a kind's id, mode, viewer type,
 * event type or route path.
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
  {
    file: "lib/contracts/content/mermaid.ts",
    text: "mermaid",
    why: "the Mermaid language's name (code fences, the extraction shape)",
  },
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

/**
 * The messages of both languages (messages/index.ts: the shared files and each kind's own) hold
 * the same keys, none empty; no namespace and no entry of the shared tables is defined in two
 * places, and each kind's files hold its own namespaces and its own entries of those tables.
 */
import fs from "node:fs";
import path from "node:path";
import { BUILT_IN_KINDS } from "@/lib/contracts/kinds";
import { KIND_TABLES, MESSAGES, mergeNamespaces, messageSources, splitTables } from "@/messages";
import en from "@/messages/en.json";

const ROOT = path.resolve(__dirname, "../..");
const { en: allEn, zh: allZh } = MESSAGES;

function keys(tree: unknown, prefix = ""): string[] {
  if (typeof tree !== "object" || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

test("en and zh have the same keys (the shared files and every kind's, merged)", () => {
  const enKeys = keys(allEn).sort();
  const zhKeys = keys(allZh).sort();
  expect(enKeys.filter((k) => !zhKeys.includes(k))).toEqual([]);
  expect(zhKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
});

test("each source holds the same namespaces in both languages", () => {
  const [enSources, zhSources] = [messageSources("en"), messageSources("zh")];
  const shape = (sources: typeof enSources) =>
    sources.map(({ from, messages }) => ({
      from: from.replace(/(en|zh)\.json$/, "*.json"),
      namespaces: Object.keys(messages),
    }));
  expect(shape(zhSources)).toEqual(shape(enSources));
});

test("no message is empty", () => {
  const empty = (tree: unknown, path: string[] = []): string[] =>
    typeof tree === "string"
      ? tree.trim()
        ? []
        : [path.join(".")]
      : Object.entries(tree as object).flatMap(([k, v]) => empty(v, [...path, k]));
  expect([...empty(allEn), ...empty(allZh)]).toEqual([]);
});

test("a namespace defined twice is an error that names both places", () => {
  expect(() =>
    mergeNamespaces([
      { from: "messages/en.json", messages: { common: { a: "A" } } },
      { from: "lib/contracts/kinds/note/messages/en.json", messages: { common: { b: "B" } } },
    ]),
  ).toThrow(
    'The message namespace "common" is defined twice: messages/en.json and lib/contracts/kinds/note/messages/en.json.',
  );
});

test("a table entry defined twice is an error that names both places", () => {
  expect(() =>
    mergeNamespaces([
      { from: "messages/en.json", messages: { chat: { modes: { normal: "Chat" } } } },
      { from: "lib/contracts/kinds/a/messages/en.json", messages: { chat: { modes: { note: "Note" } } } },
      { from: "lib/contracts/kinds/b/messages/en.json", messages: { chat: { modes: { note: "Notes" } } } },
    ]),
  ).toThrow(
    'The message "chat.modes.note" is defined twice: lib/contracts/kinds/a/messages/en.json and lib/contracts/kinds/b/messages/en.json.',
  );
});

test("no namespace and no table entry is defined twice", () => {
  for (const locale of ["en", "zh"] as const) {
    const split = messageSources(locale).map(({ messages }) => splitTables(messages));
    const namespaces = split.flatMap(({ namespaces }) => Object.keys(namespaces));
    expect(namespaces.filter((ns, i) => namespaces.indexOf(ns) !== i)).toEqual([]);
    expect(Object.keys(MESSAGES[locale]).sort()).toEqual([...namespaces].sort());
    const entries = split.flatMap(({ entries }) => entries.map(({ table, key }) => `${table}.${key}`));
    expect(entries.filter((entry, i) => entries.indexOf(entry) !== i)).toEqual([]);
  }
});

test("each kind's message folder is a kind's, and its namespaces and labels are loaded", () => {
  const kindsDir = path.join(ROOT, "lib/contracts/kinds");
  const folders = fs
    .readdirSync(kindsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(kindsDir, entry.name, "messages")))
    .map((entry) => entry.name);
  const ids = BUILT_IN_KINDS.map((kind) => kind.id as string);
  expect(folders.filter((folder) => !ids.includes(folder))).toEqual([]);
  expect(folders.length).toBeGreaterThan(0);
  const kindSources = messageSources("en").slice(1);
  expect(kindSources.map(({ from }) => from).sort()).toEqual(
    folders.map((folder) => `lib/contracts/kinds/${folder}/messages/en.json`).sort(),
  );
  for (const { messages } of kindSources) {
    for (const [namespace, value] of Object.entries(splitTables(messages).namespaces)) {
      expect(namespace in en).toBe(false);
      expect(MESSAGES.en[namespace]).toEqual(value);
    }
  }
});

test("each kind's files hold its own entries of the shared tables, and every kind has them", () => {
  const at = (tree: unknown, key: string) =>
    key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  for (const kind of BUILT_IN_KINDS) {
    const own = messageSources("en").find(({ from }) => from.includes(`/kinds/${kind.id}/`));
    const keyOf: Record<(typeof KIND_TABLES)[number], string> = {
      "chat.modes": kind.mode,
      "composer.placeholders": kind.mode,
      "composer.modeHints": kind.mode,
      "viewer.names": kind.viewer,
      "workspace.features": kind.mode,
    };
    const entries = own ? splitTables(own.messages).entries : [];
    for (const { table, key } of entries)
      expect({ table, key }).toEqual({ table, key: keyOf[table as keyof typeof keyOf] });
    for (const locale of ["en", "zh"] as const) {
      for (const table of KIND_TABLES) {
        if (table === "workspace.features" && !kind.featureCard) continue;
        expect({
          kind: kind.id,
          locale,
          table,
          has: at(MESSAGES[locale], `${table}.${keyOf[table]}`) !== undefined,
        }).toEqual({ kind: kind.id, locale, table, has: true });
      }
    }
  }
});

/**
 * The messages of both languages (messages/index.ts: the shared files and each kind's own) hold
 * the same keys, none empty, and no namespace is defined in two places.
 */
import fs from "node:fs";
import path from "node:path";
import { BUILT_IN_KINDS } from "@/lib/contracts/kinds";
import { MESSAGES, mergeNamespaces, messageSources } from "@/messages";
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

test("no namespace is defined twice: every source's namespaces are its own", () => {
  for (const locale of ["en", "zh"] as const) {
    const namespaces = messageSources(locale).flatMap(({ messages }) => Object.keys(messages));
    expect(namespaces.filter((ns, i) => namespaces.indexOf(ns) !== i)).toEqual([]);
    expect(Object.keys(MESSAGES[locale]).sort()).toEqual([...namespaces].sort());
  }
});

test("the kinds' own namespaces are loaded, and each kind's message folder is a kind's", () => {
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
    for (const namespace of Object.keys(messages)) {
      expect(namespace in en).toBe(false);
      expect(MESSAGES.en[namespace]).toEqual(messages[namespace]);
    }
  }
});

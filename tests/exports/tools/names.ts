/**
 * What every export must be called: `<title>-<kind>-v<n>.<ext>` for its title, kind and version,
 * the kind in the user's language; the title's letters kept in their own script (Chinese too), no
 * "…", nothing a file system refuses, within the byte bound.
 */
import { expect } from "@playwright/test";
import { exportFileName, FILE_NAME_MAX_BYTES, type ExportKind } from "@/lib/contracts/file-names";
import en from "../../../messages/en.json";
import zh from "../../../messages/zh.json";
import type { Lang } from "../corpus";

const MESSAGES = { en, zh };

export type ExpectedName = {
  title: string | null;
  kind: ExportKind;
  version: number;
  extension: string;
  scale?: number;
};

export function expectNamed(name: string, expected: ExpectedName, lang: Lang): void {
  expect(name).toBe(exportFileName({ ...expected, kindLabel: MESSAGES[lang].exportNames[expected.kind] }));
  expect(name).toMatch(new RegExp(`-v${expected.version}(@\\dx)?\\.${expected.extension}$`));
  expect(name).not.toMatch(/[…\\/:*?"<>|\s\u0000-\u001f]/u);
  expect(Buffer.byteLength(name)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
  // Words of the title, in their own script, are in the name (not a fallback like "PrototypePage").
  const words = (expected.title ?? "")
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1);
  if (words.length)
    expect(
      words.some((w) => name.includes(w.slice(0, 2))),
      `${name} is named after its title`,
    ).toBe(true);
}

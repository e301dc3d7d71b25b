/**
 * Spec §8's success messages, word for word, each at the message key the UI shows when its action
 * succeeds (and translated). Where each is seen on screen is tested with its feature: the design
 * tool export and copy in tests/e2e/prototype-studio.spec.ts, the registration code and the wait
 * list in tests/unit/wait/wait-panel.test.tsx and tests/e2e/accounts.spec.ts. "Image generated
 * successfully" belongs to picture mode, whose viewer is not built yet: its text waits at
 * `pictureView.generated` for it.
 */
import fs from "node:fs";
import path from "node:path";
import { MESSAGES } from "@/messages";

const { en, zh } = MESSAGES;

function at(tree: unknown, key: string): string | undefined {
  const value = key
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );
  return typeof value === "string" ? value : undefined;
}

const SUCCESS_TEXTS: { text: string; key: string; shownBy: string | null }[] = [
  {
    text: "Export task has been submitted, estimated to complete in 1-2 minutes",
    key: "prototype.export.designSubmitted",
    shownBy: "components/prototype/export/use-export-actions.ts",
  },
  { text: "Image generated successfully", key: "pictureView.generated", shownBy: null },
  {
    text: "Successfully copied to design tool!",
    key: "prototype.export.copiedToDesign",
    shownBy: "components/prototype/export/use-export-actions.ts",
  },
  {
    text: "Registration code verified successfully",
    key: "wait.codeSuccess",
    shownBy: "components/wait/wait-panel.tsx",
  },
  {
    text: "Application joined successfully",
    key: "wait.applySuccess",
    shownBy: "components/wait/wait-panel.tsx",
  },
];

test.each(SUCCESS_TEXTS)("'$text' is the English text of $key, with a Chinese one", ({ text, key }) => {
  expect(at(en, key)).toBe(text);
  const chinese = at(zh, key);
  expect(chinese).toMatch(/[\u4e00-\u9fff]/);
});

test.each(SUCCESS_TEXTS.filter((s) => s.shownBy))("$key is shown by $shownBy", ({ key, shownBy }) => {
  const source = fs.readFileSync(path.join(process.cwd(), shownBy!), "utf8");
  expect(source).toContain(`t("${key.split(".").at(-1)}")`);
});

test("each spec success text lives once in each catalogue", () => {
  const count = (tree: unknown, text: string): number =>
    typeof tree === "string"
      ? Number(tree === text)
      : tree && typeof tree === "object"
        ? Object.values(tree).reduce<number>((n, v) => n + count(v, text), 0)
        : 0;
  for (const { text } of SUCCESS_TEXTS) expect({ text, times: count(en, text) }).toEqual({ text, times: 1 });
});

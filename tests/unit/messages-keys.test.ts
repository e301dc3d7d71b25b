import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

function keys(tree: unknown, prefix = ""): string[] {
  if (typeof tree !== "object" || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

test("messages/en.json and messages/zh.json have the same keys", () => {
  const enKeys = keys(en).sort();
  const zhKeys = keys(zh).sort();
  expect(enKeys.filter((k) => !zhKeys.includes(k))).toEqual([]);
  expect(zhKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
});

test("no message is empty", () => {
  const empty = (tree: unknown, path: string[] = []): string[] =>
    typeof tree === "string"
      ? tree.trim()
        ? []
        : [path.join(".")]
      : Object.entries(tree as object).flatMap(([k, v]) => empty(v, [...path, k]));
  expect([...empty(en), ...empty(zh)]).toEqual([]);
});

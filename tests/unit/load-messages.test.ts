import { withFallback } from "@/lib/i18n/load-messages";

test("missing keys fall back to Chinese; arrays stay arrays", () => {
  const merged = withFallback(
    { a: { b: "en" }, list: ["x"] },
    { a: { b: "zh", c: "只有中文" }, list: ["甲", "乙"], d: "丁" },
  );
  expect(merged).toEqual({ a: { b: "en", c: "只有中文" }, list: ["x"], d: "丁" });
  expect(Array.isArray(merged.list)).toBe(true);
});

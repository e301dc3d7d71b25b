/** View source formats a page stored on one line: one element a line, indented, text untouched. */
import { formatHtml } from "@/components/prototype/source/format-html";

const ONE_LINE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Plans</title><style>body{margin:0}</style></head><body><main class="p-6"><h1 data-vs-id="a1">Pick a plan</h1><ul><li>Free</li><li>Pro — $9</li></ul><pre>  keep   this  </pre><script>const x = 1; if (x) { console.log("hi") }</script></main></body></html>';

test("a one-line page comes out one element a line, indented", () => {
  const formatted = formatHtml(ONE_LINE);
  const lines = formatted.trimEnd().split("\n");
  expect(lines.length).toBeGreaterThan(15);
  expect(lines).toContain('    <main class="p-6">');
  expect(lines).toContain('      <h1 data-vs-id="a1">Pick a plan</h1>');
  expect(lines).toContain("        <li>Pro — $9</li>");
  expect(formatted).toContain("<pre>  keep   this  </pre>");
  // Only whitespace between tags changed: the text and attributes are the same.
  const squash = (s: string) => s.replace(/\s+/g, "");
  expect(squash(formatted)).toBe(squash(ONE_LINE));
});

/** The one reader of a page's Tailwind both the server (saved pages) and the live preview use. */
import { themeFromTailwindConfig, usesTailwindUtilities } from "@/lib/contracts/tailwind-page";

test("a CDN config's theme and extend become @theme variables, read as data", () => {
  const script = `
    tailwind.config = {
      darkMode: 'class',
      theme: {
        extend: {
          colors: { brand: { DEFAULT: '#2563eb', 50: "#eff6ff", dark: \`#1e3a8a\` }, accent: '#f97316', }, // trailing comma, comment
          fontFamily: { sans: ['Inter', 'system-ui', "PingFang SC"] },
          borderRadius: { xl2: '1.25rem' },
          boxShadow: { card: '0 1px 2px rgba(0,0,0,0.08)' },
          /* spacing is not a theme key we carry */
          spacing: { 18: '4.5rem' },
        },
      },
    }`;
  expect(themeFromTailwindConfig(script)).toBe(
    [
      "@theme {",
      // (integer-like keys come first in a JavaScript object)
      "  --color-brand-50: #eff6ff;",
      "  --color-brand: #2563eb;",
      "  --color-brand-dark: #1e3a8a;",
      "  --color-accent: #f97316;",
      '  --font-sans: Inter, system-ui, "PingFang SC";',
      "  --radius-xl2: 1.25rem;",
      "  --shadow-card: 0 1px 2px rgba(0,0,0,0.08);",
      "}",
    ].join("\n"),
  );
});

test("values that could break out of the declaration are dropped; no config or an unreadable one gives nothing", () => {
  const hostile = `tailwind.config = { theme: { colors: { ok: '#fff', bad: 'red; } body { display: none', worse: 'url(javascript:alert(1))' } } }`;
  expect(themeFromTailwindConfig(hostile)).toBe("@theme {\n  --color-ok: #fff;\n}");
  expect(themeFromTailwindConfig("console.log('no config here')")).toBe("");
  expect(themeFromTailwindConfig("tailwind.config = { theme: { colors: { a: '#fff' }")).toBe("");
  expect(themeFromTailwindConfig("tailwind.config = { theme: { colors: { a: } } }")).toBe("");
});

test("a page that mostly uses utility classes counts as Tailwind; hand-written class names do not", () => {
  expect(
    usesTailwindUtilities([
      "flex",
      "items-center",
      "gap-4",
      "p-6",
      "bg-white",
      "rounded-xl",
      "shadow",
      "text-sm",
      "font-medium",
      "card",
    ]),
  ).toBe(true);
  expect(usesTailwindUtilities(["flex", "p-4", "text-sm"])).toBe(false);
  expect(
    usesTailwindUtilities([
      "hero",
      "hero__title",
      "nav",
      "nav-item",
      "button",
      "button--primary",
      "footer",
      "grid",
      "flex",
      "p-2",
      "m-2",
      "w-full",
    ]),
  ).toBe(false);
});

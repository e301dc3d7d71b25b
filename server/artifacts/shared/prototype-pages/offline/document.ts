/** The full document around a page body, written the way models write Tailwind pages, with its small behaviours. */
import { esc } from "./kit";
import { INTERACTIONS } from "./interactions";
import type { Screen, Theme } from "./screen";

/** `s` needs only what the head and the frame show: language, device, brand and title. */
export function pageDocument(
  s: Pick<Screen, "lang" | "device" | "brand" | "title">,
  t: Theme,
  body: string,
): string {
  const config = {
    theme: {
      extend: {
        colors: {
          primary: t.primary,
          "on-primary": t.onPrimary,
          accent: t.accent,
          canvas: t.canvas,
          surface: t.surface,
          ink: t.ink,
          muted: t.muted,
          line: t.line,
          soft: t.soft,
        },
        borderRadius: { card: t.radius },
        fontFamily: { sans: t.font.split(",").map((f) => f.trim().replace(/^"|"$/g, "")) },
      },
    },
  };
  const width = s.device === "mobile" ? "mx-auto max-w-[430px]" : "";
  return `<!DOCTYPE html>
<html lang="${s.lang === "zh" ? "zh-CN" : "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${s.brand} · ${s.title}`)}</title>
<script src="https://cdn.tailwindcss.com"></script>
<script>
tailwind.config = ${JSON.stringify(config, null, 2)};
</script>
<style>
  html { color-scheme: ${t.dark ? "dark" : "light"}; }
  body { font-size: ${t.scale.body}px; -webkit-font-smoothing: antialiased; overflow-wrap: break-word; }
</style>
</head>
<body class="min-h-screen bg-canvas font-sans text-ink">
<div class="${width} min-h-screen bg-canvas">
${body}
</div>
<div id="toast" role="status" aria-live="polite" class="pointer-events-none fixed inset-x-0 bottom-20 z-50 mx-auto hidden w-max max-w-[90vw] rounded-card bg-ink px-4 py-2.5 text-sm font-medium text-canvas shadow-lg"></div>
<script>
${INTERACTIONS}
</script>
</body>
</html>`;
}

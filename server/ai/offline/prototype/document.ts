/** The full document around a page body, written the way models write Tailwind pages. */
import { esc } from "./kit";
import type { PageRequest } from "./types";

export function pageDocument(req: PageRequest, body: string, title: string): string {
  const th = req.theme;
  const config = {
    theme: {
      extend: {
        colors: { primary: th.primary, "on-primary": th.onPrimary, accent: th.accent, canvas: th.canvas, surface: th.surface, ink: th.ink, muted: th.muted, line: th.line, soft: th.soft },
        borderRadius: { card: th.radius },
        fontFamily: { sans: th.font.split(",").map((f) => f.trim().replace(/^"|"$/g, "")) },
      },
    },
  };
  const width = req.device === "mobile" ? "max-w-[430px] mx-auto" : "";
  return `<!DOCTYPE html>
<html lang="${req.lang === "zh" ? "zh-CN" : "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<script src="https://cdn.tailwindcss.com"></script>
<script>
tailwind.config = ${JSON.stringify(config, null, 2)};
</script>
<style>
  html { color-scheme: ${th.dark ? "dark" : "light"}; }
  body { font-size: ${th.scale.body}px; -webkit-font-smoothing: antialiased; }
</style>
</head>
<body class="min-h-screen bg-canvas font-sans text-ink">
<div class="${width} min-h-screen bg-canvas">
${body}
</div>
</body>
</html>`;
}

/**
 * The code download (spec §7 `GET /product/{id}/download/{x}`): a zip of a runnable
 * Vite project around the version's files — `npm install && npm run dev` works from it. Versions
 * are exact, the ones our own builder compiles with (react, tailwindcss, typescript) and the Vite
 * pair that goes with them.
 */
import type { LiteAppContent } from "@/lib/contracts/lite-app";

export const DOWNLOAD_VERSIONS = {
  react: "19.3.1",
  "react-dom": "19.3.1",
  "lucide-react": "1.77.0",
  vite: "8.3.8",
  "@vitejs/plugin-react": "6.3.0",
  tailwindcss: "4.3.5",
  "@tailwindcss/vite": "4.3.5",
  typescript: "5.9.3",
  "@types/react": "19.3.0",
  "@types/react-dom": "19.3.0",
} as const;

/**
 * The downloaded project's compiler options (its `npm run build` runs `tsc --noEmit` with them).
 * The Offline model's apps are type-checked with these very options in the tests.
 */
export const DOWNLOAD_COMPILER_OPTIONS = {
  target: "ES2022",
  lib: ["ES2022", "DOM", "DOM.Iterable"],
  module: "ESNext",
  moduleResolution: "bundler",
  jsx: "react-jsx",
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  isolatedModules: true,
  allowImportingTsExtensions: true,
} as const;

/** A package name from a title: lower-case words joined by hyphens. */
function packageName(title: string): string {
  const name = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50);
  return name || "lite-app";
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The project's own files, besides the app's: what `npm run dev` needs. */
export function projectFiles(content: LiteAppContent): Record<string, string> {
  const v = DOWNLOAD_VERSIONS;
  const pkg = {
    name: packageName(content.title),
    private: true,
    version: "0.1.0",
    type: "module",
    scripts: { dev: "vite", build: "tsc --noEmit && vite build", preview: "vite preview" },
    dependencies: { react: v.react, "react-dom": v["react-dom"], "lucide-react": v["lucide-react"] },
    devDependencies: {
      "@tailwindcss/vite": v["@tailwindcss/vite"],
      "@types/react": v["@types/react"],
      "@types/react-dom": v["@types/react-dom"],
      "@vitejs/plugin-react": v["@vitejs/plugin-react"],
      tailwindcss: v.tailwindcss,
      typescript: v.typescript,
      vite: v.vite,
    },
  };
  const tsconfig = {
    compilerOptions: DOWNLOAD_COMPILER_OPTIONS,
    include: ["src"],
  };
  const hasCss = "src/index.css" in content.files;
  const mainImportsCss = /import\s+["']\.\/index\.css["']/.test(content.files["src/main.tsx"] ?? "");
  return {
    "package.json": `${JSON.stringify(pkg, null, 2)}\n`,
    "tsconfig.json": `${JSON.stringify(tsconfig, null, 2)}\n`,
    "vite.config.ts": [
      'import { defineConfig } from "vite";',
      'import react from "@vitejs/plugin-react";',
      'import tailwindcss from "@tailwindcss/vite";',
      "",
      "export default defineConfig({ plugins: [react(), tailwindcss()] });",
      "",
    ].join("\n"),
    "index.html": [
      "<!doctype html>",
      '<html lang="en">',
      "  <head>",
      '    <meta charset="utf-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
      `    <title>${escapeHtml(content.title)}</title>`,
      "  </head>",
      "  <body>",
      '    <div id="root"></div>',
      // The styles come in through the entry when it does not import them itself.
      `    <script type="module" src="/src/${mainImportsCss ? "main.tsx" : "vite-entry.ts"}"></script>`,
      "  </body>",
      "</html>",
      "",
    ].join("\n"),
    ...(mainImportsCss ? {} : { "src/vite-entry.ts": 'import "./index.css";\nimport "./main";\n' }),
    ...(hasCss ? {} : { "src/index.css": '@import "tailwindcss";\n' }),
    "README.md": [
      `# ${content.title}`,
      "",
      "A lite app made with Vibe Studio: React + TypeScript + Tailwind CSS, built with Vite.",
      "",
      "```sh",
      "npm install && npm run dev",
      "```",
      "",
      "`npm run build` writes a static site to `dist/`. Deployed by Vibe Studio, the app keeps its data",
      "through `window.__LITE_APP__.dataUrl`; run locally, it keeps it in memory.",
      "",
    ].join("\n"),
  };
}

/** The zip's files: the project's around the app's (the app's own files win, except package.json). */
export function downloadFiles(content: LiteAppContent): Record<string, string> {
  const project = projectFiles(content);
  const files: Record<string, string> = { ...project, ...content.files };
  files["package.json"] = project["package.json"];
  if (!/@import\s+["']tailwindcss["']/.test(files["src/index.css"] ?? ""))
    files["src/index.css"] = `@import "tailwindcss";\n${files["src/index.css"] ?? ""}`;
  return files;
}

export async function downloadZip(content: LiteAppContent): Promise<Uint8Array> {
  // jszip (with pako, ~0.4 MB of source) loads with the first zip, not with the API.
  const { default: JSZip } = await import("jszip");
  const zip = new JSZip();
  const root = zip.folder(packageName(content.title))!;
  for (const [path, text] of Object.entries(downloadFiles(content)).sort(([a], [b]) => a.localeCompare(b)))
    root.file(path, text);
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

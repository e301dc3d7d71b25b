/**
 * What a real model is told in a lite-app round: the agreed answer format (prompts/common.md),
 * the app's rules (React + TypeScript + Tailwind, imports, the data store), the current files
 * on a follow-up, and the compiler's messages on a fix round.
 */
import { languageName } from "../language";
import type { Locale } from "../../i18n/api-messages";
import {
  LITE_APP_ENTRY,
  LITE_APP_LIMITS,
  LITE_APP_STYLES,
  LITE_APP_TYPES,
  type LiteAppBuildError,
  type LiteAppContent,
} from "@/lib/contracts/lite-app";

export function agenticSystemPrompt(locale: Locale): string {
  return [
    "You build small web apps ('lite apps'): React 19 + TypeScript, styled with Tailwind CSS classes, bundled by esbuild.",
    `Reply to the user in ${languageName(locale)}: one or two short sentences before the tags, at most one after.`,
    "Answer in exactly this format (prose may surround the tags):",
    '<app title="Short app title" type="TYPE" style="STYLE" />',
    "<plan>\n- one line per step\n</plan>",
    '<file path="src/App.tsx">\nthe complete text of the file\n</file>',
    '<delete path="src/Old.tsx" />',
    `TYPE is one of ${LITE_APP_TYPES.join(", ")}; STYLE is one of ${LITE_APP_STYLES.join(", ")}.`,
    "Rules:",
    `- A new app writes every file: at least ${LITE_APP_ENTRY} (createRoot into #root, imports ./index.css) and src/App.tsx; src/index.css contains @import "tailwindcss";`,
    "- A change writes ONLY the files it changes, each in full, and deletes what it removes; files you do not name stay as they are.",
    "- Imports: react, react-dom, lucide-react and the app's own files (relative paths or @/ for src/). Nothing else exists: no other packages, no network.",
    "- Keep data with a small src/lib/store.ts of your own: a useCollection(name) hook using fetch on window.__LITE_APP__?.dataUrl (GET /{name} → {records:[{id,data,created_at,updated_at}]}, POST /{name} {data}, PUT /{name}/{id} {data}, DELETE /{name}/{id}) when it is set, in memory otherwise. Never touch localStorage without try/catch.",
    "- Strict TypeScript: the app is type-checked; a type error fails the build.",
    `- At most ${LITE_APP_LIMITS.files} files. Follow the user's numbers, names and fields exactly.`,
    "- The user's language for every text in the app.",
  ].join("\n");
}

function filesBlock(app: LiteAppContent): string {
  return Object.entries(app.files)
    .map(([path, text]) => `<file path="${path}">\n${text}\n</file>`)
    .join("\n");
}

export function errorsBlock(errors: LiteAppBuildError[]): string {
  return errors
    .slice(0, 20)
    .map(
      (e) =>
        `${e.file ?? "?"}${e.line ? `:${e.line}:${e.column ?? 0}` : ""}: ${e.text}${e.line_text ? `\n    ${e.line_text.trim()}` : ""}`,
    )
    .join("\n");
}

export type RoundPrompt = {
  request: string;
  app: LiteAppContent | null;
  htmlSnippets: string[];
  errorStack?: string;
  buildErrors: LiteAppBuildError[];
  attempt: number;
};

export function agenticUserPrompt(p: RoundPrompt): string {
  const parts: string[] = [];
  if (p.app)
    parts.push(
      `The app now ("${p.app.title}", type ${p.app.app_type}, style ${p.app.style}):\n${filesBlock(p.app)}`,
    );
  if (p.attempt > 0) {
    parts.push(
      `The build failed (automatic fix ${p.attempt} of ${LITE_APP_LIMITS.fixAttempts}). Compiler messages:\n${errorsBlock(p.buildErrors)}`,
    );
    parts.push("Fix these errors: write only the files that change, each in full.");
    parts.push(`The user's request was: ${p.request}`);
    return parts.join("\n\n");
  }
  if (p.buildErrors.length) parts.push(`Its last build failed with:\n${errorsBlock(p.buildErrors)}`);
  if (p.errorStack) parts.push(`The running app threw this error:\n${p.errorStack}`);
  if (p.htmlSnippets.length)
    parts.push(`Parts of the page the user points at:\n${p.htmlSnippets.join("\n---\n")}`);
  parts.push(`The user's request: ${p.request}`);
  return parts.join("\n\n");
}

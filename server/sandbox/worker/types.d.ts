/** Shapes shared by the build worker (plain JavaScript, checked by tsc) and the app's side of it. */

/** One compiler message, in esbuild's shape (the fix prompt quotes it). */
export type BuildMessage = {
  text: string;
  file: string | null;
  line: number | null;
  column: number | null;
  line_text: string | null;
};

/** Why a stage refused an input it was able to read (the app translates the key). */
export type Refusal = { key: "cssTooLarge"; params: Record<string, number> };

/** What Tailwind compiles: the sources it scans for class names and the CSS it starts from. */
export type CssInput = {
  sources: { content: string; extension: string }[];
  /** `@import "tailwindcss"`, our compatibility layer and the author's own CSS. */
  css: string;
  /** The same without the author's CSS: compiled when the author's CSS does not compile. */
  fallbackCss: string;
  /** Bytes of CSS the compile may produce. */
  maxBytes: number;
};

/** The packages an app may import, its entry, and what the type check declares for every app. */
export type AppPolicy = { packages: string[]; entry: string; ambient: string };

export type AppJob = {
  kind: "app";
  policy: AppPolicy;
  files: Record<string, string>;
  css: Omit<CssInput, "sources">;
  document: { title: string; lang: string; headScript?: string };
  typecheck: boolean;
};
export type CssJob = { kind: "css"; input: CssInput };
/** Loads esbuild, Tailwind and the type checker's libraries before a build needs them. */
export type WarmJob = { kind: "warm"; policy: AppPolicy };
export type Job = AppJob | CssJob | WarmJob;

export type BundleAnswer =
  | { ok: true; html: string; js: string; css: string; ms: number }
  | { ok: false; errors: BuildMessage[]; log: string; refusal?: Refusal; ms: number };
export type TypecheckAnswer =
  { ok: true; errors: BuildMessage[]; ms: number } | { ok: false; skipped: string; ms: number };
export type CssAnswer = { ok: true; css: string } | { ok: false; error: string; refusal?: Refusal };

/** What the worker sends: each part of a job's answer as it is ready; `done` ends the job. */
export type WorkerMessage =
  | { id: number; part: "build"; answer: BundleAnswer; done: boolean }
  | { id: number; part: "typecheck"; answer: TypecheckAnswer; done: true }
  | { id: number; part: "css"; answer: CssAnswer; done: true }
  | { id: number; part: "warm"; done: true };

export type WorkerRequest = Job & { id: number };

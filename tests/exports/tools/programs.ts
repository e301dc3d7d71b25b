/**
 * The independent programs the exports are opened with, each run as a user would run it:
 * LibreOffice headless (to PDF, to CSV), poppler's pdftotext, pdfimages and pdftoppm, librsvg's
 * rsvg-convert, resvg (@resvg/resvg-js), TypeScript's tsc and esbuild. Every run has a deadline
 * and fails with the program's own output.
 */
import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { Resvg } from "@resvg/resvg-js";

const exec = promisify(execFile);

export async function run(
  command: string,
  args: string[],
  options: { cwd?: string; timeoutMs?: number } = {},
): Promise<string> {
  try {
    const { stdout } = await exec(command, args, {
      cwd: options.cwd,
      timeout: options.timeoutMs ?? 120_000,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, LC_ALL: "C.UTF-8" },
    });
    return stdout;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${command} ${args.join(" ")} failed: ${e.message}\n${e.stdout ?? ""}\n${e.stderr ?? ""}`,
    );
  }
}

/** The programs this suite needs, with what to install when one is missing. */
export const PROGRAMS: Record<string, string> = {
  soffice: "libreoffice-writer-nogui libreoffice-calc-nogui",
  pdftotext: "poppler-utils",
  pdfimages: "poppler-utils",
  pdftoppm: "poppler-utils",
  "rsvg-convert": "librsvg2-bin",
};

export async function missingPrograms(): Promise<string[]> {
  const missing: string[] = [];
  for (const [program, pkg] of Object.entries(PROGRAMS)) {
    await run("sh", ["-c", `command -v ${program}`]).catch(() =>
      missing.push(`${program} (apt-get install ${pkg})`),
    );
  }
  return missing;
}

/**
 * LibreOffice headless: converts `files` into `outDir` with `filter` ("pdf", "csv:…"). One
 * profile per run directory, so a desktop LibreOffice or another run cannot lock it.
 */
export async function soffice(
  filter: string,
  files: string[],
  outDir: string,
  profileDir: string,
  infilter?: string,
): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const args = [
    `-env:UserInstallation=file://${profileDir}`,
    "--headless",
    "--norestore",
    "--nolockcheck",
    ...(infilter ? [`--infilter=${infilter}`] : []),
    "--convert-to",
    filter,
    "--outdir",
    outDir,
    ...files,
  ];
  await run("soffice", args, { timeoutMs: 240_000 });
}

export type PdfLine = { page: number; yMin: number; yMax: number; text: string };
export type PdfLayout = { pageHeight: number; lines: PdfLine[] };

/** Every text line of a PDF with its page and vertical extent (pdftotext -bbox-layout). */
export async function pdfLayout(pdf: string): Promise<PdfLayout> {
  const xhtml = await run("pdftotext", ["-bbox-layout", pdf, "-"]);
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&");
  const lines: PdfLine[] = [];
  let pageHeight = 0;
  xhtml
    .split(/<page /)
    .slice(1)
    .forEach((page, index) => {
      pageHeight = Number(/height="([\d.]+)"/.exec(page)?.[1] ?? 0);
      for (const m of page.matchAll(
        /<line xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([\s\S]*?)<\/line>/g,
      )) {
        const words = [...m[3].matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((w) => decode(w[1]));
        lines.push({ page: index + 1, yMin: Number(m[1]), yMax: Number(m[2]), text: words.join(" ") });
      }
    });
  return { pageHeight, lines };
}

export type PdfImage = { page: number; width: number; height: number; xPpi: number; yPpi: number };

/**
 * The images a PDF draws (pdfimages -list): page, pixel size and the resolution each is drawn
 * at (so its size on the page in inches is pixels / ppi), soft masks left out.
 */
export async function pdfImages(pdf: string): Promise<PdfImage[]> {
  const out = await run("pdfimages", ["-list", pdf]);
  // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
  return out
    .split("\n")
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length > 13 && cols[2] === "image")
    .map((cols) => ({
      page: Number(cols[0]),
      width: Number(cols[3]),
      height: Number(cols[4]),
      xPpi: Number(cols[12]),
      yPpi: Number(cols[13]),
    }));
}

/** A PDF's pages as PNG files (pdftoppm) at `dpi`, for a person to look at; their paths. */
export async function pdfPages(pdf: string, prefix: string, dpi = 60): Promise<string[]> {
  await run("pdftoppm", ["-r", String(dpi), "-png", pdf, prefix]);
  const dir = path.dirname(prefix);
  const base = path.basename(prefix);
  return readdirSync(dir)
    .filter((f) => f.startsWith(`${base}-`) && f.endsWith(".png"))
    .sort()
    .map((f) => path.join(dir, f));
}

/** The SVG drawn by librsvg at `zoom`, on `background` (a colour) or transparent. */
export async function rsvgConvert(
  svgFile: string,
  outFile: string,
  zoom = 1,
  background?: string,
): Promise<Buffer> {
  await run("rsvg-convert", [
    "--zoom",
    String(zoom),
    ...(background ? ["--background-color", background] : []),
    "-o",
    outFile,
    svgFile,
  ]);
  return readFileSync(outFile);
}

/** The SVG drawn by resvg at `zoom` with the machine's fonts. */
export function resvgRender(svg: string, zoom = 1, background?: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: "zoom", value: zoom },
    background,
    font: {
      loadSystemFonts: true,
      defaultFontFamily: "DejaVu Sans",
      sansSerifFamily: "DejaVu Sans",
      serifFamily: "DejaVu Serif",
      monospaceFamily: "DejaVu Sans Mono",
    },
  });
  return resvg.render().asPng();
}

/** `tsc --strict` over `files` (JavaScript checked as TypeScript would), `react` resolved from this repo. */
export async function tscStrict(files: string[], cwd: string): Promise<void> {
  const tsc = path.resolve("node_modules/.bin/tsc");
  await run(
    tsc,
    [
      "--strict",
      "--noEmit",
      "--allowJs",
      "--checkJs",
      "--jsx",
      "react-jsx",
      "--module",
      "esnext",
      "--moduleResolution",
      "bundler",
      "--target",
      "es2022",
      "--lib",
      "es2022,dom,dom.iterable",
      "--skipLibCheck",
      "--types",
      "react",
      "--typeRoots",
      path.resolve("node_modules/@types"),
      ...files,
    ],
    { cwd },
  );
}

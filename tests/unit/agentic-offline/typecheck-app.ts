/**
 * Type-checks a lite app's files in memory with the compiler options of the code download
 * (server/artifacts/agentic/deploy/download.ts), so an Offline app is known to pass the
 * `npm run build` of the project a user downloads.
 */
import path from "node:path";
import ts from "typescript";
import { DOWNLOAD_COMPILER_OPTIONS } from "@/server/artifacts/agentic/deploy/download";

// The downloaded project's own options, as its tsconfig.json gives them to tsc; no ambient
// @types packages are loaded (the app imports what it uses).
const converted = ts.convertCompilerOptionsFromJson(DOWNLOAD_COMPILER_OPTIONS, process.cwd());
if (converted.errors.length)
  throw new Error(ts.flattenDiagnosticMessageText(converted.errors[0]!.messageText, "\n"));
const OPTIONS: ts.CompilerOptions = { ...converted.options, types: [] };

const AMBIENT = 'declare module "*.css";\n';

/**
 * The files a check reads from disk (TypeScript's libs, React's types), parsed once per test file
 * and shared by every program after: parsing them was most of each check's time, and they are
 * the same for every app (the language service shares them the same way). An app's own files
 * are parsed afresh each time.
 */
const parsed = new Map<string, ts.SourceFile>();

export function typeErrors(files: Record<string, string>): string[] {
  const root = path.join(process.cwd(), "__lite_app_check__");
  const virtual = new Map<string, string>([[path.join(root, "env.d.ts"), AMBIENT]]);
  for (const [file, text] of Object.entries(files))
    if (/\.(tsx?|d\.ts)$/.test(file)) virtual.set(path.join(root, file), text);
  const host = ts.createCompilerHost(OPTIONS);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError) => {
    if (virtual.has(name)) return ts.createSourceFile(name, virtual.get(name)!, language, true);
    const key = `${name}\0${typeof language === "object" ? `${language.languageVersion}:${language.impliedNodeFormat}` : language}`;
    let file = parsed.get(key);
    if (!file) {
      file = getSourceFile(name, language, onError);
      if (file) parsed.set(key, file);
    }
    return file;
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => virtual.has(name) || fileExists(name);
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (name) => name.startsWith(root) || (directoryExists ? directoryExists(name) : true);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => virtual.get(name) ?? readFile(name);
  const program = ts.createProgram([...virtual.keys()], OPTIONS, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${path.relative(root, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : "";
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
}

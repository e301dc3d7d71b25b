/**
 * Type-checks a lite app's files in memory with the options la-server's type check uses
 * (strict, bundler resolution, react-jsx; untyped parameters allowed): the test's own copy,
 * so the Offline model's apps are known to pass it.
 */
import path from "node:path";
import ts from "typescript";

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  strict: true,
  noImplicitAny: false,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  isolatedModules: true,
  allowImportingTsExtensions: true,
  types: [],
};

const AMBIENT = 'declare module "*.css";\n';

export function typeErrors(files: Record<string, string>): string[] {
  const root = path.join(process.cwd(), "__lite_app_check__");
  const virtual = new Map<string, string>([[path.join(root, "env.d.ts"), AMBIENT]]);
  for (const [file, text] of Object.entries(files)) if (/\.(tsx?|d\.ts)$/.test(file)) virtual.set(path.join(root, file), text);
  const host = ts.createCompilerHost(OPTIONS);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError) => (virtual.has(name) ? ts.createSourceFile(name, virtual.get(name)!, language, true) : getSourceFile(name, language, onError));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => virtual.has(name) || fileExists(name);
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (name) => name.startsWith(root) || (directoryExists ? directoryExists(name) : true);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => virtual.get(name) ?? readFile(name);
  const program = ts.createProgram([...virtual.keys()], OPTIONS, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${path.relative(root, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : "";
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
}

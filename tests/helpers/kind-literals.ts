/**
 * Finds where source files spell an artifact kind's name (its id, mode, viewer type, event type
 * or route path): string literals, and names the code declares — object keys (`{ prd: … }`), type
 * members, JSX attributes, variables, parameters, functions. Module specifiers
 * (`import … from "mermaid"`, `require.resolve`) and message keys (`t("prototype")`,
 * `useTranslations(…)`) are other vocabularies and are not read; inside a template literal, a name
 * in single quotes (SQL) counts. A name only used (`request.agentic`, `x.prototype`) is not read:
 * where it is declared is.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export type KindLiteral = { file: string; line: number; text: string };

const MESSAGE_CALLS = /^(t|t[A-Z]\w*|useTranslations|getTranslations|translate)$/;

function isModuleSpecifier(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent))
    return parent.moduleSpecifier === node;
  if (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) return true;
  if (ts.isExternalModuleReference(parent)) return true;
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression;
    if (callee.kind === ts.SyntaxKind.ImportKeyword) return true;
    const name = callee.getText();
    return name === "require" || name === "require.resolve" || name === "jest.mock";
  }
  return false;
}

/** The node is the name a declaration or an object key gives (not a use of a name). */
function isDeclaredName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAssignment(parent) ||
      ts.isShorthandPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isGetAccessorDeclaration(parent) ||
      ts.isSetAccessorDeclaration(parent) ||
      ts.isEnumMember(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isBindingElement(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isInterfaceDeclaration(parent) ||
      ts.isTypeAliasDeclaration(parent)) &&
    parent.name === node
  );
}

function isMessageKey(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isCallExpression(parent) &&
    ts.isIdentifier(parent.expression) &&
    MESSAGE_CALLS.test(parent.expression.text) &&
    parent.arguments[0] === node
  );
}

export function kindLiteralsIn(
  file: string,
  names: ReadonlySet<string>,
  source = fs.readFileSync(file, "utf8"),
): KindLiteral[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: KindLiteral[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text });
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (names.has(node.text) && !isModuleSpecifier(node) && !isMessageKey(node)) report(node, node.text);
      else if (ts.isNoSubstitutionTemplateLiteral(node))
        for (const m of node.text.matchAll(/'([a-z_-]+)'/g)) if (names.has(m[1])) report(node, m[1]);
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      for (const m of node.text.matchAll(/'([a-z_-]+)'/g)) if (names.has(m[1])) report(node, m[1]);
    } else if (ts.isIdentifier(node) && names.has(node.text) && isDeclaredName(node)) {
      report(node, node.text);
    } else if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && names.has(node.name.text)) {
      report(node, node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every .ts/.tsx/.mjs file under `dirs` of `root`, minus the excluded path prefixes. */
export function sourceFiles(root: string, dirs: readonly string[], exclude: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    const stat = fs.statSync(dir);
    if (stat.isFile()) {
      files.push(dir);
      return;
    }
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(root, full);
      if (exclude.some((prefix) => rel === prefix || rel.startsWith(`${prefix}/`))) continue;
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full);
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return files;
}

import compile from "icu-minify/compile";
import type { AbstractIntlMessages } from "next-intl";

type Tree = { [key: string]: unknown };

/**
 * Long texts rendered only on the server (manual, landing copy, API and e-mail texts) stay out of
 * the client payload. `validation` is not among them: forms check their fields with the same
 * words the API answers with (the knowledge dialog).
 */
const SERVER_ONLY_NAMESPACES = new Set([
  "manual",
  "about",
  "landing",
  "gallery",
  "templatePreview",
  "devIssuer",
  "apiErrors",
  "mail",
  "meta",
]);

/** The namespaces the client's components read (every one but the server's own). */
export function clientNamespaces<T extends Tree>(messages: T): Tree {
  return Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => !SERVER_ONLY_NAMESPACES.has(namespace)),
  );
}

/**
 * Messages with every string compiled by icu-minify (what the browser's formatter reads, see
 * format-message.ts); anything else (a list) is kept as it is. Plain JSON: a server component
 * passes them to the client (icu-minify makes its plural and select cases without a prototype).
 */
export function compileMessages(messages: Tree): AbstractIntlMessages {
  const compileTree = (tree: Tree): Tree =>
    Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [
        key,
        typeof value === "string"
          ? compile(value)
          : value && typeof value === "object" && !Array.isArray(value)
            ? compileTree(value as Tree)
            : value,
      ]),
    );
  return JSON.parse(JSON.stringify(compileTree(messages))) as AbstractIntlMessages;
}

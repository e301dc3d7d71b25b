/**
 * The message catalogs of both languages (spec §9): the shared namespaces of messages/<locale>.json
 * and the namespaces each kind owns, in its own files (lib/contracts/kinds/<kind>/messages/<locale>.json),
 * merged once when this module loads. Every reader of messages reads these: next-intl's request
 * config (lib/i18n/load-messages.ts), the API's texts (server/i18n/api-messages.ts) and the tests.
 *
 * A kind's files are found by its id, for every kind of `BUILT_IN_KINDS`: no list names the kinds,
 * so adding a kind's files and its registry line is all it takes. A kind owns whole namespaces; a
 * namespace defined twice (in the shared files and a kind's, or in two kinds') fails at load. The
 * shared menus' tables keyed by mode or viewer (`KIND_TABLES`) are the exception: each kind's
 * files add its own entries to them, and an entry defined twice fails at load too.
 */
import { BUILT_IN_KINDS } from "@/lib/contracts/kinds";
import type { Locale } from "@/lib/contracts/locale";
import en from "./en.json";
import zh from "./zh.json";

export type MessageTree = { [key: string]: unknown };

/** Where a set of namespaces comes from (for the error that names both places) and what it holds. */
export type MessageSource = { readonly from: string; readonly messages: MessageTree };

/**
 * The shared tables with one entry per mode or viewer (the mode menu, the composer's placeholders
 * and hints, the viewer's names, the welcome screen's cards): each kind's files hold its entries.
 */
export const KIND_TABLES = [
  "chat.modes",
  "composer.placeholders",
  "composer.modeHints",
  "viewer.names",
  "workspace.features",
] as const;

const isTree = (value: unknown): value is MessageTree =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type TableEntry = { readonly table: string; readonly key: string; readonly value: unknown };

/** A source's tree without its `KIND_TABLES` entries (objects left empty dropped), and those entries. */
export function splitTables(messages: MessageTree): { namespaces: MessageTree; entries: TableEntry[] } {
  const namespaces = JSON.parse(JSON.stringify(messages)) as MessageTree; // plain JSON (jsdom has no structuredClone)
  const entries: TableEntry[] = [];
  for (const table of KIND_TABLES) {
    const path = table.split(".");
    const parents = [namespaces];
    for (const part of path.slice(0, -1)) {
      const next = parents.at(-1)![part];
      if (!isTree(next)) break;
      parents.push(next);
    }
    const name = path.at(-1)!;
    const parent = parents.at(-1)!;
    if (parents.length !== path.length || !isTree(parent[name])) continue;
    for (const [key, value] of Object.entries(parent[name])) entries.push({ table, key, value });
    delete parent[name];
    for (let i = parents.length - 1; i > 0 && Object.keys(parents[i]).length === 0; i--) {
      delete parents[i - 1][path[i - 1]];
    }
  }
  return { namespaces, entries };
}

/**
 * The namespaces of every source in one tree; a namespace two sources define is an error. The
 * sources' entries of `KIND_TABLES` join their tables; an entry two sources define is an error.
 */
export function mergeNamespaces(sources: readonly MessageSource[]): MessageTree {
  const merged: MessageTree = {};
  const owner = new Map<string, string>();
  const split = sources.map(({ from, messages }) => ({ from, ...splitTables(messages) }));
  for (const { from, namespaces } of split) {
    for (const [namespace, value] of Object.entries(namespaces)) {
      const first = owner.get(namespace);
      if (first)
        throw new Error(`The message namespace "${namespace}" is defined twice: ${first} and ${from}.`);
      owner.set(namespace, from);
      merged[namespace] = value;
    }
  }
  for (const { from, entries } of split) {
    for (const { table, key, value } of entries) {
      const target = table.split(".").reduce<MessageTree>((node, part) => {
        if (!isTree(node[part])) node[part] = {};
        return node[part] as MessageTree;
      }, merged);
      const first = owner.get(`${table}.${key}`);
      if (first) throw new Error(`The message "${table}.${key}" is defined twice: ${first} and ${from}.`);
      owner.set(`${table}.${key}`, from);
      target[key] = value;
    }
  }
  return merged;
}

/** A kind's own messages in one language, or undefined when it has none. */
function kindMessages(id: string, locale: Locale): MessageTree | undefined {
  try {
    // A path built from the kind's id: the bundler includes every kind's message files, and Jest
    // and Node read the one asked for. Synchronous, as the API's `translate` is.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(`../lib/contracts/kinds/${id}/messages/${locale}.json`) as MessageTree;
  } catch (error) {
    if ((error as { code?: unknown }).code === "MODULE_NOT_FOUND") return undefined;
    throw error;
  }
}

/** The sources of one language: the shared file, then each kind's in the order of `BUILT_IN_KINDS`. */
export function messageSources(locale: Locale): MessageSource[] {
  const shared: MessageSource = { from: `messages/${locale}.json`, messages: { en, zh }[locale] };
  const kinds = BUILT_IN_KINDS.flatMap((kind): MessageSource[] => {
    const messages = kindMessages(kind.id, locale);
    return messages ? [{ from: `lib/contracts/kinds/${kind.id}/messages/${locale}.json`, messages }] : [];
  });
  return [shared, ...kinds];
}

/** Every message of each language: the shared namespaces and every kind's. */
export const MESSAGES: Readonly<Record<Locale, MessageTree>> = {
  en: mergeNamespaces(messageSources("en")),
  zh: mergeNamespaces(messageSources("zh")),
};

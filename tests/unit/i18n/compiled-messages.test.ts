/**
 * The workspace's client messages go to the browser compiled (lib/i18n/compile-messages.ts) and
 * are formatted there by icu-minify's formatter (lib/i18n/format-message.ts): every message of
 * both languages, with every argument it takes (plural counts 0, 1 and 3, tags), reads exactly as
 * use-intl's own formatter makes it from the source text. The same formatter, given a source
 * string (the server's translations), formats it as before.
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createTranslator, _createCache, _createIntlFormatters } from "use-intl/core";
import { MESSAGES } from "@/messages";
import { clientNamespaces, compileMessages } from "@/lib/i18n/compile-messages";
import formatMessage from "@/lib/i18n/format-message";

type Tree = { [key: string]: unknown };
type Values = Record<string, unknown>;

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") return [[path, value]];
    return value && typeof value === "object" && !Array.isArray(value) ? leaves(value as Tree, path) : [];
  });
}

/** Values for every argument of a message: a word, a number, a date, a select's first case, a tag. */
function sampleValues(
  elements: MessageFormatElement[],
  values: Values = {},
): { values: Values; rich: boolean } {
  let rich = false;
  for (const el of elements) {
    if (el.type === TYPE.argument) values[el.value] ??= "Ada";
    else if (el.type === TYPE.number) values[el.value] = 3;
    else if (el.type === TYPE.date || el.type === TYPE.time)
      values[el.value] = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    else if (el.type === TYPE.plural) {
      values[el.value] = 3;
      for (const option of Object.values(el.options)) rich = sampleValues(option.value, values).rich || rich;
    } else if (el.type === TYPE.select) {
      values[el.value] = Object.keys(el.options)[0];
      for (const option of Object.values(el.options)) rich = sampleValues(option.value, values).rich || rich;
    } else if (el.type === TYPE.tag) {
      rich = true;
      const name = el.value;
      values[name] = (chunks: string[]) => `<${name}>${chunks.join("")}</${name}>`;
      rich = sampleValues(el.children, values).rich || rich;
    }
  }
  return { values, rich };
}

const lookup = (tree: Tree, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Tree)[part], tree);

describe.each([
  ["en", MESSAGES.en],
  ["zh", MESSAGES.zh],
] as const)("%s", (locale, all) => {
  const source = clientNamespaces(all as Tree);
  const compiled = compileMessages(source) as Tree;
  const timeZone = "Asia/Shanghai";
  const translate = createTranslator({
    locale,
    timeZone,
    messages: source as never,
    onError: (error) => {
      throw error;
    },
  });
  const cache = _createCache();
  const options = {
    cache,
    formatters: _createIntlFormatters(cache),
    locale,
    timeZone,
    formats: undefined,
    globalFormats: undefined,
  };
  const messages = leaves(source);

  test("the client namespaces hold messages", () => {
    expect(messages.length).toBeGreaterThan(500);
  });

  test("compiled messages are plain JSON (a server component passes them to the client)", () => {
    const unplain: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (!node || typeof node !== "object") return;
      if (!Array.isArray(node) && Object.getPrototypeOf(node) !== Object.prototype) unplain.push(path);
      for (const [key, child] of Object.entries(node)) visit(child, `${path}.${key}`);
    };
    visit(compiled, locale);
    expect(unplain).toEqual([]);
  });

  test("every compiled message reads as its source does", () => {
    const different: string[] = [];
    for (const [key, text] of messages) {
      const { values, rich } = sampleValues(parse(text));
      const counts = Object.keys(values).filter((name) => values[name] === 3);
      for (const count of [0, 1, 3]) {
        const args: Values = { ...values };
        for (const name of counts) args[name] = count;
        const expected = rich
          ? translate.markup(key as never, args as never)
          : translate(key as never, args as never);
        const formatted = formatMessage(key, lookup(compiled, key) as never, args as never, options as never);
        const actual = Array.isArray(formatted) ? formatted.join("") : formatted;
        if (actual !== expected)
          different.push(`${key} (${count}): ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(different).toEqual([]);
  });

  test("a source string is formatted as use-intl formats it (the server's translations)", () => {
    const [key, text] = messages.find(([, text]) => /\{\w+, plural/.test(text))!;
    const { values } = sampleValues(parse(text));
    expect(formatMessage(key, text as never, values as never, options as never)).toBe(
      translate(key as never, values as never),
    );
  });
});

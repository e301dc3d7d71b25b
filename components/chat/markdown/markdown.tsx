"use client";
/**
 * A reply as GitHub-flavoured markdown (spec §2): tables, task lists, strikethrough, with
 * CommonMark's emphasis rules relaxed next to CJK punctuation (`**你想要：**为…` is bold),
 * highlighted code with a copy button, and ```mermaid blocks drawn as diagrams. Links open in
 * a new tab; raw HTML is not rendered.
 */
import { memo, useEffect, useState } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import remarkCjkFriendly from "remark-cjk-friendly";
import remarkCjkFriendlyGfmStrikethrough from "remark-cjk-friendly-gfm-strikethrough";
import type { Element, ElementContent } from "hast";
import { CodeBlock } from "./code-block";
import { MermaidBlock } from "./mermaid-block";
import { MERMAID_LANGUAGE } from "@/lib/contracts/content/mermaid";

type RehypePlugins = NonNullable<React.ComponentProps<typeof ReactMarkdown>["rehypePlugins"]>;

const remarkPlugins = [remarkGfm, remarkCjkFriendly, remarkCjkFriendlyGfmStrikethrough];
// mermaid is drawn, not highlighted; unknown languages stay plain text.
const PLAIN_TEXT = [MERMAID_LANGUAGE, "text", "txt"];
const NO_PLUGINS: RehypePlugins = [];

/**
 * The highlighter (highlight.js with its common languages, the largest part of the reply
 * renderer) loads when a reply first shows a fenced block with a language: most replies have
 * none. Until it is there the code shows plain, then highlighted.
 */
let highlightPlugins: RehypePlugins | null = null;
let loadingHighlight: Promise<RehypePlugins> | null = null;
function loadHighlight(): Promise<RehypePlugins> {
  loadingHighlight ??= import("rehype-highlight").then(
    ({ default: rehypeHighlight }) => (highlightPlugins = [[rehypeHighlight, { plainText: PLAIN_TEXT }]]),
    (error: unknown) => {
      loadingHighlight = null; // a chunk that failed to load is asked for again next time
      throw error;
    },
  );
  return loadingHighlight;
}
/** An opening fence whose language the highlighter colours (```ts, ~~~ python; not ```mermaid). */
const HIGHLIGHTED_FENCE = new RegExp(
  String.raw`(\x60{3}|~{3})[ \t]*(?!(?:${PLAIN_TEXT.join("|")})(?![\w+#.-]))[^\s\x60~]`,
  "i",
);

function useHighlightPlugins(content: string): RehypePlugins {
  const [plugins, setPlugins] = useState(highlightPlugins);
  const needed = plugins === null && HIGHLIGHTED_FENCE.test(content);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadHighlight().then(
      (loaded) => live && setPlugins(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return plugins ?? highlightPlugins ?? NO_PLUGINS;
}

function textOf(node: ElementContent | Element): string {
  if (node.type === "text") return node.value;
  if (node.type === "element") return node.children.map(textOf).join("");
  return "";
}

function languageOf(code: Element | undefined): string | null {
  const classes = code?.properties?.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((c) => c.startsWith("language-"))?.slice("language-".length) ?? null;
}

function makeComponents(streaming: boolean): Components {
  return {
    pre({ node, children }) {
      const code = node?.children.find((c): c is Element => c.type === "element" && c.tagName === "code");
      const language = languageOf(code);
      const text = code ? textOf(code).replace(/\n$/, "") : "";
      if (language === MERMAID_LANGUAGE) return <MermaidBlock code={text} streaming={streaming} />;
      return (
        <CodeBlock language={language} text={text}>
          {children}
        </CodeBlock>
      );
    },
    a({ href, children }) {
      return (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {children}
        </a>
      );
    },
    table({ children }) {
      return (
        <div className="markdown-table">
          <table>{children}</table>
        </div>
      );
    },
  };
}

const STATIC = makeComponents(false);
const STREAMING = makeComponents(true);

export const Markdown = memo(function Markdown({
  content,
  streaming = false,
}: {
  content: string;
  streaming?: boolean;
}) {
  const rehypePlugins = useHighlightPlugins(content);
  return (
    <div className="markdown-body">
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={streaming ? STREAMING : STATIC}
      >
        {content}
      </ReactMarkdown>
    </div>
  );
});

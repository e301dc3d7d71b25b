"use client";
/**
 * A reply as GitHub-flavoured markdown (spec §2): tables, task lists, strikethrough, with
 * CommonMark's emphasis rules relaxed next to CJK punctuation (`**你想要：**为…` is bold),
 * highlighted code with a copy button, and ```mermaid blocks drawn as diagrams. Links open in
 * a new tab; raw HTML is not rendered.
 */
import { memo } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import remarkCjkFriendly from "remark-cjk-friendly";
import remarkCjkFriendlyGfmStrikethrough from "remark-cjk-friendly-gfm-strikethrough";
import rehypeHighlight from "rehype-highlight";
import type { Element, ElementContent } from "hast";
import { CodeBlock } from "./code-block";
import { MermaidBlock } from "./mermaid-block";
import { MERMAID_LANGUAGE } from "@/lib/contracts/content/mermaid";

const remarkPlugins = [remarkGfm, remarkCjkFriendly, remarkCjkFriendlyGfmStrikethrough];
// mermaid is drawn, not highlighted; unknown languages stay plain text.
const rehypePlugins: NonNullable<React.ComponentProps<typeof ReactMarkdown>["rehypePlugins"]> = [[rehypeHighlight, { plainText: [MERMAID_LANGUAGE, "text", "txt"] }]];

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

export const Markdown = memo(function Markdown({ content, streaming = false }: { content: string; streaming?: boolean }) {
  return (
    <div className="markdown-body">
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={streaming ? STREAMING : STATIC}>
        {content}
      </ReactMarkdown>
    </div>
  );
});

"use client";
/**
 * Markdown shown as a document (GFM, CJK-friendly emphasis, mermaid fences as charts). Used for
 * the PRD while a round writes it, template previews and the compare view. The text is split into
 * top-level blocks and each block is a memoised component, so as text streams in only the last
 * block re-renders: finished paragraphs and charts stay put (no flicker).
 */
import "./prd-document.css";
import { memo, useMemo } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import remarkCjkFriendly from "remark-cjk-friendly";
import { MermaidChart } from "@/components/mermaid/mermaid-chart";
import { splitBlocks } from "./markdown/split-blocks";

const remarkPlugins = [remarkGfm, remarkCjkFriendly];

const CLOSED_FENCE = /\n[ \t]*(`{3,}|~{3,})[ \t]*$/;

/**
 * The block being written, with the marks it has opened closed for now (`**bold` shows as bold,
 * not as two asterisks, until the closing ones arrive).
 */
function closeOpenMarks(src: string): string {
  let out = src;
  for (const mark of ["**", "~~", "`"]) {
    const count = out.split(mark).length - 1;
    if (count % 2 === 1 && !out.endsWith(mark)) out += mark;
  }
  return out;
}

function componentsFor(open: boolean): Components {
  return {
    code({ className, children, ...rest }) {
      const text = String(children ?? "");
      if (/\blanguage-mermaid\b/.test(className ?? ""))
        return <MermaidChart source={text.replace(/\n$/, "")} incomplete={open} className="my-2" />;
      return (
        <code className={className} {...rest}>
          {children}
        </code>
      );
    },
    pre({ children, node }) {
      // A mermaid fence renders as a chart, not inside a dark code box.
      const first = node?.children[0];
      const isChart =
        first &&
        first.type === "element" &&
        String((first.properties?.className as string[] | undefined)?.join(" ") ?? "").includes(
          "language-mermaid",
        );
      return isChart ? <div className="my-4">{children}</div> : <pre>{children}</pre>;
    },
    table({ children }) {
      return (
        <div className="table-scroll">
          <table>{children}</table>
        </div>
      );
    },
    a({ children, href }) {
      return (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {children}
        </a>
      );
    },
  };
}

const closedComponents = componentsFor(false);
const openComponents = componentsFor(true);

const Block = memo(function Block({ src, open }: { src: string; open: boolean }) {
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} components={open ? openComponents : closedComponents}>
      {src}
    </ReactMarkdown>
  );
});

type Props = {
  markdown: string;
  /** The text is still being written: the last block may be cut off (an unclosed chart waits). */
  streaming?: boolean;
  className?: string;
};

export function MarkdownView({ markdown, streaming = false, className = "" }: Props) {
  const blocks = useMemo(() => splitBlocks(markdown).blocks, [markdown]);
  return (
    <div className={`prd-doc ${className}`}>
      {blocks.map((block, i) => {
        const last = i === blocks.length - 1;
        const open = streaming && last && block.type === "code" && !CLOSED_FENCE.test(block.src);
        const src = streaming && last && block.type !== "code" ? closeOpenMarks(block.src) : block.src;
        return <Block key={i} src={src} open={open} />;
      })}
    </div>
  );
}

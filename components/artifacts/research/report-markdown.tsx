"use client";
/**
 * A research report shown as a document: chapters with ids for the table of contents, citations
 * `[n]` as links whose source shows on hover and focus, the sources list with anchors.
 */
import { useMemo } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import remarkCjkFriendly from "remark-cjk-friendly";
import { MermaidChart } from "@/components/mermaid/mermaid-chart";
import { reportBody, reportSources } from "@/lib/contracts/research";
import "./report-document.css";

const remarkPlugins = [remarkGfm, remarkCjkFriendly];
const CITE = "#cite-";

export type TocEntry = { id: string; title: string };

export function reportToc(markdown: string): TocEntry[] {
  return [...reportBody(markdown).matchAll(/^##\s+(.+)$/gm)].map((m, i) => ({
    id: `chapter-${i}`,
    title: m[1].trim(),
  }));
}

/** `[n]` in the text (not links, not code) as a link the viewer renders as a citation. */
function linkCitations(body: string): string {
  return body
    .split(/(```[\s\S]*?```)/g)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\[(\d{1,3})\](?!\()/g, `[[$1]](${CITE}$1)`)))
    .join("");
}

function components(sources: Map<number, string>, toc: TocEntry[]): Components {
  let heading = 0;
  return {
    h2({ children }) {
      const entry = toc[heading++];
      return <h2 id={entry?.id}>{children}</h2>;
    },
    code({ className, children, ...rest }) {
      const text = String(children ?? "");
      if (/\blanguage-mermaid\b/.test(className ?? ""))
        return <MermaidChart source={text.replace(/\n$/, "")} className="my-2" />;
      return (
        <code className={className} {...rest}>
          {children}
        </code>
      );
    },
    table({ children }) {
      return (
        <div className="table-scroll">
          <table>{children}</table>
        </div>
      );
    },
    a({ children, href }) {
      if (href?.startsWith(CITE)) {
        const n = Number(href.slice(CITE.length));
        const source = sources.get(n);
        return (
          <span className="group relative inline-block">
            <a
              href={`#source-${n}`}
              className="citation text-brand-700 no-underline"
              aria-describedby={`cite-tip-${n}`}
              data-testid="citation"
            >
              {children}
            </a>
            <span
              id={`cite-tip-${n}`}
              role="tooltip"
              className="invisible absolute bottom-full left-0 z-10 mb-1 w-64 rounded-md bg-ink-900 px-2 py-1 text-xs font-normal text-white shadow-lg group-focus-within:visible group-hover:visible"
            >
              {source ?? `[${n}]`}
            </span>
          </span>
        );
      }
      return (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {children}
        </a>
      );
    },
  };
}

export function ReportMarkdown({ markdown }: { markdown: string }) {
  const { body, sources, toc } = useMemo(
    () => ({
      body: linkCitations(reportBody(markdown)),
      sources: reportSources(markdown),
      toc: reportToc(markdown),
    }),
    [markdown],
  );
  const sourcesHeading = /^##\s+(.+)$/m.exec(markdown.slice(reportBody(markdown).length))?.[1];
  return (
    <article className="research-doc" data-testid="research-report">
      <ReactMarkdown remarkPlugins={remarkPlugins} components={components(sources, toc)}>
        {body}
      </ReactMarkdown>
      {sources.size > 0 && (
        <>
          <h2>{sourcesHeading}</h2>
          <ol className="list-none pl-0" data-testid="research-sources">
            {[...sources].map(([n, line]) => (
              <li key={n} id={`source-${n}`}>
                [{n}] {line}
              </li>
            ))}
          </ol>
        </>
      )}
    </article>
  );
}

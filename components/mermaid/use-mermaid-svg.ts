"use client";
/**
 * The rendered SVG of a chart's source. While a new source renders, the last good picture stays
 * (no flicker while a chart streams in or is being edited).
 */
import { useEffect, useState } from "react";
import { renderMermaid, type MermaidProblem } from "./mermaid-runtime";

export type MermaidSvgState = { svg: string | null; problem: MermaidProblem | null; pending: boolean };

type Drawn = { source: string | null; svg: string | null; problem: MermaidProblem | null };

export function useMermaidSvg(source: string | null): MermaidSvgState {
  const [drawn, setDrawn] = useState<Drawn>({ source: null, svg: null, problem: null });
  useEffect(() => {
    if (source === null) return;
    let live = true;
    void renderMermaid(source).then((result) => {
      if (!live) return;
      setDrawn((d) =>
        result.ok
          ? { source, svg: result.svg, problem: null }
          : { source, svg: d.svg, problem: result.problem },
      );
    });
    return () => {
      live = false;
    };
  }, [source]);
  const current = drawn.source === source;
  return { svg: drawn.svg, problem: current ? drawn.problem : null, pending: source !== null && !current };
}

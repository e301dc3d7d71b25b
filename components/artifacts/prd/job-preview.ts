/**
 * What the document looks like while AI rewrites one part of it. The API previews a part edit
 * "in place": the document up to the part, then the new part as it is written, then (once valid)
 * the whole new document. Until that last event the rest of the document is missing from the
 * preview, so it is put back here from the version being edited — the reader sees the whole
 * document, with only the part changing.
 */
import { parsePrd } from "@/lib/contracts/content/prd";

export type PartJob = { kind: "section" | "chart"; id: string };

export function jobPreview(base: string, partial: string, job: PartJob): string {
  const outline = parsePrd(base);
  const rest =
    job.kind === "section"
      ? (() => {
          const section = outline.sections.find((s) => s.id === job.id);
          return section ? base.slice(section.end) : null;
        })()
      : (() => {
          const chart = outline.charts.find((c) => c.id === job.id);
          return chart?.closed ? base.slice(chart.bodyEnd) : null;
        })();
  if (rest === null || rest === "" || partial.endsWith(rest)) return partial;
  const body = partial.replace(/\s+$/, "");
  return job.kind === "section" ? `${body}\n\n${rest}` : `${body}\n${rest}`;
}

/**
 * Maps each offline task to its writer: a chat mode ("normal", "prd", …) or a generator's own
 * task ("prd_section", "mermaid_fix", …), named by `providerOptions.offline.task`. One small module
 * per task; a task without a writer answers with the normal writer rather than failing the chat.
 */
import { mermaidFixWriter } from "./docs/mermaid-fix-writer";
import { mermaidWriter } from "./docs/mermaid-writer";
import { prdChartWriter } from "./docs/prd-chart-writer";
import { prdSectionWriter } from "./docs/prd-section-writer";
import { prdWriter } from "./docs/prd-writer";
import { testCasesWriter } from "./docs/test-cases-writer";
import { normalReply } from "./normal-reply";
import type { OfflineWriter } from "./types";

const WRITERS: Record<string, OfflineWriter> = {
  normal: normalReply,
  prd: prdWriter,
  prd_section: prdSectionWriter,
  prd_chart: prdChartWriter,
  test_cases: testCasesWriter,
  mermaid: mermaidWriter,
  mermaid_fix: mermaidFixWriter,
};

export function getOfflineWriter(task: string): OfflineWriter {
  return WRITERS[task] ?? normalReply;
}

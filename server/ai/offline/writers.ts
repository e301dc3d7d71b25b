/**
 * Maps each offline task to its writer: a chat mode ("normal", "prd", …) or a generator's own
 * task ("prd_section", "mermaid_fix", …), named by `providerOptions.offline.task`. One small module
 * per task; a task without a writer answers with the normal writer rather than failing the chat.
 */
import { mermaidFixWriter } from "./mermaid/mermaid-fix-writer";
import { mermaidWriter } from "./mermaid/mermaid-writer";
import { prdChartWriter } from "./prd/prd-chart-writer";
import { prdSectionWriter } from "./prd/prd-section-writer";
import { prdWriter } from "./prd/prd-writer";
import { testCasesWriter } from "./test_case/test-cases-writer";
import { normalReply } from "./normal/normal-reply";
import { chatTitle } from "./chat-title";
import { optimizePrompt } from "./optimize-prompt";
import type { OfflineWriter } from "./types";
import { prototypePage } from "./prototype/prototype-page";
import { planPages } from "./mult_prototype/plan-pages";
import { prototypeElement } from "./prototype/prototype-element";
import { prototypeFix } from "./prototype/prototype-fix";

const WRITERS: Record<string, OfflineWriter> = {
  normal: normalReply,
  prd: prdWriter,
  prd_section: prdSectionWriter,
  prd_chart: prdChartWriter,
  test_cases: testCasesWriter,
  mermaid: mermaidWriter,
  mermaid_fix: mermaidFixWriter,
  chat_title: chatTitle,
  optimize_prompt: optimizePrompt,
  prototype_page: prototypePage,
  prototype_pages: planPages,
  prototype_element: prototypeElement,
  prototype_fix: prototypeFix,
};

export function getOfflineWriter(task: string): OfflineWriter {
  return WRITERS[task] ?? normalReply;
}

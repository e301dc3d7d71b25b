/** The Offline model's chart fixer, named by every kind that fixes charts (flowcharts, PRDs). */
import { mermaidFixWriter } from "./offline/mermaid-fix-writer";
import { offlineTask } from "../../../ai/offline/writers";

export const MERMAID_FIX_TASK = offlineTask("mermaid_fix", mermaidFixWriter);

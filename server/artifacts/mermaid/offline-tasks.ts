/** The Offline model's chart writer (a new chart, or a change of the chat's current one). */
import { mermaidWriter } from "./offline/mermaid-writer";
import { offlineTask } from "../../ai/offline/writers";
import { mermaidKind } from "@/lib/contracts/kinds";

// It answers under the mode's name (the Offline model's default task).
export const MERMAID_TASK = offlineTask(mermaidKind.mode, mermaidWriter);

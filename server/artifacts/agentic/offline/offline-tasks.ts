/** The Offline model's tasks for lite apps (registered with the agentic kind by la-server). */
import { offlineTask, type OfflineTask } from "@/server/ai/offline/writers";
import { agenticWriter } from "./writer";
import { agenticKind } from "@/lib/contracts/kinds";

export const AGENTIC_TASK = offlineTask(agenticKind.mode, agenticWriter);

export const AGENTIC_OFFLINE_TASKS: readonly OfflineTask[] = [AGENTIC_TASK];

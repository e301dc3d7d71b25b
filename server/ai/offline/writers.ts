/**
 * Which writer answers an Offline model call: the task named by `providerOptions.offline.task`.
 * A task is a typed value (`offlineTask`), never a bare string at the call site: the calls that
 * are not about a kind (chat replies, titles, prompt optimisation) are defined here; each
 * artifact kind brings the tasks its calls name in its server definition, and they are
 * registered with the kind (server/artifacts/registry.ts). A call without a task is answered
 * by the task named like its mode; an unknown task by the chat writer rather than failing.
 */
import { normalReply } from "./normal/normal-reply";
import { chatTitle } from "./chat-title";
import { optimizePrompt } from "./optimize-prompt";
import type { JSONObject } from "@ai-sdk/provider";
import type { OfflineWriter } from "./types";

declare const offlineTaskBrand: unique symbol;

/** A task of the Offline model: its key (what travels in the call) and the writer that answers it. */
export type OfflineTask = {
  readonly key: string;
  readonly writer: OfflineWriter;
  readonly [offlineTaskBrand]: true;
};

export function offlineTask(key: string, writer: OfflineWriter): OfflineTask {
  return { key, writer } as OfflineTask;
}

/** What a call tells the Offline model: its task and that task's data. */
export type OfflineOptions = { task: OfflineTask } & Record<string, unknown>;

/** Its providerOptions form: the task by key (provider options are plain JSON). */
export function offlineProviderOptions(options: OfflineOptions): JSONObject {
  const { task, ...data } = options;
  return { ...data, task: task.key } as JSONObject;
}

export const NORMAL_TASK = offlineTask("normal", normalReply);
export const CHAT_TITLE_TASK = offlineTask("chat_title", chatTitle);
export const OPTIMIZE_PROMPT_TASK = offlineTask("optimize_prompt", optimizePrompt);

const writers = new Map<string, OfflineWriter>(
  [NORMAL_TASK, CHAT_TITLE_TASK, OPTIMIZE_PROMPT_TASK].map((task) => [task.key, task.writer]),
);

/** Adds a kind's tasks (a task registered again keeps its writer). */
export function registerOfflineTasks(tasks: readonly OfflineTask[]): void {
  for (const task of tasks) writers.set(task.key, task.writer);
}

export function getOfflineWriter(key: string): OfflineWriter {
  return writers.get(key) ?? normalReply;
}

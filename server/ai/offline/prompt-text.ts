/** Flattens an AI SDK V3 prompt into the plain text the offline writers work with. */
import type { LanguageModelV3Message, LanguageModelV3Prompt } from "@ai-sdk/provider";
import type { HistoryTurn } from "./types";

export type PromptText = {
  /** Text of the last user message ('' when there is none). */
  userText: string;
  /** User/assistant turns before that message, oldest first, text parts only. */
  history: HistoryTurn[];
  /** All system messages joined; writers may ignore it, usage accounting does not. */
  system: string;
};

function textOf(message: LanguageModelV3Message): string {
  if (message.role === "system") return message.content;
  // File, reasoning and tool parts carry no prose the offline writers could use.
  return message.content
    .map((part) => (part.type === "text" ? part.text : ""))
    .filter(Boolean)
    .join("\n")
    .trim();
}

export function extractPromptText(prompt: LanguageModelV3Prompt): PromptText {
  let lastUser = -1;
  prompt.forEach((message, i) => {
    if (message.role === "user") lastUser = i;
  });
  const history: HistoryTurn[] = [];
  prompt.forEach((message, i) => {
    if (i >= lastUser || (message.role !== "user" && message.role !== "assistant")) return;
    const text = textOf(message);
    if (text) history.push({ role: message.role, text });
  });
  return {
    userText: lastUser >= 0 ? textOf(prompt[lastUser]) : "",
    history,
    system: prompt
      .filter((m) => m.role === "system")
      .map(textOf)
      .join("\n"),
  };
}

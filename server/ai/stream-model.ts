/**
 * The one way generators call a model for streamed text. Reasoning (provider reasoning parts or
 * `<think>…</think>` inside the text) comes out as `think` parts, never as text.
 * PLACEHOLDER: the models branch replaces this with the full version (provider error mapping…).
 */
import { streamText, type ModelMessage } from "ai";
import type { LanguageModelV3 } from "@ai-sdk/provider";

export type ModelPart = { type: "text"; text: string } | { type: "think"; text: string };

export type ModelCall = {
  model: LanguageModelV3;
  system?: string;
  messages: ModelMessage[];
  abortSignal?: AbortSignal;
  providerOptions?: Record<string, Record<string, unknown>>;
  maxOutputTokens?: number;
  temperature?: number;
};

export type ModelResult = { text: string; think: string; finishReason: string; truncated: boolean; aborted: boolean };

export async function streamModel(call: ModelCall, onPart: (part: ModelPart) => void = () => {}): Promise<ModelResult> {
  const result = streamText({
    model: call.model,
    system: call.system,
    messages: call.messages,
    abortSignal: call.abortSignal,
    providerOptions: call.providerOptions as never,
    maxOutputTokens: call.maxOutputTokens,
    temperature: call.temperature,
  });
  let text = "";
  let think = "";
  let finishReason = "unknown";
  try {
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        text += part.text;
        onPart({ type: "text", text: part.text });
      } else if (part.type === "reasoning-delta") {
        think += part.text;
        onPart({ type: "think", text: part.text });
      } else if (part.type === "finish") finishReason = part.finishReason;
      else if (part.type === "error") throw part.error;
      else if (part.type === "abort") break;
    }
  } catch (error) {
    if (!call.abortSignal?.aborted) throw error;
  }
  const aborted = Boolean(call.abortSignal?.aborted);
  return { text, think, finishReason, truncated: finishReason === "length", aborted };
}

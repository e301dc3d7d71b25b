/** `normal` mode: a plain chat reply, streamed as `content` events (reasoning as `think`). */
import { streamText } from "ai";
import type { Generator } from "./generation";
import { modelMessages } from "./model-messages";

const SYSTEM =
  "You are Vibe Studio, an assistant for product managers and designers. Answer in the user's language, concisely, in Markdown.";

export const generateNormal: Generator = async (context, emit) => {
  const result = streamText({
    model: context.model,
    system: SYSTEM,
    messages: modelMessages(context),
    abortSignal: context.abortSignal,
    providerOptions: { offline: { mode: context.mode, locale: context.locale, think: true } },
  });
  try {
    // fullStream, not textStream: provider errors arrive as parts and must fail the round.
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") emit({ type: "content", content: part.text });
      else if (part.type === "reasoning-delta") emit({ type: "think", content: part.text });
      else if (part.type === "error") throw part.error;
      else if (part.type === "abort") break;
    }
  } catch (error) {
    // A stop keeps the partial reply; anything else propagates.
    if (!context.abortSignal.aborted) throw error;
  }
  return {};
};

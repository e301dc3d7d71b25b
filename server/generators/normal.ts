/** `normal` mode: a plain chat reply, streamed as `content` events. */
import { streamText } from "ai";
import type { Generator } from "./generator";

export const generateNormal: Generator = async (context, emit) => {
  const result = streamText({
    model: context.model,
    system:
      "You are Vibe Studio, an assistant for product managers and designers. Answer in the user's language, concisely, in Markdown.",
    messages: [
      ...context.history.map((h) => ({ role: h.role, content: h.text })),
      { role: "user" as const, content: context.userText },
    ],
    abortSignal: context.abortSignal,
    providerOptions: { offline: { mode: context.mode, locale: context.locale } },
  });
  let content = "";
  try {
    // fullStream, not textStream: provider errors arrive as parts and must fail the round.
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        content += part.text;
        emit({ type: "content", content: part.text });
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort") {
        break;
      }
    }
  } catch (error) {
    // A stop keeps the partial reply; anything else propagates.
    if (!context.abortSignal.aborted) throw error;
  }
  return { content };
};

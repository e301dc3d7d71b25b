/** `normal` mode: a plain chat reply, streamed as `content` events (reasoning as `think`). */
import { NORMAL_TASK, offlineProviderOptions } from "../ai/offline/writers";
import { streamModel } from "../ai/stream-model";
import type { Generator } from "./generation";
import { modelMessages } from "./model-messages";

const SYSTEM =
  "You are Vibe Studio, an assistant for product managers and designers. Answer in the user's language, concisely, in Markdown.";

export const generateNormal: Generator = async (context, emit) => {
  // A stop returns what was written (the runner keeps it); a provider failure throws an ApiError.
  await streamModel({
    model: context.model,
    system: SYSTEM,
    messages: modelMessages(context),
    abortSignal: context.abortSignal,
    providerOptions: {
      offline: offlineProviderOptions({
        task: NORMAL_TASK,
        mode: context.mode,
        locale: context.locale,
        think: true,
      }),
    },
    onPart: (part) => emit({ type: part.type === "think" ? "think" : "content", content: part.text }),
  });
  return {};
};

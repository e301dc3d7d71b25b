/**
 * The brief of a writer's call: the user's request (on a re-prompt, the request before the fix
 * message), the chat's earlier turns, the artifact being edited and the attached text — parsed
 * once, in the language the user wrote in.
 */
import { parseBrief, type Brief, type CurrentArtifact } from "./brief";
import type { WriterInput } from "./types";

const ATTACHMENT = /<attachment name="[^"]*">[\s\S]*?<\/attachment>/g;
// Picked knowledge travels in the message as `<knowledge>` blocks: material the writers cite,
// not the user's request (its words would otherwise become features and open questions).
const KNOWLEDGE = /<knowledge title="[^"]*"[^>]*>[\s\S]*?<\/knowledge>/g;

// Generators quote the artifact a request is about ("The PRD of this product: ````markdown …````"):
// the quote is context, not what the user asked.
function withoutQuotedArtifacts(text: string): string {
  return text
    .replace(/(`{3,4})[\w-]*\n[\s\S]*?\n\1/g, "")
    .replace(/^The PRD of this product:\s*$/m, "")
    .trim();
}

function lastUserIndex(history: WriterInput["history"]): number {
  for (let i = history.length - 1; i >= 0; i--) if (history[i].role === "user") return i;
  return -1;
}

/** What the user asked in this call (the fix request of a re-prompt is not what they asked). */
export function requestOf(input: WriterInput): { text: string; history: WriterInput["history"] } {
  const attempt = Number(input.options?.attempt ?? 1);
  if (attempt > 1) {
    const at = lastUserIndex(input.history);
    if (at >= 0) return { text: input.history[at].text, history: input.history.slice(0, at) };
  }
  // Page writers get the user's own words apart (their message also carries the page source).
  const prompt =
    typeof input.options?.prompt === "string" && input.options.prompt.trim() ? input.options.prompt : null;
  if (!prompt) return { text: withoutQuotedArtifacts(input.userText), history: input.history };
  const attached = input.userText.match(ATTACHMENT) ?? [];
  return { text: [prompt, ...attached].join("\n\n"), history: input.history };
}

export function briefOf(input: WriterInput, mode: string, current?: CurrentArtifact | null): Brief {
  const request = requestOf(input);
  const { history } = request;
  const text = request.text.replace(KNOWLEDGE, "").trim();
  const own = text.replace(ATTACHMENT, "").trim();
  return parseBrief({
    text,
    history,
    current: current ?? null,
    mode,
    language: own ? chosenLanguage(input, mode) : input.locale,
  });
}

/**
 * The language a caller chose for an artifact (the server reads it from the user's words, and
 * falls back on the interface's). A chat reply follows the words of the message instead.
 */
function chosenLanguage(input: WriterInput, mode: string): Brief["language"] | undefined {
  const chosen = input.options?.locale;
  const chat = mode === "normal" && (!input.options?.task || input.options.task === "normal");
  return !chat && (chosen === "en" || chosen === "zh") ? chosen : undefined;
}

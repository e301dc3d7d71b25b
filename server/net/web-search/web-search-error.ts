/**
 * Why a search failed. The research pipeline shows the message in its progress view and goes on
 * with the knowledge base, so the message names the engine and what went wrong, never a stack.
 */
export type WebSearchFailure = "timeout" | "aborted" | "unreachable" | "status" | "malformed";

export class WebSearchError extends Error {
  constructor(
    readonly engine: "searxng" | "tavily",
    readonly failure: WebSearchFailure,
    message: string,
  ) {
    super(`${engine}: ${message}`);
    this.name = "WebSearchError";
  }
}

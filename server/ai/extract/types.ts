import { MERMAID_LANGUAGE } from "@/lib/contracts/content/mermaid";

/** Shapes of artifact the extraction module can pull out of a model's reply. */
export const ARTIFACT_SHAPES = ["markdown", MERMAID_LANGUAGE, "html", "json", "tsx", "ts", "css"] as const;

export type ArtifactShape = (typeof ARTIFACT_SHAPES)[number];

export type ExtractedArtifact = {
  /** The artifact's text, without fences, `<think>` blocks or the prose around it. */
  body: string;
  /**
   * False when the artifact visibly stops early: an unterminated fence, HTML without
   * `</html>`, unbalanced JSON. A bare markdown document cannot show it: combine with
   * streamModel's `truncated`.
   */
  complete: boolean;
  /** Prose before and after the artifact (trimmed). */
  before: string;
  after: string;
  /** The fence's language as written ('' when bare or unlabelled). */
  lang: string;
  /** For `json`: the parsed value (after repair of trailing commas and comments), when it parses. */
  value?: unknown;
};

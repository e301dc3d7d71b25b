/** Contract between the `normal` writer's logic and its per-language wording. */
import type { Audience } from "./audience";
import type { Definition } from "./glossary";
import type { ArtifactKind } from "./intent";

export type ReplyContext = {
  /** The idea or question restated as one line. */
  subject: string;
  /** The message's own keywords (audience excluded); templates pad them with their own fallbacks. */
  keywords: string[];
  audience: Audience;
  /** Known product terms the message mentions, answered directly in question replies. */
  definitions: Definition[];
};

export type NormalCopy = {
  offlineNote: string;
  greeting: () => string;
  /** Shown before a reply to a content-free follow-up ("go on") that reuses an earlier idea. */
  continuing: string;
  idea: (ctx: ReplyContext) => string;
  question: (ctx: ReplyContext) => string;
  artifact: (ctx: ReplyContext, kind: ArtifactKind) => string;
};

/** Contract between the `normal` writer's logic and its per-language wording. */
import type { OfflineChatReply } from "../kind-copy";
import type { KnowledgeText } from "../knowledge/knowledge";
import type { Analysis } from "./normal-analysis";
import type { PlaybookText } from "../knowledge/playbooks";

export type NormalCopy = {
  offlineNote: string;
  greeting: () => string;
  thanks: () => string;
  /** Something that is neither about a product nor a question the writer can work through. */
  unclear: () => string;
  /** A request for a brief or ideas that never says what about. */
  needSubject: () => string;
  /** Before a reply that picks up an earlier request ("go on"). */
  continuing: (a: Analysis) => string;
  brief: (a: Analysis) => string;
  idea: (a: Analysis) => string;
  ideas: (a: Analysis) => string;
  /** A deliverable that has its own mode (PRD, prototype…): an outline and where to get the full one. */
  artifact: (a: Analysis, reply: OfflineChatReply) => string;
  definition: (entries: KnowledgeText[]) => string;
  /** After a metric term asked about for a named product: the metric this kind of product lives by. */
  metricHint: (a: Analysis) => string;
  /** How/why/open questions: a playbook when one fits, otherwise a general way through. */
  answer: (a: Analysis, playbook: PlaybookText | undefined) => string;
  compare: (items: [string, string], known: [KnowledgeText | undefined, KnowledgeText | undefined]) => string;
};

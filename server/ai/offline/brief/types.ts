/**
 * A structured brief: what a request is about and every thing it names, in order, so the
 * Offline writers place the user's own words first and fill only what the user left open.
 */
import type { ChatMode } from "@/lib/contracts/modes";

export type BriefLanguage = "en" | "zh";

export type ChartKind = "flowchart" | "sequence" | "state" | "class" | "er" | "journey" | "gantt" | "mindmap";

/** What the request asks to be made, when it says (the chat mode decides otherwise): the mode that makes it. */
export type Deliverable = ChatMode;

/** How a reply should answer: steps for a how-to, a table for a comparison… */
export type ReplyIntent =
  | "howto"
  | "compare"
  | "definition"
  | "why"
  | "list"
  | "template"
  | "question"
  | "greeting"
  | "thanks"
  | "idea";

export type Device = "web" | "mobile" | "tablet";

/** One step of a process, as written; `actor` and `action` when the step reads "who does what". */
/** A step; `target` is whom the actor addresses when the step says so ("订单服务调用库存服务…", "X calls Y to…"). */
export type Step = { text: string; actor?: string; action?: string; target?: string };

/**
 * A condition and its branches ("if the amount is over $200 a team lead approves, otherwise the
 * agent approves"). `after` is the index of the step it follows (-1: before the first step);
 * `ends` when the condition's outcome stops the process (lock, reject, cancel).
 */
export type Condition = {
  text: string;
  when: string;
  then: string[];
  otherwise: string[];
  after: number;
  ends: boolean;
  /** The other branch stops the process ("manager approves or rejects": a rejection ends it). */
  otherwiseEnds?: boolean;
};

/** A number with its unit as written ("$200", "5000元", "3 wrong codes", "5MB"). */
export type Quantity = { text: string; value: number; unit: string };

/** A duration, in days, and what it belongs to when the request says ("discovery 2 weeks"). */
export type Duration = { text: string; days: number; of?: string };

export type Transition = { from: string; to: string; event?: string };

export type Relation = { from: string; to: string; label?: string; many: boolean };

/** What a follow-up asks to change in the current artifact. */
export type Change =
  | {
      kind: "color";
      target: "primary" | "header" | "background" | "text" | "page";
      color: string;
      name: string;
    }
  | { kind: "theme"; dark: boolean }
  | {
      kind: "add";
      what: string;
      role:
        | "page"
        | "section"
        | "step"
        | "participant"
        | "state"
        | "entity"
        | "requirement"
        | "field"
        | "action"
        | "item";
      after?: string;
    }
  | { kind: "remove"; what: string }
  | { kind: "rename"; from: string; to: string }
  | { kind: "text"; to: string; target?: string }
  | { kind: "other"; text: string };

export type EditIntent = {
  /** Edit the current artifact, or make a new one (the user asked for a new one). */
  mode: "edit" | "new";
  changes: Change[];
};

export type Subject = {
  /** The product or topic, without request words ("returns portal", "快递柜取件"); '' when none. */
  product: string;
  /** Who it is for, when the request says ("flatmates", "老人子女"). */
  audience: string | null;
  /** A name the user gave ("Loomly Threads", "山野咖啡"). */
  brand: string | null;
  /** Where it is used or who runs it ("an online furniture store"), when said. */
  setting: string | null;
  /** Product and audience as one phrase, for prose. */
  phrase: string;
};

export type Brief = {
  language: BriefLanguage;
  /** The request as understood (attachments and quoted artifacts removed). */
  text: string;
  deliverable: Deliverable | null;
  chart: ChartKind | null;
  intent: ReplyIntent;
  device: Device | null;
  subject: Subject;
  /** Every named thing, in the order written (the lists' items, deduplicated). */
  items: string[];
  steps: Step[];
  actors: string[];
  states: string[];
  transitions: Transition[];
  entities: string[];
  relations: Relation[];
  conditions: Condition[];
  numbers: Quantity[];
  durations: Duration[];
  /** ISO dates (YYYY-MM-DD) the request gives. */
  dates: string[];
  /** A plan's length as a whole ("a 12-week launch", "共6个迭代") and per item ("每个迭代2周"), in days. */
  plan: { totalDays: number | null; eachDays: number | null };
  pages: string[];
  sections: string[];
  fields: string[];
  actions: string[];
  features: string[];
  /** Who uses it, when named as roles ("customers", "业主", "维修师傅"). */
  users: string[];
  /** Colours named ("green", "橙色") as hex. */
  colors: string[];
  tone: string | null;
  /** Text of attached files: their names and the lines that carry facts. */
  attachments: { name: string; facts: string[] }[];
  /** A follow-up's edit of the current artifact (null when there is none to edit). */
  edit: EditIntent | null;
  /** Parts of the request the parser could not place. */
  unplaced: string[];
};

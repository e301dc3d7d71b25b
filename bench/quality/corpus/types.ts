/**
 * The shape of a quality case: one or more chat turns (the last one is judged) and what its
 * output must contain — the terms the request named, in the structure that carries them
 * (participants of a sequence, nodes of a flowchart in order, fields of a form…).
 */
import type { ChatMode } from "@/lib/contracts/modes";
import type { DesignType } from "@/lib/contracts/artifacts";

export type Lang = "en" | "zh";

/** The rows of the pass-rate table. */
export type QualityKind =
  | "normal"
  | "prd"
  | "test_case"
  | "chart"
  | "prototype_web"
  | "prototype_mobile"
  | "mult_prototype"
  | "followup"
  | "template"
  | "attachment"
  | "lite_app"
  | "picture";

export type Turn = {
  content: string;
  mode: ChatMode;
  device_type?: DesignType;
  /** A gallery template slug picked in the composer. */
  template?: string;
  /** A text file attached to this message. */
  attachment?: { name: string; text: string };
};

export type ChartType = "flowchart" | "sequence" | "state" | "er" | "class" | "gantt" | "journey" | "mindmap";

export type ChartExpect = {
  /** "any": the request is beyond the Offline model; what it drew instead is not judged, its reply is. */
  type: ChartType | "any";
  /** Flowchart nodes (or journey tasks, gantt tasks, mindmap nodes) that must appear, in this order. */
  ordered?: string[];
  /** Named things that must appear in the chart's structure (participants, states, entities, nodes…), any order. */
  named?: string[];
  /** A decision node with at least two labelled branches. */
  decision?: boolean;
  /** Gantt: the span from the first start to the last end, in days (± 10 %). */
  spanDays?: number;
  /** Gantt: the first task starts on this date. */
  startDate?: string;
  /**
   * What leads to what: for a flowchart, a node naming the first leads to a node naming the
   * second (directly or through a decision); for a state diagram, a transition from the first
   * to the second (`[*]` for the start or the end).
   */
  links?: [string, string][];
  /** Edges or transitions that must not be drawn (same reading as `links`). */
  noLinks?: [string, string][];
  /** Flowchart without named steps: at least `min` step nodes (start and end aside) name one of `words`. */
  about?: { words: string[]; min: number };
  /** Sequence: each of these is named by a message; no two forward messages say the same. */
  messages?: string[];
  /** Sequence: a message from the participant naming the first to the one naming the second, its text naming the third. */
  arrows?: [from: string, to: string, text: string][];
  /** Sequence: the condition told in words is an `alt` block with an `else`. */
  alt?: boolean;
  /** Gantt: the last task ends on this date (a one-day task or milestone on it counts). */
  deadline?: string;
  /** Mind map: the node naming the second sits under the node naming the first. */
  under?: [parent: string, child: string][];
  /**
   * The chat reply, in the language asked: each group is alternatives, one of which it names
   * (what the Offline model needs, what it drew instead).
   */
  reply?: string[][];
};

export type ReplyIntent = "howto" | "compare" | "definition" | "list" | "answer";

export type PageExpect = {
  device: DesignType;
  /** The brand shown in the page's title and header. */
  brand?: string;
  /** Labelled form controls whose label names each of these. */
  fields?: string[];
  /** Buttons or links whose text names each of these. */
  actions?: string[];
  /** Multi-page sets: exactly these pages (each page's title or heading names one). */
  pages?: string[];
  /** A table whose header cells are exactly these, in order (a ranking's columns). */
  tableHead?: string[];
  /** No section heading is exactly one of these (a column or a word that must not be a section of its own). */
  noSections?: string[];
  /**
   * Options the request listed ("bath, haircut, nail trim"): each is an item of its own — a card,
   * chip, option or row whose text names it and none of the others.
   */
  items?: string[];
  /** No item is a weekday and a word of the request ("Monday quote", 「周一交换点」). */
  noWeekdayItems?: boolean;
  /** The page's <title> names each of these (the domain, not "Mobile app"). */
  title?: string[];
  /** A filter the request asked for is a control (a select, option, checkbox, toggle or button), not a list. */
  filters?: string[];
  /** A chart's axis as the request words it: monthly → month names, weekly/每周 → weeks. */
  axis?: "months" | "weeks";
  /** Patterns (regular expressions, case-insensitive) the page's text must match: a price per hour, a time. */
  shows?: string[];
  /** No table is headed exactly these (the generic ID / Owner / When / Status). */
  noTableHead?: string[];
  /** No labelled control names one of these (a date/time picker where a list was asked). */
  forbidFields?: string[];
};

export type FollowupChange =
  | { kind: "color"; target: "button" | "header"; hue: "green" | "blue" | "orange" | "red" | "purple" }
  | { kind: "dark" };

/** A lite app's input, by the words of its label, and what kind of input it is. */
export type AppField = { label: string; type?: "text" | "number" | "date" | "checkbox" | "select" | "email" };

export type AppControl = {
  kind: "filter" | "sort" | "search" | "toggle";
  /** A word the control's name, options or label carry (the field it filters or sorts by). */
  about?: string;
};

/** Lite apps: read from the built app in Chromium (labels, input types, text, controls) and the reply. */
export type AppExpect = {
  fields?: AppField[];
  /** No labelled input names one of these (a placeholder field, a field named after a stray word). */
  forbidFields?: string[];
  /** Words the app shows for its computed values ("per person", "streak", "余额"). */
  shows?: string[];
  /** Options some select or button group offers. */
  options?: string[];
  /** No select offers one of these. */
  forbidOptions?: string[];
  controls?: AppControl[];
  /** A board's columns, exactly and in order. */
  columns?: string[];
  /** Values typed into the inputs named (label words), then text the app must show. */
  try?: { fill: [string, string][]; expect: string[] };
  /** The reply says the ask was beyond the Offline model, what was made instead, and points to a model. */
  saysUnsupported?: boolean;
  /** Text the last reply must not contain. */
  replyForbid?: string[];
};

export type Hue =
  "red" | "orange" | "yellow" | "green" | "blue" | "purple" | "pink" | "brown" | "black" | "white";

/** Pictures: what the Offline illustrator drew (its own names for subjects and places) and the reply. */
export type PictureExpect = {
  /** Subjects that must be drawn. */
  draw?: string[];
  /** Subject → the prompt's word: drawn, or the reply names the word as not drawn. */
  drawOrSay?: Record<string, string>;
  /** A subject's colour, as the prompt gives it. */
  colors?: Record<string, Hue>;
  backdrop?: string;
};

export type Expect = {
  /** Every term appears in the artifact (case-insensitive, light stemming for English). */
  terms?: string[];
  /** None of these appears (a neighbouring subject the writer must not drift to). */
  forbid?: string[];
  /** Pages: no row is named by a word and a number ("Language #7187", "登录 3590"). */
  noNumberedRows?: boolean;
  chart?: ChartExpect;
  reply?: { intent: ReplyIntent; items?: [string, string] };
  /** PRD: the title names one of `title`; each feature is in the requirements. */
  prd?: { title: string[]; features: string[] };
  /** Test cases: at least `min` cases, and the terms appear in the cases. */
  cases?: {
    min: number;
    /** Modules that must be among the cases' modules (case-insensitive, whole name). */
    modules?: string[];
    /** No module is longer than this many words (en) or twice as many characters (zh): never the whole request. */
    moduleWords?: number;
    /** Each term appears in some case's steps or expected result (a rule the cases act on, not just name). */
    acted?: string[];
    /** Each pattern (a regular expression, case-insensitive) matches the steps or expected results: boundaries at the given numbers. */
    bounds?: string[];
    /** No case's preconditions contain any of these ("signed in" for a password reset). */
    noPrecondition?: string[];
    /** No boilerplate step or result (the judge's own list, en and zh). */
    concrete?: boolean;
    /** The chat reply names each of these (what was made instead of what was asked). */
    reply?: string[];
  };
  page?: PageExpect;
  /** Follow-ups: the artifact was edited in place. */
  followup?: { sameTitle: boolean; keep: string[]; change?: FollowupChange };
  app?: AppExpect;
  picture?: PictureExpect;
};

export type QualityCase = {
  id: string;
  lang: Lang;
  kind: QualityKind;
  turns: Turn[];
  expect: Expect;
};

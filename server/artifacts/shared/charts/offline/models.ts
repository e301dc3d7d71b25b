/**
 * What a chart says, before it is written as mermaid: the steps and decisions of a flow, who
 * sends what in a sequence, states and transitions, entities and relations, tasks of a plan,
 * stages of a journey, branches of a map. Built from a brief (or a PRD, or a chart being
 * edited) and rendered by one renderer per type.
 */
import type { ChartKind } from "../../../../ai/offline/brief";

export type FlowNode = { text: string; actor?: string };

/** A decision after `after` (index into steps; -1 before the first): both branches, and whether "yes" ends the flow. */
export type FlowDecision = {
  question: string;
  after: number;
  yes: FlowNode[];
  no: FlowNode[];
  yesLabel: string;
  noLabel: string;
  ends: boolean;
  /** The "no" branch stops the flow (a rejection), instead of rejoining it. */
  noEnds?: boolean;
};

export type FlowModel = {
  kind: "flowchart";
  title: string;
  start: string;
  end: string;
  steps: FlowNode[];
  decisions: FlowDecision[];
  lanes: boolean;
};

export type Message = { from: number; to: number; text: string; reply?: boolean };

export type SequenceModel = {
  kind: "sequence";
  title: string;
  participants: string[];
  people: boolean[];
  messages: Message[];
  alt?: { at: number; condition: string; then: Message[]; otherwise: Message[]; otherwiseLabel: string };
};

export type StateModel = {
  kind: "state";
  title: string;
  states: string[];
  transitions: { from: string; to: string; event?: string }[];
};

export type Entity = { name: string; fields: { type: string; name: string; key?: "PK" | "FK" }[] };

export type EntityModel = {
  kind: "er" | "class";
  title: string;
  entities: Entity[];
  relations: { from: string; to: string; many: boolean; label: string }[];
};

export type GanttModel = {
  kind: "gantt";
  title: string;
  start: string;
  /** A milestone is a day's mark (a launch on its date), not work: 0 days. */
  sections: { name: string; tasks: { name: string; days: number; milestone?: boolean }[] }[];
};

export type JourneyModel = {
  kind: "journey";
  title: string;
  actor: string;
  stages: { name: string; tasks: { name: string; score: number }[] }[];
};

export type MindModel = {
  kind: "mindmap";
  title: string;
  root: string;
  branches: { name: string; children: string[] }[];
};

export type ChartModel =
  FlowModel | SequenceModel | StateModel | EntityModel | GanttModel | JourneyModel | MindModel;

export type { ChartKind };

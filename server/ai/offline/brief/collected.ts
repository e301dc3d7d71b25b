/** What the parser gathers sentence by sentence, before it dedupes and links it into a brief. */
import type { Brief, Duration } from "./types";

export type Collected = Pick<
  Brief,
  | "steps"
  | "actors"
  | "states"
  | "entities"
  | "pages"
  | "sections"
  | "fields"
  | "actions"
  | "features"
  | "users"
  | "conditions"
> & { durations: Duration[]; unplaced: string[] };

export function emptyCollected(): Collected {
  return {
    steps: [],
    actors: [],
    states: [],
    entities: [],
    pages: [],
    sections: [],
    fields: [],
    actions: [],
    features: [],
    users: [],
    conditions: [],
    durations: [],
    unplaced: [],
  };
}

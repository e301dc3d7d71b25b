/** Short constructors that keep the packs readable. */
import type { DocFeature, Priority } from "../pack-types";

export const feat = (
  name: string,
  want: string,
  benefit: string,
  criteria: string[],
  edge: string,
  priority: Priority = "P1",
  actor?: string,
): DocFeature => ({
  name,
  want,
  benefit,
  criteria,
  edge,
  priority,
  ...(actor ? { actor } : {}),
});

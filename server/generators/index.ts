import type { Generator } from "./generator";
import { generateNormal } from "./normal";

/** Modes that have a generator today; the stream refuses the others with a clear message. */
export const generators: Partial<Record<string, Generator>> = {
  normal: generateNormal,
};

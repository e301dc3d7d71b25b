/** What a research round reads of a stream request: ask clarifying questions first (spec §7 `clarification`). */
import { z } from "zod";

export const requestOptions = z.object({ enable_clarification: z.boolean().optional() });

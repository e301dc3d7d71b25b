/** What a lite-app round reads of a stream request: its choices, one object named after the kind. */
import { z } from "zod";
import { agenticRoundOptionsSchema } from "../lite-app";

export const agenticRequestOptions = z.object({ agentic: agenticRoundOptionsSchema.optional() });

/** What the server checks of a lite app: its content, and what its rounds read of a stream request. */
import { z } from "zod";
import { agenticRoundOptionsSchema } from "@/lib/contracts/lite-app";

export { liteAppContentSchema as contentSchema } from "@/lib/contracts/lite-app";

/** A lite-app round's choices, one object named after the kind. */
export const requestOptions = z.object({ agentic: agenticRoundOptionsSchema.optional() });

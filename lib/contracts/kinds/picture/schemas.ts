/** What the server checks of a picture, and what a picture round reads of a stream request. */
import { z } from "zod";
import { PICTURE_ASPECTS } from "@/lib/contracts/pictures";

export { pictureContentSchema as contentSchema } from "@/lib/contracts/pictures";

/** The aspect chosen in the composer (else read from the prompt's words). */
export const requestOptions = z.object({ aspect: z.enum(PICTURE_ASPECTS).optional() });

/** What a picture round reads of a stream request: the aspect chosen in the composer (else read from the prompt's words). */
import { z } from "zod";
import { PICTURE_ASPECTS } from "../pictures";

export const pictureRequestOptions = z.object({ aspect: z.enum(PICTURE_ASPECTS).optional() });

/**
 * What the server checks of a multi-page prototype (JSON `{ pages }`), and what its rounds read of
 * a stream request: the single-page kind's options, the same schemas, and the page a change is about.
 */
import { z } from "zod";
import { requestOptions as pageOptions } from "@/lib/contracts/kinds/prototype/schemas";

export { multPrototypeContentSchema as contentSchema } from "@/lib/contracts/content/prototype";

export const requestOptions = pageOptions.extend({ mult_page_id: z.string().min(1).max(100).optional() });

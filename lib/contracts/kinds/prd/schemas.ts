/** What the server checks of a PRD (canonical markdown), and what a PRD round reads of a stream request (spec §7). */
import { z } from "zod";

export { prdContentSchema as contentSchema } from "@/lib/contracts/content/prd";

export const requestOptions = z.object({
  /** The PRD template the document follows (else the chat's, else the default). */
  template_id: z.string().min(1).max(100).optional(),
  /** One section or chart rewritten (lib/contracts/content/prd.ts names them). */
  prd_sub_module_id: z.string().max(200).optional(),
});

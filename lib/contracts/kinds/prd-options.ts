/** What a PRD round reads of a stream request (spec §7). */
import { z } from "zod";

export const prdRequestOptions = z.object({
  /** The PRD template the document follows (else the chat's, else the default). */
  template_id: z.string().min(1).max(100).optional(),
  /** One section or chart rewritten (lib/contracts/content/prd.ts names them). */
  prd_sub_module_id: z.string().max(200).optional(),
});

/** What the server checks of a prototype page, and what a prototype round reads of a stream request (spec §7). */
import { z } from "zod";
import { PROTOTYPE_DESIGNS } from "@/lib/contracts/kinds/prototype-rounds";

export { prototypeContentSchema as contentSchema } from "@/lib/contracts/content/prototype";

const id = z.string().min(1).max(100);

/** The options both prototype kinds read (the multi-page kind extends these same schemas). */
export const requestOptions = z.object({
  prototype: z.enum(PROTOTYPE_DESIGNS).optional(),
  /** AI Modify of one element: its outerHTML as the viewer shows it (lib/contracts/prototype.ts). */
  edit_html: z.string().max(200_000).optional(),
  /** A template of the gallery the new prototype starts from. */
  prototype_template_id: id.optional(),
  /** A version copied into a new one, with no model call. */
  copy_version_id: id.optional(),
  /** The design style the generation follows. */
  prototype_style_id: id.optional(),
});

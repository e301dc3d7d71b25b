/** What the single-page and multi-page prototype kinds read of a stream request (spec §7). */
import { z } from "zod";
import { PROTOTYPE_DESIGNS } from "./prototype-rounds";

const id = z.string().min(1).max(100);

/** The options both prototype kinds share (both declare these same schemas). */
export const prototypePagesRequestOptions = z.object({
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

/** The multi-page kind's options: the shared ones and the page a change is about. */
export const multPrototypeRequestOptions = prototypePagesRequestOptions.extend({
  mult_page_id: id.optional(),
});

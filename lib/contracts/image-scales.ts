/** A PNG export's pixel density (a page, a chart): 1×, 2× or 3× its CSS pixels (default 1×). */
import { z } from "zod";

export const IMAGE_SCALES = [1, 2, 3] as const;
export type ImageScale = (typeof IMAGE_SCALES)[number];
export const imageScaleSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

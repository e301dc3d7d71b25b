/**
 * The schemas of a kind that declares none (`defineKind`'s defaults): any text, no request options.
 * Named and swapped in the browser like every kind's own (next.config.ts).
 */
import { z } from "zod";

export const contentSchema = z.string();
export const requestOptions = z.object({});

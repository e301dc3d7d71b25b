/**
 * A text field with its own messages (messages/*.json → validation.<key>): one key when the
 * field is empty, one when it is too long. The client's forms show the same messages.
 */
import { z } from "zod";

export function boundedText(max: number, requiredKey: string | null, lengthKey: string) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (requiredKey && value.length === 0)
        ctx.addIssue({ code: "custom", message: requiredKey, params: { key: requiredKey } });
      else if (value.length > max)
        ctx.addIssue({ code: "custom", message: lengthKey, params: { key: lengthKey, max } });
    });
}

/**
 * What a click on a `done` button leads to (POST /chats/{id}/button-click). A button offers a
 * follow-up round: its payload (written by the generator that offered it) may name the round's
 * `mode` and any stream-request field; the client's own payload fills in fields the button left
 * open (e.g. a choice the user made). Acknowledge-only buttons lead nowhere.
 */
import type { Message } from "./chats";
import { ACKNOWLEDGE_BUTTONS, type ButtonClickAnswer } from "@/lib/contracts/chat-actions";
import { streamRequestSchema, type MessageExtension } from "@/lib/contracts/chat";

// Fields a button may not set: the round's identity is the click itself, not a message.
const NOT_FROM_PAYLOAD = new Set(["button_type", "skip_user_message"]);

function streamFields(payload: Record<string, unknown> | undefined): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload ?? {})) {
    if (key in streamRequestSchema.shape && !NOT_FROM_PAYLOAD.has(key)) fields[key] = value;
  }
  return fields;
}

export function followUp(message: Message, clientPayload?: Record<string, unknown>): ButtonClickAnswer {
  const button = (message.extension as MessageExtension).button!;
  if ((ACKNOWLEDGE_BUTTONS as readonly string[]).includes(button.type))
    return { action: "none", message_id: message.id };
  const base = {
    mode: message.mode,
    ...(message.model ? { model: message.model } : {}),
    button_type: button.type,
    skip_user_message: true,
  };
  const proposed = {
    ...streamFields(clientPayload),
    ...streamFields(button.payload),
    ...base,
    ...pick(button.payload, "mode"),
  };
  const parsed = streamRequestSchema.safeParse(proposed);
  // A payload field the contract refuses is dropped rather than failing the click.
  const request = parsed.success ? parsed.data : streamRequestSchema.parse(base);
  return { action: "stream", message_id: message.id, request };
}

function pick(payload: Record<string, unknown> | undefined, key: string): Record<string, unknown> {
  return payload && key in payload ? { [key]: payload[key] } : {};
}

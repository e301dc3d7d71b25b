/**
 * What the chat says of a revert: a line from the assistant, saved with the chat's messages (so a
 * reload shows it, and the model reads it with the chat's history), written in the language of
 * the request; the viewer's own language shows it from `extension.revert`.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { chats, messages } from "../../db/schema";
import { translate, type Locale } from "../../i18n/api-messages";
import { LAST_MESSAGE_CHARS } from "../../services/messages";
import { agenticKind } from "@/lib/contracts/kinds";
import type { MessageExtension } from "@/lib/contracts/chat";

export async function writeRevertNote(
  db: Db,
  chatId: string,
  version: number,
  discarded: number[],
  locale: Locale,
): Promise<void> {
  const content = translate(locale, "chat.revertNote", {
    version,
    discarded: discarded.map((n) => `v${n}`).join(", "),
  });
  const extension: MessageExtension = { revert: { version, discarded } };
  const now = new Date();
  await db.insert(messages).values({
    chatId,
    role: "assistant",
    content,
    mode: agenticKind.mode,
    status: "done",
    extension,
    createdAt: now,
    updatedAt: now,
  });
  await db
    .update(chats)
    .set({ updatedAt: now, lastMessage: content.slice(0, LAST_MESSAGE_CHARS) })
    .where(eq(chats.id, chatId));
}

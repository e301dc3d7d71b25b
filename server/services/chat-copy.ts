/**
 * A chat that starts as a copy of another (`copy_chat_id` of POST /chats/{id}/stream, spec §7),
 * so a user can branch a piece of work: the new chat gets the source's messages and the latest
 * complete version of each artifact kind, as rows of its own; the source is not touched.
 *
 * - Only the user's own chat can be copied: another user's answers 404 like a missing chat.
 * - Only into a chat that holds nothing yet: a copy never mixes with other work (409).
 * - Not while the source is answering: its reply is still being written (409).
 * - A copy calls no model and costs nothing; whether a round follows is the route's decision.
 *
 * What a copied row keeps and drops: messages keep text, mode, model, reasoning, attachments
 * (uploads belong to the user, not to a chat), buttons and errors; a message still marked
 * streaming (its round never settled) is copied as stopped; likes are feedback on the original
 * answer and stay there; a message's version references point at the copies, and references to
 * older versions, which are not copied, are dropped. Versions are numbered from 1 in the new
 * chat, marked `copied` with the version they came from; a deployed lite app's copy is complete,
 * not deployed (the deployment stays with the source).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { chats, messages, versions } from "../db/schema";
import { ApiError, ERRNO } from "../http/api-error";
import { translate, type Locale } from "../i18n/api-messages";
import { DEFAULT_CHAT_TITLE, getOwnedChat, listMessages, type Chat, type Message } from "./chats";
import { versionRef, type VersionRow } from "./versions";
import type { RoundRegistry } from "../streams/round-registry";
import type { MessageExtension } from "@/lib/contracts/chat";
import type { VersionRef } from "@/lib/contracts/versions";

/** What a copy wrote: the chat as it now is, its messages (oldest first) and its versions. */
export type ChatCopy = { chat: Chat; messages: Message[]; versions: VersionRef[] };

const TITLE_MAX = 100;

/**
 * The chat to copy, checked before anything is written: the user's own (404 otherwise) and not
 * answering right now (409).
 */
export async function copySource(
  db: Db,
  registry: RoundRegistry,
  userId: string,
  sourceId: string,
): Promise<Chat> {
  const source = await getOwnedChat(db, userId, sourceId);
  if (await registry.activeForChat(source.id)) throw new ApiError(ERRNO.CONFLICT, "copySourceBusy");
  return source;
}

/** The latest complete version of each kind the chat has. */
async function latestOfEachKind(db: Db, chatId: string): Promise<VersionRow[]> {
  return db
    .selectDistinctOn([versions.type])
    .from(versions)
    .where(and(eq(versions.chatId, chatId), sql`${versions.status} in ('complete', 'deployed')`))
    .orderBy(versions.type, desc(versions.versionNumber));
}

async function isEmpty(db: Db, chatId: string): Promise<boolean> {
  const [message] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .limit(1);
  const [version] = await db
    .select({ id: versions.id })
    .from(versions)
    .where(eq(versions.chatId, chatId))
    .limit(1);
  return !message && !version;
}

function copyTitle(locale: Locale, sourceTitle: string): string {
  const whole = translate(locale, "chatCopy.title", { title: sourceTitle });
  if (whole.length <= TITLE_MAX) return whole;
  const room = TITLE_MAX - (whole.length - sourceTitle.length) - 1;
  return translate(locale, "chatCopy.title", { title: `${sourceTitle.slice(0, Math.max(room, 1))}…` });
}

function copiedExtension(extension: MessageExtension, copies: Map<string, VersionRef>): MessageExtension {
  const copied: MessageExtension = { ...extension };
  if (extension.versions) {
    const refs = extension.versions.flatMap((ref) => (copies.has(ref.id) ? [copies.get(ref.id)!] : []));
    if (refs.length) copied.versions = refs;
    else delete copied.versions;
  }
  return copied;
}

/**
 * Writes the copy of `source` into `target` (call it inside the transaction that may still
 * refuse, so a refusal leaves nothing). Throws 409 when `target` already holds something.
 */
export async function copyChatInto(
  db: Db,
  source: Chat,
  target: Chat,
  locale: Locale,
  now: Date,
): Promise<ChatCopy> {
  if (!(await isEmpty(db, target.id))) throw new ApiError(ERRNO.CONFLICT, "copyTargetNotEmpty");
  const [sourceMessages, sourceVersions] = await Promise.all([
    listMessages(db, source.id),
    latestOfEachKind(db, source.id),
  ]);

  const copies = new Map<string, VersionRef>();
  for (const version of sourceVersions) {
    const [row] = await db
      .insert(versions)
      .values({
        chatId: target.id,
        type: version.type,
        versionNumber: 1,
        content: version.content,
        designType: version.designType,
        status: "complete",
        isDeployed: false,
        meta: { ...version.meta, source: "copied", copied_from: version.id, copied_from_chat: source.id },
        createdAt: now,
      })
      .returning();
    copies.set(version.id, versionRef(row));
  }

  if (sourceMessages.length) {
    await db.insert(messages).values(
      sourceMessages.map((m) => ({
        chatId: target.id,
        role: m.role,
        content: m.content,
        mode: m.mode,
        model: m.model,
        status: m.status === "streaming" ? "stopped" : m.status,
        extension: copiedExtension(m.extension as MessageExtension, copies),
        // Their own times keep the conversation in order (and say when it was written).
        createdAt: m.createdAt,
        updatedAt: m.updatedAt,
      })),
    );
  }

  const [chat] = await db
    .update(chats)
    .set({
      ...(target.title === DEFAULT_CHAT_TITLE ? { title: copyTitle(locale, source.title) } : {}),
      ...(Object.keys(target.config ?? {}).length ? {} : { config: source.config }),
      lastMessage: source.lastMessage,
      updatedAt: now,
    })
    .where(eq(chats.id, target.id))
    .returning();

  return { chat, messages: await listMessages(db, target.id), versions: [...copies.values()] };
}

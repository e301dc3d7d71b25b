/**
 * The chat's plain constants (spec §9), apart from the schemas that use them: every workspace
 * page reads some of them, and this file keeps zod out of a page that only needs a number
 * (lint keeps it free of imports). chat.ts and chat-actions.ts re-export them.
 */
export const DEFAULT_CHAT_TITLE = "new chat";
export const CHAT_PAGE_SIZE = 15;
export const MAX_ATTACHMENTS = 5;

export const TITLE_MAX = 100;
/** A title the model writes is short: it names the subject, nothing else. */
export const GENERATED_TITLE_MAX = 30;
/** Spec §9: the title update may take up to 5 minutes (the model writes it). */
export const TITLE_TIMEOUT_MS = 5 * 60 * 1000;

/** GET /space/artifacts: a page of the knowledge base. */
export const SPACE_PAGE_SIZE = 20;

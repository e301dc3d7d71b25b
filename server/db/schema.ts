/**
 * The whole data model (spec §3, DESIGN.md §5). One schema for PGlite and PostgreSQL.
 * Ids are random UUIDs (unguessable, safe to show in URLs); times are timestamptz.
 */
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";
import { SPACE_ITEM_STATUSES, SPACE_ITEM_TYPES } from "@/lib/contracts/space-items";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { DESIGN_TYPES } from "@/lib/contracts/artifacts";
import { MESSAGE_STATUSES } from "@/lib/contracts/chat";
import { FEEDBACK_CATEGORIES } from "@/lib/contracts/feedback";
import { LOCALES } from "@/lib/contracts/locale";
import { SHARE_KINDS } from "@/lib/contracts/prototype";
import { REGISTER_CODE_STATUSES, WAIT_LIST_STATUSES } from "@/lib/contracts/user";
import { VERSION_STATUSES } from "@/lib/contracts/versions";
import { LITE_DATA_STORES } from "@/lib/contracts/lite-app";
import {
  BUILD_STATUSES,
  INVITE_STATUSES,
  LEDGER_KINDS,
  LIKE_STATES,
  MESSAGE_ROLES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  ROUND_STATUSES,
  WAIT_LIST_ENTRY_STATUSES,
} from "./enums";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A check constraint: the column holds one of `values` (NULL passes, as SQL has it). */
const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(
    name,
    sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "))})` as SQL,
  );

export const users = pgTable(
  "users",
  {
    id: id(),
    /** `<issuer>|<sub>` of the identity provider: the stable key of a person. */
    oidcSubject: text("oidc_subject").notNull(),
    account: text("account").notNull(),
    userCode: text("user_code").notNull(),
    email: text("email"),
    displayName: text("display_name").notNull(),
    photo: text("photo"),
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    inviteCode: text("invite_code").notNull(),
    /** Registration gate: admitted users may use gated routes (spec §6, errno 40003). */
    admitted: boolean("admitted").notNull().default(true),
    registerCodeStatus: text("register_code_status", { enum: REGISTER_CODE_STATUSES })
      .notNull()
      .default("unbound"),
    waitListStatus: text("wait_list_status", { enum: WAIT_LIST_STATUSES }).notNull().default("none"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_oidc_subject_idx").on(t.oidcSubject),
    uniqueIndex("users_invite_code_idx").on(t.inviteCode),
    oneOf("users_locale_check", t.locale, LOCALES),
    oneOf("users_register_code_status_check", t.registerCodeStatus, REGISTER_CODE_STATUSES),
    oneOf("users_wait_list_status_check", t.waitListStatus, WAIT_LIST_STATUSES),
  ],
);

/**
 * A signed-in browser (DESIGN.md §6 "logout revokes the session on the server"): created at
 * sign-in, named in the session cookie and in every BFF token, refused by the API once revoked
 * (logout, "sign out everywhere") or expired. Expiry slides with use, like the cookie's.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * The identity provider's side of this sign-in (null for sessions opened before it was
     * kept): who and which provider session (`iss`, `sub`, `sid` of the ID token) so a
     * back-channel logout finds it; the ID token (the `id_token_hint` of logout) and the
     * refresh token (the periodic check), both sealed with AUTH_SECRET; when the provider was
     * last asked whether the sign-in still stands.
     */
    providerIssuer: text("provider_issuer"),
    providerSubject: text("provider_subject"),
    providerSid: text("provider_sid"),
    idTokenSealed: text("id_token_sealed"),
    refreshTokenSealed: text("refresh_token_sealed"),
    providerCheckedAt: timestamp("provider_checked_at", { withTimezone: true }),
  },
  (t) => [
    index("user_sessions_user_idx").on(t.userId),
    index("user_sessions_provider_idx").on(t.providerIssuer, t.providerSubject),
    index("user_sessions_provider_sid_idx").on(t.providerIssuer, t.providerSid),
  ],
);

/**
 * Back-channel logout tokens already acted on, by issuer and `jti`: a replayed token is refused.
 * Kept until the token's own expiry, then pruned by the next one that arrives.
 */
export const providerLogoutTokens = pgTable(
  "provider_logout_tokens",
  {
    issuer: text("issuer").notNull(),
    jti: text("jti").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.jti] }),
    index("provider_logout_tokens_expiry_idx").on(t.expiresAt),
  ],
);

export const chats = pgTable(
  "chats",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull().default("new chat"),
    isFavorite: boolean("is_favorite").notNull().default(false),
    lastMessage: text("last_message"),
    /** Per-chat settings (POST /chats/{id}/set_config). */
    config: jsonb("config").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("chats_user_updated_idx").on(t.userId, t.updatedAt)],
);

/** One user request and the response it started (spec §4 chat response states). */
export const rounds = pgTable(
  "rounds",
  {
    id: id(),
    chatId: text("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The chat mode (text, not an enum: a new artifact kind brings its mode without a migration). */
    mode: text("mode").notNull(),
    model: text("model").notNull(),
    status: text("status", { enum: ROUND_STATUSES }).notNull().default("loading"),
    pointsReserved: integer("points_reserved").notNull().default(0),
    /** The stream request's options (device_type, template ids, base version…), for resume and audit. */
    options: jsonb("options").$type<Record<string, unknown>>().notNull().default({}),
    error: text("error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("rounds_chat_idx").on(t.chatId), oneOf("rounds_status_check", t.status, ROUND_STATUSES)],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    chatId: text("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    roundId: text("round_id").references(() => rounds.id, { onDelete: "set null" }),
    role: text("role", { enum: MESSAGE_ROLES }).notNull(),
    content: text("content").notNull().default(""),
    /** The chat mode (text: a new artifact kind brings its mode without a migration). */
    mode: text("mode").notNull().default("normal"),
    model: text("model"),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("done"),
    likeState: text("like_state", { enum: LIKE_STATES }),
    /** Extension info: versions of generated content, attachments, buttons. */
    extension: jsonb("extension").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("messages_chat_created_idx").on(t.chatId, t.createdAt),
    oneOf("messages_role_check", t.role, MESSAGE_ROLES),
    oneOf("messages_status_check", t.status, MESSAGE_STATUSES),
    oneOf("messages_like_state_check", t.likeState, LIKE_STATES),
  ],
);

/**
 * Every generated artifact version (immutable once complete). `type` is the artifact kind: text,
 * checked by the kinds' registry rather than the database, so a new kind needs no migration.
 * The pages of a multi-page prototype are items of one version's content.
 */
export const versions = pgTable(
  "versions",
  {
    id: id(),
    chatId: text("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    roundId: text("round_id").references(() => rounds.id, { onDelete: "set null" }),
    type: text("type").notNull(),
    versionNumber: integer("version_number").notNull(),
    content: text("content").notNull().default(""),
    designType: text("design_type", { enum: DESIGN_TYPES }).notNull().default("web"),
    viewUrl: text("view_url"),
    status: text("status", { enum: VERSION_STATUSES }).notNull().default("complete"),
    isDeployed: boolean("is_deployed").notNull().default(false),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("versions_chat_type_idx").on(t.chatId, t.type, t.versionNumber),
    // Numbers are per chat and kind; multi-page prototype pages are items inside one version.
    uniqueIndex("versions_chat_type_number_idx").on(t.chatId, t.type, t.versionNumber),
    oneOf("versions_design_type_check", t.designType, DESIGN_TYPES),
    oneOf("versions_status_check", t.status, VERSION_STATUSES),
  ],
);

export const agenticBuilds = pgTable(
  "agentic_builds",
  {
    id: id(),
    versionId: text("version_id")
      .notNull()
      .references(() => versions.id, { onDelete: "cascade" }),
    status: text("status", { enum: BUILD_STATUSES }).notNull().default("init"),
    log: text("log").notNull().default(""),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [oneOf("agentic_builds_status_check", t.status, BUILD_STATUSES)],
);

export const deployments = pgTable(
  "deployments",
  {
    id: id(),
    chatId: text("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    versionId: text("version_id")
      .notNull()
      .references(() => versions.id, { onDelete: "cascade" }),
    subdomain: text("subdomain").notNull(),
    previewUrl: text("preview_url").notNull(),
    adminUrl: text("admin_url"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("deployments_chat_idx").on(t.chatId),
    uniqueIndex("deployments_subdomain_idx").on(t.subdomain),
  ],
);

export const domainMappings = pgTable(
  "domain_mappings",
  {
    id: id(),
    chatId: text("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    deployVersionId: text("deploy_version_id")
      .notNull()
      .references(() => versions.id, { onDelete: "cascade" }),
    domain: text("domain").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("domain_mappings_domain_idx").on(t.domain)],
);

/**
 * A lite app's data (its `/__data` API, issue #20 §3): JSON records in named collections, per
 * chat and store — its previews' or its deployed app's, kept apart (a new version's preview and a
 * redeploy each keep theirs). `size` is the record's JSON length, summed for the per-app limit.
 */
export const liteAppRecords = pgTable(
  "lite_app_records",
  {
    id: id(),
    chatId: text("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    /** Whose records: the chat's previews' or its deployed app's (LITE_DATA_STORES). */
    store: text("store", { enum: LITE_DATA_STORES }).notNull().default("live"),
    collection: text("collection").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lite_app_records_store_collection_idx").on(t.chatId, t.store, t.collection, t.createdAt),
    oneOf("lite_app_records_store_check", t.store, LITE_DATA_STORES),
  ],
);

/** PostgreSQL's full-text document type (the space's search index). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The personal space (spec §3 "Knowledge-base item"): one row per saved artifact version, chat
 * attachment and piece of personal knowledge. Artifact and attachment rows point at their version
 * or upload (and go with them); `body_text` is the item's readable text (the knowledge itself, a
 * file's extracted text, an artifact's words), kept for search excerpts and as chat context.
 * `search_vector` indexes title (A), tags/notes/names (B) and body (C) — see server/space/search-text.ts.
 */
export const knowledgeItems = pgTable(
  "knowledge_items",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** attachment | prd | test_case | prototype | mermaid | research | mult_prototype | picture | knowledge */
    type: text("type", { enum: SPACE_ITEM_TYPES }).notNull(),
    title: text("title").notNull(),
    /** Personal knowledge: text or file. */
    knowledgeType: text("knowledge_type", { enum: ["text", "file"] }),
    status: text("status", { enum: SPACE_ITEM_STATUSES }).notNull().default("active"),
    isFavorite: boolean("is_favorite").notNull().default(false),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    notes: text("notes"),
    /** The user's own text (text knowledge). */
    content: text("content"),
    bodyText: text("body_text").notNull().default(""),
    uploadId: text("upload_id").references(() => uploads.id, { onDelete: "cascade" }),
    fileSize: integer("file_size"),
    fileName: text("file_name"),
    contentType: text("content_type"),
    sourceUrl: text("source_url"),
    chatId: text("chat_id").references(() => chats.id, { onDelete: "cascade" }),
    versionId: text("version_id").references(() => versions.id, { onDelete: "cascade" }),
    versionNumber: integer("version_number"),
    searchVector: tsvector("search_vector").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("knowledge_items_user_status_idx").on(t.userId, t.status, t.createdAt),
    index("knowledge_items_chat_idx").on(t.chatId),
    index("knowledge_items_search_idx").using("gin", t.searchVector),
    // One item per version and per upload: concurrent saves and the start-up backfill meet here.
    uniqueIndex("knowledge_items_version_idx").on(t.versionId),
    uniqueIndex("knowledge_items_upload_idx").on(t.uploadId),
  ],
);

/** PRD templates: user-owned, or built-in when userId is null. */
export const templates = pgTable("templates", {
  id: id(),
  userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  content: text("content").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const feedback = pgTable(
  "feedback",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category", { enum: FEEDBACK_CATEGORIES }).notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [oneOf("feedback_category_check", t.category, FEEDBACK_CATEGORIES)],
);

export const invites = pgTable(
  "invites",
  {
    id: id(),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteeId: text("invitee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: INVITE_STATUSES }).notNull().default("pending"),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    firstCreationAt: timestamp("first_creation_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invites_invitee_idx").on(t.inviteeId),
    oneOf("invites_status_check", t.status, INVITE_STATUSES),
  ],
);

export const registrationCodes = pgTable("registration_codes", {
  code: text("code").primaryKey(),
  note: text("note"),
  usedBy: text("used_by").references(() => users.id, { onDelete: "set null" }),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const waitList = pgTable(
  "wait_list",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    status: text("status", { enum: WAIT_LIST_ENTRY_STATUSES }).notNull().default("waiting"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("wait_list_user_idx").on(t.userId),
    oneOf("wait_list_status_check", t.status, WAIT_LIST_ENTRY_STATUSES),
  ],
);

/**
 * Append-only points ledger: the balance is always derived from it (never stored).
 * Grants carry a validity window; reservations are negative until charged or refunded.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    amount: integer("amount").notNull(),
    roundId: text("round_id"),
    reason: text("reason"),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** UTC month (YYYY-MM) a grant is valid in, or a reservation (and its refund) belongs to. */
    period: text("period"),
    /** Idempotency key of a once-only credit: the month of a grant, the invite id of a reward. */
    ref: text("ref"),
    createdAt: createdAt(),
  },
  (t) => [
    index("points_ledger_user_idx").on(t.userId, t.createdAt),
    // NULL refs are distinct, so only once-only credits are constrained.
    uniqueIndex("points_ledger_once_idx").on(t.userId, t.kind, t.ref),
    // One hold per round, settled (charged or refunded) at most once: the database enforces it.
    uniqueIndex("points_ledger_reserve_idx")
      .on(t.roundId)
      .where(sql`kind = 'reserve'`),
    uniqueIndex("points_ledger_settle_idx")
      .on(t.roundId)
      .where(sql`kind in ('charge', 'refund')`),
    oneOf("points_ledger_kind_check", t.kind, LEDGER_KINDS),
  ],
);

export const shares = pgTable(
  "shares",
  {
    /** The share id is the unguessable capability itself. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chatId: text("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    versionId: text("version_id"),
    versionNumber: integer("version_number"),
    kind: text("kind", { enum: SHARE_KINDS }).notNull(),
    title: text("title").notNull().default(""),
    designType: text("design_type", { enum: DESIGN_TYPES }).notNull().default("web"),
    /** Set when the owner revokes the share: the link then answers "missing or expired". */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf("shares_kind_check", t.kind, SHARE_KINDS),
    oneOf("shares_design_type_check", t.designType, DESIGN_TYPES),
  ],
);

/**
 * Files a user uploaded (chat attachments; knowledge files reference them too). The type is
 * sniffed from the bytes; the stored key is random, never derived from the uploaded name.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chatId: text("chat_id").references(() => chats.id, { onDelete: "set null" }),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** Text the model may read (documents, plain text); null for images. */
    extractedText: text("extracted_text"),
    /** The page a link import was fetched from. */
    sourceUrl: text("source_url"),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_user_idx").on(t.userId, t.createdAt)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    version: integer("version").notNull().default(1),
    title: jsonb("title").$type<{ en: string; zh: string }>().notNull(),
    body: jsonb("body").$type<{ en: string; zh: string }>().notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }),
    repeatable: boolean("repeatable").notNull().default(false),
    /** Seconds; default one day (spec §4). */
    repeatInterval: integer("repeat_interval").notNull().default(86_400),
    priority: text("priority", { enum: NOTIFICATION_PRIORITIES }).notNull().default("medium"),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf("notifications_type_check", t.type, NOTIFICATION_TYPES),
    oneOf("notifications_priority_check", t.priority, NOTIFICATION_PRIORITIES),
  ],
);

/** Operator settings (registration capacity, invite setting); key → JSON value. */
export const appSettings = pgTable(
  "app_settings",
  {
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.key] })],
);

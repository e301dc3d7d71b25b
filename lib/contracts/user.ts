/**
 * The answers of the "User" calls of spec §7: one shape per call, read as-is by the client
 * (no guessing between field names). Spec §3 names the fields of a user, an invited user and a
 * points balance; `bizQuotas.point` repeats the balance under the source system's names.
 */
import { z } from "zod";

export {
  USER_INFO_PATH,
  PRODUCT_STATS_PATH,
  INVITE_RECORD_PATH,
  POINTS_BALANCE_PATH,
  BIND_REGISTER_CODE_PATH,
  JOIN_WAIT_LIST_PATH,
  AUTH_STATE_PATH,
} from "./user-paths";
export { CLEAR_COOKIES_PATH } from "./session";

export const REGISTER_CODE_STATUSES = ["bound", "unbound"] as const;
export const WAIT_LIST_STATUSES = ["none", "waiting", "approved"] as const;

/** GET /user/info (the token itself is never sent). */
export const userInfoSchema = z.object({
  ucid: z.string(),
  account: z.string(),
  userCode: z.string(),
  email: z.string().nullable(),
  displayName: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  avatar: z.string().nullable(),
  inviteCode: z.string(),
  registerCodeStatus: z.enum(REGISTER_CODE_STATUSES),
  waitListStatus: z.enum(WAIT_LIST_STATUSES),
  /** False while the registration gate holds the user (the UI sends them to /wait). */
  admitted: z.boolean(),
  isAuthenticated: z.literal(true),
  joinedAt: z.string(),
  locale: z.enum(["en", "zh"]),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** POST /user/login (the BFF at sign-in): the user info, and whether the row was created now. */
export const loginAnswerSchema = userInfoSchema.extend({ created: z.boolean() });

export const pointsBalanceSchema = z.object({
  totalPoints: z.number().int(),
  usedPoints: z.number().int(),
  availablePoints: z.number().int(),
  lastUpdated: z.string(),
});
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;

/** GET /user/points/balance. */
export const pointsBalanceAnswerSchema = z.object({
  points_balance: pointsBalanceSchema,
  bizQuotas: z.object({
    point: z.object({
      totalQuota: z.number().int(),
      usedQuota: z.number().int(),
      balanceQuota: z.number().int(),
    }),
  }),
});
export type PointsBalanceAnswer = z.infer<typeof pointsBalanceAnswerSchema>;

/** GET /user/product-stats: the user center's totals (spec §2). */
export const productStatsSchema = z.object({
  chats: z.number().int(),
  prds: z.number().int(),
  prototypes: z.number().int(),
  flowcharts: z.number().int(),
  research_reports: z.number().int(),
  /** Every version of those creations (the counts above are artifacts: one per kind and chat). */
  versions: z.number().int(),
  invite_count: z.number().int(),
});
export type ProductStats = z.infer<typeof productStatsSchema>;

export const invitedUserSchema = z.object({
  name: z.string(),
  avatar: z.string().nullable(),
  joinedAt: z.string(),
  status: z.enum(["pending", "activated"]),
  activatedAt: z.string().nullable(),
});
export type InvitedUser = z.infer<typeof invitedUserSchema>;

/** GET /user/invite/record. */
export const inviteRecordSchema = z.object({
  invite_code: z.string(),
  invite_url: z.string(),
  invite_count: z.number().int(),
  invites_enabled: z.boolean(),
  list: z.array(invitedUserSchema),
});
export type InviteRecord = z.infer<typeof inviteRecordSchema>;

/** GET /user/invite/check/{code} (public): a yes/no, nothing about the inviter. */
export const inviteCheckSchema = z.object({ valid: z.boolean() });
export type InviteCheck = z.infer<typeof inviteCheckSchema>;

/** POST /user/invite/accept. */
export const inviteAcceptSchema = z.object({
  valid: z.boolean(),
  status: z.enum(["pending", "activated"]).nullable(),
  result: z.enum(["accepted", "already_invited", "not_found", "own_code", "not_eligible"]),
  admitted: z.boolean(),
});
export type InviteAcceptAnswer = z.infer<typeof inviteAcceptSchema>;

/** POST /user/bind/register/code. */
export const bindRegisterCodeAnswerSchema = z.object({
  admitted: z.boolean(),
  registerCodeStatus: z.enum(REGISTER_CODE_STATUSES),
});
export type BindRegisterCodeAnswer = z.infer<typeof bindRegisterCodeAnswerSchema>;

/** POST /user/join/waiting/list: the queue state, the wait estimate and the support hours (spec §9). */
export const joinWaitListAnswerSchema = z.object({
  waitListStatus: z.enum(WAIT_LIST_STATUSES),
  admitted: z.boolean(),
  email: z.string().nullable(),
  /** Whether the "you joined" e-mail went out (skipped when nothing changed). */
  mail: z.enum(["sent", "failed", "skipped"]),
  estimate: z.object({
    minDays: z.number().int(),
    maxDays: z.number().int(),
    unit: z.literal("working_days"),
  }),
  supportHours: z.object({ from: z.string(), to: z.string(), days: z.literal("workdays") }),
});
export type JoinWaitListAnswer = z.infer<typeof joinWaitListAnswerSchema>;

/**
 * POST /user/logout (`everywhere: true` ends every sign-in of the user). `id_token_hint` only
 * for the app's own logout route (the session's ID token, for the provider's logout).
 */
export const logoutAnswerSchema = z.object({
  logged_out: z.literal(true),
  everywhere: z.boolean(),
  sessions_ended: z.number().int(),
  id_token_hint: z.string().nullable().optional(),
});
export type LogoutAnswer = z.infer<typeof logoutAnswerSchema>;

/**
 * The cookies a 401 clears (spec §6 "Errno or status 401 clears the cookies and restarts login"):
 * the Auth.js session (any `.0`, `.1`… chunks too, and the `__Secure-`/`__Host-` variants on
 * HTTPS) and the language choice. The time zone and the 5-minute return address are kept: the
 * login that follows needs the return address. The API keeps no cookies of its own; the BFF
 * expires these on POST /user/clear-cookies.
 */
export const CLEARED_COOKIES = [
  "authjs.session-token",
  "authjs.callback-url",
  "authjs.csrf-token",
  "authjs.pkce.code_verifier",
  "authjs.state",
  "authjs.nonce",
  "NEXT_LOCALE",
] as const;
export const KEPT_COOKIES = ["timezone", "vibe_return_to"] as const;

/** POST /user/clear-cookies (no session needed: it is called when the session has expired). */
export const clearCookiesAnswerSchema = z.object({
  cleared: z.array(z.string()),
  kept: z.array(z.string()),
});
export type ClearCookiesAnswer = z.infer<typeof clearCookiesAnswerSchema>;

/** POST /user/auth/create/state body (spec §7: productType, inviteKey). No session needed. */
export const authStateRequestSchema = z.object({
  productType: z
    .string()
    .trim()
    .max(50)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
  /** An invite code carried through the sign-in (the invite page's flow). */
  inviteKey: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9]*$/)
    .optional(),
  /** Where to return after sign-in: a path on this site only (default: the invite page, else /chat). */
  redirect: z
    .string()
    .max(500)
    .regex(/^\/(?![/\\])(?!auth\/|api\/)/)
    .optional(),
});
export type AuthStateRequest = z.infer<typeof authStateRequestSchema>;

/** Spec §4: the login return address is kept 5 minutes; the state lives as long. */
export const AUTH_STATE_TTL_MS = 5 * 60 * 1000;

/** A signed, short-lived state the sign-in route verifies, and where to send the browser. */
export const authStateAnswerSchema = z.object({
  state: z.string(),
  /** `/auth/login?callbackUrl=…&state=…` on this site. */
  redirectUri: z.string(),
  expires_at: z.string(),
});
export type AuthStateAnswer = z.infer<typeof authStateAnswerSchema>;

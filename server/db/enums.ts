/**
 * The values of the schema's enum columns that no contract names (the rest come from
 * lib/contracts): each is a check constraint in the database and a union type in the code.
 */

/** points_ledger.kind: what a row of the ledger is (services/points-ledger.ts). */
export const LEDGER_KIND = {
  grant: "grant_monthly",
  inviteActivation: "invite_activation",
  inviteFirstCreation: "invite_first_creation",
  reserve: "reserve",
  charge: "charge",
  refund: "refund",
} as const;
export const LEDGER_KINDS = [
  LEDGER_KIND.grant,
  LEDGER_KIND.inviteActivation,
  LEDGER_KIND.inviteFirstCreation,
  LEDGER_KIND.reserve,
  LEDGER_KIND.charge,
  LEDGER_KIND.refund,
] as const;

/** rounds.status: a round's life (spec §4 chat response states). */
export const ROUND_STATUSES = ["loading", "streaming", "done", "stopped", "error", "timeout"] as const;

export const MESSAGE_ROLES = ["user", "assistant"] as const;
export const LIKE_STATES = ["like", "dislike"] as const;
export const INVITE_STATUSES = ["pending", "activated"] as const;
export const WAIT_LIST_ENTRY_STATUSES = ["waiting", "approved"] as const;
export { BUILD_STATUSES } from "@/lib/contracts/lite-app";

/** notifications (spec §3 Notification config). */
export const NOTIFICATION_TYPES = [
  "update",
  "guide",
  "tour_guide",
  "announcement",
  "feature",
  "warning",
] as const;
export const NOTIFICATION_PRIORITIES = ["high", "medium", "low"] as const;

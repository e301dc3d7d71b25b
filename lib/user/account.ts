/** The user-center calls (spec §3 "User", "Invited user"): paths and shapes from the contract. */
export { INVITE_RECORD_PATH, PRODUCT_STATS_PATH } from "@/lib/contracts/user-paths";
export type { InviteRecord, InvitedUser, ProductStats } from "@/lib/contracts/user";
import type { InviteRecord, InvitedUser } from "@/lib/contracts/user";

/** The people the user invited, newest first. */
export function invitedUsers(record: InviteRecord): InvitedUser[] {
  return record.list;
}

/** Shapes of the user-center calls (spec §3 "User", "Invited user"). */
export const PRODUCT_STATS_PATH = "/api/user/product-stats";
export const INVITE_RECORD_PATH = "/api/user/invite/record";

export type ProductStats = {
  chats: number;
  prds: number;
  prototypes: number;
  flowcharts: number;
  research_reports: number;
  invite_count: number;
};

export type InvitedUser = { name: string; avatar: string | null; joinedAt: string | null; status: "pending" | "activated"; activatedAt?: string | null };

/** The contract names the list `items`; the API as built answers `list`. Both are read. */
export type InviteRecord = { invite_code: string | null; invite_count: number; items?: InvitedUser[]; list?: InvitedUser[]; invite_url?: string };

export function invitedUsers(record: InviteRecord): InvitedUser[] {
  return record.items ?? record.list ?? [];
}

/**
 * The paths of the "User" calls of spec §7, apart from their answers' schemas (user.ts): the
 * workspace's shell reads the user and the balance on every page, and this file keeps zod out of
 * it (lint keeps it free of imports). user.ts re-exports them.
 */
export const USER_INFO_PATH = "/api/user/info";
export const PRODUCT_STATS_PATH = "/api/user/product-stats";
export const INVITE_RECORD_PATH = "/api/user/invite/record";
export const POINTS_BALANCE_PATH = "/api/user/points/balance";
export const BIND_REGISTER_CODE_PATH = "/api/user/bind/register/code";
export const JOIN_WAIT_LIST_PATH = "/api/user/join/waiting/list";
export const AUTH_STATE_PATH = "/api/user/auth/create/state";

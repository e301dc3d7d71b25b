/** Moved to lib/api/handle-api-error.ts (one 401/40003 helper for the whole app); kept as an alias. */
export { handleApiError } from "@/lib/api/handle-api-error";

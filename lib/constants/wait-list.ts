/** Registration gate and waiting list (spec §1, §9). */
export const WAIT_ESTIMATE_DAYS = { min: 2, max: 3 } as const;
/** Support answers on workdays between these hours (local time of the support team). */
export const SUPPORT_HOURS = { from: "9:00", to: "18:00" } as const;
export const SUPPORT_EMAIL = "support@vibestudio.dev";

/**
 * Points rules of spec §9, shared by the API (reservations, grants, rewards) and the UI
 * (user center "points rules", cost hints next to the send button).
 */
export const MONTHLY_GRANT_POINTS = 100;
export const INVITE_ACTIVATION_POINTS = 100;
export const INVITE_FIRST_CREATION_POINTS = 100;

/** What one generation costs; a normal chat reply is free. */
export const POINT_COSTS = {
  normal: 0,
  prototypeGeneration: 10,
  prototypeModification: 5,
  researchReport: 10,
  prdGeneration: 5,
  flowchartGeneration: 5,
} as const;

export type PointCostKey = keyof typeof POINT_COSTS;

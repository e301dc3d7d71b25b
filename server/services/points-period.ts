/**
 * Calendar months in UTC: the monthly grant is valid from the first instant of its month to the
 * first instant of the next (spec §9 "100 per month automatically, valid that month").
 */
export function monthOf(now: Date): string {
  return now.toISOString().slice(0, 7); // YYYY-MM
}

export function monthWindow(now: Date): { from: Date; until: Date } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const until = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from, until };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of an instant, `YYYY-MM-DD`: daily allowances start again at UTC midnight. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function nextUtcMidnight(ms: number): number {
  return (Math.floor(ms / DAY_MS) + 1) * DAY_MS;
}

/** Today's calendar date in UTC, YYYY-MM-DD. */
export const today = (now = new Date()): string => now.toISOString().slice(0, 10);

// The compliance buckets as date ranges (spec section 4: negative days Expired, up to 30 Expiring
// Soon, up to 90 Expiring Later, above 90 Valid), so a bucket filter is a key range of expirations
// sorted by date, and the chart's counts by month and bucket.
import { EXPIRING_LATER_DAYS, EXPIRING_SOON_DAYS, complianceOn, type ComplianceBucket } from './compliance';
import { addDays } from './dates';

export const COMPLIANCE_BUCKETS: readonly ComplianceBucket[] = ['Expired', 'Expiring Soon', 'Expiring Later', 'Valid'];
/** URL values of the buckets. */
export const BUCKET_VALUES: Record<string, ComplianceBucket> = {
  expired: 'Expired',
  expiring_soon: 'Expiring Soon',
  expiring_later: 'Expiring Later',
  valid: 'Valid',
};

export interface DateRange {
  from: string | null;
  to: string | null;
}

export function bucketRange(bucket: ComplianceBucket, today: string): DateRange {
  switch (bucket) {
    case 'Expired':
      return { from: null, to: addDays(today, -1) };
    case 'Expiring Soon':
      return { from: today, to: addDays(today, EXPIRING_SOON_DAYS) };
    case 'Expiring Later':
      return { from: addDays(today, EXPIRING_SOON_DAYS + 1), to: addDays(today, EXPIRING_LATER_DAYS) };
    default:
      return { from: addDays(today, EXPIRING_LATER_DAYS + 1), to: null };
  }
}

/** The union of neighbouring buckets as one range; null when they are not neighbours. */
export function bucketsRange(buckets: readonly ComplianceBucket[], today: string): DateRange | null {
  const indexes = [...new Set(buckets.map((b) => COMPLIANCE_BUCKETS.indexOf(b)))].sort((a, b) => a - b);
  if (!indexes.length || indexes.some((value, i) => i > 0 && value !== indexes[i - 1]! + 1)) return null;
  return {
    from: bucketRange(COMPLIANCE_BUCKETS[indexes[0]!]!, today).from,
    to: bucketRange(COMPLIANCE_BUCKETS[indexes.at(-1)!]!, today).to,
  };
}

/** Both ranges at once (null bounds are open); null when they do not overlap. */
export function intersectRanges(a: DateRange, b: DateRange): DateRange | null {
  // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings; Math.max would turn them into NaN.
  const from = a.from && b.from ? (a.from > b.from ? a.from : b.from) : (a.from ?? b.from);
  // biome-ignore lint/complexity/useMathMinMax: as above.
  const to = a.to && b.to ? (a.to < b.to ? a.to : b.to) : (a.to ?? b.to);
  return from && to && from > to ? null : { from, to };
}

/** The chart's numbers: expirations per month and bucket, from per-day counts. */
export function expirationsByMonth(
  days: readonly { date: string; count: number }[],
  today: string,
): { month: string; counts: Record<ComplianceBucket, number> }[] {
  const months = new Map<string, Record<ComplianceBucket, number>>();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    const counts = months.get(month) ?? { Expired: 0, 'Expiring Soon': 0, 'Expiring Later': 0, Valid: 0 };
    counts[complianceOn(today, day.date)] += day.count;
    months.set(month, counts);
  }
  return [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, counts]) => ({ month, counts }));
}

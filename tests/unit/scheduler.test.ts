import { describe, expect, it } from 'vitest';
import { parseEventBridgeCron } from '@infra/local/scheduler';
import { jobSchedules } from '@functions/handlers/jobs/schedules';

describe('parseEventBridgeCron', () => {
  it('matches the daily renewal-reminder schedule at 14:00 UTC only', () => {
    const matches = parseEventBridgeCron(jobSchedules['renewal-reminders']);
    expect(matches(new Date('2026-11-22T14:00:00Z'))).toBe(true);
    expect(matches(new Date('2026-11-22T14:01:00Z'))).toBe(false);
    expect(matches(new Date('2026-11-22T13:00:00Z'))).toBe(false);
  });

  it('supports lists, ranges, steps and EventBridge day-of-week numbering (1 = Sunday)', () => {
    const weekdays = parseEventBridgeCron('cron(0/15 8-10 ? * 2-6 *)');
    expect(weekdays(new Date('2026-11-23T08:30:00Z'))).toBe(true); // Monday
    expect(weekdays(new Date('2026-11-22T08:30:00Z'))).toBe(false); // Sunday
    expect(weekdays(new Date('2026-11-23T08:20:00Z'))).toBe(false);
    expect(weekdays(new Date('2026-11-23T11:00:00Z'))).toBe(false);
    const list = parseEventBridgeCron('cron(5,35 * 1 1,7 ? 2027)');
    expect(list(new Date('2027-07-01T03:35:00Z'))).toBe(true);
    expect(list(new Date('2026-07-01T03:35:00Z'))).toBe(false);
  });

  it('rejects malformed expressions', () => {
    expect(() => parseEventBridgeCron('rate(1 day)')).toThrow();
    expect(() => parseEventBridgeCron('cron(0 14 * *)')).toThrow(/6 fields/);
  });
});

// The learner's calendar day: pass, issue and expiry dates are the day on the learner's own
// calendar (their browser's zone, else the company's), not the UTC day.
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isTimeZone, localDate, toIsoDate } from '@shared/rules/dates';

const company = vi.hoisted(() => ({ settings: null as Record<string, unknown> | null }));
vi.mock('@functions/data/company', () => ({ getCompanyCached: async () => company.settings }));

describe('localDate: the calendar day of an instant in a zone', () => {
  it('is the local day late in the evening, when UTC is already tomorrow', () => {
    // 21:00 in Los Angeles (PDT, UTC-7) is 04:00 UTC the next day.
    expect(localDate(new Date('2026-07-05T04:00:00Z'), 'America/Los_Angeles')).toBe('2026-07-04');
    expect(toIsoDate(new Date('2026-07-05T04:00:00Z'))).toBe('2026-07-05');
    // 23:30 in New York on an EST day (UTC-5).
    expect(localDate(new Date('2026-01-16T04:30:00Z'), 'America/New_York')).toBe('2026-01-15');
    expect(localDate(new Date('2026-01-16T05:00:00Z'), 'America/New_York')).toBe('2026-01-16');
  });

  it('follows the spring-forward change (2026-03-08, America/New_York)', () => {
    expect(localDate(new Date('2026-03-08T04:59:00Z'), 'America/New_York')).toBe('2026-03-07'); // 23:59 EST
    expect(localDate(new Date('2026-03-08T05:00:00Z'), 'America/New_York')).toBe('2026-03-08'); // 00:00 EST
    expect(localDate(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('2026-03-08'); // 03:00 EDT, clocks jumped
    expect(localDate(new Date('2026-03-09T03:30:00Z'), 'America/New_York')).toBe('2026-03-08'); // 23:30 EDT
    expect(localDate(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09'); // 00:00 EDT
  });

  it('follows the fall-back change (2026-11-01, America/New_York)', () => {
    expect(localDate(new Date('2026-11-01T03:30:00Z'), 'America/New_York')).toBe('2026-10-31'); // 23:30 EDT
    expect(localDate(new Date('2026-11-01T04:00:00Z'), 'America/New_York')).toBe('2026-11-01'); // 00:00 EDT
    expect(localDate(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('2026-11-01'); // 01:30 EST, the second time
    expect(localDate(new Date('2026-11-02T04:30:00Z'), 'America/New_York')).toBe('2026-11-01'); // 23:30 EST
    expect(localDate(new Date('2026-11-02T05:00:00Z'), 'America/New_York')).toBe('2026-11-02');
  });

  it('is a day ahead of UTC far east and a day behind far west', () => {
    const noonUtc = new Date('2026-06-15T12:00:00Z');
    expect(localDate(noonUtc, 'Pacific/Kiritimati')).toBe('2026-06-16'); // UTC+14
    expect(localDate(new Date('2026-06-15T09:59:00Z'), 'Pacific/Kiritimati')).toBe('2026-06-15');
    expect(localDate(new Date('2026-06-15T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-06-16');
    expect(localDate(new Date('2026-06-15T10:30:00Z'), 'Pacific/Pago_Pago')).toBe('2026-06-14'); // UTC-11
    expect(localDate(new Date('2026-06-15T11:00:00Z'), 'Pacific/Pago_Pago')).toBe('2026-06-15');
  });

  it('equals the UTC day in UTC, and is never more than a day from it anywhere (property)', () => {
    const instants = fc.date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2090-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    const zones = fc.constantFrom(
      'UTC',
      'America/New_York',
      'America/Los_Angeles',
      'Europe/Berlin',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    );
    fc.assert(
      fc.property(instants, zones, (instant, zone) => {
        const day = localDate(instant, zone);
        const utc = toIsoDate(instant);
        expect(/^\d{4}-\d{2}-\d{2}$/.test(day)).toBe(true);
        if (zone === 'UTC') expect(day).toBe(utc);
        expect(Math.abs(Date.parse(`${day}T00:00:00Z`) - Date.parse(`${utc}T00:00:00Z`))).toBeLessThanOrEqual(
          86_400_000,
        );
      }),
    );
  });
});

describe('isTimeZone', () => {
  it('accepts IANA zones and refuses anything else', () => {
    for (const zone of ['America/New_York', 'Pacific/Kiritimati', 'UTC', 'Europe/Berlin'])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['', 'Mars/Olympus_Mons', 'America/New York', 'EST5EDT; DROP TABLE', 'A'.repeat(200)])
      expect(isTimeZone(zone), zone).toBe(false);
  });
});

describe("the request's zone and day (X-Time-Zone, else the company's zone)", () => {
  beforeEach(() => {
    vi.resetModules();
    company.settings = null;
  });
  const load = () => import('@functions/lib/today');
  const at = new Date('2026-07-05T04:00:00Z'); // 21:00 on 2026-07-04 in Los Angeles, 00:00 in New York

  it('uses the zone the browser sends', async () => {
    const { localToday, requestTimeZone } = await load();
    const request = { headers: { 'x-time-zone': 'America/Los_Angeles' } };
    expect(await requestTimeZone(request)).toBe('America/Los_Angeles');
    expect(await localToday(request, at)).toBe('2026-07-04');
  });

  it("falls back to the company's zone for a missing or invalid zone (no error)", async () => {
    company.settings = { name: 'CertifyMed', timeZone: 'Europe/Berlin' };
    const { localToday, requestTimeZone } = await load();
    expect(await requestTimeZone({ headers: {} })).toBe('Europe/Berlin');
    expect(await requestTimeZone({ headers: { 'x-time-zone': 'Mars/Olympus_Mons' } })).toBe('Europe/Berlin');
    expect(await localToday({ headers: { 'x-time-zone': '' } }, new Date('2026-07-04T22:30:00Z'))).toBe('2026-07-05');
  });

  it('defaults the company zone to America/New_York (no settings, or settings written before the zone existed)', async () => {
    const { localToday } = await load();
    expect(await localToday({ headers: {} }, at)).toBe('2026-07-05');
    vi.resetModules();
    company.settings = { name: 'CertifyMed' };
    expect(await (await load()).requestTimeZone({ headers: {} })).toBe('America/New_York');
  });

  it('keeps the zone out of the public company settings', async () => {
    company.settings = { name: 'CertifyMed', timeZone: 'Europe/Berlin' };
    // loadCompany reads the deployed support contact from the function's environment.
    vi.stubEnv('TABLE_NAME', 'unit-test');
    const { loadCompany } = await import('@functions/domain/company/company-settings');
    expect(await loadCompany()).not.toHaveProperty('timeZone');
    vi.unstubAllEnvs();
  });
});

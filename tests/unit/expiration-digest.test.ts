// The digest job's use case with its data functions and the mailer replaced: a refused address
// releases only that admin's claim, other admins and groups still get theirs, a retried run sends
// only what failed, and a run that cannot take the day's lease does nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetJobFakes } from '../support/job-fakes';

const state = vi.hoisted(() => ({
  ...{
    claims: new Set<string>(),
    released: [] as string[],
    releasedNotices: [] as string[],
    sentTo: [] as string[],
    mails: [] as { to: string; subject: string; text: string }[],
    badAddresses: new Set<string>(),
  },
  leased: true,
  saved: [] as { cursor: string | null; done: boolean }[],
  /** The day's run as saved: a later invocation leases what the last one saved. */
  run: { cursor: null as string | null, done: false },
  late: new Set<string>(),
  /** How often each group was marked late (the mark's stamp). */
  lateMarks: new Map<string, number>(),
}));

const MONDAY = '2026-11-23';
interface Claim {
  groupId: string;
  adminId: string;
  period: string;
  day: string;
}
const claimKeys = (claim: Claim) => [
  `${claim.groupId}|${claim.period}|${claim.adminId}`,
  `${claim.groupId}|day-${claim.day}|${claim.adminId}`,
];
const setting = (groupId: string) => ({
  groupId,
  template: 'group_admin_certification_expiration',
  enabled: true,
  frequency: 'weekly',
  dayOfTheWeek: 1,
  daysBeforeExpiration: 30,
  version: 1,
  updatedAt: '',
});

vi.mock('@functions/adapters/mailer', async () => (await import('../support/job-fakes')).fakeMailer(state));
vi.mock('@functions/domain/company/company-settings', () => ({
  companyTimeZone: vi.fn(async () => 'America/New_York'),
}));
vi.mock('@functions/domain/company/email-brand', () => ({
  emailBrand: async () => ({ name: 'CertifyMed', color: '#0b5cab', logoUrl: null }),
}));
vi.mock('@functions/lib/env', () => ({ env: () => ({ APP_URL: 'https://app.example' }) }));
vi.mock('@functions/data/groups', () => ({
  getGroup: vi.fn(async (id: string) => ({ id, name: `Group ${id}`, notificationsEnabled: true })),
}));
vi.mock('@functions/data/group-expirations', () => ({
  listExpirationsPage: vi.fn(async (scope: { id: string }) => ({
    items: [
      {
        groupId: scope.id,
        userId: `${scope.id}-m`,
        firstName: 'Mia',
        lastName: 'Member',
        expirationDate: '2026-12-01',
        sourceId: 'x',
        source: 'course',
        courseExpirationGroup: { id: 'bls', name: 'BLS', courseIds: ['bls'], productIds: [] },
      },
    ],
    pagination: { page: 1, perPage: 100, totalPages: 1, totalEntries: 1, cursor: null },
  })),
  getMemberRows: vi.fn(
    async (_scope: unknown, ids: string[]) => new Map(ids.map((id) => [id, { userId: id, pendingCourses: {} }])),
  ),
}));
vi.mock('@functions/data/group-notifications', () => ({
  // The period's and the day's claims, taken together (a transaction in the real one).
  claimDigest: vi.fn(async (claim: Claim) => {
    const taken = claimKeys(claim);
    if (taken.some((key) => state.claims.has(key))) return false;
    for (const key of taken) state.claims.add(key);
    return true;
  }),
  releaseDigest: vi.fn(async (claim: Claim) => {
    for (const key of claimKeys(claim)) state.claims.delete(key);
    state.releasedNotices.push(`${claim.period}:${claim.adminId}`);
  }),
  // Late marks with their stamps: a delete clears only the mark as it was read.
  addLateDigestGroup: vi.fn(async (_t: string, _d: string, groupId: string) => {
    state.lateMarks.set(groupId, (state.lateMarks.get(groupId) ?? 0) + 1);
    state.late.add(groupId);
  }),
  listLateDigestGroups: vi.fn(async () =>
    [...state.late].map((groupId) => ({ groupId, markedAt: String(state.lateMarks.get(groupId) ?? 0) })),
  ),
  deleteLateDigestGroup: vi.fn(async (_t: string, _d: string, mark: { groupId: string; markedAt: string }) => {
    if (String(state.lateMarks.get(mark.groupId) ?? 0) === mark.markedAt) state.late.delete(mark.groupId);
  }),
  getNotificationSetting: vi.fn(async (scope: { id: string }) => setting(scope.id)),
  cursorAfterSetting: vi.fn((s: { groupId: string }) => `after-${s.groupId}`),
  leaseDigestRun: vi.fn(async () => (state.leased ? { ...state.run, invocations: 1 } : null)),
  saveDigestRun: vi.fn(
    async (_t: string, _d: string, _token: string, progress: { cursor: string | null; done: boolean }) => {
      state.saved.push(progress);
      state.run = { cursor: progress.cursor, done: progress.done };
    },
  ),
  listEnabledSettingsOnDay: vi.fn(async () => ({ items: [setting('a'), setting('b')], cursor: null })),
  listGroupAdminRecipients: vi.fn(async (scope: { id: string }) => [
    { userId: `${scope.id}-1`, firstName: 'One', email: `${scope.id}-1@example.com` },
    { userId: `${scope.id}-2`, firstName: 'Two', email: `${scope.id}-2@example.com` },
  ]),
  listRecertificationAsks: vi.fn(async () => []),
  deleteRecertificationAsks: vi.fn(async () => undefined),
}));

const { sendExpirationDigests } = await import('@functions/domain/group-notifications/expiration-digest');
const NOW = new Date(`${MONDAY}T15:00:00Z`);

beforeEach(() => {
  resetJobFakes(state);
  state.leased = true;
  state.saved = [];
  state.run = { cursor: null, done: false };
  state.late.clear();
  state.lateMarks.clear();
});

describe('expiration digest run', () => {
  it("a refused address releases only that admin's claim; the rest of the group and the next group still get theirs", async () => {
    state.badAddresses.add('a-2@example.com');
    const run = await sendExpirationDigests(NOW);
    expect(run).toMatchObject({ day: MONDAY, leased: true, visited: 2, sent: 3, failed: 1, skipped: 0, done: true });
    expect(state.sentTo.sort()).toEqual(['a-1@example.com', 'b-1@example.com', 'b-2@example.com']);
    expect(state.releasedNotices).toEqual([expect.stringContaining(':a-2')]);
    expect(state.saved.at(-1)).toEqual({ cursor: null, done: true, release: true });
    // The walk is done and has passed the group: it is marked for the day's later invocations.
    expect([...state.late]).toEqual(['a']);

    // The next invocation of the same day (the walk is done: late groups only) sends only what failed.
    state.badAddresses.clear();
    state.sentTo.length = 0;
    const retry = await sendExpirationDigests(NOW);
    expect(retry).toMatchObject({ done: true, visited: 1, sent: 1, failed: 0 });
    expect(state.sentTo).toEqual(['a-2@example.com']);
    expect(state.late.size).toBe(0);
    expect(await sendExpirationDigests(NOW)).toMatchObject({ done: true, visited: 0, sent: 0 });
  });

  it("keeps the group's recertification asks until every admin's digest listing them went out", async () => {
    const data = await import('@functions/data/group-notifications');
    const ask = {
      userId: 'a-m',
      cardId: 'c1',
      firstName: 'Mia',
      lastName: 'Member',
      courseName: 'BLS',
      expiresOn: '2026-12-01',
    };
    vi.mocked(data.listRecertificationAsks).mockImplementation((async (scope: { id: string }) =>
      scope.id === 'a' ? [ask] : []) as never);
    vi.mocked(data.deleteRecertificationAsks).mockClear();
    state.badAddresses.add('a-2@example.com');
    const deletedAsks = () =>
      vi.mocked(data.deleteRecertificationAsks).mock.calls.flatMap((call) => (call as unknown[])[1] as unknown[]);
    await sendExpirationDigests(NOW);
    expect(deletedAsks()).toEqual([]);
    state.badAddresses.clear();
    await sendExpirationDigests(NOW);
    expect(deletedAsks()).toHaveLength(1);
    vi.mocked(data.listRecertificationAsks).mockImplementation((async () => []) as never);
  });

  it('a late group that fails again stays marked for the next invocation; one that recovers is cleared', async () => {
    state.run = { cursor: null, done: true };
    state.late.add('a');
    state.badAddresses.add('a-1@example.com');
    expect(await sendExpirationDigests(NOW)).toMatchObject({ visited: 1, sent: 1, failed: 1 });
    expect([...state.late]).toEqual(['a']);
    state.badAddresses.clear();
    expect(await sendExpirationDigests(NOW)).toMatchObject({ visited: 1, sent: 1, failed: 0 });
    expect(state.late.size).toBe(0);
    expect(state.sentTo.sort()).toEqual(['a-1@example.com', 'a-2@example.com']);
  });

  it('an invocation that dies while visiting a late group leaves its mark for the next one', async () => {
    const data = await import('@functions/data/group-notifications');
    state.run = { cursor: null, done: true };
    state.late.add('a');
    // The visit never finishes (the Lambda is killed in the middle of it): the mark must still be there.
    vi.mocked(data.getNotificationSetting).mockImplementationOnce(() => new Promise(() => undefined));
    void sendExpirationDigests(NOW);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(vi.mocked(data.getNotificationSetting)).toHaveBeenCalled();
    expect([...state.late]).toEqual(['a']);
  });

  it('does nothing without the lease (another invocation runs, or the day is done)', async () => {
    state.leased = false;
    expect(await sendExpirationDigests(NOW)).toMatchObject({ leased: false, visited: 0, sent: 0 });
    expect(state.sentTo).toEqual([]);
    expect(state.saved).toEqual([]);
  });
});

describe('its schedule', () => {
  const wallClock = (instant: Date, timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      instant,
    );
  /** The invocations the schedule makes from a UTC day before to a UTC day after `day`, that work on the company day `day`. */
  async function workingInvocations(day: string, timeZone: string) {
    const { parseEventBridgeCron } = await import('@infra/local/scheduler');
    const { jobSchedules } = await import('@functions/handlers/jobs/schedules');
    const { beforeDigestStart } = await import('@shared/rules/notification-schedule');
    const { localDate } = await import('@shared/rules/dates');
    const matches = parseEventBridgeCron(jobSchedules['group-expiration-notifications']);
    const from = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
    const minutes = Array.from({ length: 3 * 24 * 60 }, (_, minute) => new Date(from + minute * 60_000)).filter(
      matches,
    );
    return minutes
      .filter((instant) => localDate(instant, timeZone) === day && !beforeDigestStart(instant, timeZone))
      .map((instant) => ({ utc: instant.toISOString().slice(0, 16), local: wallClock(instant, timeZone) }));
  }

  it('runs every 10 minutes around the clock, locally as in EventBridge: 144 invocations a UTC day', async () => {
    const { parseEventBridgeCron } = await import('@infra/local/scheduler');
    const { jobSchedules } = await import('@functions/handlers/jobs/schedules');
    const matches = parseEventBridgeCron(jobSchedules['group-expiration-notifications']);
    const day = Array.from({ length: 24 * 60 }, (_, minute) => new Date(Date.UTC(2026, 10, 23, 0, minute)));
    const runs = day.filter(matches).map((d) => d.toISOString().slice(11, 16));
    expect(runs).toHaveLength(144);
    expect(runs.slice(0, 2)).toEqual(['00:00', '00:10']);
    expect(runs.at(-1)).toBe('23:50');
  });

  it.each([
    // UTC+11 all year: its 07:00 is 20:00 UTC the day before, so the company day crosses UTC midnight.
    ['Pacific/Noumea', '2026-11-23', '2026-11-22T20:00', '2026-11-23T12:50'],
    // UTC+11 in summer; DST starts on Sunday 2026-10-04 at 02:00 (UTC+10 → +11) and ends on Sunday 2027-04-04 at 03:00.
    ['Australia/Sydney', '2026-10-04', '2026-10-03T20:00', '2026-10-04T12:50'],
    ['Australia/Sydney', '2027-04-04', '2027-04-03T21:00', '2027-04-04T13:50'],
    // New York: a plain day, the fall-back day (2026-11-01, UTC-4 → -5 at 02:00) and the spring-forward day (2027-03-14).
    ['America/New_York', '2026-11-23', '2026-11-23T12:00', '2026-11-24T04:50'],
    ['America/New_York', '2026-11-01', '2026-11-01T12:00', '2026-11-02T04:50'],
    ['America/New_York', '2027-03-14', '2027-03-14T11:00', '2027-03-15T03:50'],
  ])(
    '%s on %s: works from 07:00 to 23:50 local time, every 10 minutes (102 invocations), nothing before',
    async (timeZone, day, first, last) => {
      const runs = await workingInvocations(day, timeZone);
      expect(runs).toHaveLength(102);
      expect(runs[0]).toEqual({ utc: first, local: '07:00' });
      expect(runs.at(-1)).toEqual({ utc: last, local: '23:50' });
      expect(runs.map((run) => run.local)).toEqual(
        Array.from({ length: 102 }, (_, i) => `${String(7 + Math.floor(i / 6)).padStart(2, '0')}:${i % 6}0`),
      );
    },
  );

  it('an invocation before 07:00 on the company day does nothing (no lease); from 07:00 it works on that day', async () => {
    const { companyTimeZone } = await import('@functions/domain/company/company-settings');
    const { leaseDigestRun } = await import('@functions/data/group-notifications');
    vi.mocked(companyTimeZone).mockResolvedValue('Pacific/Noumea');
    try {
      vi.mocked(leaseDigestRun).mockClear();
      // 19:50 UTC on Sunday is 06:50 on Monday in Nouméa.
      expect(await sendExpirationDigests(new Date('2026-11-22T19:50:00Z'))).toMatchObject({
        day: MONDAY,
        early: true,
        leased: false,
        visited: 0,
      });
      expect(leaseDigestRun).not.toHaveBeenCalled();
      expect(state.sentTo).toEqual([]);
      expect(await sendExpirationDigests(new Date('2026-11-22T20:00:00Z'))).toMatchObject({
        day: MONDAY,
        early: false,
        leased: true,
        visited: 2,
        sent: 4,
      });
    } finally {
      vi.mocked(companyTimeZone).mockResolvedValue('America/New_York');
    }
  });
});

describe('the digest email', () => {
  it('links a seat for each member without one, notes assigned and asked members, escapes names, counts what is not listed', async () => {
    const { groupExpirationDigestEmail } = await import('@functions/adapters/email/group-expiration-digest');
    const entry = (userId: string, firstName: string, assigned: boolean) => ({
      userId,
      firstName,
      lastName: 'Doe',
      courseName: 'BLS',
      expirationDate: '2026-12-01',
      assigned,
    });
    const email = groupExpirationDigestEmail(
      {
        firstName: 'Grace',
        groupName: 'Mercy <General>',
        daysBeforeExpiration: 30,
        notListed: 2,
        sections: [{ bucket: 'Expiring Soon', entries: [entry('u1', 'Ann', false), entry('u2', 'Bo', true)] }],
        asks: [{ userId: 'u1', name: 'Ann Doe', courseName: 'BLS', expiresOn: '2026-12-01' }],
        complianceUrl: 'https://app.example/group-portal/compliance?expirationDate=..%3A2026-11-23%2C2026-12-23',
        assignUrl: (userId) => `https://app.example/group-portal/members/enroll/${userId}`,
      },
      { name: 'CertifyMed', color: '#0b5cab', logoUrl: null },
    );
    expect(email.subject).toBe('Mercy <General>: 4 certifications expiring in the next 30 days');
    expect(email.text).toContain(
      '- Ann Doe: BLS, expires December 1, 2026 (asked to be recertified) (Assign a seat to Ann Doe: https://app.example/group-portal/members/enroll/u1)',
    );
    expect(email.text).toContain('- Bo Doe: BLS, expires December 1, 2026 (seat assigned)\n');
    expect(email.text).not.toContain('enroll/u2');
    expect(email.text).toContain('Asked to be recertified (1)');
    expect(email.text).toContain('2 more are on the compliance page.');
    expect(email.html).toContain('Mercy &lt;General&gt;');
    expect(email.html).not.toContain('Mercy <General>');
  });
});

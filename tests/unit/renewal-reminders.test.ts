// The renewal-reminder use case with its data functions and the mailer replaced: one bad address
// must not stop the others, the claim of a failed card is released, a run is bounded, and the
// closed loop: one email per step (90, 60, 30, 7, 0 days), the cart link, and a group member's ask.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderCard } from '@functions/data/provider-cards';
import { addDays } from '@shared/rules/dates';
import { formatIsoDate } from '@shared/rules/date-format';
import { resetJobFakes } from '../support/job-fakes';
import { captureLogs } from '../support/logs';

const state = vi.hoisted(() => ({
  cards: new Map<string, ProviderCard[]>(),
  claims: new Set<string>(),
  released: [] as string[],
  releasedNotices: [] as string[],
  sentTo: [] as string[],
  badAddresses: new Set<string>(),
  mails: [] as { to: string; subject: string; text: string }[],
  asks: [] as { groupId: string; userId: string }[],
}));

vi.mock('@functions/adapters/mailer', async () => (await import('../support/job-fakes')).fakeMailer(state));
vi.mock('@functions/data/notices', async () => (await import('../support/job-fakes')).fakeNotices(state));
vi.mock('@functions/domain/company/company-settings', () => ({
  companyTimeZone: vi.fn(async () => 'America/New_York'),
}));
vi.mock('@functions/domain/company/email-brand', () => ({
  emailBrand: async () => ({ name: 'CertifyMed', color: '#0b5cab', logoUrl: null }),
}));
vi.mock('@functions/data/provider-cards', () => ({
  // Two cards per page, so paging is exercised.
  listProviderCardsExpiringOn: vi.fn(async (expiresOn: string, cursor?: string | null) => {
    const all = state.cards.get(expiresOn) ?? [];
    const start = cursor ? Number(cursor) : 0;
    return { items: all.slice(start, start + 2), cursor: start + 2 < all.length ? String(start + 2) : null };
  }),
}));
vi.mock('@functions/data/users', () => ({
  getUserById: vi.fn(async (id: string) => ({
    id,
    email: `${id}@example.com`,
    firstName: id,
    lastName: 'X',
    status: id.startsWith('gone') ? 'disabled' : 'active',
    groupId: id.startsWith('member') ? 'g1' : null,
  })),
}));
vi.mock('@functions/domain/learning/entitlements', () => ({
  renewalPathOf: vi.fn(async () => '/cart/add/cpr-recert'),
}));
vi.mock('@functions/domain/group-notifications/recertification-asks', () => ({
  askAdminToRecertify: vi.fn(async (groupId: string, ask: { userId: string }) => {
    state.asks.push({ groupId, userId: ask.userId });
    return 'Mercy General Hospital';
  }),
}));
vi.mock('@functions/lib/env', () => ({ env: () => ({ APP_URL: 'https://app.example' }) }));

const { sendRenewalReminders } = await import('@functions/domain/credentials/renewal-reminders');

const NOW = new Date('2026-11-22T14:00:00Z');
const IN_30_DAYS = '2026-12-22';

function card(userId: string, extra: Partial<ProviderCard> = {}): ProviderCard {
  return {
    id: `CPR-2024-${userId.toUpperCase()}`,
    userId,
    userCourseUuid: 'uc',
    courseName: 'CPR & First Aid',
    holderFirstName: userId,
    holderLastName: 'X',
    issuedOn: '2024-12-22',
    expiresOn: IN_30_DAYS,
    verificationToken: 't',
    revokedAt: null,
    ...extra,
  };
}

beforeEach(() => {
  state.cards.clear();
  state.asks.length = 0;
  resetJobFakes(state);
});

describe('sendRenewalReminders', () => {
  it('sends to everyone else when one address fails, counts it, releases its claim and never logs the address', async () => {
    state.cards.set(IN_30_DAYS, [
      card('ann'),
      card('bad'),
      card('cy'),
      card('dee'),
      card('gone1'),
      card('rev', { revokedAt: '2026-11-01T00:00:00Z' }),
    ]);
    state.badAddresses.add('bad@example.com');
    const logs = captureLogs('error');

    const run = await sendRenewalReminders(NOW);

    const logged = logs.text();
    logs.stop();
    expect(run).toEqual({ sent: 3, skipped: 2, failed: 1, truncated: false });
    expect(state.sentTo).toEqual(['ann@example.com', 'cy@example.com', 'dee@example.com']);
    expect(state.released).toEqual(['card:CPR-2024-BAD']);
    expect(logged).toContain('CPR-2024-BAD');
    expect(logged).not.toContain('bad@example.com');

    // Tomorrow's run retries the failed card only (the address works now).
    state.badAddresses.clear();
    expect(await sendRenewalReminders(new Date('2026-11-23T14:00:00Z'))).toEqual({
      sent: 1,
      skipped: 5,
      failed: 0,
      truncated: false,
    });
    expect(state.sentTo.at(-1)).toBe('bad@example.com');
  });

  it('attempts at most `limit` emails per run, says it stopped early, and the next run carries on', async () => {
    state.cards.set(
      IN_30_DAYS,
      ['a', 'b', 'c', 'd', 'e'].map((id) => card(id)),
    );
    expect(await sendRenewalReminders(NOW, { limit: 3 })).toEqual({ sent: 3, skipped: 0, failed: 0, truncated: true });
    expect(await sendRenewalReminders(NOW, { limit: 3 })).toEqual({ sent: 2, skipped: 3, failed: 0, truncated: false });
    expect(state.sentTo).toHaveLength(5);
  });

  it('a run that reaches its cap has sent the most urgent first: the 0-day and 7-day reminders go out, the 90-day ones wait for the next run', async () => {
    const on = (days: number, ids: string[]) =>
      state.cards.set(
        addDays('2026-11-22', days),
        ids.map((id) => card(id, { expiresOn: addDays('2026-11-22', days) })),
      );
    on(90, ['f1', 'f2', 'f3', 'f4']);
    on(60, ['s1', 's2']);
    on(7, ['w1']);
    on(0, ['z1', 'z2']);
    expect(await sendRenewalReminders(NOW, { limit: 4 })).toEqual({ sent: 4, skipped: 0, failed: 0, truncated: true });
    expect(state.sentTo).toEqual(['z1@example.com', 'z2@example.com', 'w1@example.com', 's1@example.com']);
    // The next run (the next day) carries on where this one stopped; the 90-day cards are still in their step.
    expect(await sendRenewalReminders(new Date('2026-11-23T14:00:00Z'), { limit: 4 })).toEqual({
      sent: 4,
      skipped: 4,
      failed: 0,
      truncated: true,
    });
    expect(await sendRenewalReminders(new Date('2026-11-24T14:00:00Z'), { limit: 4 })).toEqual({
      sent: 1,
      skipped: 8,
      failed: 0,
      truncated: false,
    });
    expect([...state.sentTo].sort()).toEqual(
      ['f1', 'f2', 'f3', 'f4', 's1', 's2', 'w1', 'z1', 'z2'].map((id) => `${id}@example.com`),
    );
  });

  it('one email per step: 90, 60, 30, 7 and 0 days before; a missed day catches up within its step; between steps nothing', async () => {
    const on = (days: number, id: string) =>
      state.cards.set(addDays('2026-11-22', days), [
        ...(state.cards.get(addDays('2026-11-22', days)) ?? []),
        card(id, { expiresOn: addDays('2026-11-22', days) }),
      ]);
    on(90, 'n90');
    on(58, 'late60');
    on(45, 'between');
    on(7, 'n7');
    on(0, 'today');
    on(-3, 'lateZero');
    on(-8, 'tooLate');
    const run = await sendRenewalReminders(NOW);
    expect(run).toEqual({ sent: 5, skipped: 0, failed: 0, truncated: false });
    // Most urgent first.
    expect(state.mails.map((m) => [m.to, m.subject])).toEqual([
      [
        'lateZero@example.com',
        `Your CPR & First Aid provider card expired on ${formatIsoDate(addDays('2026-11-22', -3))}`,
      ],
      ['today@example.com', 'Your CPR & First Aid provider card expires today'],
      ['n7@example.com', 'Your CPR & First Aid provider card expires in 7 days'],
      ['late60@example.com', 'Your CPR & First Aid provider card expires in 58 days'],
      ['n90@example.com', 'Your CPR & First Aid provider card expires in 90 days'],
    ]);
    // Every step once: a day later nothing is new, and the 90-day card is still in its step.
    expect(await sendRenewalReminders(new Date('2026-11-23T14:00:00Z'))).toMatchObject({ sent: 0 });
    // 30 days later the 90-day card reaches its 60-day step: one more email, that step only.
    state.mails.length = 0;
    expect((await sendRenewalReminders(new Date('2026-12-22T14:00:00Z'))).sent).toBeGreaterThanOrEqual(1);
    expect(state.mails.filter((m) => m.to === 'n90@example.com').map((m) => m.subject)).toEqual([
      'Your CPR & First Aid provider card expires in 60 days',
    ]);
  });

  it("a learner's link puts the recertification in the cart; a group member's says their admin was asked, and records the ask", async () => {
    state.cards.set(IN_30_DAYS, [card('solo'), card('member1')]);
    await sendRenewalReminders(NOW);
    const solo = state.mails.find((m) => m.to === 'solo@example.com')!;
    expect(solo.text).toContain('https://app.example/cart/add/cpr-recert');
    const member = state.mails.find((m) => m.to === 'member1@example.com')!;
    expect(member.text).toContain('We have asked your administrator at Mercy General Hospital');
    expect(member.text).not.toContain('/cart/add/');
    expect(state.asks).toEqual([{ groupId: 'g1', userId: 'member1' }]);
  });
});

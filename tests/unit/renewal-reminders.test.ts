// The renewal-reminder use case with its data functions and the mailer replaced: one bad address
// must not stop the others, the claim of a failed card is released, and a run is bounded.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderCard } from '@functions/data/provider-cards';

const state = vi.hoisted(() => ({
  cards: new Map<string, ProviderCard[]>(),
  claims: new Set<string>(),
  released: [] as string[],
  sentTo: [] as string[],
  badAddresses: new Set<string>(),
}));

vi.mock('@functions/adapters/mailer', () => ({
  sendEmail: vi.fn(async (to: string) => {
    if (state.badAddresses.has(to)) throw Object.assign(new Error(`Email address is not verified: ${to}`), { name: 'MessageRejected' });
    state.sentTo.push(to);
  }),
}));
vi.mock('@functions/data/notices', () => ({
  claimNotice: vi.fn(async (subject: string, notice: string) => {
    const key = `${subject}|${notice}`;
    if (state.claims.has(key)) return false;
    state.claims.add(key);
    return true;
  }),
  releaseNotice: vi.fn(async (subject: string, notice: string) => {
    state.claims.delete(`${subject}|${notice}`);
    state.released.push(subject);
  }),
}));
vi.mock('@functions/domain/company/company-settings', () => ({ companyTimeZone: vi.fn(async () => 'America/New_York') }));
vi.mock('@functions/data/provider-cards', () => ({
  // Two cards per page, so paging is exercised.
  listProviderCardsExpiringOn: vi.fn(async (expiresOn: string, cursor?: string | null) => {
    const all = state.cards.get(expiresOn) ?? [];
    const start = cursor ? Number(cursor) : 0;
    return { items: all.slice(start, start + 2), cursor: start + 2 < all.length ? String(start + 2) : null };
  }),
}));
vi.mock('@functions/data/users', () => ({
  getUserById: vi.fn(async (id: string) => ({ id, email: `${id}@example.com`, firstName: id, status: id.startsWith('gone') ? 'disabled' : 'active' })),
}));
vi.mock('@functions/lib/env', () => ({ env: () => ({ APP_URL: 'https://app.example' }) }));

const { sendRenewalReminders } = await import('@functions/domain/credentials/renewal-reminders');

const NOW = new Date('2026-11-22T14:00:00Z');
const IN_30_DAYS = '2026-12-22';

function card(userId: string, extra: Partial<ProviderCard> = {}): ProviderCard {
  return {
    id: `CPR-2024-${userId.toUpperCase()}`, userId, userCourseUuid: 'uc', courseName: 'CPR & First Aid', holderFirstName: userId, holderLastName: 'X',
    issuedOn: '2024-12-22', expiresOn: IN_30_DAYS, verificationToken: 't', revokedAt: null, ...extra,
  };
}

beforeEach(() => {
  state.cards.clear();
  state.claims.clear();
  state.released.length = 0;
  state.sentTo.length = 0;
  state.badAddresses.clear();
});

describe('sendRenewalReminders', () => {
  it('sends to everyone else when one address fails, counts it, releases its claim and never logs the address', async () => {
    state.cards.set(IN_30_DAYS, [card('ann'), card('bad'), card('cy'), card('dee'), card('gone1'), card('rev', { revokedAt: '2026-11-01T00:00:00Z' })]);
    state.badAddresses.add('bad@example.com');
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);

    const run = await sendRenewalReminders(NOW);

    const logged = errors.mock.calls.map((call) => String(call[0])).join('');
    errors.mockRestore();
    expect(run).toEqual({ sent: 3, skipped: 2, failed: 1, truncated: false });
    expect(state.sentTo).toEqual(['ann@example.com', 'cy@example.com', 'dee@example.com']);
    expect(state.released).toEqual(['card:CPR-2024-BAD']);
    expect(logged).toContain('CPR-2024-BAD');
    expect(logged).not.toContain('bad@example.com');

    // Tomorrow's run retries the failed card only (the address works now).
    state.badAddresses.clear();
    expect(await sendRenewalReminders(new Date('2026-11-23T14:00:00Z'))).toEqual({ sent: 1, skipped: 5, failed: 0, truncated: false });
    expect(state.sentTo.at(-1)).toBe('bad@example.com');
  });

  it('attempts at most `limit` emails per run, says it stopped early, and the next run carries on', async () => {
    state.cards.set(IN_30_DAYS, ['a', 'b', 'c', 'd', 'e'].map((id) => card(id)));
    expect(await sendRenewalReminders(NOW, { limit: 3 })).toEqual({ sent: 3, skipped: 0, failed: 0, truncated: true });
    expect(await sendRenewalReminders(NOW, { limit: 3 })).toEqual({ sent: 2, skipped: 3, failed: 0, truncated: false });
    expect(state.sentTo).toHaveLength(5);
  });
});

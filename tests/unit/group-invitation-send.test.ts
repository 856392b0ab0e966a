// An invitation whose email could not be sent is forgotten at once (its record and link), so the
// address can be invited again, and its email goes back to the group's quota; the other addresses
// of the batch are still invited.
import { beforeEach, describe, expect, it, vi } from 'vitest';

process.env.TABLE_NAME ??= 'unit';
process.env.APP_URL ??= 'http://localhost:3000';
const fake = vi.hoisted(() => ({
  sendEmail: vi.fn(),
  createInvitation: vi.fn(),
  releaseInvitation: vi.fn(),
  getGroupInvite: vi.fn(),
  getGroup: vi.fn(),
  getUserByEmail: vi.fn(),
  getUserById: vi.fn(),
  reserveGroupMail: vi.fn(),
  releaseGroupMail: vi.fn(),
}));
vi.mock('@functions/data/group-mail-quota', () => ({
  reserveGroupMail: fake.reserveGroupMail,
  releaseGroupMail: fake.releaseGroupMail,
  getGroupMailUsage: vi.fn(),
}));
vi.mock('@functions/adapters/mailer', () => ({ sendEmail: fake.sendEmail }));
vi.mock('@functions/domain/company/email-brand', () => ({
  emailBrand: async () => ({ name: 'CertifyMed', color: '#0b5cab', logoUrl: null }),
}));
vi.mock('@functions/data/group-invitations', async (original) => ({
  ...(await original<object>()),
  createInvitation: fake.createInvitation,
  releaseInvitation: fake.releaseInvitation,
  getGroupInvite: fake.getGroupInvite,
}));
vi.mock('@functions/data/groups', async (original) => ({ ...(await original<object>()), getGroup: fake.getGroup }));
vi.mock('@functions/data/users', async (original) => ({
  ...(await original<object>()),
  getUserByEmail: fake.getUserByEmail,
  getUserById: fake.getUserById,
}));

const { inviteMembers } = await import('@functions/domain/groups/invitations');

beforeEach(() => {
  for (const fn of Object.values(fake)) fn.mockReset();
  fake.getGroup.mockResolvedValue({ id: 'g', name: 'Mercy' });
  fake.getUserByEmail.mockResolvedValue(null);
  // The inviting admin, whose own address is confirmed.
  fake.getUserById.mockResolvedValue({ id: 'admin', email: 'admin@example.com', verifiedEmail: 'admin@example.com' });
  fake.getGroupInvite.mockResolvedValue(null);
  fake.createInvitation.mockImplementation(async (invitation: object, tokenHash: string) => ({
    ...invitation,
    tokenHash,
    expiresAt: '2026-12-23T00:00:00.000Z',
  }));
  fake.releaseInvitation.mockResolvedValue(undefined);
  fake.reserveGroupMail.mockResolvedValue(null);
  fake.releaseGroupMail.mockResolvedValue(undefined);
});

describe('inviteMembers when the email fails', () => {
  it('releases that invitation, reports it, and invites the rest', async () => {
    fake.sendEmail.mockImplementation(async (to: string) => {
      if (to === 'down@example.com') throw Object.assign(new Error('SES down'), { name: 'ServiceUnavailable' });
    });
    const outcome = await inviteMembers(
      { id: 'g' } as never,
      'admin',
      [
        { email: 'down@example.com', firstName: '', lastName: '' },
        { email: 'up@example.com', firstName: '', lastName: '' },
      ],
      new Date('2026-11-23T12:00:00Z'),
    );
    expect(outcome).toEqual({
      invited: ['up@example.com'],
      skipped: [{ email: 'down@example.com', reason: 'The invitation email could not be sent' }],
    });
    expect(fake.releaseInvitation).toHaveBeenCalledTimes(1);
    expect(fake.releaseInvitation.mock.calls[0]![0]).toMatchObject({ groupId: 'g', email: 'down@example.com' });
    expect(fake.reserveGroupMail).toHaveBeenCalledWith(
      { groupId: 'g', day: '2026-11-23', count: 2, reminderFor: undefined },
      { perDay: 50, total: 200 },
    );
    expect(fake.releaseGroupMail).toHaveBeenCalledWith(
      expect.objectContaining({ groupId: 'g', day: '2026-11-23', count: 1 }),
    );
  });

  it('an expired invitation is replaced (its record is handed to the write), a live one is not', async () => {
    fake.sendEmail.mockResolvedValue(undefined);
    const now = new Date('2026-11-23T12:00:00Z');
    const expired = {
      groupId: 'g',
      email: 'old@example.com',
      tokenHash: 'h1',
      invitedAt: '2026-10-01T00:00:00.000Z',
      expiresAt: '2026-10-31T00:00:00.000Z',
    };
    fake.getGroupInvite
      .mockResolvedValueOnce(expired)
      .mockResolvedValueOnce({ ...expired, email: 'live@example.com', expiresAt: '2026-12-01T00:00:00.000Z' });
    const outcome = await inviteMembers(
      { id: 'g' } as never,
      'admin',
      [
        { email: 'old@example.com', firstName: '', lastName: '' },
        { email: 'live@example.com', firstName: '', lastName: '' },
      ],
      now,
    );
    expect(outcome).toEqual({
      invited: ['old@example.com'],
      skipped: [{ email: 'live@example.com', reason: 'Already invited' }],
    });
    expect(fake.createInvitation.mock.calls[0]![2]).toBe(expired);
  });
});

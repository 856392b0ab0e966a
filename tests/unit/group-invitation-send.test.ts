// An invitation and its email are written together: the email is an outbox item of the invitation's
// own transaction (the outbox delivers it, retrying while SES is down), so no live link is left
// unsent and none is sent twice; an address that lost a race to another invitation is skipped and
// its email goes back to the group's quota; the other addresses of the batch are still invited.
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

process.env.TABLE_NAME ??= 'unit';
process.env.APP_URL ??= 'http://localhost:3000';
const fake = vi.hoisted(() => ({
  createInvitation: vi.fn(),
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
vi.mock('@functions/adapters/mailer', () => ({
  sendEmail: vi.fn(),
  queuedEmail: (to: string, email: { subject: string; text: string }) => ({ Put: { Item: { to, ...email } } }),
}));
vi.mock('@functions/domain/company/email-brand', () => ({
  emailBrand: async () => ({ name: 'CertifyMed', color: '#0b5cab', logoUrl: null }),
}));
vi.mock('@functions/data/group-invitations', async (original) => ({
  ...(await original<object>()),
  createInvitation: fake.createInvitation,
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
  fake.reserveGroupMail.mockResolvedValue(null);
  fake.releaseGroupMail.mockResolvedValue(undefined);
});

describe('inviteMembers', () => {
  it('writes each invitation with its email in one transaction; a lost race is skipped and its mail returned', async () => {
    fake.createInvitation.mockImplementation(async (invitation: { email: string }, tokenHash: string) =>
      invitation.email === 'raced@example.com'
        ? null
        : { ...invitation, tokenHash, expiresAt: '2026-12-23T00:00:00.000Z' },
    );
    const outcome = await inviteMembers(
      { id: 'g' } as never,
      'admin',
      [
        { email: 'raced@example.com', firstName: '', lastName: '' },
        { email: 'up@example.com', firstName: '', lastName: '' },
      ],
      new Date('2026-11-23T12:00:00Z'),
    );
    expect(outcome).toEqual({
      invited: ['up@example.com'],
      skipped: [{ email: 'raced@example.com', reason: 'Already invited' }],
    });
    // The fourth argument is the invitation's email, queued in its transaction with the link it carries.
    const [invitation, tokenHash, , mail] = fake.createInvitation.mock.calls[1]!;
    expect(invitation).toMatchObject({ groupId: 'g', email: 'up@example.com' });
    expect(mail.Put.Item).toMatchObject({ to: 'up@example.com', subject: expect.stringContaining('Mercy') });
    const token = /group-portal\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.Put.Item.text)![1]!;
    expect(createHash('sha256').update(token).digest('hex')).toBe(tokenHash);
    expect(fake.reserveGroupMail).toHaveBeenCalledWith(
      { groupId: 'g', day: '2026-11-23', count: 2, reminderFor: undefined },
      { perDay: 50, total: 200 },
    );
    expect(fake.releaseGroupMail).toHaveBeenCalledWith(
      expect.objectContaining({ groupId: 'g', day: '2026-11-23', count: 1 }),
    );
  });

  it('an expired invitation is replaced (its record is handed to the write), a live one is not', async () => {
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

// Provider card ids and verification tokens: format, uniqueness, and the name/standing rules of
// the public verification.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalCardId, newCardSerial, newProviderCard } from '@functions/domain/credentials/card-issue';
import { foldName } from '@functions/domain/credentials/verify-card';
import { cardStanding } from '@shared/rules/compliance';

const input = {
  userId: 'u1',
  userCourseUuid: 'uc1',
  courseType: 'ACLS',
  courseName: 'Advanced Cardiovascular Life Support',
  holderFirstName: 'Zoë',
  holderLastName: 'Nguyễn',
  issuedOn: '2026-11-22',
  expiresOn: '2028-11-22',
};

describe('newProviderCard', () => {
  it('gives a readable id (course, issue year, 10 Crockford base32 characters) and a separate 128-bit token', () => {
    const card = newProviderCard(input);
    expect(card.id).toMatch(/^ACLS-2026-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(card.verificationToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(card.verificationToken, 'base64url')).toHaveLength(16);
    expect(card).toMatchObject({
      userId: 'u1',
      userCourseUuid: 'uc1',
      courseName: input.courseName,
      holderLastName: 'Nguyễn',
      issuedOn: '2026-11-22',
      expiresOn: '2028-11-22',
      revokedAt: null,
    });
    expect(card).not.toHaveProperty('courseType');
  });

  it('never repeats an id or a token in 10,000 cards', () => {
    const cards = Array.from({ length: 10_000 }, () => newProviderCard(input));
    expect(new Set(cards.map((c) => c.id)).size).toBe(10_000);
    expect(new Set(cards.map((c) => c.verificationToken)).size).toBe(10_000);
  });

  it('uses every serial character about equally (no bias from the byte mapping)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3_200; i += 1) for (const ch of newCardSerial()) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 32,000 characters, 1,000 expected each.
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
  });
});

describe('canonicalCardId', () => {
  it('reads a typed id the way it was printed', () => {
    expect(canonicalCardId(' acls-2026-7kq2m9xh4d ')).toBe('ACLS-2026-7KQ2M9XH4D');
    expect(canonicalCardId('ACLS-2026-OIL2M9XH4D')).toBe('ACLS-2026-0112M9XH4D');
    expect(canonicalCardId('BLS-2025-418207')).toBe('BLS-2025-418207');
  });

  it('is idempotent on generated ids', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ACLS', 'PALS', 'BLS', 'NRP', 'CPR'),
        fc.integer({ min: 2000, max: 2099 }),
        (type, year) => {
          const { id } = newProviderCard({ ...input, courseType: type, issuedOn: `${year}-01-01` });
          return canonicalCardId(id) === id && canonicalCardId(id.toLowerCase()) === id;
        },
      ),
    );
  });
});

describe('foldName', () => {
  it('ignores case, accents and surrounding space', () => {
    expect(foldName('  NGUYEN ')).toBe(foldName('Nguyễn'));
    expect(foldName('odegard')).toBe(foldName('Ødegård'));
    expect(foldName('lukasz')).toBe(foldName('Łukasz'));
    expect(foldName('ZOE')).toBe(foldName('Zoë'));
    expect(foldName('Nguyễn'.normalize('NFD'))).toBe(foldName('Nguyễn'.normalize('NFC')));
    expect(foldName('Иванова')).toBe(foldName('ИВАНОВА'));
    expect(foldName('Learner')).not.toBe(foldName('Learner-Smith'));
  });
});

describe('cardStanding', () => {
  it('is revoked whatever the dates once a card is revoked', () => {
    expect(cardStanding('2026-11-22', '2028-11-22', '2026-11-20T10:00:00.000Z')).toBe('revoked');
    expect(cardStanding('2026-11-22', '2026-11-01', '2026-11-20T10:00:00.000Z')).toBe('revoked');
    expect(cardStanding('2026-11-22', '2028-11-22', null)).toBe('valid');
  });
});

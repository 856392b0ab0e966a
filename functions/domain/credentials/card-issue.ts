// New provider cards: a public id that is readable, unique by conditional put and too sparse to
// enumerate, and a separate secret token for the QR code's verification link.
import { randomBytes } from 'node:crypto';
import type { ProviderCard } from '@functions/data/provider-cards';
import { newToken } from '@functions/lib/crypto';

/** Crockford base32: no I, L, O or U, so a typed id survives being read aloud or misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 characters x 5 bits = 50 bits: ~1e15 ids per course and year. */
const SERIAL_LENGTH = 10;
/** 16 bytes = 128 bits, base64url. */
const TOKEN_BYTES = 16;

export interface NewProviderCard {
  userId: string;
  userCourseUuid: string;
  courseType: string;
  courseName: string;
  holderFirstName: string;
  holderLastName: string;
  issuedOn: string;
  expiresOn: string;
}

export function newCardSerial(): string {
  // 256 is a multiple of 32, so each byte's low 5 bits are uniform.
  return [...randomBytes(SERIAL_LENGTH)].map((byte) => CROCKFORD[byte & 31]).join('');
}

/** `ACLS-2026-7KQ2M9XH4D`: course type, issue year, random serial. Write it with `providerCardCreate`. */
export function newProviderCard(input: NewProviderCard): ProviderCard {
  const { courseType, ...card } = input;
  return {
    ...card,
    id: `${courseType}-${input.issuedOn.slice(0, 4)}-${newCardSerial()}`,
    verificationToken: newToken(TOKEN_BYTES),
    revokedAt: null,
  };
}

/**
 * A card id as typed by a person: trimmed, upper case, and in the serial (after the last '-')
 * Crockford's look-alikes read as digits (O -> 0, I and L -> 1). Older all-digit ids are unchanged.
 */
export function canonicalCardId(typed: string): string {
  const id = typed.trim().toUpperCase();
  const cut = id.lastIndexOf('-');
  if (cut < 0) return id;
  return (
    id.slice(0, cut + 1) +
    id
      .slice(cut + 1)
      .replace(/O/g, '0')
      .replace(/[IL]/g, '1')
  );
}

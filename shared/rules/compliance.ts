// Compliance from days to expiration (spec: negative Expired, up to 30 Expiring Soon,
// up to 90 Expiring Later, above 90 Valid).
import { daysBetween } from './dates';

export type ComplianceBucket = 'Expired' | 'Expiring Soon' | 'Expiring Later' | 'Valid';

export const EXPIRING_SOON_DAYS = 30;
export const EXPIRING_LATER_DAYS = 90;

export function complianceBucket(daysToExpiration: number): ComplianceBucket {
  if (daysToExpiration < 0) return 'Expired';
  if (daysToExpiration <= EXPIRING_SOON_DAYS) return 'Expiring Soon';
  if (daysToExpiration <= EXPIRING_LATER_DAYS) return 'Expiring Later';
  return 'Valid';
}

export function complianceOn(today: string, expirationDate: string): ComplianceBucket {
  return complianceBucket(daysBetween(today, expirationDate));
}

export type CardStanding = 'valid' | 'expiring' | 'expired' | 'revoked';

/** A provider card's standing on the public verification page; a revoked card is revoked whatever its dates. */
export function cardStanding(today: string, expiresOn: string, revokedAt: string | null = null): CardStanding {
  if (revokedAt) return 'revoked';
  const bucket = complianceOn(today, expiresOn);
  return bucket === 'Expired' ? 'expired' : bucket === 'Expiring Soon' ? 'expiring' : 'valid';
}

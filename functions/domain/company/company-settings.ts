// The company's branding and flags; the seeded item, or the product defaults before seeding.
import type { Company } from '@shared/contracts/common';
import { DEFAULT_DISCOUNT_TIERS } from '@shared/constants';
import { getCompanyCached, type CompanySettings } from '@functions/data/company';
import { env } from '@functions/lib/env';
import { DEFAULT_TIME_ZONE } from '@functions/lib/today';

// The company's zone lives in lib/today.ts (the handler-level calendar day falls back to it, and lib
// imports no domain code); domain code and the seed keep reading it from here.
export { companyTimeZone, DEFAULT_TIME_ZONE } from '@functions/lib/today';

export const DEFAULT_COMPANY: CompanySettings = {
  name: 'CertifyMed',
  primaryColor: '#0b5cab',
  secondaryColor: '#c2185b',
  logo: '/brand/logo.svg',
  whiteLogo: '/brand/logo-white.svg',
  logoText: 'CertifyMed',
  whiteLogoText: 'CertifyMed',
  comments: true,
  mailedProviderCards: true,
  groupDiscount: { discountTiers: DEFAULT_DISCOUNT_TIERS },
  timeZone: DEFAULT_TIME_ZONE,
};

/**
 * How learners reach support (the Help page): deploy configuration, never the table (an item seeded
 * before kept a placeholder there). Absent when neither an email nor a phone is configured.
 */
export function supportContact(): Company['support'] {
  const { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_HOURS } = env();
  if (!SUPPORT_EMAIL && !SUPPORT_PHONE) return undefined;
  return { email: SUPPORT_EMAIL || null, phone: SUPPORT_PHONE || null, hours: SUPPORT_HOURS || null };
}

/** The company as the public bootstrap shows it (server-only settings left out, the support contact as deployed). */
export async function loadCompany(): Promise<Company> {
  const { timeZone: _serverOnly, support: _stored, ...company } = (await getCompanyCached()) ?? DEFAULT_COMPANY;
  const support = supportContact();
  return support ? { ...company, support } : company;
}

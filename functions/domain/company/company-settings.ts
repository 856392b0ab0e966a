// The company's branding and flags; the seeded item, or the product defaults before seeding.
import type { Company } from '@shared/contracts/common';
import { DEFAULT_DISCOUNT_TIERS } from '@shared/constants';
import { getCompanyCached, type CompanySettings } from '@functions/data/company';
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
  // The demo's support desk (example.com and a 555 number: reserved for examples).
  support: { email: 'support@example.com', phone: '+1 555 555 0199', hours: 'Monday to Friday, 8 am to 6 pm Eastern' },
  timeZone: DEFAULT_TIME_ZONE,
};

/** The company as the public bootstrap shows it (server-only settings left out). */
export async function loadCompany(): Promise<Company> {
  const { timeZone: _serverOnly, ...company } = (await getCompanyCached()) ?? DEFAULT_COMPANY;
  return company;
}

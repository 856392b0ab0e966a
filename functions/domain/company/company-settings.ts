// The company's branding and flags; the seeded item, or the product defaults before seeding.
import type { Company } from '../../../shared/contracts/common';
import { DEFAULT_DISCOUNT_TIERS } from '../../../shared/constants';
import { getCompany } from '../../data/company';

export const DEFAULT_COMPANY: Company = {
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
};

let cached: { company: Company; at: number } | undefined;

/** Cached for a minute per warm container: it changes rarely and every page load reads it. */
export async function loadCompany(): Promise<Company> {
  if (cached && Date.now() - cached.at < 60_000) return cached.company;
  const company = (await getCompany()) ?? DEFAULT_COMPANY;
  cached = { company, at: Date.now() };
  return company;
}

// The company's branding and flags; the seeded item, or the product defaults before seeding.
import type { Company } from '@shared/contracts/common';
import { DEFAULT_DISCOUNT_TIERS } from '@shared/constants';
import { isTimeZone } from '@shared/rules/dates';
import { getCompany, type CompanySettings } from '@functions/data/company';

export const DEFAULT_TIME_ZONE = 'America/New_York';

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

let cached: { settings: CompanySettings; at: number } | undefined;

/** Cached for a minute per warm container: it changes rarely and every page load reads it. */
async function loadSettings(): Promise<CompanySettings> {
  if (cached && Date.now() - cached.at < 60_000) return cached.settings;
  const settings = (await getCompany()) ?? DEFAULT_COMPANY;
  cached = { settings, at: Date.now() };
  return settings;
}

/** The company as the public bootstrap shows it (server-only settings left out). */
export async function loadCompany(): Promise<Company> {
  const { timeZone: _serverOnly, ...company } = await loadSettings();
  return company;
}

/** The zone for learners' calendar dates when their browser sends none. */
export async function companyTimeZone(): Promise<string> {
  const { timeZone } = await loadSettings();
  return timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

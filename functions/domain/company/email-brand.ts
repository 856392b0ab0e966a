// The brand every email carries: the company's name, primary colour and logo (the seeded company's
// settings, or the product defaults before seeding).
import type { EmailBrand } from '@functions/adapters/email/layout';
import { env } from '@functions/lib/env';
import { DEFAULT_COMPANY, loadCompany } from './company-settings';

/**
 * A logo as mail clients can show it. Gmail and Outlook show no SVG, so an SVG logo of the web's own
 * (a path such as `/brand/logo.svg`) is mailed as the PNG beside it (`/brand/logo.png`, a test keeps
 * one beside each); a relative path becomes an absolute URL on the app.
 */
export function mailableLogoUrl(logo: string, appUrl: string): string | null {
  if (/^https?:\/\//i.test(logo)) return logo;
  if (!logo.startsWith('/') || logo.startsWith('//')) return null; // nothing a mail client could load
  return `${appUrl}${logo.endsWith('.svg') ? `${logo.slice(0, -'.svg'.length)}.png` : logo}`;
}

export async function emailBrand(): Promise<EmailBrand> {
  const company = await loadCompany();
  return {
    name: company.name,
    color: company.primaryColor,
    logoUrl: mailableLogoUrl(company.logo || DEFAULT_COMPANY.logo, env().APP_URL),
  };
}

// The company's colours (from the bootstrap data) as an Amplify UI theme. Brand colours are
// darkened when needed so white text on primary buttons keeps AA contrast.
import type { Theme } from '@aws-amplify/ui-react';
import type { Bootstrap } from '../lib/session';
import { brandScale } from '../lib/color';

const SYSTEM_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function brandTheme(company: Bootstrap['company']): Theme {
  const primary = brandScale(company.primaryColor, '#0b5cab');
  const secondary = brandScale(company.secondaryColor, '#c2185b');
  return {
    name: 'company-theme',
    tokens: {
      // Amplify v6 components read colors.primary / colors.secondary (brand.* is the older alias).
      colors: { primary, secondary, brand: { primary, secondary } },
      fonts: {
        default: { variable: { value: SYSTEM_FONT }, static: { value: SYSTEM_FONT } },
      },
    },
  };
}

// The company's colours (from the bootstrap data) as the CSS variables Amplify UI's stylesheet
// reads, set on the theme element. Brand colours are darkened when needed so white text on
// primary buttons keeps AA contrast. (The font is the system stack: styles.css.)
import type { CSSProperties } from 'react';
import type { Bootstrap } from '../lib/session';
import { brandScale } from '../lib/color';

export function brandTheme(company: Bootstrap['company']): CSSProperties {
  const variables: Record<string, string> = {};
  for (const [name, colour, fallback] of [
    ['primary', company.primaryColor, '#0b5cab'],
    ['secondary', company.secondaryColor, '#c2185b'],
  ] as const) {
    for (const [step, { value }] of Object.entries(brandScale(colour, fallback)))
      variables[`--amplify-colors-${name}-${step}`] = value;
  }
  return variables as CSSProperties;
}

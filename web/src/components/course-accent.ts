// A course's (or product's) colour as a background that white text can sit on: the colour
// darkened just enough for WCAG AA contrast (4.5:1), so any colour an admin picks stays readable.
import { darkenForWhiteText, parseHex, toHex } from '../lib/color';

const FALLBACK = '#0b5cab';

export function courseAccent(color: string | null | undefined): { background: string; color: string } {
  const base = parseHex(color ?? '') ?? parseHex(FALLBACK)!;
  return { background: toHex(darkenForWhiteText(base)), color: '#ffffff' };
}

// Colour arithmetic for the company theme: shades of a brand colour and WCAG contrast, so a
// light company colour never produces unreadable white-on-colour buttons.

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3) digits = digits.replace(/./g, (d) => d + d);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `color` toward `target` by `amount` (0..1). */
export function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => color[i]! + (target[i]! - color[i]!) * amount) as Rgb;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Darkens a colour just enough for white text on it to reach `ratio` (AA body text: 4.5). */
export function darkenForWhiteText(color: Rgb, ratio = 4.5): Rgb {
  let shade = color;
  for (let step = 0; step < 40 && contrast(shade, WHITE) < ratio; step++) shade = mix(shade, BLACK, 0.05);
  return shade;
}

/**
 * A 10..100 scale in Amplify's shape around a brand colour: 80 is the (contrast-safe) colour
 * itself, lower steps are tints toward white, 90 and 100 are darker shades.
 */
export function brandScale(
  hex: string,
  fallback: string,
): Record<'10' | '20' | '40' | '60' | '80' | '90' | '100', { value: string }> {
  const base = darkenForWhiteText(parseHex(hex) ?? parseHex(fallback)!);
  const tint = (amount: number) => ({ value: toHex(mix(base, WHITE, amount)) });
  const shade = (amount: number) => ({ value: toHex(mix(base, BLACK, amount)) });
  return {
    '10': tint(0.92),
    '20': tint(0.8),
    '40': tint(0.55),
    '60': tint(0.3),
    '80': { value: toHex(base) },
    '90': shade(0.2),
    '100': shade(0.4),
  };
}

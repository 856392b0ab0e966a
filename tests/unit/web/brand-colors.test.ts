// Company colours become a theme whose primary buttons keep AA contrast with white text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandScale, contrast, darkenForWhiteText, parseHex } from '@web/lib/color';

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`);

describe('brand colours', () => {
  it('keeps a dark enough colour unchanged', () => {
    expect(brandScale('#0b5cab', '#000')['80'].value).toBe('#0b5cab');
  });

  it('darkens any colour until white text on it reaches 4.5:1', () => {
    fc.assert(
      fc.property(hex, (color) => {
        const shade = darkenForWhiteText(parseHex(color)!);
        expect(contrast(shade, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('falls back when the company colour is not a hex colour', () => {
    expect(brandScale('not-a-colour', '#0b5cab')['80'].value).toBe('#0b5cab');
  });
});
